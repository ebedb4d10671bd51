"""Events: deterministic, past-tense facts emitted by `apply` (the UI animates them, the log
prints them, tests assert on them). No clocks, no ids beyond the game's own."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import SupportsIndex, get_args

from nbgui.engine.fastinit import fast_frozen_init


@dataclass(frozen=True, slots=True)
class GameStarted:
    seed: int
    seats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BuildingOrderSet:
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StartingGoodsTaken:
    seat: int
    lumber: int
    food: int
    brick: int
    money: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GoodsBought:
    seat: int
    good: str
    amount: int
    price: int


@dataclass(frozen=True, slots=True)
class WorkerPlaced:
    seat: int
    space: str
    repeat: str | None
    bonus: bool
    inn: bool


@dataclass(frozen=True, slots=True)
class FeePaid:
    """`payer` pays `amount` for using `building`; None payer = a Captain (the supply pays the
    owner); None payee = the supply (a Captain's building, or Turner's Mill's extra $1)."""

    payer: int | None
    payee: int | None
    amount: int
    building: str


@dataclass(frozen=True, slots=True)
class GoodsGained:
    seat: int
    lumber: int
    food: int
    brick: int
    money: int
    source: str


@dataclass(frozen=True, slots=True)
class GoodsSpent:
    seat: int
    lumber: int
    food: int
    brick: int
    money: int
    reason: str


@dataclass(frozen=True, slots=True)
class BuildingBuilt:
    seat: int
    building: str


@dataclass(frozen=True, slots=True)
class PostOfficeTaken:
    seat: int
    from_seat: int


@dataclass(frozen=True, slots=True)
class ShipPrepared:
    seat: int
    ship: int


@dataclass(frozen=True, slots=True)
class ShipLaunched:
    seat: int
    ship: int
    space: int
    slot: int


@dataclass(frozen=True, slots=True)
class ShipMoved:
    """A ship moved on the track; `to_space` 0 is the Return row. `slot` is 1-based."""

    seat: int
    ship: int
    from_space: int
    to_space: int
    slot: int


@dataclass(frozen=True, slots=True)
class InnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class SeaTokensRemoved:
    seat: int
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WhalesRendered:
    """Tryworks: right whales moved straight from a ship at sea to the returned whales."""

    seat: int
    ship: int
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ShipReturning:
    seat: int
    ship: int
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LayPaid:
    seat: int
    token: str
    amount: int


@dataclass(frozen=True, slots=True)
class WhaleKept:
    """A Captain's returning whale goes to its returned whales (Captains pay no lay)."""

    seat: int
    token: str


@dataclass(frozen=True, slots=True)
class WhaleSold:
    seat: int
    token: str
    money: int


@dataclass(frozen=True, slots=True)
class WhaleBought:
    seat: int
    token: str
    price: int


@dataclass(frozen=True, slots=True)
class BuyerPassed:
    seat: int
    automatic: bool


@dataclass(frozen=True, slots=True)
class WhalesRemoved:
    tokens: tuple[str, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class ShipHome:
    seat: int
    ship: int


@dataclass(frozen=True, slots=True)
class TokensToBag:
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TokensDrawn:
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WhaleTaken:
    seat: int
    ship: int
    token: str


@dataclass(frozen=True, slots=True)
class PickPassed:
    seat: int
    ship: int
    automatic: bool


@dataclass(frozen=True, slots=True)
class IncomeGained:
    seat: int
    amount: int
    building: str


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round: int


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    phase: str
    round: int


@dataclass(frozen=True, slots=True)
class DieRolled:
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class HelmMoved:
    seat: int
    from_position: int
    to_position: int


@dataclass(frozen=True, slots=True)
class FallbackDrawn:
    """Ahab's end-of-Orders draw: `ship` is where the whale went, None if it went back."""

    seat: int
    token: str
    ship: int | None


@dataclass(frozen=True, slots=True)
class EndSale:
    """A Captain with a whale cap (Stubb) sells all but its best whales at game end."""

    seat: int
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameEnded:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    GameStarted
    | BuildingOrderSet
    | StartingGoodsTaken
    | RoundStarted
    | GoodsBought
    | WorkerPlaced
    | FeePaid
    | GoodsGained
    | GoodsSpent
    | BuildingBuilt
    | PostOfficeTaken
    | ShipPrepared
    | ShipLaunched
    | ShipMoved
    | InnStarted
    | SeaTokensRemoved
    | WhalesRendered
    | ShipReturning
    | LayPaid
    | WhaleKept
    | WhaleSold
    | WhaleBought
    | BuyerPassed
    | WhalesRemoved
    | ShipHome
    | TokensToBag
    | TokensDrawn
    | WhaleTaken
    | PickPassed
    | IncomeGained
    | RoundEnded
    | PhaseStarted
    | DieRolled
    | HelmMoved
    | FallbackDrawn
    | EndSale
    | GameEnded
)


for _cls in get_args(Event):
    fast_frozen_init(_cls)  # cheaper construction, same classes (nbgui/engine/fastinit.py)


class _NoEvents(list[Event]):
    """The event list of `apply_unchecked` when its caller wants no events (playouts, hints'
    lookahead, random games): it keeps nothing. The engine's frequent events are not even built
    for it (`if events is not NO_EVENTS`: about 200 a game, ~0.4 µs each); any other event
    appended (`append`, `extend`, `insert`: the engine uses no other) is dropped."""

    __slots__ = ()

    def append(self, event: Event, /) -> None:
        return None

    def extend(self, events: Iterable[Event], /) -> None:
        return None

    def insert(self, index: SupportsIndex, event: Event, /) -> None:
        return None


#: The shared list that keeps no events (see `_NoEvents`).
NO_EVENTS: list[Event] = _NoEvents()
