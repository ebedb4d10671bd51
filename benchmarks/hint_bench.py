"""Hint speed: median and max time of a hint (`nbgui.teach.hints.suggest`, the coach's advice
worded) at both strengths over the same 30 positions.

Targets (issue 12): quick ≤ 1 s, strong ≤ 3 s per hint, wall time on this machine, the coach
capped as in the app. Also prints the playouts behind the chosen move and how many searches
the cap cut short.

`--ask-after S` measures what the app does instead: the window's coach runner
(`nbgui.ui.hint_runner.HintRunner`, capped as in the app) prefetches the quick advice when the
decision begins (after the window's `PREFETCH_DELAY_MS`), the player asks for a quick hint `S`
seconds after the decision began, and the bench prints how long the player waited from the ask
and the playouts behind the hint; with `--drop-after S` a worker is dropped that long after the
decision began instead (the mistake check queued behind the prefetch) and the check's wait is
printed. `--load N` runs N busy processes meanwhile (as `coach_bench.py`).

Run: python benchmarks/hint_bench.py [positions]
     python benchmarks/hint_bench.py --ask-after 2 --load 2      # a hint asked 2 s in, loaded
     python benchmarks/hint_bench.py --drop-after 0.5 --load 2   # a check behind a prefetch
     python benchmarks/hint_bench.py --strength 12   # hint-follower vs greedy bot (minutes)
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import apply_unchecked, legal_commands, new_game
from nbgui.teach.hints import STRENGTHS, margin, suggest
from nbgui.teach.positions import human_positions, table_setup


def speed(count: int) -> None:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    positions = list(human_positions(boards, count, seed=7))
    for strength, target in STRENGTHS.items():
        times: list[float] = []
        behind: list[int] = []
        cut = 0
        for state in positions:
            t0 = time.perf_counter()
            hint = suggest(state, boards, strength, brain=brain)
            times.append(time.perf_counter() - t0)
            behind.append(hint.rollouts)
            cut += hint.cut_short
        median, worst = statistics.median(times), max(times)
        verdict = "PASS" if worst <= target else "MISS"
        print(
            f"hint ({strength}): median {median:.3f} s, max {worst:.3f} s over {len(times)} "
            f"positions (target <= {target:.1f} s each) {verdict}; playouts behind the chosen "
            f"move: median {statistics.median(behind):.0f}, min {min(behind)}, "
            f"max {max(behind)}; cut short by the cap: {cut}",
            flush=True,
        )


def asked(count: int, ask_after: float | None, drop_after: float | None) -> None:
    """A quick hint asked (or a worker dropped) that long after the decision began, through
    the window's coach runner: the wait from the ask and the playouts behind the answer."""
    from PySide6.QtCore import QCoreApplication

    from nbgui.engine import Place
    from nbgui.teach.warnings import checked
    from nbgui.ui.hint_runner import HintRunner
    from nbgui.ui.teaching import PREFETCH_DELAY_MS

    app = QCoreApplication.instance() or QCoreApplication([])
    boards = load_boards(use_overrides=False)[0]
    positions = [s for s in human_positions(boards, count, seed=7)
                 if s.decision.kind in ("place", "return")]
    waits: list[float] = []
    behind: list[int] = []
    cut = 0
    for state in positions:
        runner = HintRunner(None, boards)
        begun = time.perf_counter()
        time.sleep(PREFETCH_DELAY_MS / 1000)
        runner.prefetch(state)
        if drop_after is not None:
            cmd = next((c for c in legal_commands(state) if checked(state, c)
                        and not (isinstance(c, Place) and c.space == "farm")), None)
            if cmd is None:
                continue
            time.sleep(max(0.0, begun + drop_after - time.perf_counter()))
            runner.check(state, cmd)
            assert runner.last_check_s is not None
            waits.append(runner.last_check_s)
        else:
            assert ask_after is not None
            time.sleep(max(0.0, begun + ask_after - time.perf_counter()))
            hint, wait = runner.hint_now(state, boards, "quick")
            assert hint is not None and not isinstance(hint, str), hint
            waits.append(wait)
            behind.append(hint.rollouts)
            cut += hint.cut_short
        runner.wait(30_000)
        app.processEvents()
    what = (f"mistake check, a worker dropped {drop_after} s into the decision"
            if drop_after is not None else f"quick hint asked {ask_after} s into the decision")
    line = (f"{what}: wait from the {'drop' if drop_after is not None else 'ask'} median "
            f"{statistics.median(waits):.3f} s, max {max(waits):.3f} s over {len(waits)} "
            f"positions (target <= 1.0 s)")
    if behind:
        line += (f"; playouts behind the hint's move: median {statistics.median(behind):.0f}, "
                 f"min {min(behind)}, max {max(behind)}; cut short by a cap: {cut}")
    print(line, flush=True)


def strength(games: int, which: str) -> None:
    """Mean final margin against Starbuck: always following the hint vs the greedy bot."""
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    results: dict[str, list[int]] = {"hint": [], "greedy": []}
    for g in range(games):
        for who, margins in results.items():
            state, _ = new_game(table_setup(500 + g, ("starbuck",), boards))
            bot = GreedyBot(g)
            while state.decision.kind != "over":
                seat = state.decision.seat
                assert seat is not None
                if state.seats[seat].is_captain:
                    cmd = brain.decide(state).command
                elif who == "hint":
                    cmd = suggest(state, boards, which, brain=brain, cap_s=0).command
                else:
                    cmd = bot.choose(state, legal_commands(state))
                apply_unchecked(state, cmd)
            margins.append(margin(state, 1))
    summary = ", ".join(f"{k} {statistics.fmean(v):+.1f}" for k, v in results.items())
    print(f"hint strength vs Starbuck, mean margin over {games} games ({which}): {summary}")


def main() -> None:
    parser = argparse.ArgumentParser(description="hint speed (and optionally strength)")
    parser.add_argument("positions", nargs="?", type=int, default=30)
    parser.add_argument("--strength", type=int, metavar="GAMES", default=0)
    parser.add_argument("--budget", default="quick", help="hint strength for --strength")
    parser.add_argument("--ask-after", type=float, metavar="S", help="a quick hint asked S s "
                        "into the decision, through the window's coach runner")
    parser.add_argument("--drop-after", type=float, metavar="S", help="a worker dropped S s "
                        "into the decision (the mistake check behind the prefetch)")
    parser.add_argument("--load", type=int, default=0, help="busy processes during the run")
    args = parser.parse_args()
    from coach_bench import _busy  # (this folder: run as a script)

    hogs = [multiprocessing.Process(target=_busy, args=(time.time() + 900,), daemon=True)
            for _ in range(args.load)]
    for h in hogs:
        h.start()
    try:
        if args.strength:
            strength(args.strength, args.budget)
        elif args.ask_after is not None or args.drop_after is not None:
            asked(args.positions, args.ask_after, args.drop_after)
        else:
            speed(args.positions)
    finally:
        for h in hogs:
            h.terminate()
            h.join()


if __name__ == "__main__":
    main()
