"""Captain traces are catalogue messages: every id (nested ones too) exists and every
placeholder is filled, over whole games against each Captain."""

from __future__ import annotations

import pytest

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.engine import apply, legal_commands
from nbgui.engine import new_game as start
from nbgui.simulate import make_setup
from nbgui.text import MESSAGES, Msg, english


def ids(m: Msg) -> set[str]:
    out = {m.id}
    for _, value in m.params:
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if isinstance(v, Msg):
                out |= ids(v)
    return out


@pytest.mark.parametrize("captain", ["starbuck", "stubb", "flask", "ahab"])
def test_a_whole_game_of_traces_is_messages(boards, captain: str) -> None:  # type: ignore[no-untyped-def]
    setup = make_setup(7, [captain], boards, human_names=["Ann"])
    state, _ = start(setup)
    brain, bot = CaptainBrain(boards), RandomBot(3)
    used: set[str] = set()
    lines = 0
    while not state.is_over:
        seat = state.decision.seat
        if seat is not None and state.seats[seat].is_captain:
            decision = brain.decide(state)
            for step in decision.trace:
                used |= ids(step.msg)
                text = english(step.msg)
                assert "{" not in text and "%n" not in text, text
                lines += 1
            cmd = decision.command
        else:
            cmd = bot.choose(state, legal_commands(state))
        state, _ = apply(state, cmd)
    assert lines > 50
    assert used <= set(MESSAGES), sorted(used - set(MESSAGES))
    assert {"trace.roll", "trace.course", "trace.choice"} <= used


def test_a_tied_place_is_named_with_its_article(boards, qapp) -> None:  # type: ignore[no-untyped-def]
    """The Orders walk said "the Farm serves his course (tied with Warehouse; decided
    automatically)": the tied place is named as the catalogue names a building, "the
    Warehouse" (Spanish, as elsewhere, with its own: "empate con el Almacén")."""
    import re

    from nbgui.ui import i18n

    setup = make_setup(0, ["starbuck"], boards, human_names=["Ann"])
    state, _ = start(setup)
    brain, bot = CaptainBrain(boards), RandomBot(3)
    tied = []
    while not state.is_over and not tied:
        seat = state.decision.seat
        if seat is not None and state.seats[seat].is_captain:
            decision = brain.decide(state)
            tied = [s.msg for s in decision.trace if "tied with" in english(s.msg)]
            cmd = decision.command
        else:
            cmd = bot.choose(state, legal_commands(state))
        state, _ = apply(state, cmd)
    assert tied, "no tie in the game"
    text = english(tied[0])
    assert re.search(r"\(tied with the [A-Z]\w+( \w+)*; decided automatically\)", text), text
    assert i18n.set_language("es")
    try:
        said = i18n.say(tied[0])
    finally:
        i18n.set_language("en")
    tied_es = r"\(empate con (el|la) [A-ZÁÉÍÓÚ]\w+( \w+)*; decidido automáticamente\)"
    assert re.search(tied_es, said), said
