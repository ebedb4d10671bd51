"""Engine soak: many random games over 2-4 seats, checking every invariant after every command.

Run: python benchmarks/engine_soak.py [--games 2000] [--seed 1]
Exit status 1 if any state broke an invariant (the first few are printed with how to replay them).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    GameSetup,
    SeatSpec,
    apply_unchecked,
    invariant_problems,
    legal_commands,
    new_game,
    score,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="engine soak")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    steps = 0
    failures: list[str] = []
    totals: dict[int, list[int]] = {2: [], 3: [], 4: []}
    lengths: list[int] = []
    for game in range(args.games):
        seats = 2 + game % 3
        seed = args.seed * 1_000_003 + game
        setup = GameSetup(
            seed=seed,
            seats=[SeatSpec(name=f"P{i + 1}") for i in range(seats)],
            first_seat=game % seats,
        )
        state, _ = new_game(setup)
        bot = RandomBot(seed)
        count = 0
        while True:
            problems = invariant_problems(state)
            if problems:
                failures.append(
                    f"game seed {seed}, {seats} seats, RandomBot({seed}), after command {count}: "
                    + "; ".join(problems)
                )
                break
            legal = legal_commands(state)
            if not legal:
                if not state.is_over:
                    failures.append(f"game seed {seed}: no legal command but the game is not over")
                break
            apply_unchecked(state, bot.choose(state, legal))
            count += 1
        steps += count
        lengths.append(count)
        if state.is_over:
            totals[seats].extend(r.total for r in score(state).rows)
    elapsed = time.perf_counter() - start
    print(
        f"soak: {args.games} random games (2-4 seats), {steps} commands, invariants checked "
        f"after every command, {elapsed:.1f} s"
    )
    print(f"soak: commands per game median {statistics.median(lengths):.0f}, max {max(lengths)}")
    for seats, values in totals.items():
        if values:
            print(
                f"soak: {seats} seats: score mean {statistics.fmean(values):.1f}, "
                f"min {min(values)}, max {max(values)}"
            )
    if failures:
        print(f"soak: FAIL, {len(failures)} game(s) broke an invariant:")
        for line in failures[:5]:
            print(f"  {line}")
        return 1
    print("soak: PASS, no invariant broken")
    return 0


if __name__ == "__main__":
    sys.exit(main())
