"""Whole games played through the controller (the same code path as gestures)."""

from __future__ import annotations

import random

import pytest
from fake_session import FakeSession, register_test_fonts

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, score
from nbgui.ui.table.geometry import layout
from nbgui.ui.table.widget import TableWidget


def _session(setup: GameSetup, boards):  # type: ignore[no-untyped-def]
    """The shell's GameSession when present (the real contract), else the stand-in."""
    try:
        from nbgui.ui.session import GameSession
    except ImportError:
        return FakeSession(setup, boards), None
    s = GameSession(setup, boards)
    return s, s.start


def play_through_controller(w: TableWidget, session, seed: int) -> list:  # type: ignore[no-untyped-def]
    bot = RandomBot(seed)
    played = []
    for _ in range(5000):
        st = session.state
        if st.is_over:
            break
        cmd = bot.choose(st, legal_commands(st))
        assert w.controller.perform(cmd), (str(cmd), w.scene.bubble.text)
        played.append(cmd)
        # every piece rests where layout(state) says (animations are instant)
        rects = layout(session.state, w.scene.geo)
        for key in (k for k in rects if k[0] in ("worker", "ship")):
            item = w.scene.pieces[key]
            assert (item.pos() - rects[key].topLeft()).manhattanLength() < 0.5, key
    return played


def test_two_humans_full_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    setup = GameSetup(seed=11, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
    session = FakeSession(setup)
    w = TableWidget(session)
    qtbot.addWidget(w)
    w.set_speed("instant")
    played = play_through_controller(w, session, 3)
    assert session.state.is_over
    # the same commands straight into the engine give the same scores
    from nbgui.engine import new_game

    st, _ = new_game(setup)
    for cmd in played:
        st, _ = apply(st, cmd)
    assert score(st) == score(session.state)
    sheet = score(session.state)
    for row in sheet.rows:
        assert str(row.total) in w.scene.prompt_text


@pytest.mark.parametrize("captain", ["starbuck", "stubb", "flask", "ahab"])
def test_solo_game_against_each_captain(qtbot, captain) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    from nbgui.captain.setup import captain_seat, load_boards

    boards, _ = load_boards(False)
    setup = GameSetup(
        seed=20 + len(captain), seats=[captain_seat(boards[captain]), SeatSpec(name="Ann")]
    )
    session, start = _session(setup, boards)
    w = TableWidget(session)
    qtbot.addWidget(w)
    w.set_speed("instant")
    if start is not None:
        start()
    play_through_controller(w, session, random.Random(captain).randrange(1000))
    assert session.state.is_over
    sheet = score(session.state)
    assert "Game over" in w.scene.prompt_title
    for row in sheet.rows:
        assert str(row.total) in w.scene.prompt_text
    if start is not None:  # the real session: a new game with more seats redraws the table
        other = GameSetup(
            seed=1,
            seats=[
                captain_seat(boards["stubb"]),
                captain_seat(boards["flask"]),
                SeatSpec(name="Ann"),
            ],
        )
        session.new_game(other)
        assert len(w.scene.geo.seat_rects) == 3
        assert w.scene.state is session.state
