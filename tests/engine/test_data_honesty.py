"""Every rules number lives in rules/ and the engine reads it from there: change a number in a
copy of rules/ and the engine's behaviour follows (a building cost, a first-worker bonus count,
the prepare cost, the Lumber Mill rate, the Tavern's payout, the Tryworks' limit, the sale rate,
the starting-goods prices, the scoring divisors)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from scenario import Table, events_of

from nbgui.content.loader import load_rules
from nbgui.content.models import Rules
from nbgui.engine import (
    Decision,
    GameSetup,
    GoodsGained,
    GoodsSpent,
    SeatSpec,
    WhaleSold,
    legal_commands,
    new_game,
    score_row,
)
from nbgui.paths import data_dir

Edit = Callable[[dict[str, Any]], None]


def edited_rules(tmp_path: Path, file: str, edit: Edit) -> Rules:
    """A copy of the built-in rules/ with one JSON file changed by `edit`."""
    root = tmp_path / "rules"
    shutil.copytree(data_dir("rules"), root)
    path = root / file
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return load_rules(root)


def building(data: dict[str, Any], bid: str) -> dict[str, Any]:
    return next(b for b in data["buildings"] if b["id"] == bid)


def space(data: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in data["spaces"] if s["id"] == sid)


def test_a_building_cost_follows_the_data(tmp_path: Path) -> None:
    Table().goods(0, brick=2).turn(0).refuse(
        "place town_hall build=bank discount=brick", "not_enough_brick"
    )
    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "bank")["cost"].update(brick=3)
    )
    t = Table(rules=rules).goods(0, brick=2)
    ev = t.do("place town_hall build=bank discount=brick")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 0, 0, 2, 0, "build:bank")]


def test_the_town_halls_bonus_count_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "spaces.json", lambda d: space(d, "town_hall")["bonus"].update(count=2)
    )
    t = Table(rules=rules).goods(0, brick=2)
    ev = t.do("place town_hall build=bank discount=brick+brick")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 0, 0, 2, 0, "build:bank")]
    Table().goods(0, brick=4).refuse(
        "place town_hall build=bank discount=brick+brick", "bad_discount"
    )


def test_prepare_cost_and_dockyard_bonus_follow_the_data(tmp_path: Path) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["prepare_lumber"] = 3

    rules = edited_rules(tmp_path, "game.json", edit)
    t = Table(rules=rules).goods(0, lumber=1)
    t.refuse("place dockyard ship=1", "not_enough_lumber")  # 3 less the bonus's 1
    t.goods(0, lumber=2)
    ev = t.do("place dockyard ship=1")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 2, 0, 0, 0, "prepare")]


def test_the_lumber_mill_rate_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path,
        "buildings.json",
        lambda d: building(d, "lumber_mill")["sell_price"].update(lumber=3),
    )
    t = Table(rules=rules).build(0, "lumber_mill").goods(0, lumber=2)
    ev = t.do("place lumber_mill lumber=2")
    assert events_of(ev, GoodsGained)[-1].money == 6


def test_the_tavern_payout_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "tavern").update(payout=[5, 7, 9])
    )
    t = Table(rules=rules).build(0, "tavern").beside("E1", "E2", "E3")
    assert [c for c in t.legal() if c.startswith("place tavern")] == [
        "place tavern take=1",
        "place tavern take=2",
        "place tavern take=3",
    ]
    ev = t.do("place tavern take=3")
    assert events_of(ev, GoodsGained)[-1].money == 9
    Table().build(0, "tavern").beside("E1", "E2", "E3").refuse("place tavern take=3", "bad_take")


def test_the_tryworks_limit_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "tryworks").update(limit=1)
    )
    t = Table(rules=rules).build(0, "tryworks").ship(0, 1, "sea", 3, cargo=["R1", "R2"])
    t.do("place tryworks ship=1")
    assert t.seat(0).returned == ["R1"] and t.state.ship(0, 1).cargo == ["R2"]


def test_the_sale_rate_follows_the_data(tmp_path: Path) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["sale_divisor"] = 4

    rules = edited_rules(tmp_path, "game.json", edit)
    t = Table(rules=rules).ship(0, 1, "return", cargo=["S1"])
    st = t.state
    st.phase = "returns"
    st.returning = (0, 1)
    st.decision = Decision("return", 0, ship=1)
    ev = t.do("sell S1")
    assert events_of(ev, WhaleSold) == [WhaleSold(0, "S1", 2)]  # lay 8 // 4


def test_starting_goods_prices_follow_the_data(tmp_path: Path) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["goods_value"]["brick"] = 5

    rules = edited_rules(tmp_path, "game.json", edit)
    state, _ = new_game(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]), rules)
    offered = {str(c) for c in legal_commands(state)}
    assert "start L0 F0 B1 $0" in offered and "start L0 F0 B2 $1" not in offered
    state2, _ = new_game(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    assert "start L0 F0 B1 $0" not in {str(c) for c in legal_commands(state2)}


@pytest.mark.parametrize(
    ("file", "edit", "field", "expected"),
    [
        ("game.json", lambda d: d.update(money_per_point=3), "money", 3),  # $9 // 3
        (
            "buildings.json",
            lambda d: building(d, "municipal_office").update(per=1),
            "bonuses",
            3,
        ),  # 3 buildings
    ],
)
def test_scoring_divisors_follow_the_data(
    tmp_path: Path, file: str, edit: Edit, field: str, expected: int
) -> None:
    rules = edited_rules(tmp_path, file, edit)
    t = Table(rules=rules).goods(0, money=9).build(0, "bank", "wharf", "municipal_office")
    assert getattr(score_row(t.state, 0), field) == expected
    base = Table().goods(0, money=9).build(0, "bank", "wharf", "municipal_office")
    assert getattr(score_row(base.state, 0), field) == {"money": 1, "bonuses": 1}[field]


def test_the_wharf_divisor_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "wharf").update(food_divisor=3)
    )
    t = Table(rules=rules).build(0, "wharf").ship(0, 1, "dock").goods(0, food=2)
    ev = t.do("place wharf ship=1 to=6")  # 6 food / 3, not 6 / 2
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 0, 2, 0, 0, "launch:6")]
    Table().build(0, "wharf").ship(0, 1, "dock").goods(0, food=2).refuse(
        "place wharf ship=1 to=6", "not_enough_food"
    )


def test_the_market_multiple_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "market").update(first_of_type=3)
    )
    t = Table(3, rules=rules).build(0, "market").goods(0, lumber=2, brick=1)
    ev = t.do("place market lumber=2 brick=1")  # 1*3 + 1 (lumber) + 2*3 (brick)
    assert events_of(ev, GoodsGained)[-1].money == 10
    base = Table(3).build(0, "market").goods(0, lumber=2, brick=1)
    assert events_of(base.do("place market lumber=2 brick=1"), GoodsGained)[-1].money == 7


def test_the_cooperage_rate_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path,
        "buildings.json",
        lambda d: building(d, "cooperage")["gain"].update(money=2),
    )
    t = Table(3, rules=rules).build(0, "cooperage").ship(0, 1, "sea", 3, cargo=["R1", "B1"])
    assert events_of(t.do("place cooperage ship=1"), GoodsGained)[-1].money == 4
    base = Table(3).build(0, "cooperage").ship(0, 1, "sea", 3, cargo=["R1", "B1"])
    assert events_of(base.do("place cooperage ship=1"), GoodsGained)[-1].money == 2


def test_turners_mill_surcharge_follows_the_data(tmp_path: Path) -> None:
    from nbgui.engine import FeePaid

    rules = edited_rules(
        tmp_path, "buildings.json", lambda d: building(d, "turners_mill").update(surcharge=2)
    )
    seats = [SeatSpec(name="Ann"), SeatSpec(kind="captain", name="Flask", captain="flask")]
    t = Table(seats, turners_mill=True, rules=rules).build(0, "turners_mill").goods(0, money=1)
    t.do("place farm")  # the Captain's placement to repeat
    t.refuse("place turners_mill repeat=farm", "not_enough_money")
    t.goods(0, money=2)
    ev = t.do("place turners_mill repeat=farm")
    assert events_of(ev, FeePaid) == [FeePaid(0, None, 2, "turners_mill")]


def test_the_board_layout_follows_the_data(tmp_path: Path) -> None:
    """spaces.json's order and `board` decide the board's spaces: the legal placements are
    listed in that order."""
    from nbgui.engine import board_spaces, town_spaces, whaling_spaces

    def edit(d: dict[str, Any]) -> None:
        d["spaces"].reverse()

    rules = edited_rules(tmp_path, "spaces.json", edit)
    town = ("town_hall", "general_store", "warehouse", "forest", "farm")
    assert board_spaces(rules) == (*town, "city_pier", "dockyard")
    assert whaling_spaces(rules) == ("city_pier", "dockyard")
    t = Table(rules=rules).goods(0, money=5)
    spaces = list(dict.fromkeys(c.split()[1] for c in t.legal() if c.startswith("place")))
    assert spaces[:2] == ["warehouse", "forest"]  # nothing to build or sell: not offered
    base = Table().goods(0, money=5)
    assert next(c.split()[1] for c in base.legal() if c.startswith("place")) == "farm"
    assert town_spaces(rules) == town


def test_a_new_building_is_one_json_entry(tmp_path: Path) -> None:
    """A building with an existing effect needs nothing but its entry in buildings.json: it is
    dealt, built, used and scored."""

    def edit(d: dict[str, Any]) -> None:
        d["buildings"].append(
            {
                "id": "whalebone_shop",
                "name": {"en": "Whalebone Shop", "es": "Taller de Barbas"},
                "set": "2p",
                "kind": "action",
                "cost": {"lumber": 1, "food": 0, "brick": 1, "money": 0},
                "effect": "gain_money",
                "gain": {"lumber": 0, "food": 0, "brick": 0, "money": 3},
                "points": 0,
                "text": {"en": "Gain $3.", "es": "Gana 3 $."},
            }
        )

    rules = edited_rules(tmp_path, "buildings.json", edit)
    t = Table(rules=rules).goods(0, lumber=1, brick=1)
    assert "whalebone_shop" in t.state.unbuilt
    t.do("place town_hall build=whalebone_shop discount=lumber")
    assert t.state.owner["whalebone_shop"] == 0
    t.turn(1).goods(1, money=1)
    ev = t.do("place whalebone_shop", seat=1)  # $1 fee to Ann, then $3
    assert events_of(ev, GoodsGained)[-1].money == 3
    assert t.money(0) == 1 and t.money(1) == 3
    assert score_row(t.state, 0).buildings == 1


def test_the_warehouse_bonus_count_follows_the_data(tmp_path: Path) -> None:
    rules = edited_rules(
        tmp_path, "spaces.json", lambda d: space(d, "warehouse")["bonus"].update(count=2)
    )
    ev = Table(rules=rules).do("place warehouse bonus=food")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 2, 1, 0, "warehouse")]
    ev = Table().do("place warehouse bonus=food")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 1, 1, 0, "warehouse")]
