"""The search player: determinized Monte-Carlo search over the greedy bot's best moves.

How it chooses (a game with hidden draws and other seats' choices, so a search over sampled
futures — "determinized" rollouts — rather than a game tree):

1. **Candidates**: the greedy bot's `k` best commands (`GreedyBot.ranked`, at most two per
   space, `nbgui.bots.rollout.diverse`); always commands `legal_commands` lists.
2. **Playouts**: each candidate is applied to a *resampled* copy of the state (another seed and
   a sorted bag, `nbgui.bots.rollout.resampled`) and the game is played to its end, every
   non-Captain seat by the fast heuristic policy (`rollout_choice`) and every Captain by its
   real brain. A playout's value is the seat's final margin (its score minus the best other
   score) plus `WIN_BONUS` when that margin is positive: winning matters more than by how much.
3. **Sequential halving** with common random numbers: the playout budget is split over
   ``ceil(log2(k))`` rounds; in each round every candidate still in the race gets the same
   number of playouts on the *same* sampled futures (playout *j* of every candidate uses seed
   *j*), then the worse half drops out. The budget goes where the choice is still open.
4. **Deterministic, and blind to hidden information**: the sampled seeds come from a hash of
   the *public* state (`public_seed`: the real seed and the bag's order are left out) and the
   bot's own seed; the budget is a number of playouts, not wall time. Same state, seed and
   budget → same move on every machine. Shuffling the bag's future order or changing the game's
   hidden seed changes nothing it does. A `deadline` (seconds) can cap a search for the UI; a
   search that hits it is cut short (its result then depends on the machine's speed).

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
from dataclasses import dataclass

from nbgui.bots.greedy import GreedyBot
from nbgui.bots.rollout import LOOK, diverse, playout, public_seed
from nbgui.captain.brain import CaptainBrain
from nbgui.engine import MASK64, Command, GameState, splitmix64

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


LEVELS: dict[str, Level] = {
    "easy": Level("easy", playouts=0, k=4, noise=0.35, cap_s=1.0),
    "medium": Level("medium", playouts=24, k=4, look=2, cap_s=1.5),
    "strong": Level("strong", playouts=96, k=6, cap_s=3.0),
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


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen command and every candidate, best first (the chosen one first)."""

    command: Command
    candidates: tuple[Scored, ...]
    playouts: int  # playouts made in all
    cut_short: bool  # the deadline stopped the search before its budget was spent


def _rank_key(s: Scored) -> tuple[int, float]:
    return (-s.playouts, -s.mean_value)


def search(
    state: GameState,
    legal: list[Command],
    brain: CaptainBrain,
    level: Level,
    seed: int = 0,
    deadline: float | None = None,
) -> SearchResult:
    """Search the decision of the seat to act in `state` (see the module docstring).

    `deadline` is a `time.perf_counter()` value after which no new round of playouts starts.
    """
    seat = state.decision.seat
    assert seat is not None
    base = (public_seed(state) ^ splitmix64(seed, 0x5EED)) & MASK64
    ranked = diverse(GreedyBot(base & 0xFFFF_FFFF).ranked(state, legal), max(1, level.k))
    if not ranked:  # every command was pruned (cannot happen with a legal list); play any
        ranked = [(0.0, legal[0])]
    if len(ranked) == 1 or level.playouts <= 0:
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
    values = [0.0] * n
    margins = [0.0] * n
    scores = [0.0] * n
    wins = [0] * n
    counts = [0] * n
    active = list(range(n))
    rounds = max(1, math.ceil(math.log2(n)))
    per_round = max(1, level.playouts // rounds)
    made = 0
    cut = False
    for r in range(rounds):
        each = max(1, per_round // len(active))
        if r == rounds - 1:  # the last round spends what is left of the budget
            each = max(each, (level.playouts - made) // len(active))
        for _ in range(each):
            if deadline is not None and made and time.perf_counter() > deadline:
                cut = True
                break
            j = counts[active[0]]
            sample = splitmix64(base, j) & ((1 << 63) - 1)
            for i in active:
                m, own = playout(state, ranked[i][1], sample, brain, level.look)
                margins[i] += m
                scores[i] += own
                values[i] += m + (WIN_BONUS if m > 0 else 0.0)
                wins[i] += m > 0
                counts[i] += 1
            made += len(active)
        if cut or len(active) <= 1:
            break
        active.sort(key=lambda i: (-values[i] / counts[i], i))
        active = sorted(active[: max(1, (len(active) + 1) // 2)])
    out = [
        Scored(
            cmd,
            v,
            counts[i],
            values[i] / counts[i] if counts[i] else float("-inf"),
            margins[i] / counts[i] if counts[i] else 0.0,
            wins[i] / counts[i] if counts[i] else 0.0,
            scores[i] / counts[i] if counts[i] else 0.0,
        )
        for i, (v, cmd) in enumerate(ranked)
    ]
    # Survivors first (they have the most playouts), then by value; the greedy order breaks ties.
    order = sorted(range(n), key=lambda i: (*_rank_key(out[i]), i))
    best = out[order[0]]
    return SearchResult(best.command, tuple(out[i] for i in order), made, cut)


class SearchBot:
    """A player for a seat: `choose(state, legal)` like the other bots (see `search`).

    `capped`: stop a search at the level's `cap_s` seconds (the app's AI seats); uncapped, the
    playout budget alone decides, so simulations and tests are reproducible on any machine.
    """

    def __init__(self, seed: int, brain: CaptainBrain, level: Level, capped: bool = False) -> None:
        self.seed = seed
        self.brain = brain
        self.level = level
        self.name = level.name
        self.capped = capped

    def choose(self, state: GameState, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        deadline = time.perf_counter() + 0.9 * self.level.cap_s if self.capped else None
        return search(state, legal, self.brain, self.level, self.seed, deadline).command
