"""The game data in `rules/`: frozen dataclasses, validated strictly when read from files.

Unknown fields are errors; the bounds are in each field's metadata and the cross-field checks in
``__post_init__`` (see `nbgui.content.schema`: pydantic validates these classes only where a
file is read; the app's built-in rules come pre-validated from `nbgui.content.compiled`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from nbgui.content.schema import STRICT

GoodName = Literal["lumber", "food", "brick"]
WhaleType = Literal["right", "bowhead", "sperm", "sea"]

_NONEMPTY = {"min_length": 1}
_NATURAL = {"ge": 0}


@dataclass(frozen=True, slots=True)
class Text:
    """A text in both app languages."""

    __pydantic_config__ = STRICT

    en: str = field(metadata=_NONEMPTY)
    es: str = field(metadata=_NONEMPTY)


@dataclass(frozen=True, slots=True)
class Amounts:
    """Goods and money, used for costs and gains."""

    __pydantic_config__ = STRICT

    lumber: int = field(metadata=_NATURAL)
    food: int = field(metadata=_NATURAL)
    brick: int = field(metadata=_NATURAL)
    money: int = field(metadata=_NATURAL)

    def goods_total(self) -> int:
        return self.lumber + self.food + self.brick


BuildingEffect = Literal[
    "gain_money",
    "gain_goods",
    "prepare_and_launch",
    "move_out",
    "sell_lumber",
    "remove_sea",
    "render_right",
    "launch_half",
    "points_per_right",
    "points_flat",
    "points_per_building",
    "money_per_whale",
    "build_discount",
    "inn",
    "sell_market",
    "take_post_office",
    "repeat_captain",
]


@dataclass(frozen=True, slots=True)
class Building:
    """A building of `rules/buildings.json`: its name, set, kind, cost and effect."""

    __pydantic_config__ = STRICT

    id: str = field(metadata={"pattern": r"^[a-z_]+$"})
    name: Text
    set: Literal["2p", "3-4p", "captains"]
    kind: Literal["action", "victory"]
    cost: Amounts
    effect: BuildingEffect
    #: what the action gains (`money_per_whale`: the money per whale token on the ship)
    gain: Amounts
    points: int = field(metadata=_NATURAL)
    text: Text
    #: goods taken off a build's cost (`build_discount`: the Courthouse's 2)
    discount: int = field(default=0, metadata={"ge": 0, "le": 10})
    #: scoring divisor: +1 point per `per` buildings (`points_per_building`) or right whales
    #: (`points_per_right`)
    per: int = field(default=0, metadata={"ge": 0, "le": 20})
    #: price per good sold (`sell_lumber`: the Lumber Mill's $2 a lumber)
    sell_price: Amounts | None = None
    #: money for removing 1, 2, … tokens (`remove_sea`: the Tavern's $4 / $6)
    payout: list[int] = field(default_factory=list, metadata={"max_length": 6})
    #: at most this many tokens (`render_right`: the Tryworks' 3 right whales)
    limit: int = field(default=0, metadata={"ge": 0, "le": 20})
    #: what a Captain's money course counts this building as when it gives a Captain no money
    #: of its own (CAPTAINS.md 3: the Market, Lumber Mill and Chandlery count as 5)
    captain_money: int = field(default=0, metadata={"ge": 0, "le": 100})
    #: a launch pays the space's food cost divided by this, rounded up (`launch_half`: the
    #: Wharf's half)
    food_divisor: int = field(default=0, metadata={"ge": 0, "le": 10})
    #: the first good of each type sold pays this many times its price (`sell_market`: the
    #: Market's double)
    first_of_type: int = field(default=0, metadata={"ge": 0, "le": 10})
    #: money to the supply on top of the repeated action's price (`repeat_captain`: Turner's
    #: Mill's $1)
    surcharge: int = field(default=0, metadata={"ge": 0, "le": 20})
    #: a building that combines different goods or actions (CAPTAINS.md 2: Ahab's `combo`
    #: check and his `most` ties: the Schoolhouse, Chandlery and Dry Dock)
    combo: bool = False

    def __post_init__(self) -> None:
        needs = {
            "build_discount": ("discount", self.discount > 0),
            "points_per_building": ("per", self.per > 0),
            "points_per_right": ("per", self.per > 0),
            "sell_lumber": ("sell_price", self.sell_price is not None),
            "remove_sea": ("payout", bool(self.payout)),
            "render_right": ("limit", self.limit > 0),
            "launch_half": ("food_divisor", self.food_divisor > 0),
            "sell_market": ("first_of_type", self.first_of_type > 0),
            "repeat_captain": ("surcharge", self.surcharge > 0),
            "money_per_whale": ("gain", self.gain.money > 0),
        }
        name, ok = needs.get(self.effect, ("", True))
        if not ok:
            raise ValueError(f"a {self.effect} building needs its {name}")


@dataclass(frozen=True, slots=True)
class BuildingsFile:
    """`rules/buildings.json`: every building, ids unique."""

    __pydantic_config__ = STRICT

    buildings: list[Building] = field(metadata=_NONEMPTY)

    def __post_init__(self) -> None:
        ids = [b.id for b in self.buildings]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate building ids: {', '.join(dupes)}")


@dataclass(frozen=True, slots=True)
class Bonus:
    """What a space's bonus gives (goods, goods of the player's choice, money, a discount)."""

    __pydantic_config__ = STRICT

    kind: Literal["goods", "choose_good", "money", "discount"]
    goods: Amounts | None = None
    money: int = 0
    #: goods off (`discount`) or goods of the player's choice (`choose_good`)
    count: int = 0


@dataclass(frozen=True, slots=True)
class Space:
    """A space of the town or whaling board (`rules/spaces.json`) and what it does."""

    __pydantic_config__ = STRICT

    id: Literal[
        "farm", "forest", "warehouse", "general_store", "town_hall", "dockyard", "city_pier"
    ]
    board: Literal["town", "whaling"]
    name: Text
    effect: Literal["gain_goods", "sell_goods", "build", "prepare", "launch"]
    gain: Amounts
    bonus: Bonus
    text: Text


@dataclass(frozen=True, slots=True)
class SpacesFile:
    """`rules/spaces.json`: the seven spaces."""

    __pydantic_config__ = STRICT

    spaces: list[Space] = field(metadata={"min_length": 7, "max_length": 7})


@dataclass(frozen=True, slots=True)
class WhaleKind:
    """A kind of whale: its letter, name, lay, points and tokens per seat."""

    __pydantic_config__ = STRICT

    id: WhaleType
    letter: str = field(metadata={"pattern": r"^[A-Z]$"})
    name: Text
    lay: int = field(metadata=_NATURAL)
    points: int = field(metadata=_NATURAL)
    per_seat: int = field(metadata=_NATURAL)


@dataclass(frozen=True, slots=True)
class Track:
    """The whaling track: its spaces, slots per space and each space's food cost."""

    __pydantic_config__ = STRICT

    spaces: int = field(metadata={"ge": 1, "le": 12})
    slots: int = field(metadata={"ge": 1, "le": 6})
    food_cost: list[int]

    def __post_init__(self) -> None:
        if len(self.food_cost) != self.spaces:
            raise ValueError("food_cost must list one cost per track space")


@dataclass(frozen=True, slots=True)
class Purchase:
    """The goods a seat may buy each round, and their price."""

    __pydantic_config__ = STRICT

    price: int = field(metadata=_NATURAL)
    amount: int = field(metadata={"ge": 1})
    goods: list[GoodName]


@dataclass(frozen=True, slots=True)
class GameFile:
    """`rules/game.json`: rounds, workers and ships per seat, starting value and the rest."""

    __pydantic_config__ = STRICT

    rounds: int = field(metadata={"ge": 1, "le": 30})
    workers_per_seat: int = field(metadata={"ge": 1, "le": 4})
    ships_per_seat: int = field(metadata={"ge": 1, "le": 4})
    starting_value: int = field(metadata=_NATURAL)
    goods_value: dict[GoodName, int]
    purchase: Purchase
    fee: int = field(metadata=_NATURAL)
    #: lumber to prepare a ship (Dockyard, Dry Dock)
    prepare_lumber: int = field(metadata=_NATURAL)
    #: a sold whale pays its seller lay // sale_divisor (half the lay)
    sale_divisor: int = field(metadata={"ge": 1})
    #: 1 point per full `money_per_point` dollars at the end
    money_per_point: int = field(metadata={"ge": 1})
    track: Track
    whales: list[WhaleKind] = field(metadata={"min_length": 4, "max_length": 4})
    building_sets: dict[Literal["2", "3", "4"], list[Literal["2p", "3-4p"]]]
    post_office_income: int = field(metadata=_NATURAL)
    die_faces: list[int] = field(metadata=_NONEMPTY)


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything in `rules/` (except the Captain boards), ready for the engine."""

    game: GameFile
    buildings: dict[str, Building]
    spaces: dict[str, Space]
    whales: dict[str, WhaleKind]
    digest: str

    def building_ids_for(self, seat_count: int, with_turners_mill: bool) -> list[str]:
        """The buildings in play for `seat_count` seats, in data order."""
        sets = self.game.building_sets[str(max(2, min(4, seat_count)))]  # type: ignore[index]
        ids = [b.id for b in self.buildings.values() if b.set in sets]
        if with_turners_mill:  # the Captains-only tiles (Turner's Mill)
            ids.extend(b.id for b in self.buildings.values() if b.set == "captains")
        return ids
