"""Ships: preparing at the Dockyard, launching from the City Pier and the Wharf, both at the
Dry Dock, and the Lighthouse's move out (`prepare`, `launch`, `launch_half`,
`prepare_and_launch`, `move_out`).

Preparing costs `rules/game.json` `prepare_lumber` (the Dockyard's first worker its
`bonus.count` less). A launch to track space N costs that space's `food_cost`: the City Pier's
first worker pays its `bonus.count` less (never below 0), the Wharf its cost divided by its
`food_divisor` (2) rounded up, the Dry Dock the full cost. No space takes a fourth ship
(docs/rules-notes.md P9, P10).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from nbgui.engine.commands import Place
from nbgui.engine.effects.base import (
    CaptainView,
    Effect,
    Options,
    SpaceContext,
    check_ship,
    check_to,
    require,
    room,
    shared_place,
    spend,
)
from nbgui.engine.effects.tables import RulesTables, rules_tables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import NO_EVENTS, Event, ShipLaunched, ShipMoved, ShipPrepared
from nbgui.engine.state import GameState, Ship
from nbgui.text import msg, words

if TYPE_CHECKING:
    from nbgui.content.captains import Course


def dock(state: GameState, ship: Ship, events: list[Event]) -> None:
    """Put `ship` on its owner's dock."""
    state.dock_seq += 1
    ship.where = "dock"
    ship.dock_seq = state.dock_seq
    if events is not NO_EVENTS:
        events.append(ShipPrepared(ship.seat, ship.index))


def _captain_mode(cap: CaptainView, course: Course) -> str | None:
    """How a Captain's course uses ships: "prepare", "launch" or None (CAPTAINS.md 1: a
    Prepare/Launch course is a prepare course while the Captain can prepare)."""
    kind = course.kind
    if kind == "prepare" or (kind == "prepare_launch" and cap.can_prepare()):
        return "prepare"
    if kind in ("launch", "prepare_launch"):
        return "launch"
    return None


class Prepare(Effect):
    """Put a supply ship on the dock for `prepare_lumber`."""

    fields = frozenset({"ship"})
    word = "prepare"
    prepares = True

    def lumber(self, tables: RulesTables, ctx: SpaceContext) -> int:
        """Lumber to prepare: `prepare_lumber`, less the first-worker `bonus.count`."""
        off = tables.bonus_count.get(ctx.action, 0) if ctx.bonus else 0
        return max(0, tables.prepare_lumber - off)

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        check_ship(state, ctx, cmd.ship, "supply")
        if not ctx.captain:
            lumber = self.lumber(rules_tables(state.rules), ctx)
            require({"lumber": lumber}, ctx, lambda: msg("doing.prepare"))

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        if not ctx.captain:  # `self.lumber(tables, ctx)`, inlined (this lists on every placement)
            off = tables.bonus_count.get(ctx.action, 0) if ctx.bonus else 0
            if ctx.lumber < max(0, tables.prepare_lumber - off):
                return []
        row = tables.ship_places.get((space, repeat))
        if row is None:
            row = tables.ship_places[(space, repeat)] = {
                i: shared_place(space, repeat, ship=i)
                for i in range(1, state.rules.game.ships_per_seat + 1)
            }
        out = []
        for s in ctx.seat.ships:  # a loop, not a comprehension: no frame of its own (3.11)
            if s.where == "supply":
                out.append(row[s.index])
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.ship is not None
        spend(ctx, events, "prepare", lumber=self.lumber(rules_tables(state.rules), ctx))
        dock(state, ctx.seat.ships[cmd.ship - 1], events)

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """Prepare courses: the lumber a human would save (CAPTAINS.md 3: with the bonus 1)."""
        if _captain_mode(cap, course) != "prepare" or not cap.can_prepare():
            return None
        supply = cap.supply_ship()
        assert supply is not None
        value = rules_tables(cap.state.rules).bonus_count.get(space, 0) if bonus else 0
        return value, Place(space, ship=supply.index)


class Launch(Effect):
    """Launch a ship onto the track, paying the space's food (the City Pier, the Wharf; the
    Dry Dock prepares the ship from the supply first)."""

    fields = frozenset({"ship", "to"})

    def __init__(self, name: str, prepare: bool = False, divided: bool = False) -> None:
        super().__init__(name)
        self.prepare = prepare  # from the supply, preparing first (the Dry Dock)
        self.divided = divided  # the food divided by `food_divisor`, rounded up (the Wharf)
        self.from_supply = prepare
        self.from_dock = not prepare
        self.where = "supply" if prepare else "dock"

    def food(self, tables: RulesTables, action: str, bonus: bool, cost: int) -> int:
        """The food of a launch from `action` whose track space costs `cost`: the City Pier's
        first worker (`bonus`) pays its `bonus.count` fewer, the Wharf its cost divided by its
        `food_divisor` rounded up (half), the Dry Dock the full cost."""
        if self.divided:
            return -(-cost // tables.food_divisor[action])
        if self.prepare:
            return cost
        return max(0, cost - (tables.bonus_count[action] if bonus else 0))

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        check_ship(state, ctx, cmd.ship, self.where)
        to = check_to(state, cmd.to)
        if not ctx.captain:
            tables = rules_tables(state.rules)
            need = {"food": self.food(tables, ctx.action, ctx.bonus, tables.food_cost[to])}
            if self.prepare:
                need["lumber"] = tables.prepare_lumber
            doing = "doing.prepare_launch" if self.prepare else "doing.launch"
            require(need, ctx, lambda: msg(doing, space=to))

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        where = self.where
        found = []
        for s in ctx.seat.ships:  # a loop, not a comprehension: no frame of its own (3.11)
            if s.where == where:
                found.append(s.index)
        if not found or (self.prepare and not ctx.captain and ctx.lumber < tables.prepare_lumber):
            return []
        ships = tuple(found)
        # Per track space 1..N: the commands launching these ships there, and its food.
        rows = tables.launch_rows(space, repeat, ships)
        slots = tables.slots
        track = state.track
        spaces = range(tables.track_spaces)  # indexed loops: a `zip` costs more than they do
        out: list[Place] = []
        if ctx.captain:
            for i in spaces:
                if len(track[i]) < slots:
                    out.extend(rows[i])
            return out
        food = ctx.food
        key = (self.name, ctx.action, ctx.bonus)
        found_costs = tables.launch_food.get(key)
        if found_costs is None:
            costs = tuple(
                self.food(tables, ctx.action, ctx.bonus, tables.food_cost[to])
                for to in range(1, tables.track_spaces + 1)
            )
            rising = all(a <= b for a, b in pairwise(costs))
            found_costs = tables.launch_food[key] = (costs, rising)
        costs, rising = found_costs
        if rising:  # no farther space costs less: stop at the first one too dear
            for i in spaces:
                if costs[i] > food:
                    break
                if len(track[i]) < slots:
                    out.extend(rows[i])
            return out
        for i in spaces:
            if len(track[i]) < slots and costs[i] <= food:
                out.extend(rows[i])
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.ship is not None and cmd.to is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        tables = rules_tables(state.rules)
        if self.prepare:
            spend(ctx, events, "prepare", lumber=tables.prepare_lumber)
            dock(state, ship, events)
        food = self.food(tables, ctx.action, ctx.bonus, tables.food_cost[cmd.to])
        spend(ctx, events, f"launch:{cmd.to}", food=food)
        ship.where = "sea"
        ship.space = cmd.to
        lane = state.track[cmd.to - 1]
        lane.append((ship.seat, ship.index))
        if events is not NO_EVENTS:
            events.append(ShipLaunched(ship.seat, ship.index, cmd.to, len(lane)))

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """Launch courses: the food a human would save (CAPTAINS.md 3: the Wharf N - ceil(N/2),
        the City Pier with its bonus 1, else 0). The Dry Dock also serves a prepare course, to
        the course's space or the board's own (`dry_dock_space`), and obeys the board's prepare
        rule (docs/rules-notes.md K1, K2)."""
        mode = _captain_mode(cap, course)
        if mode is None:
            return None
        if self.prepare:
            ship = cap.supply_ship()
            if ship is None or not cap.can_prepare():
                return None
            if mode == "prepare":
                dest = course.n if course.n is not None else cap.dry_dock_space()
                return 0, Place(space, ship=ship.index, to=dest)
            assert course.n is not None
            return 0, Place(space, ship=ship.index, to=course.n)
        if mode != "launch":
            return None
        to = course.n
        assert to is not None
        docked = cap.docked_ship()
        if docked is None:
            return None
        tables = rules_tables(cap.state.rules)
        full = tables.food_cost[to]
        value = full - self.food(tables, space, bonus, full)
        return value, Place(space, ship=docked.index, to=to)

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        """A ``building:`` check: the Dry Dock launches to the board's own space, the Wharf to
        the farthest free one."""
        if self.prepare:
            ship = cap.supply_ship()
            if ship is None or not cap.can_prepare():
                return None
            return Place(space, ship=ship.index, to=cap.dry_dock_space())
        docked = cap.docked_ship()
        to = cap.farthest_free()
        if docked is None or to is None:
            return None
        return Place(space, ship=docked.index, to=to)


class MoveOut(Effect):
    """Move a ship at sea one space farther out, into the first slot (the Lighthouse)."""

    fields = frozenset({"ship"})
    word = "lighthouse"

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        ship = check_ship(state, ctx, cmd.ship, "sea")
        last = state.rules.game.track.spaces
        if ship.space >= last:
            raise RuleError("track_end", ship=words.your_ship(ship.index))
        if not room(state, ship.space + 1):
            raise RuleError("space_full", space=ship.space + 1, n=state.rules.game.track.slots)

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        out = []
        track, last, slots = state.track, tables.track_spaces, tables.slots
        for s in ctx.seat.ships:  # `room(state, s.space + 1)` inlined
            if s.where == "sea" and s.space < last and len(track[s.space]) < slots:
                out.append(shared_place(space, repeat, ship=s.index))
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.ship is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        state.track[ship.space - 1].remove((ship.seat, ship.index))
        state.track[ship.space].insert(0, (ship.seat, ship.index))
        if events is not NO_EVENTS:
            events.append(ShipMoved(ship.seat, ship.index, ship.space, ship.space + 1, 1))
        ship.space += 1

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        """A ``building:`` check: the Captain's nearest ship that can move out."""
        state = cap.state
        track = state.track
        slots = state.rules.game.track.slots
        movable = [
            sh
            for sh in state.seats[cap.seat].ships
            if sh.where == "sea" and sh.space < len(track) and len(track[sh.space]) < slots
        ]
        if not movable:
            return None
        nearest = min(
            movable, key=lambda sh: (sh.space, track[sh.space - 1].index((sh.seat, sh.index)))
        )
        return Place(space, ship=nearest.index)


EFFECTS = (
    Prepare("prepare"),
    Launch("launch"),
    Launch("launch_half", divided=True),
    Launch("prepare_and_launch", prepare=True),
    MoveOut("move_out"),
)
