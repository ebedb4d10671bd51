"""Hints: always a legal move with a reason, deterministic, fair (no peeking), fast enough."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nbgui.engine import (
    GameSetup,
    Place,
    SeatSpec,
    StartGoods,
    apply_unchecked,
    legal_commands,
    new_game,
    state_hash,
)
from nbgui.teach.hints import HintError, describe_move, resampled, rollout, suggest
from nbgui.teach.positions import human_positions, table_setup
from nbgui.text import english


def test_hint_is_legal_with_a_reason_on_many_positions(boards, brain):
    for state in human_positions(boards, 25, seed=3):
        legal = legal_commands(state)
        hint = suggest(state, boards, rollouts=1, brain=brain, k=4)
        assert hint.command in legal, str(hint.command)
        assert hint.reason.strip()
        assert hint.reason.endswith(".")
        assert all(c.command in legal for c in hint.alternatives)
        assert hint.command not in [c.command for c in hint.alternatives]


INTERNAL = (
    "margin", "margen", "rollout", "simulacion", "simulación", "build_white", "build_black",
    "build_victory", "prepare_launch", "launch:", "ship=", "to=", "bonus=", "build=",
    "discount=", "lumber=", "food=", "brick=", "take=", "start L", "_",
)


def test_hint_reasons_speak_game_terms_on_50_positions(boards, brain):
    """No internal term, course code or notation; never a bare number without its meaning."""
    import re

    for i, state in enumerate(human_positions(boards, 50, seed=17)):
        hint = suggest(state, boards, rollouts=1 + i % 2, brain=brain, k=3)
        text = hint.reason
        ids = [*state.rules.spaces, *state.rules.buildings]
        for term in [*INTERNAL, *(f"place {i}" for i in ids), *(f"pay {t}" for t in "RBS")]:
            assert term not in text, (term, text)
        assert not re.search(r"\([+-]\d", text), text  # no signed bare figure like (+3.2)
        if hint.alternatives:
            assert "rest of the game out" in text, text


def test_reason_is_a_catalogue_message(boards, brain):
    state = next(iter(human_positions(boards, 1, seed=5)))
    hint = suggest(state, boards, rollouts=1, brain=brain)
    assert hint.msg.id.startswith("suggest.reason.")
    assert hint.reason == english(hint.msg) and "rollouts" not in hint.reason


def test_deterministic_for_a_state(boards, brain):
    state = next(iter(human_positions(boards, 1, seed=11)))
    a = suggest(state, boards, rollouts=2, brain=brain)
    b = suggest(state.clone(), boards, rollouts=2, brain=brain)
    assert a.command == b.command and a.reason == b.reason
    assert [c.mean_margin for c in a.alternatives] == [c.mean_margin for c in b.alternatives]


def test_rollouts_do_not_read_the_real_future(boards, brain):
    """A rollout copy has another seed: the bag draws it samples differ from the real ones."""
    state, _ = new_game(table_setup(21, ("starbuck",), boards))
    copy = resampled(state, 12345)
    assert copy.setup.seed == 12345 and state.setup.seed == 21
    assert copy.rng_counter == state.rng_counter
    # The hint never changes the state it was given.
    before = state_hash(state)
    suggest(state, boards, rollouts=1, brain=brain, k=2)
    assert state_hash(state) == before


def test_hint_ignores_the_real_seed(boards, brain):
    """Two games identical but for the hidden seed get the same hint: nothing hidden leaks."""
    a, _ = new_game(table_setup(1, ("flask",), boards))
    b = a.clone()
    b.setup = replace(a.setup, seed=999)
    ha = suggest(a, boards, rollouts=2, brain=brain, k=3)
    hb = suggest(b, boards, rollouts=2, brain=brain, k=3)
    assert ha.command == hb.command
    assert [c.mean_margin for c in ha.alternatives] == [c.mean_margin for c in hb.alternatives]


def test_forced_move_and_errors(boards, brain):
    seats = [SeatSpec(name="Ann"), SeatSpec(name="Ben")]
    state, _ = new_game(GameSetup(seed=1, seats=seats))
    # Play to the end with the first legal command; then no hint can be given.
    while legal_commands(state):
        apply_unchecked(state, legal_commands(state)[0])
    with pytest.raises(HintError):
        suggest(state, boards)


def test_captain_turn_is_refused(boards, brain):
    state, _ = new_game(table_setup(2, ("ahab",), boards))
    apply_unchecked(state, StartGoods(0, 0, 0, 5))
    assert state.seats[state.decision.seat].is_captain
    with pytest.raises(HintError):
        suggest(state, boards)


def test_time_budget_is_respected(boards, brain, monkeypatch):
    """No rollout starts after the budget, on any machine: a fake clock that advances 0.1 s at
    every reading stands in for wall time, so the check does not depend on the machine's load."""
    import nbgui.teach.hints as hints_module

    ticks = iter(range(1, 100_000))

    class FakeClock:
        @staticmethod
        def perf_counter() -> float:
            return next(ticks) / 10

    real_rollout = hints_module.rollout
    started: list[float] = []

    def recorded_rollout(*args, **kwargs):
        started.append(FakeClock.perf_counter())
        return real_rollout(*args, **kwargs)

    state = next(iter(human_positions(boards, 1, seed=2)))
    monkeypatch.setattr(hints_module, "time", FakeClock)
    monkeypatch.setattr(hints_module, "rollout", recorded_rollout)
    hint = suggest(state, boards, time_budget_s=1.0, brain=brain)
    assert hint.rollouts >= 1
    begin = started[0] - 0.2  # the reading at entry, before the first loop's two readings
    assert len(started) >= 2
    # The favourite's first rollout always runs; every later one starts within the budget.
    assert all(t - begin <= 1.0 + 0.2 for t in started[1:]), started
    # Unbounded, the search would make many more rollouts than fit in ten clock readings.
    assert len(started) < hints_module.MAX_ROLLOUTS * len(legal_commands(state))


def test_launch_reason_counts_whaling_phases(boards, brain):
    state, _ = new_game(table_setup(4, ("starbuck",), boards))
    assert state.round == 1
    text = english(describe_move(state, Place("city_pier", ship=1, to=6)))
    assert "space 6" in text and "5 whaling phases" in text
    assert "1 whaling phase" in english(describe_move(state, Place("city_pier", ship=1, to=2)))


def test_rollout_returns_a_margin(boards, brain):
    state = next(iter(human_positions(boards, 1, seed=9)))
    value = rollout(state, legal_commands(state)[0], 77, brain)
    assert -200 < value < 200


def test_reasons_read_well(boards):
    state, _ = new_game(table_setup(4, ("starbuck",), boards))
    farm = Place("farm")
    assert english(describe_move(state, farm)).startswith("Place a worker on the Farm")
    text = english(describe_move(state, Place("city_pier", ship=1, to=1)))
    assert "no whaling phase" in text
