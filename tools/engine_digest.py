"""Digests of what the engine does over many games, to show a speed change changed nothing.

Plays random games (2-4 RandomBot seats: a quarter through the checked `apply`, a quarter
through `apply_unchecked` without an event list, the rest through `apply_unchecked` with one),
Captain games (every Captain alone and in pairs, normal and expert, with and without Turner's
Mill; the Captain brain decides for the Captains, a RandomBot for the humans) and rollout-policy
playouts (`nbgui.bots.rollout.playout`, from the start and from positions inside random games),
and searches (`nbgui.bots.search.search` at small budgets of the medium and strong levels:
their playouts use the tuned projection and the Captain brain; every candidate's playout count,
mean value, margin, win rate and score), and hashes every legal-command list, every command,
every event, each game's final state hash and each search's result. Prints one SHA-256 per
section and one of the whole.

Same digests from two versions of the engine = the same games, listings and events
(docs/engine-speed.md "How sameness was checked"). To compare an older commit:

    git archive <commit> | tar -x -C /tmp/old
    PYTHONPATH=/tmp/old .venv/bin/python tools/engine_digest.py
    .venv/bin/python tools/engine_digest.py

Run: python tools/engine_digest.py [--games 300] [--captain-games 160] [--playouts 60]
     [--searches 24]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
from collections.abc import Callable
from dataclasses import replace

from nbgui.bots.random_bot import RandomBot
from nbgui.bots.rollout import playout
from nbgui.bots.search import LEVELS, search
from nbgui.captain import CaptainBrain, load_boards, make_setup
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    Roll,
    SeatSpec,
    apply,
    apply_unchecked,
    legal_commands,
    new_game,
    state_hash,
)

Update = Callable[[bytes], None]


def _play(
    setup: GameSetup,
    seed: int,
    checked: bool,
    brain: CaptainBrain | None,
    upd: Update,
    quiet: bool = False,
) -> None:
    """Play `setup` to the end, feeding `upd` (a hash's `update`) with everything seen
    (`checked`: through `apply`; `quiet`: through `apply_unchecked` without an event list)."""
    state, events = new_game(setup)
    upd(repr(events).encode())
    bot = RandomBot(seed)
    while True:
        legal = legal_commands(state)
        upd(" | ".join(map(str, legal)).encode())
        if not legal:
            break
        d = state.decision
        assert d.seat is not None
        cmd: Command
        if state.seats[d.seat].is_captain and brain is not None:
            cmd = Roll() if d.kind == "roll" else brain.decide(state).command
        else:
            cmd = bot.choose(state, legal)
        upd(str(cmd).encode())
        if checked:
            state, events = apply(state, cmd)
            upd(repr(events).encode())
        elif quiet:  # the simulation path without events (playouts, hints)
            apply_unchecked(state, cmd)
        else:
            events = []
            apply_unchecked(state, cmd, events)
            upd(repr(events).encode())
    upd(state_hash(state).encode())


def random_games(n: int) -> str:
    h = hashlib.sha256()
    for g in range(n):
        seats = 2 + g % 3
        setup = GameSetup(
            seed=g * 7919 + 1,
            seats=[SeatSpec(name=f"P{i}") for i in range(seats)],
            first_seat=g % seats,
        )
        _play(setup, g, g % 4 == 0, None, h.update, quiet=g % 4 == 2)
    return h.hexdigest()


def captain_games(n: int) -> str:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    ids = sorted(boards)
    tables = [[c] for c in ids] + [list(p) for p in itertools.combinations(ids, 2)]
    h = hashlib.sha256()
    for g in range(n):
        captains = tables[g % len(tables)]
        expert = (g // len(tables)) % 2 == 1
        mill = g % 3 == 0
        humans = 1 if mill or len(captains) == 2 else 1 + g % 2
        setup = make_setup(
            g + 100, captains, boards, humans=humans, expert=expert, turners_mill=mill
        )
        _play(setup, g, g % 4 == 1, brain, h.update, quiet=g % 4 == 3)
    return h.hexdigest()


def _position(g: int, brain: CaptainBrain, boards: dict[str, CaptainBoard]) -> GameState | None:
    """Game `g`'s position at a placement some way in (a Captain game when `g` is odd), or
    None when the game ended first."""
    if g % 2:
        setup = make_setup(g, [sorted(boards)[g % 4]], boards)
    else:
        setup = GameSetup(seed=g, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
    state, _ = new_game(setup)
    bot = RandomBot(g)
    # from the first placement, or from some way into the game
    steps = 0
    target = (g * 13) % 60
    while True:
        legal = legal_commands(state)
        if not legal:
            return None
        if state.decision.kind == "place" and steps >= target:
            return state
        d = state.decision
        assert d.seat is not None
        if state.seats[d.seat].is_captain:
            cmd: Command = Roll() if d.kind == "roll" else brain.decide(state).command
        else:
            cmd = bot.choose(state, legal)
        apply_unchecked(state, cmd)
        steps += 1


def playouts(n: int) -> str:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    h = hashlib.sha256()
    for g in range(n):
        state = _position(g, brain, boards)
        if state is None:
            continue
        first = legal_commands(state)[0]
        h.update(repr(playout(state, first, g, brain)).encode())
        h.update(state_hash(state).encode())
    return h.hexdigest()


def searches(n: int) -> str:
    """Searches at small budgets: the medium level (greedy short list, look 2) on even games,
    the strong level (tuned projection, look 5) on odd ones; the whole result is hashed."""
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    levels = (
        replace(LEVELS["medium"], playouts=8),
        replace(LEVELS["strong"], playouts=12, k=4),
    )
    h = hashlib.sha256()
    for g in range(n):
        state = _position(g * 5 + 1, brain, boards)
        if state is None:
            continue
        result = search(state, legal_commands(state), brain, levels[g % 2], seed=g)
        h.update(repr(result).encode())
        h.update(state_hash(state).encode())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="engine behaviour digests")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--captain-games", type=int, default=160)
    parser.add_argument("--playouts", type=int, default=60)
    parser.add_argument("--searches", type=int, default=24)
    args = parser.parse_args(argv)
    parts = {
        "random games": random_games(args.games),
        "captain games": captain_games(args.captain_games),
        "playouts": playouts(args.playouts),
        "searches": searches(args.searches),
    }
    whole = hashlib.sha256("".join(parts.values()).encode()).hexdigest()
    for label, digest in parts.items():
        print(f"{label}: {digest}")
    print(f"all: {whole}")


if __name__ == "__main__":
    main()
