"""Setup, starting goods, the end of a round, final returns and the end of the game
(RULES.md 2, 3, 8, 9)."""

from __future__ import annotations

import pytest
from scenario import Table, events_of, make_setup

from nbgui.engine import (
    GameEnded,
    GameStarted,
    IncomeGained,
    PhaseStarted,
    RoundEnded,
    RoundStarted,
    RuleError,
    ShipHome,
    ShipMoved,
    ShipReturning,
    StartGoods,
    StartingGoodsTaken,
    TokensDrawn,
    apply,
    legal_commands,
    new_game,
    score,
    start_goods_options,
)


@pytest.mark.parametrize(("seats", "count"), [(2, 12), (3, 20), (4, 20)])
def test_building_set_by_seat_count(seats: int, count: int) -> None:
    state, events = new_game(make_setup(seats))
    assert len(state.unbuilt) == count and state.built == [] and state.owner == {}
    assert events == [GameStarted(1, tuple(s.name for s in state.setup.seats))]
    if seats == 2:
        assert "inn" not in state.unbuilt and "bank" in state.unbuilt
    assert "turners_mill" not in state.unbuilt


def test_starting_goods_worth_exactly_five_in_turn_order() -> None:
    state, _ = new_game(make_setup(3, first_seat=2))
    assert (state.decision.kind, state.decision.seat) == ("start_goods", 2)
    legal = legal_commands(state)
    assert legal == start_goods_options(5, (1, 1, 2))  # the rulebook: $1, $1, $2
    assert len(legal) == 21 + 10 + 3
    assert all(c.lumber + c.food + 2 * c.brick + c.money == 5 for c in legal)  # type: ignore[union-attr]
    for bad in (StartGoods(2, 2, 2, 0), StartGoods(6, 0, 0, -1), StartGoods(0, 0, 0, 4)):
        with pytest.raises(RuleError) as err:
            apply(state, bad)
        assert err.value.code == "bad_start_goods"
    state, ev = apply(state, StartGoods(1, 1, 1, 1))
    assert ev == [StartingGoodsTaken(2, 1, 1, 1, 1)]
    assert state.decision.seat == 0
    state, _ = apply(state, StartGoods(0, 0, 0, 5))
    state, ev = apply(state, StartGoods(5, 0, 0, 0))
    assert ev[-1] == RoundStarted(1, (2, 0, 1))
    assert (state.decision.kind, state.decision.seat) == ("place", 2)
    assert [(s.lumber, s.food, s.brick, s.money) for s in state.seats] == [
        (0, 0, 0, 5),
        (5, 0, 0, 0),
        (1, 1, 1, 1),
    ]
    assert all(s.workers_left == 2 for s in state.seats)


def test_end_of_round_returns_workers_and_passes_the_wheel() -> None:
    t = Table(seats=3).build(1, "bank").goods(0, money=1).build(2, "post_office")
    t.play("place bank", "place farm", "place farm", "place farm", "place farm")
    ev = t.do("place farm")
    assert ev.index(IncomeGained(2, 2, "post_office")) < ev.index(RoundEnded(1))
    assert ev[-1] == RoundStarted(2, (1, 2, 0))
    assert t.state.round == 2 and t.state.phase == "action"
    assert t.state.placements == [] and t.state.used_buildings == set()
    assert all(s.workers_left == 2 for s in t.state.seats)
    assert t.decision.seat == 1
    assert "place bank" in t.legal()


def test_twelve_rounds_then_final_returns_until_every_ship_is_home() -> None:
    t = Table(seats=2).round(12)
    t.ship(0, 1, "sea", 4, cargo=["R1"]).ship(1, 1, "sea", 6, cargo=["B1"]).ship(0, 2, "dock")
    t.goods(0, money=9).goods(1, money=9).bag("R2", "E1", "E2").last_turn(1)
    t.do("place farm")
    # Round 12's whaling still happens: Ben's ship (space 5) then Ann's (space 3) may pick.
    while t.decision.kind == "pick":
        t.do("take R2" if "take R2" in t.legal() else "pass")
    final = t.events.index(PhaseStarted("final", 12))
    after = t.events[final:]
    assert events_of(after, TokensDrawn) == []  # no whaling in the final returns
    # Ann's ship: 3 -> 2 -> 1 -> Return on the third final movement.
    moves = [e for e in after if isinstance(e, ShipMoved) and (e.seat, e.ship) == (0, 1)]
    assert [m.to_space for m in moves] == [2, 1, 0]
    # the phase is announced once: its movements are no "movement phase" each
    assert events_of(after, PhaseStarted) == [PhaseStarted("final", 12)]
    assert t.decision.kind == "return" and t.decision.seat == 0
    t.do("pay R1")
    while not t.state.is_over:  # Ben's ship, two spaces farther out, comes in later
        assert t.decision.kind in ("return", "buy_whale") and t.decision.seat == 1
        t.do(t.legal()[0])
    assert t.state.ship(0, 2).where == "dock"  # docked ships stay there
    assert all(s.where != "sea" for seat in t.state.seats for s in seat.ships)
    assert t.state.track == [[] for _ in range(6)]
    homes = [e for e in t.events[final:] if isinstance(e, ShipHome)]
    assert {(h.seat, h.ship) for h in homes} == {(0, 1), (1, 1)}
    assert t.events[-1] == GameEnded(
        tuple(r.total for r in score(t.state).rows), score(t.state).winners
    )
    assert legal_commands(t.state) == []
    assert t.decision.kind == "over"
    t.refuse("place farm", "game_over")


def test_final_returns_with_nothing_at_sea_end_at_once() -> None:
    t = Table().round(12).last_turn(0)
    ev = t.do("place farm")
    assert ev[-1].__class__ is GameEnded
    assert t.state.is_over and t.state.round == 12


def test_ships_return_in_the_final_phase_in_track_order() -> None:
    t = Table(seats=2).round(12)
    t.ship(1, 1, "sea", 2, cargo=["R1"]).ship(0, 1, "sea", 2, cargo=["R2"]).bag().last_turn(0)
    t.goods(0, money=2).goods(1, money=2)
    t.do("place farm")
    returning = [e for e in t.events if isinstance(e, ShipReturning)]
    assert returning == [ShipReturning(1, 1, ("R1",))]
    t.do("pay R1")
    assert t.decision.seat == 0
    t.do("pay R2")
    assert t.state.is_over
