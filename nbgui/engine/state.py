"""The game state: setup (frozen dataclasses, validated where read) and the live state.

Why not a frozen tree for the live state, as DESIGN.md suggests: the engine must play hundreds
of complete games per second for hints and simulation, and copying a nested immutable tree
costs far more than the whole rule step. So the live state is a set of small slotted classes
that `apply` copies (`clone`) before changing the copy — callers never see a state change under
them. The setup is a pair of frozen dataclasses that check their bounds when built
(`nbgui.content.schema.check_fields`) and are validated where a file is read (saves, the
statistics database: `nbgui.content.datacheck.load_as`, from the same declarations).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from nbgui.content.models import Rules
from nbgui.content.schema import OMIT_NONE, STRICT, check_fields
from nbgui.engine.commands import Place
from nbgui.engine.fastinit import fast_frozen_init

SeatKind = Literal["human", "captain"]
#: A player seat the app plays itself (`nbgui.bots.search.LEVELS`); None: a person plays it.
AiLevel = Literal["easy", "medium", "strong"]
Phase = Literal["setup", "action", "inn", "returns", "whaling", "final", "over"]
DecisionKind = Literal["start_goods", "place", "roll", "return", "buy_whale", "pick", "over"]


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatSpec:
    """Who sits at a seat. Captain seats carry their board's limits (copied at setup so a save
    replays without the board files)."""

    __pydantic_config__ = STRICT

    kind: SeatKind = "human"
    name: str = field(metadata={"min_length": 1, "max_length": 40})
    captain: str | None = field(default=None, metadata={"max_length": 40})
    building_limit: int | None = field(default=None, metadata={"ge": 0, "le": 30})
    whale_limit: int | None = field(default=None, metadata={"ge": 0, "le": 100})
    keeps_best: int | None = field(default=None, metadata={"ge": 0, "le": 100})
    fallback_draw: bool = False
    helm_size: int = field(default=8, metadata={"ge": 1, "le": 20})
    #: Left out of dumps when None, so saves and state hashes of games without AI players are
    #: exactly what they were before AI players existed.
    ai: AiLevel | None = field(default=None, metadata={OMIT_NONE: True})

    def __post_init__(self) -> None:
        check_fields(self)
        if self.kind == "captain" and not self.captain:
            raise ValueError("a captain seat needs its captain's id")
        if self.kind == "human" and self.captain is not None:
            raise ValueError("a human seat has no captain id")
        if self.kind == "captain" and self.ai is not None:
            raise ValueError("a Captain seat is played by its board, not by an AI level")


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSetup:
    """Everything needed to start a game; with the command list it reproduces the game."""

    __pydantic_config__ = STRICT

    seed: int = field(metadata={"ge": 0, "lt": 2**63})
    seats: list[SeatSpec] = field(metadata={"min_length": 2, "max_length": 4})
    turners_mill: bool = False
    expert: bool = False
    first_seat: int = field(default=0, metadata={"ge": 0, "le": 3})
    #: 1 for games begun before the rulings of docs/rules-notes.md "Edition 2" (the first Captain
    #: placement rolled again instead of using the starting course; sold whales were offered in
    #: the round's turn order). Saves of format 1 migrate to edition 1 so they replay unchanged.
    edition: int = field(default=2, metadata={"ge": 1, "le": 2})

    def __post_init__(self) -> None:
        if not isinstance(self.seats, list):  # a tuple of seats is the same setup
            object.__setattr__(self, "seats", list(self.seats))
        check_fields(self)
        humans = sum(1 for s in self.seats if s.kind == "human")
        captains = len(self.seats) - humans
        problem = table_problem(humans, captains)
        if problem is not None:
            raise ValueError(problem)
        if self.first_seat >= len(self.seats):
            raise ValueError("first_seat is not a seat")
        if self.turners_mill and not turners_mill_allowed(humans, captains):
            raise ValueError(
                "Turner's Mill is used only when Captains play against exactly one human"
            )


def table_problem(humans: int, captains: int) -> str | None:
    """Why a table of `humans` and `captains` is not one RULES.md 11.13 supports, or None.

    Supported: 2–4 humans; 1 human with 1–3 Captains; 2 or 3 humans with 1 Captain; 2 humans
    with 2 Captains (each human controls one Captain, RULES.md 10.2).
    """
    if humans < 1:
        return "at least one human seat is needed"
    if humans + captains > 4:
        return "a table has at most four seats"
    if humans + captains < 2:
        return "a table needs at least two seats"
    return None


def turners_mill_allowed(humans: int, captains: int) -> bool:
    """Turner's Mill is added only when Captains play against exactly one human (RULES.md 2.3)."""
    return captains >= 1 and humans == 1


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must act next and what kind of decision it is."""

    kind: DecisionKind
    seat: int | None
    ship: int | None = None
    inn: bool = False


fast_frozen_init(Decision)  # cheaper construction, same class (nbgui/engine/fastinit.py)


class Ship:
    """One ship. `where` is supply, dock or sea; `space` is the track space (1..6) at sea."""

    __slots__ = ("cargo", "dock_seq", "index", "seat", "space", "where")

    def __init__(self, seat: int, index: int) -> None:
        self.seat = seat
        self.index = index
        self.where: str = "supply"
        self.space = 0
        self.cargo: list[str] = []
        self.dock_seq = 0

    def clone(self) -> Ship:
        s = Ship.__new__(Ship)
        s.seat = self.seat
        s.index = self.index
        s.where = self.where
        s.space = self.space
        s.cargo = self.cargo.copy()
        s.dock_seq = self.dock_seq
        return s


_new_ship = Ship.__new__


class Seat:
    """One seat's holdings and progress."""

    __slots__ = (
        "brick",
        "food",
        "helm",
        "kind",
        "lumber",
        "money",
        "placed_this_round",
        "returned",
        "rolled",
        "ships",
        "spec",
        "workers_left",
    )

    def __init__(self, spec: SeatSpec, index: int, ships: int) -> None:
        self.spec = spec
        self.kind: SeatKind = spec.kind
        self.lumber = 0
        self.food = 0
        self.brick = 0
        self.money = 0
        self.workers_left = 0
        self.placed_this_round = 0
        self.ships = [Ship(index, i + 1) for i in range(ships)]
        self.returned: list[str] = []
        self.helm = 0
        self.rolled = False

    @property
    def is_captain(self) -> bool:
        return self.kind == "captain"

    @property
    def is_ai(self) -> bool:
        """A player seat the app plays itself (an AI opponent; not a Captain)."""
        return self.spec.ai is not None

    @property
    def is_automated(self) -> bool:
        """Nobody at the screen decides for this seat: a Captain or an AI player."""
        return self.kind == "captain" or self.spec.ai is not None

    def clone(self) -> Seat:
        s = Seat.__new__(Seat)
        s.spec = self.spec
        s.kind = self.kind
        s.lumber = self.lumber
        s.food = self.food
        s.brick = self.brick
        s.money = self.money
        s.workers_left = self.workers_left
        s.placed_this_round = self.placed_this_round
        ships = []
        for sh in self.ships:  # Ship.clone, inlined: clones run in every checked step
            c = _new_ship(Ship)
            c.seat = sh.seat
            c.index = sh.index
            c.where = sh.where
            c.space = sh.space
            c.cargo = sh.cargo.copy()
            c.dock_seq = sh.dock_seq
            ships.append(c)
        s.ships = ships
        s.returned = self.returned.copy()
        s.helm = self.helm
        s.rolled = self.rolled
        return s

    def goods(self, good: str) -> int:
        return int(getattr(self, good))


class GameState:
    """The live state. Treat it as immutable: `apply` returns a changed copy.

    Mutable internals are changed only by the engine on a fresh `clone()` (or, in the unchecked
    simulation path, on a state the caller owns).
    """

    __slots__ = (
        "bag",
        "beside",
        "built",
        "buyers_passed",
        "buying_seat",
        "decision",
        "dock_seq",
        "end_sale_next",
        "final",
        "inn_user",
        "inn_waiting",
        "last_captain_place",
        "order",
        "owner",
        "phase",
        "pick_queue",
        "placements",
        "purchase_used",
        "removed",
        "return_queue",
        "returning",
        "rng_counter",
        "round",
        "rules",
        "seats",
        "seller",
        "setup",
        "setup_queue",
        "sold",
        "track",
        "turn",
        "unbuilt",
        "used_buildings",
    )

    rules: Rules
    setup: GameSetup
    seats: list[Seat]
    round: int
    phase: Phase
    order: list[int]
    turn: int
    placements: list[tuple[int, str]]
    used_buildings: set[str]
    owner: dict[str, int]
    built: list[str]
    unbuilt: list[str]
    bag: list[str]
    beside: list[str]
    end_sale_next: int
    setup_queue: list[int]
    removed: list[str]
    track: list[list[tuple[int, int]]]
    rng_counter: int
    purchase_used: bool
    inn_user: int | None
    inn_waiting: list[int]
    last_captain_place: Place | None
    return_queue: list[tuple[int, int]]
    returning: tuple[int, int] | None
    sold: list[str]
    seller: int | None
    buying_seat: int | None
    buyers_passed: int
    pick_queue: list[tuple[int, int]]
    dock_seq: int
    final: bool
    decision: Decision

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.setup = self.setup
        s.seats = [seat.clone() for seat in self.seats]
        s.round = self.round
        s.phase = self.phase
        s.order = self.order
        s.turn = self.turn
        s.placements = self.placements.copy()
        s.used_buildings = self.used_buildings.copy()
        s.owner = self.owner.copy()
        s.built = self.built.copy()
        s.unbuilt = self.unbuilt.copy()
        s.bag = self.bag.copy()
        s.beside = self.beside.copy()
        s.end_sale_next = self.end_sale_next
        s.setup_queue = self.setup_queue.copy()
        s.removed = self.removed.copy()
        s.track = [list(space) for space in self.track]
        s.rng_counter = self.rng_counter
        s.purchase_used = self.purchase_used
        s.inn_user = self.inn_user
        s.inn_waiting = self.inn_waiting.copy()
        s.last_captain_place = self.last_captain_place
        s.return_queue = self.return_queue.copy()
        s.returning = self.returning
        s.sold = self.sold.copy()
        s.seller = self.seller
        s.buying_seat = self.buying_seat
        s.buyers_passed = self.buyers_passed
        s.pick_queue = self.pick_queue.copy()
        s.dock_seq = self.dock_seq
        s.final = self.final
        s.decision = self.decision
        return s

    # ---- small queries used everywhere -------------------------------------------------

    @property
    def seed(self) -> int:
        return self.setup.seed

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def ship(self, seat: int, index: int) -> Ship:
        return self.seats[seat].ships[index - 1]

    def buildings_of(self, seat: int) -> list[str]:
        """The buildings `seat` owns, in the order they were built."""
        return [b for b in self.built if self.owner.get(b) == seat]

    def whale_count(self, seat: int) -> int:
        """Whales returned plus whales aboard (what a Captain's whale limit counts)."""
        s = self.seats[seat]
        return len(s.returned) + sum(len(sh.cargo) for sh in s.ships)

    def is_first_on(self, space: str) -> bool:
        """True when no worker is on town or whaling-board `space` (the first-worker bonus)."""
        for _, sp in self.placements:  # noqa: SIM110 - a plain loop: about twice as fast as all()
            if sp == space:
                return False
        return True
