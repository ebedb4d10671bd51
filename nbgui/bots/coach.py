"""The coach: the search player's advice for the seat to act, with the data behind it.

This is the API the teaching layer (hints, mistake warnings) calls. Pure Python, no Qt, no
sentences: it returns data, and the teaching layer words it through the message catalogue.

    advice = advise(state, brain, "quick")          # ≤ 1 s a move (COACH_BUDGETS["quick"])
    advice = advise(state, brain, "strong")         # ≤ 3 s a move
    advice.command                                  # the move to play (always legal)
    advice.options[0] is advice.best                # every searched move, best first
    opt.change                                      # what the move itself does, now:
        .money .lumber .food .brick                 #   net goods and money for the seat
        .built  .prepared  .launched  .moved        #   building, ships prepared/launched/moved
        .whales_paid  .whales_sold  .whales_taken   #   whales kept, sold, taken aboard
    opt.playouts .mean_margin .win_rate .mean_score  # what the playouts found
    advice.ahead                                    # rounds played out before the projection
                                                    # valued the rest (0: to the game's end)
    advice.margin_over_next                         # best mean margin minus the runner-up's
    rate(state, brain, cmd, "quick")                 # one given move (a mistake warning)

How it plays: `nbgui.bots.search`, the strong player's kind of search (determinized
Monte-Carlo search over the projection's best moves, sequential halving, playout futures sampled
without reading the bag or the seed; each playout plays the next `HORIZON` rounds and the
projection values the rest, `nbgui.bots.evaluation.projected_margin` — exact when the game ends
first). The budget is a number of playout steps (commands applied in playouts: counted, not
timed) so a given position always gets the same advice; each budget also has a wall-clock cap
(`cap_s`) so the UI never waits longer than promised — on a slow machine a capped search stops
early (`Advice.cut_short`) and says so. With `playouts=` (tests) the search stops after that
many playouts or the steps, whichever comes first.

`Change` is read from the engine's events up to the next automatic phase (a whaling phase that
follows the move draws from the bag, which the coach must not reveal), on a resampled copy.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from nbgui.bots.rollout import resampled
from nbgui.bots.search import OWN_WEIGHT, Clock, Level, Scored, search
from nbgui.captain.brain import CaptainBrain
from nbgui.engine import (
    BuildingBuilt,
    Command,
    Event,
    GameState,
    GoodsBought,
    GoodsGained,
    GoodsSpent,
    LayPaid,
    PhaseStarted,
    ShipLaunched,
    ShipMoved,
    ShipPrepared,
    WhaleBought,
    WhaleSold,
    WhaleTaken,
    apply_unchecked,
    legal_commands,
)

BudgetName = Literal["quick", "strong"]


@dataclass(frozen=True, slots=True)
class Budget:
    """A coach budget: the search level and the wall-clock cap promised to the user."""

    level: Level
    cap_s: float


#: The strong player's kind of search (`LEVELS["strong"]`: playouts of `HORIZON` rounds valued by
#: the projection, a budget of playout steps, playouts valued with its `OWN_WEIGHT`) at two
#: budgets. Measured over the 30 positions of
#: `benchmarks/coach_bench.py`, uncapped, 2026-12-01 (load ~4 on 2 cores): quick 0.33 CPU-s a
#: move on average, 0.66 at most; strong 1.32 / 2.21 at 22,000 steps, so 20,000 keeps the worst
#: move clear of its cap (docs/ai-players.md).
HORIZON = 5
#: The search's part of a wall-clock cap: the rest is kept for the short list and what each
#: move changes (`advise`).
SEARCH_SHARE = 0.85
COACH_BUDGETS: dict[str, Budget] = {
    "quick": Budget(
        Level("quick", playouts=2000, k=6, tuned=True, horizon=HORIZON, steps=5000,
              own_weight=OWN_WEIGHT),
        cap_s=1.0,
    ),
    "strong": Budget(
        Level("strong", playouts=4000, k=8, tuned=True, horizon=HORIZON, steps=20000,
              own_weight=OWN_WEIGHT),
        cap_s=3.0,
    ),
}


@dataclass(frozen=True, slots=True)
class Change:
    """What a move does for the acting seat at once (before any automatic phase)."""

    money: int = 0
    lumber: int = 0
    food: int = 0
    brick: int = 0
    built: tuple[str, ...] = ()
    prepared: tuple[int, ...] = ()  # ship indexes
    launched: tuple[tuple[int, int], ...] = ()  # (ship, space)
    moved: tuple[tuple[int, int], ...] = ()  # (ship, new space)
    whales_paid: tuple[str, ...] = ()  # lay paid: the whale scores
    whales_sold: tuple[str, ...] = ()
    whales_bought: tuple[str, ...] = ()
    whales_taken: tuple[str, ...] = ()
    ends_placements: bool = False  # an automatic phase follows at once


@dataclass(frozen=True, slots=True)
class Option:
    """One searched move: what it does and what the playouts found."""

    command: Command
    change: Change
    playouts: int
    mean_margin: float  # final score minus the best other seat's, averaged over playouts
    win_rate: float  # share of playouts the seat won outright
    mean_score: float  # the seat's mean final score in the playouts
    greedy_value: float  # the one-move evaluation that put it on the short list
    #: Each playout's (margin, own score), futures in order (`Scored.samples`): paired across
    #: options by index. Data only (out of the repr and comparisons).
    samples: tuple[tuple[float, float], ...] = field(default=(), repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's move and every option it weighed (best first)."""

    command: Command
    options: tuple[Option, ...]
    forced: bool  # the only legal move
    budget: str
    playouts: int
    elapsed_s: float
    cut_short: bool
    #: Rounds each playout played before the projection valued the rest of the game (0: every
    #: playout reached the game's end, so its margin and win are final, not estimated).
    ahead: int = 0

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def margin_over_next(self) -> float | None:
        """How much better the best move did than the runner-up (None if nothing to compare)."""
        searched = [o for o in self.options if o.playouts == self.best.playouts]
        if len(searched) < 2 or not self.best.playouts:
            return None
        return self.best.mean_margin - searched[1].mean_margin


class CoachError(ValueError):
    """No advice can be given now (the game is over, or a Captain must act)."""


def change_of(state: GameState, cmd: Command) -> Change:
    """What `cmd` does for the seat to act, read from the engine's events on a resampled copy."""
    seat = state.decision.seat
    trial = resampled(state, 0)
    events: list[Event] = []
    apply_unchecked(trial, cmd, events)
    net = [0, 0, 0, 0]
    built: list[str] = []
    prepared: list[int] = []
    launched: list[tuple[int, int]] = []
    moved: list[tuple[int, int]] = []
    paid: list[str] = []
    sold: list[str] = []
    bought: list[str] = []
    taken: list[str] = []
    ends = False
    for e in events:
        if isinstance(e, PhaseStarted):
            ends = True
            break
        if getattr(e, "seat", None) != seat:
            continue
        if isinstance(e, GoodsGained | GoodsSpent):
            sign = 1 if isinstance(e, GoodsGained) else -1
            for i, n in enumerate((e.lumber, e.food, e.brick, e.money)):
                net[i] += sign * n
        elif isinstance(e, GoodsBought):
            net[3] -= e.price
            net[("lumber", "food", "brick").index(e.good)] += e.amount
        elif isinstance(e, BuildingBuilt):
            built.append(e.building)
        elif isinstance(e, ShipPrepared):
            prepared.append(e.ship)
        elif isinstance(e, ShipLaunched):
            launched.append((e.ship, e.space))
        elif isinstance(e, ShipMoved):
            moved.append((e.ship, e.to_space))
        elif isinstance(e, LayPaid):
            paid.append(e.token)
            net[3] -= e.amount
        elif isinstance(e, WhaleSold):
            sold.append(e.token)
            net[3] += e.money
        elif isinstance(e, WhaleBought):
            bought.append(e.token)
            net[3] -= e.price
        elif isinstance(e, WhaleTaken):
            taken.append(e.token)
    return Change(
        money=net[3],
        lumber=net[0],
        food=net[1],
        brick=net[2],
        built=tuple(built),
        prepared=tuple(prepared),
        launched=tuple(launched),
        moved=tuple(moved),
        whales_paid=tuple(paid),
        whales_sold=tuple(sold),
        whales_bought=tuple(bought),
        whales_taken=tuple(taken),
        ends_placements=ends,
    )


def playout_rounds(state: GameState, level: Level) -> int:
    """How many rounds a playout of `level` plays from `state` before the projection values the
    rest (0: it plays to the game's end — no horizon, or the game ends first)."""
    if level.horizon <= 0 or state.round + level.horizon > state.rules.game.rounds:
        return 0
    return level.horizon


def _option(state: GameState, s: Scored) -> Option:
    return Option(
        s.command,
        change_of(state, s.command),
        s.playouts,
        s.mean_margin,
        s.win_rate,
        s.mean_score,
        s.greedy_value,
        s.samples,
    )


def advise(
    state: GameState,
    brain: CaptainBrain,
    budget: str = "quick",
    *,
    playouts: int | None = None,
    steps: int | None = None,
    cap_s: float | None = None,
    seed: int = 0,
    clock: Clock = time.perf_counter,
    among: Sequence[Command] | None = None,
) -> Advice:
    """The coach's advice for the non-Captain seat to act now (see the module docstring).

    `playouts` and `steps` override the budget's playout bound and step budget (tests use
    small ones); `cap_s` its wall-clock cap (None: the budget's; 0 or less: no cap, fully
    reproducible); `clock` the clock the cap is read on (benchmarks pass `time.process_time`
    so load does not matter). `among`: search only these of the legal commands (the hints ask
    how the best move without a purchase does, on the same sampled futures: same state, same
    `seed`); None, the coach's own search over every legal command.
    Raises `CoachError` when no player seat is to act.
    """
    start = clock()
    d = state.decision
    if d.seat is None or d.kind == "over":
        raise CoachError("The game is over.")
    if state.seats[d.seat].is_captain:
        raise CoachError("A Captain is to act, not a player.")
    if budget not in COACH_BUDGETS:
        raise CoachError(f"unknown budget {budget!r} (quick or strong)")
    plan = COACH_BUDGETS[budget]
    level = plan.level
    if playouts is not None:
        level = replace(level, playouts=playouts)
    if steps is not None:
        level = replace(level, steps=steps)
    legal = legal_commands(state)
    if among is not None:
        legal = [c for c in legal if c in among]
        if not legal:
            raise CoachError("none of those commands is legal now")
    ahead = playout_rounds(state, level)
    if len(legal) == 1:
        only = Option(legal[0], change_of(state, legal[0]), 0, 0.0, 0.0, 0.0, 0.0)
        return Advice(legal[0], (only,), True, budget, 0, clock() - start, False)
    cap = plan.cap_s if cap_s is None else cap_s
    # The cap covers the whole call: keep a little for the short list and the changes.
    deadline = start + SEARCH_SHARE * cap if cap > 0 else None
    result = search(state, legal, brain, level, seed, deadline, clock)
    options = tuple(_option(state, s) for s in result.candidates)
    return Advice(
        result.command,
        options,
        False,
        budget,
        result.playouts,
        clock() - start,
        result.cut_short,
        ahead,
    )


def rate(
    state: GameState,
    brain: CaptainBrain,
    cmd: Command,
    budget: str = "quick",
    *,
    playouts: int | None = None,
    cap_s: float | None = None,
) -> tuple[Advice, Option | None]:
    """The advice, and the option for `cmd` if the search weighed it (None: not on its short
    list — the greedy look already found it clearly worse than the moves searched)."""
    advice = advise(state, brain, budget, playouts=playouts, cap_s=cap_s)
    for o in advice.options:
        if o.command == cmd:
            return advice, o
    return advice, None
