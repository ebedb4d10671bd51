"""Tune the search player's position evaluation (`nbgui.bots.evaluation.Weights`) by play.

The player tuned is `ProjectionBot` (one command of look with `project` as its evaluation):
cheap enough (~20 ms a game) that a weight setting is judged on hundreds of games against the
four Captains, on the same seeds for every setting (common random numbers). A coordinate
search: each weight in turn is multiplied by 1.5 and by 1/1.5 (or nudged by ±0.3 from zero);
a change is kept when it raises the objective — the mean margin (player minus Captain) plus 4
points per win — and the sweep repeats with smaller steps. Then the best weights are checked on
*other* seeds (held out) against the greedy bot's.

    nice -n 10 python tools/tune_eval.py --games 40 --sweeps 1     # ~10 CPU-minutes
    nice -n 10 python tools/tune_eval.py --check 100   # held-out check of TUNED (~1 CPU-min)
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import fields
from functools import partial

from nbgui.bots.evaluation import PLAYOUT, TUNED, ProjectionBot, Weights, project
from nbgui.bots.greedy import GreedyBot, evaluate
from nbgui.bots.match import Player, play_match
from nbgui.bots.rollout import LOOK, Evaluator, rollout_choice
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.engine import Command, GameState
from nbgui.simulate import make_setup


def games(
    make: object, n: int, base: int, boards: dict, brain: CaptainBrain
) -> tuple[float, float, float]:
    """(objective, mean player score, win rate) over n games against each Captain."""
    margins: list[int] = []
    mine: list[int] = []
    wins = 0
    for captain in CAPTAIN_NAMES:
        for g in range(n):
            player: Player = make(g)  # type: ignore[operator]
            game = play_match(make_setup(base + g, [captain], boards), {1: player}, brain)
            totals = game.totals()
            margins.append(totals[1] - totals[0])
            mine.append(totals[1])
            wins += game.sheet.winners == (1,)
    total = len(margins)
    objective = statistics.fmean(margins) + 4 * wins / total
    return objective, statistics.fmean(mine), wins / total


class PolicyPlayer:
    """The playout policy (`rollout_choice`, look 5 unless told) as a player, with a given
    evaluation."""

    def __init__(self, seed: int, value: Evaluator, look: int = LOOK) -> None:
        self.rng = random.Random(seed)
        self.value = value
        self.look = look

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        return rollout_choice(state, legal, self.rng, self.look, self.value)


def check(n: int, held: int, boards: dict, brain: CaptainBrain) -> None:
    """The held-out table of docs/ai-players.md: each player on `n` games a Captain."""
    rows = (
        ("greedy bot", lambda g: GreedyBot(g)),
        ("ProjectionBot, tuned", lambda g: ProjectionBot(g, TUNED)),
        ("playout policy, greedy evaluation", lambda g: PolicyPlayer(g, evaluate)),
        ("playout policy, tuned projection", lambda g: PolicyPlayer(g, project)),
    )
    for label, make in rows:
        obj, mean, win = games(make, n, held, boards, brain)
        print(f"| {label} | {mean:.1f} | {100 * win:.1f}% | {obj:.1f} |", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per Captain per setting")
    parser.add_argument("--sweeps", type=int, default=2)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--check", type=int, default=0, help="only the held-out check: games")
    parser.add_argument(
        "--policy",
        type=int,
        default=0,
        help="tune the playout policy's weights instead (rollout_choice with this look), "
        "starting from PLAYOUT",
    )
    args = parser.parse_args(argv)
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    base = args.seed * 1_000_003
    if args.check:
        check(args.check, base + 500_000, boards, brain)
        return 0

    def player(w: Weights) -> Callable[[int], Player]:
        if args.policy:
            return lambda g: PolicyPlayer(g, partial(project, w=w), args.policy)
        return lambda g: ProjectionBot(g, w)

    def judge(w: Weights) -> float:
        return games(player(w), args.games, base, boards, brain)[0]

    t0 = time.process_time()
    best = PLAYOUT if args.policy else TUNED
    best_value = judge(best)
    print(f"start {best_value:.3f} {best}", flush=True)
    step = 1.5
    for sweep in range(args.sweeps):
        for f in fields(Weights):
            current = getattr(best, f.name)
            tries = [current * step, current / step] if current else [0.3, -0.3]
            for v in tries:
                w = best.replace(**{f.name: round(v, 3)})
                value = judge(w)
                if value > best_value + 0.02:
                    best, best_value = w, value
                    print(f"  {f.name} -> {v:.3f}: {value:.3f}", flush=True)
                    break
        print(f"sweep {sweep + 1}: {best_value:.3f} {best}", flush=True)
        step = 1 + (step - 1) / 2
    held = base + 500_000
    n = args.games * 2
    g_obj, g_mean, g_win = games(lambda g: GreedyBot(g), n, held, boards, brain)
    p_obj, p_mean, p_win = games(player(best), n, held, boards, brain)
    print(
        f"held-out seeds, {n} games a Captain: greedy objective {g_obj:.2f}, mean {g_mean:.2f}, "
        f"wins {100 * g_win:.1f}%; tuned objective {p_obj:.2f}, mean {p_mean:.2f}, "
        f"wins {100 * p_win:.1f}%"
    )
    print(f"CPU {time.process_time() - t0:.0f} s; tuned: {best!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
