"""Refused moves read in the player's language: every engine refusal code has a sentence."""

from __future__ import annotations

import re
from pathlib import Path

from nbgui.engine import GameSetup, SeatSpec, StartGoods
from nbgui.ui import i18n
from nbgui.ui.refusals import REFUSALS, refusal_text
from nbgui.ui.session import GameSession

ENGINE = Path(__file__).resolve().parents[2] / "nbgui" / "engine"


def engine_codes() -> set[str]:
    codes: set[str] = set()
    for path in ENGINE.glob("*.py"):
        codes.update(re.findall(r'RuleError\(\s*"([a-z_]+)"', path.read_text()))
        codes.update(re.findall(r'RuleError\(\s*f?"(not_enough_)\{', path.read_text()))
    codes.discard("not_enough_")
    codes.update({"not_enough_lumber", "not_enough_food", "not_enough_brick"})
    return codes


def test_every_engine_code_has_a_sentence() -> None:
    codes = engine_codes()
    assert len(codes) > 30
    assert codes <= set(REFUSALS), sorted(codes - set(REFUSALS))


def test_english_keeps_the_engines_precise_sentence(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    assert refusal_text("not_enough_food", "Launching to space 4 needs 4 food; you have 1.") == (
        "Launching to space 4 needs 4 food; you have 1."
    )


def test_spanish_refusal_from_the_session(qapp) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language("es")
    try:
        session = GameSession(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
        got: list[tuple[str, str]] = []
        session.refused.connect(lambda code, text: got.append((code, text)))
        session.start()
        assert not session.submit(StartGoods(5, 0, 0, 5))
        assert got == [("bad_start_goods", "Los bienes iniciales deben valer exactamente 5 $ "
                        "(Leña 1 $, Comida 1 $, Ladrillo 2 $).")]
    finally:
        i18n.set_language("en")
