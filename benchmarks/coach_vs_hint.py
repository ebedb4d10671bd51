"""Head to head: the quick coach (<= 1 s a move) against the current hint engine, same seeds.

Two-seat games without a Captain: one seat plays the quick coach's advice
(`nbgui.bots.coach`, budget "quick"), the other the hint engine's own advice
(`nbgui.teach.hints.suggest` at its "quick" strength). Every seed is played twice with the seats
swapped, so neither side gets the first seat or a lucky draw more often. Both are timed on this
process's CPU clock (not wall time), so the machine's load does not change who gets how many
playouts: the coach's 1 s cap and the hint engine's 0.7 s budget are CPU seconds here.

Since issue 12 the hint *is* the quick coach's advice, worded (`suggest` calls `advise`): the two
sides now play the same moves, and this benchmark only shows the history of that choice.

Prints each game and the totals (wins, mean score, mean margin with its standard error) —
not part of `make bench` (minutes of CPU); run it niced:

    nice -n 10 python benchmarks/coach_vs_hint.py --seeds 6
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from nbgui.bots.coach import COACH_BUDGETS
from nbgui.bots.match import play_match
from nbgui.captain import CaptainBrain, load_boards
from nbgui.engine import GameSetup, SeatSpec
from nbgui.simulate import CoachFollower, HintFollower


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="seeds (two games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="first seed index (to extend a run)")
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    coach = CoachFollower(brain, "quick", COACH_BUDGETS["quick"].cap_s)
    hint = HintFollower(boards, brain)

    margins: list[int] = []
    coach_scores: list[int] = []
    hint_scores: list[int] = []
    wins = {"coach": 0.0, "hint": 0.0}
    times: dict[str, list[float]] = {"coach": [], "hint": []}
    t_start = time.process_time()
    for s in range(args.first, args.first + args.seeds):
        for coach_seat in (0, 1):
            seed = args.seed * 1_000_003 + s
            setup = GameSetup(seed=seed, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
            hint_seat = 1 - coach_seat
            players = {coach_seat: coach, hint_seat: hint}
            game = play_match(setup, players, brain, timed=(0, 1))
            times["coach"] += game.times[coach_seat]
            times["hint"] += game.times[hint_seat]
            totals = game.totals()
            mine, theirs = totals[coach_seat], totals[hint_seat]
            coach_scores.append(mine)
            hint_scores.append(theirs)
            margins.append(mine - theirs)
            wins["coach"] += game.won(coach_seat)
            wins["hint"] += game.won(hint_seat)
            print(
                f"seed {seed} coach in seat {coach_seat}: coach {mine}, hint {theirs}",
                flush=True,
            )
    n = len(margins)
    se = statistics.stdev(margins) / n**0.5 if n > 1 else 0.0
    print(
        f"quick coach vs hint engine, {n} games ({args.seeds} seeds x 2 seat orders): coach wins "
        f"{wins['coach']:g}, hint wins {wins['hint']:g}; mean score coach "
        f"{statistics.fmean(coach_scores):.1f}, hint {statistics.fmean(hint_scores):.1f}; "
        f"mean margin {statistics.fmean(margins):+.2f} ± {se:.2f} (s.e.); CPU s/move coach "
        f"{statistics.fmean(times['coach']):.2f} (max {max(times['coach']):.2f}), hint "
        f"{statistics.fmean(times['hint']):.2f} (max {max(times['hint']):.2f}); "
        f"{(time.process_time() - t_start) / 60:.1f} CPU min"
    )
    verdict = "PASS" if wins["coach"] > wins["hint"] else "MISS"
    print(f"target: the quick coach beats the hint engine head to head — {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
