"""One test (at least) per ruling in RULES.md section 11; the building scenarios cover the rest
of 11.2, 11.3, 11.6 and 11.8 in test_buildings.py and test_spaces.py."""

from __future__ import annotations

from collections import Counter

import pytest
from scenario import Table, events_of

from nbgui.engine import (
    GameSetup,
    GoodsSpent,
    IncomeGained,
    PhaseStarted,
    SeatSpec,
    ShipHome,
    ShipReturning,
    TokensDrawn,
    new_game,
    score,
)


def test_11_1_launch_to_space_one_comes_home_empty_the_same_round() -> None:
    t = Table().ship(0, 1, "dock").last_turn(0)
    ev = t.do("place city_pier ship=1 to=1")
    assert ShipReturning(0, 1, ()) in ev and ShipHome(0, 1) in ev
    assert events_of(ev, TokensDrawn) == []  # it never whaled
    assert t.state.ship(0, 1).where == "supply"


@pytest.mark.parametrize("space", [2, 3, 5])
def test_11_1_a_ship_launched_to_n_whales_n_minus_one_times(space: int) -> None:
    t = Table().ship(0, 1, "dock").goods(0, food=9).last_turn(0)
    t.do(f"place city_pier ship=1 to={space}")
    picks = 0
    while t.state.ship(0, 1).where == "sea":
        if t.decision.kind == "pick":
            picks += 1
            t.do("pass")
        else:
            t.last_turn(t.state.order[0])
            t.do("place farm")
    assert picks == space - 1


def test_11_4_post_office_pays_in_round_12_before_the_final_returns() -> None:
    t = Table(seats=3).build(1, "post_office").round(12)
    t.ship(1, 1, "sea", 3, cargo=["R1"]).bag("E1").last_turn(0)
    ev = t.do("place farm")
    income = ev.index(IncomeGained(1, 2, "post_office"))
    final = ev.index(PhaseStarted("final", 12))
    assert income < final
    assert ev.index(ShipReturning(1, 1, ("R1",))) > final
    assert t.decision.kind == "return"
    t.do("pay R1")  # paid with the round-12 income
    assert t.state.is_over
    assert t.seat(1).returned == ["R1"]


def test_11_5_tie_break_is_money_mod_5() -> None:
    t = Table()
    t.goods(0, money=9).goods(1, money=8)  # both 1 point of money; 4 and 3 left over
    sheet = score(t.state)
    assert sheet.rows[0].money_left == 4 and sheet.rows[1].money_left == 3
    assert sheet.winners == (0,) and sheet.decided_by == "money"


def test_11_7_tavern_counts_only_the_latest_whaling_phase() -> None:
    # Round 1: a sea token is drawn and stays beside the track.
    t = Table().build(0, "tavern").ship(1, 1, "sea", 4).bag("E1").last_turn(0)
    t.do("place farm")
    assert t.state.beside == ["E1"]
    # Round 2 (Ben first): the sea token is there for the Tavern.
    assert "place tavern take=1" not in t.legal()  # Ben does not own it and has no $1
    t.do("place farm")
    assert "place tavern take=1" in t.legal()
    # Ben's ship comes home; round 2's whaling draws nothing and E1 goes back into the bag.
    t.ship(1, 1, "supply")
    t.play("place forest", "place farm", "place farm")
    assert t.state.round == 3 and t.state.beside == [] and "E1" in t.state.bag
    t.turn(0)
    t.refuse("place tavern take=1", "no_sea_tokens")


def test_11_9_tokens_carry_type_and_serial() -> None:
    for seats, expected in ((2, (18, 10, 2, 8)), (3, (27, 15, 3, 12)), (4, (36, 20, 4, 16))):
        state, _ = new_game(GameSetup(seed=1, seats=[SeatSpec(name=f"P{i}") for i in range(seats)]))
        counts = Counter(tok[0] for tok in state.bag)
        assert (counts["R"], counts["B"], counts["S"], counts["E"]) == expected
        assert len(set(state.bag)) == len(state.bag)
        assert f"R{expected[0]}" in state.bag and "R0" not in state.bag


def test_11_11_municipal_office_is_paid_with_lumber_and_brick() -> None:
    t = Table().goods(0, food=4, brick=4)  # the Spanish text's 4 food no longer pays for it
    t.refuse("place town_hall build=municipal_office discount=brick", "not_enough_lumber")
    t.goods(0, lumber=4, food=0, brick=3)  # the Town Hall's first worker takes 1 brick off
    ev = t.do("place town_hall build=municipal_office discount=brick")
    assert events_of(ev, GoodsSpent) == [GoodsSpent(0, 4, 0, 3, 0, "build:municipal_office")]
    assert t.state.owner["municipal_office"] == 0


def test_11_13_every_supported_table_and_no_other() -> None:
    from nbgui.engine import table_problem

    def spec(kind: str, i: int) -> SeatSpec:
        if kind == "human":
            return SeatSpec(name=f"H{i}")
        return SeatSpec(kind="captain", name=f"C{i}", captain="flask")

    supported = {(h, 0) for h in (2, 3, 4)} | {(1, c) for c in (1, 2, 3)}
    supported |= {(2, 1), (3, 1), (2, 2)}
    for humans in range(0, 5):
        for captains in range(0, 5):
            seats = [spec("human", i) for i in range(humans)]
            seats += [spec("captain", i) for i in range(captains)]
            ok = (humans, captains) in supported
            assert (table_problem(humans, captains) is None) == ok, (humans, captains)
            if 2 <= len(seats) <= 4:
                if ok:
                    GameSetup(seed=1, seats=seats)
                else:
                    with pytest.raises(ValueError):
                        GameSetup(seed=1, seats=seats)
