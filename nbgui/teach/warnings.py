"""Mistake warnings: "are you sure?" before a legal but (almost always) poor move.

`warnings_for(state, cmd)` returns zero or more `MoveWarning(code, message)`. Each warning has a
precise, documented trigger so it never fires on an ordinary move; the move stays legal and the
player may go ahead. Codes (stable; the reference entry for each is in `WARNING_ENTRIES`):

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
``sell_to_captain``
    Selling a whale (on a returning ship) that the seat could afford to keep (its lay is payable
    now), when in the buying round that follows the first seat able to buy it is a Captain
    under its whale limit: Captains buy free and take the most valuable whale, so the whale's
    points go to an opponent.

>>> from nbgui.engine import Place
>>> [w.code for w in warnings_for_launch_target(1, rounds_left=10)]
['launch_space_1']
"""

from __future__ import annotations

from dataclasses import dataclass

from nbgui.engine import (
    BuyGoods,
    Command,
    GameState,
    Place,
    RuleError,
    Sell,
    apply_unchecked,
    can_take_whale,
    lay_of,
    place_options,
    validate,
)
from nbgui.text import words
from nbgui.text.message import Msg, english, msg

_LAUNCH_EFFECTS = ("launch", "launch_half", "prepare_and_launch")
_GOODS_SPACES = ("farm", "forest", "warehouse")
_PROGRESS_EFFECTS = ("build", "build_discount", "prepare", *_LAUNCH_EFFECTS)

#: Warning code → the rules-reference entry that explains it.
WARNING_ENTRIES: dict[str, str] = {
    "launch_space_1": "rule:launch_space_1",
    "launch_past_game_end": "rule:whaling",
    "unused_purchase": "rule:purchase",
    "sell_to_captain": "rule:selling",
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


def warnings_for(state: GameState, cmd: Command) -> list[MoveWarning]:
    """Warnings about `cmd` for the seat to act (empty for ordinary moves or illegal ones).

    Illegal commands get no warning: the engine's `RuleError` explains those.
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
            out.extend(warnings_for_launch_target(cmd.to, left))
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
        return [MoveWarning("launch_space_1", msg("warning.launch_space_1"))]
    if to - 1 > rounds_left:
        useful = max(1, rounds_left + 1)
        m = msg("warning.launch_past_game_end", left=rounds_left, useful=useful, to=to)
        return [MoveWarning("launch_past_game_end", m)]
    return []


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
    if cmd.space not in _GOODS_SPACES:
        return None
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
                whale=words.token(state.rules, cmd.token),
                captain=state.setup.seats[buyer].name,
                lay=words.money(lay),
            )
            return MoveWarning("sell_to_captain", m)
        if s.money >= lay:
            return None  # a player is asked first and can afford it
    return None
