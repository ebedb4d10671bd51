"""Building: the Town Hall and the Courthouse (`build`, `build_discount`).

A build names the building and its discount goods (`build=bank discount=brick`). The Town
Hall's first worker takes its `bonus.count` goods off, the Courthouse its `discount`; discounts
are mandatory when available and written in goods order (docs/rules-notes.md P4, P5). A Captain
builds free and takes no discount, within its building limit (RULES.md 10.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine.commands import Good, Place
from nbgui.engine.effects.base import (
    CaptainView,
    Effect,
    Options,
    SpaceContext,
    at_building_limit,
    require,
    spend,
)
from nbgui.engine.effects.tables import RulesTables, discount_options, rules_tables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import NO_EVENTS, BuildingBuilt, Event
from nbgui.engine.state import GameState
from nbgui.text import msg, words

if TYPE_CHECKING:
    from nbgui.content.captains import Course
    from nbgui.content.models import Rules

_BUILD_COURSES = ("build_white", "build_black", "build_victory")


class Build(Effect):
    """Build a building from the tray."""

    fields = frozenset({"build", "discount"})

    def __init__(self, name: str, discount: bool) -> None:
        super().__init__(name)
        self.discount = discount  # the building's own `discount` (the Courthouse)

    def discount_count(self, tables: RulesTables, ctx: SpaceContext) -> int:
        """Goods off a build: the Courthouse's `discount`, the Town Hall's first-worker
        `bonus.count` (rules/)."""
        if self.discount:
            return tables.build_discount[ctx.action]
        return tables.bonus_count[ctx.action] if ctx.bonus else 0

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        if cmd.build is None:
            raise RuleError("build_required")
        if cmd.build not in state.unbuilt:
            raise RuleError("not_available", building=cmd.build)
        building = cmd.build
        if ctx.captain:
            if at_building_limit(state, ctx):
                raise RuleError("building_limit", n=ctx.seat.spec.building_limit or 0)
            if cmd.discount:
                raise RuleError("bad_discount", variant="captain_discount")
            return
        c = state.rules.buildings[cmd.build].cost
        cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick}
        count = min(self.discount_count(rules_tables(state.rules), ctx), sum(cost.values()))
        # The discount goods must be listed in goods order (lumber, food, brick), as
        # `legal_commands` lists them, so that `validate` accepts exactly the listed commands;
        # the notation parser sorts them, so typed text may give them in any order.
        if cmd.discount not in discount_options(cost, count):
            if count == 0:
                raise RuleError("bad_discount", variant="no_discount")
            raise RuleError("bad_discount", n=count, building=words.place(state.rules, building))
        require(
            build_cost(state, building, cmd.discount),
            ctx,
            lambda: msg("doing.build", building=words.place(state.rules, building)),
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
            if at_building_limit(state, ctx):
                return []
            return tables.captain_builds(space, repeat, state.unbuilt)
        if self.discount:  # `discount_count`, inlined (this lists on every placement)
            count = tables.build_discount[ctx.action]
        else:
            count = tables.bonus_count[ctx.action] if ctx.bonus else 0
        found = tables.affordable_builds(
            space, repeat, count, ctx.lumber, ctx.food, ctx.brick, ctx.money
        )
        if not found:
            return ()
        # In the tray's order (`state.unbuilt`; shuffled in games with Captains), each unbuilt
        # building's affordable builds, in `builds` order (a loop, not a comprehension: no
        # frame of its own in Python 3.11).
        out: list[Place] = []
        for b in state.unbuilt:
            if b in found:
                out.extend(found[b])
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.build is not None
        cost = build_cost(state, cmd.build, cmd.discount)
        spend(ctx, events, f"build:{cmd.build}", **cost)
        state.unbuilt.remove(cmd.build)
        state.built.append(cmd.build)
        state.owner[cmd.build] = ctx.seat_index
        if events is not NO_EVENTS:
            events.append(BuildingBuilt(ctx.seat_index, cmd.build))

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """Build courses: the goods a human would save (CAPTAINS.md 3: Courthouse 2, Town Hall
        with its bonus 1, else 0); the building is the board's list's next one."""
        if not course.is_build:
            return None
        building = cap.build_target(course.kind)
        if building is None:
            return None
        tables = rules_tables(cap.state.rules)
        if self.discount:
            value = tables.build_discount[space]
        else:
            value = tables.bonus_count[space] if bonus else 0
        return value, Place(space, build=building)

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        for kind in _BUILD_COURSES:
            building = cap.build_target(kind)
            if building is not None:
                return Place(space, build=building)
        return None


def build_cost(state: GameState, building: str, discount: tuple[Good, ...]) -> dict[str, int]:
    """What building `building` costs with `discount` taken off."""
    return building_cost(state.rules, building, discount)


def building_cost(rules: Rules, building: str, discount: tuple[Good, ...]) -> dict[str, int]:
    """What building `building` costs under `rules` with `discount` taken off (also what the
    tutorial says a scripted build pays)."""
    c = rules.buildings[building].cost
    cost = {"lumber": c.lumber, "food": c.food, "brick": c.brick, "money": c.money}
    for g in discount:
        cost[g] -= 1
    return cost


EFFECTS = (
    Build("build", discount=False),
    Build("build_discount", discount=True),
)
