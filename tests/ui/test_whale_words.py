"""Whale tokens are named as a player sees them — kind, lay and points — never by their id
("Sperm whale S2"), in every log sentence, refusal and Captain reason, in English and Spanish."""

from __future__ import annotations

import random
import re

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import Describer, RuleError, Sell, apply, legal_commands, new_game
from nbgui.simulate import make_setup
from nbgui.text import Msg, msg, words
from nbgui.ui import i18n

TOKEN_ID = re.compile(r"\b[RBSE]\d{1,2}\b")


@pytest.fixture(scope="module")
def played():
    """Whole games against Flask (a whaler) and Stubb: every event message and Captain
    reason that names a whale token."""
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    out: list[Msg] = []
    refusals: list[Msg] = []
    for seed, captain in ((3, "flask"), (8, "stubb"), (12, "ahab")):
        state, events = new_game(make_setup(seed, [captain], boards, human_names=["Ann"]))
        describe = Describer([s.name for s in state.setup.seats], state.rules)
        rng = random.Random(seed)
        while state.decision.kind != "over":
            seat = state.seats[state.decision.seat]
            if seat.is_captain:
                decision = brain.decide(state)
                out += [step.msg for step in decision.trace]
                cmd = decision.command
            else:
                cmd = rng.choice(legal_commands(state))
                if state.decision.kind == "return" and not state.sold:
                    try:  # a token not aboard: refused, naming the token
                        apply(state, Sell("S4" if "S4" not in str(cmd) else "S3"))
                    except RuleError as err:
                        refusals.append(err.msg)
            state, events = apply(state, cmd)
            out += [describe.message(e) for e in events]
    return out, refusals


def _names_a_token(m: Msg) -> bool:
    def token(v: object) -> bool:
        return isinstance(v, Msg) and v.id.startswith("token")

    return any(token(v) or (isinstance(v, tuple) and any(map(token, v))) for _, v in m.params)


def test_token_phrase_gives_kind_lay_and_points(qapp) -> None:
    from nbgui.content.loader import default_rules

    rules = default_rules()
    say = i18n.say
    i18n.set_language("es")
    try:
        assert say(words.token(rules, "S2")) == "Cachalote (tasa 8\u00a0$, 4 puntos)"
        assert say(words.token(rules, "R9")) == "Ballena Franca (tasa 2\u00a0$, 1 punto)"
        assert say(msg("event.whale_kept", seat="Ana", token=words.token(rules, "B3"))) == (
            "Ana se queda con la ficha de Ballena de Groenlandia (tasa 4\u00a0$, 2 puntos): los "
            "Capitanes no pagan tasa."
        )
    finally:
        i18n.set_language("en")
    assert say(words.token(rules, "S2")) == "Sperm whale (lay $8, 4 points)"
    assert say(words.token(rules, "E5")) == "Empty sea token"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_sentence_names_a_token_by_its_id(qapp, played, lang) -> None:
    sentences, refusals = played
    told = [m for m in sentences if _names_a_token(m)]
    assert len(told) > 20 and refusals
    i18n.set_language(lang)
    try:
        for m in [*told, *refusals]:
            text = i18n.say(m)
            assert not TOKEN_ID.search(text), text
            assert "{" not in text, text
        kept = [i18n.say(m) for m in told if m.id in ("event.whale_taken", "event.whale_kept")]
        assert kept
        lay = "tasa" if lang == "es" else "lay"
        assert all(f"({lay} " in t for t in kept), kept
    finally:
        i18n.set_language("en")


def test_a_whale_on_the_table_is_never_a_feminine_pronoun_in_spanish(qapp) -> None:  # type: ignore[no-untyped-def]
    """A whale token's card and its return buttons' tips name the whale by its kind, and
    "Cachalote" is masculine: "Cachalote · Tasa: 8 $ para quedártela", "Cachalote: véndela por
    4 $" read wrong. They speak of "la ficha" (as the log does: "se queda la ficha de
    Cachalote"), whatever the kind."""
    from PySide6.QtCore import QCoreApplication

    from nbgui.text import Term

    def table(text: str) -> str:
        return QCoreApplication.translate("Table", text)

    feminine = re.compile(r"(?i)quedártela|véndela|\bla vendes\b|\bte la quedas\b")
    assert i18n.set_language("es")
    try:
        sperm = Term("Sperm whale")
        said = [
            i18n.say(msg("returns.pay.tip", whale=sperm, money=words.money(8),
                         points=msg("unit.points", n=4))),
            i18n.say(msg("returns.sell.tip", whale=sperm, money=words.money(4),
                         lay=words.money(8))),
            table("{price} to keep it when the ship comes home").format(price="8 $"),
            table("{price} if you sell it instead").format(price="4 $"),
            table("if kept"),
        ]
    finally:
        i18n.set_language("en")
    assert said[0].startswith("Cachalote: ")
    assert all(not feminine.search(s.split(";")[0]) for s in said), said
