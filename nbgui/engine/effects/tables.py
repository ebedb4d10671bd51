"""Per-Rules constants, computed once per `Rules` object instead of on every call: goods prices,
launch food costs, the board's spaces, each space's effect, the numbers the effects read from
`rules/`, and every build command of a build space with its price.

Speed: `legal_commands` runs on every simulated step, and a General Store with a full hand has
hundreds of sales. Commands are immutable, so the listers hand out shared `Place` objects
(`shared_place`, `sale_places`, bounded caches).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from nbgui.content.models import Rules
from nbgui.engine.commands import GOODS, BuyGoods, Good, Place


@dataclass(frozen=True, slots=True)
class BuildChoice:
    """One legal-looking build: the command and what it costs after its discount."""

    place: Place
    lumber: int
    food: int
    brick: int
    money: int


#: Per building id with an affordable build, its affordable build commands, in the rules'
#: order of the buildings (`RulesTables.affordable_builds`).
Affordable = dict[str, tuple[Place, ...]]


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
        #: the once-per-placement goods purchases (`rules/game.json` `purchase`) and their price
        self.purchases: tuple[BuyGoods, ...] = tuple(BuyGoods(g) for g in rules.game.purchase.goods)
        self.purchase_price = rules.game.purchase.price
        self.track_spaces = rules.game.track.spaces
        self.slots = rules.game.track.slots
        #: the board's spaces in `rules/spaces.json` order: the town board's, then the
        #: whaling board's (RULES.md 4.1, 4.2)
        self.town_spaces: tuple[str, ...] = tuple(
            sid for sid, sp in rules.spaces.items() if sp.board == "town"
        )
        self.whaling_spaces: tuple[str, ...] = tuple(
            sid for sid, sp in rules.spaces.items() if sp.board == "whaling"
        )
        self.board_spaces: tuple[str, ...] = self.town_spaces + self.whaling_spaces
        self.board_set = frozenset(self.board_spaces)
        #: each board space's effect id
        self.effects: dict[str, str] = {sid: sp.effect for sid, sp in rules.spaces.items()}
        #: each space's and building's effect id
        self.effect_of: dict[str, str] = {
            **self.effects,
            **{b.id: b.effect for b in rules.buildings.values()},
        }
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
        self.food_divisor: dict[str, int] = {b.id: b.food_divisor for b in rules.buildings.values()}
        self.first_of_type: dict[str, int] = {
            b.id: b.first_of_type for b in rules.buildings.values()
        }
        #: the buildings that pay their owner `post_office_income` each round
        self.post_offices: tuple[str, ...] = tuple(
            b.id for b in rules.buildings.values() if b.effect == "take_post_office"
        )
        #: whale kinds by letter: points when returned, lay to pay
        self.whale_points: dict[str, int] = {w.letter: w.points for w in rules.game.whales}
        self.whale_lay: dict[str, int] = {w.letter: w.lay for w in rules.game.whales}
        whales = rules.whales
        self.sea = whales["sea"].letter
        self.right = whales["right"].letter
        self._builds: dict[tuple[str, str | None, int], dict[str, tuple[BuildChoice, ...]]] = {}
        self._affordable: dict[
            tuple[str, str | None, int],
            tuple[
                tuple[int, int, int, int],
                dict[tuple[int, int, int, int], Affordable],
                dict[str, tuple[BuildChoice, ...]],
            ],
        ] = {}
        self._affordable_shared: dict[tuple[int, ...], Affordable] = {}
        self._launch_rows: dict[
            tuple[str, str | None, tuple[int, ...]], tuple[tuple[Place, ...], ...]
        ] = {}
        #: A launch effect's food per track space 1..N, and whether it never falls from one
        #: space to the next, by (effect id, action, first worker); filled by the launch effect
        #: (`nbgui.engine.effects.ships.Launch.options`).
        self.launch_food: dict[tuple[str, str, bool], tuple[tuple[int, ...], bool]] = {}
        #: What a gain action gives (lumber, food, brick, money) by (action, first worker,
        #: the good chosen); filled by `nbgui.engine.effects.gain`.
        self.gains: dict[tuple[str, bool, Good | None], tuple[int, int, int, int]] = {}
        #: A choose-good space's first-worker commands by (space, repeat); same module.
        self.bonus_places: dict[tuple[str, str | None], tuple[Place, ...]] = {}
        #: The bare `place <space>` (`repeat=`) as a one-command listing; same module.
        self.bare_places: dict[tuple[str, str | None], tuple[Place]] = {}
        #: The commands naming one ship, by (space, repeat), then by ship number (the Dockyard).
        self.ship_places: dict[tuple[str, str | None], dict[int, Place]] = {}

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

    def affordable_builds(
        self,
        space: str,
        repeat: str | None,
        count: int,
        lumber: int,
        food: int,
        brick: int,
        money: int,
    ) -> Affordable:
        """The build commands of `builds(space, repeat, count)` that these holdings pay for:
        building id: its affordable commands in `builds` order, for every building with one
        (built or not, in the game or not: the caller picks the unbuilt). Shared: do not change.

        Remembered per holdings, each capped at the most any build needs of it (holding more
        than that buys nothing more), so the remembered cells are few."""
        key = (space, repeat, count)
        found = self._affordable.get(key)
        if found is None:
            table = self.builds(space, repeat, count)
            choices = [c for cs in table.values() for c in cs]
            caps = (
                max(c.lumber for c in choices),
                max(c.food for c in choices),
                max(c.brick for c in choices),
                max(c.money for c in choices),
            )
            found = self._affordable[key] = (caps, {}, table)
        (cl, cf, cb, cm), cells, table = found
        cell = (
            lumber if lumber < cl else cl,
            food if food < cf else cf,
            brick if brick < cb else cb,
            money if money < cm else cm,
        )
        out = cells.get(cell)
        if out is None:
            lumber, food, brick, money = cell
            out = {}
            ids = []  # the table's own commands: their ids name this cell's builds
            for b, cs in table.items():
                places = []
                for c in cs:
                    if (
                        c.lumber <= lumber
                        and c.food <= food
                        and c.brick <= brick
                        and c.money <= money
                    ):
                        places.append(c.place)
                        ids.append(id(c.place))
                if places:
                    out[b] = tuple(places)
            # cells with the same builds share one dict (the cells are at most a few thousand)
            out = cells[cell] = self._affordable_shared.setdefault(tuple(ids), out)
        return out

    def launch_rows(
        self, space: str, repeat: str | None, ships: tuple[int, ...]
    ) -> tuple[tuple[Place, ...], ...]:
        """Per track space 1..N, the commands launching `ships` there from `space`."""
        key = (space, repeat, ships)
        rows = self._launch_rows.get(key)
        if rows is None:
            rows = self._launch_rows[key] = tuple(
                tuple(Place(space, repeat=repeat, ship=i, to=to) for i in ships)
                for to in range(1, self.track_spaces + 1)
            )
        return rows

    def captain_builds(self, space: str, repeat: str | None, unbuilt: list[str]) -> list[Place]:
        """A Captain's build commands (no discount: Captains pay nothing)."""
        table = self.builds(space, repeat, 0)
        return [table[b][0].place for b in unbuilt]


_TABLES: dict[int, RulesTables] = {}
_last: RulesTables | None = None  # the tables last asked for


def rules_tables(rules: Rules) -> RulesTables:
    """The tables of `rules` (made on first use; one entry per Rules object)."""
    global _last
    last = _last
    if last is not None and last.rules is rules:  # the usual case: ~200 calls a game
        return last
    tables = _TABLES.get(id(rules))
    if tables is None or tables.rules is not rules:
        if len(_TABLES) > 16:  # test suites load a few Rules objects; keep this bounded
            _TABLES.clear()
        tables = _TABLES[id(rules)] = RulesTables(rules)
    _last = tables
    return tables


#: Per (space, repeat): every sale command made so far by its (lumber, food, brick), and the
#: holdings up to which the grid is complete.
_SALE: dict[tuple[str, str | None], tuple[dict[tuple[int, int, int], Place], list[int]]] = {}
_SALES: dict[tuple[str, str | None, bool, int, int, int], tuple[Place, ...]] = {}
_sales_size = 0  # Place references held by _SALES
_CACHE_LIMIT = 1_000_000  # holdings are unbounded in principle: keep the caches bounded


def sale_places(
    space: str, repeat: str | None, lumber_only: bool, lumber: int, food: int, brick: int
) -> tuple[Place, ...]:
    """Every sale of at least one good out of these holdings, in a stable order (lumber, then
    food, then brick counts ascending)."""
    key = (space, repeat, lumber_only, lumber, food, brick)
    places = _SALES.get(key)
    if places is not None:
        return places
    if lumber_only:
        food = brick = 0
    found = _SALE.get((space, repeat))
    if found is None or len(found[0]) > _CACHE_LIMIT:
        found = _SALE[(space, repeat)] = ({}, [-1, -1, -1])
    grid, full = found
    if lumber > full[0] or food > full[1] or brick > full[2]:
        # The bounds are published only once the grid holds every cell within them: another
        # thread (the hint and AI runners, tests playing games side by side) reads them.
        top = [max(lumber, full[0]), max(food, full[1]), max(brick, full[2])]
        for sell in product(range(top[0] + 1), range(top[1] + 1), range(top[2] + 1)):
            if sell not in grid:
                grid[sell] = Place(space, repeat=repeat, sell=sell)
        full[:] = top
    cells = product(range(lumber + 1), range(food + 1), range(brick + 1))
    next(cells)  # (0, 0, 0) sells nothing
    global _sales_size
    if _sales_size > _CACHE_LIMIT:
        _SALES.clear()
        _sales_size = 0
    places = _SALES[key] = tuple(map(grid.__getitem__, cells))
    _sales_size += len(places)
    return places


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


def whale_points(rules: Rules) -> dict[str, int]:
    """Points of a returned whale by token letter (`rules/game.json` `whales`; shared: do not
    change it)."""
    return rules_tables(rules).whale_points


def whale_lays(rules: Rules) -> dict[str, int]:
    """The lay of a whale by token letter (`rules/game.json` `whales`; shared: do not change
    it)."""
    return rules_tables(rules).whale_lay
