"""Docked ships lie side by side in the Dock, never over one another.

The board's berths used to be half a ship wide (eight of them, four a row): in a three-seat game
two docked large ships overlapped by a quarter of a hull. Each ship's hull is measured from its
art as `ShipItem` paints it (the opaque columns), so the check follows the drawings.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from fake_session import register_test_fonts
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from nbgui.captain.setup import load_boards
from nbgui.engine import new_game
from nbgui.simulate import make_setup
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.geometry import SHIP_SIZE, Geometry, layout
from nbgui.ui.table.items import ShipItem
from nbgui.ui.table.scene import TableScene

ZOOM = 8  # measured at 8 pixels a scene unit


def _hull(assets: AssetLibrary, seat: int, index: int) -> tuple[float, float]:
    """The left and right ends of the ship's painted hull and sails, in item units."""
    item = ShipItem(seat, index, assets, {})
    box = item.boundingRect()
    img = QImage(int(box.width() * ZOOM), int(box.height() * ZOOM), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.scale(ZOOM, ZOOM)
    painter.translate(-box.x(), -box.y())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    cols = [
        x for x in range(img.width())
        if any(img.pixelColor(x, y).alpha() > 40 for y in range(0, img.height(), 2))
    ]
    assert cols, "the ship painted nothing"
    return cols[0] / ZOOM + box.x(), (cols[-1] + 1) / ZOOM + box.x()


def _docked(seats: int, order: list[tuple[int, int]]) -> tuple[Geometry, dict]:
    boards, _ = load_boards(use_overrides=False)
    names = ["Ann", "Ben", "Cid"][: seats - 1]
    state, _ = new_game(make_setup(5, ["stubb"], boards, humans=len(names), human_names=names))
    for n, (seat, index) in enumerate(order, start=1):
        ship = state.ship(seat, index)
        ship.where, ship.dock_seq = "dock", n
    assets = AssetLibrary()
    geo = Geometry(state, assets)
    return geo, layout(state, geo)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_docked_hulls_never_overlap_up_to_six_ships(qapp, seats: int) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assets = AssetLibrary()
    ships = [(s, i) for s in range(seats) for i in (1, 2)]
    hulls = {(s, i): _hull(assets, s, i) for s, i in ships}
    large_first = sorted(ships, key=lambda si: -si[1])
    for order in (ships, large_first):
        for count in range(2, min(6, len(order)) + 1):
            geo, rects = _docked(seats, order[:count])
            placed = []
            for seat, index in order[:count]:
                r = rects[("ship", seat, index)]
                assert r.width() == SHIP_SIZE[0]  # at full size: as legible as anywhere
                lo, hi = hulls[(seat, index)]
                hull = QRectF(r.x() + lo, r.y(), hi - lo, r.height())
                assert geo.dock_rect.contains(hull), (seat, index, hull, geo.dock_rect)
                placed.append(((seat, index), hull))
            for (a, ra), (b, rb) in combinations(placed, 2):
                assert not ra.intersects(rb), (seats, count, a, ra, b, rb)


def test_seven_and_eight_ships_still_lie_in_the_dock(qapp) -> None:  # type: ignore[no-untyped-def]
    """Four seats can dock more ships than the six berths: they share the rows, each in its
    own place inside the dock."""
    ships = [(s, i) for s in range(4) for i in (1, 2)]
    for count in (7, 8):
        geo, rects = _docked(4, ships[:count])
        spots = [rects[("ship", s, i)] for s, i in ships[:count]]
        assert len({(r.x(), r.y()) for r in spots}) == count
        for r in spots:
            assert geo.dock_rect.contains(r.center())


def test_the_scene_draws_the_berths_the_layout_uses(qapp) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    boards, _ = load_boards(use_overrides=False)
    state, _ = new_game(make_setup(5, ["stubb"], boards, humans=2, human_names=["Ann", "Ben"]))
    scene = TableScene(AssetLibrary())
    scene.build(state)
    assert scene.geo is not None and len(scene.geo.berths) == 6
    for berth in scene.geo.berths:
        assert berth.width() >= SHIP_SIZE[0] * 0.85  # a hull's width: no longer half a ship
