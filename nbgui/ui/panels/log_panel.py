"""The game log: every event as a plain sentence, each Captain placement explained in one plain
sentence under it ("Stubb rolled a 2: his course is now …, so he builds …") and, with "Captain
details" on, the full Orders walk indented under that; newest at the bottom. Undone commands
stay visible, struck through and marked "undone".

Screen readers cannot see the board scene, so this list is also how a player hears the game.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from nbgui.engine import (
    Describer,
    Event,
    GameEnded,
    GameStarted,
    GameState,
    PhaseStarted,
    Roll,
    RoundStarted,
)
from nbgui.ui import i18n
from nbgui.ui.captain_words import batch_sentence
from nbgui.ui.session import Batch, GameSession
from nbgui.ui.viewport import own_viewport

HEADING_EVENTS = (RoundStarted, PhaseStarted, GameEnded, GameStarted)
TRACE_INDENT_PX = 22
ROW_PADDING = 2
#: one-line sentences the log asks room for (its size hint): what a player needs to follow a
#: round of three Captains' moves (a move is a placement and its reason, two to four lines)
WANTED_ROWS = 14
ROLE_KIND = Qt.ItemDataRole.UserRole + 1  # "event", "heading", "plain", "trace", "indented"
ROLE_TEXT = Qt.ItemDataRole.UserRole + 2  # the sentence without the "undone" mark

#: `QStyle.PM_FocusFrameHMargin` as Qt's common style (Fusion, Windows) gives it: the text margin
#: of the rows until `IndentDelegate.settle` asks the style itself.
FOCUS_MARGIN_GUESS = 2

TRACE_COLOR = QColor("#3d5a80")
UNDONE_COLOR = QColor("#8a8a8a")


class _OneSpaceRow(QStyledItemDelegate):
    """A row holding one space, and nothing else, for `style_margin`."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        option.text = " "
        option.features = QStyleOptionViewItem.ViewItemFeature.HasDisplay


def style_margin(view: QListWidget) -> int:
    """The text margin `view`'s style puts left and right of a row's text (Qt's common styles:
    ``PM_FocusFrameHMargin + 1``), read from the style's own size of a row holding one space
    (`QStyledItemDelegate.sizeHint`: the text's width rounded up, plus the margin on both
    sides) without a Python `QStyle` (its type and enums: 0.4 MiB, see `settle`). Where that
    size is not one (a style that adds something else), the style is asked itself."""
    option = QStyleOptionViewItem()
    option.font = view.font()
    option.widget = view
    probe = _OneSpaceRow()
    width = probe.sizeHint(option, QModelIndex()).width()
    rest = width - math.ceil(QFontMetricsF(view.font()).horizontalAdvance(" "))
    if rest >= 2 and rest % 2 == 0:
        return rest // 2
    from PySide6.QtWidgets import QStyle

    return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1


class IndentDelegate(QStyledItemDelegate):
    """Draws trace lines (and "indented" ones: the replay's sentences under their step)
    indented as a block (wrapped lines keep the indent) and sizes every row to its wrapped
    text at the list's current width."""

    def __init__(self, view: QListWidget, viewport: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self._viewport = viewport  # `own_viewport`'s: asking it builds no PySide6 types
        self._margin = FOCUS_MARGIN_GUESS + 1
        self._settled = False

    def _indent(self, index: QModelIndex | QPersistentModelIndex) -> int:
        kind = index.data(ROLE_KIND)
        if kind in ("trace", "indented"):
            return TRACE_INDENT_PX
        return TRACE_INDENT_PX // 2 if kind == "plain" else 0

    def _viewport_width(self) -> int:
        return self._viewport.width()

    def settle(self) -> None:
        """Right after the window's first frame (issue 18): from now on the rows are sized with
        the style's own text margin, and laid out again if it differs from the guess the first
        frame used. On the styles here (Fusion under the app's style sheet, offscreen and X11)
        the guess is the style's answer, so nothing moves
        (`tests/ui/test_log_panel_first_frame.py`).

        The margin is read from the style's own size of a one-space row (`style_margin`), not
        asked with ``QStyle.pixelMetric``: any Python use of `QStyle` builds its type and its
        eleven enums (566 members): about a tenth of the start's CPU when it was asked before
        the first frame, and 0.4 MiB of a whole game's peak memory when asked after it."""
        if self._settled:
            return
        self._settled = True
        before = self._margin
        self._margin = style_margin(self.view)
        if self._margin != before:
            self.view.doItemsLayout()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        indented = QStyleOptionViewItem(option)
        indented.rect = option.rect.adjusted(self._indent(index), 0, 0, 0)
        super().paint(painter, indented, index)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        width = self._viewport_width() - self._indent(index) - 2 * self._margin
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else option.font)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        rect = metrics.boundingRect(QRect(0, 0, max(width, 40), 100000),
                                    int(Qt.TextFlag.TextWordWrap), text)
        return QSize(max(width, 40), rect.height() + 2 * ROW_PADDING)


class LogPanel(QWidget):
    """A read-only list of the game's sentences, attached to one `GameSession`."""

    def __init__(self, session: GameSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = QListWidget(self)
        viewport = own_viewport(self.view)  # builds no PySide6 types when asked (nbgui.ui.viewport)
        self.view.setObjectName("gameLog")
        self.view.setWordWrap(True)
        self.view.setUniformItemSizes(False)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._delegate = IndentDelegate(self.view, viewport)
        self.view.setItemDelegate(self._delegate)
        self.details = QCheckBox(self)
        self.details.setObjectName("logCaptainDetails")
        self.details.toggled.connect(lambda _on: self.rebuild())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        layout.addWidget(self.details)
        # the newest line stays in view when the log is made shorter (the dock gives the
        # Captains' outlook more room) unless the player has scrolled up to read
        self._pinned = True
        #: rows the log keeps in sight however the dock is squeezed (0: the list's own minimum)
        self.min_rows = 0
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range)
        self._describer: Describer | None = None
        self._items: dict[int, list[QListWidgetItem]] = {}
        self.session: GameSession | None = None
        self.retranslate()
        if session is not None:
            self.attach(session)

    def sizeHint(self) -> QSize:
        """Tall enough for `WANTED_ROWS` one-line sentences: in the dock the log gets that
        before the Captains' outlook takes more than its share (see `main_window`)."""
        hint = super().sizeHint()
        rows = WANTED_ROWS * (self.view.fontMetrics().lineSpacing() + 2 * ROW_PADDING)
        frame = 2 * self.view.frameWidth()
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        return QSize(hint.width(), rows + frame + spacing + self.details.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """With `min_rows` set (the rules reference shares the dock's column), tall enough for
        that many one-line sentences, however the dock is squeezed."""
        hint = super().minimumSizeHint()
        if not self.min_rows:
            return hint
        rows = self.min_rows * (self.view.fontMetrics().lineSpacing() + 2 * ROW_PADDING)
        frame = 2 * self.view.frameWidth()
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        details = self.details.sizeHint().height() if not self.details.isHidden() else 0
        return QSize(hint.width(), max(hint.height(), rows + frame + spacing + details))

    def set_min_rows(self, rows: int) -> None:
        if rows != self.min_rows:
            self.min_rows = rows
            self.updateGeometry()

    def _on_scrolled(self, value: int) -> None:
        self._pinned = value >= self.view.verticalScrollBar().maximum()

    def _on_range(self, _low: int, high: int) -> None:
        if self._pinned:
            self.view.verticalScrollBar().setValue(high)

    def settle(self) -> None:
        """Called right after the window's first frame: see `IndentDelegate.settle`."""
        self._delegate.settle()

    def retranslate(self) -> None:
        self.details.setText(self.tr("Captain details"))
        self.details.setToolTip(
            self.tr("Show every step of each Captain's Orders under his plain sentence")
        )
        self.view.setAccessibleName(self.tr("Game log"))
        self.view.setAccessibleDescription(
            self.tr(
                "Every move in plain language, newest at the bottom, with each Captain's reasons"
            )
        )

    def attach(self, session: GameSession) -> None:
        self.session = session
        session.started.connect(self._on_started)
        session.advanced.connect(self.add_batch)
        session.undone.connect(lambda b: self._mark(b, True))
        session.redone.connect(lambda b: self._mark(b, False))
        if session.setup_events or session.batches:
            self._on_started(session.setup_events)

    # ---- filling ------------------------------------------------------------------------

    def _on_started(self, events: list[Event]) -> None:
        assert self.session is not None
        self.view.clear()
        self._items.clear()
        # "Captain details" only where there is a Captain: a game against AI players or
        # between friends showed the box, with nothing it could show
        self.details.setVisible(any(s.is_captain for s in self.session.state.seats))
        self._describer = self._make_describer(self.session.state)
        for e, m in self._describer.messages(events):
            kind = "heading" if isinstance(e, HEADING_EVENTS) else "event"
            self._add(i18n.say(m), kind)
        for batch in self.session.batches:  # a loaded game: replay its log
            self.add_batch(batch, scroll=False)
        self.view.scrollToBottom()

    def _make_describer(self, state: GameState) -> Describer:
        assert self.session is not None
        return Describer.of(state, self.session.seat_names)

    def rebuild(self) -> None:
        """Write the whole log again (after a language change)."""
        if self.session is not None:
            self._describer = None
            self._on_started(self.session.setup_events)

    def follow(self, shown: Any) -> None:
        """Append each batch when the table has shown it (`shown` is the table's
        `batchShown` signal), not when the session applied it: the log never runs ahead of
        the animation."""
        if self.session is not None:
            self.session.advanced.disconnect(self.add_batch)
        shown.connect(self.add_batch)

    def add_batch(self, batch: Batch, scroll: bool = True) -> None:
        """Append a batch's sentences, and its Captain trace indented under them."""
        if id(batch) in self._items:
            return  # already written (shown by the table after an undo marked it)
        if self._describer is None:
            assert self.session is not None
            self._describer = self._make_describer(batch.after)
        lines = [
            (i18n.say(m), "heading" if isinstance(e, HEADING_EVENTS) else "event")
            for e, m in self._describer.messages(batch.events, self._earlier(batch))
        ] or [(str(batch.command), "event")]
        if not isinstance(batch.command, Roll):
            # the "why" sits right under what the Captain did, before what followed from it
            plain = batch_sentence(batch)
            why = [(plain, "plain")] if plain else []
            if self.details.isChecked():
                why += [("↳ " + i18n.say(step.msg), "trace") for step in batch.trace]
            lines[1:1] = why
        items = [self._add(text, kind) for text, kind in lines]
        self._items[id(batch)] = items
        if scroll:
            self.view.scrollToBottom()

    def _earlier(self, batch: Batch) -> Iterator[list[Event]]:
        """The events of the moves played before `batch`, newest first (the describer reads
        the current buying round's: a seat that cannot buy is said so once a round)."""
        batches = self.session.batches if self.session is not None else []
        for k in range(len(batches) - 1, -1, -1):
            if batches[k] is batch:
                return (b.events for b in reversed(batches[:k]))
        return iter(())

    def _add(self, text: str, kind: str) -> QListWidgetItem:
        shown = text
        item = QListWidgetItem(shown)
        item.setData(ROLE_KIND, kind)
        item.setData(ROLE_TEXT, shown)
        font = QFont(self.view.font())
        if kind == "heading":
            font.setBold(True)
        elif kind in ("trace", "plain"):
            font.setItalic(kind == "trace")
            item.setForeground(TRACE_COLOR)  # a QColor: QBrush(colour) builds QGradient's enums
        item.setFont(font)
        self.view.addItem(item)
        return item

    def _mark(self, batch: Batch, undone: bool) -> None:
        if id(batch) not in self._items:
            self.add_batch(batch)  # undone before the table had shown it
        for item in self._items.get(id(batch), []):
            font = item.font()
            font.setStrikeOut(undone)
            item.setFont(font)
            text = item.data(ROLE_TEXT)
            if undone:
                item.setText(self.tr("{line} — undone").format(line=text))
                item.setForeground(UNDONE_COLOR)
            else:
                item.setText(text)
                kind = item.data(ROLE_KIND)
                item.setForeground(TRACE_COLOR if kind in ("trace", "plain") else QBrush())
        self.view.scrollToBottom()

    def show_first_lines(self) -> None:
        """Scroll back to the game's first lines (the seed, the building setup order), as a
        tutorial step that talks about them asks; the next move's lines scroll it down again."""
        self.view.scrollToTop()

    # ---- queries (tests, accessibility) -------------------------------------------------

    def lines(self) -> list[str]:
        return [self.view.item(i).text() for i in range(self.view.count())]
