"""Selling goods: the General Store, the Lumber Mill and the Market (`sell_goods`,
`sell_lumber`, `sell_market`).

A sale names how many of each good (`lumber=… food=… brick=…`, at least one good). Goods are
worth `rules/game.json` `goods_value`; a building with a `sell_price` pays that instead (the
Lumber Mill: lumber only); the Market pays the first good of each type sold `first_of_type`
times its price; the General Store's first worker adds its `bonus.money`. Captains hold no goods:
their sale sells nothing and gains nothing (RULES.md 10.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine.commands import GOODS, Place
from nbgui.engine.effects import tables as sale_table
from nbgui.engine.effects.base import (
    CaptainView,
    Effect,
    Options,
    SpaceContext,
    gain,
    shared_place,
    spend,
)
from nbgui.engine.effects.tables import RulesTables, rules_tables, sale_places
from nbgui.engine.errors import RuleError
from nbgui.engine.events import Event
from nbgui.engine.state import GameState
from nbgui.text import words

if TYPE_CHECKING:
    from nbgui.content.captains import Course
    from nbgui.content.models import Building


class Sale(Effect):
    """Sell goods for money."""

    fields = frozenset({"sell"})

    def __init__(self, name: str, lumber_only: bool = False, market: bool = False) -> None:
        super().__init__(name)
        self.lumber_only = lumber_only
        self.market = market

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        if ctx.captain:
            if any(cmd.sell):
                raise RuleError("captain_no_goods")
            return
        seat = ctx.seat
        # nothing to sell at all: said as such, before any one good's count (the Lumber Mill
        # with 0 lumber said "You cannot sell 1 lumber; you have 0 lumber.", the General Store
        # with no goods the same of lumber alone)
        if self.lumber_only and not seat.lumber:
            raise RuleError(
                "nothing_to_sell",
                variant="no_lumber_to_sell",
                building=words.place(state.rules, ctx.action),
            )
        if not (seat.lumber or seat.food or seat.brick):
            raise RuleError(
                "nothing_to_sell",
                variant="no_goods_to_sell",
                space=words.place(state.rules, ctx.action),
            )
        if self.lumber_only and (cmd.sell[1] or cmd.sell[2]):
            raise RuleError("lumber_only", building=words.place(state.rules, ctx.action))
        if sum(cmd.sell) < 1:
            raise RuleError("nothing_to_sell", space=words.place(state.rules, ctx.action))
        for good, n in zip(GOODS, cmd.sell, strict=True):
            have = getattr(ctx.seat, good)
            if n > have:
                raise RuleError(
                    f"not_enough_{good}",
                    variant="cannot_sell",
                    sell=words.amount(good, n),
                    have=words.amount(good, have),
                )

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        if ctx.captain:
            return [shared_place(space, repeat)]
        seat = ctx.seat
        if self.lumber_only:
            return sale_places(space, repeat, True, seat.lumber, 0, 0)
        lumber, food, brick = seat.lumber, seat.food, seat.brick
        # `sale_places`' own cache read here first: the General Store lists on every placement
        found = sale_table._SALES.get((space, repeat, False, lumber, food, brick))
        if found is not None:
            return found
        return sale_places(space, repeat, False, lumber, food, brick)

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        if ctx.captain:
            return
        value = self.value(rules_tables(state.rules), ctx.action, cmd.sell, ctx.bonus)
        sell = cmd.sell
        spend(ctx, events, ctx.action, lumber=sell[0], food=sell[1], brick=sell[2])
        gain(ctx, events, ctx.action, money=value)

    def value(
        self, tables: RulesTables, action: str, sell: tuple[int, int, int], bonus: bool
    ) -> int:
        """Money for a sale (see the module's docstring)."""
        # written out for the three goods, not `sum` over generators: no frames (3.11)
        lumber, food, brick = sell
        if self.lumber_only:
            pl, pf, pb = tables.sell_price[action]
            return pl * lumber + pf * food + pb * brick
        pl, pf, pb = tables.prices
        value = pl * lumber + pf * food + pb * brick
        if self.market:
            extra = tables.first_of_type[action] - 1
            value += (pl if lumber > 0 else 0) * extra + (pf if food > 0 else 0) * extra
            value += (pb if brick > 0 else 0) * extra
        if bonus:
            value += tables.bonus_money[action]
        return value

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """A Captain sells nothing: a money course counts the building as its `captain_money`
        (CAPTAINS.md 3: Market and Lumber Mill 5; the General Store gives nothing)."""
        building = cap.state.rules.buildings.get(space)
        if course.kind == "money" and building is not None and building.captain_money:
            return building.captain_money, Place(space)
        return None

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        return Place(space)

    def captain_word(self, building: Building | None) -> str:
        return "money" if building is not None and building.captain_money else "use"


EFFECTS = (
    Sale("sell_goods"),
    Sale("sell_lumber", lumber_only=True),
    Sale("sell_market", market=True),
)
