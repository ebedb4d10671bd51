"""The coach on the strong player's search: its budgets are truncated playouts on a step
budget, its advice is the search's, deterministic and blind to the bag's hidden order, and it
says how far its playouts looked (`Advice.ahead`, which the hint's sentence follows)."""

from __future__ import annotations

import random
from dataclasses import replace

from nbgui.bots.coach import COACH_BUDGETS, HORIZON, advise, playout_rounds
from nbgui.bots.search import LEVELS, search
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine import GameState, apply_unchecked, legal_commands, new_game
from nbgui.teach.positions import human_positions, table_setup

#: A small step budget, uncapped: the same advice on any machine, under any load.
SMALL = {"steps": 300, "cap_s": 0}


def test_the_budgets_are_the_strong_players_kind(boards: dict[str, CaptainBoard]) -> None:
    quick, strong = COACH_BUDGETS["quick"], COACH_BUDGETS["strong"]
    assert (quick.cap_s, strong.cap_s) == (1.0, 3.0)
    for b in (quick, strong):
        assert b.level.tuned and b.level.horizon == HORIZON == LEVELS["strong"].horizon
        assert b.level.own_weight == LEVELS["strong"].own_weight > 0
        assert b.level.steps > 0
    assert quick.level.steps < strong.level.steps
    assert quick.level.k <= strong.level.k


def test_advice_is_the_search_on_a_step_budget(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """The advice is `search` at the budget's level (same move, same statistics), and the
    same again for the same state: a step budget is counted, not timed."""
    searched = 0
    for state in human_positions(boards, 3, seed=12):
        advice = advise(state, brain, "quick", **SMALL)
        if advice.forced:
            continue
        level = replace(COACH_BUDGETS["quick"].level, steps=SMALL["steps"])
        result = search(state, legal_commands(state), brain, level, seed=0)
        assert advice.command == result.command
        assert [o.mean_margin for o in advice.options] == [
            c.mean_margin for c in result.candidates
        ]
        assert advice.playouts == result.playouts > 0 and not advice.cut_short
        again = advise(state.clone(), CaptainBrain(boards), "quick", **SMALL)
        assert (again.command, again.options, again.playouts) == (
            advice.command, advice.options, advice.playouts
        )
        searched += 1
    assert searched >= 2


def test_blind_to_the_bag_order(boards: dict[str, CaptainBoard], brain: CaptainBrain) -> None:
    checked = 0
    for state in human_positions(boards, 4, seed=9):
        if len(state.bag) < 2:
            continue
        other = state.clone()
        random.Random(5).shuffle(other.bag)
        other.setup = replace(state.setup, seed=4242)
        a = advise(state, brain, "quick", **SMALL)
        b = advise(other, brain, "quick", **SMALL)
        assert a.options == b.options and a.command == b.command
        checked += 1
    assert checked >= 3


def _at_round(boards: dict[str, CaptainBoard], rnd: int) -> GameState:
    state, _ = new_game(table_setup(3, ("stubb",), boards))
    while state.round < rnd or state.seats[state.decision.seat or 0].is_captain:
        apply_unchecked(state, legal_commands(state)[0])
    return state


def test_ahead_says_how_far_the_playouts_looked(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """Early, the playouts stop `HORIZON` rounds ahead and the projection values the rest;
    once the game ends within the horizon they play to the end (ahead 0)."""
    level = COACH_BUDGETS["quick"].level
    early = _at_round(boards, 2)
    rounds = early.rules.game.rounds
    assert playout_rounds(early, level) == HORIZON
    assert advise(early, brain, "quick", **SMALL).ahead == HORIZON
    late = _at_round(boards, rounds - HORIZON + 1)
    assert playout_rounds(late, level) == 0
    assert advise(late, brain, "quick", **SMALL).ahead == 0
    assert playout_rounds(_at_round(boards, rounds - HORIZON), level) == HORIZON
    assert playout_rounds(early, replace(level, horizon=0)) == 0


def test_each_options_playouts_are_kept_paired_and_out_of_its_repr(
    boards: dict[str, CaptainBoard], brain: CaptainBrain
) -> None:
    """The hints' confidence reads each option's playouts (margin, own score), in the order of
    the sampled futures: their means are the option's figures, two options' first playouts are
    the same futures (`among` re-searching two of them gives the same samples), and they stay
    out of the repr, so the ladder's version of the search players' games (a repr of searches)
    does not change."""
    from nbgui.teach.positions import human_positions

    state = next(iter(human_positions(boards, 1, seed=17)))
    advice = advise(state, brain, "quick", playouts=24, cap_s=0)
    searched = [o for o in advice.options if o.playouts]
    assert len(searched) >= 2
    for o in searched:
        assert len(o.samples) == o.playouts
        assert abs(sum(m for m, _ in o.samples) / o.playouts - o.mean_margin) < 1e-9
        assert abs(sum(s for _, s in o.samples) / o.playouts - o.mean_score) < 1e-9
        assert "samples" not in repr(o)
    two = [searched[0].command, searched[1].command]
    again = advise(state, brain, "quick", playouts=24, cap_s=0, among=two)
    assert {o.command for o in again.options} == set(two)
    for o in again.options:
        first = next(p for p in searched if p.command == o.command)
        n = min(len(o.samples), len(first.samples))
        assert n >= 1 and o.samples[:n] == first.samples[:n]
