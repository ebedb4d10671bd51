"""Hints: a recommended legal move for the human seat to act, with a one-sentence reason.

How (docs/teaching.md has the longer story):

1. Candidates are the greedy bot's top-`k` commands (`GreedyBot.ranked`), so the hint is always
   one of the moves `legal_commands` lists.
2. Each candidate is scored by Monte-Carlo rollouts to the end of the game: the candidate is
   applied to a copy of the state, then every human seat is played by a fast heuristic policy
   and every Captain by its real `CaptainBrain`, with `apply_unchecked` (the simulation path).
   A rollout's value is the final margin of the hinted seat: its score minus the best other
   seat's score. The best mean margin wins; ties go to the greedy bot's order.
3. **No peeking.** The game's RNG is counter-based and lives in the state (`setup.seed` and
   `rng_counter`). Rolling out a plain copy would replay the *real* future bag draws and die
   rolls. So every rollout copy gets a different seed and a sorted bag
   (`nbgui.bots.rollout.resampled`) *before* the candidate is applied: rollouts sample possible
   futures, never the real one. The rollout policy lives in `nbgui.bots.rollout`.
4. **Common random numbers.** Rollout *i* of every candidate uses the same sampled seed, so the
   candidates are compared on the same futures (much less noise for the same time). Only complete
   rounds (one rollout of every candidate still in the race) are made. With a time budget, after
   three rounds and 40% of the budget only the three leaders keep being rolled out (successive
   halving): the rest of the budget goes where the choice is still open.
5. **Deterministic.** The sampled seeds come from a hash of the public state (the real seed and
   the bag's order are left out of the hash), so a given state always samples the same futures.
   With a time budget the number of completed rounds depends on the machine's speed; pass
   `rollouts=n` for an exact, machine-independent result (tests do).

>>> from nbgui.captain.setup import load_boards, captain_seat
>>> from nbgui.engine import GameSetup, SeatSpec, new_game, legal_commands
>>> boards, _ = load_boards(use_overrides=False)
>>> setup = GameSetup(seed=3, seats=[captain_seat(boards["flask"]), SeatSpec(name="Ann")])
>>> state, _ = new_game(setup)
>>> hint = suggest(state, boards, rollouts=2)
>>> hint.command in legal_commands(state) and bool(hint.reason)
True
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass

from nbgui.bots.greedy import GreedyBot
from nbgui.bots.rollout import diverse, margin, public_seed, resampled, rollout, rollout_choice
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    BuyGoods,
    BuyWhale,
    Command,
    Event,
    GameState,
    GoodsGained,
    GoodsSpent,
    Pass,
    Pay,
    PhaseStarted,
    Place,
    Sell,
    StartGoods,
    Take,
    apply_unchecked,
    legal_commands,
    splitmix64,
)
from nbgui.text import words
from nbgui.text.message import Msg, english, msg

DEFAULT_K = 6
#: Enough rollouts per candidate: more would not change the choice, only cost time.
MAX_ROLLOUTS = 64
#: Successive halving (time-budget mode only): after HALVE_AFTER rounds and HALVE_AT of the
#: budget, only the KEEP best candidates get more rollouts.
KEEP = 3
HALVE_AFTER = 3
HALVE_AT = 0.4


#: Hint strengths: the rollout time budget of each (s). "quick" answers within 1 s, "strong"
#: within 3 s (benchmarks/hint_bench.py measures both); strong plays out more futures.
STRENGTHS: dict[str, float] = {"quick": 0.7, "strong": 2.4}

@dataclass(frozen=True, slots=True)
class Candidate:
    """One considered move and what the rollouts said about it."""

    command: Command
    mean_margin: float | None  # None when it was not rolled out (a forced move)
    rollouts: int
    greedy_value: float


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested move, why, and the other candidates (best first)."""

    command: Command
    msg: Msg  # the sentence (the UI says it; `reason` is its English text)
    alternatives: tuple[Candidate, ...]
    chosen: Candidate
    rollouts: int  # rollouts behind the chosen move
    elapsed_s: float

    @property
    def reason(self) -> str:
        """The reason in English (tests, CLI): the catalogue template filled in."""
        return english(self.msg)


class HintError(ValueError):
    """No hint can be given now (the game is over, or a Captain must act); `msg` is the
    sentence to say, `str(err)` its English."""

    def __init__(self, m: Msg) -> None:
        super().__init__(english(m))
        self.msg = m


# ---- the public entry point ---------------------------------------------------------------


def suggest(
    state: GameState,
    boards: Mapping[str, CaptainBoard],
    time_budget_s: float = 0.8,
    *,
    k: int = DEFAULT_K,
    rollouts: int | None = None,
    brain: CaptainBrain | None = None,
) -> Hint:
    """A legal command for the human seat to act now, with a one-sentence reason (`Hint.msg`).

    `time_budget_s` bounds the rollouts (the greedy favourite always gets one rollout; when even
    the first round would overrun the budget, only the candidates played out so far compete);
    `rollouts` instead fixes the number of rollouts per candidate (deterministic on any machine).
    Raises `HintError` when no human seat is to act.
    """
    start = time.perf_counter()
    d = state.decision
    if d.seat is None or d.kind == "over":
        raise HintError(msg("suggest.error.over"))
    seat = d.seat
    if state.seats[seat].is_captain:
        raise HintError(msg("suggest.error.captain"))
    legal = legal_commands(state)
    if not legal:  # pragma: no cover - the engine lists a command for every decision
        raise HintError(msg("suggest.error.none"))
    base_seed = public_seed(state)
    if len(legal) == 1:
        only = Candidate(legal[0], None, 0, 0.0)
        reason = _forced_reason(state, legal[0])
        return Hint(legal[0], reason, (), only, 0, time.perf_counter() - start)

    ranked = diverse(GreedyBot(base_seed & 0xFFFF_FFFF).ranked(state, legal), max(1, k))
    commands = [c for _, c in ranked]
    greedy = {i: v for i, (v, _) in enumerate(ranked)}
    brain = brain if brain is not None else CaptainBrain(boards)

    totals = [0.0] * len(commands)
    counts = [0] * len(commands)
    active = list(range(len(commands)))
    done = 0
    deadline = start + time_budget_s
    limit = rollouts if rollouts is not None else MAX_ROLLOUTS
    spent = 0.0  # seconds spent in rollouts
    made = 0  # rollouts made
    while done < limit:
        now = time.perf_counter()
        if rollouts is None and done >= 1:
            if (
                len(active) > KEEP
                and done >= HALVE_AFTER
                and now - start >= HALVE_AT * time_budget_s
            ):
                # Successive halving: spend the rest of the budget on the leaders.
                active.sort(key=lambda i: (-totals[i] / counts[i], i))
                active = sorted(active[:KEEP])
            if now + 1.15 * len(active) * spent / made > deadline:
                break  # the next round would not finish within the budget
        seed = splitmix64(base_seed, done) & ((1 << 63) - 1)
        rolled = 0
        for i in active:
            if rollouts is None and rolled and time.perf_counter() > deadline:
                break  # first round over budget: compare the candidates played out so far
            totals[i] += rollout(state, commands[i], seed, brain)
            counts[i] += 1
            rolled += 1
        if rolled < len(active):
            active = [i for i in active if counts[i] > 0]
            break
        made += len(active)
        spent += time.perf_counter() - now
        done += 1

    cands = [
        Candidate(cmd, totals[i] / counts[i] if counts[i] else None, counts[i], greedy[i])
        for i, cmd in enumerate(commands)
    ]
    kept = set(active)
    order = sorted(
        range(len(cands)), key=lambda i: (i not in kept, -(cands[i].mean_margin or 0.0), i)
    )
    best = cands[order[0]]
    others = tuple(cands[i] for i in order[1:])
    reason = _reason(state, best, others)
    return Hint(best.command, reason, others, best, best.rollouts, time.perf_counter() - start)


# ---- rollouts --------------------------------------------------------------------------------


# ---- the reason ------------------------------------------------------------------------------
# Every sentence is a catalogue message (`nbgui.text.teach`, ids ``hint.*``): the UI says it
# in the interface language, `english(msg)` gives the English text (tests, CLI).


def _whale(state: GameState, token: str) -> Msg:
    return words.token(state.rules, token)


def _points(state: GameState, token: str) -> int:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            return w.points
    return 0


def _place_effect(state: GameState, cmd: Place) -> tuple[int, int, int, int]:
    """Net goods and money the placement gives the acting seat (from the engine's events)."""
    trial = state.clone()
    events: list[Event] = []
    apply_unchecked(trial, cmd, events)
    seat = state.decision.seat
    net = [0, 0, 0, 0]
    for e in events:
        if isinstance(e, PhaseStarted):
            break
        if isinstance(e, GoodsGained | GoodsSpent) and e.seat == seat:
            sign = 1 if isinstance(e, GoodsGained) else -1
            for i, n in enumerate((e.lumber, e.food, e.brick, e.money)):
                net[i] += sign * n
    return net[0], net[1], net[2], net[3]


def describe_move(state: GameState, cmd: Command) -> Msg:
    """What `cmd` does for the seat to act, as a short clause (e.g. 'Launch your small ship to
    space 6 (City Pier): it gets 5 whaling phases'); `english(...)` gives the English text."""
    if isinstance(cmd, Place):
        return _describe_place(state, cmd)
    if isinstance(cmd, BuyGoods):
        p = state.rules.game.purchase
        return msg(
            "suggest.buy_goods", amount=words.amount(cmd.good, p.amount), price=words.money(p.price)
        )
    if isinstance(cmd, StartGoods):
        return msg(
            "suggest.start_goods", goods=words.amounts(cmd.lumber, cmd.food, cmd.brick, cmd.money)
        )
    if isinstance(cmd, Pay):
        return msg(
            "suggest.pay",
            lay=words.money(_lay(state, cmd.token)),
            whale=_whale(state, cmd.token),
            n=_points(state, cmd.token),
        )
    if isinstance(cmd, Sell):
        return msg(
            "suggest.sell",
            whale=_whale(state, cmd.token),
            money=words.money(_lay(state, cmd.token) // 2),
        )
    if isinstance(cmd, BuyWhale):
        return msg(
            "suggest.buy_whale",
            whale=_whale(state, cmd.token),
            lay=words.money(_lay(state, cmd.token)),
            n=_points(state, cmd.token),
        )
    if isinstance(cmd, Take):
        return msg("suggest.take", whale=_whale(state, cmd.token), n=_points(state, cmd.token))
    if isinstance(cmd, Pass):
        return msg("suggest.pass")
    return msg("suggest.command", command=str(cmd))  # pragma: no cover - Captain-only commands


def _lay(state: GameState, token: str) -> int:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            return w.lay
    return 0


def _phases(state: GameState, to: int) -> int:
    """Whaling phases a ship launched now to space `to` takes part in (RULES.md 11.1)."""
    left = state.rules.game.rounds - state.round + 1
    return max(0, min(to - 1, left))


def _your_ship(index: int | None) -> Msg:
    return msg("suggest.ship.large" if index == 2 else "suggest.ship.small")


def _describe_place(state: GameState, cmd: Place) -> Msg:
    rules = state.rules
    space = words.place(rules, cmd.space)
    action = cmd.action_space
    effect = (
        rules.spaces[action].effect if action in rules.spaces else rules.buildings[action].effect
    )
    if cmd.repeat is not None:
        prefix = msg("suggest.place.repeat", space=space, repeated=words.place(rules, cmd.repeat))
    else:
        prefix = msg("suggest.place", space=space)
    ship = _your_ship(cmd.ship)
    if cmd.to is not None and effect in ("launch", "launch_half", "prepare_and_launch"):
        n = _phases(state, cmd.to)
        if n == 0:
            return msg("suggest.launch.none", ship=ship, to=cmd.to, space=space)
        return msg("suggest.launch", ship=ship, to=cmd.to, space=space, n=n)
    if cmd.build is not None:
        b = rules.buildings[cmd.build]
        return msg(
            "suggest.build.action" if b.kind == "action" else "suggest.build.points",
            building=words.place(rules, cmd.build),
            space=space,
        )
    if effect == "prepare":
        return msg("suggest.prepare", ship=ship, space=space)
    if effect == "move_out":
        return msg("suggest.move_out", ship=ship, space=space)
    if effect == "render_right":
        return msg("suggest.render_right", ship=ship, space=space)
    if effect == "inn":
        return msg("suggest.inn", place=prefix)
    lumber, food, brick, money = _place_effect(state, cmd)
    if effect == "remove_sea" and cmd.take is not None:
        return msg("suggest.remove_sea", place=prefix, n=cmd.take, money=words.money(max(money, 0)))
    if effect == "take_post_office":
        return msg(
            "suggest.post_office", place=prefix, money=words.money(rules.game.post_office_income)
        )
    gained = words.amounts(max(lumber, 0), max(food, 0), max(brick, 0), max(money, 0))
    if any(cmd.sell):
        sold = words.amounts(cmd.sell[0], cmd.sell[1], cmd.sell[2], 0)
        return msg("suggest.sell_goods", place=prefix, sold=sold, gained=gained)
    if lumber >= 0 and food >= 0 and brick >= 0 and money >= 0:
        return msg("suggest.gain", place=prefix, gained=gained)
    spent = words.amounts(max(-lumber, 0), max(-food, 0), max(-brick, 0), max(-money, 0))
    return msg("suggest.gain_pay", place=prefix, gained=gained, spent=spent)


def _reason(state: GameState, best: Candidate, others: tuple[Candidate, ...]) -> Msg:
    """What the move does, then why in game terms: how it did when the rest of the game was
    played out from here, against the next best move (named, never as notation)."""
    what = describe_move(state, best.command)
    if not others or best.mean_margin is None or others[0].mean_margin is None:
        return msg("suggest.reason.best", move=what)
    runner = others[0]
    gap = best.mean_margin - (runner.mean_margin or 0.0)
    other = describe_move(state, runner.command)
    games = best.rollouts
    if gap < 0.25:
        return msg("suggest.reason.even", move=what, other=other, n=games)
    tenths = round(abs(gap) * 10)
    points = msg("suggest.decimal", whole=tenths // 10, tenth=tenths % 10)
    return msg("suggest.reason.better", move=what, other=other, points=points, n=games)


def _forced_reason(state: GameState, cmd: Command) -> Msg:
    return msg("suggest.reason.forced", move=describe_move(state, cmd))


__all__ = [
    "Candidate",
    "Hint",
    "HintError",
    "describe_move",
    "margin",
    "resampled",
    "rollout",
    "rollout_choice",
    "suggest",
]
