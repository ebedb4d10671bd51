"""A built tile's worker spot at three and four seats is a worker's place of its own colour.

A name plate is drawn in its owner's colour, and its worker spot was that colour darkened when
a worker stood there: an owner's own worker on his plate was yellow on darkened yellow, pink on
darkened pink (a four-seat game by mouse at 1366×768: the Market's and Bank's workers had to be
looked for). The spot is parchment, as a town space's worker box, whatever the owner.
"""

from __future__ import annotations

from fake_session import register_test_fonts
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.items import BuildingItem, plate_spot


def _spot_colour(assets: AssetLibrary, owner: int, used: bool) -> QColor:
    tile = BuildingItem("bank", assets, "Bank", "", {"brick": 4}, False)
    tile.multi = True
    tile.set_status(True, used, owner)
    tile.place(QRectF(0, 0, 146, 36))
    img = QImage(146, 36, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    tile.paint(p, None)  # type: ignore[arg-type]
    p.end()
    at = plate_spot(tile.base_w, tile.base_h).center() + QPointF(0, 4)
    return img.pixelColor(int(at.x()), int(at.y()))


def test_a_plates_worker_spot_is_parchment_whatever_its_owner(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assets = AssetLibrary()
    want = assets.color("parchment_light")
    for owner in range(4):
        for used in (False, True):
            got = _spot_colour(assets, owner, used)
            seat = assets.seat_color(owner)
            assert abs(got.red() - want.red()) + abs(got.green() - want.green()) + abs(
                got.blue() - want.blue()
            ) <= 6, (owner, used, got.name(), seat.name())
