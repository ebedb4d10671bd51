"""Mistake warnings at the app's real budget: how often they fire for a sensible player, and
how long the check takes.

Plays 20 greedy-bot games against one Captain each (Starbuck, Stubb, Flask, Ahab in turn, the
seeds of `tests/teach/test_warnings.py`) and runs the app's check on every player placement:
the quick coach's advice (`advise(…, "quick")`, capped at 1 s — in the app it is computed while
the player thinks) and the check itself (`judge`, capped at `CHECK_CAP_S`: the wait after a
drop). Targets (issue 12): at most 1 placement in 10 warns; the wait after a drop within the
quick budget (≤ 1 s; advice and check together are printed too: the wait of a player who drops
a worker the instant the turn begins).

Run: python benchmarks/warning_bench.py [games]      (minutes: ~0.6 s per placement)
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.teach.warnings import WARN_POINTS, WARN_Z, check, greedy_placements

QUICK_BUDGET_S = 1.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=20)
    args = parser.parse_args()
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    placements = warned = 0
    kinds: Counter[str] = Counter()
    advice_s: list[float] = []
    check_s: list[float] = []
    total_s: list[float] = []
    for state, cmd in greedy_placements(args.games, boards, brain):
        placements += 1
        t0 = time.perf_counter()
        warns, verdict = check(state, brain, cmd)
        total_s.append(time.perf_counter() - t0)
        if verdict is not None:
            advice_s.append(verdict.advice_s)
            check_s.append(verdict.elapsed_s)
        if warns:
            warned += 1
            kinds[warns[0].code] += 1
    rate = warned / max(placements, 1)
    verdict_rate = "PASS" if warned * 10 <= placements else "MISS"
    print(
        f"warnings (threshold {WARN_POINTS:g} points and {WARN_Z:g} standard errors): "
        f"{warned} of {placements} placements in {args.games} greedy-bot games warned "
        f"({100 * rate:.1f}%, target <= 10%) {verdict_rate}; kinds: {dict(kinds)}",
        flush=True,
    )
    worst = max(check_s)
    verdict_time = "PASS" if worst <= QUICK_BUDGET_S else "MISS"
    print(
        f"warning check time: coach advice median {statistics.median(advice_s):.3f} s, max "
        f"{max(advice_s):.3f} s (in the app: while the player thinks); the check itself median "
        f"{statistics.median(check_s):.3f} s, max {max(check_s):.3f} s (the wait after a drop); "
        f"(target <= {QUICK_BUDGET_S:.1f} s) {verdict_time}; advice and check together median "
        f"{statistics.median(total_s):.3f} s, max {max(total_s):.3f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
