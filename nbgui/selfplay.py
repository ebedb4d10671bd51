"""Headless scripted games through the `SaveStore`, autosaving after every command.

A test harness above both `nbgui.persist` and `nbgui.bots` (like `nbgui.simulate`), so that
neither imports the other.

``python -m nbgui.selfplay --games N --seed S`` plays the script's games in order with
a deterministic random player, resuming the open autosave first if there is one. It is the
subject of the kill test (tests/persist/test_kill.py), which SIGKILLs it at random moments and
checks that every restart resumes exactly where the disk says it was. Use ``NBGUI_HOME`` to
keep it away from the real saves folder.

The player's choice depends only on the state, the game's seed and the number of commands so
far, so a resumed game continues exactly as an uninterrupted one would.

Progress lines on stdout, each flushed as soon as what it reports is done:

    new game=G seed=S            game G starts (nothing saved yet)
    resume game=G commands=K     the open autosave of game G was loaded with K commands
    saved game=G commands=K over=0|1   the autosave with K commands is on disk
    finished game=G commands=K hash=H  game G is over and filed under saves/finished/
    done games=N                 every game of the script is finished
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    SaveError,
    SeatSpec,
    apply,
    legal_commands,
    new_game,
    state_hash,
)
from nbgui.persist import AppDirs, SaveStore

GAMES_PER_SCRIPT = 1000
_CAPTAINS = (("Starbuck", "starbuck"), ("Stubb", "stubb"), ("Flask", "flask"), ("Ahab", "ahab"))


def game_seed(script_seed: int, game: int) -> int:
    return script_seed * GAMES_PER_SCRIPT + game


def game_setup(script_seed: int, game: int) -> GameSetup:
    """Game `game` of the script: 2–4 seats, every fourth game one human against Captains."""
    seats = 2 + game % 3
    if game % 4 == 3:
        specs = [SeatSpec(name="You")]
        for name, cid in _CAPTAINS[: seats - 1]:
            specs.append(
                SeatSpec(
                    kind="captain",
                    name=name,
                    captain=cid,
                    building_limit=5,
                    whale_limit=6,
                    fallback_draw=cid == "ahab",
                )
            )
    else:
        specs = [SeatSpec(name=f"Player {i + 1}") for i in range(seats)]
    return GameSetup(seed=game_seed(script_seed, game), seats=specs, first_seat=game % seats)


def choose(state: GameState, seed: int, step: int) -> Command:
    """The scripted player's command number `step` (0-based) in the game with `seed`."""
    return RandomBot(seed * 100_003 + step).choose(state, legal_commands(state))


def play_reference(script_seed: int, game: int) -> tuple[list[Command], GameState]:
    """Game `game` played straight through, without saving (what every resumed game must equal)."""
    setup = game_setup(script_seed, game)
    state, _ = new_game(setup)
    commands: list[Command] = []
    while legal_commands(state):
        cmd = choose(state, setup.seed, len(commands))
        state, _ = apply(state, cmd)
        commands.append(cmd)
    return commands, state


def _finished_games(store: SaveStore, script_seed: int, games: int) -> set[int]:
    done = set()
    for summary in store.list_saves(kinds=("finished",)):
        if summary.ok and summary.seed is not None:
            g = summary.seed - game_seed(script_seed, 0)
            if 0 <= g < games:
                done.add(g)
    return done


def run(store: SaveStore, games: int, script_seed: int, out: TextIO) -> int:
    """Play (or resume) the script's games to the end; returns the exit code."""

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    while True:
        loaded = store.open_game()
        if loaded is not None:
            setup = loaded.setup
            g = setup.seed - game_seed(script_seed, 0)
            if not 0 <= g < games:
                say(f"error: the open autosave (seed {setup.seed}) is not from this script")
                return 2
            state, commands = loaded.state, list(loaded.commands)
            say(f"resume game={g} commands={len(commands)}")
        else:
            done = _finished_games(store, script_seed, games)
            todo = [g for g in range(games) if g not in done]
            if not todo:
                say(f"done games={games}")
                return 0
            g = todo[0]
            setup = game_setup(script_seed, g)
            say(f"new game={g} seed={setup.seed}")
            store.begin_game(setup)
            state, _ = new_game(setup)
            commands = []
            store.autosave(setup, commands, state)
            say(f"saved game={g} commands=0 over=0")
        while legal_commands(state):
            cmd = choose(state, setup.seed, len(commands))
            state, _ = apply(state, cmd)
            commands.append(cmd)
            store.autosave(setup, commands, state)
            say(f"saved game={g} commands={len(commands)} over={int(state.is_over)}")
        say(f"finished game={g} commands={len(commands)} hash={state_hash(state)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m nbgui.selfplay")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 1 <= args.games <= GAMES_PER_SCRIPT or args.seed < 0:
        parser.error(f"--games must be 1..{GAMES_PER_SCRIPT} and --seed not negative")
    store = SaveStore(AppDirs.from_env())
    try:
        return run(store, args.games, args.seed, sys.stdout)
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
