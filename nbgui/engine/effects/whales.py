"""Whale tokens: the Tryworks returns right whales free, the Cooperage pays for the whales on a
ship, the Tavern removes empty sea tokens for money (`render_right`, `money_per_whale`,
`remove_sea`).

The Tryworks takes the first `limit` right whales in cargo order, the Tavern the first sea
tokens in draw order (docs/rules-notes.md P11, P12); the Tavern pays its `payout` for 1, 2, …
tokens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nbgui.engine.commands import Place
from nbgui.engine.effects.base import (
    CaptainView,
    Effect,
    Options,
    SpaceContext,
    check_ship,
    gain,
    kind_name,
    shared_place,
)
from nbgui.engine.effects.tables import RulesTables, rules_tables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import Event, SeaTokensRemoved, WhalesRendered
from nbgui.engine.state import GameState
from nbgui.text import words

if TYPE_CHECKING:
    from nbgui.content.captains import Course


class _MoneyForCaptain(Effect):
    """An effect a Captain's money course values by what it would bring (CAPTAINS.md 3)."""

    word = "money"

    def captain_money(self, cap: CaptainView, space: str) -> tuple[int, Place] | None:
        return None

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        return self.captain_money(cap, space) if course.kind == "money" else None

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        found = self.captain_money(cap, space)
        return found[1] if found is not None else None


class RenderRight(_MoneyForCaptain):
    """Return up to `limit` right whales from a ship at sea, free (the Tryworks)."""

    fields = frozenset({"ship"})

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        ship = check_ship(state, ctx, cmd.ship, "sea")
        right = rules_tables(state.rules).right
        if not any(t[0] == right for t in ship.cargo):
            raise RuleError(
                "no_right_whales", ship=words.your_ship(ship.index), kind=kind_name(state, right)
            )

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        out = []
        right = tables.right
        for s in ctx.seat.ships:  # loops, not comprehensions: no frames of their own (3.11)
            if s.where == "sea":
                for t in s.cargo:
                    if t[0] == right:
                        out.append(shared_place(space, repeat, ship=s.index))
                        break
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.ship is not None
        ship = ctx.seat.ships[cmd.ship - 1]
        tables = rules_tables(state.rules)
        rights = [t for t in ship.cargo if t[0] == tables.right][: tables.limit[ctx.action]]
        for t in rights:
            ship.cargo.remove(t)
        ctx.seat.returned.extend(rights)
        events.append(WhalesRendered(ctx.seat_index, ship.index, tuple(rights)))

    def captain_money(self, cap: CaptainView, space: str) -> tuple[int, Place] | None:
        """The ship with the most right whales; each returned saves a right whale's lay."""
        rules = cap.state.rules
        right = rules.whales["right"]
        ship = cap.ship_most(lambda sh: sum(1 for t in sh.cargo if t[0] == right.letter))
        if ship is None:
            return None
        n = min(rules.buildings[space].limit, sum(1 for t in ship.cargo if t[0] == right.letter))
        return right.lay * n, Place(space, ship=ship.index)


class MoneyPerWhale(_MoneyForCaptain):
    """Gain the building's `gain.money` per whale token on one of the seat's ships at sea (the
    Cooperage's $1)."""

    fields = frozenset({"ship"})

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        ship = check_ship(state, ctx, cmd.ship, "sea")
        if not ship.cargo:
            raise RuleError("no_whales_on_ship", ship=words.your_ship(ship.index))

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        out = []
        for s in ctx.seat.ships:  # a loop, not a comprehension: no frame of its own (3.11)
            if s.where == "sea" and s.cargo:
                out.append(shared_place(space, repeat, ship=s.index))
        return out

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.ship is not None
        each = state.rules.buildings[ctx.action].gain.money
        gain(ctx, events, ctx.action, money=each * len(ctx.seat.ships[cmd.ship - 1].cargo))

    def captain_money(self, cap: CaptainView, space: str) -> tuple[int, Place] | None:
        """The ship with the most whales; the money they bring."""
        ship = cap.ship_most(lambda sh: len(sh.cargo))
        if ship is None:
            return None
        each = cap.state.rules.buildings[space].gain.money
        return each * len(ship.cargo), Place(space, ship=ship.index)


class RemoveSea(_MoneyForCaptain):
    """Remove empty sea tokens lying beside the track for the `payout` (the Tavern)."""

    fields = frozenset({"take"})

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        tables = rules_tables(state.rules)
        sea = tables.sea
        seas = sum(1 for t in state.beside if t[0] == sea)
        if seas == 0:
            raise RuleError("no_sea_tokens")
        most = min(len(tables.payout[ctx.action]), seas)
        if cmd.take is None or not 1 <= cmd.take <= most:
            raise RuleError("bad_take", most=most, n=seas)

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        sea = tables.sea
        seas = 0
        for t in state.beside:  # a loop, not a generator: no frame of its own (3.11)
            if t[0] == sea:
                seas += 1
        if not seas:
            return []
        most = min(len(tables.payout[ctx.action]), seas)
        return [shared_place(space, repeat, take=n) for n in range(1, most + 1)]

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        assert cmd.take is not None
        tables = rules_tables(state.rules)
        seas = [t for t in state.beside if t[0] == tables.sea][: cmd.take]
        for t in seas:
            state.beside.remove(t)
        state.removed.extend(seas)
        events.append(SeaTokensRemoved(ctx.seat_index, tuple(seas)))
        gain(ctx, events, ctx.action, money=tables.payout[ctx.action][cmd.take - 1])

    def captain_money(self, cap: CaptainView, space: str) -> tuple[int, Place] | None:
        """Takes as many tokens as it may (CAPTAINS.md 3)."""
        state = cap.state
        sea = rules_tables(state.rules).sea
        seas = sum(1 for t in state.beside if t[0] == sea)
        if not seas:
            return None
        payout = state.rules.buildings[space].payout
        take = min(len(payout), seas)
        return payout[take - 1], Place(space, take=take)


EFFECTS = (
    RenderRight("render_right"),
    MoneyPerWhale("money_per_whale"),
    RemoveSea("remove_sea"),
)
