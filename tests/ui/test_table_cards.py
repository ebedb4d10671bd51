"""Cards that explain themselves: hovering a piece shows its card beside it."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, ready_to_launch, register_test_fonts, shown_table
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from nbgui.engine import GameSetup, SeatSpec, StartGoods
from nbgui.ui.table.items import tr as table_tr
from nbgui.ui.table.widget import TableWidget


def _table(qtbot):  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    return shown_table(qtbot, session, (1010, 718)), session


def hover(w: TableWidget, scene_pt: QPointF) -> None:
    """What Qt sends when the pointer rests on the table: a tooltip (help) event."""
    vp = w.view.viewport()
    local = w.view.mapFromScene(scene_pt)
    QTest.mouseMove(vp, local)
    event = QHelpEvent(QHelpEvent.Type.ToolTip, local, vp.mapToGlobal(local))
    QApplication.sendEvent(vp, event)


def test_building_card_says_cost_effect_points_owner(qtbot) -> None:  # type: ignore[no-untyped-def]
    w, session = _table(qtbot)
    b = session.state.unbuilt[0]
    tile = w.scene.pieces[("building", b)]
    hover(w, tile.sceneBoundingRect().center())
    card = w.scene.card
    assert card.isVisible() and card.target is tile
    labels = [label for label, _ in card.rows]
    assert labels[:4] == ["Cost", "Effect", "Points", "Owner"]
    assert card.title == w.scene.name_of(b)
    assert dict(card.rows)["Effect"] == w.scene.text_of(b)
    # beside the tile, not over it
    assert not card.sceneBoundingRect().adjusted(4, 4, -4, -4).intersects(tile.sceneBoundingRect())
    # moving away hides it
    QTest.mouseMove(w.view.viewport(), QPoint(2, 2))
    assert not card.isVisible()


def test_whale_card_says_lay_sale_price_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    w, session = _table(qtbot)
    token = w.scene.token_item("S1")
    token.place(w.scene.geo.drawn_rects[0])
    token.show()
    hover(w, token.sceneBoundingRect().center())
    rows = dict(w.scene.card.rows)
    sperm = next(k for k in session.state.rules.whales.values() if k.letter == "S")
    assert f"${sperm.lay}" in rows["Lay"]
    assert f"${sperm.lay // 2}" in rows["Sale price"]
    assert str(sperm.points) in rows["Points"]
    assert w.scene.card.title == "Sperm whale"  # its kind, as the player sees it; not "S1"


def test_no_card_while_dragging(qtbot) -> None:  # type: ignore[no-untyped-def]
    w, session = _table(qtbot)
    w.controller.perform(StartGoods(1, 1, 1, 1))
    w.controller.perform(StartGoods(1, 1, 1, 1))
    seat = session.state.decision.seat
    worker = w.scene.pieces[("worker", seat, 0)]
    vp = w.view.viewport()
    start = w.view.mapFromScene(worker.sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(40, 0))
    assert w.controller.drag is worker
    hover(w, w.scene.spaces["forest"].sceneBoundingRect().center())
    assert not w.scene.card.isVisible()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)


def test_zoomed_in_the_view_pans(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Fitted: no scroll bars; zoomed in: scroll bars, and a drag on empty table pans."""
    w, _session = _table(qtbot)
    view = w.view
    assert view.horizontalScrollBar().maximum() == 0
    w.zoom_in()
    w.zoom_in()
    qtbot.wait(10)
    hbar = view.horizontalScrollBar()
    assert hbar.maximum() > 0
    hbar.setValue(hbar.maximum() // 2)
    start = hbar.value()
    # an empty spot of the table (the background between the boards and the prompt)
    vp = view.viewport()
    p0 = QPoint(vp.width() // 2, 4)
    while view.itemAt(p0) is not None and p0.y() < vp.height() - 10:
        p0 += QPoint(0, 7)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    QTest.mouseMove(vp, p0 + QPoint(-60, 0))
    QTest.mouseRelease(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0 + QPoint(-60, 0)
    )
    assert hbar.value() != start


def test_launch_popup_stays_off_the_track(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The City Pier asks "to which track space?" beside the pier, not over the track."""
    from nbgui.engine import Place, legal_commands

    w, session = _table(qtbot)
    seat = ready_to_launch(w, session)
    launches = [
        c for c in legal_commands(session.state) if isinstance(c, Place) and c.space == "city_pier"
    ]
    assert len({c.to for c in launches}) > 1
    worker = w.scene.pieces[
        ("worker", seat, sum(1 for s, _ in session.state.placements if s == seat))
    ]
    w.controller.driver.drag_to(worker, ("space", "city_pier"))
    popup = w.controller.popup
    assert popup is not None and popup.field == "to"
    box = popup.sceneBoundingRect().adjusted(4, 4, -4, -4)
    for r in w.scene.geo.track_rects.values():
        assert not box.intersects(r)
    assert not box.intersects(w.scene.spaces["city_pier"].sceneBoundingRect())


def test_one_prompt_area_takes_a_note(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Another layer (the tutorial, a hint) writes into the same prompt area, not a second one."""
    from nbgui.ui.table.legibility import painted_texts

    w, _session = _table(qtbot)
    w.controller.prompt.set_note("Take 2 food: you will need it to launch.")
    texts = {(who, text) for who, text, _ in painted_texts(w)}
    assert ("prompt", "Take 2 food: you will need it to launch.") in texts
    w.controller.refresh()  # survives the prompt's rebuild
    assert w.scene.prompt_note
    w.controller.prompt.set_note("")
    texts = {text for _, text, _ in painted_texts(w)}
    assert w.scene.prompt_text in texts


def _captain_table(qtbot, captain: str = "stubb"):  # type: ignore[no-untyped-def]
    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, [captain], boards, human_names=["Ann"]), boards)
    return shown_table(qtbot, session, (1010, 718)), session


def _to_human_placement(w: TableWidget, session: FakeSession) -> None:
    from nbgui.bots.greedy import GreedyBot
    from nbgui.engine import legal_commands

    bot = GreedyBot(1)
    for _ in range(40):
        st = session.state
        d = st.decision
        if d.kind == "place" and st.round >= 2 and not st.seats[d.seat].is_captain:
            return
        assert w.controller.perform(bot.choose(st, legal_commands(st)))
    raise AssertionError("no human placement reached")


def test_captain_read_ahead_is_drawn_on_his_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the human's turn the Captain's board shows each roll's odds on the Helm space it
    reaches and where his Orders would send him — the same brain's `read_ahead`."""
    from nbgui.captain.preview import read_ahead
    from nbgui.ui.table.legibility import painted_texts

    w, session = _captain_table(qtbot)
    _to_human_placement(w, session)
    st = session.state
    cap = next(i for i, s in enumerate(st.seats) if s.is_captain)
    expected = read_ahead(st, session.brain, cap)
    assert [o.odds for o in expected] == [
        o.odds for o in w.scene.ahead[cap]
    ]  # 1/2, 1/3, 1/6 for the faces 1,1,1,2,2,3
    assert sorted(f"{o.odds.numerator}/{o.odds.denominator}" for o in expected) == [
        "1/2",
        "1/3",
        "1/6",
    ]
    texts = painted_texts(w)
    odds = sorted(t for who, t, _ in texts if who == "Helm odds")
    assert odds == ["1/2", "1/3", "1/6"]
    lines = [t for who, t, _ in texts if who == "Captain's Orders"]
    for o in expected:
        assert o.command is not None
        where = w.scene.name_of(o.command.space)
        assert any(
            t.startswith(f"{o.odds.numerator}/{o.odds.denominator}") and where in t for t in lines
        ), (where, lines)
    # each reached Helm space's card says the roll, its odds and what he would then do
    size = st.seats[cap].spec.helm_size
    o = expected[0]
    space = w.scene.geo.helm_space_rect(cap, (st.seats[cap].helm + o.die) % size)
    hover(w, space.center())
    card = w.scene.card
    assert card.isVisible()
    said = " ".join(text for _, text in card.rows)
    assert f"{o.odds.numerator}/{o.odds.denominator}" in said
    assert o.sentence is not None


def test_right_click_opens_the_card_and_keeps_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QContextMenuEvent

    w, _session = _captain_table(qtbot)
    view = w.view
    space = w.scene.spaces["town_hall"]
    point = view.mapFromScene(space.sceneBoundingRect().center())
    vp = view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, vp.mapToGlobal(point))
    QApplication.sendEvent(vp, event)
    card = w.scene.card
    assert card.isVisible() and card.pinned
    assert card.title == w.scene.name_of("town_hall")
    QTest.mouseMove(view.viewport(), point + QPoint(200, 200))  # moving away keeps it
    assert card.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not card.isVisible()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_slim_helm_space_says_its_course_in_words(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At four seats a Captain's Helm space is an icon and a badge ("4" on the City Pier's
    icon): resting the pointer on it shows its card, whose title says the course in the
    Helm's words ("Launch to 4", "Prepare or launch 3"), and the table's accessible
    description says the same card for a screen reader; moving away clears both."""
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup
    from nbgui.ui import i18n
    from nbgui.ui.table.scene import course_short

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        boards, _ = load_boards(use_overrides=False)
        setup = make_setup(11, ["starbuck"], boards, humans=3, human_names=["Ann", "Ben", "Cid"])
        session = FakeSession(setup, boards)
        session.run_captains()
        w = shown_table(qtbot, session, TABLE_1366, language=lang)
        assert w.scene.geo.multi  # the slim boards: icons and badges, no words on the Helm
        cap = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        board = w.scene.board_for(cap)
        kinds = ("launch", "prepare_launch")
        spaces = [k for k, sp in enumerate(board.helm) if sp.course.kind in kinds]
        assert {board.helm[k].course.kind for k in spaces} == set(kinds)
        assert w.view.accessibleName() == table_tr("Game table")
        for k in spaces:
            words = course_short(board.helm[k].course)
            hover(w, w.scene.geo.helm_space_rect(cap, k).center())
            card = w.scene.card
            assert card.isVisible() and words in card.title, (words, card.title)
            assert words in w.view.accessibleDescription()
            QTest.mouseMove(w.view.viewport(), QPoint(2, 2))
            assert not card.isVisible() and w.view.accessibleDescription() == ""
    finally:
        i18n.set_language("en")


def test_the_helm_odds_step_aside_while_a_captains_turn_is_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The table replays a Captain's move from the state after it, where the player is to
    move and the read-ahead is his next turn's: its odds tags stood on the Captain's Helm
    while he was still taking food at the Farm ("1/2" by "Prepare or launch 4", Xvfb
    1366x768). While his turn is shown (his sentence in the prompt) the Helm has no odds;
    they come back with the player's turn."""
    from fake_session import FakeSession, register_test_fonts, shown_table
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.engine import legal_commands
    from nbgui.simulate import make_setup
    from nbgui.ui.table.legibility import painted_texts

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(3, ["flask"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    assert w.controller.perform(legal_commands(session.state)[0])  # starting goods
    assert session.state.decision.kind == "place"

    def odds() -> list[str]:
        return [t for who, t, _px in painted_texts(w) if who.startswith("Helm odds")]

    assert odds(), "no odds on the player's turn"
    w.scene.set_caption("Flask rolled a 1: his Helm points to Food, so he takes food.")
    assert w.scene.ahead_odds(0) == {}
    assert odds() == []
    w.scene.set_caption("")
    assert odds()


def test_a_left_click_opens_the_card_and_keeps_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A newcomer clicks a building tile, a space, a worker not theirs to move: the card
    opens and stays (the click did nothing, and hid the hover card); a click on an empty
    part of the table closes it."""
    w, session = _table(qtbot)
    vp = w.view.viewport()
    card = w.scene.card
    before = session.state
    b = session.state.unbuilt[0]
    tile = w.scene.pieces[("building", b)]
    other = w.scene.pieces[("worker", 1 - (session.state.decision.seat or 0), 0)]
    for item in (tile, w.scene.spaces["forest"], other):
        point = w.view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        assert card.isVisible() and card.pinned and card.target is item
        QTest.mouseMove(vp, point + QPoint(300, 200))  # moving away keeps it
        assert card.isVisible()
    # the round marker and the ship's wheel look like pieces: they had no card at all
    marker, wheel = w.scene.pieces[("round_marker",)], w.scene.pieces[("wheel",)]
    first = before.seats[before.order[0]].spec.name
    for item, title in (
        (marker, f"Round {before.round} of 12"),
        (wheel, f"Ship's wheel: {first} places first this round."),
    ):
        point = w.view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        assert card.isVisible() and card.pinned and card.target is item
        assert card.title == title and title not in [text for _, text in card.rows]
    assert session.state is before  # nothing was played
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(2, 2))
    assert not card.isVisible()


def test_the_buy_buttons_stay_while_a_captains_turn_is_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """While a move is played out (a Captain's turn, the dice rolling) the player's $3
    purchase buttons vanished from the board and came back after it, on every turn (Xvfb
    1366x768 against Flask): they stay, disabled, until it is the player's turn again."""
    from fake_session import FakeSession, register_test_fonts, shown_table
    from test_table_legibility import TABLE_1366

    from nbgui.captain.setup import load_boards
    from nbgui.engine import BuyGoods, legal_commands
    from nbgui.simulate import make_setup
    from nbgui.ui.table.items import ButtonItem

    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(3, ["flask"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366)
    assert w.controller.perform(legal_commands(session.state)[0])  # starting goods

    def buys() -> list[ButtonItem]:
        return [
            b for b in w.scene.items()
            if isinstance(b, ButtonItem) and isinstance(b.command, BuyGoods) and b.isVisible()
        ]

    assert len(buys()) == 2
    captain = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
    w.animator.batchStarted.emit(captain)  # what the table hears when his move starts
    shown = buys()
    assert len(shown) == 2 and not any(b.enabled for b in shown)
    w.controller.refresh()
    assert len(buys()) == 2



def _greyed_say_why(seats: str, seed: int, wanted, kind, qtbot):  # type: ignore[no-untyped-def]
    """Play greedy moves until `wanted(state, legal)`; then every greyed prompt button of
    `kind` has the engine's sentence for its refusal as its tooltip. The buttons of `kind`."""
    from fake_session import FakeSession, register_test_fonts, shown_table

    from nbgui.bots.greedy import GreedyBot
    from nbgui.engine import GameSetup, RuleError, SeatSpec, legal_commands, validate
    from nbgui.ui.i18n import say
    from nbgui.ui.table.items import ButtonItem

    register_test_fonts()
    session = FakeSession(GameSetup(seed=seed, seats=[SeatSpec(name=c) for c in seats]))
    w = shown_table(qtbot, session, (1010, 718))
    bot = GreedyBot(seed)
    for _ in range(400):
        st = session.state
        legal = legal_commands(st)
        if wanted(st, legal):
            break
        assert session.submit(bot.choose(st, legal))
    else:
        pytest.fail("the position was not reached")
    w.controller.refresh()
    found = [
        b for b in w.scene.items() if isinstance(b, ButtonItem) and isinstance(b.command, kind)
    ]
    greyed = [b for b in found if not b.enabled]
    assert greyed
    for b in greyed:
        with pytest.raises(RuleError) as why:
            validate(st, b.command, st.decision.seat)
        assert b.toolTip() == say(why.value.msg) != ""
    return found


def test_a_greyed_buy_button_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Whales for sale: a "Buy $8" the player cannot take was greyed with no word of why
    (the 1920x1080 game with two AI players); its tooltip is the engine's sentence."""
    from nbgui.engine import BuyWhale

    def wanted(st, legal) -> bool:  # type: ignore[no-untyped-def]
        return st.decision.kind == "buy_whale" and any(BuyWhale(t) not in legal for t in st.sold)

    _greyed_say_why("ABC", 2, wanted, BuyWhale, qtbot)


def test_a_greyed_pay_button_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A ship comes home: a "Pay $4" the player cannot pay was greyed, its tooltip the
    lay's ("pay $4 to keep it"); greyed, it says why first (the engine's sentence)."""
    from nbgui.engine import Pay

    def wanted(st, legal) -> bool:  # type: ignore[no-untyped-def]
        d = st.decision
        return d.kind == "return" and d.ship is not None and any(
            Pay(t) not in legal for t in st.ship(d.seat, d.ship).cargo
        )

    pays = _greyed_say_why("AB", 1, wanted, Pay, qtbot)
    assert all("$" in b.toolTip() for b in pays if b.enabled)  # the lay's own tooltip


def test_a_click_on_the_boards_art_opens_what_that_part_is_for(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A click on the round track's numbers, the bag's spaces for drawn tokens, an empty berth
    of the Dock, the compass rose, the whaling and town boards' frames or the tray of unbuilt
    tiles did nothing: each opens the card of that part of the board (a 10 px grid of clicks
    at 1366×768 against Ahab in round 3: 2,022 points did nothing, 1,248 now, the prompt strip
    and the table's edge). Resting the
    pointer there opens none (a card wherever it stops), and the prompt's words stay as
    they are: text, a click there does nothing."""
    w, session = _table(qtbot)
    vp = w.view.viewport()
    card, geo, st = w.scene.card, w.scene.geo, session.state
    marker = w.scene.pieces[("round_marker",)]
    unmarked = next(r for r in geo.round_rects if not r.intersects(marker.sceneBoundingRect()))
    whaling = geo.whaling_rect
    town = geo.town_rect
    parts = [
        (unmarked.center(), table_tr("Round {r} of {n}").format(r=st.round, n=12)),
        (geo.drawn_rects[4].center(), table_tr("Ocean bag: {n} tokens").format(n=len(st.bag))),
        (geo.berths[-1].center(), table_tr("Dock")),
        (geo.panel_right.center() + QPointF(0, 40), table_tr("Compass rose")),
        (QPointF(whaling.left() + 3, whaling.center().y()), table_tr("Whaling board")),
        (QPointF(town.center().x(), town.top() + 3), table_tr("Town board")),
    ]

    def click(scene_pt: QPointF) -> None:
        point = w.view.mapFromScene(scene_pt)
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    for scene_pt, title in parts:
        assert not w.scene.items(scene_pt) or all(
            type(i).__name__ in ("SvgItem", "PanelItem") for i in w.scene.items(scene_pt)
        ), (title, w.scene.items(scene_pt))
        hover(w, scene_pt)
        assert not card.isVisible(), title  # no card on hover
        click(scene_pt)
        assert card.isVisible() and card.pinned, title
        assert card.title == title and card.rows, (card.title, card.rows)
        click(w.view.mapToScene(QPoint(2, 2)))  # the table's edge
        assert not card.isVisible()
    # the tray of unbuilt tiles where a tile has gone (built): how to build one (the build
    # space read from rules/)
    tile = w.scene.pieces[("building", st.unbuilt[0])]
    slot = tile.sceneBoundingRect().center()
    tile.hide()
    click(slot)
    assert card.isVisible() and card.title == table_tr("Buildings not built yet")
    build = next(s.id for s in st.rules.spaces.values() if s.effect == "build")
    assert w.scene.name_of(build) in card.rows[0][1]
    # the prompt's words: no card
    click(geo.prompt_rect.center())
    assert not card.isVisible()
    assert session.state is st  # nothing was played
