"""Scene items: views of engine objects, keyed by engine ids. They hold no rules.

Movable pieces (`Piece` subclasses) are placed by rectangle (`place(rect)` = position + scale),
so the animator can move and resize any of them with the QGraphicsObject `pos`/`scale`
properties. Text is painted with `draw_text` (shrinks to fit, never overflows its box).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nbgui.text import msg, words
from nbgui.ui.i18n import current_language, listed, say
from nbgui.ui.table.assets import RELEASE_AFTER_MS, AssetLibrary
from nbgui.ui.table.geometry import (
    HOLD_PLATE,
    HOLD_PLATE_FOOT,
    HOLD_RISE,
    HOLD_SPILL,
    HOLD_SPILL_GAP,
    HOLD_TAG,
    HOLD_W,
    PLATE_SPOT,
    SHIP_SIZE,
    TILE_SIZE,
    TOKEN_SIZE,
    WORKER_SIZE,
)
from nbgui.ui.table.hyphen import break_points
from nbgui.ui.table.whales import (
    TOKEN_TEXT_ZONES,
    WhaleFacts,
    kind_style,
    outline_path,
)

HIGHLIGHT = QColor("#2FBF71")
BUBBLE_PX = 16.0  # bubbles are measured and drawn at this size (≥ 12 px at 0.75 px/unit)
BONUS_TEXT = "#6E4E0A"  # dark gold: 5.6:1 on the bonus ribbon, 6.2:1 on parchment
HOVER = QColor("#FFD23F")
REFUSED = QColor("#D1495B")


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def row_line(label: str, text: str) -> str:
    """A card's or a tooltip's row, "Lay: $4 to keep it…": its label and its text as the
    catalogue sets them side by side (a language may want a space before the colon); the
    text alone where the row has no label."""
    return tr("{label}: {text}").format(label=label, text=text) if label else text


def money(n: int) -> str:
    """An amount of money as the catalogue writes it ("$3" / "3 $")."""
    return say(words.money(n))


_FIT_CACHE: dict[tuple[object, ...], tuple[float, str]] = {}
_WORD_WRAP = int(Qt.TextFlag.TextWordWrap)

#: Smallest text the table draws, in logical pixels on screen (the legibility floor), from
#: the maximized 1366×768 window's size up.
MIN_TEXT_PX = 12.0
#: The table's scale (logical pixels per scene unit) in that window: the layout is measured
#: for a 12 px floor there (15 units, `geometry.READABLE_UNITS`).
FLOOR_SCALE = 0.8


class TextFloor:
    """The floor in force: `MIN_TEXT_PX`, or, in a smaller window (1280×720: the table at
    0.74 px a unit), as much less as the table is drawn smaller — the 1366×768 table scaled
    down, whose names fit whole, rather than its texts measured anew at 12 px and shortened
    with "…" where their places have not grown. Each table's view sets `px` from its own
    fitted scale before it paints (`TableView.paintEvent`, and the off-screen renders), so a
    small replay window leaves the main table's floor alone."""

    px = MIN_TEXT_PX

    @staticmethod
    def for_scale(scale: float) -> float:
        """The floor (logical pixels) of a table fitted at `scale` pixels a unit."""
        return MIN_TEXT_PX * min(1.0, max(scale, 0.05) / FLOOR_SCALE)


class TextLog:
    """Records the size of every text `draw_text` paints while active (the legibility test):
    (who, text, logical pixels)."""

    entries: list[tuple[str, str, float]] | None = None
    #: (who, whole text, text shown) for every text shortened with "…" while active.
    elided: ClassVar[list[tuple[str, str, str]]] = []
    #: (who, text, colour, device rectangle) of every text painted while active (the
    #: contrast test reads the background behind each rectangle from the rendered image).
    drawn: ClassVar[list[tuple[str, str, QColor, QRectF]]] = []
    #: (who, text, device rectangle of the glyphs as laid out) of every text painted while
    #: active (the overlap check: a piece must not cover a text that is not its own).
    ink: ClassVar[list[tuple[str, str, QRectF]]] = []
    #: when each `ink` entry was painted (a count shared with `PieceLog.order`)
    ink_order: ClassVar[list[int]] = []
    #: (item painting it, device rectangle of the glyphs as laid out, not clipped to the
    #: text's box) for each `ink` entry: the check for texts drawn over one another
    lines: ClassVar[list[tuple[str, QRectF]]] = []
    #: (who, device rectangle) of art no text may be drawn over while active: a space's
    #: icon, which is part of the board's picture, not a piece (`legibility.texts_over_art`)
    keep_clear: ClassVar[list[tuple[str, QRectF]]] = []
    #: The item being painted (items set it in `paint`), named in the entries.
    current = ""

    @classmethod
    def start(cls) -> None:
        cls.entries = []
        cls.elided = []
        cls.drawn = []
        cls.ink = []
        cls.ink_order = []
        cls.lines = []
        cls.keep_clear = []

    @classmethod
    def stop(cls) -> list[tuple[str, str, float]]:
        out, cls.entries = cls.entries or [], None
        return out


#: Smallest building icon a built tile draws, in logical pixels on screen: smaller, the
#: tile is all name (`BuildingItem._name_takes_the_face`).
MIN_ICON_PX = 20.0

#: Smallest piece a player must tell apart (whale tokens and hold tags, workers, ships, goods,
#: the die), in logical pixels on screen.
MIN_PIECE_PX = 28.0


class PieceLog:
    """Records the on-screen size of every piece painted while active (the legibility test):
    (who, width px, height px, size px). A piece's size is its smaller side; a worker's is its
    height (a meeple is narrow by shape)."""

    entries: list[tuple[str, float, float, float]] | None = None
    #: (who, device rectangle) of every piece painted while active (the overlap check).
    rects: ClassVar[list[tuple[str, QRectF]]] = []
    #: when each `rects` entry was painted (a count shared with `TextLog.ink_order`): what
    #: is painted later lies on top
    order: ClassVar[list[int]] = []
    painted: ClassVar[int] = 0
    #: (who, device rectangle) of art drawn while active that is no piece but must stay
    #: clear of what lies on it (a Helm space's course icon: `record_icon`)
    icons: ClassVar[list[tuple[str, QRectF]]] = []

    @classmethod
    def start(cls) -> None:
        cls.entries = []
        cls.rects = []
        cls.order = []
        cls.icons = []

    @classmethod
    def stop(cls) -> list[tuple[str, float, float, float]]:
        out, cls.entries = cls.entries or [], None
        return out


def record_piece(painter: QPainter, who: str, rect: QRectF, by_height: bool = False) -> None:
    """Record a piece drawn in `rect` (painter coordinates) at its on-screen size."""
    if PieceLog.entries is None:
        return
    scale = painter_scale(painter)
    w, h = rect.width() * scale, rect.height() * scale
    PieceLog.entries.append((who, w, h, h if by_height else min(w, h)))
    PieceLog.rects.append((who, painter.worldTransform().mapRect(rect)))
    PieceLog.painted += 1
    PieceLog.order.append(PieceLog.painted)


def record_icon(painter: QPainter, who: str, rect: QRectF) -> None:
    """Record an icon drawn in `rect` (painter coordinates) at its place on screen, while
    `PieceLog` is active."""
    if PieceLog.entries is not None:
        PieceLog.icons.append((who, painter.worldTransform().mapRect(rect)))


def painter_scale(painter: QPainter) -> float:
    """Logical pixels per scene unit through the painter's current transform (item scale ×
    view scale; 1 when painting unscaled)."""
    t = painter.worldTransform()
    scale = abs(t.m11() * t.m22() - t.m12() * t.m21()) ** 0.5
    return scale if scale > 1e-6 else 1.0


def text_floor(painter: QPainter) -> float:
    """The smallest font size (scene units) `draw_text` uses with this painter."""
    return _floor_at(painter_scale(painter))


def _floor_at(scale: float) -> float:
    """`text_floor` of a painter whose `painter_scale` is `scale`."""
    return float(math.ceil(TextFloor.px / scale - 1e-6))


def _fits(fm: QFontMetricsF, rect: QRectF, flags: int, text: str) -> bool:
    br = fm.boundingRect(QRectF(0, 0, rect.width(), 10000), flags, text)
    return br.width() <= rect.width() + 0.5 and br.height() <= rect.height() + 0.5


def _hyphenate(fm: QFontMetricsF, width: float, text: str) -> str:
    """`text` with every word too wide for `width` broken with "-" onto the next line, at a
    syllable boundary only (`hyphen.break_points`, in the current language): before
    anything is shortened, a long name is split, never cut. A word with no such boundary
    that fits stays whole (the caller shrinks or shortens the text)."""
    lang = current_language()
    out = []
    for line in text.split("\n"):
        parts = []
        for word in line.split(" "):
            # only words are broken, never an amount ("+5 $", "10")
            points = break_points(word, lang) if fm.horizontalAdvance(word) > width else []
            done = 0
            while points and fm.horizontalAdvance(word[done:]) > width:
                fitting = [c for c in points if fm.horizontalAdvance(word[done:c] + "-") <= width]
                if not fitting:
                    break  # no syllable boundary fits: the word stays whole
                parts.append(word[done : fitting[-1]] + "-\n")
                done = fitting[-1]
                points = [c for c in points if c > done]
            parts.append(word[done:])
        out.append(" ".join(parts).replace("\n ", "\n"))
    return "\n".join(out)


def _elide(fm: QFontMetricsF, rect: QRectF, flags: int, text: str, wrap: bool) -> str:
    """`text` shortened with "…" to fit `rect` at this font (the card shows it whole)."""
    if not wrap:
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    lines = max(1, int(rect.height() // max(1.0, fm.lineSpacing())))
    budget = rect.width() * lines
    while budget > 10:
        out = fm.elidedText(text, Qt.TextElideMode.ElideRight, budget)
        if _fits(fm, rect, flags, out):
            return out
        budget *= 0.9
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())


def _fit(
    painter: QPainter,
    assets: AssetLibrary,
    rect: QRectF,
    text: str,
    px: float,
    bold: bool,
    italic: bool,
    flags: int,
    min_px: float,
    wrap: bool,
    scale: float | None = None,
) -> tuple[float, str]:
    """(font size, text shown) of `text` in `rect` as `draw_text` paints it: the largest size
    from `px` down to `min_px` (never below the on-screen floor) at which it fits, else at the
    floor broken at hyphens or shortened with "…". `scale`: the painter's `painter_scale`,
    when the caller has it already."""
    # whole scene units (font pixels)
    floor = _floor_at(scale if scale is not None else painter_scale(painter))
    start = max(px, floor)
    low = max(min_px, floor)
    # Cached by the box's exact size: an answer is never reused for another box. (Keyed by the
    # size rounded to a tenth, a layout measured in a box 74.25 wide — "Un barco / 1 casilla /
    # más lejos", the widest line 74.22 — was reused for one 74.18 wide, where Qt wraps "más
    # lejos" once more when it paints: the Lighthouse's effect took four lines in a body of
    # three, over its name, on Ahab's board at 1920×1080. A static table repaints its boxes at
    # the same sizes, so the cache still answers every repaint.)
    key = (
        assets.family,
        current_language(),  # where a word breaks (`_hyphenate`)
        text,
        rect.width(),
        rect.height(),
        start,
        bold,
        italic,
        flags,
        low,
    )
    fitted = _FIT_CACHE.get(key)
    if fitted is None:
        size = start
        shown = text
        tried = 0  # the font's whole-pixel size last measured (sizes step by half a pixel)
        fits = False
        while True:
            if round(size) != tried:  # the same font as the last step: the same answer
                tried = round(size)
                fm = assets.metrics(size, bold, italic)
                fits = _fits(fm, rect, flags, text)
            if fits:
                break
            if size - 0.5 < low:
                broken = _hyphenate(fm, rect.width(), text) if wrap else text
                shown = (
                    broken
                    if _fits(fm, rect, flags, broken)
                    else _elide(fm, rect, flags, text, wrap)
                )
                break
            size -= 0.5
        if len(_FIT_CACHE) > 20000:
            _FIT_CACHE.clear()
        fitted = _FIT_CACHE[key] = (size, shown)
    return fitted


def fits_whole(
    painter: QPainter,
    assets: AssetLibrary,
    rect: QRectF,
    text: str,
    px: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    min_px: float = 7.0,
) -> bool:
    """Whether `draw_text` (wrapping) would paint `text` whole in `rect`: ask before drawing
    something that only makes sense with it (a heading and its first line)."""
    if not text or rect.width() <= 0 or rect.height() <= 0:
        return False
    flags = int(align) | int(Qt.TextFlag.TextWordWrap)
    _size, shown = _fit(painter, assets, rect, text, px, bold, False, flags, min_px, True)
    return not (shown != text and "…" in shown)


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
    who: str = "",
    elide: bool = True,
) -> bool:
    """Paint `text` inside `rect` at `px` scene units, shrinking to fit down to `min_px` —
    but never below `MIN_TEXT_PX` logical pixels on screen (`TextFloor`): what still does not
    fit at that size is shortened with "…" (the item's card has the whole text) — or, with
    `elide=False`, not drawn at all (the caller then draws something shorter).

    Returns True when the whole text was drawn. Every text on the table goes through here;
    `TextLog` records its painted size and colour (`who` names the item in the legibility
    and contrast tests' reports)."""
    if not text or rect.width() <= 0 or rect.height() <= 0:
        return False
    flags = int(align) | (_WORD_WRAP if wrap else 0)
    scale = painter_scale(painter)
    size, shown = _fit(painter, assets, rect, text, px, bold, italic, flags, min_px, wrap, scale)
    whole = not (shown != text and "…" in shown)
    if not whole and not elide:
        return False
    font = assets.font(size, bold, italic)
    pen = color if color is not None else assets.color("ink")
    painter.setFont(font)
    painter.setPen(pen)
    painter.drawText(rect, flags, shown)
    if TextLog.entries is not None:
        who = who or TextLog.current
        TextLog.entries.append((who, text, font.pixelSize() * scale))
        TextLog.drawn.append((who, text, QColor(pen), painter.worldTransform().mapRect(rect)))
        laid = painter.boundingRect(rect, flags, shown)
        glyphs = laid.intersected(rect)
        TextLog.ink.append((who, text, painter.worldTransform().mapRect(glyphs)))
        TextLog.lines.append((TextLog.current, painter.worldTransform().mapRect(laid)))
        PieceLog.painted += 1
        TextLog.ink_order.append(PieceLog.painted)
        if not whole:
            TextLog.elided.append((who, text, shown))
    return whole


def paint_floating_frame(
    painter: QPainter, assets: AssetLibrary, r: QRectF, radius: float = 10
) -> None:
    """The frame of a floating panel (popup, card): a soft shadow and a parchment face."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 64))
    painter.drawRoundedRect(r.translated(4, 5), radius, radius)
    painter.setPen(QPen(assets.color("ink"), 2))
    painter.setBrush(assets.color("parchment_light"))
    painter.drawRoundedRect(r, radius, radius)


def render_svg(painter: QPainter, assets: AssetLibrary, asset_id: str, rect: QRectF) -> bool:
    """Render an SVG into `rect`; False if it is missing (the caller draws a fallback)."""
    r = assets.renderer(asset_id)
    if r is None:
        return False
    r.render(painter, rect)
    return True


def render_rimmed(
    painter: QPainter, assets: AssetLibrary, asset_id: str, rect: QRectF, rim: QColor
) -> bool:
    """`render_svg` with a one-pixel `rim` round the art's silhouette (on screen: rendered
    at the painter's scale); False if the art is missing."""
    if assets.renderer(asset_id) is None:
        return False
    t = painter.worldTransform()
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    scale = max(1e-3, math.hypot(t.m11(), t.m12())) * dpr
    pad = 2
    w, h = math.ceil(rect.width() * scale), math.ceil(rect.height() * scale)
    art = QImage(w + 2 * pad, h + 2 * pad, QImage.Format.Format_ARGB32_Premultiplied)
    art.fill(Qt.GlobalColor.transparent)
    ap = QPainter(art)
    ap.setRenderHint(QPainter.RenderHint.Antialiasing)
    render_svg(ap, assets, asset_id, QRectF(pad, pad, rect.width() * scale, rect.height() * scale))
    ap.end()
    edge = art.copy()
    ep = QPainter(edge)
    ep.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    # drawRect without a pen: fillRect's pixels, without the overload resolution that builds
    # QGradient's five enums (issue 18; a whole game built QGradient since 82b761e)
    ep.setPen(Qt.PenStyle.NoPen)
    ep.setBrush(rim)
    ep.drawRect(edge.rect())
    ep.end()
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(1 / scale, 1 / scale)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)):
        painter.drawImage(QPointF(dx - pad, dy - pad), edge)
    painter.drawImage(QPointF(-pad, -pad), art)
    painter.restore()
    return True


def shed_signal_instances(obj: Any) -> None:
    """Let go of the bound signals PySide6 made for `obj` when it was constructed.

    PySide6 (6.11) makes a `SignalInstance` of every signal a Python-made QObject has — 14 for
    a QGraphicsObject (``xChanged``, ``opacityChanged``, ``destroyed``…), its class's own too —
    and keeps them in the instance's ``__dict__``: about 3 KiB of Qt's memory and 0.9 KiB of
    Python's an item, for signals the table's items never use (issue 18: 86 items at a game's
    end). The class's `Signal` makes one again on the first access (and keeps it), so
    ``item.clicked.connect(…)`` works as before."""
    found = obj.__dict__
    for name in [k for k, v in found.items() if type(v) is SignalInstance]:
        del found[name]


class Retired:
    """Items taken off the table, held until the next turn of the event loop and then freed:
    a table or prompt rebuilt from inside a click (a button's `clicked`) must not free the
    clicked item while Qt's scene is still delivering its mouse event (`Prompt.clear`,
    `TableScene.build`)."""

    def __init__(self) -> None:
        self.items: list[Any] = []
        self._pending = False

    def hold(self, item: Any) -> None:
        """Keep `item` (already off the table) until the next event-loop turn."""
        self.items.append(item)
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self._release)

    def _release(self) -> None:
        self._pending = False
        self.items = []


class LeanObject(QGraphicsObject):
    """A QGraphicsObject without the bound signals PySide6 makes for every instance
    (`shed_signal_instances`): the base of the table's items."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        shed_signal_instances(self)


class Piece(LeanObject):
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

    def base_rect(self) -> QRectF:
        """The piece's own picture, in item coordinates (its bounding rect keeps room around
        it: a highlight, a ship's hold tags)."""
        return QRectF(0, 0, self.base_w, self.base_h)

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
        r = self.base_rect()
        record_piece(painter, f"worker {self.seat}.{self.index}", r, by_height=True)
        if not render_svg(painter, self.assets, f"worker_{self.seat}", r):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.assets.seat_color(self.seat))
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            path.addEllipse(QRectF(6, 0, 12, 12))
            path.addRoundedRect(QRectF(1, 11, 22, 19), 5, 5)
            painter.drawPath(path.simplified())


class ShipItem(Piece):
    def __init__(
        self, seat: int, index: int, assets: AssetLibrary, facts: dict[str, WhaleFacts]
    ) -> None:
        super().__init__(("ship", seat, index), assets, *SHIP_SIZE)
        self.seat = seat
        self.index = index
        self.facts = facts
        self.cargo: list[str] = []
        #: the slot to its right is free: a hold of three kinds may reach over it
        #: (`geometry.hold_room`)
        self.room_right = False
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        # room for the hold's tags, which may be wider than the hull and rise above the sails
        # (a hold of three kinds reaches `HOLD_SPILL` past the strip where the next slot is free)
        return QRectF(
            -30, -HOLD_TAG - 6, self.base_w + 60 + HOLD_SPILL, self.base_h + HOLD_TAG + 12
        )

    def set_room_right(self, free: bool) -> None:
        """Whether the slot to its right is free (`geometry.hold_room`)."""
        if free != self.room_right:
            self.room_right = free
            self.update()

    def set_cargo(self, cargo: Sequence[str], rules: Any) -> None:
        """The hold's tokens (the tooltip names them: "Hold: Sperm whale S2, …")."""
        if list(cargo) != self.cargo:
            self.cargo = list(cargo)
            # a ship with whales aboard draws its tags over its neighbours
            self.setZValue(31 if self.cargo else 30)
            self.update()
            names = listed(token_name(rules, t) for t in self.cargo)
            self.setToolTip(
                tr("Hold: {tokens}").format(tokens=names) if names else tr("Hold: empty")
            )

    def hold_tags(self) -> list[tuple[str, int, QRectF]]:
        """(letter, count, rect) of each kind aboard, in rules order, over the sails, each
        `HOLD_TAG` high: one strip as wide as the ship's track slot (`HOLD_W`), cut into a
        tag per kind, so a hold never reaches over a neighbouring ship or the track's
        numbers. One kind: the whale beside its count; two: each whale over its count; three:
        where the slot to the right is free (`room_right`), tags as wide as two kinds' over
        it (`HOLD_SPILL`), each whale over its count, else narrow tags, the count alone
        (`hold_tag_layout`)."""
        counts: dict[str, int] = {}
        for tok in self.cargo:
            counts[tok[:1]] = counts.get(tok[:1], 0) + 1
        order = list(self.facts)
        kinds = sorted(counts, key=lambda k: order.index(k) if k in order else len(order))
        if not kinds:
            return []
        n = len(kinds)
        gap = 2.0
        total = HOLD_W
        if n == 3 and self.room_right:
            w = (HOLD_W - gap) / 2  # as a two-kind hold's: the whale over its count
            gap = HOLD_SPILL_GAP
        else:
            gap = 1.0 if n == 3 else gap  # three in the strip: every unit for the pictures
            w = (total - (n - 1) * gap) / n
        x = (self.base_w - total) / 2
        # low enough to stay clear of the ship in the track row above
        y = -HOLD_RISE
        return [
            (k, counts[k], QRectF(x + i * (w + gap), y, w, HOLD_TAG)) for i, k in enumerate(kinds)
        ]

    def hold_rect(self) -> QRectF | None:
        """The whole hold, in item coordinates: its plate in the ship's colour, as wide as its
        tags, `HOLD_PLATE` above and `HOLD_PLATE_FOOT` below them, over the sails and the
        hull's top (so a hold reaching over the next slot reads as this ship's, one piece
        with its hull)."""
        tags = self.hold_tags()
        if not tags:
            return None
        return QRectF(tags[0][2].topLeft(), tags[-1][2].bottomRight()).adjusted(
            0, -HOLD_PLATE, 0, HOLD_PLATE_FOOT
        )

    def shape(self) -> QPainterPath:
        """What a press or a drop hits: the hull and its hold's tags, not the bounding rect's
        room around them, which reaches into the neighbouring track slots (a hold of three
        kinds may spill over a free one): a whale dropped on a ship's right half found the
        ship in the next slot, stacked above it, and was refused (1920×1080, three seats)."""
        path = QPainterPath()
        hold = self.hold_rect()
        path.addRect(self.base_rect() if hold is None else self.base_rect().united(hold))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        TextLog.current = f"ship {self.key[1:]}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.base_rect()
        if self.highlight:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 210, 63, 140))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        kind = "small" if self.index == 1 else "large"
        art = QRectF(2, 0, self.base_w - 4, self.base_h)
        record_piece(painter, f"ship {self.seat}.{self.index}", art)
        if not render_svg(painter, self.assets, f"ship_{kind}_{self.seat}", art):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.assets.seat_color(self.seat))
            hull = QPolygonF([QPointF(4, 18), QPointF(58, 18), QPointF(50, 32), QPointF(12, 32)])
            painter.drawPolygon(hull)
            painter.setBrush(QColor("white"))
            painter.drawPolygon(QPolygonF([QPointF(30, 2), QPointF(30, 17), QPointF(46, 17)]))
        # the hold, counted by kind, over the sails (the hull keeps the seat's colour and badge);
        # recorded as one piece (a kind's tag alone may be narrower than a piece: it is read
        # by its colour, outline and count, written at a readable size)
        hold = self.hold_rect()
        if hold is not None:
            who = f"hold on ship {self.seat}.{self.index}"
            record_piece(painter, who, hold)
            # the plate: the seat's colour round and between the tags, as the hull under it
            painter.setPen(QPen(self.assets.color("ink"), 1.2))
            painter.setBrush(self.assets.seat_color(self.seat))
            painter.drawRoundedRect(hold, 4, 4)
            for letter, n, box in self.hold_tags():
                paint_hold_tag(painter, self.assets, self.facts.get(letter), n, box, who)


def paint_token(
    painter: QPainter,
    assets: AssetLibrary,
    facts: WhaleFacts | None,
    r: QRectF,
    who: str,
) -> None:
    """A whale token in `r`: its kind's art, then its lay (``$8``) and points written on the
    banner from rules/ (the empty sea has neither). Recorded as a piece named `who`."""
    record_piece(painter, who, r)
    kind = facts.kind if facts is not None else "sea"
    if not render_svg(painter, assets, f"token_{kind}", r):
        fill, _text, shape = kind_style(assets, kind)
        painter.setPen(QPen(assets.color("ink"), max(1.0, r.width() / 30)))
        painter.setBrush(fill)
        painter.drawPath(outline_path(shape, r))
    if facts is None or not facts.is_whale:
        return
    lay = say(msg("unit.money.short", n=facts.lay))  # "$8" / "8$": no room for a space
    for zone, text in (("lay", lay), ("points", str(facts.points))):
        draw_text(
            painter,
            assets,
            _token_zone(assets, zone, r),
            text,
            r.height() * 0.34,
            True,
            color=assets.color("ink"),
            wrap=False,
            min_px=1,
            who=f"{who} {zone}",
        )


def _token_zone(assets: AssetLibrary, name: str, r: QRectF) -> QRectF:
    """Where the lay or the points are written on a token in `r` (the art's banner: the
    manifest's `whale_token` rects, in its 100 × 100 box)."""
    fx, fy, fw, fh = TOKEN_TEXT_ZONES[name]
    given = assets.manifest.get("whale_token")
    if isinstance(given, dict) and isinstance(given.get("rects"), dict):
        z = given["rects"].get(name)
        if isinstance(z, list) and len(z) == 4 and all(isinstance(v, int | float) for v in z):
            fx, fy, fw, fh = (float(v) / 100 for v in z)
    return QRectF(
        r.x() + fx * r.width(), r.y() + fy * r.height(), fw * r.width(), fh * r.height()
    )


#: A whale's picture in a hold tag: the silhouette's art is 76 × 35.
WHALE_ART_RATIO = 35.0 / 76.0
#: A hold tag narrower than this part of its height is a narrow one (three kinds in the
#: ship's own slot): a plain rounded face, the whale its whole width over the bare count.
NARROW_TAG = 0.75


def hold_tag_layout(r: QRectF, count: int) -> tuple[QRectF | None, QRectF, str, float]:
    """(the whale picture's rect or None, the count's rect, the count's text, its size) of a
    hold tag in `r`: a wide tag (one kind aboard) the whale beside "×2", a tag of two kinds
    the whale over "×2"; a narrow one (three kinds in the ship's own slot) the whale across
    the tag's width over the bare count ("3": "×3" is wider than the tag at 12 px), where it
    said the count alone ("1 1 3"), which kind each was told by colour only."""
    h = r.height()
    if r.width() >= h * 1.4:
        # the count kept off the outline's ends (a bowhead's hexagon narrows there)
        ww = min(r.width() * 0.46, h * 0.9)
        pic = QRectF(r.x() + r.width() * 0.08, 0, ww, ww * WHALE_ART_RATIO)
        pic.moveTop(r.center().y() - pic.height() / 2)
        box = QRectF(pic.right(), r.y(), r.right() - pic.right() - r.width() * 0.09, h)
        return pic, box, f"×{count}", h * 0.4
    if r.width() >= h * NARROW_TAG:
        # the count in the outline's wide middle, the whale over it: at the tag's foot "×2"
        # ran out of an oval or a hexagon (they narrow there), white over the sails
        ww = r.width() * 0.66
        pic = QRectF(r.center().x() - ww / 2, r.y() + h * 0.18, ww, ww * WHALE_ART_RATIO)
        box = QRectF(r.x(), pic.bottom() - h * 0.05, r.width(), h * 0.5)
        return pic, box, f"×{count}", h * 0.4
    # the whale the tag's whole width (the tag's face is a plain rounded rectangle, its
    # white rim under the picture's ends), a fifth of the way down; the count under it
    pic = QRectF(r.x(), r.y() + h * 0.2, r.width(), r.width() * WHALE_ART_RATIO)
    box = QRectF(r.x(), pic.bottom() - h * 0.05, r.width(), h * 0.5)
    return pic, box, str(count), h * 0.42


def paint_hold_tag(
    painter: QPainter,
    assets: AssetLibrary,
    facts: WhaleFacts | None,
    count: int,
    r: QRectF,
    who: str,
) -> None:
    """One kind in a ship's hold: the kind's outline in its colour (its token's), the whale
    as on its token and the count ("×2", `hold_tag_layout`). Letters ("2R") were a code a
    newcomer had to learn. A narrow tag (three kinds in the ship's own slot, 16 px wide at
    1366×768) is a rounded rectangle in the kind's colour: an oval or a hexagon squeezed
    that narrow cut its whale's head and tail off, and the whale says the kind. The caller
    records the hold as a piece; the count is recorded under `who`."""
    kind = facts.kind if facts is not None else "sea"
    fill, text, shape = kind_style(assets, kind)
    narrow = r.width() < r.height() * NARROW_TAG
    if narrow:
        path = QPainterPath()
        path.addRoundedRect(r, r.width() * 0.2, r.width() * 0.2)
    else:
        path = outline_path(shape, r)
    painter.setPen(QPen(assets.color("ink"), max(0.8, min(r.width(), r.height()) / 30)))
    painter.setBrush(fill)
    painter.drawPath(path)
    pic, box, label, px = hold_tag_layout(r, count)
    painter.save()
    # the whale inside its outline (a narrow tag's: inside the tag, over its rim's sides)
    if narrow:
        painter.setClipRect(r, Qt.ClipOperation.IntersectClip)
    else:
        painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    if pic is not None and text.lightness() > 128:
        # a pale whale on a dark tag (the bowhead's): an ink rim round it, as the dark
        # whales on pale tags have their edge against the tag (it was a faint smudge)
        drawn = render_rimmed(painter, assets, f"whale_{kind}", pic, assets.color("ink"))
    else:
        drawn = pic is not None and render_svg(painter, assets, f"whale_{kind}", pic)
    painter.restore()
    if pic is not None and not drawn:
        # no art: the kind's letter, as the token's name says it
        box = r.adjusted(1, 0, -1, 0)
        letter = facts.letter if facts is not None else "?"
        label = f"{count}{letter}"
    draw_text(
        painter,
        assets,
        box,
        label,
        px,
        True,
        color=text,
        wrap=False,
        min_px=1,
        who=who,
    )


class TokenItem(Piece):
    def __init__(
        self, token: str, assets: AssetLibrary, facts: WhaleFacts | None, name: str
    ) -> None:
        super().__init__(("token", token), assets, TOKEN_SIZE, TOKEN_SIZE)
        self.token = token
        self.facts = facts
        self.setZValue(50)
        self.setToolTip(name)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        TextLog.current = f"whale token {self.token}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.base_rect()
        if self.highlight:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 210, 63, 170))
            painter.drawEllipse(r.adjusted(-4, -4, 4, 4))
        paint_token(painter, self.assets, self.facts, r, f"whale token {self.token}")


def token_name(rules: Any, token: str) -> str:
    """A token's name through the catalogue: ``Sperm whale S2``."""
    return say(words.token(rules, token))


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
        TextLog.current = f"marker {self.key[0]}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.base_rect()
        if self.key == ("die",):
            record_piece(painter, "die", r)
        if not render_svg(painter, self.assets, self.asset_id, r):
            painter.setPen(QPen(self.assets.color("ink"), 1.5))
            painter.setBrush(self.fallback)
            painter.drawRoundedRect(r, 6, 6)
            draw_text(painter, self.assets, r, self.label, 14, True)


def cost_icon_size(fm: QFontMetricsF) -> float:
    """The side of a good's icon in a building tile's cost row, for the cost's font: 0.9 of
    a line, between 12 and 20 units."""
    return min(20.0, max(12.0, fm.height() * 0.9))


def _icon_gap(icon: float | None) -> float:
    """The room between a good's icon and its number in a tile's cost: none with the
    tray's own icon size at three and four seats (`Geometry.tray_cost_icon`: the 20-tile
    Spanish tray packs every name bold so), else a unit."""
    return 0.0 if icon else 1.0


def cost_row_height(fm: QFontMetricsF) -> float:
    """The height of one row of a building tile's cost (icon and number): what the name band
    leaves for it and what `_paint_cost` draws each row in."""
    return max(cost_icon_size(fm), fm.height())


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
        #: a victory building whose bonus is counted ("+1 per 2 buildings"): its bonus now,
        #: "+4 points", said where the rule does not fit (set by the scene from the score)
        self.points_now = ""
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

    #: Tables of three and four seats: the tile takes the shape of its place (a tray slot as
    #: wide as its name needs; a name plate in a corner) and is painted in scene units, so
    #: its text is measured at the readable size exactly (`paint_multi`).
    multi = False
    #: each good's icon in the cost at three and four seats (`Geometry.tray_cost_icon`)
    cost_icon: float | None = None

    def set_status(self, built: bool, used: bool, owner: int | None) -> None:
        if (built, used, owner) != (self.built, self.used, self.owner):
            self.built, self.used, self.owner = built, used, owner
            self.update()

    def set_shape(self, w: float, h: float) -> None:
        """Take the shape (aspect) of a `w` × `h` place: the base height follows, the base
        width stays (the animator scales by width). Two seats: a tray slot may be taller than
        3:2 (the tray's height shared by its rows), a corner slot is 3:2."""
        if w <= 0:
            return
        base_h = self.base_w * h / w
        if abs(base_h - self.base_h) > 1e-6:
            self.prepareGeometryChange()
            self.base_h = base_h
            self.update()

    def place(self, rect: QRectF) -> None:
        self.set_shape(rect.width(), rect.height())
        super().place(rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        TextLog.current = f"building tile {self.building}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.multi:
            self.paint_multi(painter)
            return
        a = self.assets
        w, h = self.base_w, self.base_h
        r = QRectF(0, 0, w, h)
        owned = self.built and self.owner is not None
        painter.setPen(QPen(a.color("ink"), 2))
        painter.setBrush(a.color("parchment_light") if owned else a.color("parchment"))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 7, 7)
        # the name band: one line, or two when the name needs them at a readable size
        floor = text_floor(painter)
        action = self.built and not self.victory
        if action:
            name_px, lines, band_h, band_w, bold = built_tile_band(
                a, self.name, floor, self.scale()
            )
        else:
            name_px, lines, band_h, bold = self._tray_name_band(floor)
            band_w = w - 2
        whole_face = self.built and self._name_takes_the_face(painter, band_h, band_w, floor)
        if whole_face:
            band_h = h - 2
        fm = a.metrics(name_px, True)
        band = QRectF(1, 1, band_w, band_h)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        path.addRoundedRect(band, 7, 7)
        path.addRect(QRectF(1, 10, band_w, band_h - 9))
        band_color = a.color("ink") if not self.victory else a.color("gold_dark")
        if owned:
            band_color = a.seat_color(self.owner or 0)
        painter.fillPath(path.simplified(), band_color)
        text_color = a.seat_text_color(self.owner or 0) if owned else QColor("white")
        draw_text(
            painter,
            a,
            band.adjusted(2, 0, -2, 0),
            self.name,
            name_px,
            bold,
            color=text_color,
            wrap=lines > 1,
            min_px=name_px,
        )
        body = QRectF(0, band_h + 1, w, h - band_h - 1)
        # the worker spot: as wide as a worker stands there (workers never shrink with a
        # small tile: `Geometry.worker_rect_on_space`); below the name, or at the tile's
        # bottom right beside a name that takes most of the tile (`built_tile_band`)
        spot_w, spot_h = tile_worker_spot(self.scale())
        if action:
            top = body.y() if band_w >= w - 2 else h - spot_h - 1
            spot = QRectF(w - spot_w + 2, top + 3, spot_w - 6, h - top - 8)
            painter.setPen(QPen(a.color("ink_soft"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(spot, 5, 5)
        if body.height() < fm.lineSpacing() * 0.8:
            self._paint_marks(painter, r)
            return
        side = max(10.0, min(body.height() - 6, 40.0))
        icon = QRectF(5, body.y() + (body.height() - side) / 2, side, side)
        if self.built:
            # action side: the effect in a few words beside the building's icon, or alone,
            # or — when it cannot be whole at a readable size — the icon alone (the card has
            # the words), left of the worker spot
            right = w - 4 if self.victory else w - spot_w - 2
            words = QRectF(
                icon.right() + 3, body.y() + 1, right - icon.right() - 4, body.height() - 3
            )
            alone = QRectF(4, body.y() + 1, right - 6, body.height() - 3)
            px = max(13.0, floor)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            # one word ("+$5") is never broken over two lines
            wrap = " " in self.summary.strip()

            def effect_in(box: QRectF, text: str = self.summary) -> bool:
                return draw_text(
                    painter, a, box, text, px, True, flags, wrap=wrap, min_px=floor,
                    elide=False,
                )

            said = effect_in(words)
            if said:
                self._paint_icon(painter, icon)
            else:
                said = effect_in(alone)
            if not said and self.points_now:
                said = effect_in(alone, self.points_now)
            if not said and not whole_face:
                side = max(10.0, min(alone.height(), alone.width(), 40.0))
                self._paint_icon(
                    painter,
                    QRectF(
                        alone.center().x() - side / 2, alone.center().y() - side / 2, side, side
                    ),
                )
            if self.used:
                # drawRect without a pen: fillRect's pixels, without the overload resolution
                # that builds QGradient's five enums (issue 18)
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(40, 40, 40, 70))
                painter.drawRect(r.adjusted(2, band_h, -2, -2))
                painter.restore()
        else:
            # the cost beside the icon; where it would need two rows there and the body has
            # not the height for them (they rose into the name band), across the body alone
            beside = QRectF(icon.right() + 4, body.y(), w - icon.right() - 7, body.height())
            fm = a.metrics(max(13.0, floor), True)
            row_h = cost_row_height(fm)
            if self._cost_rows(fm, beside.width(), 4.0) * row_h <= body.height() + 0.5:
                self._paint_icon(painter, icon)
                self._paint_cost(painter, beside, floor)
            else:
                self._paint_cost(painter, QRectF(4, body.y(), w - 8, body.height()), floor)
        self._paint_marks(painter, r)

    def _name_takes_the_face(
        self, painter: QPainter, band_h: float, band_w: float, floor: float
    ) -> bool:
        """Whether a built tile is all name plate: where the body under its name has no room
        for the building's icon at `MIN_ICON_PX` on screen nor for its effect in words, the
        icon would be a speck (10 px on Stubb's eight-building corner at 1366×768, the
        Municipal Office's and Counting House's under their two-line names), so the name's
        band takes the tile's face, the name centred on it; the card (hover, right-click)
        has the effect. A tile whose worker spot is under its name keeps its body."""
        w, h = self.base_w, self.base_h
        spot_w, _spot_h = tile_worker_spot(self.scale())
        if not self.victory and band_w >= w - 2:
            return False  # the worker's spot is under the name
        body_h = h - band_h - 1
        right = w - 4 if self.victory else w - spot_w - 2
        alone = QRectF(4, band_h + 2, right - 6, body_h - 3)
        side = min(alone.height(), alone.width(), 40.0)
        if side * painter_scale(painter) >= MIN_ICON_PX:
            return False
        said = [t for t in (self.summary, self.points_now) if t]
        return not any(
            fits_whole(
                painter,
                self.assets,
                alone,
                text,
                max(13.0, floor),
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                floor,
            )
            for text in said
        )

    def _tray_name_band(self, floor: float) -> tuple[float, int, float, bool]:
        """(font size, lines, band height, bold) of the unbuilt tile's name band: bold where
        the name leaves a row for the cost under it, else in regular where that leaves the
        row (regular is narrower: "Capilla de los Marineros" on a 13-tile tray), else bold
        (the cost then goes across whatever body is left)."""
        w, h = self.base_w, self.base_h
        row_h = cost_row_height(self.assets.metrics(max(13.0, floor), True))
        bold = _name_band(self.assets, self.name, floor, w, True, h)
        if not (bold[3] and h - bold[2] - 1 >= row_h):
            regular = _name_band(self.assets, self.name, floor, w, False, h)
            if regular[3] and h - regular[2] - 1 >= row_h:
                return regular[0], regular[1], regular[2], False
        return bold[0], bold[1], bold[2], True

    def paint_multi(self, painter: QPainter) -> None:
        """A tile at a table of three or four seats, painted in scene units. Unbuilt: the
        name band (one or two lines, whole: the tray slot is as wide as the name needs) over
        the building's icon and its cost. Built: a name plate in the owner's colour, the name
        whole (bold, else regular; with the icon when there is room) and the worker spot at
        its right end; the effect is the card's (hover, right-click)."""
        s = self.scale() or 1.0
        painter.scale(1 / s, 1 / s)
        a = self.assets
        w, h = self.base_w * s, self.base_h * s
        r = QRectF(0, 0, w, h)
        floor = text_floor(painter)
        px = max(14.0, floor)
        owned = self.built and self.owner is not None
        if not owned:
            painter.setPen(QPen(a.color("ink"), 2))
            painter.setBrush(a.color("parchment"))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            # bold, else (a tray of 21 tiles at 1366×768 leaves "Banco" narrower than its
            # bold word) in regular, the narrower weight `tile_need` then packs for
            for bold in (True, False):
                fm = a.metrics(px, bold)
                br = fm.boundingRect(
                    QRectF(0, 0, w - 6, 10000), flags, _hyphenate(fm, w - 6, self.name)
                )
                if br.width() <= w - 6 + 0.5 and br.height() <= 2 * fm.lineSpacing() + 1:
                    break
            need = br.height()
            band_h = min(h - 2, need + 3)
            band = QRectF(1, 1, w - 2, band_h)
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            path.addRoundedRect(band, 6, 6)
            path.addRect(QRectF(1, 8, w - 2, band_h - 7))
            painter.fillPath(
                path.simplified(), a.color("gold_dark") if self.victory else a.color("ink")
            )
            draw_text(
                painter,
                a,
                band.adjusted(2, 0, -2, 0),
                self.name,
                px,
                bold,
                color=QColor("white"),
                min_px=px,
            )
            body = QRectF(0, band_h + 1, w, h - band_h - 1)
            fm = a.metrics(max(13.0, floor), True)
            side = max(8.0, min(body.height() - 2, 30.0, fm.height() * 0.9))
            icon = QRectF(3, body.y() + (body.height() - side) / 2, side, side)
            x0 = 3.0
            # each good's icon as the tray was packed for (`Geometry.tray_cost_icon`: 12 px
            # of art at 1366×768, where it was about 10 px)
            if self._cost_width(fm, 1.0, self.cost_icon) + side + 2 <= w - 6:  # with room
                self._paint_icon(painter, icon)
                x0 = icon.right() + 2
            self._paint_cost(
                painter,
                QRectF(x0, body.y(), w - x0 - 3, body.height()),
                floor,
                pad=1.0,
                icon=self.cost_icon,
            )
            self._paint_marks(painter, r)
            return
        color = a.seat_color(self.owner or 0)
        painter.setPen(QPen(a.color("ink"), 1.5))
        painter.setBrush(color)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)
        fg = a.seat_text_color(self.owner or 0)
        right = w - 3 if self.victory else w - PLATE_SPOT - 2
        room = QRectF(4, 0, right - 6, h)
        side = min(h - 8, 28.0)
        icon = QRectF(4, (h - side) / 2, side, side)
        beside = QRectF(icon.right() + 3, 0, right - icon.right() - 5, h)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        # one line beside the icon, else one line, else two lines (bold, else regular)
        for rect, bold, with_icon, wrap in (
            (beside, True, True, False),
            (room, True, False, False),
            (room, True, False, True),
            (room, False, False, True),
        ):
            last = not bold
            if draw_text(painter, a, rect, self.name, px, bold, left, fg, wrap, px, elide=last):
                if with_icon:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(255, 255, 255, 170))
                    painter.drawRoundedRect(icon.adjusted(-1, -1, 1, 1), 4, 4)
                    self._paint_icon(painter, icon)
                break
        if not self.victory:
            spot = plate_spot(w, h)
            # a worker's place as on the town's spaces: parchment, whatever the plate's
            # colour, so a worker stands out on it (an owner's own worker on his plate was
            # yellow on darkened yellow, pink on darkened pink: a newcomer had to look twice)
            painter.setPen(QPen(a.color("ink_soft"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(a.color("parchment_light"))
            painter.drawRoundedRect(spot, 5, 5)
        self._paint_marks(painter, r)

    def _paint_icon(self, painter: QPainter, icon: QRectF) -> None:
        if not render_svg(painter, self.assets, f"building_{self.building}", icon):
            painter.setBrush(self.assets.color("parchment_dark"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(icon)

    def _paint_marks(self, painter: QPainter, r: QRectF) -> None:
        if self.highlight:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(QColor(47, 191, 113, 40))
            painter.drawRoundedRect(r, 7, 7)
        if self.hover:
            painter.setPen(QPen(HOVER, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 7, 7)

    def _cost_width(self, fm: QFontMetricsF, pad: float, icon: float | None = None) -> float:
        """The cost's width on one row (as `_paint_cost` draws it with this font)."""
        return sum(wd for _good, _label, wd in self._cost_items(fm, pad, icon))

    def cost_labels(self) -> list[tuple[str, str]]:
        """(good, label) of each part of the cost an unbuilt tile shows beside its good's
        icon ("4", "10 $"), in the order drawn."""
        out = []
        for good in ("lumber", "food", "brick", "money"):
            n = self.cost.get(good, 0)
            if n:
                out.append((good, say(words.money(n)) if good == "money" else str(n)))
        return out

    def _cost_items(
        self, fm: QFontMetricsF, pad: float, icon: float | None = None
    ) -> list[tuple[str, str, float]]:
        """(good, label, width) of each part of the cost as `_paint_cost` lays it out (each
        good's icon `icon` units wide, its number right after it: the art has its own
        margin; else `cost_icon_size`, a unit before the number)."""
        size = icon or cost_icon_size(fm)
        return [
            (good, label, size + _icon_gap(icon) + fm.horizontalAdvance(label) + pad)
            for good, label in self.cost_labels()
        ]

    def _cost_rows(
        self, fm: QFontMetricsF, width: float, pad: float = 4.0, icon: float | None = None
    ) -> int:
        """How many rows the cost takes in `width` (each part moves down whole when it does
        not fit after the others)."""
        rows, x = 1, 0.0
        for _good, _label, wd in self._cost_items(fm, pad, icon):
            if x + wd > width + 1 and x > 0:
                rows += 1
                x = 0.0
            x += wd
        return rows

    def _paint_cost(
        self,
        painter: QPainter,
        area: QRectF,
        floor: float,
        pad: float = 4.0,
        icon: float | None = None,
    ) -> None:
        """The cost as icon + number pairs, wrapping onto a second row when needed (each
        good's icon `icon` units, else `cost_icon_size`)."""
        a = self.assets
        px = max(13.0, floor)
        fm = a.metrics(px, True)
        size = icon or cost_icon_size(fm)
        items = self._cost_items(fm, pad, icon)
        rows = self._cost_rows(fm, area.width(), pad, icon)
        row_h = max(size, cost_row_height(fm))
        y = area.y() + (area.height() - rows * row_h) / 2
        x = area.x()
        for good, label, wd in items:
            if x + wd > area.right() + 1 and x > area.x():
                x = area.x()
                y += row_h
            spot = QRectF(x, y + (row_h - size) / 2, size, size)
            if not render_svg(painter, a, "coin" if good == "money" else f"good_{good}", spot):
                painter.setBrush(_good_color(good))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(spot)
            draw_text(
                painter,
                a,
                QRectF(x + size + _icon_gap(icon), y, wd - size - _icon_gap(icon), row_h),
                label,
                px,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                wrap=False,
                min_px=px,
            )
            x += wd


def tile_name_band(
    assets: AssetLibrary,
    name: str,
    floor: float,
    width: float = TILE_SIZE[0],
    bold: bool = True,
    height: float = TILE_SIZE[1],
) -> tuple[float, int, float]:
    """(font size, lines, band height) of a building tile's name band `width` wide, in tile
    units (a tile is `TILE_SIZE` before its scale), for a text floor of `floor` tile units:
    one line, or more when the name needs them at a readable size. The name is never cut: on
    a small tile it may take the whole face (the effect's words are then left to the card)."""
    name_px, lines, band_h, _whole = _name_band(assets, name, floor, width, bold, height)
    return name_px, lines, band_h


def _name_band(
    assets: AssetLibrary,
    name: str,
    floor: float,
    width: float,
    bold: bool,
    height: float = TILE_SIZE[1],
) -> tuple[float, int, float, bool]:
    """`tile_name_band`, and whether the name is whole in it (no word wider than the band,
    no more lines than the tile's `height`)."""
    h = height
    name_px = max(14.0, floor)
    fm = assets.metrics(name_px, bold)
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    text = _hyphenate(fm, width - 6, name)
    br = fm.boundingRect(QRectF(0, 0, width - 6, 10000), flags, text)
    lines = max(1, round(br.height() / fm.lineSpacing()))
    band_h = min(h - 2, fm.lineSpacing() * lines + 4)
    whole = br.width() <= width - 6 + 0.5 and fm.lineSpacing() * lines + 4 <= h - 2 + 0.5
    return name_px, lines, band_h, whole


def plate_spot(w: float, h: float) -> QRectF:
    """The worker's spot at the right end of a name plate `w` × `h` (three and four seats)."""
    return QRectF(w - PLATE_SPOT, 3, PLATE_SPOT - 3, h - 6)


def tile_worker_spot(scale: float) -> tuple[float, float]:
    """(width, height) in tile units of the spot a worker takes on a built tile drawn at
    `scale` (workers never shrink with a small tile: `Geometry.worker_rect_on_space`), with
    a unit of margin."""
    k = max(min(scale, 1.0), 0.05)
    return (WORKER_SIZE[0] + 2) / k, (WORKER_SIZE[1] + 1) / k


def built_tile_band(
    assets: AssetLibrary, name: str, floor: float, scale: float
) -> tuple[float, int, float, float, bool]:
    """(font size, lines, band height, band width, bold) of a built action tile's name band,
    in tile units: across the tile when a worker fits below it, else (the name takes most of
    a small tile) left of the worker's spot, the worker standing at the tile's bottom right
    corner — in bold, else in regular where a word is too wide for that narrower band in
    bold ("Schoolhouse" has no syllable break that fits). Either way the worker stays inside
    the tile and off the name; the geometry uses it too (`Geometry.worker_rect_on_space`)."""
    w, h = TILE_SIZE
    spot_w, spot_h = tile_worker_spot(scale)
    px, lines, band_h = tile_name_band(assets, name, floor)
    if band_h + 1 + spot_h <= h:
        return px, lines, band_h, w - 2, True
    px, lines, band_h, whole = _name_band(assets, name, floor, w - spot_w, True)
    if not whole or lines >= 3:
        # regular where bold does not fit, or where it takes a line fewer than bold's three
        # ("Embar-/cadero" for "Em-/barca-/dero" on a Captain's corner at 1366×768)
        regular = _name_band(assets, name, floor, w - spot_w, False)
        if regular[3] and (not whole or regular[1] < lines):
            px, lines, band_h, whole = regular
            return px, lines, band_h, w - spot_w - 2, False
    return px, lines, band_h, w - spot_w - 2, True


def _good_color(good: str) -> QColor:
    return QColor(
        {"lumber": "#8E5B2C", "food": "#E2AA2F", "brick": "#B5543B", "money": "#E2AA2F"}.get(
            good, "#E2AA2F"
        )
    )


class DropTargetItem(LeanObject):
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
        bonus_parts: BonusParts | None = None,
    ) -> None:
        super().__init__()
        # no device cache: its words over the board's art cost ~0.1-0.3 ms a repaint, against
        # a pixmap as large as the whole space (seven of them, 0.4 MiB at 1280x720; issue 18)
        self.bonus_parts = bonus_parts
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
        TextLog.current = f"space {self.space}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if not a.has("board_town"):
            painter.setPen(QPen(a.color("ink"), 1.5))
            painter.setBrush(a.color("parchment_light"))
            painter.drawRoundedRect(r, 8, 8)
        # the name whole, on two or three lines when it needs them: it takes the room of the
        # space's words below, which may then be shortened (the card has them whole)
        label = self.parts.get("label", QRectF())
        text = self.parts.get("text", QRectF())
        floor = text_floor(painter)
        name_px = max(15.0, floor)
        fm = a.metrics(name_px, True)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        # the space's whole width, or, where its icon stands beside the name (the whaling
        # board's spaces), the width right of the icon: never over it
        icon = self.parts.get("icon", QRectF())
        beside = icon.isValid() and icon.top() < label.bottom() and icon.bottom() > label.top()
        left = icon.right() + 4 if beside else 3
        wide = QRectF(left, label.y(), r.width() - 3 - left, label.height())
        if TextLog.entries is not None:
            # the art no other text may run into: the icon, the bonus ribbon (its own words
            # are drawn as "space <id> bonus") and the workers' box
            for part in ("icon", "bonus", "workers"):
                art = self.parts.get(part, QRectF())
                if art.isValid():
                    TextLog.keep_clear.append(
                        (f"space {self.space} {part}", painter.worldTransform().mapRect(art))
                    )
        if beside:  # one line a little smaller, down to the floor, rather than two
            one_line = name_px * wide.width() / max(1.0, fm.horizontalAdvance(self.name))
            name_px = max(min(name_px, math.floor(one_line * 10) / 10), floor)
            fm = a.metrics(name_px, True)
        need = fm.boundingRect(
            QRectF(0, 0, wide.width(), 10000), flags, _hyphenate(fm, wide.width(), self.name)
        ).height()
        if need > label.height() + 0.5 and text.isValid():
            wide.setBottom(min(text.bottom(), label.top() + need + 1))
        # the line under the name as it is drawn (under its second line too: the board's art
        # once drew it at a fixed height, across "Ayunta-" / "miento"), the rule below it
        name_bottom = wide.center().y() + min(need, wide.height()) / 2
        rule_y = max(label.bottom() + 1, name_bottom + 0.5)
        if text.isValid():
            text = text.adjusted(0, max(0.0, rule_y + 1 - text.top()), 0, 0)
        inset = 1.0 if beside else label.width() * 0.08
        painter.setPen(QPen(a.color("ink_soft"), 0.9))
        painter.drawLine(
            QPointF(wide.left() + inset, rule_y), QPointF(label.right() - inset, rule_y)
        )
        if beside and text.height() < a.metrics(floor).lineSpacing():
            # beside its icon, the name has taken the room of the rule's words: the "i" mark
            # at the end of its last line says the card has them
            d = floor + 4
            wide.setRight(wide.right() - d - 4)
            laid = fm.boundingRect(
                QRectF(0, 0, wide.width(), 10000), flags, _hyphenate(fm, wide.width(), self.name)
            )
            bottom = wide.center().y() + min(laid.height(), wide.height()) / 2
            mark = QPointF(wide.right() + 2 + d / 2, bottom - fm.lineSpacing() / 2)
            paint_info_mark(painter, a, mark, floor)
        draw_text(painter, a, wide, self.name, name_px, True, min_px=name_px)
        if text.height() > 8 and not draw_text(
            painter, a, text, self.text, 10.5, False, min_px=7, elide=False
        ):
            # the whole rule does not fit at a readable size: its head ("Sell goods",
            # "Build") and an "i" mark; the card (hover, right-click) has it whole
            paint_short_text(painter, a, text, self.text)
        bonus = self.parts.get("bonus_text", QRectF())
        TextLog.current = f"space {self.space} bonus"
        paint_bonus(painter, a, bonus.adjusted(-3, 0, 3, 0), self.bonus_parts, self.bonus)
        TextLog.current = f"space {self.space}"
        self.paint_marks(painter, r, inset=0, ring=2, radius=8, alpha=45)


def paint_info_mark(painter: QPainter, assets: AssetLibrary, center: QPointF, px: float) -> None:
    """A small circled "i": more is said on the card (hover or right-click)."""
    d = px + 4
    box = QRectF(center.x() - d / 2, center.y() - d / 2, d, d)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(assets.color("sea_deep"))
    painter.drawEllipse(box)
    draw_text(painter, assets, box, "i", px, True, color=QColor("white"), wrap=False, min_px=px)


def paint_short_text(painter: QPainter, assets: AssetLibrary, rect: QRectF, text: str) -> None:
    """A rule too long for its place: its head (the words before ":") and an info mark."""
    px = text_floor(painter)
    head = text.split(":", 1)[0].strip() if ":" in text else text.split(".", 1)[0]
    fm = assets.metrics(px)
    room = QRectF(rect.x(), rect.y(), rect.width() - px - 8, rect.height())
    if not draw_text(painter, assets, room, head, px, False, min_px=px, elide=False):
        room = QRectF(rect.x(), rect.y(), 0, fm.lineSpacing())
    used = fm.boundingRect(
        QRectF(0, 0, max(1.0, room.width()), 10000),
        int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
        head,
    )
    x = min(rect.right() - px / 2 - 3, room.center().x() + used.width() / 2 + px / 2 + 5)
    paint_info_mark(painter, assets, QPointF(x, rect.center().y()), px)


#: a bonus: (sign text, icon asset ids): "+1" and the food icon, "−1" and three goods
BonusParts = tuple[str, tuple[str, ...]]


def paint_bonus(
    painter: QPainter, assets: AssetLibrary, rect: QRectF, parts: BonusParts | None, text: str
) -> None:
    """The first-worker bonus on its ribbon: its words when they fit whole, else a number
    and icons ("+1" and the food icon; the card has the sentence)."""
    if rect.width() <= 0 or rect.height() <= 0:
        return
    if (
        draw_text(
            painter, assets, rect, text, 10.5, True, min_px=7, color=QColor(BONUS_TEXT), elide=False
        )
        or not parts
    ):
        return
    sign, icons = parts
    px = text_floor(painter)
    fm = assets.metrics(px, True)
    tw = fm.horizontalAdvance(sign) + 2
    size = min(rect.height() - 2, fm.height() * 1.25)
    if icons:
        size = min(size, (rect.width() - tw - 4) / len(icons) - 1)
    total = tw + 2 + len(icons) * (size + 1)
    x = rect.center().x() - total / 2
    draw_text(
        painter,
        assets,
        QRectF(x, rect.y(), tw, rect.height()),
        sign,
        px,
        True,
        color=QColor(BONUS_TEXT),
        wrap=False,
        min_px=px,
    )
    x += tw + 2
    for icon in icons:
        box = QRectF(x, rect.center().y() - size / 2, size, size)
        if not render_svg(painter, assets, icon, box):
            painter.setBrush(_good_color(icon.removeprefix("good_")))
            painter.drawEllipse(box)
        x += size + 1


class TrackSpaceItem(DropTargetItem):
    """A whaling-track space (or the Return row, n = 0): food cost and launch highlights."""

    def __init__(
        self, n: int, rect: QRectF, cost_rect: QRectF | None, cost: int, assets: AssetLibrary
    ) -> None:
        super().__init__()
        # no device cache: its one number (or nothing, the Return row) is cheaper to draw at
        # each repaint (~0.07 ms) than a pixmap as large as the whole space is to keep
        # (7 of them, 0.22 MiB at 1280x720; issue 18, memory)
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
        TextLog.current = f"track space {self.n}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if self.cost_rect is not None:
            c = self.cost_rect
            if not a.has("board_whaling"):
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


class SvgItem(LeanObject):
    """A static piece of board art (falls back to a plain rounded rectangle).

    Its drawing on screen is kept like Qt's device-coordinate cache keeps it (at the view's
    scale, drawn again only when that changes; moved by whole pixels), but as an opaque
    picture of 3 bytes a pixel instead of 4: a board is opaque but for its corners' edge, and
    lies on the table's plain background (`under`), which the picture holds there (issue 18:
    the two boards' caches were 0.86 MiB at 1280x720). Off screen (an image of the table)
    the art is drawn as it is."""

    def __init__(
        self,
        asset_id: str,
        rect: QRectF,
        assets: AssetLibrary,
        fallback: QColor | None = None,
        under: QColor | None = None,
    ) -> None:
        super().__init__()
        self.asset_id = asset_id
        self.rect = rect
        self.assets = assets
        self.fallback = fallback or assets.color("parchment")
        self.under = QColor(under) if under is not None else None
        self._picture: Any = None  # QImage, made at the first paint on screen
        self._picture_key: tuple[float, float, float] | None = None
        self._pictured_at: float | None = None  # when the last picture was made (monotonic)
        self.setPos(rect.topLeft())
        self.setZValue(0)
        if self.under is None:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        if self.under is None or widget is None or t.m12() != 0 or t.m21() != 0:
            self._draw(painter)
            return
        from PySide6.QtGui import QImage, QTransform  # not before the first paint (issue 18)

        # where Qt's device cache would put it: the item's device bounds, whole pixels
        device = t.mapRect(self.boundingRect()).toRect().adjusted(-1, -1, 1, 1)
        ratio = painter.device().devicePixelRatio()
        key = (t.m11(), t.m22(), ratio)
        if self._picture is None or key != self._picture_key:
            # drawn at 4 bytes a pixel (the raster engine's fast path: into RGB888 directly
            # the whaling board took 10.1 ms against 7.5, and callgrind counted the table's
            # first paint 16 % higher), then kept at 3
            drawing = QImage(device.size() * ratio, QImage.Format.Format_RGB32)
            drawing.setDevicePixelRatio(ratio)
            drawing.fill(self.under)
            p = QPainter(drawing)
            p.setRenderHints(painter.renderHints())
            p.setWorldTransform(t * QTransform.fromTranslate(-device.x(), -device.y()))
            self._draw(p)
            p.end()
            picture = drawing.convertToFormat(QImage.Format.Format_RGB888)
            picture.setDevicePixelRatio(ratio)
            self._picture, self._picture_key = picture, key
            # the document is needed again only for a picture at another scale: it goes at
            # once (issue 18: the boards' ~1 MiB of parsed art was held through a game's first
            # second or two, its first high-water), unless pictures come in quick succession —
            # a window being resized — when the idle sweep lets it go (assets.py)
            now = time.monotonic()
            if self._pictured_at is None or now - self._pictured_at > RELEASE_AFTER_MS / 1000:
                self.assets.forget(self.asset_id)
            self._pictured_at = now
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawImage(device.topLeft(), self._picture)
        painter.restore()

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        if not render_svg(painter, self.assets, self.asset_id, r):
            painter.setPen(QPen(self.assets.color("ink"), 2))
            painter.setBrush(self.fallback)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)


class PanelItem(LeanObject):
    """A painted panel whose content is a callable (used for seat boards and the prompt)."""

    def __init__(
        self,
        rect: QRectF,
        painter_fn: Callable[[QPainter, QRectF], None],
        name: str = "panel",
        drawn: QRectF | None = None,
    ) -> None:
        super().__init__()
        self.name = name
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = rect
        self.painter_fn = painter_fn
        #: Where `painter_fn` draws, in the panel's coordinates, when that is only a part of
        #: `rect` (labels over a board): the item's device cache is then that part's size, not
        #: the whole panel's, mostly transparent (issue 18, memory)
        self.drawn = drawn
        #: The cached parts of a `split` panel (its children, over its frame)
        self.parts: list[PanelPart] = []
        self.setPos(rect.topLeft())
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        if self.drawn is not None:
            return self.drawn.adjusted(-4, -4, 4, 4)
        return QRectF(-4, -4, self.rect.width() + 8, self.rect.height() + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        TextLog.current = self.name
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter_fn(painter, QRectF(0, 0, self.rect.width(), self.rect.height()))

    def split(
        self,
        regions: Sequence[QRectF],
        frame_fn: Callable[[QPainter, QRectF], None],
        part_fn: Callable[[QPainter, QRectF, QRectF], None],
    ) -> None:
        """Draw this panel as a frame without a device cache (`frame_fn`: a filled rounded
        rectangle, cheap to draw again) and, over it, what `part_fn(painter, rect, region)`
        draws within each of `regions` (panel coordinates) as a cached part of its own: the
        caches then cover what the panel shows, not its empty stretches (a seat board's
        corner, where built tiles stand as items of their own: issue 18, memory)."""
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.painter_fn = frame_fn
        def part(region: QRectF) -> PanelPart:
            return PanelPart(self, region, lambda p, r: part_fn(p, r, region))

        self.parts = [part(region) for region in regions]

    def update(self, *args: Any) -> None:
        """Repaint the panel, and its parts with it (`split`)."""
        super().update(*args)
        for part in self.parts:
            part.update()


class PanelPart(PanelItem):
    """A cached part of a `PanelItem.split` panel: a child drawn over the panel's frame, its
    device cache the size of its region. The pointer goes through it to the panel (whose
    tooltip and card are the board's): it has no shape to hit."""

    def __init__(
        self, panel: PanelItem, region: QRectF, painter_fn: Callable[[QPainter, QRectF], None]
    ) -> None:
        super().__init__(
            QRectF(0, 0, panel.rect.width(), panel.rect.height()), painter_fn, panel.name, region
        )
        self.setParentItem(panel)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def shape(self) -> QPainterPath:
        return QPainterPath()


class ButtonItem(LeanObject):
    """A clickable rounded button inside the scene (prompts, popups, the $3 purchase)."""

    clicked = Signal()
    #: a choice card's name band (the rest is its `detail`)
    CARD_NAME_H = 28.0

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
        # no device cache: a rounded rectangle and a line of text (~0.1 ms a repaint), often
        # redrawn anyway (hover, focus, a new prompt's buttons); 15 pixmaps, 0.12 MiB, at the
        # first frame (issue 18, memory)
        self.text = text
        self.rect = rect
        self.assets = assets
        self.primary = primary
        self.enabled = enabled
        self.hover = False
        self.focused = False
        #: Lit as the move to make (the tutorial's step, a hint): the drop targets' green
        self.highlight = False
        self.zone = False  # a drop zone: dashed, not a push button
        #: What the button does: the `Command` it submits, or a role tuple (found by it)
        self.command: object = None
        #: A second line (a choice card: cost · effect · points), wrapped when the card is
        #: tall enough (`PopupItem.set_choices`)
        self.detail = ""
        self.detail_wrap = False
        #: a label on more lines than one (a popup's choice, `PopupItem.set_choices`)
        self.label_wrap = False
        #: on a popup, floating over the table
        self.floating = False
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
        # a popup's buttons float over the table with it (`legibility.FLOATING`)
        TextLog.current = f"{'popup ' if self.floating else ''}button {self.command!r}"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        a = self.assets
        r = QRectF(0, 0, self.rect.width(), self.rect.height())
        if not self.enabled:
            bg, fg = QColor("#D8D2C2"), QColor("#55524A")  # 5.2:1, still clearly "off"
        elif self.primary:
            bg, fg = a.color("sea_deep"), QColor("white")
        else:
            bg, fg = a.color("parchment_light"), a.color("ink")
        if self.hover and self.enabled:
            bg = bg.lighter(115) if self.primary else QColor("#FFF3C4")
        elif self.highlight and self.enabled and not self.primary:
            bg = QColor("#D5F2E1")  # the drop targets' green wash, opaque
        pen = QPen(a.color("ink"), 1.5)
        if self.focused:
            pen = QPen(HOVER, 3)
        elif self.highlight and self.enabled:
            pen = QPen(HIGHLIGHT, 4)
        painter.setPen(pen)
        painter.setBrush(bg)
        if self.zone:
            painter.setPen(QPen(a.color("ink_soft"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 7, 7)
        if self.detail:
            name_h = min(self.CARD_NAME_H, r.height() / 2)
            draw_text(
                painter,
                a,
                QRectF(8, 2, r.width() - 16, name_h - 1),
                self.text,
                16,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fg,
                wrap=False,
            )
            draw_text(
                painter,
                a,
                QRectF(8, name_h, r.width() - 16, r.height() - name_h - 3),
                self.detail,
                14,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fg if not self.enabled else a.color("ink_soft"),
                wrap=self.detail_wrap,
            )
            return
        draw_text(
            painter,
            a,
            r.adjusted(3, 1, -3, -1),
            self.text,
            14,
            True,
            color=fg,
            wrap=self.label_wrap,
            min_px=8,
        )

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

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


class BubbleItem(LeanObject):
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
        fm = self.assets.metrics(BUBBLE_PX, True)
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
        TextLog.current = "message bubble"
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        bg = QColor("#FFF4F2") if self.tone == "error" else QColor("#FFFDF4")
        edge = REFUSED if self.tone == "error" else self.assets.color("ink")
        painter.setPen(QPen(edge, 2))
        painter.setBrush(bg)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8)
        draw_text(
            painter,
            self.assets,
            r.adjusted(10, 6, -10, -6),
            self.text,
            BUBBLE_PX,
            True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            color=edge if self.tone == "error" else self.assets.color("ink"),
        )
