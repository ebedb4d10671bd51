"""Conformance playouts with 1, 2 and 3 Captains: invariants, limits, traces, determinism."""

from __future__ import annotations

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.engine import apply, invariant_problems, legal_commands, replay, state_hash
from nbgui.simulate import make_setup, play_game

# Every table with Captains that RULES.md 11.13 supports (the tables without Captains are
# tests/engine/test_conformance.py's), each Captain at least once in each seat count.
TABLES = [
    (["starbuck"], 1),
    (["stubb"], 1),
    (["flask"], 1),
    (["ahab"], 1),
    (["starbuck", "ahab"], 1),
    (["stubb", "flask"], 1),
    (["flask", "stubb", "ahab"], 1),
    (["ahab"], 2),
    (["starbuck"], 3),
    (["stubb", "ahab"], 2),
    (["flask", "starbuck"], 2),
]
# normal and expert; with and without Turner's Mill where the table allows it (one human)
VARIANTS = [(False, False), (True, False), (False, True), (True, True)]


def _cases():
    for captains, humans in TABLES:
        for expert, mill in VARIANTS:
            if mill and humans != 1:
                continue
            yield captains, humans, expert, mill


@pytest.mark.parametrize(("captains", "humans", "expert", "mill"), list(_cases()))
def test_playout_with_captains(boards, captains, humans, expert, mill):
    seed = len(captains) * 7 + humans * 3 + expert * 2 + mill
    setup = make_setup(seed, captains, boards, humans, expert, turners_mill=mill)
    brain = CaptainBrain(boards)
    played = play_game(setup, brain, "random", seed, record=True)
    state = replay(setup, played.commands).state
    assert state_hash(state) == state_hash(played.state)
    assert legal_commands(played.state) == []
    for _events, trace in played.log:
        for step in trace:
            assert step.text and "board error" not in step.text
    # every intermediate state is sound
    s = replay(setup, played.commands, keep_states=True)
    for st in s.states:
        assert invariant_problems(st) == []
    for i, spec in enumerate(setup.seats):
        if spec.kind == "captain":
            assert state.seats[i].money == 0 and state.seats[i].lumber == 0
            if spec.building_limit is not None:
                assert len(state.buildings_of(i)) <= spec.building_limit
            if spec.keeps_best is not None:
                assert len(state.seats[i].returned) <= spec.keeps_best
            elif spec.whale_limit is not None:
                assert state.whale_count(i) <= spec.whale_limit


def test_every_captain_decision_has_a_trace(boards):
    setup = make_setup(11, ["starbuck", "ahab"], boards)
    brain = CaptainBrain(boards)
    from nbgui.bots.random_bot import RandomBot

    bot = RandomBot(1)
    state = replay(setup, []).state
    captain_turns = 0
    while legal_commands(state):
        if brain.is_captain_turn(state):
            d = brain.decide(state)
            assert d.trace, d.command
            if str(d.command).startswith("place"):
                captain_turns += 1
                assert d.trace[0].kind == "course"
                assert d.trace[-1].kind in ("choice", "course_change")
            state, _ = apply(state, d.command)
        else:
            state, _ = apply(state, bot.choose(state, legal_commands(state)))
    assert captain_turns >= 40
