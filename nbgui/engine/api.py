"""The engine's entry points: `new_game`, `legal_commands`, `apply`, `validate`.

>>> from nbgui.engine import GameSetup, SeatSpec, new_game, legal_commands, apply
>>> setup = GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
>>> state, events = new_game(setup)
>>> state.decision.kind
'start_goods'
>>> state, events = apply(state, legal_commands(state)[0])
"""

from __future__ import annotations

from functools import lru_cache

from nbgui.content.loader import default_rules
from nbgui.content.models import Rules
from nbgui.engine.commands import (
    BuyGoods,
    BuyWhale,
    Command,
    Fallback,
    Pass,
    Pay,
    Place,
    Roll,
    Sell,
    StartGoods,
    Take,
)
from nbgui.engine.effects.tables import rules_tables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import (
    NO_EVENTS,
    BuyerPassed,
    Event,
    FallbackDrawn,
    GoodsBought,
    LayPaid,
    PickPassed,
    StartingGoodsTaken,
    WhaleBought,
    WhaleSold,
    WhaleTaken,
)
from nbgui.engine.flow import (
    advance_buyer,
    after_placement,
    begin_round,
    can_buy,
    can_take_whale,
    draw_index,
    lay_of,
    new_state,
    resume,
    roll_die,
    start_buying_round,
)
from nbgui.engine.place import check_place, fill_place_options, place_worker
from nbgui.engine.state import Decision, GameSetup, GameState
from nbgui.text import Msg, Param, msg, words


def new_game(setup: GameSetup, rules: Rules | None = None) -> tuple[GameState, list[Event]]:
    """Start a game from `setup` (seed and seats); return the state and the setup events."""
    events: list[Event] = []
    state = new_state(setup, rules if rules is not None else default_rules(), events)
    return state, events


def seat_name(state: GameState, seat: int | None) -> Param:
    """A seat's name as a message parameter (`words.seat`: an AI seat's in the language shown)."""
    if seat is None:
        return "Nobody"
    spec = state.setup.seats[seat]
    return words.seat(spec.name, spec.ai)


def start_goods_options(value: int, prices: tuple[int, int, int]) -> list[StartGoods]:
    """Every way to take starting goods worth exactly `value` at `prices` (lumber, food, brick;
    the game's come from rules/game.json `goods_value`), the rest in $1 coins."""
    return list(_start_goods_options(value, prices))


def _prices(state: GameState) -> tuple[int, int, int]:
    value = state.rules.game.goods_value
    return value["lumber"], value["food"], value["brick"]


@lru_cache(maxsize=8)
def _start_goods_options(value: int, prices: tuple[int, int, int]) -> tuple[StartGoods, ...]:
    pl, pf, pb = (max(1, p) for p in prices)
    out = []
    for brick in range(value // pb + 1):
        after_brick = value - pb * brick
        for lumber in range(after_brick // pl + 1):
            after_lumber = after_brick - pl * lumber
            for food in range(after_lumber // pf + 1):
                out.append(StartGoods(lumber, food, brick, after_lumber - pf * food))
    return tuple(out)


class CommandList(list[Command]):
    """`legal_commands`' list for a placement decision, with `starts`: the index where each
    group of commands begins, a group being the commands of one `group` (a space's placements,
    the goods purchases, Ahab's fallback draws). Every group is one run of the list, in the
    order the groups first appear, so a player choosing a kind of move first (the RandomBot)
    need not read every command. Changing the list leaves `starts` behind: copy it first."""

    __slots__ = ("starts",)
    starts: list[int]


def legal_commands(state: GameState) -> list[Command]:
    """Every legal command now, in a stable order; empty exactly when the game is over."""
    d = state.decision
    kind = d.kind
    if kind == "over" or d.seat is None:
        return []
    seat_index = d.seat
    seat = state.seats[seat_index]
    if kind == "place":
        out = CommandList()
        starts: list[int] = []
        out.starts = starts
        captain = seat.kind == "captain"
        tables = rules_tables(state.rules)
        if not captain and not state.purchase_used and seat.money >= tables.purchase_price:
            starts.append(0)
            out += tables.purchases
        fill_place_options(state, seat_index, d.inn, out, starts, tables)
        if captain and seat.spec.fallback_draw:
            starts.append(len(out))
            out += fallback_options(state, seat_index)
        return out
    if kind == "roll":
        return [Roll()]
    if kind == "start_goods":
        return list(_start_goods_options(state.rules.game.starting_value, _prices(state)))
    if kind == "return":
        assert d.ship is not None
        returns: list[Command] = []
        for token in state.ship(seat_index, d.ship).cargo:
            if seat.money >= lay_of(state, token):
                returns.append(Pay(token))
            returns.append(Sell(token))
        return returns
    if kind == "buy_whale":
        buys: list[Command] = [BuyWhale(t) for t in state.sold if can_buy(state, seat_index, t)]
        return [*buys, Pass()]
    if kind == "pick":
        sea = state.rules.whales["sea"].letter
        takes: list[Command] = []
        for t in state.beside:  # a loop, not a comprehension: no frame of its own (3.11)
            if t[0] != sea:
                takes.append(Take(t))
        takes.append(Pass())
        return takes
    raise AssertionError(kind)


def decision_message(state: GameState, d: Decision) -> Msg:
    """Whose decision it is and what it is, as a message."""
    return msg(f"decision.{d.kind}", seat=seat_name(state, d.seat))


def decision_for_you(d: Decision) -> Msg:
    """What the seat that must act has to do, said to that seat ("choose your starting goods
    first."): a refusal names no one to themselves."""
    return msg(f"decision.you.{d.kind}")


def _with_purchase(state: GameState, cmd: Place, err: RuleError) -> RuleError:
    """`err`, or, when the seat is short of a good the goods purchase sells and one purchase
    (still unused this placement, and affordable) covers it, the same refusal with that way
    out: "Preparing a ship needs 1 lumber; you have 0 lumber. Buy 2 lumber for $3 first, then
    place the worker." (it said only what was missing). The purchase must leave the fee of
    another seat's building to pay."""
    purchase = state.rules.game.purchase
    good = err.code.removeprefix("not_enough_")
    short = err.params.get("short")
    seat = state.decision.seat
    if (
        err.variant != "needs"
        or good not in purchase.goods
        or not isinstance(short, int)
        or short > purchase.amount
        or state.purchase_used
        or seat is None
    ):
        return err
    owner = state.owner.get(cmd.space)
    fee = state.rules.game.fee if owner is not None and owner != seat else 0
    if state.seats[seat].money < purchase.price + fee:
        return err
    return RuleError(
        err.code,
        variant="needs_buy",
        **err.params,
        amount=words.amount(good, purchase.amount),
        price=words.money(purchase.price),
    )


def _wrong(state: GameState, d: Decision) -> RuleError:
    """The refusal of a command of the wrong kind for decision `d`: the command was the
    acting seat's own (another seat's is `not_your_turn`), so it speaks to "you" ("Not now:
    choose your starting goods first."; it said "Not now: Ann must choose starting goods." to
    Ann)."""
    return RuleError("wrong_decision", decision=decision_for_you(d))


def validate(state: GameState, cmd: Command, seat: int | None = None) -> None:
    """Raise `RuleError` (stable code, one sentence) unless `cmd` is legal now."""
    d = state.decision
    if d.kind == "over" or d.seat is None:
        raise RuleError("game_over")
    if seat is not None and seat != d.seat:
        raise RuleError("not_your_turn", decision=decision_message(state, d))
    s = state.seats[d.seat]
    if d.kind == "start_goods":
        if not isinstance(cmd, StartGoods):
            raise _wrong(state, d)
        value = state.rules.game.starting_value
        parts = (cmd.lumber, cmd.food, cmd.brick, cmd.money)
        pl, pf, pb = _prices(state)
        worth = pl * cmd.lumber + pf * cmd.food + pb * cmd.brick + cmd.money
        if min(parts) < 0 or worth != value:
            prices = state.rules.game.goods_value
            raise RuleError(
                "bad_start_goods",
                value=words.money(value),
                lumber=words.money(prices["lumber"]),
                food=words.money(prices["food"]),
                brick=words.money(prices["brick"]),
            )
        return
    if d.kind == "roll":
        if not isinstance(cmd, Roll):
            raise _wrong(state, d)
        return
    if d.kind == "place":
        if isinstance(cmd, BuyGoods):
            purchase = state.rules.game.purchase
            if s.is_captain:
                raise RuleError("captain_no_money")
            if cmd.good not in purchase.goods:
                raise RuleError("bad_purchase", goods=tuple(words.good(g) for g in purchase.goods))
            if state.purchase_used:
                raise RuleError("purchase_used")
            if s.money < purchase.price:
                raise RuleError(
                    "not_enough_money",
                    variant="purchase_unaffordable",
                    amount=words.amount(cmd.good, purchase.amount),
                    price=words.money(purchase.price),
                    have=words.money(s.money),
                )
            return
        if isinstance(cmd, Fallback):
            if not (s.is_captain and s.spec.fallback_draw):
                raise RuleError("no_fallback")
            if cmd not in fallback_options(state, d.seat):
                raise RuleError("fallback_ship")
            return
        if not isinstance(cmd, Place):
            raise _wrong(state, d)
        try:
            check_place(state, d.seat, cmd, d.inn)
        except RuleError as err:
            raise _with_purchase(state, cmd, err) from None
        return
    if d.kind == "return":
        if not isinstance(cmd, Pay | Sell):
            raise _wrong(state, d)
        assert d.ship is not None
        if cmd.token not in state.ship(d.seat, d.ship).cargo:
            raise RuleError("not_aboard", token=words.token(state.rules, cmd.token))
        if isinstance(cmd, Pay) and s.money < lay_of(state, cmd.token):
            raise RuleError(
                "not_enough_money",
                variant="lay_unaffordable",
                token=words.token(state.rules, cmd.token),
                lay=words.money(lay_of(state, cmd.token)),
                have=words.money(s.money),
            )
        return
    if d.kind == "buy_whale":
        if isinstance(cmd, Pass):
            return
        if not isinstance(cmd, BuyWhale):
            raise _wrong(state, d)
        if cmd.token not in state.sold:
            raise RuleError("not_for_sale", token=words.token(state.rules, cmd.token))
        if not can_buy(state, d.seat, cmd.token):
            if not can_take_whale(state, d.seat):
                raise RuleError("whale_limit", n=s.spec.whale_limit or 0)
            raise RuleError(
                "not_enough_money",
                variant="full_lay_unaffordable",
                token=words.token(state.rules, cmd.token),
                lay=words.money(lay_of(state, cmd.token)),
                have=words.money(s.money),
            )
        return
    if d.kind == "pick":
        if isinstance(cmd, Pass):
            return
        if not isinstance(cmd, Take):
            raise _wrong(state, d)
        if cmd.token not in state.beside:
            raise RuleError("not_drawn", token=words.token(state.rules, cmd.token))
        sea = state.rules.whales["sea"].letter
        if cmd.token[0] == sea:
            raise RuleError("sea_token")
        if not can_take_whale(state, d.seat):
            raise RuleError("whale_limit", n=s.spec.whale_limit or 0)
        return
    raise AssertionError(d.kind)


def apply(state: GameState, cmd: Command, seat: int | None = None) -> tuple[GameState, list[Event]]:
    """Check `cmd` and return the next state and the events; `state` itself is unchanged.

    Raises `RuleError` (with `.code` and a sentence) if the command is not legal now; `seat`
    (optional) is who is trying to act, for a precise "not your turn".
    """
    validate(state, cmd, seat)
    new = state.clone()
    events: list[Event] = []
    apply_unchecked(new, cmd, events)
    return new, events


def apply_unchecked(state: GameState, cmd: Command, events: list[Event] | None = None) -> None:
    """Simulation fast path: perform a command taken from `legal_commands` on `state` in place.

    Never for the UI or for input from outside: it does not validate. Without `events` the
    engine builds none of its frequent events (`NO_EVENTS`), which the simulations never read.
    `apply` performs the command it has checked through here, on its copy, with a list.
    """
    if events is None:
        events = NO_EVENTS
    d = state.decision
    assert d.seat is not None
    seat_index = d.seat
    seat = state.seats[seat_index]
    if isinstance(cmd, Place):
        # Already checked (by `validate`, or by the caller of `apply_unchecked`): only the
        # space's context (fees, bonus) is needed to perform it.
        place_worker(state, seat_index, cmd, d.inn, events)
        after_placement(state, events)
    elif isinstance(cmd, BuyGoods):
        purchase = state.rules.game.purchase
        seat.money -= purchase.price
        setattr(seat, cmd.good, getattr(seat, cmd.good) + purchase.amount)
        state.purchase_used = True
        if events is not NO_EVENTS:
            events.append(GoodsBought(seat_index, cmd.good, purchase.amount, purchase.price))
    elif isinstance(cmd, Roll):
        roll_die(state, seat_index, events)
        seat.rolled = True
        state.decision = Decision("place", seat_index, inn=d.inn)
    elif isinstance(cmd, StartGoods):
        seat.lumber, seat.food, seat.brick, seat.money = cmd.lumber, cmd.food, cmd.brick, cmd.money
        events.append(StartingGoodsTaken(seat_index, cmd.lumber, cmd.food, cmd.brick, cmd.money))
        state.setup_queue.pop(0)
        if state.setup_queue:
            state.decision = Decision("start_goods", state.setup_queue[0])
        else:
            begin_round(state, events)
    elif isinstance(cmd, (Pay, Sell)):  # a tuple: `Pay | Sell` is built anew on every call
        assert d.ship is not None
        ship = state.ship(seat_index, d.ship)
        ship.cargo.remove(cmd.token)
        lay = lay_of(state, cmd.token)
        if isinstance(cmd, Pay):
            seat.money -= lay
            seat.returned.append(cmd.token)
            events.append(LayPaid(seat_index, cmd.token, lay))
        else:
            paid = lay // state.rules.game.sale_divisor
            seat.money += paid
            state.sold.append(cmd.token)
            events.append(WhaleSold(seat_index, cmd.token, paid))
        if not ship.cargo and state.sold:
            start_buying_round(state, seat_index, state.sold)
        resume(state, events)
    elif isinstance(cmd, BuyWhale):
        price = 0 if seat.is_captain else lay_of(state, cmd.token)
        seat.money -= price
        state.sold.remove(cmd.token)
        seat.returned.append(cmd.token)
        events.append(WhaleBought(seat_index, cmd.token, price))
        advance_buyer(state, passed=False)
        resume(state, events)
    elif isinstance(cmd, Pass):
        if d.kind == "buy_whale":
            events.append(BuyerPassed(seat_index, False))
            advance_buyer(state, passed=True)
        else:
            if events is not NO_EVENTS:
                events.append(PickPassed(seat_index, d.ship or 0, False))
            state.pick_queue.pop(0)
        resume(state, events)
    elif isinstance(cmd, Take):
        assert d.ship is not None
        state.beside.remove(cmd.token)
        state.ship(seat_index, d.ship).cargo.append(cmd.token)
        if events is not NO_EVENTS:
            events.append(WhaleTaken(seat_index, d.ship, cmd.token))
        state.pick_queue.pop(0)
        resume(state, events)
    elif isinstance(cmd, Fallback):
        _fallback(state, seat_index, cmd.ship, events)
        seat.workers_left -= 1
        seat.placed_this_round += 1
        seat.rolled = False
        after_placement(state, events)
    else:  # pragma: no cover
        raise AssertionError(cmd)


def fallback_options(state: GameState, seat_index: int) -> list[Fallback]:
    """Ahab's fallback draws: with two or more ships at sea, one per ship (the human picks
    which ship a drawn whale boards, CAPTAINS.md 2), farthest first; else the plain draw."""
    at_sea = [idx for lane in reversed(state.track) for s, idx in lane if s == seat_index]
    if len(at_sea) < 2 or state.setup.edition < 2:
        return [Fallback()]
    return [Fallback(idx) for idx in at_sea]


def _fallback(state: GameState, seat_index: int, ship: int | None, events: list[Event]) -> None:
    """Ahab goes round his Orders without a space: one token from the bag, aboard the chosen
    ship (automatic: his farthest) if it is a whale he may take, else back into the bag
    (CAPTAINS.md 2)."""
    if not state.bag:
        return
    token = state.bag.pop(draw_index(state, len(state.bag)))
    target = None
    if token[0] != state.rules.whales["sea"].letter and can_take_whale(state, seat_index):
        at_sea = [idx for lane in reversed(state.track) for s, idx in lane if s == seat_index]
        if at_sea:
            target = ship if ship in at_sea else at_sea[0]
    if target is None:
        state.bag.append(token)
    else:
        state.ship(seat_index, target).cargo.append(token)
    events.append(FallbackDrawn(seat_index, token, target))
