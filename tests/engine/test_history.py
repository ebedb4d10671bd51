"""Undo/redo (`History`): never across a randomness barrier, redo restores exactly."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scenario import Table, captain_spec

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    GameSetup,
    History,
    RuleError,
    SeatSpec,
    legal_commands,
    new_game,
    parse_command,
    replay,
    state_hash,
)


def test_undo_and_redo_a_plain_command() -> None:
    t = Table().goods(0, money=5)
    h = History(t.state)
    assert not h.can_undo() and h.undo() is None and not h.can_redo()
    h.push(parse_command("buy food"))
    h.push(parse_command("place farm"))
    after = h.state
    assert h.can_undo()
    step = h.undo()
    assert step is not None and str(step.command) == "place farm"
    assert h.state.seats[0].food == 2 and h.state.decision.seat == 0
    h.undo()
    assert h.state is t.state
    assert h.state.seats[0].money == 5
    assert not h.can_undo()
    h.redo()
    h.redo()
    assert h.state is after and not h.can_redo()


def test_push_clears_redo() -> None:
    h = History(Table().state)
    h.push(parse_command("place farm"))
    h.undo()
    assert h.can_redo()
    h.push(parse_command("place forest"))
    assert not h.can_redo() and [str(c) for c in h.commands] == ["place forest"]


def test_illegal_push_changes_nothing() -> None:
    h = History(Table().state)
    with pytest.raises(RuleError):
        h.push(parse_command("place bank"))
    assert h.steps == []
    with pytest.raises(RuleError) as err:
        h.push(parse_command("place farm"), seat=1)
    assert err.value.code == "not_your_turn"


def test_a_command_that_draws_from_the_bag_is_a_barrier() -> None:
    t = Table().ship(0, 1, "sea", 4).last_turn(0)
    h = History(t.state)
    h.push(parse_command("place farm"))  # ends the round: the whaling draw uses the RNG
    assert h.steps[-1].barrier
    assert not h.can_undo() and h.undo() is None
    assert h.state.decision.kind == "pick"
    h.push(parse_command("pass"))  # the rest of the round ends without randomness
    assert not h.steps[-1].barrier
    assert h.can_undo()
    h.undo()
    assert not h.can_undo()  # never across the barrier


def test_a_round_end_without_draws_is_not_a_barrier() -> None:
    h = History(Table().last_turn(0).state)
    h.push(parse_command("place farm"))
    assert not h.steps[-1].barrier and h.can_undo()


def test_captain_commands_are_barriers() -> None:
    t = Table([SeatSpec(name="Ann"), captain_spec("Flask")])
    h = History(t.state)
    h.push(parse_command("place farm"))  # no randomness, but a Captain made it
    assert h.steps[-1].barrier and not h.can_undo()
    h.push(parse_command("place forest"))
    assert h.can_undo()
    h.push(parse_command("roll"))
    assert h.steps[-1].barrier and not h.can_undo()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), seats=st.integers(2, 4), ops=st.integers(20, 400))
def test_history_property(seed: int, seats: int, ops: int) -> None:
    setup = GameSetup(seed=seed, seats=[SeatSpec(name=f"P{i}") for i in range(seats)])
    start, _ = new_game(setup)
    h = History(start)
    bot = RandomBot(seed)
    rng = random.Random(seed)
    for _ in range(ops):
        roll = rng.random()
        if roll < 0.2 and h.can_undo():
            last = h.steps[-1]
            hash_before = state_hash(h.state)
            step = h.undo()
            assert step is last and not step.barrier and step.seat is not None
            assert h.state is step.before
            if rng.random() < 0.5:  # redo restores exactly
                assert h.redo() is step
                assert state_hash(h.state) == hash_before
        elif roll < 0.25 and not h.can_undo() and h.steps:
            assert h.steps[-1].barrier and h.undo() is None
        else:
            legal = legal_commands(h.state)
            if not legal:
                break
            h.push(bot.choose(h.state, legal))
            assert not h.can_redo()
    # Barriers: exactly the steps that moved the generator.
    for step in h.steps:
        assert step.barrier == (step.after.rng_counter != step.before.rng_counter)
    # The kept commands replay to the same state.
    assert state_hash(replay(setup, h.commands).state) == state_hash(h.state)
