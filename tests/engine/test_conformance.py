"""Conformance playouts: random legal games, checking the engine's contract at every step."""

from __future__ import annotations

import pytest

from nbgui.bots.random_bot import RandomBot
from nbgui.content.schema import to_data
from nbgui.engine import (
    GameSetup,
    RuleError,
    SeatSpec,
    apply,
    invariant_problems,
    legal_commands,
    load_envelope,
    make_envelope,
    new_game,
    parse_command,
    replay,
    state_hash,
    validate,
)


def _setup(seed: int, seats: int) -> GameSetup:
    return GameSetup(
        seed=seed, seats=[SeatSpec(name=f"P{i}") for i in range(seats)], first_seat=seed % seats
    )


def play_checked(setup: GameSetup, bot_seed: int, deep: bool = True):
    state, _ = new_game(setup)
    bot = RandomBot(bot_seed)
    commands = []
    while True:
        problems = invariant_problems(state)
        assert not problems, (len(commands), problems)
        legal = legal_commands(state)
        if not legal:
            assert state.is_over
            break
        assert not state.is_over
        if deep:
            for cmd in legal:
                assert parse_command(str(cmd)) == cmd, str(cmd)
                validate(state, cmd)
        cmd = bot.choose(state, legal)
        state, _ = apply(state, cmd)
        commands.append(cmd)
    assert invariant_problems(state) == []
    with pytest.raises(RuleError) as err:
        apply(state, commands[-1])
    assert err.value.code == "game_over"
    return state, commands


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", range(8))
def test_deep_playout(seed: int, seats: int) -> None:
    setup = _setup(seed, seats)
    state, commands = play_checked(setup, seed)
    # same seed and commands, same game
    assert state_hash(replay(setup, commands).state) == state_hash(state)
    # save -> load equality
    env = make_envelope(setup, commands, state)
    loaded = load_envelope(to_data(env))
    assert state_hash(loaded.state) == state_hash(state)


@pytest.mark.parametrize("seed", range(200))
def test_many_playouts(seed: int) -> None:
    seats = 2 + seed % 3
    play_checked(_setup(1000 + seed, seats), seed, deep=False)
