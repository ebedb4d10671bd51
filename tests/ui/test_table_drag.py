"""Real mouse gestures on the table's viewport change the engine state (or are refused)."""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from nbgui.engine import GameSetup, Place, SeatSpec, StartGoods
from nbgui.ui.table.geometry import layout
from nbgui.ui.table.widget import TableWidget


@pytest.fixture
def table(qtbot):  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    return shown_table(qtbot, session, (1280, 720)), session


def _vp(w: TableWidget, p: QPointF) -> QPoint:
    return w.view.mapFromScene(p)


def drag(w: TableWidget, start: QPointF, end: QPointF) -> None:
    vp = w.view.viewport()
    a, b = _vp(w, start), _vp(w, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    mid = QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2)
    QTest.mouseMove(vp, mid)
    QTest.mouseMove(vp, b)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def center(item) -> QPointF:  # type: ignore[no-untyped-def]
    return item.sceneBoundingRect().center()


def start_both(w: TableWidget, a: StartGoods, b: StartGoods) -> None:
    assert w.controller.perform(a)
    assert w.controller.perform(b)


def first_worker(w: TableWidget, session, goods: StartGoods):  # type: ignore[no-untyped-def]
    """Both seats take `goods`; (the first worker of the seat to place, where it stands, the
    state before any drop)."""
    start_both(w, goods, goods)
    worker = w.scene.pieces[("worker", session.state.decision.seat, 0)]
    return worker, worker.pos(), session.state


def test_drag_worker_to_forest(table) -> None:  # type: ignore[no-untyped-def]
    w, session = table
    start_both(w, StartGoods(1, 1, 1, 1), StartGoods(1, 1, 1, 1))
    seat = session.state.decision.seat
    worker = w.scene.pieces[("worker", seat, 0)]
    drag(w, center(worker), center(w.scene.spaces["forest"]))
    st = session.state
    assert st.seats[seat].lumber == 1 + 3  # 2 lumber + the first-worker bonus
    assert (seat, "forest") in st.placements
    rect = layout(st, w.scene.geo)[("worker", seat, 0)]
    assert w.scene.spaces["forest"].sceneBoundingRect().contains(rect.center())
    assert (worker.pos() - rect.topLeft()).manhattanLength() < 0.5


def test_illegal_drop_snaps_back_with_the_engine_sentence(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, session = table
    worker, home, before = first_worker(w, session, StartGoods(0, 1, 2, 0))
    with qtbot.waitSignal(w.messageShown, timeout=1000) as blocker:
        drag(w, center(worker), center(w.scene.spaces["dockyard"]))
    assert session.state is before
    assert worker.pos() == home
    assert "lumber" in blocker.args[0]
    assert w.scene.bubble.isVisible() and "lumber" in w.scene.bubble.text


def test_a_refusal_goes_when_a_click_opens_a_card(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The refusal's bubble stays until the player does something else: a left click that
    opens a card (an unbuilt tile's) took it down only from under the card; a right click's
    card likewise. It stayed on screen beside the card."""
    w, session = table
    worker, _home, _before = first_worker(w, session, StartGoods(0, 1, 2, 0))
    tile = next(
        p for k, p in w.scene.pieces.items() if k[0] == "building" and not p.built  # type: ignore[attr-defined]
    )
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
        drag(w, center(worker), center(w.scene.spaces["dockyard"]))
        assert w.scene.bubble.isVisible()
        at = _vp(w, center(tile))
        if button == Qt.MouseButton.LeftButton:
            QTest.mouseClick(w.view.viewport(), button, Qt.KeyboardModifier.NoModifier, at)
        else:  # a right click asks for the context menu: its card
            from PySide6.QtGui import QContextMenuEvent

            w.view.contextMenuEvent(
                QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, w.view.mapToGlobal(at))
            )
        assert w.scene.card.isVisible(), button  # the click opened the tile's card
        assert not w.scene.bubble.isVisible(), button
        w.view.hide_card()


def test_used_building_refused(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A built building already used this round: the drop snaps back with the engine's why."""
    w, session = table
    start_both(w, StartGoods(2, 2, 0, 1), StartGoods(1, 1, 1, 1))
    a = session.state.decision.seat
    assert w.controller.perform(Place("town_hall", build="schoolhouse", discount=("brick",)))
    assert session.state.owner["schoolhouse"] == a
    b = session.state.decision.seat
    assert w.controller.perform(Place("schoolhouse"))  # b pays a the $1 fee
    assert "schoolhouse" in session.state.used_buildings
    assert session.state.decision.seat == a
    tile = w.scene.pieces[("building", "schoolhouse")]
    assert tile.used
    worker = w.scene.pieces[("worker", a, 1)]
    home = worker.pos()
    before = session.state
    with qtbot.waitSignal(w.messageShown, timeout=1000) as blocker:
        drag(w, center(worker), center(tile))
    assert session.state is before
    assert worker.pos() == home
    assert "already" in blocker.args[0], blocker.args[0]
    assert b != a


def test_drag_docked_ship_to_space_4(table) -> None:  # type: ignore[no-untyped-def]
    w, session = table
    start_both(w, StartGoods(2, 3, 0, 0), StartGoods(1, 1, 1, 1))
    seat = session.state.decision.seat
    assert w.controller.perform(Place("dockyard", ship=1))
    assert session.state.ship(seat, 1).where == "dock"
    assert w.controller.perform(Place("forest"))
    assert session.state.decision.seat == seat
    food = session.state.seats[seat].food
    ship = w.scene.pieces[("ship", seat, 1)]
    drag(w, center(ship), center(w.scene.tracks[4]))
    st = session.state
    assert st.ship(seat, 1).where == "sea" and st.ship(seat, 1).space == 4
    assert st.seats[seat].food == food - 3  # 4 food, 1 off for the first worker on City Pier
    rect = layout(st, w.scene.geo)[("ship", seat, 1)]
    assert (ship.pos() - rect.topLeft()).manhattanLength() < 0.5


def test_click_then_click_and_keyboard(table) -> None:  # type: ignore[no-untyped-def]
    w, session = table
    start_both(w, StartGoods(1, 1, 1, 1), StartGoods(1, 1, 1, 1))
    seat = session.state.decision.seat
    vp = w.view.viewport()
    worker = w.scene.pieces[("worker", seat, 0)]
    QTest.mouseClick(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(w, center(worker))
    )
    assert w.controller.selected is worker
    assert w.scene.spaces["farm"].highlight
    QTest.mouseClick(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        _vp(w, center(w.scene.spaces["farm"])),
    )
    assert (seat, "farm") in session.state.placements
    # keyboard: Tab selects a worker and cycles targets, Enter places
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Tab)
    assert w.controller.selected is not None and w.controller.hover_key is not None
    key = w.controller.hover_key
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    if w.controller.popup is not None:
        QTest.keyClick(w.view, Qt.Key.Key_Tab)
        QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert len(session.state.placements) == 2, key
    QTest.keyClick(w.view, Qt.Key.Key_Escape)


def test_busy_refuses_input_and_skip(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=2, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = TableWidget(session)
    qtbot.addWidget(w)
    w.set_speed("normal")
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    assert w.busy
    assert not w.controller.perform(StartGoods(1, 1, 1, 1))
    w.skip()
    assert not w.busy
    assert w.controller.perform(StartGoods(1, 1, 1, 1))
    qtbot.waitUntil(lambda: not w.busy, timeout=5000)


def _play_until(w: TableWidget, session, want, seed: int, limit: int = 600) -> bool:  # type: ignore[no-untyped-def]
    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import legal_commands

    bot = RandomBot(seed)
    for _ in range(limit):
        st = session.state
        if st.is_over:
            return False
        if want(st):
            return True
        assert w.controller.perform(bot.choose(st, legal_commands(st)))
    return False


def test_drag_whale_onto_ship_and_whale_to_sell_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Whaling: a drawn whale dragged onto the picking ship; returns: a whale onto 'sell'."""
    from nbgui.engine import Sell, Take, legal_commands

    register_test_fonts()
    picked = sold = False
    for seed in range(1, 40):
        if picked and sold:
            break
        session = FakeSession(
            GameSetup(seed=seed, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
        )
        w = TableWidget(session)
        w.resize(1280, 720)
        w.set_speed("instant")
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)

        def can_take(st) -> bool:  # type: ignore[no-untyped-def]
            return st.decision.kind == "pick" and any(
                isinstance(c, Take) for c in legal_commands(st)
            )

        def returning(st) -> bool:  # type: ignore[no-untyped-def]
            return st.decision.kind == "return"

        if not picked and _play_until(w, session, can_take, seed):
            st = session.state
            take = next(c for c in legal_commands(st) if isinstance(c, Take))
            token = w.scene.pieces[("token", take.token)]
            ship = w.scene.pieces[("ship", st.decision.seat, st.decision.ship)]
            drag(w, center(token), center(ship))
            assert take.token in session.state.ship(st.decision.seat, st.decision.ship).cargo
            picked = True
        if not sold and _play_until(w, session, returning, seed + 100):
            st = session.state
            token_id = st.ship(st.decision.seat, st.decision.ship).cargo[0]
            assert Sell(token_id) in legal_commands(st)
            token = w.scene.pieces[("token", token_id)]
            money = st.seats[st.decision.seat].money
            drag(w, center(token), w.controller.zones["sell"].center())
            seat = st.decision.seat
            assert token_id not in session.state.ship(seat, st.decision.ship).cargo
            assert session.state.seats[seat].money > money
            sold = True
    assert picked and sold


def click(w: TableWidget, item) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        _vp(w, center(item)),
    )


def test_invalid_starting_goods_cannot_be_confirmed(table) -> None:  # type: ignore[no-untyped-def]
    w, session = table
    prompt = w.controller.prompt
    ok = prompt.start_ok
    assert ok is not None and ok.enabled  # the preset 1/1/1/1 is worth exactly $5
    before = session.state
    click(w, prompt.start_steps[("money", -1)])  # now worth $4
    assert prompt.start_counts["money"] == 0
    assert not ok.enabled
    click(w, ok)
    assert session.state is before  # a disabled confirm does nothing, says nothing
    assert not w.scene.bubble.isVisible()
    # + stops where no exact choice is left: with $4 taken, a brick ($2) is too much
    assert not prompt.start_steps[("brick", 1)].enabled
    assert prompt.start_steps[("food", 1)].enabled
    click(w, prompt.start_steps[("food", 1)])
    assert ok.enabled
    # every + is now disabled (worth $5 exactly)
    assert not any(b.enabled for (g, s), b in prompt.start_steps.items() if s == 1)
    click(w, ok)
    assert session.state is not before
    assert session.state.seats[0].food == 2


def test_driver_finds_prompt_buttons_by_command(table) -> None:  # type: ignore[no-untyped-def]
    w, _session = table
    start_both(w, StartGoods(0, 0, 0, 5), StartGoods(1, 1, 1, 1))
    from nbgui.engine import BuyGoods

    cmd = BuyGoods("lumber")
    button = w.controller.driver.button_for(cmd)
    assert button is not None and button.command == cmd
    # the label can change (another language) without breaking the driver
    button.text = "Comprar"
    assert w.controller.perform(cmd)


def test_a_drop_where_nothing_happens_says_so(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A worker dropped on the whaling track, or on a building tile (to build it, as a
    newcomer tries), went back without a word: it goes back and says what to do; put back
    where it started, it says nothing."""
    from nbgui.ui.table.items import tr

    w, session = table
    worker, home, before = first_worker(w, session, StartGoods(1, 1, 1, 1))
    with qtbot.waitSignal(w.messageShown, timeout=1000) as blocker:
        drag(w, center(worker), center(w.scene.tracks[3]))
    assert session.state is before and worker.pos() == home
    assert blocker.args[0] == tr("Nothing happens there: drop the worker on a lit space.")
    tile = next(
        p for k, p in w.scene.pieces.items() if k[0] == "building" and not p.built  # type: ignore[attr-defined]
    )
    with qtbot.waitSignal(w.messageShown, timeout=1000) as blocker:
        drag(w, center(worker), center(tile))
    assert session.state is before and worker.pos() == home
    name = w.scene.name_of(tile.building)  # type: ignore[attr-defined]
    assert name in blocker.args[0] and w.scene.name_of("town_hall") in blocker.args[0]
    w.controller.hide_message()
    shown: list[str] = []
    w.messageShown.connect(shown.append)
    drag(w, center(worker), center(worker) + QPointF(12, 10))  # put back where it was
    assert session.state is before and not shown and not w.scene.bubble.isVisible()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Nothing happens there: drop the whale on your lit ship."),
        ("es", "Ahí no pasa nada: suelta la ficha sobre tu barco iluminado."),
    ],
)
def test_a_whale_dropped_where_nothing_happens_is_told_its_ship(qtbot, lang, said) -> None:  # type: ignore[no-untyped-def]
    """A whale dropped beside its ship was told "drop it on a lit space" (its lit target is
    the ship), in Spanish "suéltalo", masculine, of "la ficha"."""
    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import legal_commands
    from nbgui.ui import i18n

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        session = FakeSession(
            GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
        )
        w = shown_table(qtbot, session, (1280, 720), language=lang)
        bot = RandomBot(5)
        while not (
            session.state.decision.kind == "pick"
            and any(not t.startswith("E") for t in session.state.beside)
        ):
            assert w.controller.perform(bot.choose(session.state, legal_commands(session.state)))
        before = session.state
        whale = next(t for t in before.beside if not t.startswith("E"))
        token = w.scene.pieces[("token", whale)]
        with qtbot.waitSignal(w.messageShown, timeout=1000) as blocker:
            drag(w, center(token), center(w.scene.spaces["forest"]))
        assert session.state is before
        assert blocker.args[0] == said
    finally:
        i18n.set_language("en")


def answer_discount(w: TableWidget) -> None:
    """The building chosen, the Town Hall may still ask which discount: the first."""
    popup = w.controller.popup
    if popup is not None:
        assert popup.field == "discount", popup.field
        assert popup.choose(popup.values[0])


def test_a_worker_dropped_on_a_tile_it_can_build_builds_it(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A newcomer drags a worker onto the building they want: where the player can build it
    now, that is a placement on the Town Hall building it (it went home with a message)."""
    w, session = table
    worker, _home, before = first_worker(w, session, StartGoods(2, 2, 0, 1))
    seat = before.decision.seat
    tile = w.scene.pieces[("building", "schoolhouse")]
    drag(w, center(worker), center(tile))
    answer_discount(w)
    st = session.state
    assert st.owner.get("schoolhouse") == seat
    assert (seat, "town_hall") in st.placements


def test_a_click_on_a_tile_answers_which_building(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """While the Town Hall asks which building, a click on a tile in the town chooses it."""
    w, session = table
    worker, _home, before = first_worker(w, session, StartGoods(2, 2, 0, 1))
    seat = before.decision.seat
    drag(w, center(worker), center(w.scene.spaces["town_hall"]))
    popup = w.controller.popup
    assert popup is not None and popup.field == "build"
    assert "schoolhouse" in popup.values
    tile = w.scene.pieces[("building", "schoolhouse")]
    assert not popup.sceneBoundingRect().contains(center(tile))
    click(w, tile)
    answer_discount(w)
    assert session.state.owner.get("schoolhouse") == seat


def test_a_selected_worker_clicked_onto_a_tile_builds_it(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Click a worker, then the tile to build: the same as dropping it there."""
    w, session = table
    worker, _home, before = first_worker(w, session, StartGoods(2, 2, 0, 1))
    seat = before.decision.seat
    click(w, worker)
    assert w.controller.selected is worker
    tile = w.scene.pieces[("building", "schoolhouse")]
    click(w, tile)
    answer_discount(w)
    assert session.state.owner.get("schoolhouse") == seat


def test_a_whale_dropped_on_any_part_of_the_picking_ship_is_taken(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Three seats, the picking ship with another ship in the next slot of its track space: a
    whale dropped on the right of its hull is taken, and the table's own aim for the ship
    (`target_center`, what the driver and the mouse playthrough drop on) lies on its hull. The
    ship's bounding rect keeps room for its hold's tags past the hull (a three-kind hold may
    spill over a free slot), so the next slot's ship, stacked above, took such drops and the
    whale was refused ("Your large ship takes a whale now"), seen at 1920x1080 in a game
    against two AI players."""
    from nbgui.bots.greedy import GreedyBot
    from nbgui.engine import Take, legal_commands

    register_test_fonts()
    for seed in range(1, 30):
        session = FakeSession(GameSetup(seed=seed, seats=[
            SeatSpec(name="Ann"), SeatSpec(name="Ben"), SeatSpec(name="Cy")]))
        w = shown_table(qtbot, session, (1600, 900))
        bot = GreedyBot(seed)
        while not session.state.is_over:
            st = session.state
            legal = legal_commands(st)
            d = st.decision
            if d.kind == "pick" and any(isinstance(c, Take) for c in legal):
                ship = st.ship(d.seat, d.ship)
                lane = st.track[ship.space - 1]
                slot = lane.index((d.seat, d.ship))
                if slot < len(lane) - 1:
                    take = next(c for c in legal if isinstance(c, Take))
                    item = w.scene.pieces[("ship", d.seat, d.ship)]
                    hull = item.mapRectToScene(QRectF(0, 0, item.base_w, item.base_h))
                    neighbour = w.scene.pieces[("ship", *lane[slot + 1])]
                    assert hull.contains(w.controller.target_center(("ship", d.seat, d.ship)))
                    aim = QPointF(hull.left() + 0.85 * hull.width(), hull.center().y())
                    # the case at stake: the next slot's ship's bounding rect over this point,
                    # stacked above the picking ship
                    stack = [i for i in w.scene.items(
                        aim, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                        Qt.SortOrder.DescendingOrder) if i in (item, neighbour)]
                    if stack != [neighbour, item]:
                        assert session.submit(bot.choose(st, legal))
                        continue
                    token = w.scene.pieces[("token", take.token)]
                    drag(w, center(token), aim)
                    assert take.token in session.state.ship(d.seat, d.ship).cargo
                    return
            assert session.submit(bot.choose(st, legal))
    raise AssertionError("no pick with a ship in the next slot in 29 three-seat games")
