"""Hint speed: median and max time of a hint (`nbgui.teach.hints.suggest`, the coach's advice
worded) at both strengths over the same 30 positions.

Targets (issue 12): quick ≤ 1 s, strong ≤ 3 s per hint, wall time on this machine, the coach
capped as in the app. Also prints the playouts behind the chosen move and how many searches
the cap cut short.

Run: python benchmarks/hint_bench.py [positions]
     python benchmarks/hint_bench.py --strength 12   # hint-follower vs greedy bot (minutes)
"""

from __future__ import annotations

import argparse
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
    args = parser.parse_args()
    if args.strength:
        strength(args.strength, args.budget)
    else:
        speed(args.positions)


if __name__ == "__main__":
    main()
