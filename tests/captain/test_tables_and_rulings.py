"""The tables RULES.md 11.13 supports and the solo-rules rulings of docs/rules-notes.md (C9–C16):
two Captains with two humans, who settles a Captain's tie, the starting course, the Dry Dock and
the prepare rule, Ahab's checks and fallback, the buying order."""

from __future__ import annotations

from solo_helpers import at_course, own, solo

from nbgui.engine import (
    Decision,
    Fallback,
    Pass,
    Place,
    RoundStarted,
    Sell,
    apply,
    controller_of,
    legal_commands,
    seating,
    turn_order,
)

# Helm positions are 0-based. Starbuck: 1 prepare, 2 food, 7 prepare_launch:3.
# Stubb: 4 prepare_launch:3. Ahab: 6 food, 3 launch:5.
SB_PREPARE, SB_FOOD, SB_PREP_LAUNCH3 = 1, 2, 7
STUBB_PREP_LAUNCH3 = 4
AHAB_FOOD, AHAB_LAUNCH5 = 6, 3


def texts(decision):
    return " | ".join(t.text for t in decision.trace)


# ---- two Captains and two humans (RULES.md 10.2) ---------------------------------------------


def test_two_captains_two_humans_turn_order_over_three_rounds(boards, brain):
    """Seats: Starbuck 0, Flask 1, Human1 2 (controls Starbuck), Human2 3 (controls Flask).
    The Captains alternate first and second; the human controlling the first Captain is third."""
    state = solo(boards, ["starbuck", "flask"], seed=8, humans=2)
    expected = [[0, 1, 2, 3], [1, 0, 3, 2], [0, 1, 2, 3]]
    assert [turn_order(state, r) for r in (1, 2, 3)] == expected
    # and in a real game: play three rounds (humans take the first legal command)
    seen: list[tuple[int, ...]] = [tuple(state.order)]
    while state.round <= 3:
        if brain.is_captain_turn(state):
            cmd = brain.decide(state).command
        else:
            cmd = legal_commands(state)[0]
        state, events = apply(state, cmd)
        seen += [e.order for e in events if isinstance(e, RoundStarted)]
    assert [list(o) for o in seen[:3]] == expected
    assert controller_of(state, 0) == 2 and controller_of(state, 1) == 3


def test_two_captains_two_humans_ties_go_to_the_controlling_human(boards, brain):
    state = solo(boards, ["ahab", "stubb"], seed=3, humans=2)
    own(state, 2, "bakery", "schoolhouse")  # Human1's buildings: a 'most' tie for Ahab
    d = brain.decide(at_course(state, 0, AHAB_FOOD))
    assert d.tie_options is not None and len(d.tie_options) == 2
    assert d.chooser == 2  # Human1 controls Ahab (the first Captain seat)
    own(state, 3, "bank")
    s = at_course(state, 1, 7)  # Stubb's money course: his Orders find no tie there
    assert brain.decide(s).chooser is None


def test_one_captain_several_humans_the_first_human_settles_ties(boards, brain):
    for humans in (2, 3):
        state = solo(boards, ["ahab"], seed=3, humans=humans)
        own(state, 1, "bakery", "schoolhouse")
        d = brain.decide(at_course(state, 0, AHAB_FOOD))
        assert d.tie_options is not None and d.chooser == 1  # first human of round 1
        s2 = at_course(state, 0, AHAB_FOOD, round_no=2)
        s2.order = turn_order(s2, 2)
        assert brain.decide(s2).chooser == s2.order[1] == 2


def test_one_captain_with_two_and_three_humans_turn_order(boards):
    s = solo(boards, ["flask"], humans=2)
    assert [turn_order(s, r) for r in (1, 2, 3)] == [[0, 1, 2], [0, 2, 1], [0, 1, 2]]
    s = solo(boards, ["flask"], humans=3)
    assert [turn_order(s, r) for r in (1, 2, 3, 4)] == [
        [0, 1, 2, 3],
        [0, 2, 3, 1],
        [0, 3, 1, 2],
        [0, 1, 2, 3],
    ]


# ---- the Captain procedure ---------------------------------------------------------------------


def test_first_placement_uses_the_starting_course(boards, brain):
    state = solo(boards, ["starbuck"], seed=21)
    helm = state.seats[0].helm
    assert 1 <= helm <= 3  # one roll of the die from the first space
    assert state.decision == Decision("place", 0)  # no second roll
    d = brain.decide(state)
    course = boards["starbuck"].course_at(helm, 1)
    assert d.trace[0].text.startswith("Starbuck's course is ")
    assert f"his Helm is on space {helm + 1}" in d.trace[0].text
    state, _ = apply(state, d.command)
    assert state.seats[0].helm == helm  # the placement did not move the Helm
    assert course is not None


def test_dry_dock_obeys_starbucks_prepare_rule(boards, brain):
    """Starbuck prepares only with no ship on the dock: with ship 1 docked, his Prepare/Launch
    course is a launch to 3, and his own Dry Dock (which prepares) is not used."""
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 0, "dry_dock")
    state.seats[0].ships[0].where = "dock"
    d = brain.decide(at_course(state, 0, SB_PREP_LAUNCH3))
    assert d.command == Place("city_pier", ship=1, to=3)
    assert "Dry Dock" not in d.command.space


def test_dry_dock_obeys_stubbs_prepare_rule(boards, brain):
    """Stubb does not prepare while a ship is at sea, so not with the Dry Dock either."""
    state = solo(boards, ["stubb"], seed=3)
    own(state, 0, "dry_dock")
    ship = state.seats[0].ships[0]
    ship.where, ship.space = "sea", 2
    state.track[1].append((0, 1))
    d = brain.decide(at_course(state, 0, STUBB_PREP_LAUNCH3))
    assert d.command.space != "dry_dock"
    # with no ship at sea he does use it, to space 3
    state2 = solo(boards, ["stubb"], seed=3)
    own(state2, 0, "dry_dock")
    d2 = brain.decide(at_course(state2, 0, STUBB_PREP_LAUNCH3))
    assert d2.command == Place("dry_dock", ship=1, to=3)


def test_dry_dock_on_a_plain_prepare_course_launches_to_the_boards_prepare_launch_space(
    boards, brain
):
    state = solo(boards, ["starbuck"], seed=3)
    own(state, 0, "dry_dock")
    d = brain.decide(at_course(state, 0, SB_PREPARE))
    assert d.command == Place("dry_dock", ship=1, to=3)  # Starbuck's prepare_launch:3


def test_ahab_most_counts_another_captains_buildings(boards, brain):
    state = solo(boards, ["ahab", "starbuck"], seed=3)
    own(state, 1, "schoolhouse")  # Starbuck's
    d = brain.decide(at_course(state, 0, AHAB_FOOD))
    assert d.command == Place("schoolhouse")
    assert "Step 1, the building that gives the most: the Schoolhouse serves his course" in texts(d)


def test_ahab_launches_with_another_captains_dry_dock(boards, brain):
    state = solo(boards, ["ahab", "flask"], seed=3)
    # launch:5 with no docked ship: without Flask's Dry Dock nothing satisfies it (fallback)
    assert brain.decide(at_course(state, 0, AHAB_LAUNCH5)).command == Fallback()
    own(state, 1, "dry_dock")  # Flask's
    d = brain.decide(at_course(state, 0, AHAB_LAUNCH5))
    assert d.command == Place("dry_dock", ship=1, to=5)
    assert "Step 1, the building that gives the most: the Dry Dock serves his course" in texts(d)


def test_ahab_fallback_offers_his_ships_and_names_no_second_pass(boards, brain):
    state = solo(boards, ["ahab"], seed=5)
    s = at_course(state, 0, AHAB_LAUNCH5)
    d = brain.decide(s)
    assert d.command == Fallback() and d.tie_options is None
    assert "twice" not in texts(d)
    for idx, space in ((1, 2), (2, 4)):
        ship = s.seats[0].ships[idx - 1]
        ship.where, ship.space = "sea", space
        s.track[space - 1].append((0, idx))
    d = brain.decide(s)
    assert d.command == Fallback(2)  # automatic: the farthest
    assert d.tie_options == [Fallback(2), Fallback(1)] and d.chooser == 1
    s.bag = ["S1"]
    after, _ = apply(s, Fallback(1))  # the human chose the nearer ship
    assert after.seats[0].ships[0].cargo == ["S1"] and after.seats[0].ships[1].cargo == []


# ---- whale buying order (RULES.md 11.12) -------------------------------------------------------


def test_buying_order_is_clockwise_by_seat_at_a_one_captain_three_human_table(boards):
    """Seat order: the Captain, then Human1..3. In round 2 the turn order is C, H2, H3, H1, but
    when H2 sells the offer goes H3, then the Captain, then H1 (clockwise by seat)."""
    state = solo(boards, ["starbuck"], seed=3, humans=3).clone()
    assert seating(state) == [0, 1, 2, 3]
    state.round = 2
    state.order = turn_order(state, 2)
    assert state.order == [0, 2, 3, 1]
    for seat in state.seats[1:]:
        seat.money = 20
    ship = state.seats[2].ships[0]
    ship.where, ship.cargo = "return", ["B1"]
    state.bag.remove("B1")
    state.phase = "returns"
    state.returning = (2, 1)
    state.decision = Decision("return", 2, ship=1)
    state, _ = apply(state, Sell("B1"))
    assert state.decision == Decision("buy_whale", 3)
    state, _ = apply(state, Pass())
    assert state.decision == Decision("buy_whale", 0)  # the Captain, before Human1
    state, _ = apply(state, Pass())
    assert state.decision == Decision("buy_whale", 1)


def test_seat_order_puts_captains_first_whatever_the_seat_numbers(boards):
    from nbgui.captain.setup import captain_seat
    from nbgui.engine import GameSetup, SeatSpec, new_game

    seats = [SeatSpec(name="Ann"), SeatSpec(name="Ben"), captain_seat(boards["flask"])]
    state, _ = new_game(GameSetup(seed=1, seats=seats))
    assert seating(state) == [2, 0, 1]


def test_reading_the_captain_ahead_before_his_first_placement_shows_his_starting_course(
    boards, brain
):
    from nbgui.captain.preview import read_ahead
    from nbgui.captain.setup import captain_seat
    from nbgui.engine import GameSetup, SeatSpec, new_game

    seats = [captain_seat(boards["starbuck"]), SeatSpec(name="Ann")]
    state, _ = new_game(GameSetup(seed=21, seats=seats))
    assert state.decision.kind == "start_goods"
    outlooks = read_ahead(state, brain, 0)
    assert [(o.die, o.odds) for o in outlooks] == [(None, (1, 1))]
    assert outlooks[0].course == boards["starbuck"].course_at(state.seats[0].helm, 1)
