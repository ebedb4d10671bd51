"""The table's device caches at the first frame stay within a budget (issue 18, memory).

Every item with a device-coordinate cache holds a pixmap of its bounding rectangle on screen
(4 bytes a pixel) for as long as it is shown; items that are cheap to draw, or whose content
changes at nearly every move, draw as they are instead (docs/ui.md, the fourteenth step). This
sums those pixmaps for a two-seat game against a Captain, the table as large as in a window
maximized on a 1366x768 screen, so a new cached item — or a cache as large as a whole panel
for a few words — shows up here.
"""

from __future__ import annotations

from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGraphicsItem

from nbgui.captain.setup import captain_seat, load_boards
from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import SvgItem
from nbgui.ui.table.widget import TableWidget

#: the first frame's caches measured when this was written: 1.89 MiB (3.89 before the prompt,
#: the track spaces, the buttons and the action spaces drew without one; 2.65 before the seat
#: boards' frames did, their cached parts only where they show something; 2.14 before the
#: boards kept opaque pictures of 3 bytes a pixel)
BUDGET_MIB = 2.05


def cached_items(widget: TableWidget) -> list[tuple[float, str]]:
    """(KiB, item) of every drawing the table keeps: Qt's device caches (4 bytes a pixel) and
    the boards' own opaque pictures (`SvgItem`, 3 bytes a pixel)."""
    view = widget.view
    out = []
    for item in widget.scene.items():
        if not item.isVisible():
            continue
        name = f"{type(item).__name__} {getattr(item, 'name', '')}".strip()
        if isinstance(item, SvgItem) and item.under is not None:
            assert item._picture is not None, "the board is drawn on screen from its picture"
            out.append((item._picture.sizeInBytes() / 1024, f"{name} {item.asset_id}"))
            continue
        if item.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            continue
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        out.append((rect.width() * rect.height() * 4 / 1024, name))
    return sorted(out, reverse=True)


def test_first_frame_caches_within_budget(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(False)
    setup = GameSetup(seed=1, seats=[captain_seat(boards["starbuck"]), SeatSpec(name="Player")])
    session = FakeSession(setup)
    widget = shown_table(qtbot, session, QSize(1010, 718))  # test_table_golden's TABLE_1366
    boards = [item for item in widget.scene.items() if isinstance(item, SvgItem)]
    qtbot.waitUntil(lambda: all(b._picture is not None for b in boards))  # the first frame
    items = cached_items(widget)
    total = sum(kib for kib, _ in items) / 1024
    assert items, "the boards, seat boards and pieces keep their caches"
    kinds = {name.split()[0] for _, name in items}
    assert {"SvgItem", "BuildingItem"} <= kinds
    assert not kinds & {"TrackSpaceItem", "ButtonItem", "SpaceItem"}
    assert all("prompt" not in name for _, name in items)
    assert not any(name.startswith("PanelItem seat board") for _, name in items)  # its parts
    assert total <= BUDGET_MIB, f"{total:.2f} MiB of device caches: {items[:8]}"
