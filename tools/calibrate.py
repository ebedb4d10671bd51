"""Measure every Captain (normal and expert) against the greedy bot and a random player.

Writes the table used in docs/captains-calibration.md:
    python tools/calibrate.py --games 500 --seed 1 > /tmp/calibration.md
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.simulate import run_series


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--captains", default=",".join(CAPTAIN_NAMES))
    args = parser.parse_args()
    boards = load_boards(use_overrides=False)[0]
    print(
        "| Captain | variant | opponent | Captain mean | median | min | max "
        "| player mean | median | min | max | player win rate |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name in args.captains.split(","):
        for expert in (False, True):
            for bot in ("greedy", "random"):
                start = time.perf_counter()
                stats = run_series([name], bot, args.games, args.seed, expert, boards=boards)
                cap, player = stats
                c, p = cap.totals, player.totals
                print(
                    f"| {cap.name} | {'expert' if expert else 'normal'} | {bot} "
                    f"| {statistics.fmean(c):.1f} | {statistics.median(c):g} | {min(c)} "
                    f"| {max(c)} | {statistics.fmean(p):.1f} | {statistics.median(p):g} "
                    f"| {min(p)} | {max(p)} | {100 * player.wins / args.games:.1f}% |",
                    flush=True,
                )
                print(
                    f"  ({name} {expert} {bot}: {time.perf_counter() - start:.0f}s)",
                    file=sys.stderr,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
