"""What the engine does for Captain seats (RULES.md 10.2, 10.4, 10.6, 10.7, 10.9; CAPTAINS.md
2): the Captain automaton itself lives in nbgui/captain and is tested there."""

from __future__ import annotations

from scenario import Table, captain_spec, events_of

from nbgui.engine import (
    BuyerPassed,
    DieRolled,
    EndSale,
    FallbackDrawn,
    FeePaid,
    GoodsGained,
    GoodsSpent,
    HelmMoved,
    IncomeGained,
    PickPassed,
    SeatSpec,
    WhaleKept,
    WorkerPlaced,
)


def human(name: str = "Ann") -> SeatSpec:
    return SeatSpec(name=name)


def test_captains_place_first_then_roll_then_pay_and_collect_nothing() -> None:
    t = Table([human(), captain_spec("Ahab")])
    assert t.state.order == [1, 0]
    # The first placement uses the starting course rolled at setup (RULES.md 10.1): no roll.
    assert events_of(t.events, DieRolled) != []
    assert t.decision.kind == "place" and t.decision.seat == 1
    t.refuse("roll", "wrong_decision")
    assert not any(c.startswith("buy") for c in t.legal())
    t.refuse("buy food", "captain_no_money")
    ev = t.do("place farm")
    assert events_of(ev, GoodsGained) == []
    assert t.holdings(1) == (0, 0, 0, 0)
    t.do("place forest")
    # every later placement rolls first
    assert t.decision.kind == "roll" and t.decision.seat == 1
    assert t.legal() == ["roll"]
    t.refuse("place farm", "wrong_decision")
    ev = t.do("roll")
    assert [type(e) for e in ev] == [DieRolled, HelmMoved]
    assert t.decision.kind == "place" and t.decision.seat == 1


def test_edition_1_games_roll_for_the_first_placement_too() -> None:
    """Saves begun before the ruling replay as they were played (format-1 saves migrate)."""
    from nbgui.engine import GameSetup, apply, new_game, parse_command

    setup = GameSetup(seed=1, seats=[human(), captain_spec("Ahab")], edition=1)
    state, _ = new_game(setup)
    state, _ = apply(state, parse_command("start L0 F0 B0 $5"))
    assert state.decision.kind == "roll" and state.decision.seat == 1


def test_captain_builds_free_and_its_building_costs_a_human_a_dollar_to_the_supply() -> None:
    t = Table([human(), captain_spec("Ahab")]).turn(1)
    t.refuse("place town_hall build=bank discount=brick", "bad_discount")
    ev = t.do("place town_hall build=bank")
    assert events_of(ev, GoodsSpent) == []
    assert t.state.owner["bank"] == 1
    t.goods(0, money=1)
    ev = t.do("place bank")
    assert events_of(ev, FeePaid) == [FeePaid(0, None, 1, "bank")]
    assert t.money(0) == 5 and t.money(1) == 0


def test_captain_on_a_human_building_pays_nothing_but_the_owner_gets_a_dollar() -> None:
    t = Table([human(), captain_spec("Ahab")]).build(0, "bank").turn(1)
    ev = t.do("place bank")
    assert events_of(ev, FeePaid) == [FeePaid(None, 0, 1, "bank")]
    assert events_of(ev, GoodsGained) == []
    assert t.money(0) == 1 and t.money(1) == 0


def test_captain_at_its_building_limit_neither_builds_nor_takes_the_post_office() -> None:
    t = Table([human(), captain_spec("Stubb", building_limit=1), captain_spec("Flask")])
    t.build(1, "bank").build(0, "post_office").turn(1)
    t.refuse("place town_hall build=wharf", "building_limit")
    t.refuse("place post_office", "building_limit")
    assert not any(c.split()[1] in ("town_hall", "post_office") for c in t.legal())
    t.turn(2)  # Flask, without a limit, may take it (the human owner gets $1)
    ev = t.do("place post_office")
    assert events_of(ev, FeePaid) == [FeePaid(None, 0, 1, "post_office")]
    assert t.state.owner["post_office"] == 2


def test_captain_ship_comes_home_and_keeps_its_whales_without_a_lay() -> None:
    t = Table([human(), captain_spec("Flask")]).ship(1, 1, "sea", 1, cargo=["S1", "R1"])
    t.last_turn(0)
    ev = t.do("place farm")
    assert events_of(ev, WhaleKept) == [WhaleKept(1, "S1"), WhaleKept(1, "R1")]
    assert t.seat(1).returned == ["S1", "R1"] and t.money(1) == 0


def test_captain_at_its_whale_limit_takes_and_buys_no_more() -> None:
    t = Table([human(), captain_spec("Flask", whale_limit=1)]).returned(1, "B1")
    t.ship(1, 1, "sea", 4).ship(0, 1, "sea", 1, cargo=["R1"]).bag("R2", "R3").last_turn(0)
    t.do("place farm")
    t.do("sell R1")  # Flask may not buy it: over the limit
    assert events_of(t.events, BuyerPassed) == [BuyerPassed(1, True)]
    assert events_of(t.events, PickPassed) == [PickPassed(1, 1, True)]
    assert t.state.ship(1, 1).cargo == []


def test_captain_buys_free() -> None:
    t = Table([human(), captain_spec("Flask")]).ship(0, 1, "sea", 1, cargo=["S1"]).last_turn(0)
    t.do("place farm")
    t.do("sell S1")
    assert t.decision.kind == "buy_whale" and t.decision.seat == 1
    t.do("buy S1")
    assert t.seat(1).returned == ["S1"] and t.money(1) == 0


def test_ahab_fallback_goes_to_his_farthest_ship() -> None:
    spec = captain_spec("Ahab", fallback_draw=True)
    t = Table([human(), spec]).ship(1, 1, "sea", 2).ship(1, 2, "sea", 5).bag("B3")
    # one fallback per ship at sea, farthest first: the human may pick (CAPTAINS.md 2)
    assert t.legal()[-2:] == ["fallback ship=2", "fallback ship=1"]
    t.refuse("fallback", "fallback_ship")
    ev = t.do("fallback ship=2")
    assert events_of(ev, FallbackDrawn) == [FallbackDrawn(1, "B3", 2)]
    assert t.state.ship(1, 2).cargo == ["B3"] and t.state.bag == []
    assert events_of(ev, WorkerPlaced) == []
    assert t.seat(1).workers_left == 1


def test_ahab_fallback_whale_goes_to_the_ship_the_human_chose() -> None:
    spec = captain_spec("Ahab", fallback_draw=True)
    t = Table([human(), spec]).ship(1, 1, "sea", 2).ship(1, 2, "sea", 5).bag("S1")
    ev = t.do("fallback ship=1")
    assert events_of(ev, FallbackDrawn) == [FallbackDrawn(1, "S1", 1)]
    assert t.state.ship(1, 1).cargo == ["S1"] and t.state.ship(1, 2).cargo == []
    t2 = Table([human(), spec]).ship(1, 1, "sea", 2).bag("S1")
    t2.refuse("fallback ship=2", "fallback_ship")  # ship 2 is not at sea
    assert t2.legal()[-1] == "fallback"  # one ship at sea: nothing to choose


def test_ahab_fallback_sea_token_goes_back_into_the_bag() -> None:
    spec = captain_spec("Ahab", fallback_draw=True)
    t = Table([human(), spec]).ship(1, 1, "sea", 2).bag("E3")
    ev = t.do("fallback")
    assert events_of(ev, FallbackDrawn) == [FallbackDrawn(1, "E3", None)]
    assert t.state.bag == ["E3"]


def test_only_ahab_falls_back() -> None:
    t = Table([human(), captain_spec("Flask")])
    t.refuse("fallback", "no_fallback")


def test_turners_mill_repeats_the_last_captain_action_for_a_dollar_more() -> None:
    t = Table([human(), captain_spec("Flask")], turners_mill=True).build(0, "turners_mill")
    t.goods(0, money=1)
    t.do("place farm")  # the Captain takes the farm bonus
    t.refuse("place turners_mill", "bad_repeat")
    t.refuse("place turners_mill repeat=forest", "bad_repeat")
    ev = t.do("place turners_mill repeat=farm")
    assert events_of(ev, WorkerPlaced) == [WorkerPlaced(0, "turners_mill", "farm", False, False)]
    assert events_of(ev, FeePaid) == [FeePaid(0, None, 1, "turners_mill")]
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 0, 2, 0, 0, "farm")]  # no bonus


def test_turners_mill_needs_a_captain_placement_first() -> None:
    t = Table([human(), captain_spec("Flask")], turners_mill=True).build(0, "turners_mill")
    t.turn(0)
    t.refuse("place turners_mill repeat=farm", "no_captain_action")


def test_turners_mill_repeats_the_inn_and_both_inn_steps_follow() -> None:
    """RULES.md 10.9: any Captain action, the Inn included. The Captain's Inn step comes
    first (it used the Inn first), then the human's."""
    specs = [human(), captain_spec("Flask"), captain_spec("Stubb")]
    t = Table(specs, turners_mill=True).build(0, "turners_mill").build(1, "inn").goods(0, money=3)
    assert t.state.order == [1, 2, 0]
    t.do("place inn")
    t.turn(0, workers=2)
    ev = t.do("place turners_mill repeat=inn")
    # $1 more, and the $1 fee for Flask's Inn (a Captain's building: to the supply)
    assert events_of(ev, FeePaid) == [
        FeePaid(0, None, 1, "turners_mill"),
        FeePaid(0, None, 1, "inn"),
    ]
    assert t.money(0) == 1
    t.play("roll", "place forest", "place forest", "place farm", "roll", "place farm")
    assert t.state.phase == "inn" and t.state.inn_user == 1 and t.state.inn_waiting == [0]
    assert t.decision.kind == "roll" and t.decision.seat == 1
    t.play("roll", "place warehouse bonus=brick", "roll", "place farm")
    assert t.state.phase == "inn" and t.state.inn_user == 0
    assert t.decision.kind == "place" and t.decision.seat == 0
    t.refuse("place turners_mill repeat=inn", "inn_town_only")
    ev = t.play("place forest", "place farm")
    assert [e.space for e in events_of(ev, WorkerPlaced)] == ["forest", "farm"]
    assert t.state.phase != "inn" and t.state.inn_waiting == []


def test_turners_mill_only_when_captains_play_against_one_human() -> None:
    import pytest

    from nbgui.engine import GameSetup

    with pytest.raises(ValueError, match="exactly one human"):
        GameSetup(
            seed=1, seats=[human("Ann"), human("Ben"), captain_spec("Flask")], turners_mill=True
        )
    with pytest.raises(ValueError, match="exactly one human"):
        GameSetup(seed=1, seats=[human("Ann"), human("Ben")], turners_mill=True)
    GameSetup(
        seed=1, seats=[human(), captain_spec("Flask"), captain_spec("Stubb")], turners_mill=True
    )


def test_captains_do_not_use_turners_mill() -> None:
    t = Table([human(), captain_spec("Flask")], turners_mill=True).build(1, "turners_mill")
    t.refuse("place turners_mill repeat=farm", "captain_turners_mill")


def test_turn_order_with_two_captains_alternating_first() -> None:
    t = Table([captain_spec("Flask"), human(), captain_spec("Stubb")])
    assert t.state.order == [0, 2, 1]
    t.round(1).last_turn(1)
    t.do("place farm")
    assert t.state.round == 2 and t.state.order == [2, 0, 1]


def test_turn_order_with_one_captain_and_rotating_humans() -> None:
    t = Table([human("Ann"), human("Ben"), captain_spec("Flask")])
    assert t.state.order == [2, 0, 1]
    t.last_turn(1)
    t.do("place farm")
    assert t.state.order == [2, 1, 0]


def test_no_roll_in_round_12() -> None:
    t = Table([human(), captain_spec("Flask")]).round(11).last_turn(0)
    t.do("place farm")
    assert t.state.round == 12
    assert t.decision.kind == "place" and t.decision.seat == 1


def test_stubb_sells_all_but_his_best_whales_at_the_end() -> None:
    t = Table([human(), captain_spec("Stubb", keeps_best=2)]).round(12)
    t.returned(1, "R1", "S1", "R2", "B1").goods(0, money=9).last_turn(0)
    t.do("place farm")
    assert events_of(t.events, EndSale) == [EndSale(1, ("R1", "R2"))]
    assert t.seat(1).returned == ["S1", "B1"]
    assert t.decision.kind == "buy_whale" and t.decision.seat == 0
    t.do("buy R2")
    t.do("pass")
    assert t.state.is_over
    assert t.seat(0).returned == ["R2"] and "R1" in t.state.removed


def test_turners_mill_also_pays_the_repeated_buildings_owner() -> None:
    specs = [human("Ann"), captain_spec("Flask"), captain_spec("Stubb")]
    t = Table(specs, turners_mill=True).build(0, "turners_mill").build(2, "bank")
    t.goods(0, money=2)
    ev = t.do("place bank")  # Flask on Stubb's Bank: nobody is paid
    assert events_of(ev, FeePaid) == []
    t.turn(0)
    ev = t.do("place turners_mill repeat=bank")
    # the $1 more, and the usual $1 fee for another seat's building (a Captain's: to the supply)
    assert events_of(ev, FeePaid) == [
        FeePaid(0, None, 1, "turners_mill"),
        FeePaid(0, None, 1, "bank"),
    ]
    assert t.money(0) == 2 - 2 + 5
    t2 = Table(specs, turners_mill=True).build(0, "turners_mill").build(2, "bank")
    t2.goods(0, money=1)
    t2.do("place bank")
    t2.turn(0)
    t2.refuse("place turners_mill repeat=bank", "not_enough_money")  # $2 up front


def test_ahab_fallback_leaves_the_last_captain_placement_to_repeat() -> None:
    spec = captain_spec("Ahab", fallback_draw=True)
    t = Table([human(), spec], turners_mill=True).build(0, "turners_mill").goods(0, money=1)
    t.play("place forest", "place farm", "roll", "fallback")
    ev = t.do("place turners_mill repeat=forest")
    assert events_of(ev, GoodsGained) == [GoodsGained(0, 2, 0, 0, 0, "forest")]


def test_ahab_fallback_with_an_empty_bag_only_uses_the_worker() -> None:
    spec = captain_spec("Ahab", fallback_draw=True)
    t = Table([human(), spec]).ship(1, 1, "sea", 2).bag()
    ev = t.do("fallback")
    assert events_of(ev, FallbackDrawn) == []
    assert t.seat(1).workers_left == 1 and t.decision.seat == 0


def test_captain_rolls_again_for_the_inn_step_even_in_round_12() -> None:
    specs = [human("Ann"), human("Ben"), captain_spec("Flask")]
    t = Table(specs).build(1, "inn").round(11).last_turn(0)
    t.do("place farm")
    assert t.state.round == 12
    assert t.decision.kind == "place" and t.decision.seat == 2  # round 12: no roll
    t.play("place inn", "place farm", "place farm", "place forest", "place forest", "place forest")
    assert t.state.phase == "inn"
    assert t.decision.kind == "roll" and t.decision.seat == 2


def test_a_captain_owning_the_post_office_collects_no_income() -> None:
    specs = [human("Ann"), human("Ben"), captain_spec("Flask")]
    t = Table(specs).build(2, "post_office").last_turn(0)
    ev = t.do("place farm")
    assert events_of(ev, IncomeGained) == []
    assert t.money(2) == 0
