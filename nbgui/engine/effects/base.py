"""What every effect family shares: the placement context, the `Effect` interface and the small
helpers the families use (gaining and spending, refusing with the catalogue's sentences).

An `Effect` is the whole rule of one `effect` id of `rules/` (`gain_goods`, `launch_half`, …):
which sub-choices its command carries (`fields`), why a command is refused (`check`), every
legal command (`options`), what it does (`perform`), what it is worth to a Captain
(`captain_value`, `captain_command`, CAPTAINS.md 3) and the commands the table tries to
explain a refused drop (`probes`). The numbers come from `rules/` through `RulesTables`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from nbgui.engine.commands import GOODS, Good, Place
from nbgui.engine.errors import RuleError
from nbgui.engine.events import NO_EVENTS, Event, GoodsGained, GoodsSpent
from nbgui.engine.state import GameState, Seat, Ship
from nbgui.text import Msg, Term, words

if TYPE_CHECKING:
    from nbgui.content.captains import Course
    from nbgui.content.models import Building
    from nbgui.engine.effects.tables import RulesTables

Options = list[Place] | tuple[Place, ...]


@dataclass(slots=True)
class SpaceContext:
    """What placing on one space means for one seat right now.

    `space` is where the worker goes, `action` the space whose action it performs (the repeated
    one for Turner's Mill), `effect` that action's effect id. `fees` are (payee or None for the
    supply, amount, building). The goods and money are what the seat may spend on the action
    after the fees (unbounded for a Captain, who pays nothing).
    """

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


class CaptainView(Protocol):
    """What an effect may ask of the Captain deciding (the Orders walk in nbgui/captain)."""

    state: GameState
    seat: int

    def can_prepare(self) -> bool:
        """A supply ship, and the board's prepare rule allows preparing now."""

    def supply_ship(self) -> Ship | None:
        """The Captain's first ship in its supply."""

    def docked_ship(self) -> Ship | None:
        """The Captain's ship longest on the dock."""

    def ship_most(self, count: Callable[[Ship], int]) -> Ship | None:
        """The Captain's ship at sea with the most of `count` (at least 1)."""

    def dry_dock_space(self) -> int:
        """Where a Dry Dock launch goes on a course that names no space."""

    def farthest_free(self) -> int | None:
        """The farthest track space with a free slot."""

    def build_target(self, kind: str) -> str | None:
        """The building a build course of `kind` builds, if the Captain may build."""


class Effect:
    """The rule of one effect id. Subclasses override what their family does.

    Class flags say how the rest of the game treats the effect: `repeatable` (Turner's Mill may
    repeat it), `owner_may_use` (the Post Office's owner may not), `captain_may_use` (the
    Captain's Orders consider it), `from_dock` / `from_supply` (the table offers it for a ship
    dropped on the track from there), `prepares` (for a ship dropped on the dock).
    """

    fields: frozenset[str] = frozenset()
    #: how a Captain's plain sentence names the action (``captain.action.<word>``)
    word = "use"
    repeatable = True
    owner_may_use = True
    captain_may_use = True
    from_dock = False
    from_supply = False
    prepares = False

    def __init__(self, name: str) -> None:
        self.name = name

    def check(self, state: GameState, ctx: SpaceContext, cmd: Place) -> None:
        """Raise `RuleError` unless the sub-choices of `cmd` are legal (the space is checked)."""
        return None

    def options(
        self,
        state: GameState,
        ctx: SpaceContext,
        tables: RulesTables,
        space: str,
        repeat: str | None,
    ) -> Options:
        """Every legal command for the space, in a stable order (`repeat`: Turner's Mill's)."""
        return [shared_place(space, repeat)]

    def perform(self, state: GameState, ctx: SpaceContext, cmd: Place, events: list[Event]) -> None:
        """Carry out the checked command (the worker is placed and the fees paid)."""
        return None

    def captain_value(
        self, cap: CaptainView, space: str, course: Course, bonus: bool
    ) -> tuple[int, Place] | None:
        """(preference value, command) if `space` satisfies `course` for this Captain now
        (CAPTAINS.md 1 and 3); `bonus` is the first-worker bonus still available."""
        return None

    def captain_command(self, cap: CaptainView, space: str) -> Place | None:
        """The command of a ``building:`` check when no course is satisfied (CAPTAINS.md 2)."""
        return None

    def captain_word(self, building: Building | None) -> str:
        """How a Captain's plain sentence names this action on `building` (None: a board
        space): ``goods``, ``money``, ``prepare``, ``lighthouse`` or ``use``."""
        return self.word

    def points(self, building: Building, buildings: int, rights: int) -> int | None:
        """End-of-game points beyond the building's 1 for a seat owning `buildings` buildings
        and `rights` returned right whales (victory buildings; None: no such points)."""
        return None

    def probes(
        self, state: GameState, seat_index: int, space: str, repeat: str | None
    ) -> list[Place]:
        """Commands that may explain why a worker of `seat_index` cannot go on `space` (the
        table validates them in order and shows the first refusal that is not only a missing
        sub-choice): the bare placement first, then one of each sub-choice in `fields`."""
        out = [Place(space, repeat=repeat)]
        fields = self.fields
        if "ship" in fields:
            spaces = state.rules.game.track.spaces
            for ship in state.seats[seat_index].ships:
                out.append(Place(space, repeat=repeat, ship=ship.index))
                if "to" in fields:
                    out.extend(
                        Place(space, repeat=repeat, ship=ship.index, to=to)
                        for to in range(1, spaces + 1)
                    )
        if "bonus" in fields:
            out.append(Place(space, repeat=repeat, bonus=GOODS[-1]))
        if "take" in fields:
            building = state.rules.buildings.get(repeat or space)
            most = len(building.payout) if building is not None else 0
            out.extend(Place(space, repeat=repeat, take=n) for n in range(1, most + 1))
        if "sell" in fields:
            out.extend(
                Place(space, repeat=repeat, sell=s) for s in ((1, 0, 0), (0, 1, 0), (0, 0, 1))
            )
        if "build" in fields:
            # the cheapest building first: when nothing is affordable, the sentence is about
            # the building closest to affordable, not the first one in the tray
            def total(b: str) -> int:
                c = state.rules.buildings[b].cost
                return int(c.lumber + c.food + c.brick + c.money)

            for b in sorted(state.unbuilt, key=total):
                out.append(Place(space, repeat=repeat, build=b))
                out.extend(Place(space, repeat=repeat, build=b, discount=(g,)) for g in GOODS)
        return out


# ---- shared commands ---------------------------------------------------------------------

_PLACES: dict[tuple[str, str | None, Good | None, int | None, int | None, int | None], Place] = {}


def shared_place(
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


# ---- gaining, spending, refusing -----------------------------------------------------------


def gain(
    ctx: SpaceContext,
    events: list[Event],
    source: str,
    lumber: int = 0,
    food: int = 0,
    brick: int = 0,
    money: int = 0,
) -> None:
    """The seat gains these amounts (a Captain collects nothing, RULES.md 10.4)."""
    if ctx.captain or not (lumber or food or brick or money):
        return
    seat = ctx.seat
    seat.lumber += lumber
    seat.food += food
    seat.brick += brick
    seat.money += money
    if events is not NO_EVENTS:
        events.append(GoodsGained(ctx.seat_index, lumber, food, brick, money, source))


def spend(
    ctx: SpaceContext,
    events: list[Event],
    reason: str,
    lumber: int = 0,
    food: int = 0,
    brick: int = 0,
    money: int = 0,
) -> None:
    """The seat pays these amounts (a Captain pays nothing, RULES.md 10.4)."""
    if ctx.captain or not (lumber or food or brick or money):
        return
    seat = ctx.seat
    seat.lumber -= lumber
    seat.food -= food
    seat.brick -= brick
    seat.money -= money
    if events is not NO_EVENTS:
        events.append(GoodsSpent(ctx.seat_index, lumber, food, brick, money, reason))


def require(need: dict[str, int], ctx: SpaceContext, what: Callable[[], Msg]) -> None:
    """Refuse with `not_enough_<good>` if the seat cannot pay `need` for `what()` (the message
    is made only when refusing: the playouts check many commands that pass)."""
    for good in ("lumber", "food", "brick", "money"):
        have: int = getattr(ctx, good)
        if need.get(good, 0) > have:
            raise RuleError(
                f"not_enough_{good}",
                variant="needs",
                doing=what(),
                need=words.amount(good, need[good]),
                have=words.amount(good, have),
                short=need[good] - have,  # not said: `api.validate`'s way out by a purchase
            )


def kind_name(state: GameState, letter: str) -> Term | str:
    """A whale kind's catalogue name from its letter."""
    return words.whale_kind(state.rules, letter) or letter


def room(state: GameState, to: int) -> bool:
    """Track space `to` has a free slot."""
    return len(state.track[to - 1]) < state.rules.game.track.slots


def check_to(state: GameState, to: int | None) -> int:
    """A launch target: a track space with room."""
    spaces = state.rules.game.track.spaces
    if to is None or not 1 <= to <= spaces:
        raise RuleError("bad_launch_target", last=spaces)
    if not room(state, to):
        raise RuleError("space_full", space=to, n=state.rules.game.track.slots)
    return to


def check_ship(state: GameState, ctx: SpaceContext, ship: int | None, where: str) -> Ship:
    """The seat's ship `ship`, which must be in `where` (supply, dock or sea). The refusal names
    the ship as the log does (small/large) and says the way out from where the ship is
    (`refusal.ship_<where it is>_not_<where>`)."""
    ships = ctx.seat.ships
    if ship is None or not 1 <= ship <= len(ships):
        raise RuleError("no_such_ship", count=len(ships))
    s = ships[ship - 1]
    if s.where != where:
        raise RuleError(
            "ship_not_there",
            variant=f"ship_{s.where}_not_{where}",
            ship=words.your_ship(ship),
            dockyard=words.place(state.rules, "dockyard"),
            pier=words.place(state.rules, "city_pier"),
        )
    return s


def at_building_limit(state: GameState, ctx: SpaceContext) -> bool:
    """A Captain at its building limit builds no more and cannot take the Post Office."""
    limit = ctx.seat.spec.building_limit
    return limit is not None and len(state.buildings_of(ctx.seat_index)) >= limit
