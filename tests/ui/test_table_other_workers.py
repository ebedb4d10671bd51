"""Dragging a worker the player cannot move says why: whose it is and which are the player's.
It said nothing at all (the press was not taken, the drag silently ignored), so a newcomer
dragging a Captain's worker, or one already placed, did not learn why nothing moved."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards, make_setup
from nbgui.engine import GameSetup, SeatSpec, StartGoods, legal_commands
from nbgui.ui import i18n
from nbgui.ui.session import GameSession
from nbgui.ui.table.widget import TableWidget

SAID = {
    "en": {
        "other": "That worker belongs to Ben: now Ann places one of their own.",
        "placed": "That worker is already placed this round: drag one still on your board.",
        "captain": "That worker belongs to Flask, who places it on his turn. Drag one of yours "
        "from your board.",
        "ai": "That worker belongs to AI 1 (Easy): the computer places it. Drag one of yours "
        "from your board.",
    },
    "es": {
        "other": "Ese trabajador es de Ben: ahora coloca Ann, uno de los suyos.",
        "placed": "Ese trabajador ya está colocado esta ronda: arrastra uno de los que siguen "
        "en tu tablero.",
        "captain": "Ese trabajador es de Flask, que lo coloca en su turno. Arrastra uno de los "
        "tuyos desde tu tablero.",
        "ai": "Ese trabajador es de IA 1 (Fácil): lo coloca el ordenador. Arrastra uno de los "
        "tuyos desde tu tablero.",
    },
}


def drag_away(w: TableWidget, piece) -> list[str]:  # type: ignore[no-untyped-def]
    """Press on `piece`, move the mouse 60 px, release: what the table said."""
    said: list[str] = []
    w.controller.message.connect(said.append)
    vp = w.view.viewport()
    a = w.view.mapFromScene(piece.sceneBoundingRect().center())
    b = a + QPoint(60, 40)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(vp, a + QPoint(20, 10))
    QTest.mouseMove(vp, b)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    w.controller.message.disconnect(said.append)
    return said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_hot_seat_another_players_worker_and_a_placed_one(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(
            GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")], first_seat=0)
        )
        w = shown_table(qtbot, session, (1280, 720), language=lang)
        assert w.controller.perform(StartGoods(1, 1, 1, 1))
        assert w.controller.perform(StartGoods(1, 1, 1, 1))
        st = session.state
        assert st.decision.kind == "place" and st.seats[st.decision.seat].spec.name == "Ann"
        before = session.state
        said = drag_away(w, w.scene.pieces[("worker", 1, 0)])
        assert session.state is before
        assert said == [SAID[lang]["other"]]
        assert w.controller.perform(next(c for c in legal_commands(st)))  # Ann places
        st = session.state
        assert w.controller.perform(next(c for c in legal_commands(st)))  # Ben places
        assert session.state.decision.seat == 0
        said = drag_away(w, w.scene.pieces[("worker", 0, 0)])
        assert said == [SAID[lang]["placed"]]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_captains_and_an_ai_seats_worker(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        boards = load_boards(use_overrides=False)[0]
        session = GameSession(
            make_setup(3, ["flask"], boards, humans=1, ai_levels=["easy"]), boards
        )
        w = shown_table(qtbot, session, (1366, 740), language=lang, speed="instant")
        session.start()
        bot = GreedyBot(3)
        for _ in range(30):
            qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
            qtbot.waitUntil(lambda: not w.animator.busy, timeout=10_000)
            st = session.state
            if st.decision.kind == "place" and not any(s == st.decision.seat
                                                       for s, _ in st.placements):
                break
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
        st = session.state
        assert st.decision.kind == "place"
        captain = next(i for i, s in enumerate(st.seats) if s.is_captain)
        ai = next(i for i, s in enumerate(st.seats) if s.is_ai)
        placed = [s for s, _ in st.placements]
        said = drag_away(w, w.scene.pieces[("worker", captain, placed.count(captain))])
        assert said == [SAID[lang]["captain"]]
        said = drag_away(w, w.scene.pieces[("worker", ai, placed.count(ai))])
        assert said == [SAID[lang]["ai"]]
        assert session.state is st
        session.wait_ai()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "at_sea", "other"),
    [
        ("en", "Your large ship is at sea: it comes home by itself, one space a round.",
         "That ship belongs to Ben: drag one of yours."),
        ("es", "Tu barco grande está en el mar: vuelve a casa solo, una casilla por ronda.",
         "Ese barco es de Ben: arrastra uno de los tuyos."),
    ],
)
def test_a_ship_at_sea_and_another_seats_ship(qtbot, lang: str, at_sea: str, other: str) -> None:  # type: ignore[no-untyped-def]
    """Seen in a Spanish game by mouse: the player's large ship at sea dragged onto the track
    said nothing."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
    from scenario import Table

    register_test_fonts()
    t = Table().ship(0, 2, "sea", 3)
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    session._state = t.state
    w = shown_table(qtbot, session, (1280, 720), language=lang)
    assert session.state.decision.seat == 0
    assert i18n.set_language(lang)
    try:
        said = drag_away(w, w.scene.pieces[("ship", 0, 2)])
        said += drag_away(w, w.scene.pieces[("ship", 1, 1)])
    finally:
        i18n.set_language("en")
    assert said == [at_sea, other]


@pytest.mark.parametrize(
    ("lang", "placed", "others"),
    [
        ("en", "Placed this round: it comes back when the round ends.",
         "Ben places it on their own turn."),
        ("es", "Colocado esta ronda: vuelve cuando termina la ronda.",
         "Ben lo coloca en su propio turno."),
    ],
)
def test_a_human_workers_card_says_whose_turn_and_if_placed(qtbot, lang, placed, others) -> None:  # type: ignore[no-untyped-def]
    """Every human worker's card said "Drag it onto a lit space or one of your buildings.":
    one already on a space, and Ben's on Ann's turn (seen on the cards of an English game of
    Ann, Ben and Stubb by mouse)."""
    from nbgui.ui.table.card import card_for

    register_test_fonts()
    session = FakeSession(
        GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")], first_seat=0)
    )
    w = shown_table(qtbot, session, (1280, 720), language=lang)
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    assert w.controller.perform(next(c for c in legal_commands(session.state)))  # Ann places
    assert w.controller.perform(next(c for c in legal_commands(session.state)))  # Ben places
    assert session.state.decision.seat == 0  # Ann again
    assert i18n.set_language(lang)
    try:
        rows = {
            k: card_for(w.scene, w.scene.pieces[("worker", *k)])[1][0][1]  # type: ignore[index]
            for k in ((0, 0), (1, 1), (0, 1))
        }
    finally:
        i18n.set_language("en")
    assert rows[(0, 0)] == placed
    assert rows[(1, 1)] == others
    assert rows[(0, 1)].startswith(("Drag it", "Arrástralo"))


def test_a_click_on_another_seats_worker_then_moving_away_says_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A click shows the worker's card; the pointer moving on afterwards, no button held, is
    no drag and must not pop up the drag's refusal."""
    register_test_fonts()
    session = FakeSession(
        GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")], first_seat=0)
    )
    w = shown_table(qtbot, session, (1280, 720))
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    said: list[str] = []
    w.controller.message.connect(said.append)
    vp = w.view.viewport()
    a = w.view.mapFromScene(w.scene.pieces[("worker", 1, 0)].sceneBoundingRect().center())
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(vp, a + QPoint(30, 20))
    QTest.mouseMove(vp, a + QPoint(80, 60))
    assert said == []
    said_drag = drag_away(w, w.scene.pieces[("worker", 1, 0)])  # a real drag still says why
    assert said_drag == ["That worker belongs to Ben: now Ann places one of their own."]


@pytest.mark.parametrize(
    ("lang", "you", "ann"),
    [
        ("en", "Not now: choose your starting goods first.",
         "Not now: Ann must choose their starting goods."),
        ("es", "Ahora no: primero elige tus mercancías iniciales.",
         "Ahora no: Ann debe elegir sus mercancías iniciales."),
    ],
)
def test_not_now_speaks_to_you_and_names_only_another_seat(qtbot, lang, you, ann) -> None:  # type: ignore[no-untyped-def]
    """A solo game said "Ahora no: Ana debe elegir sus mercancías iniciales" to Ana, the one
    human at the table (review, 2026-12-03): the refusal speaks to "you" in a solo game and
    when the dragged piece is the acting seat's own; it names the seat only when another seat
    must act first (a shared screen: Ben's worker dragged while Ann chooses her goods). The
    engine's own refusal of a wrong command is always the acting seat's: "you" too."""
    from nbgui.engine import Place, RuleError, apply

    register_test_fonts()
    boards = load_boards(use_overrides=False)[0]
    solo = GameSession(make_setup(3, ["flask"], boards, humans=1, human_names=["Ann"]), boards)
    w = shown_table(qtbot, solo, (1366, 740), language=lang, speed="instant")
    solo.start()
    st = solo.state
    assert st.decision.kind == "start_goods" and st.seats[st.decision.seat].spec.name == "Ann"
    human = st.decision.seat
    captain = next(i for i, s in enumerate(st.seats) if s.is_captain)
    shared = FakeSession(
        GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")], first_seat=0)
    )
    w2 = shown_table(qtbot, shared, (1280, 720), language=lang)
    assert i18n.set_language(lang)
    try:
        said = drag_away(w, w.scene.pieces[("worker", human, 0)])
        said += drag_away(w, w.scene.pieces[("worker", captain, 0)])
        assert said == [you, you]
        assert drag_away(w2, w2.scene.pieces[("worker", 0, 0)]) == [you]
        assert drag_away(w2, w2.scene.pieces[("worker", 1, 0)]) == [ann]
        with pytest.raises(RuleError) as err:
            apply(st, Place(space="forest"))
        assert i18n.say(err.value.msg) == you
    finally:
        i18n.set_language("en")
    assert solo.state is st

