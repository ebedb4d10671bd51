"""A seat board is drawn as a frame without a device cache and, over it, its cached parts —
one for each region its painter draws in (`TableScene._seat_regions`, issue 18: the caches
cover what the board shows, not the empty corner where built tiles stand). The parts must hold
everything the board shows: the board drawn whole and the board drawn as its frame plus each
part clipped to its region (as its cache clips it) are the same image, at the opening and
later in a game (Orders lit, whales home, buildings built), for a Captain's board and a
player's; and the parts follow the board when it is repainted.
"""

from __future__ import annotations

from fake_session import FakeSession, play_random, register_test_fonts, shown_table
from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from nbgui.captain.setup import captain_seat, load_boards
from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import PanelPart
from nbgui.ui.table.scene import TableScene
from nbgui.ui.table.widget import TableWidget

TABLE_1366 = QSize(1010, 718)


def _board(
    scene: TableScene, seat: int, scale: float, frame: bool, regions: list[QRectF | None]
) -> QImage:
    """Seat board `seat` drawn at `scale` on a transparent image: its frame (or not), then
    what its painter draws in each of `regions` (None: the whole board's content)."""
    assert scene.geo is not None
    r = scene.geo.seat_rects[seat]
    image = QImage(
        int(r.width() * scale) + 8,
        int(r.height() * scale) + 8,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(4, 4)
    p.scale(scale, scale)
    box = QRectF(0, 0, r.width(), r.height())
    if frame:
        scene._paint_seat_frame(p, box, seat)
    for region in regions:
        if region is None:
            scene._paint_seat(p, box, seat)  # the frame and all the content
        else:
            scene._paint_seat(p, box, seat, region)
    p.end()
    return image


def _ink_outside(image: QImage, keep: QRect) -> int:
    """How many pixels of `image` outside `keep` are not transparent."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if not keep.contains(x, y) and image.pixel(x, y) >> 24:
                count += 1
    return count


def _table(qtbot, steps: int) -> TableWidget:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(False)
    setup = GameSetup(seed=11, seats=[captain_seat(boards["stubb"]), SeatSpec(name="Player")])
    session = FakeSession(setup, boards)
    session.run_captains()
    return play_random(shown_table(qtbot, session, TABLE_1366), session, 3, steps)


def test_the_parts_hold_all_a_board_shows(qtbot) -> None:  # type: ignore[no-untyped-def]
    for steps in (0, 40, 90):
        w = _table(qtbot, steps)
        scene = w.scene
        scale = w.view.fit_scale()
        for seat in (0, 1):
            where = f"seat {seat} after {steps} commands"
            regions: list[QRectF | None] = [part.drawn for part in scene.seat_panel_of[seat].parts]
            assert regions, where
            # everything the board shows is drawn by exactly one of its parts ...
            whole = _board(scene, seat, scale, False, [None])
            assert _board(scene, seat, scale, True, regions) == whole, where
            # ... and inside that part's bounds (its device cache: nothing cut off)
            for part in scene.seat_panel_of[seat].parts:
                alone = _board(scene, seat, scale, False, [part.drawn])
                bounds = part.boundingRect()
                keep = QRectF(
                    4 + bounds.x() * scale,
                    4 + bounds.y() * scale,
                    bounds.width() * scale,
                    bounds.height() * scale,
                ).toAlignedRect()
                assert _ink_outside(alone, keep) == 0, f"{where}: {part.drawn} draws outside"


def test_a_board_is_a_plain_frame_under_cached_parts(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = _table(qtbot, 0)
    scene = w.scene
    assert scene.geo is not None
    for seat, panel in scene.seat_panel_of.items():
        assert panel.cacheMode() == QGraphicsItem.CacheMode.NoCache
        area = sum(part.drawn.width() * part.drawn.height() for part in panel.parts if part.drawn)
        assert area < 0.7 * panel.rect.width() * panel.rect.height()  # the corner is not cached
        for part in panel.parts:
            assert isinstance(part, PanelPart) and part.parentItem() is panel
            assert part.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
            assert part.shape().isEmpty()  # the pointer finds the board (its card, tooltip)
        inside = scene.geo.seat_parts[seat]["header"].center()
        assert not any(isinstance(item, PanelPart) for item in scene.items(inside))
        assert panel in scene.items(inside)


def test_the_parts_are_repainted_with_their_board(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = _table(qtbot, 0)
    panel = w.scene.seat_panel_of[1]
    asked: list[PanelPart] = []
    for part in panel.parts:
        monkeypatch.setattr(part, "update", lambda *a, part=part: asked.append(part))
    panel.update()
    assert asked == panel.parts
