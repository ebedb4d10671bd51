"""Worker placement: which placements are legal, why one is refused, and performing it.

One space-level check (`space_context`) settles availability, fees and the first-worker bonus;
one function per action effect then checks the sub-choices (`_check_*`), lists them
(`_options_*`) and performs them (`_perform`). Captains pay and collect nothing (RULES.md 10.4):
for them costs are ignored and gains are not paid, but the board changes (buildings, ships,
tokens, blocked spaces) happen exactly as for a human.

Speed: `legal_commands` runs on every simulated step, and a General Store with a full hand has
hundreds of sales. Commands are immutable, so the listers hand out shared `Place` objects
(`_place`, `_sale_places`, bounded caches) and read per-Rules constants (build prices after each
discount, launch food, prices) from `rules_tables`, computed once per `Rules` object.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from nbgui.content.models import Rules
from nbgui.engine.commands import GOODS, Good, Place
from nbgui.engine.errors import RuleError
from nbgui.engine.events import (
    BuildingBuilt,
    Event,
    FeePaid,
    GoodsGained,
    GoodsSpent,
    PostOfficeTaken,
    SeaTokensRemoved,
    ShipLaunched,
    ShipMoved,
    ShipPrepared,
    WhalesRendered,
    WorkerPlaced,
)
from nbgui.engine.state import GameState, Seat, Ship
from nbgui.text import Msg, Term, msg, words

TOWN_SPACES = ("farm", "forest", "warehouse", "general_store", "town_hall")
WHALING_SPACES = ("dockyard", "city_pier")
BOARD_SPACES = TOWN_SPACES + WHALING_SPACES
_BOARD_SET = frozenset(BOARD_SPACES)
_NO_REPEAT = ("repeat_captain",)  # any Captain action, the Inn included (RULES.md 10.9)
_BIG = 10**9


@dataclass(slots=True)
class SpaceContext:
    """What placing on one space means for one seat right now."""

    seat_index: int
    seat: Seat
    captain: bool
    space: str
    action: str
    effect: str
    bonus: bool
    fees: Sequence[tuple[int | None, int, str]]
    lumber: int
    food: int
    brick: int
    money: int


def space_name(state: GameState, space: str) -> str:
    """The English display name of a space or building id."""
    if space in state.rules.spaces:
        return state.rules.spaces[space].name.en
    if space in state.rules.buildings:
        return state.rules.buildings[space].name.en
    return space


def space_context(
    state: GameState,
    seat_index: int,
    space: str,
    inn: bool,
    occupied: set[str] | None = None,
    tables: RulesTables | None = None,
) -> SpaceContext:
    """Check that `space` can take a worker of `seat_index` now; return its context.

    `occupied` (the spaces holding a worker) and `tables` (`rules_tables(state.rules)`) save
    recomputing them when the caller already has them.
    """
    rules = state.rules
    seat = state.seats[seat_index]
    captain = seat.kind == "captain"
    if space in _BOARD_SET:  # the fast path: no fee, no refusal
        if tables is None:
            tables = rules_tables(rules)
        effect = tables.effects[space]
        bonus = state.is_first_on(space) if occupied is None else space not in occupied
        if captain:
            return SpaceContext(
                seat_index, seat, True, space, space, effect, bonus, (), _BIG, _BIG, _BIG, _BIG
            )
        return SpaceContext(
            seat_index,
            seat,
            False,
            space,
            space,
            effect,
            bonus,
            (),
            seat.lumber,
            seat.food,
            seat.brick,
            seat.money,
        )
    fees: list[tuple[int | None, int, str]] = []
    building = rules.buildings.get(space)
    if building is None or (space not in state.unbuilt and space not in state.owner):
        raise RuleError("unknown_space", space=space)
    name = Term(building.name.en)
    if inn:
        raise RuleError("inn_town_only")
    if space not in state.owner:
        raise RuleError("not_built", building=name)
    if building.kind == "victory":
        raise RuleError("no_action", building=name)
    if space in state.used_buildings:
        raise RuleError("space_taken", building=name)
    owner = state.owner[space]
    if building.effect == "take_post_office" and owner == seat_index:
        raise RuleError("own_post_office", building=name)
    if owner != seat_index:
        fees.append((owner, rules.game.fee, space))
    effect = building.effect
    action = space
    bonus = False
    if effect == "repeat_captain":
        if captain:
            raise RuleError("captain_turners_mill", building=name)
        last = state.last_captain_place
        if last is None:
            raise RuleError("no_captain_action")
        action = last.action_space
        fees.append((None, 1, "turners_mill"))
        if action in BOARD_SPACES:
            effect = rules.spaces[action].effect
        else:
            repeated = rules.buildings[action]
            if repeated.effect in _NO_REPEAT:
                raise RuleError("cannot_repeat", mill=name, building=words.place(rules, action))
            rowner = state.owner.get(action)
            if rowner is None:
                raise RuleError("not_built", building=words.place(rules, action))
            if repeated.effect == "take_post_office" and rowner == seat_index:
                raise RuleError("own_post_office", building=words.place(rules, action))
            if rowner != seat_index:
                fees.append((rowner, rules.game.fee, action))
            effect = repeated.effect
    if captain:
        return SpaceContext(
            seat_index, seat, True, space, action, effect, bonus, fees, _BIG, _BIG, _BIG, _BIG
        )
    upfront = sum(amount for _, amount, _ in fees)
    if seat.money < upfront:
        raise RuleError(
            "not_enough_money",
            variant="fee_unaffordable",
            space=name,
            cost=words.money(upfront),
            have=words.money(seat.money),
        )
    return SpaceContext(
        seat_index,
        seat,
        False,
        space,
        action,
        effect,
        bonus,
        fees,
        seat.lumber,
        seat.food,
        seat.brick,
        seat.money - upfront,
    )


# ---- per-Rules tables and shared commands (the hot path of `legal_commands`) ------------


@dataclass(frozen=True, slots=True)
class BuildChoice:
    """One legal-looking build: the command and what it costs after its discount."""

    place: Place
    lumber: int
    food: int
    brick: int
    money: int


class RulesTables:
    """Constants derived from one `Rules` object, computed once instead of on every call:
    goods prices, launch food costs, and every build command of a build space with its price.

    Commands are immutable values, so the lists hold shared `Place` objects; `legal_commands`
    copies references instead of building thousands of commands per game.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        value = rules.game.goods_value
        self.prices: tuple[int, int, int] = (value["lumber"], value["food"], value["brick"])
        self.food_cost: tuple[int, ...] = (0, *rules.game.track.food_cost)
        self.track_spaces = rules.game.track.spaces
        self.slots = rules.game.track.slots
        self.effects: dict[str, str] = {sid: sp.effect for sid, sp in rules.spaces.items()}
        # Board spaces whose only command is the bare `place <space>` for everyone, always
        # (Farm, Forest: no fee, no choice, nothing to afford).
        self.plain_spaces = frozenset(
            sid
            for sid, sp in rules.spaces.items()
            if sp.effect == "gain_goods" and sp.bonus.kind != "choose_good"
        )
        self.action_buildings = frozenset(
            b.id for b in rules.buildings.values() if b.kind == "action"
        )
        # The rules numbers the effects use (all from rules/, RULES.md 4): first-worker
        # discounts and money, build discounts, prepare cost, sale prices, Tavern and Tryworks.
        self.bonus_count: dict[str, int] = {sid: sp.bonus.count for sid, sp in rules.spaces.items()}
        self.bonus_money: dict[str, int] = {sid: sp.bonus.money for sid, sp in rules.spaces.items()}
        self.build_discount: dict[str, int] = {b.id: b.discount for b in rules.buildings.values()}
        self.prepare_lumber = rules.game.prepare_lumber
        #: board spaces whose first worker picks a good (the Warehouse)
        self.choose_good = frozenset(
            sid for sid, sp in rules.spaces.items() if sp.bonus.kind == "choose_good"
        )
        self.sell_price: dict[str, tuple[int, int, int]] = {
            b.id: (b.sell_price.lumber, b.sell_price.food, b.sell_price.brick)
            for b in rules.buildings.values()
            if b.sell_price is not None
        }
        self.payout: dict[str, tuple[int, ...]] = {
            b.id: tuple(b.payout) for b in rules.buildings.values()
        }
        self.limit: dict[str, int] = {b.id: b.limit for b in rules.buildings.values()}
        whales = rules.whales
        self.sea = whales["sea"].letter
        self.right = whales["right"].letter
        self._builds: dict[tuple[str, str | None, int], dict[str, tuple[BuildChoice, ...]]] = {}

    def builds(
        self, space: str, repeat: str | None, count: int
    ) -> dict[str, tuple[BuildChoice, ...]]:
        """Per building id: every way to build it from `space` with `count` goods off."""
        key = (space, repeat, count)
        table = self._builds.get(key)
        if table is None:
            table = {}
            for b, building in self.rules.buildings.items():
                c = building.cost
                cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick}
                choices = []
                for disc in discount_options(cost, count):
                    need = dict(cost, money=c.money)
                    for g in disc:
                        need[g] -= 1
                    place = Place(space, repeat=repeat, build=b, discount=disc)
                    choices.append(
                        BuildChoice(
                            place, need["lumber"], need["food"], need["brick"], need["money"]
                        )
                    )
                table[b] = tuple(choices)
            self._builds[key] = table
        return table

    def captain_builds(self, space: str, repeat: str | None, unbuilt: list[str]) -> list[Place]:
        """A Captain's build commands (no discount: Captains pay nothing)."""
        table = self.builds(space, repeat, 0)
        return [table[b][0].place for b in unbuilt]


_TABLES: dict[int, RulesTables] = {}


def rules_tables(rules: Rules) -> RulesTables:
    """The tables of `rules` (made on first use; one entry per Rules object)."""
    tables = _TABLES.get(id(rules))
    if tables is None or tables.rules is not rules:
        if len(_TABLES) > 16:  # test suites load a few Rules objects; keep this bounded
            _TABLES.clear()
        tables = _TABLES[id(rules)] = RulesTables(rules)
    return tables


_PLACES: dict[tuple[str, str | None, Good | None, int | None, int | None, int | None], Place] = {}


def _place(
    space: str,
    repeat: str | None = None,
    bonus: Good | None = None,
    ship: int | None = None,
    to: int | None = None,
    take: int | None = None,
) -> Place:
    """A shared `Place` (bounded: spaces, ships and track spaces are few)."""
    key = (space, repeat, bonus, ship, to, take)
    place = _PLACES.get(key)
    if place is None:
        place = _PLACES[key] = Place(space, repeat=repeat, bonus=bonus, ship=ship, to=to, take=take)
    return place


_SALE: dict[tuple[str, str | None], dict[tuple[int, int, int], Place]] = {}
_SALES: dict[tuple[str, str | None, bool, int, int, int], tuple[Place, ...]] = {}
_sales_size = 0  # Place references held by _SALES
_CACHE_LIMIT = 1_000_000  # holdings are unbounded in principle: keep the caches bounded


def _sale_places(
    space: str, repeat: str | None, lumber_only: bool, lumber: int, food: int, brick: int
) -> tuple[Place, ...]:
    """Every sale of at least one good out of these holdings, in a stable order."""
    key = (space, repeat, lumber_only, lumber, food, brick)
    places = _SALES.get(key)
    if places is not None:
        return places
    grid = _SALE.get((space, repeat))
    if grid is None or len(grid) > _CACHE_LIMIT:
        grid = _SALE[(space, repeat)] = {}
    out: list[Place] = []
    for lu in range(lumber + 1):
        for fo in range(1 if lumber_only else food + 1):
            for br in range(1 if lumber_only else brick + 1):
                sell = (lu, fo, br)
                place = grid.get(sell)
                if place is None:
                    place = grid[sell] = Place(space, repeat=repeat, sell=sell)
                out.append(place)
    global _sales_size
    if _sales_size > _CACHE_LIMIT:
        _SALES.clear()
        _sales_size = 0
    places = _SALES[key] = tuple(out[1:])  # out[0] sells nothing
    _sales_size += len(places)
    return places


# ---- helpers ---------------------------------------------------------------------------


def _mill(state: GameState) -> Term | str:
    return words.place(state.rules, "turners_mill")


def _kind(state: GameState, letter: str) -> Term | str:
    return words.whale_kind(state.rules, letter) or letter


def _short(need: dict[str, int], ctx: SpaceContext) -> str | None:
    for good in ("lumber", "food", "brick", "money"):
        have = getattr(ctx, good)
        if need.get(good, 0) > have:
            return good
    return None


def _require(need: dict[str, int], ctx: SpaceContext, what: Msg) -> None:
    good = _short(need, ctx)
    if good is not None:
        have = getattr(ctx, good)
        raise RuleError(
            f"not_enough_{good}",
            variant="needs",
            doing=what,
            need=words.amount(good, need[good]),
            have=words.amount(good, have),
        )


def _room(state: GameState, to: int) -> bool:
    return len(state.track[to - 1]) < state.rules.game.track.slots


def _check_to(state: GameState, to: int | None) -> int:
    spaces = state.rules.game.track.spaces
    if to is None or not 1 <= to <= spaces:
        raise RuleError("bad_launch_target", last=spaces)
    if not _room(state, to):
        raise RuleError("space_full", space=to, n=state.rules.game.track.slots)
    return to


def _check_ship(ctx: SpaceContext, ship: int | None, where: str) -> Ship:
    ships = ctx.seat.ships
    if ship is None or not 1 <= ship <= len(ships):
        raise RuleError("no_such_ship", count=len(ships))
    s = ships[ship - 1]
    if s.where != where:
        raise RuleError("ship_not_there", ship=ship, place=msg(f"where.{where}"))
    return s


def discount_options(cost: dict[str, int], count: int) -> list[tuple[Good, ...]]:
    """Every way to take `count` goods off `cost` (multisets, in goods order)."""
    pool = [g for g in GOODS for _ in range(cost.get(g, 0))]
    count = min(count, len(pool))
    if count == 0:
        return [()]
    if count == 1:
        return [(g,) for g in GOODS if cost.get(g, 0) > 0]
    out: list[tuple[Good, ...]] = []
    for i, a in enumerate(GOODS):
        for b in GOODS[i:]:
            if (a == b and cost.get(a, 0) >= 2) or (a != b and cost.get(a, 0) and cost.get(b, 0)):
                out.append((a, b))
    return out


def _build_discount_count(tables: RulesTables, ctx: SpaceContext) -> int:
    """Goods off a build: the Courthouse's `discount`, the Town Hall's first-worker
    `bonus.count` (rules/)."""
    if ctx.effect == "build_discount":
        return tables.build_discount[ctx.action]
    return tables.bonus_count[ctx.action] if ctx.bonus else 0


def _prepare_lumber(tables: RulesTables, ctx: SpaceContext) -> int:
    """Lumber to prepare a ship: `prepare_lumber`, less the Dockyard's first-worker
    `bonus.count`."""
    off = tables.bonus_count.get(ctx.action, 0) if ctx.bonus else 0
    return max(0, tables.prepare_lumber - off)


def _build_cost(state: GameState, building: str, discount: tuple[Good, ...]) -> dict[str, int]:
    c = state.rules.buildings[building].cost
    cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick, "money": c.money}
    for g in discount:
        cost[g] -= 1
    return cost


def _sale_value(
    tables: RulesTables, action: str, effect: str, sell: tuple[int, int, int], bonus: bool
) -> int:
    """Money for a sale: the building's own `sell_price` (Lumber Mill), else the goods' values;
    the Market pays the first good of each type twice; the General Store's first worker adds
    its `bonus.money`."""
    if effect == "sell_lumber":
        return sum(p * n for p, n in zip(tables.sell_price[action], sell, strict=True))
    prices = tables.prices
    value = sum(p * n for p, n in zip(prices, sell, strict=True))
    if effect == "sell_market":
        value += sum(p for p, n in zip(prices, sell, strict=True) if n > 0)
    if bonus:
        value += tables.bonus_money[action]
    return value


# ---- sub-choice checks -----------------------------------------------------------------

_FIELDS = {
    "gain_goods": {"bonus"},
    "gain_money": set(),
    "sell_goods": {"sell"},
    "sell_lumber": {"sell"},
    "sell_market": {"sell"},
    "build": {"build", "discount"},
    "build_discount": {"build", "discount"},
    "prepare": {"ship"},
    "launch": {"ship", "to"},
    "prepare_and_launch": {"ship", "to"},
    "launch_half": {"ship", "to"},
    "move_out": {"ship"},
    "render_right": {"ship"},
    "money_per_whale": {"ship"},
    "remove_sea": {"take"},
    "inn": set(),
    "take_post_office": set(),
}


def _given_fields(cmd: Place) -> set[str]:
    given = set()
    if cmd.bonus is not None:
        given.add("bonus")
    if cmd.build is not None:
        given.add("build")
    if cmd.discount:
        given.add("discount")
    if any(cmd.sell):
        given.add("sell")
    if cmd.ship is not None:
        given.add("ship")
    if cmd.to is not None:
        given.add("to")
    if cmd.take is not None:
        given.add("take")
    return given


def check_place(state: GameState, seat_index: int, cmd: Place, inn: bool) -> SpaceContext:
    """Raise `RuleError` unless `cmd` is a legal placement for `seat_index`; return its context."""
    ctx = space_context(state, seat_index, cmd.space, inn)
    if (cmd.repeat is not None) != (cmd.space == "turners_mill" or ctx.action != ctx.space):
        raise RuleError("bad_repeat", mill=_mill(state))
    if cmd.repeat is not None and cmd.repeat != ctx.action:
        raise RuleError(
            "bad_repeat",
            variant="repeat_last",
            mill=_mill(state),
            space=words.place(state.rules, ctx.action),
        )
    extra = _given_fields(cmd) - _FIELDS[ctx.effect]
    if extra:
        raise RuleError(
            "invalid_argument",
            space=words.place(state.rules, ctx.action),
            fields=", ".join(sorted(extra)),
        )
    _CHECKS[ctx.effect](state, ctx, cmd)
    return ctx


def _check_gain(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    if ctx.bonus and ctx.action in rules_tables(state.rules).choose_good:
        if cmd.bonus is None:
            raise RuleError("bonus_required", building=words.place(state.rules, ctx.action))
    elif cmd.bonus is not None:
        raise RuleError("bonus_not_available")


def _check_sale(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    name = words.place(state.rules, ctx.action)
    if ctx.captain:
        if any(cmd.sell):
            raise RuleError("captain_no_goods")
        return
    if ctx.effect == "sell_lumber" and (cmd.sell[1] or cmd.sell[2]):
        raise RuleError("lumber_only", building=name)
    if sum(cmd.sell) < 1:
        raise RuleError("nothing_to_sell", space=name)
    for good, n in zip(GOODS, cmd.sell, strict=True):
        have = getattr(ctx.seat, good)
        if n > have:
            raise RuleError(
                f"not_enough_{good}",
                variant="cannot_sell",
                sell=words.amount(good, n),
                have=words.amount(good, have),
            )


def _check_build(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    if cmd.build is None:
        raise RuleError("build_required")
    if cmd.build not in state.unbuilt:
        raise RuleError("not_available", building=cmd.build)
    name = words.place(state.rules, cmd.build)
    if ctx.captain:
        if _at_building_limit(state, ctx):
            raise RuleError("building_limit", n=ctx.seat.spec.building_limit or 0)
        if cmd.discount:
            raise RuleError("bad_discount", variant="captain_discount")
        return
    c = state.rules.buildings[cmd.build].cost
    cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick}
    count = min(_build_discount_count(rules_tables(state.rules), ctx), sum(cost.values()))
    # The discount goods must be listed in goods order (lumber, food, brick), as
    # `legal_commands` lists them, so that `validate` accepts exactly the listed commands; the
    # notation parser sorts them, so typed text may give them in any order.
    if cmd.discount not in discount_options(cost, count):
        if count == 0:
            raise RuleError("bad_discount", variant="no_discount")
        raise RuleError("bad_discount", n=count, building=name)
    _require(_build_cost(state, cmd.build, cmd.discount), ctx, msg("doing.build", building=name))


def _check_prepare(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    _check_ship(ctx, cmd.ship, "supply")
    if not ctx.captain:
        lumber = _prepare_lumber(rules_tables(state.rules), ctx)
        _require({"lumber": lumber}, ctx, msg("doing.prepare"))


def _launch_food(state: GameState, ctx: SpaceContext, to: int) -> int:
    """The food a launch to space `to` costs: City Pier 1 less for its first worker, Wharf half
    rounded up, Dry Dock the full cost."""
    tables = rules_tables(state.rules)
    return _food_for(tables, ctx, tables.food_cost[to])


def _food_for(tables: RulesTables, ctx: SpaceContext, cost: int) -> int:
    """`_launch_food` from the space's printed food cost (the City Pier's first worker pays
    its `bonus.count` fewer)."""
    if ctx.effect == "launch":
        return max(0, cost - (tables.bonus_count[ctx.action] if ctx.bonus else 0))
    if ctx.effect == "launch_half":
        return (cost + 1) // 2
    return cost


def _check_launch(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    _check_ship(ctx, cmd.ship, "supply" if ctx.effect == "prepare_and_launch" else "dock")
    to = _check_to(state, cmd.to)
    if not ctx.captain:
        need = {"food": _launch_food(state, ctx, to)}
        if ctx.effect == "prepare_and_launch":
            need["lumber"] = rules_tables(state.rules).prepare_lumber
        _require(need, ctx, msg("doing.launch", space=to))


def _check_move_out(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    ship = _check_ship(ctx, cmd.ship, "sea")
    last = state.rules.game.track.spaces
    if ship.space >= last:
        raise RuleError("track_end", ship=ship.index)
    if not _room(state, ship.space + 1):
        raise RuleError("space_full", space=ship.space + 1, n=state.rules.game.track.slots)


def _check_render(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    ship = _check_ship(ctx, cmd.ship, "sea")
    right = rules_tables(state.rules).right
    if not any(t[0] == right for t in ship.cargo):
        raise RuleError("no_right_whales", ship=ship.index, kind=_kind(state, right))


def _check_cooperage(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    ship = _check_ship(ctx, cmd.ship, "sea")
    if not ship.cargo:
        raise RuleError("no_whales_on_ship", ship=ship.index)


def _check_tavern(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    tables = rules_tables(state.rules)
    sea = tables.sea
    seas = sum(1 for t in state.beside if t[0] == sea)
    if seas == 0:
        raise RuleError("no_sea_tokens", kind=_kind(state, sea))
    most = min(len(tables.payout[ctx.action]), seas)
    if cmd.take is None or not 1 <= cmd.take <= most:
        raise RuleError("bad_take", most=most, n=seas, kind=_kind(state, sea))


def _check_nothing(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    return None


def _at_building_limit(state: GameState, ctx: SpaceContext) -> bool:
    """A Captain at its building limit builds no more and cannot take the Post Office."""
    limit = ctx.seat.spec.building_limit
    return limit is not None and len(state.buildings_of(ctx.seat_index)) >= limit


def _check_post_office(state: GameState, ctx: SpaceContext, cmd: Place) -> None:
    if ctx.captain and _at_building_limit(state, ctx):
        raise RuleError("building_limit", n=ctx.seat.spec.building_limit or 0)


_CHECKS = {
    "gain_goods": _check_gain,
    "gain_money": _check_gain,
    "sell_goods": _check_sale,
    "sell_lumber": _check_sale,
    "sell_market": _check_sale,
    "build": _check_build,
    "build_discount": _check_build,
    "prepare": _check_prepare,
    "launch": _check_launch,
    "prepare_and_launch": _check_launch,
    "launch_half": _check_launch,
    "move_out": _check_move_out,
    "render_right": _check_render,
    "money_per_whale": _check_cooperage,
    "remove_sea": _check_tavern,
    "inn": _check_nothing,
    "take_post_office": _check_post_office,
}


# ---- listing the legal placements --------------------------------------------------------


# One lister per action effect: (state, ctx, tables, space, repeat) -> the legal commands, in a
# stable order. `repeat` is the repeated space for Turner's Mill, else None.

Options = list[Place] | tuple[Place, ...]


def _options_gain(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    if ctx.bonus and ctx.action in tables.choose_good:
        return [_place(space, repeat, bonus=g) for g in GOODS]
    return [_place(space, repeat)]


def _options_plain(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    return [_place(space, repeat)]


def _options_post_office(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    if ctx.captain and _at_building_limit(state, ctx):
        return []
    return [_place(space, repeat)]


def _options_sale(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    if ctx.captain:
        return [_place(space, repeat)]
    seat = ctx.seat
    if ctx.effect == "sell_lumber":
        return _sale_places(space, repeat, True, seat.lumber, 0, 0)
    return _sale_places(space, repeat, False, seat.lumber, seat.food, seat.brick)


def _options_build(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    if ctx.captain:
        if _at_building_limit(state, ctx):
            return []
        return tables.captain_builds(space, repeat, state.unbuilt)
    table = tables.builds(space, repeat, _build_discount_count(tables, ctx))
    lumber, food, brick, money = ctx.lumber, ctx.food, ctx.brick, ctx.money
    return [
        c.place
        for b in state.unbuilt
        for c in table[b]
        if c.lumber <= lumber and c.food <= food and c.brick <= brick and c.money <= money
    ]


def _options_prepare(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    if not ctx.captain and ctx.lumber < _prepare_lumber(tables, ctx):
        return []
    return [_place(space, repeat, ship=s.index) for s in ctx.seat.ships if s.where == "supply"]


def _options_launch(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    both = ctx.effect == "prepare_and_launch"
    where = "supply" if both else "dock"
    ships = [s.index for s in ctx.seat.ships if s.where == where]
    if not ships or (both and not ctx.captain and ctx.lumber < tables.prepare_lumber):
        return []
    out: list[Place] = []
    for to in range(1, tables.track_spaces + 1):
        if len(state.track[to - 1]) >= tables.slots:
            continue
        if not ctx.captain and _food_for(tables, ctx, tables.food_cost[to]) > ctx.food:
            continue
        out.extend(_place(space, repeat, ship=i, to=to) for i in ships)
    return out


def _options_move_out(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    return [
        _place(space, repeat, ship=s.index)
        for s in ctx.seat.ships
        if s.where == "sea" and s.space < tables.track_spaces and _room(state, s.space + 1)
    ]


def _options_render(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    return [
        _place(space, repeat, ship=s.index)
        for s in ctx.seat.ships
        if s.where == "sea" and any(t[0] == tables.right for t in s.cargo)
    ]


def _options_cooperage(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    return [
        _place(space, repeat, ship=s.index) for s in ctx.seat.ships if s.where == "sea" and s.cargo
    ]


def _options_tavern(
    state: GameState, ctx: SpaceContext, tables: RulesTables, space: str, repeat: str | None
) -> Options:
    sea = tables.sea
    seas = sum(1 for t in state.beside if t[0] == sea)
    most = min(len(tables.payout[ctx.action]), seas)
    return [_place(space, repeat, take=n) for n in range(1, most + 1)]


_OPTIONS = {
    "gain_goods": _options_gain,
    "gain_money": _options_gain,
    "sell_goods": _options_sale,
    "sell_lumber": _options_sale,
    "sell_market": _options_sale,
    "build": _options_build,
    "build_discount": _options_build,
    "prepare": _options_prepare,
    "launch": _options_launch,
    "prepare_and_launch": _options_launch,
    "launch_half": _options_launch,
    "move_out": _options_move_out,
    "render_right": _options_render,
    "money_per_whale": _options_cooperage,
    "remove_sea": _options_tavern,
    "inn": _options_plain,
    "take_post_office": _options_post_office,
}


def _options(state: GameState, ctx: SpaceContext, tables: RulesTables) -> Options:
    """Every legal command for one space whose context is `ctx`, in a stable order."""
    space = ctx.space
    repeat = ctx.action if ctx.action != space else None
    return _OPTIONS[ctx.effect](state, ctx, tables, space, repeat)


def candidate_spaces(state: GameState, inn: bool, tables: RulesTables | None = None) -> list[str]:
    """Every space a worker might go to now, in a stable order (board spaces, then buildings
    in the order they were built)."""
    if inn:
        return list(BOARD_SPACES)
    action = (tables or rules_tables(state.rules)).action_buildings
    used = state.used_buildings
    return [*BOARD_SPACES, *(b for b in state.built if b in action and b not in used)]


def place_options(state: GameState, seat_index: int, inn: bool) -> list[Place]:
    """Every legal placement for `seat_index`, in a stable order."""
    out: list[Place] = []
    tables = rules_tables(state.rules)
    occupied = {space for _, space in state.placements}
    plain = tables.plain_spaces
    for space in candidate_spaces(state, inn, tables):
        if space in plain:
            out.append(_place(space))
            continue
        try:
            ctx = space_context(state, seat_index, space, inn, occupied, tables)
        except RuleError:
            continue
        out.extend(_options(state, ctx, tables))
    return out


# ---- performing --------------------------------------------------------------------------


def _gain(ctx: SpaceContext, events: list[Event], source: str, **amounts: int) -> None:
    if ctx.captain or not any(amounts.values()):
        return
    seat = ctx.seat
    for good, n in amounts.items():
        setattr(seat, good, getattr(seat, good) + n)
    events.append(
        GoodsGained(
            ctx.seat_index,
            amounts.get("lumber", 0),
            amounts.get("food", 0),
            amounts.get("brick", 0),
            amounts.get("money", 0),
            source,
        )
    )


def _spend(ctx: SpaceContext, events: list[Event], reason: str, **amounts: int) -> None:
    if ctx.captain or not any(amounts.values()):
        return
    seat = ctx.seat
    for good, n in amounts.items():
        setattr(seat, good, getattr(seat, good) - n)
    events.append(
        GoodsSpent(
            ctx.seat_index,
            amounts.get("lumber", 0),
            amounts.get("food", 0),
            amounts.get("brick", 0),
            amounts.get("money", 0),
            reason,
        )
    )


def perform_place(
    state: GameState, ctx: SpaceContext, cmd: Place, inn: bool, events: list[Event]
) -> None:
    """Put the worker on its space and carry out the action (the command is already checked)."""
    seat_index = ctx.seat_index
    seat = ctx.seat
    events.append(WorkerPlaced(seat_index, cmd.space, cmd.repeat, ctx.bonus, inn))
    state.placements.append((seat_index, cmd.space))
    if cmd.space not in BOARD_SPACES:
        state.used_buildings.add(cmd.space)
    for payee, amount, building in ctx.fees:
        to_human = payee is not None and not state.seats[payee].is_captain
        if not ctx.captain:
            seat.money -= amount
        if to_human:
            assert payee is not None
            state.seats[payee].money += amount
        if to_human or not ctx.captain:
            events.append(
                FeePaid(
                    None if ctx.captain else seat_index,
                    payee if to_human else None,
                    amount,
                    building,
                )
            )
    _perform(state, ctx, cmd, events)
    seat.workers_left -= 1
    seat.placed_this_round += 1
    state.purchase_used = False
    if ctx.captain:
        state.last_captain_place = cmd
        seat.rolled = False


def _perform(state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
    rules = state.rules
    effect = ctx.effect
    action = ctx.action
    source = action
    if effect in ("gain_goods", "gain_money"):
        if action in BOARD_SPACES:
            sp = rules.spaces[action]
            gain = {
                "lumber": sp.gain.lumber,
                "food": sp.gain.food,
                "brick": sp.gain.brick,
                "money": sp.gain.money,
            }
            if ctx.bonus and sp.bonus.goods is not None:
                for g in GOODS:
                    gain[g] += getattr(sp.bonus.goods, g)
            if ctx.bonus and cmd.bonus is not None:
                gain[cmd.bonus] += 1
        else:
            bg = rules.buildings[action].gain
            gain = {"lumber": bg.lumber, "food": bg.food, "brick": bg.brick, "money": bg.money}
        _gain(ctx, events, source, **gain)
    elif effect in ("sell_goods", "sell_lumber", "sell_market"):
        if not ctx.captain:
            value = _sale_value(rules_tables(rules), action, effect, cmd.sell, ctx.bonus)
            _spend(ctx, events, source, lumber=cmd.sell[0], food=cmd.sell[1], brick=cmd.sell[2])
            _gain(ctx, events, source, money=value)
    elif effect in ("build", "build_discount"):
        assert cmd.build is not None
        cost = _build_cost(state, cmd.build, cmd.discount)
        _spend(ctx, events, f"build:{cmd.build}", **cost)
        state.unbuilt.remove(cmd.build)
        state.built.append(cmd.build)
        state.owner[cmd.build] = ctx.seat_index
        events.append(BuildingBuilt(ctx.seat_index, cmd.build))
    elif effect == "prepare":
        assert cmd.ship is not None
        _spend(ctx, events, "prepare", lumber=_prepare_lumber(rules_tables(rules), ctx))
        _dock(state, ctx.seat.ships[cmd.ship - 1], events)
    elif effect in ("launch", "prepare_and_launch", "launch_half"):
        assert cmd.ship is not None and cmd.to is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        if effect == "prepare_and_launch":
            _spend(ctx, events, "prepare", lumber=rules_tables(rules).prepare_lumber)
            _dock(state, ship, events)
        _spend(ctx, events, f"launch:{cmd.to}", food=_launch_food(state, ctx, cmd.to))
        ship.where = "sea"
        ship.space = cmd.to
        lane = state.track[cmd.to - 1]
        lane.append((ship.seat, ship.index))
        events.append(ShipLaunched(ship.seat, ship.index, cmd.to, len(lane)))
    elif effect == "move_out":
        assert cmd.ship is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        state.track[ship.space - 1].remove((ship.seat, ship.index))
        state.track[ship.space].insert(0, (ship.seat, ship.index))
        events.append(ShipMoved(ship.seat, ship.index, ship.space, ship.space + 1, 1))
        ship.space += 1
    elif effect == "render_right":
        assert cmd.ship is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        tables = rules_tables(rules)
        rights = [t for t in ship.cargo if t[0] == tables.right][: tables.limit[action]]
        for t in rights:
            ship.cargo.remove(t)
        ctx.seat.returned.extend(rights)
        events.append(WhalesRendered(ctx.seat_index, ship.index, tuple(rights)))
    elif effect == "money_per_whale":
        assert cmd.ship is not None
        _gain(ctx, events, source, money=len(ctx.seat.ships[cmd.ship - 1].cargo))
    elif effect == "remove_sea":
        assert cmd.take is not None
        tables = rules_tables(rules)
        seas = [t for t in state.beside if t[0] == tables.sea][: cmd.take]
        for t in seas:
            state.beside.remove(t)
        state.removed.extend(seas)
        events.append(SeaTokensRemoved(ctx.seat_index, tuple(seas)))
        _gain(ctx, events, source, money=tables.payout[action][cmd.take - 1])
    elif effect == "inn":
        if state.inn_user is None:
            state.inn_user = ctx.seat_index
        elif state.inn_user != ctx.seat_index and ctx.seat_index not in state.inn_waiting:
            state.inn_waiting.append(ctx.seat_index)
    elif effect == "take_post_office":
        previous = state.owner[action]
        state.owner[action] = ctx.seat_index
        events.append(PostOfficeTaken(ctx.seat_index, previous))
    else:  # pragma: no cover - data validation makes this unreachable
        raise AssertionError(f"unknown effect {effect}")


def _dock(state: GameState, ship: Ship, events: list[Event]) -> None:
    state.dock_seq += 1
    ship.where = "dock"
    ship.dock_seq = state.dock_seq
    events.append(ShipPrepared(ship.seat, ship.index))
