"""Mistake warnings: "are you sure?" before a legal move the coach's search finds clearly worse.

A warning fires only on the search's word (`judge` → `Verdict.clearly_worse`): the move and the
coach's own move (`nbgui.bots.coach.advise`) are played out to the end of the game on the same
`CHECK_PAIRS` freshly sampled futures, and the move must finish on average at least
`WARN_POINTS` points behind, by at least `WARN_Z` standard errors. Ordinary moves — and
moves only a little worse — never warn. `check(state, brain, cmd)` does both steps;
`warnings_for(state, cmd, verdict)` words the warning.

The kind of a warning (its `code`: what "don't warn me about this again" switches off, and its
reference entry) and its first sentence come from a rule-recognised reason when one applies
(`explanations`), else it is ``worse_placement`` or ``worse_whale``. Rule-recognised reasons:

``launch_space_1``
    A launch (City Pier, Wharf, Dry Dock, or Turner's Mill repeating one) to track space 1. The
    ship reaches Return in this same round's movement phase, before any whaling, and comes home
    empty (RULES.md 11.1).
``launch_past_game_end``
    A launch to space N ≥ 2 when fewer than N − 1 whaling phases are left in the game: the ship
    whales exactly as often as one launched to a nearer space, so the extra food buys nothing.
    (A ship launched to N whales in N − 1 phases; the game has 12 − round + 1 left.)
``unused_purchase``
    All of: the seat is a player (not a Captain) placing a worker; the purchase has not been
    made for this placement; the seat has at least the purchase price ($3); the chosen placement
    is a plain goods space (Farm, Forest or Warehouse); and buying 2 lumber or 2 food first would
    make legal a **build, prepare or launch** placement that is not legal now. Gathering goods
    one space at a time when $3 would have let you build or sail this turn is the classic
    beginner's slow play.
``unpaid_lays``
    A launch (to space 2 or farther, home within the game) when the seat's money is below the
    cheapest whale's lay: the warning says what the ship costs — its rounds at sea, the lays
    due when it comes home, the money now. Measured 2026-12-02 (docs/teaching.md): the warned
    early launches to space 3 were about as much worse in play as the check said, all with
    $0–$1. (Not "a Captain takes them free": in play the whales sold to him were as many after
    the coach's own move.)
``sell_to_captain``
    Selling a whale (on a returning ship) that the seat could afford to keep (its lay is payable
    now), when in the buying round that follows the first seat able to buy it is a Captain
    under its whale limit: Captains buy free and take the most valuable whale, so the whale's
    points go to an opponent.

``worse_placement`` / ``worse_whale``
    No rule names the reason; the warning says what the search found and the better move.

>>> [w.code for w in warnings_for_launch_target(1, rounds_left=10)]
['launch_space_1']
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from dataclasses import dataclass

from nbgui.bots.coach import Advice, advise
from nbgui.bots.rollout import playout, public_seed
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import make_setup
from nbgui.content.captains import CaptainBoard
from nbgui.engine import (
    MASK64,
    BuyGoods,
    Command,
    GameState,
    Pay,
    Place,
    RuleError,
    Sell,
    apply,
    apply_unchecked,
    can_take_whale,
    lay_of,
    legal_commands,
    new_game,
    place_options,
    splitmix64,
    validate,
)
from nbgui.teach.confirm import ALWAYS_CONFIRMED, LAUNCH_SPACE_1
from nbgui.text import words
from nbgui.text.common import one_decimal
from nbgui.text.message import Msg, english, msg

_LAUNCH_EFFECTS = ("launch", "launch_half", "prepare_and_launch")
_PROGRESS_EFFECTS = ("build", "build_discount", "prepare", *_LAUNCH_EFFECTS)

#: **The threshold.** A move is *clearly worse* — and only then warned about — when, played out
#: to the end of the game on the same sampled futures as the coach's move, it finishes on
#: average at least `WARN_POINTS` points further behind (or less far ahead of) the best other
#: seat, and that gap is at least `WARN_Z` standard errors (not the luck of a few futures).
WARN_POINTS = 3.0
WARN_Z = 2.0
#: A move a rule reason says is a mistake whatever the position — a launch to space 1, a
#: whale sold that you could pay for and a Captain takes free — warns from `RULE_WARN_POINTS`
#: behind (same `WARN_Z`): selling a bowhead to Starbuck costs about 2.8 points of margin, and
#: a newcomer sold one unwarned in a first game with hints on (2026-12-02).
RULE_WARN_POINTS = 1.0
RULE_WARN_CODES = frozenset({LAUNCH_SPACE_1, "sell_to_captain"})
#: Paired playouts of the check (the move and the coach's move on the same futures), and the
#: playout policy's look (the quick coach's).
CHECK_PAIRS = 24
CHECK_LOOK = 2
#: The check's wall-clock share of the quick budget (the coach's advice is computed before, while
#: the player thinks): a capped check stops early and judges on the pairs it made.
CHECK_CAP_S = 0.4
#: Fewer pairs than this never warn (too little evidence).
MIN_PAIRS = 4
_CHECK_SALT = 0x3A4E_C0DE

#: Warning code → the rules-reference entry that explains it.
WARNING_ENTRIES: dict[str, str] = {
    **ALWAYS_CONFIRMED,
    "launch_past_game_end": "rule:whaling",
    "unused_purchase": "rule:purchase",
    "sell_to_captain": "rule:selling",
    "unpaid_lays": "rule:selling",
    "worse_placement": "rule:action_phase",
    "worse_whale": "rule:returns",
}


@dataclass(frozen=True, slots=True)
class MoveWarning:
    """One warning: a stable `code` and its sentence, a catalogue message (`msg`; the UI says
    it in its language, `message` is the English)."""

    code: str
    msg: Msg

    @property
    def message(self) -> str:
        return english(self.msg)

    @property
    def entry_id(self) -> str:
        """The rules-reference entry explaining this warning."""
        return WARNING_ENTRIES[self.code]


#: The name the brief uses; `MoveWarning` avoids shadowing Python's builtin `Warning`.
Warning = MoveWarning


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the coach's search found about a move: how far behind the coach's move it finished.

    `gap` is the mean of (coach's move margin − this move's margin) over `pairs` paired playouts
    (points; positive: the move did worse), `se` its standard error.
    """

    command: Command
    best: Command
    gap: float
    se: float
    pairs: int
    elapsed_s: float  # the check itself (the advice not included)
    advice_s: float  # the coach's advice (computed before, or as part of this call)
    #: The mean of (coach's move's own final score − this move's) over the same pairs; None
    #: when not measured. `gap − own_gap` is how much more the best other seat scored.
    own_gap: float | None = None

    @property
    def clearly_worse(self) -> bool:
        """The stated threshold: at least `WARN_POINTS` behind, and `WARN_Z` standard errors."""
        return self.worse_by(WARN_POINTS)

    def worse_by(self, points: float) -> bool:
        """At least `points` behind, by `WARN_Z` standard errors, over `MIN_PAIRS` pairs."""
        return self.pairs >= MIN_PAIRS and self.gap >= points and self.gap >= WARN_Z * self.se


def checked(state: GameState, cmd: Command) -> bool:
    """Whether `cmd` is a move the mistake check judges: a player's worker placement, or paying
    for or selling a returning whale (the decisions a newcomer gets badly wrong); legal."""
    seat = state.decision.seat
    if seat is None or state.seats[seat].is_captain:
        return False
    if not isinstance(cmd, Place | Sell | Pay):
        return False
    legal = legal_commands(state)
    return len(legal) > 1 and cmd in legal


def judge(
    state: GameState,
    brain: CaptainBrain,
    cmd: Command,
    *,
    advice: Advice | None = None,
    budget: str = "quick",
    playouts: int | None = None,
    pairs: int = CHECK_PAIRS,
    look: int = CHECK_LOOK,
    cap_s: float | None = CHECK_CAP_S,
) -> Verdict:
    """How much worse `cmd` is than the coach's move (`advise(state, brain, budget)`, or the
    `advice` already computed for this state) — or, where the hint shows another move instead
    of it (`hints.shown_instead`: no purchase, or paying a lay instead of selling), than that
    move.

    The two moves are played out on `pairs` fresh sampled futures — not the ones the coach chose
    its move on, so the coach's lucky draws do not count against the player — and compared
    future by future. Deterministic for a state without a cap (`cap_s=None`); with a cap the
    check stops early on a slow machine and judges on the pairs made (never fewer than
    `MIN_PAIRS` warn).
    """
    if advice is None:
        advice = advise(state, brain, budget, playouts=playouts)
    advice_s = advice.elapsed_s
    # the move the hint shows: the coach's, or the one the hint shows instead of it (the
    # warning named "Buy 2 lumber for $3 before placing" as the better move right after the
    # hint had said there was no need to spend the money); the last round's search of the
    # placements is capped as a hint's, and none when the check is not (`cap_s` None)
    from nbgui.teach.hints import shown_instead

    shown = shown_instead(
        state, advice, brain, budget, playouts=playouts, cap_s=0.0 if cap_s is None else None
    )
    best = advice.command if shown is None else shown.command
    start = time.perf_counter()
    if cmd == best or advice.forced:
        return Verdict(cmd, best, 0.0, 0.0, 0, time.perf_counter() - start, advice_s)
    base = (public_seed(state) ^ _CHECK_SALT) & MASK64
    deadline = None if cap_s is None else start + cap_s
    diffs: list[int] = []
    own: list[int] = []
    for j in range(pairs):
        if deadline is not None and diffs and time.perf_counter() > deadline:
            break
        sample = splitmix64(base, j) & ((1 << 63) - 1)
        mine = playout(state, cmd, sample, brain, look)
        theirs = playout(state, best, sample, brain, look)
        diffs.append(theirs[0] - mine[0])
        own.append(theirs[1] - mine[1])
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n) if n > 1 else math.inf
    elapsed = time.perf_counter() - start
    return Verdict(cmd, best, mean, se, n, elapsed, advice_s, sum(own) / n)


def warnings_for(state: GameState, cmd: Command, verdict: Verdict | None) -> list[MoveWarning]:
    """The warning for `cmd` when the coach's search found it clearly worse than its own move
    (`verdict.clearly_worse`, the threshold above; `RULE_WARN_POINTS` behind for a move a
    rule reason in `RULE_WARN_CODES` says is a mistake), else none.

    Its kind (`code`, what "don't warn me again" switches off) and first sentence come from a
    rule-recognised reason when there is one (`explanations`: launching to space 1, past the
    game's end, gathering when $3 of goods would let you build or sail, selling a whale a
    Captain buys); otherwise the kind is ``worse_placement`` or ``worse_whale``. The last
    sentence says what the search found and names the better move.
    """
    if verdict is None or verdict.command != cmd:
        return []
    rule = explanations(state, cmd)
    sure = any(w.code in RULE_WARN_CODES for w in rule)
    if not (verdict.clearly_worse or (sure and verdict.worse_by(RULE_WARN_POINTS))):
        # a move the table confirms whatever the check found (`confirm.ALWAYS_CONFIRMED`: a
        # launch to space 1; the table adds the rule's sentence alone): where the check measured
        # it behind, by less than the threshold, its figures go with the sentence, as every
        # other warning's do
        confirmed = [w for w in rule if w.code in ALWAYS_CONFIRMED]
        if not confirmed or verdict.pairs < MIN_PAIRS or round(verdict.gap * 10) < 1:
            return []
        rule = confirmed
    from nbgui.teach.hints import describe_move

    found = msg(
        "warning.search",
        n=verdict.pairs,
        points=one_decimal(verdict.gap),
        better=describe_move(state, verdict.best),
    )
    split = _split(verdict)
    if verdict.gap < WARN_Z * verdict.se:
        # within its own noise (only a move confirmed whatever the check found gets here):
        # "0.4 points worse off" read as a verdict where the games could not tell the two
        # moves apart; said plainly instead, without the figure
        found = msg("warning.search.close", n=verdict.pairs,
                    better=describe_move(state, verdict.best))
    elif split is not None:  # where the points went: the player's own score, the others'
        found = msg(
            "warning.search.split",
            n=verdict.pairs,
            points=one_decimal(verdict.gap),
            split=split,
            better=describe_move(state, verdict.best),
        )
    if rule:
        first = rule[0]
        return [MoveWarning(first.code, msg("warning.with_reason", reason=first.msg, found=found))]
    code = "worse_placement" if isinstance(cmd, Place) else "worse_whale"
    # said first, as a rule's reason is: the figures alone ("Over 24 games played out…") did
    # not tell a newcomer what the popup was about
    return [MoveWarning(code, msg("warning.with_reason", reason=msg("warning.lead"), found=found))]



#: Below this many points, a share of the gap is not named.
_SPLIT_POINTS = 0.1


def _split(verdict: Verdict) -> Msg | None:
    """"you scored 2.8 points fewer and the others 1.3 more": the gap in the player's own
    final score and in the best other seat's, from the same pairs (None when not measured)."""
    if verdict.own_gap is None:
        return None
    own, others = verdict.own_gap, verdict.gap - verdict.own_gap
    if own >= _SPLIT_POINTS and others >= _SPLIT_POINTS:
        return msg("warning.split.both", own=one_decimal(own), others=one_decimal(others))
    # a share that went the player's way is said too, so the two add up to the gap: "4.2
    # points worse off (the others scored 4.5 points more)" left 0.3 unexplained
    if own >= _SPLIT_POINTS and others <= -_SPLIT_POINTS:
        return msg("warning.split.own_less", own=one_decimal(own), less=one_decimal(-others))
    if others >= _SPLIT_POINTS and own <= -_SPLIT_POINTS:
        return msg("warning.split.more_others", more=one_decimal(-own), others=one_decimal(others))
    if own >= _SPLIT_POINTS:
        return msg("warning.split.own", own=one_decimal(own))
    if others >= _SPLIT_POINTS:
        return msg("warning.split.others", others=one_decimal(others))
    return None


def check(
    state: GameState,
    brain: CaptainBrain,
    cmd: Command,
    *,
    advice: Advice | None = None,
    playouts: int | None = None,
    pairs: int = CHECK_PAIRS,
    look: int = CHECK_LOOK,
    cap_s: float | None = CHECK_CAP_S,
) -> tuple[list[MoveWarning], Verdict | None]:
    """`judge` the move (when `checked`) and word the warning, if any: what the window calls."""
    if not checked(state, cmd):
        return [], None
    verdict = judge(
        state, brain, cmd, advice=advice, playouts=playouts, pairs=pairs, look=look, cap_s=cap_s
    )
    return warnings_for(state, cmd, verdict), verdict


def explanations(state: GameState, cmd: Command) -> list[MoveWarning]:
    """The rule-recognised reasons `cmd` may be a mistake (the codes in the module docstring).

    These no longer warn on their own: they word a warning the coach's search found
    (`warnings_for`). Illegal commands get none: the engine's `RuleError` explains those.
    """
    seat = state.decision.seat
    if seat is None or state.seats[seat].is_captain:
        return []
    try:
        validate(state, cmd)
    except RuleError:
        return []
    out: list[MoveWarning] = []
    if isinstance(cmd, Place):
        effect = _effect(state, cmd.action_space)
        if effect in _LAUNCH_EFFECTS and cmd.to is not None:
            left = state.rules.game.rounds - state.round + 1
            target = warnings_for_launch_target(cmd.to, left)
            out.extend(target)
            if not target:
                unpaid = _unpaid_lays(state, cmd.to)
                if unpaid is not None:
                    out.append(unpaid)
        unused = _unused_purchase(state, cmd)
        if unused is not None:
            out.append(unused)
    elif isinstance(cmd, Sell):
        sold = _sell_to_captain(state, cmd)
        if sold is not None:
            out.append(sold)
    return out


def warnings_for_launch_target(to: int, rounds_left: int) -> list[MoveWarning]:
    """The launch warnings for a launch to space `to` with `rounds_left` whaling phases left
    (this round's included)."""
    if to == 1:
        return [MoveWarning(LAUNCH_SPACE_1, msg("warning.launch_space_1"))]
    if to - 1 > rounds_left:
        useful = max(1, rounds_left + 1)
        m = msg("warning.launch_past_game_end", n=rounds_left, useful=useful, to=to)
        return [MoveWarning("launch_past_game_end", m)]
    return []


def _unpaid_lays(state: GameState, to: int) -> MoveWarning | None:
    """A ship launched to `to` when the seat cannot pay even the cheapest lay now: the facts
    of what the ship will cost (its rounds at sea, the lays due when it comes home)."""
    seat = state.decision.seat
    assert seat is not None
    lays = [w.lay for w in state.rules.whales.values() if w.lay > 0]
    money = state.seats[seat].money
    home = state.round + to - 1
    if not lays or money >= min(lays) or home > state.rules.game.rounds:
        return None  # (a ship home after the last round: the final returns, said elsewhere)
    m = msg(
        "warning.unpaid_lays",
        last=home - 1,
        round=home,
        low=words.money(min(lays)),
        high=words.money(max(lays)),
        money=words.money(money),
    )
    return MoveWarning("unpaid_lays", m)


def _effect(state: GameState, space: str) -> str:
    rules = state.rules
    if space in rules.spaces:
        return rules.spaces[space].effect
    return rules.buildings[space].effect


def _unused_purchase(state: GameState, cmd: Place) -> MoveWarning | None:
    d = state.decision
    seat_index = d.seat
    assert seat_index is not None
    seat = state.seats[seat_index]
    purchase = state.rules.game.purchase
    if d.kind != "place" or state.purchase_used or seat.money < purchase.price:
        return None
    if cmd.space not in state.rules.spaces or _effect(state, cmd.space) != "gain_goods":
        return None  # only the board's goods spaces (Farm, Forest, Warehouse)
    now = set(place_options(state, seat_index, d.inn))
    for good in purchase.goods:
        after = state.clone()
        apply_unchecked(after, BuyGoods(good))
        new = [
            c
            for c in place_options(after, seat_index, d.inn)
            if c not in now and _effect(state, c.action_space) in _PROGRESS_EFFECTS
        ]
        if new:
            return MoveWarning("unused_purchase", _purchase_text(state, good, new[-1]))
    return None


def _purchase_text(state: GameState, good: str, example: Place) -> Msg:
    p = state.rules.game.purchase
    rules = state.rules
    effect = _effect(state, example.action_space)
    space = words.place(rules, example.space)
    if example.build is not None:
        what = msg("warning.what.build", building=words.place(rules, example.build), space=space)
    elif effect == "prepare":
        what = msg("warning.what.prepare", space=space)
    else:
        what = msg("warning.what.launch", n=example.to or 0, space=space)
    return msg(
        "warning.unused_purchase",
        amount=p.amount,
        good=words.good(good),
        price=words.money(p.price),
        what=what,
    )


def buying_order(state: GameState, seller: int) -> list[int]:
    """The seats that may buy a whale sold by `seller`, in the order they are asked."""
    order = state.order
    pos = order.index(seller)
    return [order[(pos + k) % len(order)] for k in range(1, len(order))]


def _sell_to_captain(state: GameState, cmd: Sell) -> MoveWarning | None:
    seller = state.decision.seat
    assert seller is not None
    lay = lay_of(state, cmd.token)
    if state.seats[seller].money < lay:
        return None  # it cannot be kept anyway: selling is the only choice
    for buyer in buying_order(state, seller):
        s = state.seats[buyer]
        if s.is_captain:
            if not can_take_whale(state, buyer):
                continue
            m = msg(
                "warning.sell_to_captain",
                whale=words.whale(state.rules, cmd.token),
                captain=state.setup.seats[buyer].name,
                lay=words.money(lay),
            )
            return MoveWarning("sell_to_captain", m)
        if s.money >= lay:
            return None  # a player is asked first and can afford it
    return None


def greedy_placements(
    games: int, boards: dict[str, CaptainBoard], brain: CaptainBrain, first: int = 0
) -> Iterator[tuple[GameState, Place]]:
    """Every placement the greedy bot makes in `games` games against the four Captains in turn
    (the game number is the seed, from `first`), with the state it is made in: the sample the
    warning-rate target is measured on (`benchmarks/warning_bench.py`,
    `tests/teach/test_warnings.py`; `tools/launch_truth.py` picks its positions from it)."""
    from nbgui.bots.greedy import GreedyBot

    captains = ("starbuck", "stubb", "flask", "ahab")
    for seed in range(first, first + games):
        state, _ = new_game(make_setup(seed, [captains[seed % 4]], boards))
        bot = GreedyBot(seed)
        while state.decision.kind != "over":
            seat = state.decision.seat
            assert seat is not None
            if state.seats[seat].is_captain:
                state, _ = apply(state, brain.decide(state).command)
                continue
            cmd = bot.choose(state, legal_commands(state))
            if isinstance(cmd, Place):
                yield state, cmd
            state, _ = apply(state, cmd)
