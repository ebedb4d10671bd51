"""Scenario tests for every building's action, its fee and its one-worker-per-round limit
(RULES.md 4.3, 5.4)."""

from __future__ import annotations

import pytest
from scenario import Table, events_of

from nbgui.engine import (
    FeePaid,
    GoodsGained,
    GoodsSpent,
    IncomeGained,
    InnStarted,
    PostOfficeTaken,
    SeaTokensRemoved,
    ShipLaunched,
    ShipMoved,
    ShipPrepared,
    WhalesRendered,
    WorkerPlaced,
    board_spaces,
)

# ---- fees and availability ---------------------------------------------------------------


def test_owner_uses_own_building_free() -> None:
    t = Table().build(0, "bank")
    ev = t.do("place bank")
    assert events_of(ev, FeePaid) == []
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 0, 0, 5, "bank")]
    assert events_of(ev, WorkerPlaced)[0].bonus is False


def test_other_seat_pays_the_owner_one_dollar_before_acting() -> None:
    t = Table().build(1, "bank").goods(0, money=1)
    ev = t.do("place bank")
    fee = ev.index(FeePaid(0, 1, 1, "bank"))
    gain = ev.index(GoodsGained(0, 0, 0, 0, 5, "bank"))
    assert fee < gain
    assert t.money(0) == 5 and t.money(1) == 1


def test_fee_cannot_be_paid_with_the_actions_own_money() -> None:
    t = Table().build(1, "bank")
    assert "place bank" not in t.legal()
    err = t.refuse("place bank", "not_enough_money")
    assert "$1" in err.message


def test_a_building_takes_one_worker_per_round_even_the_owners() -> None:
    t = Table().build(0, "bank").goods(1, money=5)
    t.do("place bank")
    t.refuse("place bank", "space_taken")
    t.do("place farm")
    t.refuse("place bank", "space_taken")  # the owner too
    t.do("place farm")
    t.do("place farm")  # round 2: Ben first; the workers came back and the Bank is free
    assert t.state.round == 2
    assert "place bank" in t.legal()


def test_victory_buildings_have_no_action() -> None:
    t = Table().build(0, "mansion", "seamens_bethel", "counting_house", "municipal_office")
    for b in ("mansion", "seamens_bethel", "counting_house", "municipal_office"):
        t.refuse(f"place {b}", "no_action")


def test_unbuilt_building_refused() -> None:
    Table().refuse("place bank", "not_built")


# ---- one test per action building ----------------------------------------------------------


def test_bank() -> None:
    t = Table().build(0, "bank")
    t.do("place bank")
    assert t.holdings(0) == (0, 0, 0, 5)


def test_schoolhouse() -> None:
    t = Table().build(0, "schoolhouse")
    t.do("place schoolhouse")
    assert t.holdings(0) == (2, 2, 0, 0)


@pytest.mark.parametrize(
    ("building", "gain"),
    [("bakery", (0, 4, 0, 0)), ("brickyard", (0, 0, 3, 0)), ("chandlery", (1, 1, 1, 1))],
)
def test_three_four_seat_goods_buildings(building: str, gain: tuple[int, int, int, int]) -> None:
    t = Table(seats=3).build(0, building)
    t.do(f"place {building}")
    assert t.holdings(0) == gain


def test_dry_dock_prepares_and_launches_from_the_supply_at_full_food() -> None:
    # Nobody is on the Dockyard or City Pier, yet the Dry Dock gets no bonus.
    t = Table().build(0, "dry_dock").goods(0, lumber=2, food=3)
    t.refuse("place dry_dock ship=1 to=4", "not_enough_food")
    ev = t.do("place dry_dock ship=1 to=3")
    assert events_of(ev, GoodsSpent) == [
        GoodsSpent(0, 2, 0, 0, 0, "prepare"),
        GoodsSpent(0, 0, 3, 0, 0, "launch:3"),
    ]
    assert events_of(ev, ShipPrepared) == [ShipPrepared(0, 1)]
    assert events_of(ev, ShipLaunched) == [ShipLaunched(0, 1, 3, 1)]
    assert t.holdings(0) == (0, 0, 0, 0)
    assert t.state.ship(0, 1).where == "sea"


def test_dry_dock_refusals() -> None:
    t = Table().build(0, "dry_dock").goods(0, lumber=1, food=9).ship(0, 1, "dock")
    t.refuse("place dry_dock ship=1 to=2", "ship_not_there")  # RULES 11.2: not a docked ship
    err = t.refuse("place dry_dock ship=2 to=2", "not_enough_lumber")
    assert err.message == (
        "Preparing a ship and launching it to space 2 needs 2 lumber; you have 1 lumber.")
    t.refuse("place dry_dock ship=2", "bad_launch_target")
    assert not any(c.startswith("place dry_dock") for c in t.legal())


def test_lighthouse_shifts_slots_on_both_spaces() -> None:
    t = Table(seats=4).build(0, "lighthouse")
    t.ship(1, 1, "sea", 3).ship(2, 1, "sea", 3)  # space 3: Ben, Cat
    t.ship(1, 2, "sea", 2).ship(0, 1, "sea", 2).ship(3, 1, "sea", 2)  # space 2: Ben, Ann, Dan
    ev = t.do("place lighthouse ship=1")
    assert events_of(ev, ShipMoved) == [ShipMoved(0, 1, 2, 3, 1)]
    assert t.state.track[2] == [(0, 1), (1, 1), (2, 1)]
    assert t.state.track[1] == [(1, 2), (3, 1)]
    assert t.state.ship(0, 1).space == 3


def test_lighthouse_refusals() -> None:
    t = Table(seats=3).build(0, "lighthouse")
    t.refuse("place lighthouse ship=1", "ship_not_there")
    t.ship(0, 1, "sea", 6)
    t.refuse("place lighthouse ship=1", "track_end")
    t.ship(1, 1, "sea", 5).ship(1, 2, "sea", 5).ship(2, 1, "sea", 5).ship(0, 2, "sea", 4)
    t.refuse("place lighthouse ship=2", "space_full")
    assert not any(c.startswith("place lighthouse") for c in t.legal())


def test_lumber_mill_sells_lumber_only_at_two_dollars() -> None:
    t = Table().build(0, "lumber_mill").goods(0, lumber=3, food=2)
    t.refuse("place lumber_mill food=1", "lumber_only")
    t.refuse("place lumber_mill", "nothing_to_sell")
    t.refuse("place lumber_mill lumber=4", "not_enough_lumber")
    mills = [c for c in t.legal() if c.startswith("place lumber_mill")]
    assert mills == [f"place lumber_mill lumber={n}" for n in (1, 2, 3)]
    t.do("place lumber_mill lumber=3")
    assert t.holdings(0) == (0, 2, 0, 6)


def test_lumber_mill_without_lumber_is_not_offered() -> None:
    t = Table().build(0, "lumber_mill").goods(0, food=4)
    assert not any(c.startswith("place lumber_mill") for c in t.legal())


@pytest.mark.parametrize(("take", "gain"), [(1, 4), (2, 6)])
def test_tavern_removes_sea_tokens_for_four_or_six(take: int, gain: int) -> None:
    t = Table().build(0, "tavern").beside("R1", "E1", "E2")
    ev = t.do(f"place tavern take={take}")
    removed = ("E1", "E2")[:take]
    assert events_of(ev, SeaTokensRemoved) == [SeaTokensRemoved(0, removed)]
    assert t.money(0) == gain
    assert t.state.beside == (["R1", "E2"] if take == 1 else ["R1"])
    assert all(tok in t.state.removed for tok in removed)
    assert "R1" in t.state.beside


def test_tavern_refused_without_sea_tokens_beside_the_track() -> None:
    t = Table().build(0, "tavern").beside("R1", "B1")
    assert not any(c.startswith("place tavern") for c in t.legal())
    t.refuse("place tavern take=1", "no_sea_tokens")
    t.beside("E1")
    t.refuse("place tavern take=2", "bad_take")
    t.refuse("place tavern take=3", "bad_take")
    t.refuse("place tavern", "bad_take")
    assert [c for c in t.legal() if c.startswith("place tavern")] == ["place tavern take=1"]


def test_tavern_ignores_sea_tokens_in_the_bag() -> None:
    t = Table().build(0, "tavern")
    assert any(tok.startswith("E") for tok in t.state.bag)
    t.refuse("place tavern take=1", "no_sea_tokens")


def test_tryworks_returns_the_first_three_right_whales_free() -> None:
    t = Table().build(0, "tryworks")
    t.ship(0, 2, "sea", 4, cargo=["R5", "B1", "R2", "R7", "R1"])
    ev = t.do("place tryworks ship=2")
    assert events_of(ev, WhalesRendered) == [WhalesRendered(0, 2, ("R5", "R2", "R7"))]
    assert events_of(ev, GoodsSpent) == []
    assert t.seat(0).returned == ["R5", "R2", "R7"]
    ship = t.state.ship(0, 2)
    assert ship.cargo == ["B1", "R1"] and ship.where == "sea" and ship.space == 4
    assert t.money(0) == 0


def test_tryworks_refusals() -> None:
    t = Table().build(0, "tryworks").ship(0, 1, "sea", 2, cargo=["B1", "S1"])
    t.refuse("place tryworks ship=1", "no_right_whales")
    t.refuse("place tryworks ship=2", "ship_not_there")
    assert not any(c.startswith("place tryworks") for c in t.legal())


@pytest.mark.parametrize(("to", "food"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_wharf_launches_for_half_the_food_rounded_up(to: int, food: int) -> None:
    t = Table().build(0, "wharf").ship(0, 2, "dock").goods(0, food=food)
    ev = t.do(f"place wharf ship=2 to={to}")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 0, food, 0, 0, f"launch:{to}")]
    assert t.state.ship(0, 2).space == to


def test_wharf_refusals() -> None:
    t = Table().build(0, "wharf").ship(0, 2, "dock").goods(0, food=2)
    t.refuse("place wharf ship=2 to=5", "not_enough_food")
    t.refuse("place wharf ship=1 to=2", "ship_not_there")
    wharf = [c for c in t.legal() if c.startswith("place wharf")]
    assert wharf == [f"place wharf ship=2 to={n}" for n in (1, 2, 3, 4)]


def test_cooperage_pays_a_dollar_per_whale_of_any_kind_on_one_ship() -> None:
    t = Table(seats=3).build(0, "cooperage")
    t.ship(0, 1, "sea", 2, cargo=["R1", "B1", "S1"]).ship(0, 2, "sea", 5, cargo=["R2"])
    assert [c for c in t.legal() if c.startswith("place cooperage")] == [
        "place cooperage ship=1",
        "place cooperage ship=2",
    ]
    ev = t.do("place cooperage ship=1")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 0, 0, 3, "cooperage")]
    assert t.state.ship(0, 1).cargo == ["R1", "B1", "S1"]  # the whales stay aboard


def test_cooperage_needs_a_whale() -> None:
    t = Table(seats=3).build(0, "cooperage").ship(0, 1, "sea", 2)
    t.refuse("place cooperage ship=1", "no_whales_on_ship")
    t.refuse("place cooperage ship=2", "ship_not_there")


def test_courthouse_builds_two_printed_goods_cheaper() -> None:
    t = Table(seats=3).build(0, "courthouse").goods(0, lumber=2, food=1)
    # Counting House: 3 L + 2 F; two off in any mix.
    t.refuse("place courthouse build=counting_house discount=lumber", "bad_discount")
    t.refuse("place courthouse build=counting_house", "bad_discount")
    t.refuse("place courthouse build=counting_house discount=brick+lumber", "bad_discount")
    t.refuse("place courthouse build=counting_house discount=lumber+lumber", "not_enough_food")
    t.refuse("place courthouse build=counting_house discount=food+food", "not_enough_lumber")
    ev = t.do("place courthouse build=counting_house discount=lumber+food")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 2, 1, 0, 0, "build:counting_house")]
    assert t.holdings(0) == (0, 0, 0, 0)
    assert t.state.owner["counting_house"] == 0


def test_courthouse_discount_never_touches_money() -> None:
    t = Table(seats=3).build(0, "courthouse").goods(0, lumber=2, money=10)
    builds = [c for c in t.legal() if "mansion" in c]
    assert builds == ["place courthouse build=mansion discount=lumber+lumber"]
    ev = t.do("place courthouse build=mansion discount=lumber+lumber")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 2, 0, 0, 10, "build:mansion")]
    t2 = Table(seats=3).build(0, "courthouse").goods(0, lumber=4, money=9)
    t2.refuse("place courthouse build=mansion discount=lumber+lumber", "not_enough_money")


def test_courthouse_fee_counts_against_a_mansion() -> None:
    t = Table(seats=3).build(1, "courthouse").goods(0, lumber=2, money=10)
    err = t.refuse("place courthouse build=mansion discount=lumber+lumber", "not_enough_money")
    assert "$10" in err.message and "$9" in err.message


def test_market_pays_double_for_the_first_good_of_each_type() -> None:
    t = Table(seats=3).build(0, "market").goods(0, food=2, brick=1, lumber=1)
    ev = t.do("place market food=2 brick=1")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 0, 0, 7, "market")]
    t2 = Table(seats=3).build(0, "market").goods(0, lumber=3, food=1, brick=2)
    t2.do("place market lumber=3 food=1 brick=2")  # (2+1+1) + 2 + (4+2)
    assert t2.money(0) == 12
    t2.refuse("place market", "space_taken")


def test_market_needs_at_least_one_good() -> None:
    t = Table(seats=3).build(0, "market")
    t.refuse("place market", "nothing_to_sell")
    assert not any(c.startswith("place market") for c in t.legal())


def test_post_office_transfer_for_the_usual_fee() -> None:
    t = Table(seats=3).build(1, "post_office").goods(0, money=1)
    ev = t.do("place post_office")
    assert events_of(ev, FeePaid) == [FeePaid(0, 1, 1, "post_office")]
    assert events_of(ev, PostOfficeTaken) == [PostOfficeTaken(0, 1)]
    assert t.state.owner["post_office"] == 0
    assert t.money(0) == 0 and t.money(1) == 1
    assert t.state.buildings_of(0) == ["post_office"]


def test_post_office_owner_cannot_use_it() -> None:
    t = Table(seats=3).build(0, "post_office").goods(0, money=5)
    t.refuse("place post_office", "own_post_office")
    assert "place post_office" not in t.legal()


def test_post_office_income_each_end_of_round() -> None:
    t = Table(seats=3).build(2, "post_office").last_turn(0)
    ev = t.do("place farm")
    assert events_of(ev, IncomeGained) == [IncomeGained(2, 2, "post_office")]
    assert t.money(2) == 2


def test_unbuilt_post_office_pays_no_one() -> None:
    t = Table(seats=3).last_turn(0)
    assert events_of(t.do("place farm"), IncomeGained) == []


# ---- the Inn -----------------------------------------------------------------------------


def test_inn_step_picks_up_both_workers_and_bonuses_come_again() -> None:
    t = Table(seats=3).build(0, "inn").build(1, "bank").goods(0, money=1)
    t.play("place inn", "place forest", "place farm")  # Ann, Ben (forest bonus), Cat (farm bonus)
    t.play("place bank", "place farm", "place forest")  # Ann pays Ben $1, Ben, Cat
    assert t.state.phase == "inn" and t.decision.seat == 0 and t.decision.inn
    assert [e for e in t.events if isinstance(e, InnStarted)] == [InnStarted(0)]
    assert t.seat(0).workers_left == 2
    t.refuse("place bank", "inn_town_only")
    t.refuse("place inn", "inn_town_only")
    # Only town and whaling-board spaces (and the purchase) are offered.
    offered = {c.split()[1] for c in t.legal()}
    assert offered <= {*board_spaces(t.state.rules), "lumber", "food"}
    # The forest still has Ben's and Cat's workers: no bonus. The warehouse is empty: bonus.
    ev = t.do("place forest")
    assert events_of(ev, WorkerPlaced) == [WorkerPlaced(0, "forest", None, False, True)]
    assert t.decision.seat == 0 and t.decision.inn
    t.goods(0, money=3)
    t.do("buy food")  # the purchase is allowed at each re-placement
    ev = t.do("place warehouse bonus=lumber")
    assert events_of(ev, WorkerPlaced)[0].bonus is True
    assert t.state.phase in ("whaling", "action")
    assert t.state.round == 2


def test_inn_step_frees_the_space_the_inn_user_emptied() -> None:
    t = Table(seats=3).build(0, "inn")
    t.play("place farm", "place forest", "place forest")  # Ann takes the farm bonus
    t.play("place inn", "place forest", "place forest")
    assert t.state.phase == "inn"
    ev = t.do("place farm")  # Ann's farm worker was picked up: the farm is empty again
    assert events_of(ev, WorkerPlaced)[0].bonus is True
    assert t.holdings(0)[1] == 3 + 3


def test_inn_user_places_after_everyone_else() -> None:
    t = Table(seats=3).build(2, "inn").goods(0, money=1)
    t.do("place inn")  # Ann uses Cat's Inn
    t.play("place forest", "place farm", "place farm", "place farm", "place farm")
    assert t.state.phase == "inn" and t.decision.seat == 0
    t.play("place forest", "place forest")
    assert t.state.round == 2


@pytest.mark.parametrize(
    ("space", "where"), [("city_pier", "dock"), ("dry_dock", "supply"), ("wharf", "dock")]
)
def test_no_launch_onto_a_full_space(space: str, where: str) -> None:
    t = Table(seats=3).ship(1, 1, "sea", 2).ship(1, 2, "sea", 2).ship(2, 1, "sea", 2)
    t.ship(0, 1, where).goods(0, lumber=2, food=9)
    if space != "city_pier":
        t.build(0, space)
    t.refuse(f"place {space} ship=1 to=2", "space_full")
    launches = [c for c in t.legal() if c.startswith(f"place {space}")]
    assert launches and all("to=2" not in c for c in launches)


def test_refusals_built_when_refusing_say_what_they_said() -> None:
    """The "doing" part of a not-enough refusal and the building names of the sale and
    discount refusals are made only when refusing (the playouts check many commands that
    pass): the messages are the ones made eagerly before."""
    from nbgui.text import msg, words

    t = Table(seats=3).build(0, "courthouse", "dry_dock").goods(0, lumber=1, food=1)
    rules = t.state.rules
    err = t.refuse(
        "place courthouse build=counting_house discount=lumber+food", "not_enough_lumber"
    )
    assert err.msg.args["doing"] == msg(
        "doing.build", building=words.place(rules, "counting_house")
    )
    err = t.refuse("place courthouse build=counting_house discount=lumber", "bad_discount")
    assert err.msg.args["building"] == words.place(rules, "counting_house")
    err = t.refuse("place dry_dock ship=2 to=2", "not_enough_lumber")
    assert err.msg.args["doing"] == msg("doing.prepare_launch", space=2)  # the Dry Dock
    err = t.refuse("place general_store", "nothing_to_sell")
    assert err.msg.args["space"] == words.place(rules, "general_store")
