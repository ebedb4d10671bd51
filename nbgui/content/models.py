"""Pydantic models of the game data in `rules/` (validated strictly: unknown fields are errors)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

GoodName = Literal["lumber", "food", "brick"]
WhaleType = Literal["right", "bowhead", "sperm", "sea"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Text(_Strict):
    """A text in both app languages."""

    en: str = Field(min_length=1)
    es: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


class Amounts(_Strict):
    """Goods and money, used for costs and gains."""

    lumber: int = Field(ge=0)
    food: int = Field(ge=0)
    brick: int = Field(ge=0)
    money: int = Field(ge=0)

    def goods_total(self) -> int:
        return self.lumber + self.food + self.brick


class Building(_Strict):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: Text
    set: Literal["2p", "3-4p", "captains"]
    kind: Literal["action", "victory"]
    cost: Amounts
    effect: Literal[
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
    gain: Amounts
    points: int = Field(ge=0)
    text: Text
    #: goods taken off a build's cost (`build_discount`: the Courthouse's 2)
    discount: int = Field(default=0, ge=0, le=10)
    #: scoring divisor: +1 point per `per` buildings (`points_per_building`) or right whales
    #: (`points_per_right`)
    per: int = Field(default=0, ge=0, le=20)
    #: price per good sold (`sell_lumber`: the Lumber Mill's $2 a lumber)
    sell_price: Amounts | None = None
    #: money for removing 1, 2, … tokens (`remove_sea`: the Tavern's $4 / $6)
    payout: list[int] = Field(default_factory=list, max_length=6)
    #: at most this many tokens (`render_right`: the Tryworks' 3 right whales)
    limit: int = Field(default=0, ge=0, le=20)

    @model_validator(mode="after")
    def _effect_numbers(self) -> Building:
        needs = {
            "build_discount": ("discount", self.discount > 0),
            "points_per_building": ("per", self.per > 0),
            "points_per_right": ("per", self.per > 0),
            "sell_lumber": ("sell_price", self.sell_price is not None),
            "remove_sea": ("payout", bool(self.payout)),
            "render_right": ("limit", self.limit > 0),
        }
        field, ok = needs.get(self.effect, ("", True))
        if not ok:
            raise ValueError(f"a {self.effect} building needs its {field}")
        return self


class BuildingsFile(_Strict):
    buildings: list[Building] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> BuildingsFile:
        ids = [b.id for b in self.buildings]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate building ids: {', '.join(dupes)}")
        return self


class Bonus(_Strict):
    kind: Literal["goods", "choose_good", "money", "discount"]
    goods: Amounts | None = None
    money: int = 0
    count: int = 0


class Space(_Strict):
    id: Literal[
        "farm", "forest", "warehouse", "general_store", "town_hall", "dockyard", "city_pier"
    ]
    board: Literal["town", "whaling"]
    name: Text
    effect: Literal["gain_goods", "sell_goods", "build", "prepare", "launch"]
    gain: Amounts
    bonus: Bonus
    text: Text


class SpacesFile(_Strict):
    spaces: list[Space] = Field(min_length=7, max_length=7)


class WhaleKind(_Strict):
    id: WhaleType
    letter: str = Field(pattern=r"^[A-Z]$")
    name: Text
    lay: int = Field(ge=0)
    points: int = Field(ge=0)
    per_seat: int = Field(ge=0)


class Track(_Strict):
    spaces: int = Field(ge=1, le=12)
    slots: int = Field(ge=1, le=6)
    food_cost: list[int]

    @model_validator(mode="after")
    def _costs_match(self) -> Track:
        if len(self.food_cost) != self.spaces:
            raise ValueError("food_cost must list one cost per track space")
        return self


class Purchase(_Strict):
    price: int = Field(ge=0)
    amount: int = Field(ge=1)
    goods: list[GoodName]


class GameFile(_Strict):
    rounds: int = Field(ge=1, le=30)
    workers_per_seat: int = Field(ge=1, le=4)
    ships_per_seat: int = Field(ge=1, le=4)
    starting_value: int = Field(ge=0)
    goods_value: dict[GoodName, int]
    purchase: Purchase
    fee: int = Field(ge=0)
    #: lumber to prepare a ship (Dockyard, Dry Dock)
    prepare_lumber: int = Field(ge=0)
    #: a sold whale pays its seller lay // sale_divisor (half the lay)
    sale_divisor: int = Field(ge=1)
    #: 1 point per full `money_per_point` dollars at the end
    money_per_point: int = Field(ge=1)
    track: Track
    whales: list[WhaleKind] = Field(min_length=4, max_length=4)
    building_sets: dict[Literal["2", "3", "4"], list[Literal["2p", "3-4p"]]]
    post_office_income: int = Field(ge=0)
    die_faces: list[int] = Field(min_length=1)


class Rules(_Strict):
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
        if with_turners_mill and "turners_mill" in self.buildings:
            ids.append("turners_mill")
        return ids
