"""The Orders walk: the rulebook's worked examples, each check type, course changes, limits."""

from __future__ import annotations

from solo_helpers import at_course, own, solo

from nbgui.engine import Decision, Fallback, Place, apply

# Helm positions are 0-based: Starbuck 0 lumber, 1 prepare, 2 food, 3 launch:4, 4 brick,
# 5 build_white, 6 money|build_victory(9), 7 prepare_launch:3.
SB_FOOD, SB_LAUNCH4, SB_BUILD_WHITE, SB_MONEY = 2, 3, 5, 6


def texts(decision):
    return [t.text for t in decision.trace]


def test_rulebook_example_food_with_only_the_wharf_goes_to_the_farm(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 0, "wharf")
    s = at_course(state, 0, SB_FOOD)
    d = brain.decide(s)
    assert d.command == Place("farm")
    t = texts(d)
    assert t[0] == "Starbuck's course is Food: his Helm is on space 3."
    assert "Step 1, his own buildings: none of his buildings serves his course." in t
    assert "Step 1, the town: the Farm serves his course, so he goes there." in t


def test_rulebook_example_money_with_no_money_buildings_goes_to_the_forest(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    s = at_course(state, 0, SB_MONEY, round_no=2)
    d = brain.decide(s)
    assert d.command == Place("forest")
    t = " | ".join(texts(d))
    assert "General Store gives a Captain nothing" in t
    # the Inn comes with three or four players: not "not built", as if it might be
    assert "Step 2, the Inn: it is not in this game (the buildings in play depend" in t
    assert "Step 2, the Lighthouse: it is not built" in t
    # step 2's course:money leaves it unchanged
    assert "Step 2 would change his course to Money, but that is already his course" in t
    assert "Step 3: nothing has served his course, Money, so it changes to Lumber" in t
    assert "With Lumber as his course, his Orders lead to the Forest." in t


def test_own_building_first(boards, brain):
    state = solo(boards, ["starbuck"], seed=3, humans=2)
    own(state, 0, "bakery")
    d = brain.decide(at_course(state, 0, SB_FOOD))
    assert d.command == Place("bakery")


def test_opponents_building_pays_the_human_a_dollar(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 1, "bank")
    s = at_course(state, 0, SB_MONEY, round_no=2)
    d = brain.decide(s)
    assert d.command == Place("bank")
    before = s.seats[1].money
    after, _events = apply(s, d.command)
    assert after.seats[1].money == before + 1
    assert after.seats[0].money == 0


def test_named_building_used_whatever_the_course(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 1, "inn")
    s = at_course(state, 0, SB_MONEY, round_no=2)
    d = brain.decide(s)
    assert d.command == Place("inn")


def test_split_space_switches_by_round(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    assert str(brain.current_course(at_course(state, 0, 6, round_no=8), 0)) == "money"
    assert str(brain.current_course(at_course(state, 0, 6, round_no=9), 0)) == "build_victory"


def test_round_12_courses_first_and_second_worker(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    s = at_course(state, 0, 0, round_no=12)
    assert str(brain.current_course(s, 0)) == "build_victory"
    d = brain.decide(s)
    assert d.command.build == "seamens_bethel"  # victory order's first
    s.seats[0].placed_this_round = 1
    assert str(brain.current_course(s, 0)) == "build_black"


def test_round_12_needs_no_roll(boards):
    state = solo(boards, ["starbuck"], seed=3).clone()
    state.round = 12
    from nbgui.engine import needs_roll

    assert not needs_roll(state, 0)
    state.round = 11
    assert needs_roll(state, 0)


def test_course_change_that_fails_falls_back_to_the_original_course(boards, brain):
    # Stubb (helm 3 = build_black): nothing from his black list is in a 2-seat game's set
    # except tavern, wharf, dry_dock, lighthouse — build them all, then build_white finds
    # nothing either once his building limit is reached.
    state = solo(boards, ["stubb"], seed=3)
    own(state, 1, *[b for b in list(state.unbuilt) if b in boards["stubb"].black_list])
    own(state, 1, *[b for b in list(state.unbuilt) if b in boards["stubb"].white_list])
    s = at_course(state, 0, 3)
    d = brain.decide(s)
    t = " | ".join(texts(d))
    assert "finds nothing either, so he keeps his course, a black-list building, and reads on" in t
    assert "With Brick as his course, his Orders lead to the Warehouse." in t
    assert d.command.space == "warehouse"


def test_value_preference_courthouse_over_town_hall(boards, brain):
    state = solo(boards, ["ahab"], seed=3, humans=2)
    own(state, 2, "courthouse")
    s = at_course(state, 0, 1)  # Ahab helm 2 = build_black
    d = brain.decide(s)
    assert d.command.space == "courthouse"
    assert d.command.build in boards["ahab"].black_list


def test_wharf_over_city_pier(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 0, "wharf")
    s = at_course(state, 0, SB_LAUNCH4)
    s.seats[0].ships[0].where = "dock"
    d = brain.decide(s)
    assert d.command == Place("wharf", ship=1, to=4)


def test_building_limit_stops_building(boards, brain):
    state = solo(boards, ["starbuck"], seed=3)
    white = [b for b in state.unbuilt if b in boards["starbuck"].white_list]
    assert white
    others = [b for b in state.unbuilt if b not in white][:6]
    own(state, 0, *others)  # six buildings: his limit
    d = brain.decide(at_course(state, 0, SB_BUILD_WHITE))
    assert d.command.space != "town_hall"


def test_whale_limit_passes(boards, brain):
    state = solo(boards, ["flask"], seed=3).clone()
    state.seats[0].returned = [t for t in state.bag if t[0] == "R"][:15]
    for t in state.seats[0].returned:
        state.bag.remove(t)
    from nbgui.engine import can_take_whale

    assert not can_take_whale(state, 0)


def test_ahab_most_tie_goes_to_the_combo_building(boards, brain):
    state = solo(boards, ["ahab"], seed=3, humans=2)
    own(state, 1, "bakery", "schoolhouse")
    d = brain.decide(at_course(state, 0, 6))  # Ahab helm 7 = food
    assert d.command == Place("schoolhouse")
    assert "tied with the Bakery" in " ".join(texts(d))


def test_ahab_combo_step(boards, brain):
    state = solo(boards, ["ahab"], seed=3, humans=2)
    own(state, 1, "dry_dock")
    s = at_course(state, 0, 0)  # prepare_launch:6; the Dry Dock prepares and launches
    d = brain.decide(s)
    assert d.command.space in ("dry_dock", "dockyard")


def test_ahab_fallback_both_ways(boards, brain):
    state = solo(boards, ["ahab"], seed=5)
    s = at_course(state, 0, 3)  # launch:5 with no docked ship and no buildings: nothing
    d = brain.decide(s)
    assert d.command == Fallback()
    # whale drawn, ship at sea: aboard his farthest ship
    s2 = s.clone()
    ship = s2.seats[0].ships[1]
    ship.where, ship.space = "sea", 4
    s2.track[3].append((0, 2))
    s2.bag = ["B1"]
    after, _events = apply(s2, Fallback())
    assert after.seats[0].ships[1].cargo == ["B1"]
    # a sea token goes back into the bag
    s3 = s2.clone()
    s3.bag = ["E1"]
    after, _ = apply(s3, Fallback())
    assert after.bag == ["E1"] and after.seats[0].ships[1].cargo == []
    assert after.seats[0].workers_left == s3.seats[0].workers_left - 1


def test_captain_buys_a_whale_the_human_sells(boards, brain):
    state = solo(boards, ["starbuck"], seed=3).clone()
    ship = state.seats[1].ships[0]
    ship.where = "return"
    ship.cargo = ["S1"]
    state.bag.remove("S1")
    state.phase = "returns"
    state.returning = (1, 1)
    state.decision = Decision("return", 1, ship=1)
    from nbgui.engine import Sell

    after, _events = apply(state, Sell("S1"))
    assert after.decision.kind == "buy_whale" and after.decision.seat == 0
    d = brain.decide(after)
    assert str(d.command) == "buy S1"
    final, _ = apply(after, d.command)
    assert "S1" in final.seats[0].returned
    assert final.seats[1].money == state.seats[1].money + 4


def test_turners_mill_repeats_the_last_captain_action(boards, brain):
    state = solo(boards, ["starbuck"], seed=3, turners_mill=True)
    own(state, 1, "turners_mill")
    s = at_course(state, 0, SB_FOOD)
    d = brain.decide(s)
    s, _ = apply(s, d.command)  # Starbuck on the Farm
    assert s.decision.seat == 1
    money, food = s.seats[1].money, s.seats[1].food
    s2, _events = apply(s, Place("turners_mill", repeat="farm"))
    assert s2.seats[1].food == food + 2  # no first-worker bonus
    assert s2.seats[1].money == money - 1  # own mill: only the extra $1


def test_turn_order_two_and_three_captains(boards):
    from nbgui.engine import turn_order

    s2 = solo(boards, ["starbuck", "flask"])
    assert [turn_order(s2, r) for r in (1, 2, 3)] == [[0, 1, 2], [1, 0, 2], [0, 1, 2]]
    s3 = solo(boards, ["starbuck", "flask", "ahab"])
    assert [turn_order(s3, r) for r in (1, 2, 3, 4)] == [
        [0, 1, 2, 3],
        [1, 2, 0, 3],
        [2, 0, 1, 3],
        [0, 1, 2, 3],
    ]
    s1 = solo(boards, ["ahab"], humans=3)
    assert [turn_order(s1, r) for r in (1, 2)] == [[0, 1, 2, 3], [0, 2, 3, 1]]


def test_stubb_end_sale_with_the_human_buying(boards, brain):
    state = solo(boards, ["stubb"], seed=3).clone()
    whales = [t for t in state.bag if t[0] in "RB"][:12]
    for t in whales:
        state.bag.remove(t)
    state.seats[0].returned = whales
    state.seats[1].money = 50
    state.round = 12
    state.final = True
    state.phase = "final"
    from nbgui.engine import resume

    events: list = []
    resume(state, events)
    assert state.decision.kind == "buy_whale" and state.decision.seat == 1
    assert len(state.seats[0].returned) == 10
    sold = list(state.sold)
    assert len(sold) == 2 and all(t[0] == "R" for t in sold)  # his best 10 are kept
    from nbgui.engine import BuyWhale

    after, _ = apply(state, BuyWhale(sold[0]))
    assert sold[0] in after.seats[1].returned
    assert after.seats[1].money == 48


def test_a_captain_prefers_another_captains_building_on_a_tie(boards, brain):
    state = solo(boards, ["starbuck", "flask"], seed=3)
    own(state, 2, "bank")  # the human's
    own(state, 1, "market")  # Flask's: same value (5) for a money course
    d = brain.decide(at_course(state, 0, SB_MONEY, round_no=2))
    assert d.command == Place("market")
    assert d.tie_options is not None and Place("bank") in d.tie_options
