"""Scenario tests for movement and returning ships: lays, sales, the buying round
(RULES.md 6)."""

from __future__ import annotations

from scenario import Table, events_of

from nbgui.engine import (
    BuyerPassed,
    Describer,
    LayPaid,
    ShipHome,
    ShipMoved,
    ShipReturning,
    WhaleBought,
    WhaleSold,
    WhalesRemoved,
)


def returning(t: Table, seat: int, cargo: list[str], seats_money: dict[int, int]) -> Table:
    """Seat's ship 1 on space 1 with `cargo`; the next placement ends the action phase."""
    t.ship(seat, 1, "sea", 1, cargo=cargo)
    for s, m in seats_money.items():
        t.goods(s, money=m)
    return t.last_turn(0)


def test_ships_move_toward_shore_keeping_slot_order() -> None:
    t = Table(seats=3).ship(0, 1, "sea", 4).ship(1, 1, "sea", 4).ship(2, 1, "sea", 2)
    t.ship(1, 2, "sea", 3).last_turn(0)
    ev = t.do("place farm")
    moved = events_of(ev, ShipMoved)
    assert moved == [
        ShipMoved(2, 1, 2, 1, 1),
        ShipMoved(1, 2, 3, 2, 1),
        ShipMoved(0, 1, 4, 3, 1),
        ShipMoved(1, 1, 4, 3, 2),
    ]
    assert t.state.track[2] == [(0, 1), (1, 1)]
    assert t.state.track[0] == [(2, 1)] and t.state.track[5] == []


def test_empty_ship_comes_home_without_a_decision() -> None:
    t = returning(Table(), 1, [], {})
    ev = t.do("place farm")
    assert events_of(ev, ShipReturning) == [ShipReturning(1, 1, ())]
    assert events_of(ev, ShipHome) == [ShipHome(1, 1)]
    assert t.state.ship(1, 1).where == "supply"
    assert t.state.round == 2


def test_the_log_says_a_ship_comes_home_once() -> None:
    """The return's two events (it turns for home; it is back in the supply) are one line: the
    log said "...comes home with no whales." and then "...is back in port." (in Spanish "Vuelve
    a casa el barco pequeño de B." twice), and likewise after a ship's whales were paid for."""
    t = returning(Table(), 1, [], {})
    lines = Describer.of(t.state).lines(t.do("place farm"))
    home = [line for line in lines if "home" in line or "port" in line]
    assert len(home) == 1 and "comes home with no whales" in home[0], lines


def test_pay_the_lay_to_keep_a_whale() -> None:
    t = returning(Table(), 0, ["B1", "R1"], {0: 6})
    t.do("place farm")
    assert t.decision.kind == "return" and t.decision.seat == 0 and t.decision.ship == 1
    assert t.legal() == ["pay B1", "sell B1", "pay R1", "sell R1"]
    assert t.do("pay B1") == [LayPaid(0, "B1", 4)]
    t.do("pay R1")
    assert t.seat(0).returned == ["B1", "R1"]
    assert t.money(0) == 0
    assert t.state.ship(0, 1).where == "supply" and t.state.ship(0, 1).cargo == []


def test_sale_money_pays_later_lays() -> None:
    t = returning(Table(), 0, ["B1", "R1"], {0: 0})
    t.do("place farm")
    assert t.legal() == ["sell B1", "sell R1"]
    t.refuse("pay R1", "not_enough_money")
    ev = t.do("sell B1")
    assert ev == [WhaleSold(0, "B1", 2)]
    assert t.money(0) == 2
    assert "pay R1" in t.legal()
    t.do("pay R1")  # paid with the half-lay of the bowhead
    assert t.money(0) == 0 and t.seat(0).returned == ["R1"]
    # Ben has no money: he cannot buy; the bowhead leaves the game.
    assert [e for e in t.events if isinstance(e, BuyerPassed)] == [BuyerPassed(1, True)]
    assert [e for e in t.events if isinstance(e, WhalesRemoved)] == [
        WhalesRemoved(("B1",), "unsold")
    ]
    assert "B1" in t.state.removed


def test_return_refusals() -> None:
    t = returning(Table(), 0, ["S1"], {0: 7})
    t.do("place farm")
    t.refuse("pay S1", "not_enough_money")
    t.refuse("sell R1", "not_aboard")
    t.refuse("place farm", "wrong_decision")
    t.refuse("sell S1", "not_your_turn", seat=1)


def test_buying_round_goes_clockwise_and_ends_when_all_are_bought() -> None:
    t = returning(Table(seats=4), 0, ["R1", "R2", "B1"], {1: 10, 2: 10, 3: 10})
    t.play("place farm", "sell R1", "sell R2")
    assert t.decision.kind == "return"  # the buying round waits until the ship is empty
    t.do("sell B1")
    assert t.money(0) == 1 + 1 + 2
    assert (t.decision.kind, t.decision.seat) == ("buy_whale", 1)
    assert t.legal() == ["buy R1", "buy R2", "buy B1", "pass"]
    assert t.do("buy R1") == [WhaleBought(1, "R1", 2)]
    assert t.decision.seat == 2
    t.do("pass")
    t.do("buy B1")  # Dan
    assert t.decision.seat == 1  # round the table again, skipping the seller
    t.do("pass")
    t.do("buy R2")  # Cat: that was the last one
    assert t.seat(1).returned == ["R1"] and t.seat(3).returned == ["B1"]
    assert t.seat(2).returned == ["R2"]
    assert (t.money(1), t.money(2), t.money(3)) == (8, 8, 6)
    assert t.state.sold == [] and t.state.seller is None
    assert t.state.ship(0, 1).where == "supply"


def test_buying_round_ends_when_every_other_seat_passes_in_a_row() -> None:
    t = returning(Table(seats=3), 0, ["R1", "R2"], {1: 10, 2: 10})
    t.play("place farm", "sell R1", "sell R2", "buy R1")  # Ben buys
    t.play("pass", "pass")  # Cat, then Ben: two passes in a row after the last purchase
    removed = [e for e in t.events if isinstance(e, WhalesRemoved)]
    assert removed == [WhalesRemoved(("R2",), "unsold")]
    assert t.state.removed[-1] == "R2"
    assert t.decision.kind != "buy_whale"


def test_seller_cannot_buy_back() -> None:
    t = returning(Table(seats=3), 1, ["B1"], {1: 50, 2: 0, 0: 0})
    t.play("place farm")
    assert t.decision.seat == 1
    t.do("sell B1")
    # Cat and Ann cannot pay $4; Ben (the seller) is never asked: the whale leaves the game.
    assert t.state.decision.kind != "buy_whale"
    passed = [e for e in t.events if isinstance(e, BuyerPassed)]
    assert passed == [BuyerPassed(2, True), BuyerPassed(0, True)]
    assert "B1" in t.state.removed and t.seat(1).returned == []


def test_seller_is_skipped_when_buying_goes_round() -> None:
    t = returning(Table(seats=3), 1, ["R1", "R2", "R3"], {2: 9, 0: 9})
    t.play("place farm", "sell R1", "sell R2", "sell R3")
    seats = []
    while t.decision.kind == "buy_whale":
        seats.append(t.decision.seat)
        assert "buy R1" in t.legal() or "buy R2" in t.legal() or "buy R3" in t.legal()
        t.do(t.legal()[0])
    assert seats == [2, 0, 2]
    assert t.seat(2).returned == ["R1", "R3"] and t.seat(0).returned == ["R2"]


def test_buying_refusals() -> None:
    t = returning(Table(seats=3), 0, ["S1", "R1"], {1: 3, 2: 3})
    t.play("place farm", "sell S1", "sell R1")
    assert t.decision == t.state.decision and t.decision.seat == 1
    assert t.legal() == ["buy R1", "pass"]
    t.refuse("buy S1", "not_enough_money")
    t.refuse("buy B2", "not_for_sale")
    t.refuse("sell R1", "wrong_decision")
    t.refuse("buy R1", "not_your_turn", seat=0)


def test_two_ships_return_in_pick_order_each_sale_finished_first() -> None:
    t = Table(seats=3)
    t.ship(2, 2, "sea", 1, cargo=["R1"]).ship(0, 1, "sea", 1, cargo=["B1"]).ship(1, 1, "sea", 2)
    t.goods(1, money=9).goods(0, money=2).last_turn(0)
    t.do("place farm")
    assert (t.decision.kind, t.decision.seat) == ("return", 2)  # slot 1 first
    t.do("sell R1")
    assert (t.decision.kind, t.decision.seat) == ("buy_whale", 0)
    ev = t.play("pass", "buy R1")  # Ann passes, Ben buys; then Ann's ship comes in
    home_cat = ev.index(ShipHome(2, 2))
    assert ev.index(WhaleBought(1, "R1", 2)) < home_cat
    assert ev.index(ShipReturning(0, 1, ("B1",))) > home_cat
    assert (t.decision.kind, t.decision.seat) == ("return", 0)
    t.do("sell B1")
    t.do("buy B1")
    assert t.seat(1).returned == ["R1", "B1"]
    assert t.state.ship(1, 1).space == 1  # Ben's other ship moved on and is still at sea
    homes = [e for e in t.events if isinstance(e, ShipHome)]
    assert homes == [ShipHome(2, 2), ShipHome(0, 1)]
