"""Scenario tests for the town board, the whaling board, the purchase and the turn order
(RULES.md 4.1, 4.2, 5)."""

from __future__ import annotations

from scenario import Table, events_of

from nbgui.engine import (
    BuildingBuilt,
    FeePaid,
    GoodsBought,
    GoodsGained,
    GoodsSpent,
    RoundStarted,
    ShipLaunched,
    ShipPrepared,
    WorkerPlaced,
)

# ---- farm, forest, warehouse: gains and first-worker bonuses ---------------------------------


def test_farm_first_worker_bonus_then_plain() -> None:
    t = Table()
    ev = t.do("place farm")
    assert events_of(ev, WorkerPlaced) == [WorkerPlaced(0, "farm", None, True, False)]
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 3, 0, 0, "farm")]
    ev = t.do("place farm")  # Ben, on the same (now occupied) space: no bonus
    assert events_of(ev, WorkerPlaced)[0].bonus is False
    assert t.holdings(1) == (0, 2, 0, 0)
    assert t.holdings(0) == (0, 3, 0, 0)


def test_forest_first_worker_bonus_and_same_seat_twice() -> None:
    t = Table().turn(0, workers=2, others=0)
    t.do("place forest")
    assert t.decision.seat == 0  # the other seat has no workers: Ann places again
    ev = t.do("place forest")  # the same seat may use a town space twice, without the bonus
    assert events_of(ev, WorkerPlaced) == [WorkerPlaced(0, "forest", None, False, False)]
    assert t.holdings(0) == (5, 0, 0, 0)
    assert t.state.round == 2  # that was the round's last worker


def test_warehouse_bonus_good_is_chosen_by_the_first_worker() -> None:
    t = Table()
    t.refuse("place warehouse", "bonus_required")
    assert t.legal()[2:5] == [
        "place warehouse bonus=lumber",
        "place warehouse bonus=food",
        "place warehouse bonus=brick",
    ]
    ev = t.do("place warehouse bonus=food")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 1, 1, 0, "warehouse")]
    t.refuse("place warehouse bonus=brick", "bonus_not_available")
    t.do("place warehouse")
    assert t.holdings(1) == (0, 0, 1, 0)


def test_warehouse_bonus_brick_gives_two_brick() -> None:
    t = Table()
    t.do("place warehouse bonus=brick")
    assert t.holdings(0) == (0, 0, 2, 0)


def test_bonus_choice_refused_on_other_spaces() -> None:
    t = Table()
    t.refuse("place farm bonus=food", "bonus_not_available")
    t.refuse("place bank", "not_built")
    t.refuse("place farm ship=1", "invalid_argument")


# ---- general store ------------------------------------------------------------------------


def test_general_store_prices_and_first_worker_bonus() -> None:
    t = Table().goods(0, lumber=2, food=1, brick=2).goods(1, brick=1)
    ev = t.do("place general_store lumber=1 food=1 brick=2")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 1, 1, 2, 0, "general_store")]
    # $1 + $1 + 2 x $2, plus the first-worker $1
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 0, 0, 7, "general_store")]
    assert t.holdings(0) == (1, 0, 0, 7)
    t.do("place general_store brick=1")  # second worker: no bonus
    assert t.holdings(1) == (0, 0, 0, 2)


def test_general_store_needs_at_least_one_good() -> None:
    t = Table().goods(0, lumber=1)
    t.refuse("place general_store", "nothing_to_sell")
    t.refuse("place general_store lumber=2", "not_enough_lumber")
    t.refuse("place general_store brick=1", "not_enough_brick")
    empty = Table()
    assert not any(c.startswith("place general_store") for c in empty.legal())
    empty.refuse("place general_store", "nothing_to_sell")


def test_general_store_lists_every_mix() -> None:
    t = Table().goods(0, lumber=1, food=2, brick=1)
    sales = [c for c in t.legal() if c.startswith("place general_store")]
    assert len(sales) == 2 * 3 * 2 - 1
    assert "place general_store lumber=1 food=2 brick=1" in sales


# ---- town hall -----------------------------------------------------------------------------


def test_town_hall_first_worker_discount_is_one_printed_good() -> None:
    t = Table().goods(0, lumber=2, brick=1).goods(1, lumber=3, brick=2)
    # Wharf costs 3 L + 1 B; the first worker pays one good fewer.
    t.refuse("place town_hall build=wharf", "bad_discount")
    t.refuse("place town_hall build=wharf discount=food", "bad_discount")
    t.refuse("place town_hall build=wharf discount=lumber+brick", "bad_discount")
    t.refuse("place town_hall build=wharf discount=brick", "not_enough_lumber")
    ev = t.do("place town_hall build=wharf discount=lumber")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 2, 0, 1, 0, "build:wharf")]
    assert events_of(ev, BuildingBuilt) == [BuildingBuilt(0, "wharf")]
    assert t.state.owner["wharf"] == 0 and "wharf" not in t.state.unbuilt
    assert t.holdings(0) == (0, 0, 0, 0)
    # Second worker on the Town Hall: full price, no discount allowed.
    t.refuse("place town_hall build=lumber_mill discount=lumber", "bad_discount")
    t.do("place town_hall build=lumber_mill")
    assert t.holdings(1) == (0, 0, 1, 0)
    assert t.state.buildings_of(1) == ["lumber_mill"]


def test_town_hall_discount_never_touches_money() -> None:
    # Mansion: 4 L + $10. The discount takes a lumber; the $10 is always paid.
    t = Table().goods(0, lumber=3, money=10)
    assert "place town_hall build=mansion discount=lumber" in t.legal()
    ev = t.do("place town_hall build=mansion discount=lumber")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 3, 0, 0, 10, "build:mansion")]
    t2 = Table().goods(0, lumber=4, money=9)
    t2.refuse("place town_hall build=mansion discount=lumber", "not_enough_money")


def test_town_hall_refusals() -> None:
    t = Table().goods(0, lumber=9, food=9, brick=9)
    t.refuse("place town_hall", "build_required")
    t.refuse("place town_hall build=inn discount=food", "not_available")  # not in a 2-seat game
    t.refuse("place town_hall build=castle discount=food", "not_available")
    t.do("place town_hall build=bank discount=brick")
    t.goods(1, brick=9)
    t.refuse("place town_hall build=bank", "not_available")  # already built


def test_town_hall_lists_only_affordable_builds() -> None:
    t = Table().goods(0, brick=3)
    builds = [c for c in t.legal() if c.startswith("place town_hall")]
    # 3 B builds the Bank (4 B) or the Tryworks (3 B) with the brick discount.
    assert builds == [
        "place town_hall build=bank discount=brick",
        "place town_hall build=tryworks discount=brick",
    ]


# ---- dockyard and city pier ------------------------------------------------------------------


def test_dockyard_first_worker_pays_one_lumber_then_two() -> None:
    t = Table().goods(0, lumber=1).goods(1, lumber=2)
    ev = t.do("place dockyard ship=2")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 1, 0, 0, 0, "prepare")]
    assert events_of(ev, ShipPrepared) == [ShipPrepared(0, 2)]
    assert t.state.ship(0, 2).where == "dock"
    t.do("place dockyard ship=1")
    assert t.holdings(1) == (0, 0, 0, 0)


def test_dockyard_refusals_and_both_ships_on_the_dock() -> None:
    t = Table().goods(0, lumber=1).turn(0, workers=2, others=0)
    t.refuse("place dockyard", "no_such_ship")
    t.refuse("place dockyard ship=3", "no_such_ship")
    t.do("place dockyard ship=1")
    t.refuse("place dockyard ship=2", "not_enough_lumber")  # no bonus now: 2 lumber
    t.refuse("place dockyard ship=1 to=2", "invalid_argument")
    t.goods(0, lumber=2)
    t.refuse("place dockyard ship=1", "ship_not_there")  # already on the dock
    t.do("place dockyard ship=2")
    assert [s.where for s in t.seat(0).ships] == ["dock", "dock"]


def test_dockyard_refuses_a_ship_at_sea() -> None:
    t = Table().goods(0, lumber=5).ship(0, 1, "sea", 3)
    t.refuse("place dockyard ship=1", "ship_not_there")
    assert "place dockyard ship=2" in t.legal()


def test_city_pier_launch_costs_the_space_number_in_food_bonus_one_less() -> None:
    t = Table().ship(0, 1, "dock").goods(0, food=3).ship(1, 1, "dock").goods(1, food=4)
    t.refuse("place city_pier ship=1 to=5", "not_enough_food")
    ev = t.do("place city_pier ship=1 to=4")  # 4 food, less 1 for the first worker
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 0, 3, 0, 0, "launch:4")]
    assert events_of(ev, ShipLaunched) == [ShipLaunched(0, 1, 4, 1)]
    ship = t.state.ship(0, 1)
    assert (ship.where, ship.space) == ("sea", 4)
    t.do("place city_pier ship=1 to=4")  # Ben: full price, second slot
    assert t.holdings(1) == (0, 0, 0, 0)
    assert t.state.track[3] == [(0, 1), (1, 1)]


def test_city_pier_refusals() -> None:
    t = Table().goods(0, food=9)
    assert not any(c.startswith("place city_pier") for c in t.legal())  # no docked ship
    t.refuse("place city_pier ship=1 to=2", "ship_not_there")
    t.ship(0, 1, "dock")
    t.refuse("place city_pier ship=1", "bad_launch_target")
    t.refuse("place city_pier ship=1 to=0", "bad_launch_target")
    t.refuse("place city_pier ship=1 to=7", "bad_launch_target")
    t.refuse("place city_pier ship=2 to=2", "ship_not_there")


def test_launch_to_space_one_is_legal_and_free_with_the_bonus() -> None:
    t = Table().ship(0, 1, "dock")
    assert t.legal().count("place city_pier ship=1 to=1") == 1
    ev = t.do("place city_pier ship=1 to=1")
    assert events_of(ev, GoodsSpent) == []
    assert t.state.track[0] == [(0, 1)]


def test_no_fourth_ship_on_a_space() -> None:
    t = Table(seats=3).ship(0, 1, "sea", 3).ship(1, 1, "sea", 3).ship(2, 1, "sea", 3)
    t.ship(0, 2, "dock").goods(0, food=9, lumber=9)
    t.refuse("place city_pier ship=2 to=3", "space_full")
    launches = [c for c in t.legal() if c.startswith("place city_pier")]
    assert launches == [f"place city_pier ship=2 to={n}" for n in (1, 2, 4, 5, 6)]


# ---- the purchase (RULES.md 5.4) ---------------------------------------------------------


def test_purchase_makes_an_action_affordable_and_is_once_per_placement() -> None:
    t = Table().ship(0, 1, "dock").goods(0, food=1, money=7)
    assert "place city_pier ship=1 to=3" not in t.legal()
    assert t.legal()[:2] == ["buy lumber", "buy food"]
    ev = t.do("buy food")
    assert ev == [GoodsBought(0, "food", 2, 3)]
    assert t.holdings(0) == (0, 3, 0, 4)
    t.refuse("buy lumber", "purchase_used")
    assert "buy lumber" not in t.legal()
    t.do("place city_pier ship=1 to=4")  # 3 food after the bonus
    # The next placement may buy again.
    t.goods(1, money=3)
    assert "buy lumber" in t.legal()
    t.do("buy lumber")
    t.do("place forest")
    t.do("buy lumber")  # Ann's second placement: a new purchase is allowed
    assert t.holdings(0) == (2, 0, 0, 1)


def test_purchase_refusals() -> None:
    t = Table().goods(0, money=2)
    t.refuse("buy food", "not_enough_money")
    t.goods(0, money=9)
    t.refuse("buy brick", "bad_purchase")
    t.refuse("pay R1", "wrong_decision")


# ---- turn order ----------------------------------------------------------------------------


def test_seats_alternate_and_the_wheel_passes_left_each_round() -> None:
    t = Table(seats=3, first_seat=1)
    assert t.state.order == [1, 2, 0]
    seen = []
    while t.state.round == 1:
        seen.append(t.decision.seat)
        t.do("place farm")
    assert seen == [1, 2, 0, 1, 2, 0]
    assert [e for e in t.events if isinstance(e, RoundStarted)][-1] == RoundStarted(2, (2, 0, 1))
    assert t.decision.seat == 2


def test_not_your_turn_and_wrong_decision() -> None:
    t = Table()
    err = t.refuse("place farm", "not_your_turn", seat=1)
    assert "Ann" in err.message
    t.refuse("pass", "wrong_decision")
    t.refuse("take R1", "wrong_decision")
    t.refuse("start L5 F0 B0 $0", "wrong_decision")


def test_unknown_space() -> None:
    t = Table()
    t.refuse("place castle", "unknown_space")
    t.refuse("place inn", "unknown_space")  # the Inn is not in a 2-seat game


def test_fee_is_not_charged_on_board_spaces() -> None:
    t = Table()
    ev = t.do("place farm")
    assert events_of(ev, FeePaid) == []


def test_ship_refusals_name_the_ship_as_the_log_does_and_say_the_way_out() -> None:
    """A newcomer does not know "ship 1": the refusal names the small or large ship and says
    what to do ("Ship 1 is not on the dock." was all it said)."""
    t = Table().goods(0, food=9, lumber=9)
    err = t.refuse("place city_pier ship=1 to=2", "ship_not_there")
    assert (
        err.message
        == "Your small ship is still in your supply: the Dockyard prepares it onto the dock first."
    )
    t.ship(0, 2, "dock")
    err = t.refuse("place dockyard ship=2", "ship_not_there")
    assert err.message == (
        "Your large ship is already prepared on the dock: launch it from the City Pier."
    )
