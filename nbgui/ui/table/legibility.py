"""Measure what the table shows: every text's painted size, as the view shows it now.

Used by the legibility test and `tools/mouse_playthrough.py` (which checks every step of a
real game). All table text goes through `items.draw_text`, which records into `TextLog`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from nbgui.ui.table.items import TextLog

LEGIBLE_PX = 12.0  # the bar: logical pixels


def painted_texts(table: Any) -> list[tuple[str, str, float]]:
    """(who, text, logical px) for every text of `table` (a TableWidget) in its view now."""
    view = table.view
    size = view.viewport().size()
    img = QImage(size, QImage.Format.Format_ARGB32)
    # items paint from their pixmap caches once drawn: switch the caches off so every item
    # really paints (and so records its texts) in this render
    items = table.scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    p = QPainter(img)
    TextLog.start()
    try:
        table.scene.render(
            p, QRectF(img.rect()), view.mapToScene(view.viewport().rect()).boundingRect()
        )
    finally:
        p.end()
        found = TextLog.stop()
        for item, mode in zip(items, modes, strict=True):
            item.setCacheMode(mode)
        view.viewport().update()  # the caches were dropped: repaint the whole view
    return found


def too_small(texts: list[tuple[str, str, float]], bar: float = LEGIBLE_PX) -> list[str]:
    """The texts below `bar` px, each naming its item."""
    return sorted(
        {f"{who or 'text'} {text!r}: {px:.1f} px" for who, text, px in texts if px < bar - 0.01}
    )
