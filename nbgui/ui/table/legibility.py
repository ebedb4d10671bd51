"""Measure what the table shows: every text's and every piece's painted size, as the view
shows it now.

Used by the legibility test and `tools/mouse_playthrough.py` (which checks every step of a
real game). All table text goes through `items.draw_text`, which records into `TextLog`;
every piece a player must tell apart (whale tokens and hold tags, workers, ships, goods, the
die) records its on-screen size through `items.record_piece` into `PieceLog`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from nbgui.ui.table.items import MIN_PIECE_PX, PieceLog, TextLog

LEGIBLE_PX = 12.0  # the bar for texts: logical pixels
PIECE_PX = MIN_PIECE_PX  # the bar for pieces: logical pixels

Texts = list[tuple[str, str, float]]
Pieces = list[tuple[str, float, float, float]]


def painted(table: Any) -> tuple[Texts, Pieces]:
    """(texts, pieces) of `table` (a TableWidget) in its view now: (who, text, logical px)
    and (who, width px, height px, size px)."""
    view = table.view
    size = view.viewport().size()
    img = QImage(size, QImage.Format.Format_ARGB32)
    # items paint from their pixmap caches once drawn: switch the caches off so every item
    # really paints (and so records its texts and pieces) in this render
    items = table.scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    p = QPainter(img)
    TextLog.start()
    PieceLog.start()
    try:
        table.scene.render(
            p, QRectF(img.rect()), view.mapToScene(view.viewport().rect()).boundingRect()
        )
    finally:
        p.end()
        texts = TextLog.stop()
        pieces = PieceLog.stop()
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
        view.viewport().update()  # the caches were dropped: repaint the whole view
    return texts, pieces


def painted_texts(table: Any) -> Texts:
    """(who, text, logical px) for every text of `table` (a TableWidget) in its view now."""
    return painted(table)[0]


def painted_pieces(table: Any) -> Pieces:
    """(who, width px, height px, size px) for every piece of `table` in its view now."""
    return painted(table)[1]


def too_small(texts: Texts, bar: float = LEGIBLE_PX) -> list[str]:
    """The texts below `bar` px, each naming its item."""
    return sorted(
        {f"{who or 'text'} {text!r}: {px:.1f} px" for who, text, px in texts if px < bar - 0.01}
    )


def pieces_too_small(pieces: Pieces, bar: float = PIECE_PX) -> list[str]:
    """The pieces below `bar` px, each named."""
    return sorted(
        {f"{who}: {px:.1f} px ({w:.0f}×{h:.0f})" for who, w, h, px in pieces if px < bar - 0.01}
    )
