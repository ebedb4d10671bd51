"""Events: deterministic, past-tense facts emitted by `apply` (the UI animates them, the log
prints them, tests assert on them). No clocks, no ids beyond the game's own."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import SupportsIndex, get_args

from nbgui.engine.fastinit import fast_frozen_init


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A game began: its seed and the seats' names, in seat order."""

    seed: int
    seats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BuildingOrderSet:
    """The order in which the buildings are laid out for sale (setup)."""

    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StartingGoodsTaken:
    """A seat took its starting goods and money (setup)."""

    seat: int
    lumber: int
    food: int
    brick: int
    money: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round began; `order` is the seats in placing order."""

    round: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GoodsBought:
    """A seat bought `amount` of `good` for `price` (the round's purchase)."""

    seat: int
    good: str
    amount: int
    price: int


@dataclass(frozen=True, slots=True)
class WorkerPlaced:
    """A seat placed a worker on `space` (repeating one with `repeat`; with the space's bonus,
    or at the Inn)."""

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
    """A seat gained goods and money from `source`."""

    seat: int
    lumber: int
    food: int
    brick: int
    money: int
    source: str


@dataclass(frozen=True, slots=True)
class GoodsSpent:
    """A seat spent goods and money, for `reason`."""

    seat: int
    lumber: int
    food: int
    brick: int
    money: int
    reason: str


@dataclass(frozen=True, slots=True)
class BuildingBuilt:
    """A seat built `building`."""

    seat: int
    building: str


@dataclass(frozen=True, slots=True)
class PostOfficeTaken:
    """A seat took the Post Office from `from_seat`."""

    seat: int
    from_seat: int


@dataclass(frozen=True, slots=True)
class ShipPrepared:
    """A seat's ship `ship` was prepared (ready to launch)."""

    seat: int
    ship: int


@dataclass(frozen=True, slots=True)
class ShipLaunched:
    """A seat's ship went to sea at track `space`, in `slot`."""

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
    """The Inn's user picks up both workers to place them again (RULES.md 5.4)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SeaTokensRemoved:
    """A seat's action took empty sea tokens from beside the whaling board."""

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
    """A seat's ship turned for home with its whale tokens."""

    seat: int
    ship: int
    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LayPaid:
    """A seat paid `amount` of lay for a returning whale."""

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
    """A seat sold a whale for `money`."""

    seat: int
    token: str
    money: int


@dataclass(frozen=True, slots=True)
class WhaleBought:
    """A seat bought a whale for `price`."""

    seat: int
    token: str
    price: int


@dataclass(frozen=True, slots=True)
class BuyerPassed:
    """A seat passed on buying a whale (`automatic`: it could buy none)."""

    seat: int
    automatic: bool


@dataclass(frozen=True, slots=True)
class WhalesRemoved:
    """Whale tokens left the game, for `reason`."""

    tokens: tuple[str, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class ShipHome:
    """A seat's ship came home."""

    seat: int
    ship: int


@dataclass(frozen=True, slots=True)
class TokensToBag:
    """Tokens went back into the ocean bag."""

    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TokensDrawn:
    """Tokens were drawn from the ocean bag."""

    tokens: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WhaleTaken:
    """A seat took a whale token onto a ship."""

    seat: int
    ship: int
    token: str


@dataclass(frozen=True, slots=True)
class PickPassed:
    """A seat took no whale onto a ship (`automatic`: it could take none)."""

    seat: int
    ship: int
    automatic: bool


@dataclass(frozen=True, slots=True)
class IncomeGained:
    """A seat's building paid it `amount`."""

    seat: int
    amount: int
    building: str


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """A round ended."""

    round: int


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    """A phase of a round began."""

    phase: str
    round: int


@dataclass(frozen=True, slots=True)
class DieRolled:
    """A Captain rolled his course die."""

    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class HelmMoved:
    """A Captain's Helm marker moved from one position to another."""

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
    """The game ended: every seat's total, in seat order, and the winning seats."""

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
