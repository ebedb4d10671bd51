"""The two boards are drawn on screen from opaque pictures of 3 bytes a pixel (`SvgItem`,
issue 18: Qt's device cache held them at 4), kept like Qt's cache keeps an item — at the
view's scale, drawn again when that changes — with the table's plain background under their
corners: the table looks as it did with Qt's caches (within 2 levels of 255, at the boards'
edges only), at scale 1 and 2."""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem

from nbgui.captain.setup import captain_seat, load_boards
from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import SvgItem
from nbgui.ui.table.widget import TableWidget


def _table(qtbot, size: QSize) -> TableWidget:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(False)
    setup = GameSetup(seed=5, seats=[captain_seat(boards["flask"]), SeatSpec(name="Player")])
    w = shown_table(qtbot, FakeSession(setup, boards), size)
    qtbot.waitUntil(lambda: all(b._picture is not None for b in _boards(w)))  # first frame
    return w


def _boards(w: TableWidget) -> list[SvgItem]:
    return [item for item in w.scene.items() if isinstance(item, SvgItem)]


def _grab(w: TableWidget) -> QImage:
    return w.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _differences(a: QImage, b: QImage) -> tuple[int, int, list[tuple[int, int]]]:
    """(largest difference of a channel, pixels that differ, their places)."""
    assert a.size() == b.size()
    worst, places = 0, []
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb:
                places.append((x, y))
                worst = max(worst, *(abs((pa >> s & 255) - (pb >> s & 255)) for s in (0, 8, 16)))
    return worst, len(places), places


def test_the_boards_keep_opaque_pictures_at_the_views_scale(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = _table(qtbot, QSize(1010, 718))
    boards = _boards(w)
    assert sorted(b.asset_id for b in boards) == ["board_town", "board_whaling"]
    for board in boards:
        assert board.cacheMode() == QGraphicsItem.CacheMode.NoCache  # not Qt's cache as well
        picture = board._picture
        assert picture is not None and picture.format() == QImage.Format.Format_RGB888
        device = w.view.mapFromScene(board.sceneBoundingRect()).boundingRect()
        assert abs(picture.width() - device.width()) <= 3
        assert abs(picture.height() - device.height()) <= 3
    before = boards[0]._picture
    w.resize(QSize(1400, 950))  # a larger window: drawn anew at the new scale
    qtbot.waitUntil(lambda: boards[0]._picture is not before)
    assert boards[0]._picture.width() > before.width()


def test_the_table_looks_as_with_qts_caches(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = _table(qtbot, QSize(1010, 718))
    ours = _grab(w)
    edges = [w.view.mapFromScene(b.sceneBoundingRect()).boundingRect() for b in _boards(w)]
    for board in _boards(w):
        board.under = None  # as before: Qt's device cache
        board.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    qts = _grab(w)
    worst, count, places = _differences(ours, qts)
    assert worst <= 2, worst
    assert count < 2500, count

    def on_an_edge(x: int, y: int) -> bool:
        for r in edges:
            inner = QRect(r).adjusted(3, 3, -3, -3)
            if r.adjusted(-2, -2, 2, 2).contains(x, y) and not inner.contains(x, y):
                return True
        return False

    assert all(on_an_edge(x, y) for x, y in places), [p for p in places if not on_an_edge(*p)][:5]


def test_a_boards_document_goes_once_its_picture_is_made(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A board's parsed art is needed only for a picture at another scale: it is let go as soon
    as the picture is made (issue 18: ~1 MiB held through a game's first second or two), unless
    pictures come in quick succession (a window being resized), when the idle sweep does it."""
    w = _table(qtbot, QSize(1010, 718))
    library = w.scene.assets
    for board in _boards(w):
        board._picture = None  # as after a change of scale
        board._pictured_at = None  # no picture made lately
    w.view.viewport().repaint()
    assert all(b._picture is not None for b in _boards(w))
    assert not {"board_town", "board_whaling"} & set(library.parsed())
    for board in _boards(w):
        board._picture = None  # another scale at once: a resize goes on
    w.view.viewport().repaint()
    assert {"board_town", "board_whaling"} <= set(library.parsed())
    qtbot.waitUntil(lambda: not {"board_town", "board_whaling"} & set(library.parsed()),
                    timeout=4000)  # the sweep, once the resizing stops
