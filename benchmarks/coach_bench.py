"""Coach speed: time per move of the coach's quick (target <= 1 s) and strong (<= 3 s)
budgets, and of the AI levels, over 30 sample positions (`nbgui.teach.positions`).

What the app does is measured: every call uses the budget's wall-clock cap, which is a hard
cap (no playout starts after it and a running one is given up, `nbgui.bots.search`). The
median and the max wall time over the positions are printed against the target, with how many
positions the cap cut short (their search then spent less than its step budget), and the CPU
time a move (mean and max: what the budget costs, whatever the machine's load).

`--load N` starts N busy processes for the measurement (a loaded machine: the caps must hold
even then); they are stopped at the end. The machine is shared, so use it sparingly.

Run: python benchmarks/coach_bench.py [positions] [--load N]   (also part of `make bench`)
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from nbgui.bots.coach import COACH_BUDGETS, advise
from nbgui.bots.search import LEVELS, SearchBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.teach.positions import human_positions


def _busy(stop_at: float) -> None:  # pragma: no cover - a load generator
    x = 0
    while time.time() < stop_at:
        x = (x * 31 + 7) % 1_000_003


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="coach speed")
    parser.add_argument("positions", type=int, nargs="?", default=30)
    parser.add_argument("--load", type=int, default=0, help="busy processes during the run")
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    states = list(human_positions(boards, args.positions, seed=7))
    hogs = [
        multiprocessing.Process(target=_busy, args=(time.time() + 600,), daemon=True)
        for _ in range(args.load)
    ]
    for h in hogs:
        h.start()
    try:
        note = f", {args.load} busy processes running" if args.load else ""
        print(f"{len(states)} positions{note}")
        for name, budget in COACH_BUDGETS.items():
            times: list[float] = []
            cpu: list[float] = []
            playouts: list[int] = []
            cut = 0
            for state in states:
                t0, c0 = time.perf_counter(), time.process_time()
                advice = advise(state, brain, name)
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
                playouts.append(advice.playouts)
                cut += advice.cut_short
            worst = max(times)
            verdict = "PASS" if worst <= budget.cap_s else "MISS"
            lv = budget.level
            print(
                f"coach {name}: median {statistics.median(times):.2f} s, max {worst:.2f} s a "
                f"move (target <= {budget.cap_s:.0f} s, capped) {verdict}; CPU "
                f"{statistics.fmean(cpu):.2f} s a move on average, max {max(cpu):.2f} s; budget "
                f"{lv.steps:,} playout steps over {lv.k} candidates, playouts of {lv.horizon} "
                f"rounds; median {statistics.median(playouts):.0f} playouts made; "
                f"{cut}/{len(times)} positions cut short by the cap"
            )
        for name, level in LEVELS.items():
            bot = SearchBot(1, brain, level, capped=True)
            times = []
            for state in states:
                t0 = time.perf_counter()
                bot.choose(state, legal_commands(state))
                times.append(time.perf_counter() - t0)
            worst = max(times)
            verdict = "PASS" if worst <= level.cap_s else "MISS"
            print(
                f"AI {name}: median {statistics.median(times):.2f} s, max {worst:.2f} s a move "
                f"(target <= {level.cap_s:.1f} s, capped) {verdict}"
            )
    finally:
        for h in hogs:
            h.terminate()
            h.join()


if __name__ == "__main__":
    main()
