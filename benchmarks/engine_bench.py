"""Engine speed: complete random 2-seat games per second on one core (target >= 1,000, issue 17;
it was >= 200 before the search player needed more), the median time of one
`legal_commands` + `apply` step, and the playouts a second of the search's rollout policy
(`nbgui.bots.rollout.playout`) from the start of a game; then the playouts a second of the
search's own playouts (the strong level's policy), with the cost of one in random games measured
alongside (a ratio the machine's load changes little).

The games/s figure uses `apply_unchecked`, the simulation path (hints, `nbgui sim`); the same
games through the checked `apply` (the UI's path) are reported too. Every game is played to its
end by the RandomBot, whose choosing time is included.

Run: python benchmarks/engine_bench.py [--seconds 1]   (also part of `make bench`)
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from nbgui.bots.random_bot import RandomBot
from nbgui.bots.rollout import playout
from nbgui.bots.search import LEVELS, capped_playout
from nbgui.captain import CaptainBrain, load_boards, make_setup
from nbgui.engine import (
    Command,
    GameSetup,
    GameState,
    SeatSpec,
    apply,
    apply_unchecked,
    legal_commands,
    new_game,
)

TARGET_GAMES_PER_SECOND = 1000


def pin_to_one_core() -> str:
    """Run on a single CPU where the OS allows it (Linux); say which."""
    if hasattr(os, "sched_setaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        return f"cpu {cpu}"
    return "unpinned"


def setup_for(game: int) -> GameSetup:
    return GameSetup(seed=game, seats=[SeatSpec(name="A"), SeatSpec(name="B")], first_seat=game % 2)


def play(game: int, checked: bool) -> int:
    """Play one random 2-seat game to the end; return its number of commands."""
    state, _ = new_game(setup_for(game))
    bot = RandomBot(game)
    steps = 0
    while True:
        legal = legal_commands(state)
        if not legal:
            return steps
        cmd = bot.choose(state, legal)
        if checked:
            state, _ = apply(state, cmd)
        else:
            apply_unchecked(state, cmd)
        steps += 1


def games_per_second(seconds: float, checked: bool, repeat: int = 3) -> tuple[float, float]:
    """(games per second, commands per game): the best of `repeat` runs of about `seconds`.

    Seconds of this process's CPU time, not of the wall clock, and the best run (as `timeit`
    does), so that other programs busy on a shared machine lower the figure as little as
    possible. Each run plays new games (new seeds).
    """
    best = 0.0
    games = steps = 0
    clock = time.process_time
    for _ in range(repeat):
        start = clock()
        first = games
        while clock() - start < seconds:
            steps += play(games, checked)
            games += 1
        best = max(best, (games - first) / (clock() - start))
    return best, steps / games


def step_times(games: int) -> list[float]:
    """Seconds of `legal_commands(state)` + `apply(state, cmd)` for every step of some games."""
    out: list[float] = []
    clock = time.perf_counter
    for game in range(10_000, 10_000 + games):
        state, _ = new_game(setup_for(game))
        bot = RandomBot(game)
        while True:
            t0 = clock()
            legal = legal_commands(state)
            t1 = clock()
            if not legal:
                break
            cmd = bot.choose(state, legal)
            t2 = clock()
            state, _ = apply(state, cmd)
            out.append((t1 - t0) + (clock() - t2))
    return out


def _start_of(setup: GameSetup) -> GameState:
    state, _ = new_game(setup)
    while state.decision.kind == "start_goods":
        apply_unchecked(state, legal_commands(state)[0])
    return state


def _rates(
    seconds: float, play: Callable[[CaptainBrain], Callable[[GameState, Command, int], object]]
) -> list[tuple[str, float]]:
    """Playouts a second, on the process's CPU clock, of `play(brain)(state, first, n)` from
    the first placement of a game: 2 players, and 1 player against Flask."""
    boards = load_boards(use_overrides=False)[0]
    run = play(CaptainBrain(boards))
    tables = {
        "2 players": GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]),
        "1 player vs Flask": make_setup(1, ["flask"], boards),
    }
    out = []
    clock = time.process_time
    for label, setup in tables.items():
        state = _start_of(setup)
        first = legal_commands(state)[0]
        run(state, first, 0)  # warm-up
        start, n = clock(), 0
        while clock() - start < seconds:
            n += 1
            run(state, first, n)
        out.append((label, n / (clock() - start)))
    return out


def playouts_per_second(seconds: float) -> list[tuple[str, float]]:
    """Playouts a second from the first placement of a game (the rollout policy plays every
    player seat, the Captain brain every Captain): 2 players, and 1 player against Flask."""
    return _rates(seconds, lambda brain: lambda s, c, n: playout(s, c, n, brain))


def search_playouts_per_second(seconds: float) -> list[tuple[str, float]]:
    """Whole playouts a second of the search itself (`nbgui.bots.search.capped_playout` with
    the strong level's policy: the tuned projection's one-step look of 5) from a game's first
    placement to its end (the strong level itself stops its playouts after a few rounds,
    `Level.horizon`; whole games keep this figure comparable from one version to the next)."""
    level = replace(LEVELS["strong"], horizon=0, steps=0)
    clock = time.process_time
    return _rates(
        seconds,
        lambda brain: lambda s, c, n: capped_playout(s, c, n, brain, level, None, clock),
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="engine speed")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per run (best of 3)")
    args = parser.parse_args(argv)
    where = pin_to_one_core()
    play(0, checked=False)  # warm-up: rules loading, first-call costs
    rate, length = games_per_second(args.seconds, checked=False)
    verdict = "PASS" if rate >= TARGET_GAMES_PER_SECOND else "MISS"
    print(
        f"engine: {rate:.0f} random 2-seat games/s (target >= {TARGET_GAMES_PER_SECOND}) "
        f"{verdict}  [apply_unchecked, {length:.0f} commands/game, one core: {where}]"
    )
    rate, _ = games_per_second(args.seconds / 2, checked=True)
    print(f"engine: {rate:.0f} random 2-seat games/s through the checked apply")
    times = step_times(40)
    median_us = statistics.median(times) * 1e6
    p95_us = sorted(times)[int(len(times) * 0.95)] * 1e6
    print(
        f"engine: legal_commands+apply median {median_us:.0f} us, p95 {p95_us:.0f} us "
        f"[{len(times)} steps]"
    )
    for label, rate in playouts_per_second(args.seconds):
        print(
            f"rollouts: {rate:.0f} playouts/s from the start, {label} [nbgui.bots.rollout, one "
            f"core; the coach needs ~1,800/s to tell moves one point apart in 1 s, issue 17]"
        )
    games, _ = games_per_second(args.seconds / 2, checked=False, repeat=1)
    for label, rate in search_playouts_per_second(args.seconds):
        print(
            f"search: {rate:.0f} whole playouts/s from the start, {label} (one playout = "
            f"{games / rate:.1f} random games measured alongside) [the strong level's policy, "
            f"one core; needed ~1,800/s]"
        )


if __name__ == "__main__":
    main()
