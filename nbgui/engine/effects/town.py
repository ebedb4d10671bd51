"""Buildings that change the turn rather than goods: the Inn, the Post Office and Turner's Mill
(`inn`, `take_post_office`, `repeat_captain`).

The Inn's user places both workers again after everyone else (RULES.md 5.4); the Post Office
moves to its new owner, who then may not use it (docs/rules-notes.md P14); Turner's Mill repeats
the most recent Captain placement, which `nbgui.engine.place.space_context` resolves before any
effect runs (RULES.md 10.9), so its own effect never performs.
"""

from __future__ import annotations

from nbgui.engine.commands import Place
from nbgui.engine.effects.base import (
    CaptainView,
    Effect,
    Options,
    SpaceContext,
    at_building_limit,
    shared_place,
)
from nbgui.engine.effects.tables import RulesTables
from nbgui.engine.errors import RuleError
from nbgui.engine.events import Event, PostOfficeTaken
from nbgui.engine.state import GameState


class Inn(Effect):
    """Place both workers again in the Inn step."""

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        if state.inn_user is None:
            state.inn_user = ctx.seat_index
        elif state.inn_user != ctx.seat_index and ctx.seat_index not in state.inn_waiting:
            state.inn_waiting.append(ctx.seat_index)

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        return Place(space)


class TakePostOffice(Effect):
    """Become the building's owner (it pays `post_office_income` each round to a human)."""

    owner_may_use = False

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        if ctx.captain and at_building_limit(state, ctx):
            raise RuleError("building_limit", n=ctx.seat.spec.building_limit or 0)

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        if ctx.captain and at_building_limit(state, ctx):
            return []
        return [shared_place(space, repeat)]

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        previous = state.owner[ctx.action]
        state.owner[ctx.action] = ctx.seat_index
        events.append(PostOfficeTaken(ctx.seat_index, previous))

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        return Place(space)


class RepeatCaptain(Effect):
    """Turner's Mill: the placement performs the repeated action's effect instead."""

    repeatable = False  # it cannot repeat itself
    captain_may_use = False  # Captains never use it

    def perform(
        self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]
    ) -> None:  # pragma: no cover - space_context always resolves the repeated action
        raise AssertionError("Turner's Mill performs the repeated action's effect")


EFFECTS = (
    Inn("inn"),
    TakePostOffice("take_post_office"),
    RepeatCaptain("repeat_captain"),
)
