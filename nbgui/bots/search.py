"""The search player: determinized Monte-Carlo search over the greedy bot's best moves.

How it chooses (a game with hidden draws and other seats' choices, so a search over sampled
futures — "determinized" rollouts — rather than a game tree):

1. **Candidates**: the greedy bot's `k` best commands (`GreedyBot.ranked`, at most two per
   space, `nbgui.bots.rollout.diverse`); always commands `legal_commands` lists.
2. **Playouts**: each candidate is applied to a *resampled* copy of the state (another seed and
   a sorted bag, `nbgui.bots.rollout.resampled`) and the game is played on, every non-Captain
   seat by the fast heuristic policy (`rollout_choice`) and every Captain by its real brain —
   to its end, or (`Level.horizon`) for a few rounds only, the position then valued by the
   projection (`nbgui.bots.evaluation.projected_margin`): cheaper playouts, so more of them, and
   less of the weak policy's bias. A playout's value is the seat's margin (its final or projected
   score minus the best other seat's) plus `WIN_BONUS` when that margin is positive: winning
   matters more than by how much; and, with a `Level.own_weight`, that weight times the seat's
   own score.
3. **Sequential halving** with common random numbers: the playout budget is split over
   ``ceil(log2(k))`` rounds; in each round every candidate still in the race gets the same
   number of playouts on the *same* sampled futures (playout *j* of every candidate uses seed
   *j*), then the worse half drops out. The budget goes where the choice is still open.
4. **Deterministic, and blind to hidden information**: the sampled seeds come from a hash of
   the *public* state (`public_seed`: the real seed and the bag's order are left out) and the
   bot's own seed; the budget is a number of playouts, not wall time. Same state, seed and
   budget → same move on every machine. Shuffling the bag's future order or changing the game's
   hidden seed changes nothing it does. A budget may also be a number of playout *steps*
   (`Level.steps`: commands applied in playouts, a deterministic measure of CPU), so a move late
   in the game, whose playouts are short, gets as much search as an early one. A `deadline`
   (seconds) can cap a search for the UI; a search that hits it is cut short (its result then
   depends on the machine's speed).

Levels (`LEVELS`): *easy* is the greedy bot with a noisy choice among its best moves (no
search); *medium* a small search with a cheaper policy; *strong* the full search. The
strength of each is measured in `docs/captains-calibration.md` (`make ladder`).

>>> from nbgui.captain.setup import load_boards, captain_seat
>>> from nbgui.engine import GameSetup, SeatSpec, new_game, legal_commands
>>> boards, _ = load_boards(use_overrides=False)
>>> setup = GameSetup(seed=3, seats=[captain_seat(boards["stubb"]), SeatSpec(name="Ann")])
>>> state, _ = new_game(setup)
>>> bot = SearchBot(1, CaptainBrain(boards), LEVELS["medium"])
>>> bot.choose(state, legal_commands(state)) in legal_commands(state)
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from nbgui.bots.evaluation import TUNED, ProjectionBot, Weights, project, projected_margin
from nbgui.bots.greedy import GreedyBot, evaluate
from nbgui.bots.rollout import (
    LOOK,
    MAX_STEPS,
    Evaluator,
    diverse,
    public_seed,
    resampled,
    rollout_choice,
)
from nbgui.captain.brain import CaptainBrain
from nbgui.engine import MASK64, Command, GameState, Roll, apply_unchecked, score_row, splitmix64

#: Added to a playout's margin when the seat wins it outright.
WIN_BONUS = 4.0


@dataclass(frozen=True, slots=True)
class Level:
    """How hard a search player tries.

    `playouts` is the budget per decision (0: no search, the greedy order decides); `k` how many
    greedy candidates are searched; `look` the playout policy's one-step look (more is stronger
    and slower); `noise` the chance that a no-search player takes a random one of its `k` best
    moves instead of the best.
    """

    name: str
    playouts: int
    k: int
    look: int = LOOK
    noise: float = 0.0
    cap_s: float = 3.0  # the wall-clock cap promised in the app (a capped search stops early)
    tuned: bool = False  # short list and playout look by the tuned projection (not greedy's)
    #: The playout policy's one-step-look weights (None: `TUNED`, the short list's).
    playout_weights: Weights | None = None
    #: Truncated playouts: play the sampled future only to the start of round `round +
    #: horizon` and value it by the projection's margin (`projected_margin`; exact once the
    #: game is over). 0: play every playout to the game's end.
    horizon: int = 0
    #: A budget in playout steps (commands applied in playouts) instead of playouts: every
    #: decision spends about the same CPU however long its playouts are; `playouts` then only
    #: bounds the number of playouts. 0: the budget is `playouts`.
    steps: int = 0
    #: The weight of the seat's own (final or projected) score in a playout's value, beside
    #: the margin and `WIN_BONUS`: the margin alone is as content with a low-scoring race as
    #: with a high-scoring one. 0: the margin and the win bonus only.
    own_weight: float = 0.0


#: The strong player's (and the coach's) `Level.own_weight`: a playout's value is its margin, the
#: win bonus and half the seat's own score. On 40 held-out paired games (games 30-39 against each
#: Captain) it was ahead of the margin alone by +2.45 +- 0.72 points of margin and +1.02 +- 0.36
#: of own score, 25 wins to 21, at the same budget (docs/ai-players.md).
OWN_WEIGHT = 0.5

LEVELS: dict[str, Level] = {
    "easy": Level("easy", playouts=0, k=4, noise=0.35, cap_s=1.0),
    "medium": Level("medium", playouts=24, k=4, look=2, cap_s=1.5),
    # Truncated playouts (5 rounds, then the projection's margin) on a budget of playout steps:
    # 0.7-0.95 CPU-s a move on average (the 192 whole playouts it replaced: 0.5-0.6), measured
    # stronger on paired games (docs/ai-players.md). (A budget scaled by the rounds
    # left with a playout look of 10 was tried and measured worse against Ahab and Starbuck.)
    "strong": Level(
        "strong", playouts=2000, k=6, cap_s=3.0, tuned=True, horizon=5, steps=12000,
        own_weight=OWN_WEIGHT,
    ),
}


@dataclass(frozen=True, slots=True)
class Scored:
    """One searched candidate: its playouts' mean value, mean margin and win rate."""

    command: Command
    greedy_value: float
    playouts: int
    mean_value: float
    mean_margin: float
    win_rate: float
    mean_score: float
    #: Each playout's (margin, own score), in the order of the sampled futures: the same index
    #: is the same future for every candidate raced on it, so two candidates' first
    #: min(playouts) samples are paired (the hints' confidence, `nbgui.teach.hints`). Data
    #: only: out of the repr and comparisons, so nothing the search decides or prints changes.
    samples: tuple[tuple[float, float], ...] = field(default=(), repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen command and every candidate, best first (the chosen one first)."""

    command: Command
    candidates: tuple[Scored, ...]
    playouts: int  # playouts made in all
    cut_short: bool  # the deadline stopped the search before its budget was spent


def _rank_key(s: Scored) -> tuple[int, float]:
    return (-s.playouts, -s.mean_value)


Clock = Callable[[], float]

#: How many playout steps between two looks at the clock (a step is one command, ~0.1 ms).
CLOCK_EVERY = 32


def capped_playout(
    state: GameState,
    first: Command,
    sample: int,
    brain: CaptainBrain,
    level: Level,
    deadline: float | None,
    clock: Clock,
) -> tuple[float, float, int] | None:
    """Apply `first` on a resampled copy of `state` and play to the end (or, with a
    `level.horizon`, to the start of round ``state.round + horizon``); the acting seat's
    (margin, score, steps played) — final, or projected where the playout was truncated.
    Given up (None) as soon as `clock()` passes `deadline`: a cap is a cap even when one
    playout is slow (a busy machine)."""
    seat = state.decision.seat
    assert seat is not None
    sim = resampled(state, sample)
    apply_unchecked(sim, first)
    rng = random.Random(sample)
    value: Evaluator = evaluate
    weights = level.playout_weights
    if level.tuned:
        value = project if weights is None else partial(project, w=weights)
    stop = state.round + level.horizon if level.horizon > 0 else MAX_STEPS
    step = 0
    for step in range(MAX_STEPS):
        d = sim.decision
        if d.kind == "over" or d.seat is None or sim.round >= stop:
            break
        if deadline is not None and step % CLOCK_EVERY == 0 and clock() > deadline:
            return None
        if sim.seats[d.seat].is_captain:
            cmd: Command = Roll() if d.kind == "roll" else brain.decide(sim).command
        else:
            cmd = rollout_choice(sim, None, rng, level.look, value)
        apply_unchecked(sim, cmd)
    if sim.decision.kind != "over":
        margin, mine = projected_margin(sim, seat, weights or TUNED)
        return margin, mine, step + 1
    totals = [score_row(sim, i).total for i in range(len(sim.seats))]
    best_other = max(t for i, t in enumerate(totals) if i != seat)
    return float(totals[seat] - best_other), float(totals[seat]), step + 1


def search(
    state: GameState,
    legal: list[Command],
    brain: CaptainBrain,
    level: Level,
    seed: int = 0,
    deadline: float | None = None,
    clock: Clock = time.perf_counter,
) -> SearchResult:
    """Search the decision of the seat to act in `state` (see the module docstring).

    `deadline` is a `clock()` value (by default `time.perf_counter`) at which the search stops:
    no playout starts after it and a playout still running is given up, so the search returns
    within a few milliseconds of it whatever the machine's load. A search cut short keeps only
    complete rounds (every candidate still in the race has the same playouts on the same
    sampled futures), so its comparison stays fair.
    """
    seat = state.decision.seat
    assert seat is not None
    base = (public_seed(state) ^ splitmix64(seed, 0x5EED)) & MASK64
    ranker = ProjectionBot(base & 0xFFFF_FFFF) if level.tuned else GreedyBot(base & 0xFFFF_FFFF)
    playouts, k = level.playouts, level.k
    ranked = diverse(ranker.ranked(state, legal), max(1, k))
    if not ranked:  # every command was pruned (cannot happen with a legal list); play any
        ranked = [(0.0, legal[0])]
    if len(ranked) == 1 or playouts <= 0:
        pick = 0
        if level.noise > 0 and len(ranked) > 1:
            rng = random.Random(base)
            if rng.random() < level.noise:
                pick = rng.randrange(len(ranked))
        only = tuple(
            Scored(c, v, 0, v, 0.0, 0.0, 0.0)
            for v, c in [ranked[pick], *ranked[:pick], *ranked[pick + 1 :]]
        )
        return SearchResult(ranked[pick][1], only, 0, False)

    n = len(ranked)
    results: list[list[tuple[float, float]]] = [[] for _ in range(n)]  # (margin, score) per sample
    active = list(range(n))
    rounds = max(1, math.ceil(math.log2(n)))
    per_round = max(1, playouts // rounds)
    made = 0
    cut = False

    def value(i: int) -> float:
        rs = results[i]
        own = level.own_weight
        return sum(m + (WIN_BONUS if m > 0 else 0.0) + own * sc for m, sc in rs) / len(rs)

    steps_budget = level.steps
    per_round_steps = steps_budget // rounds
    spent = 0

    def run_samples(count: int) -> tuple[list[int], bool]:
        """The next `count` samples of every candidate in the race (the same sampled futures
        for each): the steps each complete sample played (its results appended), and
        whether the deadline cut the batch (a partial sample is dropped)."""
        used: list[int] = []
        for _ in range(count):
            if deadline is not None and clock() > deadline:
                return used, True
            j = len(results[active[0]])
            sample = splitmix64(base, j) & ((1 << 63) - 1)
            total = 0
            for i in active:
                got = capped_playout(state, ranked[i][1], sample, brain, level, deadline, clock)
                if got is None:  # keep only complete samples: drop this one's partial results
                    for i2 in active:
                        if len(results[i2]) > j:
                            results[i2].pop()
                    return used, True
                results[i].append((got[0], got[1]))
                total += got[2]
            used.append(total)
        return used, False

    for r in range(rounds):
        last = r == rounds - 1
        each = max(1, per_round // len(active))
        if last:  # the last round spends what is left of the budget
            each = max(each, (playouts - made) // len(active))
        if steps_budget <= 0:
            used, cut = run_samples(each)
            made += len(used) * len(active)
        else:  # a budget in steps: samples until the round's share is spent
            share = (steps_budget - spent) if last else per_round_steps
            done = 0
            n_done = 0
            while not cut and (n_done == 0 or done < share) and made + len(active) <= playouts:
                used, cut = run_samples(1)  # one sample at a time
                for steps in used:
                    done += steps
                    n_done += 1
                    made += len(active)
            spent += done
        if cut or len(active) <= 1 or not results[active[0]]:
            break  # (no sample at all: a playout budget below the candidates' count)
        active.sort(key=lambda i: (-value(i), i))
        active = sorted(active[: max(1, (len(active) + 1) // 2)])
    if not any(results):  # nothing completed: the greedy order decides
        only = tuple(Scored(c, v, 0, v, 0.0, 0.0, 0.0) for v, c in ranked)
        return SearchResult(ranked[0][1], only, 0, cut)
    out = []
    for i, (v, cmd) in enumerate(ranked):
        rs = results[i]
        k = len(rs)
        out.append(
            Scored(
                cmd,
                v,
                k,
                value(i) if k else float("-inf"),
                sum(m for m, _ in rs) / k if k else 0.0,
                sum(m > 0 for m, _ in rs) / k if k else 0.0,
                sum(sc for _, sc in rs) / k if k else 0.0,
                tuple(rs),
            )
        )
    # Survivors first (they have the most playouts), then by value; the greedy order breaks ties.
    order = sorted(range(n), key=lambda i: (*_rank_key(out[i]), i))
    best = out[order[0]]
    made = sum(len(rs) for rs in results)
    return SearchResult(best.command, tuple(out[i] for i in order), made, cut)


class SearchBot:
    """A player for a seat: `choose(state, legal)` like the other bots (see `search`).

    `capped`: stop a search at the level's `cap_s` seconds (the app's AI seats); uncapped, the
    playout budget alone decides, so simulations and tests are reproducible on any machine.
    `clock` is the clock of the cap (the ladder passes `time.process_time`: a cap in CPU
    seconds, which the machine's load does not change).
    """

    def __init__(
        self,
        seed: int,
        brain: CaptainBrain,
        level: Level,
        capped: bool = False,
        clock: Clock = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.brain = brain
        self.level = level
        self.name = level.name
        self.capped = capped
        self.clock = clock

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        deadline = self.clock() + 0.9 * self.level.cap_s if self.capped else None
        level, seed, clock = self.level, self.seed, self.clock
        return search(state, legal, self.brain, level, seed, deadline, clock).command
