"""Hint speed: median and max time of `nbgui.teach.hints.suggest` over ~30 positions.

Target: every hint within 1 s on this 2-core machine (the default budget is 0.8 s of
rollouts; the rest is the greedy ranking and the reason). Also prints how many rollouts the
budget allowed behind the chosen move.

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

TARGETS_S = {"quick": 1.0, "strong": 3.0}


def speed(count: int) -> None:
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    for strength, target in TARGETS_S.items():
        times: list[float] = []
        rollouts: list[int] = []
        for state in human_positions(boards, count, seed=7):
            t0 = time.perf_counter()
            hint = suggest(state, boards, STRENGTHS[strength], brain=brain)
            times.append(time.perf_counter() - t0)
            rollouts.append(hint.rollouts)
        median, worst = statistics.median(times), max(times)
        verdict = "PASS" if worst <= target else "MISS"
        print(
            f"hint ({strength}): median {median:.3f} s, max {worst:.3f} s over {len(times)} "
            f"positions (target <= {target:.1f} s each) {verdict}; rollouts behind the chosen "
            f"move: median {statistics.median(rollouts):.0f}, min {min(rollouts)}, "
            f"max {max(rollouts)}",
            flush=True,
        )


def strength(games: int, budget: float) -> None:
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
                    cmd = suggest(state, boards, time_budget_s=budget, brain=brain).command
                else:
                    cmd = bot.choose(state, legal_commands(state))
                apply_unchecked(state, cmd)
            margins.append(margin(state, 1))
    summary = ", ".join(f"{k} {statistics.fmean(v):+.1f}" for k, v in results.items())
    print(f"hint strength vs Starbuck, mean margin over {games} games ({budget} s): {summary}")


def main() -> None:
    parser = argparse.ArgumentParser(description="hint speed (and optionally strength)")
    parser.add_argument("positions", nargs="?", type=int, default=30)
    parser.add_argument("--strength", type=int, metavar="GAMES", default=0)
    parser.add_argument("--budget", type=float, default=0.25, help="hint budget for --strength")
    args = parser.parse_args()
    if args.strength:
        strength(args.strength, args.budget)
    else:
        speed(args.positions)


if __name__ == "__main__":
    main()
