"""The table's items keep none of the bound signals PySide6 makes for every Python-made QObject
at its construction (`nbgui.ui.table.items.shed_signal_instances`, issue 18: ~3 KiB of Qt's
memory and 0.9 KiB of Python's an item, 86 items at a game's end), and a signal asked for
afterwards still works: made again on first use, connected, emitted."""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QPointF, QRectF, SignalInstance
from PySide6.QtWidgets import QGraphicsObject

from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import ButtonItem


def bound_signals(item: object) -> list[str]:
    return [k for k, v in vars(item).items() if type(v) is SignalInstance]


def test_no_table_item_keeps_bound_signals(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    table = shown_table(qtbot, session, (1280, 720))
    objects = [i for i in table.scene.items() if isinstance(i, QGraphicsObject)]
    assert len(objects) > 40  # the pieces, spaces, boards, panels and buttons
    kept = {(type(i).__name__, name) for i in objects for name in bound_signals(i)}
    # only what the table itself connected: its buttons' clicks
    assert kept <= {("ButtonItem", "clicked")}
    assert sum(len(bound_signals(i)) for i in objects) < len(objects)  # was 14 an item


def test_a_shed_signal_is_made_again_on_first_use(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    table = shown_table(qtbot, session, (1280, 720))
    button = ButtonItem("Go", QRectF(0, 0, 80, 30), table.assets)
    table.scene.addItem(button)
    assert bound_signals(button) == []
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))  # the class's own signal
    moved: list[bool] = []
    button.xChanged.connect(lambda: moved.append(True))  # one of QGraphicsObject's
    assert sorted(bound_signals(button)) == ["clicked", "xChanged"]
    button.clicked.emit()
    button.setPos(QPointF(12, 0))
    assert clicks == [True] and moved == [True]
