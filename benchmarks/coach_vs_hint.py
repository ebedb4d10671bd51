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

from nbgui.bots.coach import COACH_BUDGETS, advise
from nbgui.captain import CaptainBrain, load_boards
from nbgui.engine import (
    GameSetup,
    GameState,
    SeatSpec,
    apply_unchecked,
    legal_commands,
    new_game,
    score,
)
from nbgui.teach import hints


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="seeds (two games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="first seed index (to extend a run)")
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    cap = COACH_BUDGETS["quick"].cap_s

    def coach_move(state: GameState) -> object:
        return advise(state, brain, "quick", cap_s=cap, clock=time.process_time).command

    def hint_move(state: GameState) -> object:
        return hints.suggest(state, boards, "quick", brain=brain, clock=time.process_time).command

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
            state, _ = new_game(setup)
            while legal := legal_commands(state):
                seat = state.decision.seat
                who = "coach" if seat == coach_seat else "hint"
                if len(legal) == 1:
                    cmd = legal[0]
                else:
                    t0 = time.process_time()
                    cmd = coach_move(state) if who == "coach" else hint_move(state)
                    times[who].append(time.process_time() - t0)
                apply_unchecked(state, cmd)  # type: ignore[arg-type]
            sheet = score(state)
            totals = [r.total for r in sheet.rows]
            mine, theirs = totals[coach_seat], totals[1 - coach_seat]
            coach_scores.append(mine)
            hint_scores.append(theirs)
            margins.append(mine - theirs)
            for w in sheet.winners:
                wins["coach" if w == coach_seat else "hint"] += 1 / len(sheet.winners)
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
