"""Hints: the coach's move for the player to act, with a reason in game terms.

The move comes from the coach (`nbgui.bots.coach.advise`: the strong player's search over the
projection's best moves, each played out on sampled futures for the next 5 rounds, the rest of
the game estimated by the projection — or to the end when the game ends sooner). The hint
only words what the coach found, through the message catalogue (`suggest.*` in
`nbgui.text.teach`):

1. **What the move does** (`describe_move`): the placement's goods, the ship launched and how
   many whaling phases it gets, the building built, the whale paid for…
2. **Why now** (`_why`, from the coach's `Option.change` and the position): "you have the food,
   and it can bring home up to 2 whales by round 7", "you have the $9 it costs, and others pay
   you $1 each time they use it", "with it you can build the Bank next".
3. **What the search found**, against the next best move (named, never as notation): "Playing
   the next 5 rounds out 47 times and estimating the rest of the game, you came out on average
   0.4 points better off with this move than with the next best choice (…), and ahead in 70% of
   those games" — or, once the game ends within those rounds, "Playing the rest of the game out 62
   times, you finished on average … and won 8% of those games" (`Advice.ahead` decides).
   The next best move is the search's own runner-up; when the move was chosen for your own
   score rather than a wider lead (the search values both, `OWN_WEIGHT`), the sentence says
   that: "you scored on average 2.5 points more with this move …, but the others scored more too, so
   you did not pull ahead of them" — never "about as well" for a move the search preferred on
   own score. A lead is named only when the paired playouts show it beyond luck (`SURE_Z`;
   else "too close to call"), and a purchase they cannot tell from the best move without it
   gives way to that move (`_no_purchase`).

No margin, playout, course code or notation appears in a hint (`tests/teach/test_hints.py`
checks 50 positions). Strengths are the coach's budgets (`STRENGTHS`): quick ≤ 1 s, strong
≤ 3 s of wall time (the coach caps its search; `benchmarks/hint_bench.py` measures both).

>>> from nbgui.captain.setup import load_boards, captain_seat
>>> from nbgui.engine import GameSetup, SeatSpec, new_game, legal_commands
>>> boards, _ = load_boards(use_overrides=False)
>>> setup = GameSetup(seed=3, seats=[captain_seat(boards["flask"]), SeatSpec(name="Ann")])
>>> state, _ = new_game(setup)
>>> hint = suggest(state, boards, playouts=6)
>>> hint.command in legal_commands(state) and bool(hint.reason)
True
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from nbgui.bots.coach import COACH_BUDGETS, Advice, CoachError, Option, advise
from nbgui.bots.rollout import margin, resampled, rollout, rollout_choice
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    BuyGoods,
    BuyWhale,
    Command,
    Event,
    FeePaid,
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
    can_take_whale,
    legal_commands,
    place_options,
)
from nbgui.teach.caps import STRENGTHS, coach_cap
from nbgui.text import words
from nbgui.text.common import one_decimal
from nbgui.text.message import Msg, Term, english, msg

#: Below this many points apart, two moves "did about as well".
EVEN_POINTS = 0.25
#: A win-rate difference worth naming (share of games).
WIN_RATE_STEP = 0.10
#: A lead the hint names must stand at least this many standard errors clear of zero over the
#: playouts the two moves shared (the same sampled futures: paired, as the mistake warnings'
#: `WARN_Z`). Below it luck alone could make the difference, and the hint says the two are too
#: close to call (under load a quick hint can rest on 6 or 7 playouts).
SURE_Z = 2.0
#: A search the time cap cut short with fewer playouts than this behind the move it chose (on a
#: busy machine: 2 or 3 were seen) is "a quick look only": the hint says so plainly instead of
#: quoting its count as a finding (`suggest.found.busy`).
FEW_PLAYOUTS = 10

_LAUNCH_EFFECTS = ("launch", "launch_half", "prepare_and_launch")
_PROGRESS_EFFECTS = ("build", "build_discount", "prepare", *_LAUNCH_EFFECTS)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One move the coach weighed and what its playouts found."""

    command: Command
    mean_margin: float | None  # None when it was not played out (a forced move)
    rollouts: int  # playouts behind it
    greedy_value: float
    win_rate: float = 0.0


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested move, why, and the other candidates (best first)."""

    command: Command
    msg: Msg  # the sentence (the UI says it; `reason` is its English text)
    alternatives: tuple[Candidate, ...]
    chosen: Candidate
    rollouts: int  # playouts behind the chosen move
    elapsed_s: float
    strength: str = "quick"
    playouts: int = 0  # playouts made in all
    cut_short: bool = False  # the coach's time cap stopped the search early

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
    strength: str = "quick",
    *,
    playouts: int | None = None,
    cap_s: float | None = None,
    brain: CaptainBrain | None = None,
    advice: Advice | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Hint:
    """The coach's move for the player to act now, with its reason (`Hint.msg`).

    `strength` is a coach budget ("quick" ≤ 1 s, "strong" ≤ 3 s, the coach capped at
    `coach_cap`); `playouts` overrides its playout count and `cap_s` its time cap (0: none,
    fully reproducible; tests use small budgets). `advice`: the coach's advice already
    computed for this state; `clock` the clock the cap is read on (benchmarks pass
    `time.process_time`). Raises `HintError` when no player is to act.
    """
    start = time.perf_counter()
    d = state.decision
    if d.seat is None or d.kind == "over":
        raise HintError(msg("suggest.error.over"))
    if state.seats[d.seat].is_captain:
        raise HintError(msg("suggest.error.captain"))
    if not legal_commands(state):  # pragma: no cover - every decision has a command
        raise HintError(msg("suggest.error.none"))
    if strength not in COACH_BUDGETS:
        raise ValueError(f"unknown hint strength {strength!r}")
    thought = 0.0  # the coach's time when its advice was computed before this call
    if advice is not None:
        thought = advice.elapsed_s
    else:
        brain = brain if brain is not None else CaptainBrain(boards)
        try:
            cap = coach_cap(strength) if cap_s is None else cap_s
            advice = advise(state, brain, strength, playouts=playouts, cap_s=cap, clock=clock)
        except CoachError as exc:  # pragma: no cover - checked above
            raise HintError(msg("suggest.error.none")) from exc
    options = advice.options
    simpler = None
    if not advice.forced and isinstance(advice.command, BuyGoods | Sell):
        brain = brain if brain is not None else CaptainBrain(boards)
        simpler = shown_instead(
            state, advice, brain, strength, playouts=playouts, cap_s=cap_s, clock=clock
        )
    if simpler is not None:
        # the coach's purchase first among the others: it is the move the hint is weighed against
        options = (simpler, *(o for o in options if o.command != simpler.command))
    cands = tuple(_candidate(o) for o in options)
    best, others = cands[0], cands[1:]
    # cut short by the cap on very few playouts: a quick look, said as one
    busy = advice.cut_short and options[0].playouts < FEW_PLAYOUTS
    if advice.forced:
        reason = msg("suggest.reason.forced", move=describe_move(state, advice.command))
    elif simpler is not None:
        reason = _reason_simpler(state, simpler, options[1], options[1:], advice.ahead, busy)
    else:
        reason = _reason(state, options[0], options[1:], advice.ahead, busy)
    return Hint(
        best.command,
        reason,
        others,
        best,
        best.rollouts,
        thought + time.perf_counter() - start,
        advice.budget,
        advice.playouts,
        advice.cut_short,
    )


def _no_purchase(
    state: GameState,
    advice: Advice,
    brain: CaptainBrain,
    strength: str,
    playouts: int | None,
    cap: float,
    clock: Callable[[], float],
) -> Option | None:
    """The move to show instead of the coach's purchase (2 goods for $3 before placing), when
    the playouts cannot tell the purchase from the best move without it: the simpler move,
    which keeps the money. None when the purchase did measurably better (`_verdict`).

    In the last round the placements alone are searched again on the same sampled futures (same
    state and seed: paired with the purchase's playouts), because goods score nothing at the
    end and the coach's short list can leave out the plain placement the purchase leads to: in
    a first game it bought 2 food for $3 in round 12, "either is fine", then sold them at the
    General Store for $2, where selling what it had was as good in points. The coach's own
    move and search are unchanged; only the hint differs."""
    buy = advice.options[0]
    alt = _first_without_purchase(advice)
    if state.round == state.rules.game.rounds:
        places = [c for c in legal_commands(state) if not isinstance(c, BuyGoods)]
        if len(places) >= 2:
            extra = advise(state, brain, strength, playouts=playouts, cap_s=cap, clock=clock,
                           among=places)
            if extra.options[0].playouts:
                alt = extra.options[0]
    if alt is None or _verdict(buy, alt) in _LEADS:
        return None
    return alt


def _first_without_purchase(advice: Advice) -> Option | None:
    """The best searched move without a purchase, after the coach's first choice."""
    return next(
        (o for o in advice.options[1:] if o.playouts and not isinstance(o.command, BuyGoods)),
        None,
    )


#: The moves shown instead of the coach's purchase, for the last few (state, advice) pairs
#: they were found for (`shown_instead`; compared by identity: states and advice are never
#: changed in place). The hint and the mistake check of one position then show and measure
#: the same move even when the last round's search of the placements was cut short by its
#: time cap, whichever of the two asked first.
_SHOWN: list[tuple[GameState, Advice, Option | None]] = []
_SHOWN_KEEP = 4
_SHOWN_LOCK = threading.Lock()


def shown_instead(
    state: GameState,
    advice: Advice,
    brain: CaptainBrain,
    strength: str = "quick",
    *,
    playouts: int | None = None,
    cap_s: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Option | None:
    """The move a hint shows instead of the coach's (`advice.command`), or None when it shows
    the coach's own: paying a returning whale's lay instead of a sale the playouts cannot tell
    from it (`_keep`), the best move without a purchase instead of a purchase they cannot tell
    from it (`_no_purchase`; in the last round the placements are searched again, capped at
    `cap_s`, None: the strength's `coach_cap`, 0: none). The mistake warnings measure a move
    against this one too (`warnings.judge`): a warning never names as the better move one the
    hint waved off ("Buy 2 food for $3 before placing" where the hint had said there was no
    need to spend the money)."""
    if advice.forced or not advice.options:
        return None
    if isinstance(advice.command, Sell):
        return _keep(advice)
    if not isinstance(advice.command, BuyGoods):
        return None
    with _SHOWN_LOCK:
        for s, a, found in _SHOWN:
            if s is state and a is advice:
                return found
    cap = coach_cap(strength) if cap_s is None else cap_s
    found = _no_purchase(state, advice, brain, strength, playouts, cap, clock)
    with _SHOWN_LOCK:
        _SHOWN.append((state, advice, found))
        del _SHOWN[:-_SHOWN_KEEP]
    return found


def _keep(advice: Advice) -> Option | None:
    """Paying a returning whale's lay instead of the coach's sale of it, when the playouts show
    the sale no better beyond luck: the whale kept scores for its owner, and sold it goes to
    another seat, a Captain free — the mistake warnings' `sell_to_captain`. (A first game's
    round-12 hint said "Sell the Right whale for $1 … either is fine" with the lay in hand.)
    None when the sale did measurably better or paying was not searched."""
    sell = advice.options[0]
    assert isinstance(sell.command, Sell)
    token = sell.command.token
    pay = next(
        (o for o in advice.options[1:]
         if o.playouts and isinstance(o.command, Pay) and o.command.token == token),
        None,
    )
    if pay is None or _verdict(sell, pay) in _LEADS:
        return None
    return pay


def _candidate(o: Option) -> Candidate:
    return Candidate(
        o.command, o.mean_margin if o.playouts else None, o.playouts, o.greedy_value, o.win_rate
    )


# ---- the reason ------------------------------------------------------------------------------
# Every sentence is a catalogue message (`nbgui.text.teach`, ids ``hint.*``): the UI says it
# in the interface language, `english(msg)` gives the English text (tests, CLI).


def _whale(state: GameState, token: str) -> Term | str:
    """The kind alone: each suggestion says the lay and points itself."""
    return words.whale(state.rules, token)


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
        goods = words.amounts_said(cmd.lumber, cmd.food, cmd.brick, cmd.money)
        return msg("suggest.start_goods", goods=goods)
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
            money=words.money(_sale(state, cmd.token)),
        )
    if isinstance(cmd, BuyWhale):
        return msg(
            "suggest.buy_whale",
            whale=_whale(state, cmd.token),
            lay=words.money(_lay(state, cmd.token)),
            n=_points(state, cmd.token),
        )
    if isinstance(cmd, Take):
        return msg(
            "suggest.take",
            whale=_whale(state, cmd.token),
            n=_points(state, cmd.token),
            lay=words.money(_lay(state, cmd.token)),
            money=words.money(_sale(state, cmd.token)),
        )
    if isinstance(cmd, Pass):
        # what the pass does, as every other move is described ("Pass" alone read as no hint)
        d = state.decision
        if d.kind == "pick" and d.ship is not None:
            return msg("suggest.pass.pick", ship=_your_ship(d.ship))
        if d.kind == "buy_whale":
            return msg("suggest.pass.buy")
        return msg("suggest.pass")
    return msg("suggest.command", command=str(cmd))  # pragma: no cover - Captain-only commands


def _lay(state: GameState, token: str) -> int:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            return w.lay
    return 0


def _sale(state: GameState, token: str) -> int:
    """What selling the whale pays: its lay divided by the rules' `sale_divisor`, as the engine
    pays it (`nbgui.engine.api`)."""
    return _lay(state, token) // state.rules.game.sale_divisor


def _phases(state: GameState, to: int) -> int:
    """Whaling phases a ship launched now to space `to` takes part in (RULES.md 11.1)."""
    left = state.rules.game.rounds - state.round + 1
    return max(0, min(to - 1, left))


def _your_ship(index: int | None) -> Msg:
    return msg("suggest.ship.large" if index == 2 else "suggest.ship.small")


def _fees(state: GameState, cmd: Place) -> list[tuple[int, str]]:
    """What the acting seat pays to use the space, part by part, as (money, building): another
    seat's building's fee (RULES.md 4.3), and at Turner's Mill its surcharge and the repeated
    building's fee when the seat does not own it (10.9) — the engine's `FeePaid`, read from its
    events on a copy."""
    trial = state.clone()
    events: list[Event] = []
    apply_unchecked(trial, cmd, events)
    seat = state.decision.seat
    return [(e.amount, e.building) for e in events if isinstance(e, FeePaid) and e.payer == seat]


def _fee(state: GameState, cmd: Place) -> int:
    """What the acting seat pays in all to use the space (`_fees`)."""
    return sum(amount for amount, _ in _fees(state, cmd))


def _describe_place(state: GameState, cmd: Place) -> Msg:
    """The placement's clause, with what its use costs in money beyond the action's own price:
    another seat's building's fee ("you gain $5" was said of a Captain's Bank that costs $1 to
    use), and Turner's Mill's $1 and any fee of the building it repeats ("At the Turner's Mill,
    repeat the Farm: you gain 2 food" left out the $1). In the placing words ("Place a worker on
    the Bank for a $1 fee: you gain $5", "At the Turner's Mill, repeat the Farm for $1: …"),
    else after the clause."""
    if cmd.repeat is not None:
        return _describe_repeat(state, cmd)
    owner = state.owner.get(cmd.space)
    fee = _fee(state, cmd) if owner is not None and owner != state.decision.seat else 0
    said, placed = _describe_action(state, cmd, fee)
    if fee and not placed:
        building = words.place(state.rules, cmd.space)
        return msg("suggest.fee", move=said, fee=words.money(fee), building=building)
    return said


def _describe_repeat(state: GameState, cmd: Place) -> Msg:
    """A Turner's Mill placement: the action repeated and what it costs in money — the Mill's
    surcharge, its owner's fee when another seat owns it, the repeated building's fee when the
    seat does not own that one (RULES.md 10.9). In the placing words, the total with the fees
    it includes ("At the Turner's Mill, repeat the Schoolhouse for $2, the $1 fee for the
    Schoolhouse included: …"; the hint said "At the Turner's Mill, repeat the Farm: you gain 2
    food" of a move that costs $1); after a clause without them, what the Mill costs beyond the
    repeated space ("Launch your small ship from the Turner's Mill to space 4: …; it costs $1
    more than at the City Pier"). No brackets: a move is named in brackets as the next best
    choice."""
    assert cmd.repeat is not None
    rules = state.rules
    fees = _fees(state, cmd)
    total = sum(amount for amount, _ in fees)
    # the surcharge goes to the supply and is the Mill's last payment: its owner's fee, when
    # another seat owns it, comes first (`space_context`)
    mill = max((i for i, (_, b) in enumerate(fees) if b == cmd.space), default=-1)
    included = tuple(
        msg("suggest.cost.fee", money=words.money(amount), building=words.place(rules, building))
        for i, (amount, building) in enumerate(fees)
        if i != mill
    )
    cost: Msg = (
        msg("suggest.cost.fees", total=words.money(total), fees=words.listing(included))
        if included
        else words.money(total)
    )
    space = words.place(rules, cmd.space)
    repeated = words.place(rules, cmd.repeat)
    prefix = msg("suggest.place.repeat", space=space, repeated=repeated, cost=cost)
    action = cmd.action_space
    effect = (
        rules.spaces[action].effect if action in rules.spaces else rules.buildings[action].effect
    )
    said = _describe_effect(state, cmd, effect, space, prefix)
    if prefix in _args(said):
        return said
    extra = sum(amount for amount, building in fees if building == cmd.space)
    return msg("suggest.fee.repeat", move=said, extra=words.money(extra), repeated=repeated)


def _describe_action(state: GameState, cmd: Place, fee: int = 0) -> tuple[Msg, bool]:
    """The clause, and whether it says the fee (its placing words do, when there is one)."""
    rules = state.rules
    space = words.place(rules, cmd.space)
    action = cmd.action_space
    effect = (
        rules.spaces[action].effect if action in rules.spaces else rules.buildings[action].effect
    )
    if fee:
        prefix = msg("suggest.place.fee", space=space, fee=words.money(fee))
    else:
        prefix = msg("suggest.place", space=space)
    said = _describe_effect(state, cmd, effect, space, prefix)
    return said, bool(fee) and prefix in _args(said)


def _args(m: Msg) -> tuple[object, ...]:
    return tuple(m.args.values())


def _describe_effect(
    state: GameState, cmd: Place, effect: str, space: Term | str, prefix: Msg
) -> Msg:
    rules = state.rules
    ship = _your_ship(cmd.ship)
    if cmd.to is not None and effect in ("launch", "launch_half", "prepare_and_launch"):
        n = _phases(state, cmd.to)
        if n == 0:
            return msg("suggest.launch.none", ship=ship, to=cmd.to, space=space)
        return msg("suggest.launch", ship=ship, to=cmd.to, space=space, n=n)
    if cmd.build is not None:
        b = rules.buildings[cmd.build]
        building = words.place(rules, cmd.build)
        if b.kind == "action":
            return msg("suggest.build.action", building=building, space=space)
        if b.effect in ("points_per_building", "points_per_right"):  # a bonus that counts
            key = "suggest.build." + b.effect.removeprefix("points_")
            return msg(key, building=building, space=space, per=b.per)
        # its points in all: 1 for owning it (RULES.md 9) and its flat bonus ("points at
        # the end" alone told a newcomer nothing of the Seamen's Bethel's 6)
        return msg("suggest.build.points", building=building, space=space, n=1 + b.points)
    if effect == "prepare":
        return msg("suggest.prepare", ship=ship, space=space)
    if effect == "move_out" and cmd.ship is not None:
        return _describe_move_out(state, cmd.ship, ship, space)
    if effect == "render_right":
        return msg("suggest.render_right", place=prefix, ship=ship)
    if effect == "inn":
        return msg("suggest.inn", place=prefix)
    lumber, food, brick, money = _place_effect(state, cmd)
    if effect == "remove_sea" and cmd.take is not None:
        return msg("suggest.remove_sea", place=prefix, n=cmd.take, money=words.money(max(money, 0)))
    if effect == "take_post_office":
        return msg(
            "suggest.post_office", place=prefix, money=words.money(rules.game.post_office_income)
        )
    gained = words.amounts_said(max(lumber, 0), max(food, 0), max(brick, 0), max(money, 0))
    if any(cmd.sell):
        sold = words.amounts_said(cmd.sell[0], cmd.sell[1], cmd.sell[2], 0)
        return msg("suggest.sell_goods", place=prefix, sold=sold, gained=gained)
    if lumber >= 0 and food >= 0 and brick >= 0 and money >= 0:
        return msg("suggest.gain", place=prefix, gained=gained)
    spent = words.amounts_said(max(-lumber, 0), max(-food, 0), max(-brick, 0), max(-money, 0))
    return msg("suggest.gain_pay", place=prefix, gained=gained, spent=spent)


def _describe_move_out(state: GameState, index: int, ship: Msg, space: Term | str) -> Msg:
    """A ship moved one space farther out (the Lighthouse): one more whaling round only when
    the game lasts long enough for it (a ship on space s whales s - 1 more times, at most the
    whaling phases left); else what it changes is the pick order — it takes the first slot one
    space out, ahead of the ships there and of those before it on its space (RULES.md 4.3,
    7.3). Round 12's hint said "one more whaling round" of a ship that whales once either way."""
    seat = state.decision.seat
    assert seat is not None
    at = state.ship(seat, index).space
    left = state.rules.game.rounds - state.round + 1
    if min(at, left) > min(at - 1, left):
        return msg("suggest.move_out", ship=ship, space=space)
    track = state.track
    passed = (at < len(track) and bool(track[at])) or track[at - 1].index((seat, index)) > 0
    key = "suggest.move_out.order" if passed else "suggest.move_out.none"
    return msg(key, ship=ship, space=space)


def _reason(
    state: GameState, best: Option, others: tuple[Option, ...], ahead: int = 0,
    busy: bool = False,
) -> Msg:
    """What the move does, why now (from what it changes), then what the search found against
    the next best move (named, never as notation); `ahead` is `Advice.ahead`; `busy`: the
    search was a quick look only (`_found_busy`)."""
    what = describe_move(state, best.command)
    why = _why(state, best, others)
    move = msg("suggest.move.why", move=what, why=why) if why is not None else what
    found = _found_order(state, best, others) or (
        _found_busy(state, best, others) if busy else _found(state, best, others, ahead)
    )
    return msg("suggest.hint", move=move, found=found)


def _runners(state: GameState, best: Option, others: tuple[Option, ...]) -> list[Option]:
    """The searched options after `best`, in order, that the player would call another move:
    a move said in the same words (paying one right whale's lay before the other's) is the
    same choice to the player; naming it as "the next best choice" read as the move twice."""
    said = describe_move(state, best.command)
    return [o for o in others if o.playouts and describe_move(state, o.command) != said]


def _found_busy(state: GameState, best: Option, others: tuple[Option, ...]) -> Msg:
    """A search the time cap cut short on fewer than `FEW_PLAYOUTS` playouts (a busy machine):
    said plainly as a quick look, with the games it played and the move it could not tell this
    one from, instead of a finding ("Playing the next 5 rounds out 2 times …")."""
    runner = next(iter(_runners(state, best, others)), None)
    n = _shared(best, runner) if runner is not None else 0
    if runner is None or not n:
        return msg("suggest.found.busy.none")
    return msg("suggest.found.busy", n=n, other=describe_move(state, runner.command))


def _found_order(state: GameState, best: Option, others: tuple[Option, ...]) -> Msg | None:
    """A lay paid where the next best choice is paying another whale of the same ship, and the
    seat's money covers every lay aboard: paid in any order, they end the same, so the hint says
    that instead of weighing the two ("Pay the $8 lay of the Sperm whale … it did about as well
    as the next best choice (Pay the $4 lay of the Bowhead whale): either is fine" read as if
    one had to choose, in round 12 with $28 for $12 of lays). None otherwise."""
    d = state.decision
    seat = d.seat
    if d.kind != "return" or seat is None or d.ship is None or not isinstance(best.command, Pay):
        return None
    runner = next(iter(_runners(state, best, others)), None)
    if runner is None or not isinstance(runner.command, Pay):
        return None
    lays = sum(_lay(state, t) for t in state.ship(seat, d.ship).cargo)
    money = state.seats[seat].money
    if money < lays:
        return None
    return msg("suggest.found.order", money=words.money(money), lays=words.money(lays))


def _reason_simpler(
    state: GameState, shown: Option, buy: Option, others: tuple[Option, ...], ahead: int,
    busy: bool = False,
) -> Msg:
    """The hint for a move shown instead of the coach's purchase (`_no_purchase`) or sale
    (`_keep`): what it does, why now, and that the coach's move did no better in the games
    both were played in (`busy`: a quick look only, `_found_busy`, against the coach's move)."""
    what = describe_move(state, shown.command)
    why = _why(state, shown, others)
    move = msg("suggest.move.why", move=what, why=why) if why is not None else what
    if busy:
        return msg("suggest.hint", move=move, found=_found_busy(state, shown, (buy,)))
    tail = ".ahead" if ahead > 0 else ""
    rounds: dict[str, int] = {"rounds": ahead} if ahead > 0 else {}
    n = _shared(shown, buy)
    other = describe_move(state, buy.command)
    if isinstance(buy.command, Sell):  # a whale paid for instead of the coach's sale
        seat = state.decision.seat
        captain = any(s.is_captain for i, s in enumerate(state.seats) if i != seat)
        sold = msg("suggest.why.pass.captain" if captain else "suggest.why.pass.others")
        found = msg("suggest.found.keep" + tail, n=n, other=other, sold=sold, **rounds)
    else:
        found = msg("suggest.found.simpler" + tail, n=n, other=other, **rounds)
    return msg("suggest.hint", move=move, found=found)


#: The verdicts that name a lead (`_verdict`).
_LEADS = ("better", "wins", "score")


def _shared(a: Option, b: Option) -> int:
    """The playouts two options shared (the same sampled futures, paired by index)."""
    if a.samples and b.samples:
        return min(len(a.samples), len(b.samples))
    return min(a.playouts, b.playouts)


def _by_margin(margin: float, _score: float) -> float:
    return margin


def _by_win(margin: float, _score: float) -> float:
    return 1.0 if margin > 0 else 0.0


def _by_score(_margin: float, score: float) -> float:
    return score


def _sure(a: Option, b: Option, measure: Callable[[float, float], float]) -> bool:
    """Whether `a` leads `b` by `measure` by more than luck: the mean of the paired differences
    over the futures both were played on is above zero by at least `SURE_Z` standard errors
    (one shared playout can never show that). Options made without their samples (tests) are
    judged by their means alone."""
    n = min(len(a.samples), len(b.samples))
    if not a.samples or not b.samples:
        return True
    diffs = [measure(*a.samples[i]) - measure(*b.samples[i]) for i in range(n)]
    mean = sum(diffs) / n
    if n < 2 or mean <= 0:
        return False
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean >= SURE_Z * math.sqrt(var / n)


def _verdict(best: Option, runner: Option) -> str:
    """How `best` compares with `runner` in the playouts: "better" (final margin), "wins" (share
    of games won or ahead), "score" (own score, chosen for it: `OWN_WEIGHT`) — the first lead of
    at least `EVEN_POINTS` / `WIN_RATE_STEP` the paired playouts show beyond luck (`_sure`);
    "close" when `best` leads by one of them only as much as luck could make; "even" when it
    leads by none."""
    gap = best.mean_margin - runner.mean_margin
    wins = best.win_rate - runner.win_rate
    more = best.mean_score - runner.mean_score
    apparent = False
    for lead, step, measure, name in (
        (gap, EVEN_POINTS, _by_margin, "better"),
        (wins, WIN_RATE_STEP, _by_win, "wins"),
        (more, EVEN_POINTS, _by_score, "score"),
    ):
        if lead >= step:
            if _sure(best, runner, measure):
                return name
            apparent = True
    return "close" if apparent else "even"


def _found(state: GameState, best: Option, others: tuple[Option, ...], ahead: int = 0) -> Msg:
    """What the playouts found. `ahead` > 0: they played that many rounds and the projection
    estimated the rest, and the ``….ahead`` sentences say so (the points and the share of games
    "ahead" are estimates); 0: they played to the game's end."""
    n = best.playouts
    runners = _runners(state, best, others)
    tail = ".ahead" if ahead > 0 else ""
    rounds: dict[str, int] = {"rounds": ahead} if ahead > 0 else {}
    if not runners or not n:
        return msg("suggest.found.best" + tail, **rounds)
    # The next best move in the search's own order (the options come best first: most
    # playouts, then the value the search ranks by — margin, win bonus and own score), not
    # the one with the best margin, which the search may have ranked lower.
    runner = runners[0]
    other = describe_move(state, runner.command)
    gap = best.mean_margin - runner.mean_margin
    wins = round(100 * best.win_rate)
    verdict = _verdict(best, runner)
    if verdict == "better":
        points = one_decimal(gap)
        if wins:
            return msg("suggest.found.better.wins" + tail, n=n, points=points, other=other,
                       wins=wins, **rounds)
        return msg("suggest.found.better" + tail, n=n, points=points, other=other, **rounds)
    if verdict == "wins":
        theirs = round(100 * runner.win_rate)
        return msg("suggest.found.wins" + tail, n=n, wins=wins, theirs=theirs, other=other,
                   **rounds)
    if verdict == "score":
        # Chosen for your own score (`OWN_WEIGHT`), not a wider lead: say so, not "as well".
        more = best.mean_score - runner.mean_score
        return msg("suggest.found.score" + tail, n=n, points=one_decimal(more), other=other,
                   **rounds)
    if verdict == "close":
        # a lead no bigger than luck makes over the games both moves were played in: not
        # claimed (a quick hint under load can rest on 6 or 7 playouts)
        return msg("suggest.found.close" + tail, n=_shared(best, runner), other=other,
                   **rounds)
    return msg("suggest.found.even" + tail, n=n, other=other, **rounds)



def _why(state: GameState, option: Option, others: tuple[Option, ...] = ()) -> Msg | None:
    """Why the move makes sense now, in game terms, from what it changes (the coach's
    `Option.change`) and the position; None when there is nothing more to say than what the
    move does. `others`: the options the search ranked below it (a pass at whaling is
    explained against the whale it declines)."""
    rules = state.rules
    seat = state.decision.seat
    assert seat is not None
    you = state.seats[seat]
    change = option.change
    cmd = option.command
    if change.launched:
        _ship, to = change.launched[0]
        phases = _phases(state, to)
        home = state.round + to - 1
        if phases <= 0:
            return None
        if home > rules.game.rounds:
            return msg("suggest.why.launch.end", n=phases)
        return msg("suggest.why.launch", n=phases, round=home)
    if change.built:
        building = rules.buildings[change.built[0]]
        name = words.place(rules, change.built[0])
        paid = words.amounts_said(
            max(-change.lumber, 0), max(-change.food, 0), max(-change.brick, 0),
            max(-change.money, 0),
        )
        if isinstance(cmd, Place) and cmd.discount:
            # a discount (the Town Hall's first worker, the Courthouse) makes the cost paid
            # not the one printed on the tile: "you have the 3 lumber it costs" read as wrong
            # beside the Wharf's printed 3 lumber and 1 brick (a newcomer's first hint)
            c = building.cost
            printed = words.amounts_said(c.lumber, c.food, c.brick, c.money)
            if building.kind == "action":
                return msg(
                    "suggest.why.build.action.discount", cost=paid, printed=printed,
                    fee=words.money(rules.game.fee), building=name,
                )
            return msg("suggest.why.build.points.discount", cost=paid, printed=printed)
        if building.kind == "action":
            return msg(
                "suggest.why.build.action", cost=paid, fee=words.money(rules.game.fee),
                building=name,
            )
        return msg("suggest.why.build.points", cost=paid)
    if change.prepared and you.food + change.food >= 2:
        food = you.food + change.food
        return msg("suggest.why.prepare", food=words.amount("food", food), to=min(food, 6))
    if isinstance(cmd, Sell):
        lay = _lay(state, cmd.token)
        if you.money < lay:
            return msg("suggest.why.sell", lay=words.money(lay))
        return _why_sell_for_more(state, cmd.token)
    if isinstance(cmd, Pay):
        return _why_pay_short(state)
    if isinstance(cmd, Place) and not (change.whales_paid or change.moved):
        return _why_lays_due(state, option) or _enables(state, cmd)
    if isinstance(cmd, Pass) and state.decision.kind == "pick":
        return _why_pass(state, option, others)
    if isinstance(cmd, Take):
        return _why_take_cheaper(state, option, others)
    if isinstance(cmd, Pass) and state.decision.kind == "buy_whale":
        return _why_pass_buy(state, others)
    return None


def _why_lays_due(state: GameState, option: Option) -> Msg | None:
    """"your ship comes home this round with $18 in lays to pay, and you have $2": a placement
    that brings money while the seat's ships coming home this round (on space 1, or at sea in
    the last round) carry more in lays than it has. A first game's round-11 hint said only
    "Place a worker on the Lumber Mill: sell 9 lumber for $18" just before such a ship came
    home. The lays of the whales aboard now (a ship still at sea in round 12 may take one
    more)."""
    if option.change.money <= 0:
        return None
    seat = state.decision.seat
    assert seat is not None
    you = state.seats[seat]
    last = state.round == state.rules.game.rounds
    home = [s for s in you.ships if s.where == "sea" and s.cargo and (last or s.space == 1)]
    lays = sum(_lay(state, t) for s in home for t in s.cargo)
    if lays <= you.money:
        return None
    money = words.money(you.money)
    if len(home) > 1:
        return msg("suggest.why.lays_due.ships", n=len(home), lays=words.money(lays), money=money)
    return msg("suggest.why.lays_due", lays=words.money(lays), money=money)


def _why_sell_for_more(state: GameState, token: str) -> Msg | None:
    """Why sell a whale whose lay the seat could pay: paying it would leave less than the lays
    of the whales still to come home (this ship's and the seat's ships queued after it) worth
    more points, and the sale's half lay makes up the difference
    (the round-12 "Sell the Bowhead whale for $2" with $8 in hand and a Sperm whale aboard
    gave no reason). Facts of the position only; otherwise None."""
    d = state.decision
    seat = d.seat
    if seat is None or d.ship is None:
        return None
    lay, points = _lay(state, token), _points(state, token)
    money = state.seats[seat].money
    # the whales still to come home: this ship's, and those of the seat's ships queued to
    # return after it
    home = [*state.ship(seat, d.ship).cargo]
    for who, index in state.return_queue:
        if who == seat:
            home += state.ship(who, index).cargo
    better = [t for t in home if t != token and _points(state, t) > points]
    need = sum(_lay(state, t) for t in better)
    if not better or money - lay >= need or money + _sale(state, token) < need:
        return None
    return msg("suggest.why.sell.more", left=words.money(money - lay), need=words.money(need))


def _why_pay_short(state: GameState) -> Msg | None:
    """"your $12 does not cover the $16 in lays of all your whales still to come home": a lay
    paid while the seat's money cannot pay every whale still to come home (this ship's, the
    seat's ships queued after it, and in the final returns every ship of it at sea), so some
    will be sold whatever it pays. A final-returns hint said "Pay the $4 lay of the Bowhead
    whale: it scores 2 points … about as well as … Sell the Bowhead whale for $2: either is
    fine" with $12 for $16 of lays, and a newcomer read paying and selling as alike for no
    reason (Xvfb 1366x768, against Flask, seed 7). Facts of the position only; else None."""
    d = state.decision
    seat = d.seat
    if seat is None or d.ship is None:
        return None
    you = state.seats[seat]
    coming = {d.ship} | {index for who, index in state.return_queue if who == seat}
    if state.phase == "final":  # every ship at sea comes home before the scoring
        coming |= {i + 1 for i, ship in enumerate(you.ships) if ship.where == "sea"}
    lays = sum(_lay(state, t) for index in coming for t in state.ship(seat, index).cargo)
    if lays <= you.money:
        return None
    return msg("suggest.why.pay.short", money=words.money(you.money), lays=words.money(lays))


def _why_take_cheaper(state: GameState, option: Option, others: tuple[Option, ...]) -> Msg | None:
    """Why a whale worth fewer points than the one the search ranked next: said only when the
    search found it better by `EVEN_POINTS`, nothing is aboard yet and the seat's money does
    not cover the other whale's lay — the lays, the one fact beside the points that tells the
    two apart ("Take the Right whale aboard" over a Bowhead whale read as a slip to a
    newcomer). Otherwise None."""
    d = state.decision
    seat, ship_index = d.seat, d.ship
    assert seat is not None and isinstance(option.command, Take)
    other = next((o for o in others if isinstance(o.command, Take) and o.playouts), None)
    if other is None or ship_index is None or not option.playouts:
        return None
    assert isinstance(other.command, Take)
    mine, theirs = option.command.token, other.command.token
    if _points(state, theirs) <= _points(state, mine):
        return None
    if option.mean_margin - other.mean_margin < EVEN_POINTS:
        return None
    money = state.seats[seat].money
    if state.ship(seat, ship_index).cargo or money >= _lay(state, theirs):
        return None
    return msg(
        "suggest.why.take.cheaper",
        other=_whale(state, theirs), other_lay=words.money(_lay(state, theirs)),
        money=words.money(money),
    )


def _why_pass_buy(state: GameState, others: tuple[Option, ...]) -> Msg | None:
    """Why not buy a sold whale: said only at the game's last sale (no ship left at sea or to
    come home: the money left only scores, a point per `money_per_point`, RULES.md 9) when
    paying the lay of the whale the search ranked next takes at least as many points off the
    seat's money as the whale scores, and no other seat could buy it instead (a Captain would
    take it free). Otherwise None: the search's reason is not one the position shows."""
    seat = state.decision.seat
    assert seat is not None
    if state.phase != "final" or any(state.track) or state.return_queue or state.returning:
        return None
    buy = next((o for o in others if isinstance(o.command, BuyWhale) and o.playouts), None)
    if buy is None:
        return None
    assert isinstance(buy.command, BuyWhale)
    token = buy.command.token
    lay, points = _lay(state, token), _points(state, token)
    per = state.rules.game.money_per_point
    money = state.seats[seat].money
    lost = money // per - (money - lay) // per
    if lost < points or money < lay:
        return None
    for i, s in enumerate(state.seats):
        if i in (seat, state.seller):
            continue
        if can_take_whale(state, i) and (s.is_captain or s.money >= lay):
            return None  # passing may hand it to another seat
    return msg(
        "suggest.why.pass.money", n=lost, per=words.money(per), lay=words.money(lay),
        whale=_whale(state, token), left=words.money(money - lay),
    )


def _why_pass(state: GameState, option: Option, others: tuple[Option, ...]) -> Msg | None:
    """Why declining a whale beats taking it: said only when the search found the pass better
    than taking the whale it ranked next (by `EVEN_POINTS`) and the lays could not be paid now
    — the whales already aboard and this one cost more than the seat's money. A whale its
    owner cannot pay for must be sold (RULES.md 6.3), and the others may buy it, a Captain free
    (6.4, 10.6). Otherwise None: no reason the search and the position do not show."""
    d = state.decision
    seat, ship_index = d.seat, d.ship
    assert seat is not None
    take = next((o for o in others if isinstance(o.command, Take) and o.playouts), None)
    if take is None or ship_index is None or not option.playouts:
        return None
    if option.mean_margin - take.mean_margin < EVEN_POINTS:
        return None
    assert isinstance(take.command, Take)
    token = take.command.token
    money = state.seats[seat].money
    lay = _lay(state, token)
    aboard = sum(_lay(state, t) for t in state.ship(seat, ship_index).cargo)
    if money >= aboard + lay:
        return None
    captain = any(s.is_captain for i, s in enumerate(state.seats) if i != seat)
    sold = msg("suggest.why.pass.captain" if captain else "suggest.why.pass.others")
    whale = _whale(state, token)
    if aboard:
        return msg(
            "suggest.why.pass.aboard", aboard=words.money(aboard), whale=whale,
            lay=words.money(lay), money=words.money(money), sold=sold,
        )
    return msg(
        "suggest.why.pass.lay", whale=whale, lay=words.money(lay), money=words.money(money),
        sold=sold,
    )


def _enables(state: GameState, cmd: Place) -> Msg | None:
    """"with it you can build the Bank next": a build, prepare or launch placement the move
    makes possible for the seat's next worker (computed by the engine on a copy)."""
    seat = state.decision.seat
    assert seat is not None
    last = state.round == state.rules.game.rounds
    # the seat's placements after this one in the last round: none, and nothing comes "next"
    # (round 12's last worker was told "with it you can build the Lighthouse next"); one, and
    # a ship prepared with it can no longer be launched
    after_this = state.seats[seat].workers_left - 1
    if last and after_this <= 0:
        return None
    after = resampled(state, 0)
    apply_unchecked(after, cmd)
    if after.decision.kind == "over":
        return None
    # What was possible without the move, told apart by what it does (space, building, launch
    # target), not by how it is paid: the seat's last worker of a round was told "with it you
    # can build the Schoolhouse next" of the Bank, where the Schoolhouse was already paid for
    # and only the Town Hall's discount, free again next round, was new. The comparison faces
    # the spaces taken as the next placement will (next round's, after the last worker).
    base = state.clone()
    base.placements = list(after.placements)
    before = {_what(c) for c in place_options(base, seat, False)}
    left = state.rules.game.rounds - state.round + 1
    new = [
        c for c in place_options(after, seat, False)
        if _what(c) not in before and _effect(state, c.action_space) in _PROGRESS_EFFECTS
        # a launch the mistake warnings question (space 1: home empty; farther than the game
        # lasts) is no reason: "with it you can launch to space 1" was said of a prepare
        and not (c.to is not None and (c.to == 1 or c.to - 1 > left))
        and not (last and after_this < 2 and _effect(state, c.action_space) == "prepare")
    ]
    if not new:
        return None
    # The most telling one: a build first, then the farthest launch, then a prepare.
    rules = state.rules

    def rank(c: Place) -> tuple[int, int]:
        if c.build is not None:
            return (2, 0)
        return (1, c.to or 0) if c.to is not None else (0, 0)

    pick = max(new, key=rank)
    space = words.place(rules, pick.space)
    if pick.build is not None:
        what = msg("warning.what.build", building=words.place(rules, pick.build), space=space)
    elif pick.to is not None:
        what = msg("warning.what.launch", n=pick.to, space=space)
    else:
        what = msg("warning.what.prepare", space=space)
    return msg("suggest.why.enables", what=what)


def _what(cmd: Place) -> tuple[str, str | None, int | None]:
    """What a placement does, as `_enables` names it: the space, the building, the launch's
    space (not the discount, the ship or the goods it is paid with)."""
    return (cmd.space, cmd.build, cmd.to)


def _effect(state: GameState, space: str) -> str:
    rules = state.rules
    if space in rules.spaces:
        return rules.spaces[space].effect
    return rules.buildings[space].effect


__all__ = [
    "STRENGTHS",
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
