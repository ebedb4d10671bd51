"""Gaining goods and money: the Farm, Forest and Warehouse, and the Bank, Schoolhouse, Bakery,
Brickyard and Chandlery (`gain_goods`, `gain_money`).

A board space gains its `gain` plus, for its first worker, its `bonus.goods` or one good of the
player's choice (`bonus.kind == "choose_good"`, the Warehouse: the command names it). A
building gains its `gain`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine.commands import GOODS, Good, Place
from nbgui.engine.effects.base import CaptainView, Effect, Options, SpaceContext, gain, shared_place
from nbgui.engine.effects.tables import RulesTables, rules_tables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import Event
from nbgui.engine.state import GameState
from nbgui.text import words

if TYPE_CHECKING:
    from nbgui.content.captains import Course
    from nbgui.content.models import Building


def _amounts(
    state: GameState, action: str, bonus: bool, chosen: Good | None
) -> tuple[int, int, int, int]:
    """Lumber, food, brick and money that `action` gains (`bonus`: its first worker, who took
    `chosen` at the Warehouse)."""
    rules = state.rules
    sp = rules.spaces.get(action)
    if sp is not None:
        amounts = {
            "lumber": sp.gain.lumber,
            "food": sp.gain.food,
            "brick": sp.gain.brick,
            "money": sp.gain.money,
        }
        if bonus and sp.bonus.goods is not None:
            for g in GOODS:
                amounts[g] += getattr(sp.bonus.goods, g)
        if bonus and chosen is not None:
            amounts[chosen] += sp.bonus.count  # the Warehouse's 1 good of the player's choice
    else:
        bg = rules.buildings[action].gain
        amounts = {"lumber": bg.lumber, "food": bg.food, "brick": bg.brick, "money": bg.money}
    return amounts["lumber"], amounts["food"], amounts["brick"], amounts["money"]


class Gain(Effect):
    """Gain goods and/or money."""

    def __init__(self, name: str, fields: frozenset[str]) -> None:
        super().__init__(name)
        self.fields = fields

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        if ctx.bonus and ctx.action in rules_tables(state.rules).choose_good:
            if cmd.bonus is None:
                raise RuleError("bonus_required", building=words.place(state.rules, ctx.action))
        elif cmd.bonus is not None:
            raise RuleError("bonus_not_available")

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        key = (space, repeat)
        if ctx.bonus and ctx.action in tables.choose_good:
            found = tables.bonus_places.get(key)
            if found is None:
                found = tables.bonus_places[key] = tuple(
                    shared_place(space, repeat, bonus=g) for g in GOODS
                )
            return found
        found = tables.bare_places.get(key)
        if found is None:
            found = tables.bare_places[key] = (shared_place(space, repeat),)
        return found

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        tables = rules_tables(state.rules)
        key = (ctx.action, ctx.bonus, cmd.bonus)
        amounts = tables.gains.get(key)
        if amounts is None:
            amounts = tables.gains[key] = _amounts(state, *key)
        gain(ctx, events, ctx.action, *amounts)

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """Goods courses: the total the action gives (bonus included while available); money
        courses: the money it gives, or the building's `captain_money` (CAPTAINS.md 3)."""
        rules = cap.state.rules
        sp = rules.spaces.get(space)
        if course.is_goods:
            good = course.kind
            if sp is not None:
                total = sp.gain.lumber + sp.gain.food + sp.gain.brick + sp.gain.money
                gives = getattr(sp.gain, good) > 0
                if sp.bonus.kind == "choose_good":
                    if not bonus:
                        return (total, Place(space)) if gives else None
                    return total + sp.bonus.count, Place(space, bonus=good)  # type: ignore[arg-type]
                if bonus and sp.bonus.goods is not None:
                    extra = sp.bonus.goods
                    gives = gives or getattr(extra, good) > 0
                    total += extra.lumber + extra.food + extra.brick + extra.money
                return (total, Place(space)) if gives else None
            b = rules.buildings[space]
            if getattr(b.gain, good) <= 0:
                return None
            return b.gain.lumber + b.gain.food + b.gain.brick + b.gain.money, Place(space)
        if course.kind == "money" and sp is None:
            b = rules.buildings[space]
            if b.captain_money:
                return b.captain_money, Place(space)
            if b.gain.money:
                return b.gain.money, Place(space)
        return None

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        return Place(space)

    def captain_word(self, building: Building | None) -> str:
        """Money for the Bank and a building a money course counts (the Chandlery), else
        goods."""
        if building is not None and (self.name == "gain_money" or building.captain_money):
            return "money"
        return "goods"


EFFECTS = (
    Gain("gain_goods", frozenset({"bonus"})),
    Gain("gain_money", frozenset()),
)
