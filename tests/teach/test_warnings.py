"""Mistake warnings: each fires on its precise trigger, and not on ordinary moves."""

from __future__ import annotations

from nbgui.engine import (
    BuyGoods,
    Decision,
    GameState,
    Pay,
    Place,
    Sell,
    StartGoods,
    apply,
    legal_commands,
    new_game,
)
from nbgui.teach.positions import human_positions, table_setup
from nbgui.teach.warnings import MoveWarning, Warning, warnings_for


def human_to_place(boards, brain, captains=("starbuck",), seed=1) -> GameState:
    """Round 1, the human (last seat) to place a worker, with no goods and no money."""
    state, _ = new_game(table_setup(seed, captains, boards))
    state, _ = apply(state, StartGoods(0, 0, 0, 5))
    while state.seats[state.decision.seat].is_captain:
        state, _ = apply(state, brain.decide(state).command)
    assert state.decision.kind == "place"
    state = state.clone()
    you = state.seats[state.decision.seat]
    you.lumber = you.food = you.brick = you.money = 0
    return state


def you(state: GameState):
    return state.seats[state.decision.seat]


def codes(state, cmd):
    return [w.code for w in warnings_for(state, cmd)]


def spanish(warning) -> str:
    from nbgui.ui import i18n

    i18n.set_language("es")
    try:
        return i18n.say(warning.msg)
    finally:
        i18n.set_language("en")


def dock(state: GameState, ship: int = 1) -> None:
    s = you(state).ships[ship - 1]
    s.where = "dock"
    state.dock_seq += 1
    s.dock_seq = state.dock_seq


# ---- launching -----------------------------------------------------------------------------


def test_launch_to_space_1_warns(boards, brain, qapp):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    assert "launch_space_1" in codes(state, Place("city_pier", ship=1, to=1))
    assert codes(state, Place("city_pier", ship=1, to=4)) == []
    msg = spanish(warnings_for(state, Place("city_pier", ship=1, to=1))[0])
    assert "casilla 1" in msg


def test_launch_past_game_end_warns(boards, brain):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    state.round = 11  # whaling phases left: round 11 and round 12
    assert codes(state, Place("city_pier", ship=1, to=6)) == ["launch_past_game_end"]
    assert codes(state, Place("city_pier", ship=1, to=3)) == []


def test_illegal_command_gets_no_warning(boards, brain):
    state = human_to_place(boards, brain)  # no ship on the dock, no food
    assert codes(state, Place("city_pier", ship=1, to=1)) == []


# ---- the unused purchase -------------------------------------------------------------------


def test_forest_when_buying_lumber_would_let_you_prepare(boards, brain, qapp):
    state = human_to_place(boards, brain)
    you(state).money = 3
    warns = warnings_for(state, Place("forest"))
    assert [w.code for w in warns] == ["unused_purchase"]
    assert "Dockyard" in warns[0].message
    assert isinstance(warns[0], MoveWarning) and Warning is MoveWarning
    assert warns[0].entry_id == "rule:purchase"
    es = spanish(warnings_for(state, Place("forest"))[0])
    assert "Astillero" in es and "3\u00a0$" in es


def test_farm_when_buying_food_would_let_you_launch(boards, brain):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).money = 3
    assert codes(state, Place("farm")) == ["unused_purchase"]


def test_no_purchase_warning_without_money_or_after_buying(boards, brain):
    state = human_to_place(boards, brain)
    you(state).money = 2
    assert codes(state, Place("forest")) == []
    you(state).money = 6
    state, _ = apply(state, BuyGoods("food"))
    assert state.purchase_used
    assert codes(state, Place("forest")) == []


def test_no_purchase_warning_when_nothing_new_becomes_possible(boards, brain):
    state = human_to_place(boards, brain)
    for ship in you(state).ships:  # both ships away: nothing to prepare or launch
        ship.where = "sea"
        ship.space = 5
        state.track[4].append((ship.seat, ship.index))
    you(state).money = 3
    assert codes(state, Place("forest")) == []
    assert codes(state, Place("farm")) == []


def test_no_purchase_warning_on_non_goods_spaces(boards, brain):
    state = human_to_place(boards, brain)
    you(state).money = 3
    you(state).lumber = 1
    assert codes(state, Place("general_store", sell=(1, 0, 0))) == []


# ---- selling to a Captain --------------------------------------------------------------------


def returning(boards, brain, token="B3", money=10, captains=("starbuck",)) -> GameState:
    state = human_to_place(boards, brain, captains)
    seat = state.decision.seat
    ship = you(state).ships[0]
    state.bag.remove(token)
    ship.cargo = [token]
    ship.where = "return"
    state.returning = (seat, 1)
    state.phase = "returns"
    state.decision = Decision("return", seat, ship=1)
    you(state).money = money
    return state


def test_selling_a_whale_a_captain_will_take_warns(boards, brain):
    state = returning(boards, brain)
    warns = warnings_for(state, Sell("B3"))
    assert [w.code for w in warns] == ["sell_to_captain"]
    assert "Starbuck" in warns[0].message
    assert codes(state, Pay("B3")) == []


def test_no_sell_warning_when_the_lay_cannot_be_paid(boards, brain):
    state = returning(boards, brain, money=3)
    assert codes(state, Sell("B3")) == []


def test_no_sell_warning_when_the_captain_is_at_its_whale_limit(boards, brain):
    state = returning(boards, brain)
    captain = next(i for i, s in enumerate(state.seats) if s.is_captain)
    limit = state.seats[captain].spec.whale_limit
    rights = [t for t in state.bag if t.startswith("R")][:limit]
    for t in rights:
        state.bag.remove(t)
        state.seats[captain].returned.append(t)
    assert codes(state, Sell("B3")) == []


# ---- no false alarms -------------------------------------------------------------------------


def test_no_false_alarms_on_ordinary_moves(boards):
    """Over many positions and every legal move, a warning appears only on its trigger."""
    seen = 0
    for state in human_positions(boards, 40, seed=13):
        left = state.rules.game.rounds - state.round + 1
        for cmd in legal_commands(state):
            for w in warnings_for(state, cmd):
                seen += 1
                if w.code == "launch_space_1":
                    assert isinstance(cmd, Place) and cmd.to == 1
                elif w.code == "launch_past_game_end":
                    assert isinstance(cmd, Place) and cmd.to is not None and cmd.to - 1 > left
                elif w.code == "unused_purchase":
                    assert isinstance(cmd, Place) and cmd.space in ("farm", "forest", "warehouse")
                    assert not state.purchase_used and you(state).money >= 3
                elif w.code == "sell_to_captain":
                    assert isinstance(cmd, Sell)
                else:  # pragma: no cover
                    raise AssertionError(w.code)
            if isinstance(cmd, Place) and cmd.to is not None and 1 < cmd.to <= left + 1:
                assert not any(w.code.startswith("launch") for w in warnings_for(state, cmd))
            if isinstance(cmd, Pay | BuyGoods):
                assert warnings_for(state, cmd) == []
    assert seen > 0
