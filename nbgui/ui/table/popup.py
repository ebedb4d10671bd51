"""An in-scene choice popup (no modal `exec`, so tests and `Controller.perform` can answer it).

A popup shows a title and a column of choice buttons, or a stepper form (counts of goods) with
a confirm button. `choose(value)` / `set_counts(...)` + `confirm()` answer it programmatically.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from nbgui.ui.i18n import parts, parts_of
from nbgui.ui.table.assets import AssetLibrary
from nbgui.ui.table.items import (
    ButtonItem,
    LeanObject,
    TextLog,
    draw_text,
    paint_floating_frame,
    tr,
)

BUTTON_H = 34.0
CARD_H = 56.0  # a choice with a second line (cost · effect · points)
WIDTH = 340.0
TITLE_PX = 17.0
#: the most a choice card's detail is measured at: the table's text floor in scene units at
#: its largest (12 px at the 1366×768 table's 0.8 px a unit; smaller tables lower both)
DETAIL_FLOOR = 15.0


def _line_count(metrics: QFontMetricsF, width: float, text: str) -> int:
    """How many lines `text` takes wrapped at `width` in `metrics`' font (at least one)."""
    box = metrics.boundingRect(QRectF(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
    return max(1, round(box.height() / metrics.lineSpacing()))


class PopupItem(LeanObject):
    """A small panel of buttons next to a space; values are opaque to the popup."""

    def __init__(
        self,
        assets: AssetLibrary,
        title: str,
        anchor: QPointF,
        on_cancel: Callable[[], None],
        bounds: QRectF | None = None,
        avoid: QRectF | None = None,
        keep_clear: Sequence[QRectF] = (),
    ) -> None:
        super().__init__()
        self.assets = assets
        self.title = title
        self.values: list[object] = []
        self.buttons: list[ButtonItem] = []
        self.on_cancel = on_cancel
        self.height = 40.0
        self.counts: dict[str, int] = {}
        self.count_limits: dict[str, tuple[int, int]] = {}
        self.count_labels: dict[str, str] = {}
        self.on_confirm: Callable[[dict[str, int]], None] | None = None
        self.summary_fn: Callable[[dict[str, int]], str] | None = None
        self.valid_fn: Callable[[dict[str, int]], bool] | None = None
        #: the counts of the lit move (`light_counts`), None when no move is lit
        self.lit_counts: dict[str, int] | None = None
        self.anchor = anchor
        self.bounds = bounds if bounds is not None else QRectF(0, 0, 1600, 900)
        self.field = ""
        self.avoid = avoid
        #: what the popup also leaves in sight where a place beside `avoid` or beside one of
        #: them fits, the most important first (a warning: the whaling board, its sea and
        #: ships, then the spaces and tiles it names)
        self.keep_clear = list(keep_clear)
        self.top = self._title_height() + 8  # where the buttons start, below the title
        self.setZValue(300)

    def _detail_lines(self, detail: str) -> tuple[str, int]:
        """A choice card's detail laid out in the card's width at `DETAIL_FLOOR`, and its
        number of lines: its parts ("cost · effect · points") kept whole where they fit, so
        a line breaks between two parts ("0 points" is never split from its number)."""
        metrics = QFontMetricsF(self.assets.font(DETAIL_FLOOR, False))
        width = WIDTH - 20 - 16
        lines: list[str] = []
        for part in parts_of(detail):
            longer = parts([lines[-1], part]) if lines else ""
            if lines and metrics.horizontalAdvance(longer) <= width:
                lines[-1] = longer
            else:
                lines.append(part)
        text = "\n".join(lines)
        return text, _line_count(metrics, width, text)

    def _button_height(self, label: str) -> float:
        """A plain choice's height: one line, or two where its label does not fit one at
        the text floor, bold ("space 1 · 1 food (comes home empty)" was shortened with "…"
        at 1366×768)."""
        metrics = QFontMetricsF(self.assets.font(DETAIL_FLOOR, True))
        lines = _line_count(metrics, WIDTH - 20 - 6, label)
        return BUTTON_H if lines == 1 else max(BUTTON_H, lines * metrics.lineSpacing() + 6)

    def _card_height(self, lines: int) -> float:
        """A choice card's height: its name's line and its detail's `lines` at
        `DETAIL_FLOOR` (`ButtonItem.paint`'s layout)."""
        spacing = QFontMetricsF(self.assets.font(DETAIL_FLOOR, False)).lineSpacing()
        return max(CARD_H, ButtonItem.CARD_NAME_H + lines * spacing + 6)

    def _title_height(self) -> float:
        """Room for the whole title at a readable size: long titles (warnings) wrap."""
        metrics = QFontMetricsF(self.assets.font(TITLE_PX, True))
        box = metrics.boundingRect(
            QRectF(0, 0, WIDTH - 20, 1000), int(Qt.TextFlag.TextWordWrap), self.title
        )
        return max(30.0, min(230.0, box.height() + 6))  # a Spanish warning needs ~11 lines

    # ---- building -----------------------------------------------------------------------------

    def set_choices(
        self,
        choices: Sequence[tuple[str, object] | tuple[str, object, str]],
        on_choose: Callable[[object], None],
        primary: object = None,
    ) -> None:
        """One button per choice: (label, value) or (label, value, detail) — a detail (what
        the choice costs, does and scores) makes the button a small card, its detail wrapped
        onto as many lines as it takes at the text floor (the Town Hall's Spanish details
        take two; on one line they were shortened with "…"), unless that makes the popup
        taller than the table: then each detail keeps one line (the tile's card has it all)."""
        given = [str(choice[2]) if len(choice) > 2 else "" for choice in choices]
        laid = [self._detail_lines(d) for d in given]
        details = [text for text, _ in laid]
        heights = [
            self._card_height(n) if d else self._button_height(str(choice[0]))
            for choice, d, (_, n) in zip(choices, given, laid, strict=True)
        ]
        room = self.bounds.height() - 8 - self.top - BUTTON_H - 10
        if sum(h + 4 for h in heights) > room:
            details = given
            heights = [CARD_H if d else BUTTON_H for d in given]  # one line each
        y = self.top
        for choice, detail, h in zip(choices, details, heights, strict=True):
            label, value = choice[0], choice[1]
            b = ButtonItem(
                label, QRectF(10, y, WIDTH - 20, h), self.assets, primary=value == primary
            )
            b.detail = detail
            b.detail_wrap = h > CARD_H
            b.label_wrap = not detail and h > BUTTON_H
            b.floating = True
            b.command = value
            b.setParentItem(self)
            b.clicked.connect(lambda v=value: on_choose(v))
            self.values.append(value)
            self.buttons.append(b)
            y += h + 4
        self._add_cancel(y)

    def set_steppers(
        self,
        rows: Sequence[tuple[str, str, int, int, int]],
        on_confirm: Callable[[dict[str, int]], None],
        confirm_label: str,
        summary: Callable[[dict[str, int]], str] | None = None,
        valid: Callable[[dict[str, int]], bool] | None = None,
    ) -> None:
        """rows: (key, label, start, minimum, maximum). The confirm button is enabled only while
        `valid(counts)` holds; each − and + only while it can move within its row's range."""
        y = self.top
        self.on_confirm = on_confirm
        self.summary_fn = summary
        self.valid_fn = valid
        for key, label, start, lo, hi in rows:
            self.counts[key] = start
            self.count_limits[key] = (lo, hi)
            self.count_labels[key] = label
            minus = ButtonItem("−", QRectF(WIDTH - 110, y, 30, BUTTON_H), self.assets)
            plus = ButtonItem("+", QRectF(WIDTH - 40, y, 30, BUTTON_H), self.assets)
            for b, step in ((minus, -1), (plus, 1)):
                b.setParentItem(self)
                b.floating = True
                b.clicked.connect(lambda k=key, s=step: self.bump(k, s))
                self.buttons.append(b)
                self.values.append((key, step))
            y += BUTTON_H + 4
        y += 22
        ok = ButtonItem(confirm_label, QRectF(10, y, WIDTH - 20, BUTTON_H), self.assets, True)
        ok.setParentItem(self)
        ok.floating = True
        ok.clicked.connect(self.confirm)
        self.buttons.append(ok)
        self.values.append("confirm")
        self._add_cancel(y + BUTTON_H + 4)
        self._update_enabled()

    def _update_enabled(self) -> None:
        lit = self.lit_counts
        for b, v in zip(self.buttons, self.values, strict=True):
            if isinstance(v, tuple):
                key, step = v
                lo, hi = self.count_limits[key]
                b.enabled = lo <= self.counts[key] + step <= hi
                if lit is not None:  # the lit move's way: + up to its count, − back down to it
                    b.set_highlight(step * (lit.get(key, 0) - self.counts[key]) > 0)
            elif v == "confirm":
                b.enabled = self.valid_fn is None or self.valid_fn(dict(self.counts))
                if lit is not None:
                    b.set_highlight(all(self.counts[k] == lit.get(k, 0) for k in self.counts))
            else:
                continue
            b.update()

    def light(self, value: object) -> None:
        """Light the choice `value` (the tutorial's step or a hint names it)."""
        for b, v in zip(self.buttons, self.values, strict=True):
            b.set_highlight(v == value)

    def light_counts(self, counts: dict[str, int]) -> None:
        """Light the steppers towards `counts` (the tutorial's step or a hint), then Confirm."""
        self.lit_counts = dict(counts)
        self._update_enabled()

    def _add_cancel(self, y: float) -> None:
        cancel = ButtonItem(tr("Cancel"), QRectF(10, y, WIDTH - 20, BUTTON_H), self.assets)
        cancel.setParentItem(self)
        cancel.floating = True
        cancel.clicked.connect(self.on_cancel)
        self.buttons.append(cancel)
        self.values.append("cancel")
        self.prepareGeometryChange()
        self.height = y + BUTTON_H + 10
        self.setPos(self._position())

    def _position(self) -> QPointF:
        """Beside what the popup is about (`avoid`): right, left, below or above it, the
        first that fits in the table; else by the anchor, kept inside the table."""
        b = self.bounds
        w, h = WIDTH, self.height

        def beside(a: QRectF, wide: bool = False) -> list[QRectF]:
            """Right, left, below and above `a`; `wide` (a board kept clear): below and
            above it at its right end too, before its left end (under the whaling board,
            over the end of the player's board rather than their goods)."""
            top = min(max(a.top(), b.top() + 4), b.bottom() - h - 4)
            left = min(max(a.left(), b.left() + 4), b.right() - w - 4)
            right = min(max(a.right() - w, b.left() + 4), b.right() - w - 4)
            xs = (right, left) if wide else (left,)
            return [
                QRectF(x, y, w, h)
                for x, y in (
                    (a.right() + 12, top),
                    (a.left() - 12 - w, top),
                    *((x, a.bottom() + 12) for x in xs),
                    *((x, a.top() - 12 - h) for x in xs),
                )
            ]

        if self.avoid is not None:
            places = beside(self.avoid)
            # all of `keep_clear` in sight where a place allows; else the first ones (the
            # most important first), dropping from the end
            for n in range(len(self.keep_clear), 0, -1):
                keep = self.keep_clear[:n]
                clear = [self.avoid, *keep]
                for r in [*places, *(p for k in keep for p in beside(k, wide=True))]:
                    if b.contains(r) and not any(r.intersects(c) for c in clear):
                        return r.topLeft()
            for r in places:
                if b.contains(r):
                    return r.topLeft()
        x = min(max(self.anchor.x(), 4), b.right() - w - 4)
        y = min(max(self.anchor.y(), 4), b.bottom() - h - 4)
        return QPointF(x, y)

    # ---- answering -----------------------------------------------------------------------------

    def choose(self, value: object) -> bool:
        for b, v in zip(self.buttons, self.values, strict=True):
            if v == value:
                b.click()
                return True
        return False

    def bump(self, key: str, step: int) -> None:
        lo, hi = self.count_limits[key]
        self.counts[key] = min(hi, max(lo, self.counts[key] + step))
        self._update_enabled()
        self.update()

    def set_counts(self, counts: dict[str, int]) -> None:
        for k, v in counts.items():
            if k in self.counts:
                self.counts[k] = v
        self._update_enabled()
        self.update()

    def confirm(self) -> None:
        """Answer with the counts (only when they are valid, as the enabled button says)."""
        if self.on_confirm is None:
            return
        if self.valid_fn is not None and not self.valid_fn(dict(self.counts)):
            return
        self.on_confirm(dict(self.counts))

    def cancel(self) -> None:
        self.on_cancel()

    # ---- painting -----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, WIDTH + 8, self.height + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        TextLog.current = f"popup {self.title!r}"
        a = self.assets
        r = QRectF(0, 0, WIDTH, self.height)
        paint_floating_frame(painter, a, r, 10)
        title = QRectF(10, 4, WIDTH - 20, self.top - 8)
        draw_text(painter, a, title, self.title, TITLE_PX, True, min_px=12)
        y = self.top
        for key, label in self.count_labels.items():
            draw_text(
                painter,
                a,
                QRectF(12, y, WIDTH - 130, BUTTON_H),
                label,
                13,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                wrap=False,
            )
            draw_text(
                painter, a, QRectF(WIDTH - 78, y, 36, BUTTON_H), str(self.counts[key]), 15, True
            )
            y += BUTTON_H + 4
        if self.summary_fn is not None:
            draw_text(
                painter,
                a,
                QRectF(12, y, WIDTH - 24, 20),
                self.summary_fn(self.counts),
                12,
                True,
                color=a.color("sea_deep"),
                wrap=False,
            )
