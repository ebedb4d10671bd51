"""Whale tokens as the table draws them: each kind's facts from rules/ and one painter.

`WhaleFacts` holds what a token means — its kind, lay, sale price and points — read from the
game's rules (`rules.game.whales`, `sale_divisor`), never written in UI code; its name is the
catalogue's (`words.whale_kind`). `kind_style` / `outline_path` give each kind's colour and
outline shape (the same as its SVG art). The painters are `items.paint_token` and
`items.paint_hold_tag`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from nbgui.text import Msg, words
from nbgui.ui.table.assets import AssetLibrary

#: Each kind's outline, colour and text colour when the manifest has none (same as the art).
_DEFAULT_KINDS = {
    "right": ("#8CCBEF", "#1F2F4A", "circle"),
    "bowhead": ("#1B7A5A", "#FFFFFF", "hexagon"),
    "sperm": ("#E69F00", "#1F2F4A", "square"),
    "sea": ("#CFE6F2", "#1F2F4A", "scallop"),
}
#: Where the lay and the points are written on a token (fractions of its side), when the
#: manifest has no `whale_token` layout.
TOKEN_TEXT_ZONES = {"lay": (0.0, 0.5, 1.0, 0.5), "points": (0.56, 0.0, 0.44, 0.5)}


@dataclass(frozen=True, slots=True)
class WhaleFacts:
    """One whale kind, as rules/ defines it."""

    kind: str  # "right", "bowhead", "sperm", "sea"
    letter: str
    lay: int
    sale: int  # what selling it pays: lay // rules.game.sale_divisor (the engine's rule)
    points: int

    @property
    def is_whale(self) -> bool:
        """False for the empty sea (nothing to pay, sell or score)."""
        return self.lay > 0 or self.points > 0


def whale_facts(rules: Any) -> dict[str, WhaleFacts]:
    """Every kind by its token letter (``R``, ``B``…), from `rules` (a `Rules`)."""
    divisor = max(1, int(rules.game.sale_divisor))
    return {
        w.letter: WhaleFacts(
            str(w.id), str(w.letter), int(w.lay), int(w.lay) // divisor, int(w.points)
        )
        for w in rules.game.whales
    }


def facts_of(rules: Any, token: str) -> WhaleFacts | None:
    return whale_facts(rules).get(token[:1])


def token_msg(rules: Any, token: str) -> Msg:
    """A token's name through the catalogue: ``Sperm whale (lay $8, 4 points)``."""
    return words.token(rules, token)


def kind_style(assets: AssetLibrary, kind: str) -> tuple[QColor, QColor, str]:
    """(fill, text colour, outline shape) of a kind, from the manifest's `whale_kinds`."""
    color, text, shape = _DEFAULT_KINDS.get(kind, ("#888888", "#1F2F4A", "circle"))
    given = assets.manifest.get("whale_kinds")
    if isinstance(given, dict) and isinstance(given.get(kind), dict):
        k = given[kind]
        color = str(k.get("hex", color))
        text = str(k.get("text_hex", text))
        shape = str(k.get("shape", shape))
    return QColor(color), QColor(text), shape


def outline_path(shape: str, r: QRectF) -> QPainterPath:
    """A kind's outline inside `r` (the same shapes as the token art)."""
    path = QPainterPath()
    sx, sy = r.width() / 100, r.height() / 100

    def pt(x: float, y: float) -> QPointF:
        return QPointF(r.x() + x * sx, r.y() + y * sy)

    if shape == "hexagon":
        pts = [(2, 50), (26, 8), (74, 8), (98, 50), (74, 92), (26, 92)]
        path.addPolygon(QPolygonF([pt(x, y) for x, y in pts]))
        path.closeSubpath()
    elif shape == "square":
        path.addRoundedRect(QRectF(pt(5, 5), pt(95, 95)), 16 * sx, 16 * sy)
    elif shape == "scallop":
        n = 14
        for k in range(n + 1):
            a = 2 * math.pi * k / n
            p = pt(50 + 45 * math.cos(a), 50 + 45 * math.sin(a))
            if k == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        path.closeSubpath()
    else:
        path.addEllipse(QRectF(pt(3, 3), pt(97, 97)))
    return path
