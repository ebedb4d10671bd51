"""Coach speed: time per move of the coach's quick (target ≤ 1 s) and strong (≤ 3 s) budgets,
and of the AI levels, over sample positions (`nbgui.teach.positions.human_positions`).

The coach's budgets are playout counts (reproducible); each also has a wall-clock cap. This
prints the uncapped time (what the playout budget costs on this machine) and how many
positions the cap would have cut short.

Run: python benchmarks/coach_bench.py [positions]   (also part of `make bench`)
"""

from __future__ import annotations

import argparse
import statistics
import time

from nbgui.bots.coach import COACH_BUDGETS, advise
from nbgui.bots.search import LEVELS, SearchBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.teach.positions import human_positions


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="coach speed")
    parser.add_argument("positions", type=int, nargs="?", default=12)
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    states = list(human_positions(boards, args.positions, seed=7))
    for name, budget in COACH_BUDGETS.items():
        times: list[float] = []
        playouts: list[int] = []
        for state in states:
            t0 = time.perf_counter()
            advice = advise(state, brain, name, cap_s=0)
            times.append(time.perf_counter() - t0)
            playouts.append(advice.playouts)
        worst = max(times)
        over = sum(t > budget.cap_s for t in times)
        verdict = "PASS" if over == 0 else "MISS"
        print(
            f"coach {name}: median {statistics.median(times):.2f} s, max {worst:.2f} s a move "
            f"(target <= {budget.cap_s:.0f} s) {verdict}; {budget.level.playouts} playouts "
            f"budget, median {statistics.median(playouts):.0f} made; {over}/{len(times)} "
            f"positions over the cap (the app's cap would cut those short)"
        )
    for name, level in LEVELS.items():
        bot = SearchBot(1, brain, level)
        times = []
        for state in states:
            t0 = time.perf_counter()
            bot.choose(state, legal_commands(state))
            times.append(time.perf_counter() - t0)
        print(
            f"AI {name}: median {statistics.median(times):.2f} s, max {max(times):.2f} s a move "
            f"(cap {level.cap_s:.1f} s)"
        )


if __name__ == "__main__":
    main()
