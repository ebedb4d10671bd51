"""Head to head: the quick coach (<= 1 s a move) against the hint engine it replaced, same seeds.

Two-seat games without a Captain: one seat plays the quick coach's advice (`nbgui.bots.coach`,
budget "quick", `CoachFollower`), the other an earlier hint engine (`--against`):

- ``old-hint`` (the default): **the hint engine as it was when issue 17 was filed**, before
  issue 12 made the hint the coach's advice (`suggest` of commit 8c18401,
  `nbgui/teach/hints.py`), kept here as the reference player `OldHintEngine`: the greedy bot's
  6 best moves (at most two per space), each played out **to the end of the game** with the
  playout policy (look 5, the greedy evaluation) on the same sampled futures; the best mean
  final margin wins; after 3 rounds and 40% of its time only the 3 leaders are played on; it
  stops when the next round would overrun its "quick" budget of 0.7 s.
- ``whole-coach``: the quick coach as it was until it moved onto the strong player's truncated
  playouts (2026-12-01): 96 whole playouts over 6 candidates, the tuned projection, look 5,
  capped at 1 s (since issue 12 also the hint's move).

Every seed is played twice with the seats swapped (paired: neither side gets the first seat or
a lucky draw more often); a seed's paired margin is the mean of its two games' margins. Both
sides are timed on this process's CPU clock (not wall time), so the machine's load does not
change who gets how many playouts: the coach's 1 s cap and the old engine's 0.7 s budget are CPU
seconds here (the coach spends a fixed budget of playout steps, about 0.3 CPU-s a move).

Prints each game, then the totals (wins, mean scores, the mean margin and the paired margin
with their standard errors, CPU s/move) and the verdict against the issue's target. Not part
of `make bench` (many CPU minutes); run it niced:

    nice -n 19 python benchmarks/coach_vs_hint.py --seeds 12
    nice -n 19 python benchmarks/coach_vs_hint.py --seeds 6 --first 12   # extend a run
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable

from nbgui.bots.coach import COACH_BUDGETS
from nbgui.bots.greedy import GreedyBot
from nbgui.bots.match import Player, play_match
from nbgui.bots.rollout import diverse, public_seed, rollout
from nbgui.bots.search import Level, search
from nbgui.captain import CaptainBrain, load_boards
from nbgui.engine import Command, GameSetup, GameState, SeatSpec, splitmix64
from nbgui.simulate import CoachFollower

Clock = Callable[[], float]


class OldHintEngine:
    """The move of the hint engine of commit 8c18401 (`suggest(state, boards, 0.7)`, its time
    read on `clock`; see the module docstring). Only the move: its sentence is gone."""

    name = "old-hint"
    K = 6
    MAX_ROLLOUTS = 64
    KEEP = 3
    HALVE_AFTER = 3
    HALVE_AT = 0.4

    def __init__(
        self, brain: CaptainBrain, budget_s: float = 0.7, clock: Clock = time.process_time
    ) -> None:
        self.brain = brain
        self.budget_s = budget_s
        self.clock = clock

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        clock, budget = self.clock, self.budget_s
        start = clock()
        base_seed = public_seed(state)
        ranked = diverse(GreedyBot(base_seed & 0xFFFF_FFFF).ranked(state, legal), self.K)
        commands = [c for _, c in ranked]
        totals = [0.0] * len(commands)
        counts = [0] * len(commands)
        active = list(range(len(commands)))
        done, made, spent = 0, 0, 0.0
        deadline = start + budget
        while done < self.MAX_ROLLOUTS:
            now = clock()
            if done >= 1:
                if (
                    len(active) > self.KEEP
                    and done >= self.HALVE_AFTER
                    and now - start >= self.HALVE_AT * budget
                ):
                    active.sort(key=lambda i: (-totals[i] / counts[i], i))
                    active = sorted(active[: self.KEEP])
                if now + 1.15 * len(active) * spent / made > deadline:
                    break  # the next round would not finish within the budget
            seed = splitmix64(base_seed, done) & ((1 << 63) - 1)
            rolled = 0
            for i in active:
                if rolled and clock() > deadline:
                    break  # first round over budget: compare the candidates played out so far
                totals[i] += rollout(state, commands[i], seed, self.brain)
                counts[i] += 1
                rolled += 1
            if rolled < len(active):
                active = [i for i in active if counts[i] > 0]
                break
            made += len(active)
            spent += clock() - now
            done += 1
        kept = set(active)

        def key(i: int) -> tuple[bool, float, int]:
            return (i not in kept, -(totals[i] / counts[i] if counts[i] else 0.0), i)

        return commands[min(range(len(commands)), key=key)]


class WholeCoach:
    """The quick coach until 2026-12-01: `advise(state, brain, "quick")` with 96 whole playouts
    over 6 candidates (tuned, look 5), the search stopped at 85% of its 1 s cap, as `advise`
    did."""

    name = "whole-coach"
    LEVEL = Level("quick", playouts=96, k=6, tuned=True)
    CAP_S = 1.0

    def __init__(self, brain: CaptainBrain, clock: Clock = time.process_time) -> None:
        self.brain = brain
        self.clock = clock

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        deadline = self.clock() + 0.85 * self.CAP_S
        return search(state, legal, self.brain, self.LEVEL, 0, deadline, self.clock).command


def opponent(name: str, brain: CaptainBrain) -> Player:
    return OldHintEngine(brain) if name == "old-hint" else WholeCoach(brain)


def _se(xs: list[float]) -> float:
    return statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="seeds (two games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="first seed index (to extend a run)")
    parser.add_argument("--against", choices=("old-hint", "whole-coach"), default="old-hint")
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    coach = CoachFollower(brain, "quick", COACH_BUDGETS["quick"].cap_s)
    other = opponent(args.against, brain)

    margins: list[int] = []
    paired: list[float] = []
    scores: dict[str, list[int]] = {"coach": [], "other": []}
    wins = {"coach": 0.0, "other": 0.0}
    times: dict[str, list[float]] = {"coach": [], "other": []}
    t_start = time.process_time()
    for s in range(args.first, args.first + args.seeds):
        seed = args.seed * 1_000_003 + s
        pair: list[int] = []
        for coach_seat in (0, 1):
            setup = GameSetup(seed=seed, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
            other_seat = 1 - coach_seat
            game = play_match(setup, {coach_seat: coach, other_seat: other}, brain, timed=(0, 1))
            times["coach"] += game.times[coach_seat]
            times["other"] += game.times[other_seat]
            totals = game.totals()
            mine, theirs = totals[coach_seat], totals[other_seat]
            scores["coach"].append(mine)
            scores["other"].append(theirs)
            margins.append(mine - theirs)
            pair.append(mine - theirs)
            wins["coach"] += game.won(coach_seat)
            wins["other"] += game.won(other_seat)
            print(
                f"seed {seed} coach in seat {coach_seat}: coach {mine}, {other.name} {theirs} "
                f"(CPU s/move coach {statistics.fmean(game.times[coach_seat]):.2f}, "
                f"{other.name} {statistics.fmean(game.times[other_seat]):.2f})",
                flush=True,
            )
        paired.append(sum(pair) / 2)
        if s < args.first + args.seeds - 1:  # a run stopped early still has its totals
            summary(args, other.name, margins, paired, scores, wins, times, t_start)
    summary(args, other.name, margins, paired, scores, wins, times, t_start)
    verdict = "PASS" if wins["coach"] > wins["other"] else "MISS"
    print(f"target: the quick coach beats {other.name} head to head (more wins) — {verdict}")
    return 0


def summary(
    args: argparse.Namespace,
    name: str,
    margins: list[int],
    paired: list[float],
    scores: dict[str, list[int]],
    wins: dict[str, float],
    times: dict[str, list[float]],
    t_start: float,
) -> None:
    """The totals so far (printed after every seed, and at the end)."""
    n = len(margins)
    tc, to = times["coach"], times["other"]
    print(
        f"quick coach vs {name}, {n} games ({len(paired)} seeds x 2 seat orders, seed "
        f"indexes {args.first}-{args.first + len(paired) - 1}): coach wins {wins['coach']:g}, "
        f"{name} wins {wins['other']:g}; mean score coach "
        f"{statistics.fmean(scores['coach']):.1f} ± {statistics.pstdev(scores['coach']):.1f} "
        f"(sd), {name} {statistics.fmean(scores['other']):.1f} ± "
        f"{statistics.pstdev(scores['other']):.1f}; mean margin "
        f"{statistics.fmean(margins):+.2f} ± {_se([float(m) for m in margins]):.2f} (s.e. over "
        f"games), paired by seed {statistics.fmean(paired):+.2f} ± {_se(paired):.2f} (s.e. over "
        f"{len(paired)} seeds); CPU s/move coach {statistics.fmean(tc):.2f} (max {max(tc):.2f}), "
        f"{name} {statistics.fmean(to):.2f} (max {max(to):.2f}); "
        f"{(time.process_time() - t_start) / 60:.1f} CPU min",
        flush=True,
    )


if __name__ == "__main__":
    sys.exit(main())
