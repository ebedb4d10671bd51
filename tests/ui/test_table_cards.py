"""Cards that explain themselves: hovering a piece shows its card beside it."""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from nbgui.engine import GameSetup, SeatSpec, StartGoods
from nbgui.ui.table.widget import TableWidget


def _table(qtbot):  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = TableWidget(session)
    w.resize(1010, 718)
    w.set_speed("instant")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w, session


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
    assert not card.sceneBoundingRect().adjusted(4, 4, -4, -4).intersects(
        tile.sceneBoundingRect()
    )
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
