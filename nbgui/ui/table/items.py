"""Scene items: views of engine objects, keyed by engine ids. They hold no rules.

Movable pieces (`Piece` subclasses) are placed by rectangle (`place(rect)` = position + scale),
so the animator can move and resize any of them with the QGraphicsObject `pos`/`scale`
properties. Text is painted with `draw_text` (shrinks to fit, never overflows its box).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.geometry import SHIP_SIZE, TILE_SIZE, TOKEN_SIZE, WORKER_SIZE

WHALE_TYPE = {"R": "right", "B": "bowhead", "S": "sperm", "E": "sea"}
HIGHLIGHT = QColor("#2FBF71")
HOVER = QColor("#FFD23F")
REFUSED = QColor("#D1495B")


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


_FIT_CACHE: dict[tuple[object, ...], float] = {}


def draw_text(
    painter: QPainter,
    assets: AssetLibrary,
    rect: QRectF,
    text: str,
    px: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    color: QColor | None = None,
    wrap: bool = True,
    min_px: float = 7.0,
    italic: bool = False,
) -> None:
    """Paint `text` inside `rect`, shrinking the font (down to `min_px`) until it fits."""
    if not text or rect.width() <= 0 or rect.height() <= 0:
        return
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    key = (
        assets.family,
        text,
        round(rect.width(), 1),
        round(rect.height(), 1),
        px,
        bold,
        italic,
        flags,
        min_px,
    )
    size = _FIT_CACHE.get(key)
    if size is None:
        size = px
        while True:
            fm = QFontMetricsF(assets.font(size, bold, italic))
            br = fm.boundingRect(QRectF(0, 0, rect.width(), 10000), flags, text)
            if (
                br.width() <= rect.width() + 0.5 and br.height() <= rect.height() + 0.5
            ) or size <= min_px:
                break
            size -= 0.5
        if len(_FIT_CACHE) > 20000:
            _FIT_CACHE.clear()
        _FIT_CACHE[key] = size
    painter.setFont(assets.font(size, bold, italic))
    painter.setPen(color if color is not None else assets.color("ink"))
    painter.drawText(rect, flags, text)


def render_svg(painter: QPainter, assets: AssetLibrary, asset_id: str, rect: QRectF) -> bool:
    """Render an SVG into `rect`; False if it is missing (the caller draws a fallback)."""
    r = assets.renderer(asset_id)
    if r is None:
        return False
    r.render(painter, rect)
    return True


class Piece(QGraphicsObject):
    """A movable view with a fixed base size, placed by rectangle (pos + uniform scale)."""

    def __init__(self, key: tuple[object, ...], assets: AssetLibrary, w: float, h: float) -> None:
        super().__init__()
        self.key = key
        self.assets = assets
        self.base_w = w
        self.base_h = h
        self.highlight = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.base_w + 12, self.base_h + 12)

    def place(self, rect: QRectF) -> None:
        self.setPos(rect.topLeft())
        self.setScale(rect.width() / self.base_w if self.base_w else 1.0)

    def target_scale(self, rect: QRectF) -> float:
        return rect.width() / self.base_w if self.base_w else 1.0

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def paint_highlight(self, painter: QPainter, shape: QRectF | None = None) -> None:
        if self.highlight:
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(shape or QRectF(0, 0, self.base_w, self.base_h), 6, 6)


class WorkerItem(Piece):
    def __init__(self, seat: int, index: int, assets: AssetLibrary) -> None:
        super().__init__(("worker", seat, index), assets, *WORKER_SIZE)
        self.seat = seat
        self.index = index
        self.setZValue(40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 210, 63, 150))
            painter.drawEllipse(QRectF(-3, -3, self.base_w + 6, self.base_h + 6))
        r = QRectF(0, 0, self.base_w, self.base_h)
        if not render_svg(painter, self.assets, f"worker_{self.seat}", r):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.assets.seat_color(self.seat))
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            path.addEllipse(QRectF(6, 0, 12, 12))
            path.addRoundedRect(QRectF(1, 11, 22, 19), 5, 5)
            painter.drawPath(path.simplified())


class ShipItem(Piece):
    def __init__(self, seat: int, index: int, assets: AssetLibrary) -> None:
        super().__init__(("ship", seat, index), assets, *SHIP_SIZE)
        self.seat = seat
        self.index = index
        self.cargo: list[str] = []
        self.setZValue(30)

    def set_cargo(self, cargo: Sequence[str]) -> None:
        if list(cargo) != self.cargo:
            self.cargo = list(cargo)
            self.update()
            self.setToolTip(
                tr("Hold: {tokens}").format(tokens=", ".join(self.cargo))
                if self.cargo
                else tr("Hold: empty")
            )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.base_w, self.base_h)
        if self.highlight:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 210, 63, 140))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        kind = "small" if self.index == 1 else "large"
        art = QRectF(4, 0, self.base_w - 8, self.base_h - 6)
        if not render_svg(painter, self.assets, f"ship_{kind}_{self.seat}", art):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.assets.seat_color(self.seat))
            hull = QPolygonF([QPointF(4, 18), QPointF(58, 18), QPointF(50, 32), QPointF(12, 32)])
            painter.drawPolygon(hull)
            painter.setBrush(QColor("white"))
            painter.drawPolygon(QPolygonF([QPointF(30, 2), QPointF(30, 17), QPointF(46, 17)]))
        # the hold: one small disc per whale aboard
        n = len(self.cargo)
        if n:
            d = 11.0 if n <= 5 else 8.0
            x0 = (self.base_w - min(n, 7) * (d + 1)) / 2
            for i, tok in enumerate(self.cargo[:7]):
                rr = QRectF(x0 + i * (d + 1), self.base_h - d - 1, d, d)
                painter.setPen(QPen(QColor("white"), 1))
                painter.setBrush(_whale_color(tok))
                painter.drawEllipse(rr)
            if n > 7:
                draw_text(
                    painter,
                    self.assets,
                    QRectF(self.base_w - 16, self.base_h - 12, 16, 12),
                    f"+{n - 7}",
                    8,
                    True,
                )


def _whale_color(token: str) -> QColor:
    return QColor(
        {"R": "#2E6C93", "B": "#5E9150", "S": "#94690F", "E": "#A3CBE0"}.get(token[:1], "#888888")
    )


class TokenItem(Piece):
    def __init__(self, token: str, assets: AssetLibrary) -> None:
        super().__init__(("token", token), assets, TOKEN_SIZE, TOKEN_SIZE)
        self.token = token
        self.setZValue(50)
        self.setToolTip(token_name(token))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.base_w, self.base_h)
        if self.highlight:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 210, 63, 170))
            painter.drawEllipse(r.adjusted(-4, -4, 4, 4))
        if not render_svg(painter, self.assets, f"token_{WHALE_TYPE.get(self.token[0], 'sea')}", r):
            painter.setPen(QPen(QColor("white"), 1.5))
            painter.setBrush(_whale_color(self.token))
            painter.drawEllipse(r)
            draw_text(painter, self.assets, r, self.token[0], 14, True, color=QColor("white"))


def token_name(token: str) -> str:
    kind = {
        "R": tr("Right whale"),
        "B": tr("Bowhead whale"),
        "S": tr("Sperm whale"),
        "E": tr("Empty sea"),
    }.get(token[:1], tr("Token"))
    return f"{kind} {token}"


class MarkerItem(Piece):
    """Round marker, ship's wheel, a Captain's Helm token, the die."""

    def __init__(
        self,
        key: tuple[object, ...],
        assets: AssetLibrary,
        asset_id: str,
        size: float,
        fallback: QColor,
        label: str = "",
    ) -> None:
        super().__init__(key, assets, size, size)
        self.asset_id = asset_id
        self.fallback = fallback
        self.label = label
        self.setZValue(45)

    def set_asset(self, asset_id: str, label: str = "") -> None:
        self.asset_id = asset_id
        self.label = label
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.base_w, self.base_h)
        if not render_svg(painter, self.assets, self.asset_id, r):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.fallback)
            painter.drawRoundedRect(r, 6, 6)
            draw_text(painter, self.assets, r, self.label, 14, True)


class BuildingItem(Piece):
    """A building tile: cost side while unbuilt, action side in its owner's corner."""

    def __init__(
        self,
        building: str,
        assets: AssetLibrary,
        name: str,
        text: str,
        cost: dict[str, int],
        victory: bool,
        summary: str = "",
    ) -> None:
        super().__init__(("building", building), assets, *TILE_SIZE)
        self.building = building
        self.summary = summary or text
        self.name = name
        self.text = text
        self.cost = cost
        self.victory = victory
        self.built = False
        self.used = False
        self.owner: int | None = None
        self.hover = False
        self.setZValue(20)
        self.setToolTip(f"<b>{name}</b><br>{text}")

    def set_status(self, built: bool, used: bool, owner: int | None) -> None:
        if (built, used, owner) != (self.built, self.used, self.owner):
            self.built, self.used, self.owner = built, used, owner
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        w, h = self.base_w, self.base_h
        r = QRectF(0, 0, w, h)
        painter.setPen(QPen(a.color("ink"), 2))
        if self.built and self.owner is not None:
            painter.setBrush(a.color("parchment_light"))
        else:
            painter.setBrush(a.color("parchment"))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 7, 7)
        band = QRectF(1, 1, w - 2, 24)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        path.addRoundedRect(band, 7, 7)
        path.addRect(QRectF(1, 14, w - 2, 11))
        band_color = a.color("ink") if not self.victory else a.color("gold_dark")
        if self.built and self.owner is not None:
            band_color = a.seat_color(self.owner)
        painter.fillPath(path.simplified(), band_color)
        text_color = QColor("white")
        if self.built and self.owner is not None:
            text_color = a.seat_text_color(self.owner)
        draw_text(
            painter,
            a,
            band.adjusted(4, 0, -4, 0),
            self.name,
            14,
            True,
            color=text_color,
            wrap=False,
            min_px=8,
        )
        icon = QRectF(5, 31, 38, 38) if self.built else QRectF(6, 29, 44, 44)
        if not render_svg(painter, a, f"building_{self.building}", icon):
            painter.setBrush(a.color("parchment_dark"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(icon)
        if self.built:
            # action side: effect text and the worker spot
            text_rect = QRectF(46, 27, (w - 78) if not self.victory else (w - 50), h - 30)
            draw_text(
                painter,
                a,
                text_rect,
                self.summary,
                13,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                min_px=7,
            )
            if not self.victory:
                spot = QRectF(w - 32, 28, 27, 46)
                painter.setPen(QPen(a.color("ink_soft"), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(spot, 5, 5)
            if self.used:
                painter.fillRect(r.adjusted(2, 26, -2, -2), QColor(40, 40, 40, 70))
        else:
            self._paint_cost(painter, QRectF(52, 30, w - 56, h - 34))
        if self.highlight:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(QColor(47, 191, 113, 40))
            painter.drawRoundedRect(r, 7, 7)
        if self.hover:
            painter.setPen(QPen(HOVER, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 7, 7)

    def _paint_cost(self, painter: QPainter, area: QRectF) -> None:
        a = self.assets
        x, y = area.x(), area.y() + 4
        size = 18.0
        for good in ("lumber", "food", "brick", "money"):
            n = self.cost.get(good, 0)
            if not n:
                continue
            icon = QRectF(x, y, size, size)
            if not render_svg(painter, a, "coin" if good == "money" else f"good_{good}", icon):
                painter.setBrush(_good_color(good))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(icon)
            label = f"${n}" if good == "money" else str(n)
            draw_text(
                painter,
                a,
                QRectF(x + size, y, 22, size),
                label,
                13,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                wrap=False,
            )
            x += size + (24 if good == "money" else 14)
            if x > area.right() - 30:
                x = area.x()
                y += size + 4


def _good_color(good: str) -> QColor:
    return QColor(
        {"lumber": "#8E5B2C", "food": "#E2AA2F", "brick": "#B5543B", "money": "#E2AA2F"}[good]
    )


class DropTargetItem(QGraphicsObject):
    """A fixed board area a piece can be dropped on: lit while a drag could land there, and
    marked while hovered. Subclasses set `rect` and paint."""

    rect: QRectF
    highlight = False
    hover = False

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.rect.width() + 6, self.rect.height() + 6)

    def paint_marks(
        self, painter: QPainter, r: QRectF, inset: float, ring: float, radius: float, alpha: int
    ) -> None:
        """The drop-target light (green wash) and the hover ring, drawn over the content."""
        if self.highlight:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(QColor(47, 191, 113, alpha))
            painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.hover:
            painter.setPen(QPen(HOVER, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(ring, ring, -ring, -ring), radius, radius)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def set_hover(self, on: bool) -> None:
        if on != self.hover:
            self.hover = on
            self.update()


class SpaceItem(DropTargetItem):
    """An action space of the town or whaling board: labels over the art, and highlights."""

    def __init__(
        self,
        space: str,
        rect: QRectF,
        parts: dict[str, QRectF],
        assets: AssetLibrary,
        name: str,
        text: str,
        bonus: str,
    ) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.key = ("space", space)
        self.space = space
        self.rect = rect
        self.parts = {k: v.translated(-rect.x(), -rect.y()) for k, v in parts.items()}
        self.assets = assets
        self.name = name
        self.text = text
        self.bonus = bonus
        self.highlight = False
        self.hover = False
        self.setPos(rect.topLeft())
        self.setZValue(5)
        self.setToolTip(f"<b>{name}</b><br>{text}")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if a.renderer("board_town") is None:
            painter.setPen(QPen(a.color("ink"), 1.5))
            painter.setBrush(a.color("parchment_light"))
            painter.drawRoundedRect(r, 8, 8)
        label = self.parts.get("label", QRectF())
        draw_text(painter, a, label, self.name, 15, True, wrap=False, min_px=9)
        text = self.parts.get("text", QRectF())
        draw_text(painter, a, text, self.text, 10.5, False, min_px=7)
        bonus = self.parts.get("bonus_text", QRectF())
        draw_text(
            painter,
            a,
            bonus.adjusted(2, 0, -2, 0),
            self.bonus,
            10.5,
            True,
            min_px=7,
            color=a.color("gold_dark"),
        )
        self.paint_marks(painter, r, inset=0, ring=2, radius=8, alpha=45)


class TrackSpaceItem(DropTargetItem):
    """A whaling-track space (or the Return row, n = 0): food cost and launch highlights."""

    def __init__(
        self, n: int, rect: QRectF, cost_rect: QRectF | None, cost: int, assets: AssetLibrary
    ) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.key = ("track", n)
        self.n = n
        self.rect = rect
        self.cost_rect = cost_rect.translated(-rect.x(), -rect.y()) if cost_rect else None
        self.cost = cost
        self.assets = assets
        self.highlight = False
        self.hover = False
        self.setPos(rect.topLeft())
        self.setZValue(6)
        if n:
            self.setToolTip(
                tr("Track space {n}: launching here costs {food} food.").format(n=n, food=cost)
            )
        else:
            self.setToolTip(tr("Return: ships here come home this movement phase."))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if self.cost_rect is not None:
            c = self.cost_rect
            if a.renderer("board_whaling") is None:
                painter.setBrush(a.color("parchment_light"))
                painter.setPen(QPen(a.color("ink"), 1.5))
                painter.drawEllipse(c)
            # the circle shows the food cost (the art's sack marks it as food)
            draw_text(
                painter,
                a,
                QRectF(c.x(), c.y(), c.width() * 0.82, c.height() * 0.9),
                str(self.cost),
                19,
                True,
            )
        self.paint_marks(painter, r, inset=2, ring=3, radius=6, alpha=50)


class SvgItem(QGraphicsObject):
    """A static piece of board art (falls back to a plain rounded rectangle)."""

    def __init__(
        self, asset_id: str, rect: QRectF, assets: AssetLibrary, fallback: QColor | None = None
    ) -> None:
        super().__init__()
        self.asset_id = asset_id
        self.rect = rect
        self.assets = assets
        self.fallback = fallback or assets.color("parchment")
        self.setPos(rect.topLeft())
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        if not render_svg(painter, self.assets, self.asset_id, r):
            painter.setPen(QPen(self.assets.color("ink"), 2))
            painter.setBrush(self.fallback)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)


class PanelItem(QGraphicsObject):
    """A painted panel whose content is a callable (used for seat boards and the prompt)."""

    def __init__(self, rect: QRectF, painter_fn: Callable[[QPainter, QRectF], None]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = rect
        self.painter_fn = painter_fn
        self.setPos(rect.topLeft())
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.rect.width() + 8, self.rect.height() + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter_fn(painter, QRectF(0, 0, self.rect.width(), self.rect.height()))


class ButtonItem(QGraphicsObject):
    """A clickable rounded button inside the scene (prompts, popups, the $3 purchase)."""

    clicked = Signal()

    def __init__(
        self,
        text: str,
        rect: QRectF,
        assets: AssetLibrary,
        primary: bool = False,
        enabled: bool = True,
        tooltip: str = "",
    ) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text = text
        self.rect = rect
        self.assets = assets
        self.primary = primary
        self.enabled = enabled
        self.hover = False
        self.focused = False
        self.zone = False  # a drop zone: dashed, not a push button
        self.setPos(rect.topLeft())
        self.setZValue(80)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.rect.width() + 4, self.rect.height() + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if not self.enabled:
            bg, fg = QColor("#D8D2C2"), QColor("#8A8678")
        elif self.primary:
            bg, fg = a.color("sea_deep"), QColor("white")
        else:
            bg, fg = a.color("parchment_light"), a.color("ink")
        if self.hover and self.enabled:
            bg = bg.lighter(115) if self.primary else QColor("#FFF3C4")
        painter.setPen(QPen(HOVER if self.focused else a.color("ink"), 3 if self.focused else 1.5))
        painter.setBrush(bg)
        if self.zone:
            painter.setPen(QPen(a.color("ink_soft"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 7, 7)
        draw_text(
            painter,
            a,
            r.adjusted(5, 1, -5, -1),
            self.text,
            13,
            True,
            color=fg,
            wrap=False,
            min_px=8,
        )

    def hoverEnterEvent(self, event: object) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hover = False
        self.update()

    def mousePressEvent(self, event: object) -> None:
        event.accept()  # type: ignore[attr-defined]

    def mouseReleaseEvent(self, event: object) -> None:
        if self.enabled and self.boundingRect().contains(event.pos()):  # type: ignore[attr-defined]
            self.clicked.emit()

    def click(self) -> None:
        """Programmatic click (keyboard Enter, `Controller.perform`)."""
        if self.enabled:
            self.clicked.emit()


class BubbleItem(QGraphicsObject):
    """A floating caption: refusal sentences by the cursor, a Captain's reasoning."""

    def __init__(self, assets: AssetLibrary, width: float = 300, tone: str = "info") -> None:
        super().__init__()
        self.assets = assets
        self.width = width
        self.text = ""
        self.tone = tone
        self.height = 30.0
        self.setZValue(200)
        self.hide()

    def set_text(self, text: str, tone: str | None = None) -> None:
        self.prepareGeometryChange()
        self.text = text
        if tone is not None:
            self.tone = tone
        fm = QFontMetricsF(self.assets.font(13, True))
        br = fm.boundingRect(
            QRectF(0, 0, self.width - 20, 1000), int(Qt.TextFlag.TextWordWrap), text
        )
        self.height = br.height() + 16
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        bg = QColor("#FFF4F2") if self.tone == "error" else QColor("#FFFDF4")
        edge = REFUSED if self.tone == "error" else self.assets.color("ink")
        painter.setPen(QPen(edge, 2))
        painter.setBrush(QBrush(bg))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8)
        draw_text(
            painter,
            self.assets,
            r.adjusted(10, 6, -10, -6),
            self.text,
            13,
            True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            color=edge if self.tone == "error" else self.assets.color("ink"),
        )
