"""Scenario tests for the whaling phase: draws, pick order, sea tokens, leftovers
(RULES.md 7)."""

from __future__ import annotations

from scenario import Table, events_of

from nbgui.engine import PhaseStarted, PickPassed, TokensDrawn, TokensToBag, WhaleTaken


def test_draw_one_more_token_than_ships_on_the_track() -> None:
    t = Table(seats=3).ship(0, 1, "sea", 4).ship(1, 1, "sea", 5).ship(2, 2, "sea", 3)
    t.bag("R1", "R2", "R3", "R4", "R5", "R6").last_turn(0)
    ev = t.do("place farm")
    drawn = events_of(ev, TokensDrawn)
    assert len(drawn) == 1 and len(drawn[0].tokens) == 4
    assert sorted(t.state.beside) == sorted(drawn[0].tokens)
    assert len(t.state.bag) == 2
    assert t.state.rng_counter > 0


def test_no_ships_no_draw() -> None:
    t = Table().last_turn(0)
    bag = list(t.state.bag)
    ev = t.do("place farm")
    assert events_of(ev, TokensDrawn) == []
    assert PhaseStarted("whaling", 1) in ev
    assert t.state.bag == bag and t.state.beside == []


def test_draw_stops_when_the_bag_is_empty() -> None:
    t = Table().ship(0, 1, "sea", 4).ship(1, 1, "sea", 4).bag("B1", "E1").last_turn(0)
    ev = t.do("place farm")
    assert sorted(events_of(ev, TokensDrawn)[0].tokens) == ["B1", "E1"]
    assert t.state.bag == []


def test_pick_order_farthest_space_first_then_slots() -> None:
    t = Table(seats=3)
    # Before movement: space 6 (Ben, Ann), space 4 (Cat), space 3 (Ann's other ship).
    t.ship(1, 1, "sea", 6).ship(0, 2, "sea", 6).ship(2, 1, "sea", 4).ship(0, 1, "sea", 3)
    t.bag("R1", "R2", "R3", "R4", "R5").last_turn(0)
    t.do("place farm")
    order = []
    while t.decision.kind == "pick":
        order.append((t.decision.seat, t.decision.ship))
        t.do(t.legal()[0])
    assert order == [(1, 1), (0, 2), (2, 1), (0, 1)]
    assert len(t.state.beside) == 1
    assert t.state.round == 2


def test_take_a_whale_or_pass() -> None:
    t = Table().ship(0, 1, "sea", 5).ship(1, 1, "sea", 3).bag("S1", "B1", "R1").last_turn(0)
    t.do("place farm")
    assert (t.decision.kind, t.decision.seat, t.decision.ship) == ("pick", 0, 1)
    assert sorted(t.legal()) == ["pass", "take B1", "take R1", "take S1"]
    t.refuse("take R9", "not_drawn")
    assert t.do("take S1") == [WhaleTaken(0, 1, "S1")]
    assert t.state.ship(0, 1).cargo == ["S1"]
    ev = t.do("pass")
    assert ev[0] == PickPassed(1, 1, False)
    assert sorted(t.state.beside) == ["B1", "R1"]
    assert t.state.ship(1, 1).cargo == []


def test_sea_tokens_are_never_taken() -> None:
    t = Table().ship(0, 1, "sea", 5).ship(1, 1, "sea", 3).bag("E1", "E2", "R1").last_turn(0)
    t.do("place farm")
    assert t.decision.kind == "pick"
    assert [c for c in t.legal() if c.startswith("take")] == ["take R1"]
    t.refuse("take E1", "sea_token")
    t.do("take R1")
    # Only sea tokens are left: the second ship cannot take anything and passes by itself.
    assert [e for e in t.events if isinstance(e, PickPassed)] == [PickPassed(1, 1, True)]
    assert sorted(t.state.beside) == ["E1", "E2"]
    assert t.state.decision.kind == "place"


def test_leftovers_go_back_into_the_bag_at_the_next_whaling_phase() -> None:
    t = Table().ship(0, 1, "sea", 6).bag("B1", "R1").last_turn(0)
    t.do("place farm")
    t.do("take B1")
    assert t.state.beside == ["R1"] and t.state.bag == []
    assert t.state.round == 2
    # Round 2: the leftover R1 goes back in the bag first, then 2 tokens are drawn from it.
    t.last_turn(t.state.order[0])
    ev = t.do("place farm")
    back = ev.index(TokensToBag(("R1",)))
    drawn = events_of(ev, TokensDrawn)
    assert drawn == [TokensDrawn(("R1",))]
    assert ev.index(drawn[0]) > back


def test_leftovers_go_back_even_when_no_ship_is_at_sea() -> None:
    t = Table().beside("E1", "R3").last_turn(0)
    ev = t.do("place farm")
    assert TokensToBag(("E1", "R3")) in ev
    assert t.state.beside == [] and "E1" in t.state.bag and "R3" in t.state.bag
