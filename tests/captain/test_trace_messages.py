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
