"""The status line ("Your turn: place a worker", "Starbuck is playing…") and the live score
preview (`score_row` for every seat), kept current from a `GameSession`'s state."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from nbgui.engine import GameState, score, score_row
from nbgui.text import msg, words
from nbgui.ui.i18n import say
from nbgui.ui.theme import SEA_DEEP
from nbgui.ui.viewport import own_viewport


def _tr(text: str) -> str:
    return QCoreApplication.translate("Status", text)


def decision_verb(kind: str) -> str:
    return {
        "start_goods": _tr("choose your starting goods"),
        "place": _tr("place a worker"),
        "roll": _tr("roll the course die"),
        "return": _tr("pay the lay or sell each whale on your returning ship"),
        "buy_whale": _tr("buy a sold whale or pass"),
        "pick": _tr("take a whale for your ship or pass"),
    }.get(kind, kind)


def status_text(state: GameState, names: list[str], showing: bool = False) -> str:
    """One line saying whose move it is and what kind of move, for the status bar. `showing`:
    the table is showing the move of the seat to decide in `state` (the state before it), and
    the line says who is moving in the words of the table's prompt (`words.mover`). A Captain
    follows his board ("Starbuck is playing…"); an AI seat searches ("is thinking…")."""
    d = state.decision
    if d.kind == "over" or d.seat is None:
        return say(words.game_over(names, score(state).winners))
    who = names[d.seat]
    automated = [s.is_automated for s in state.seats]
    if showing:
        return say(words.mover(automated, d.seat, who))
    if state.seats[d.seat].is_ai:
        return say(msg("turn.thinking", seat=who))
    if state.seats[d.seat].is_automated:
        return say(msg("turn.playing", seat=who))
    humans = automated.count(False)
    verb = decision_verb(d.kind)
    if d.inn:  # the Inn's second placement, in the same sentence as the verb it qualifies
        verb = _tr("{what} (Inn: placing again)").format(what=verb)
    if humans == 1:
        line = _tr("Your turn: {what}").format(what=verb)
    else:
        # a typed "[Ana]" or "Beto (yo)" cannot take "'s" (`words.takes_s`)
        turn = (
            _tr("{name}'s turn: {what}") if words.takes_s(who) else _tr("{name} to play: {what}")
        )
        line = turn.format(name=who, what=verb)
    return line


def round_text(state: GameState) -> str:
    if state.phase == "setup":
        return _tr("Setting up")
    if state.is_over:
        return _tr("Final scores")
    if state.final:
        return _tr("Final returns")
    return _tr("Round {n} of {total}").format(n=state.round, total=state.rules.game.rounds)


class WrappedLabel(QLabel):
    """A word-wrapped label whose height follows its text at its width: never less than
    `reserve_lines` lines (so a text one line longer than the last does not move what is below
    it), and never less than the text needs. The minimum is set the moment the text or the
    width changes, so the label is tall enough at once instead of after the dock's next layout
    pass (which could come late: a two-line status was seen clipped top and bottom at one
    line's height)."""

    def __init__(self, parent: QWidget | None = None, reserve_lines: int = 1) -> None:
        super().__init__(parent)
        self.reserve_lines = reserve_lines
        self._reserved: tuple[object, int] | None = None
        self.setWordWrap(True)

    def reserved_height(self) -> int:
        """The height `reserve_lines` lines take, laid out as the label lays out its text
        (a line there can be a pixel taller than the font's line spacing)."""
        key = (self.font().key(), self.reserve_lines, self.margin(), self.contentsMargins())
        if self._reserved is None or self._reserved[0] != key:
            probe = QLabel()
            probe.setWordWrap(True)
            probe.setFont(self.font())
            probe.setMargin(self.margin())
            probe.setContentsMargins(self.contentsMargins())
            probe.setText("\n".join(["Mg"] * self.reserve_lines))
            self._reserved = (key, probe.heightForWidth(1000))
        return self._reserved[1]

    def needed_height(self, width: int | None = None) -> int:
        """The height the text takes at `width` (the label's own width by default).
        QLabel's heightForWidth never answers less than the minimum height, so that is
        lifted while asking (without a geometry update)."""
        kept = self.minimumHeight()
        self.setMinimumHeight(0)
        try:
            return self.heightForWidth(self.width() if width is None else width)
        finally:
            self.setMinimumHeight(kept)

    def fit_height(self) -> None:
        height = max(self.reserved_height(), self.needed_height())
        if self.minimumHeight() != height:
            self.setMinimumHeight(height)  # also resizes the label now if it is shorter

    def setText(self, text: str) -> None:
        super().setText(text)
        self.fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit_height()


class ScrollingLabel(QScrollArea):
    """A word-wrapped label (`label`) that never loses a line: as tall as its text at its width
    up to `cap` (set by `ShareWithLog`), else squeezed by the dock's layout down to `min_lines`
    lines; the rest is a scroll away (its vertical bar). With three Captains the outlook is
    taller than the dock at 1366×768: a plain label was cut off at the bottom, one as tall as
    its text pushed the window's minimum height past the screen, and one that asked for its
    whole text squeezed the game log below it to three lines."""

    def __init__(self, parent: QWidget | None = None, min_lines: int = 3) -> None:
        super().__init__(parent)
        # made from Python, so `viewport()` builds no PySide6 classes (nbgui.ui.viewport);
        # no background role or filling: it lies on the dock's parchment as a plain label
        own_viewport(self).setBackgroundRole(QPalette.ColorRole.NoRole)
        self.min_lines = min_lines
        #: the most height the layout is asked for (None: the whole text)
        self.cap: int | None = None
        self._pitch: tuple[str, int] | None = None
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        self.label.setAutoFillBackground(False)  # setWidget turned it on
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._width = -1
        #: the starts of the text that may be kept whole, shortest first (`ShareWithLog`
        #: keeps the longest that leaves the log its rows, else the first), and a label to
        #: measure them
        self.keeps: list[str] = []
        self._keep_probe: QLabel | None = None
        #: called after the text changed (`ShareWithLog.share`: the room it keeps whole)
        self.text_changed: Callable[[], None] | None = None
        #: (name, the text before its part) of each part of the text (`set_sections`)
        self.sections: list[tuple[str, str]] = []
        #: under the text while some of it is a scroll away: whose parts are out of sight,
        #: "Scroll down: Stubb and Ahab" (three Captains' outlooks at 1366x768: a player
        #: saw Starbuck's and never knew the others' were there); a click scrolls to them
        # a link, not a button: a button needs a style sheet to be drawn flat and left
        # aligned, and no widget of the main window carries one (nbgui/ui/theme.py)
        self.more = QLabel(self)
        self.more.setObjectName("scrollMore")
        self.more.setTextFormat(Qt.TextFormat.RichText)
        self.more.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        link = self.more.palette()
        link.setColor(QPalette.ColorRole.Link, QColor(SEA_DEEP))
        self.more.setPalette(link)
        self.more.hide()
        self.more.linkActivated.connect(self._show_hidden)
        #: what `more` says, as plain text
        self.more_text = ""
        self._hidden_at: int | None = None
        self.verticalScrollBar().valueChanged.connect(self._update_more)
        self.verticalScrollBar().rangeChanged.connect(self._update_more)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.updateGeometry()
        if self.text_changed is not None:
            self.text_changed()
        self._update_more()

    def set_sections(self, sections: list[tuple[str, str]]) -> None:
        """The text's parts (set before `setText`): each one's name and the text before it,
        for the line under a text that scrolls (`more`)."""
        self.sections = sections

    def _update_more(self, *_args: object) -> None:
        """Shows `more` in a strip under the text while a part is not all in sight, naming
        those below (else those above) (the strip is kept while the text is taller than the area, so
        the text does not jump as the reader scrolls)."""
        frame = self.frameWidth()
        strip = self.line_pitch()  # a line: the text above it still ends on a whole line
        taller = self.label.heightForWidth(self._text_width()) > self.height() - 2 * frame
        if not (taller and len(self.sections) > 1):
            self.setViewportMargins(0, 0, 0, 0)
            self.more.hide()
            return
        self.setViewportMargins(0, 0, 0, strip)
        self.more.setGeometry(frame, self.height() - frame - strip, self.width() - 2 * frame, strip)
        top = self.verticalScrollBar().value()
        bottom = top + self.viewport().height()
        width = max(self.label.width(), 1)
        starts = [self._height_of(before, width) if before else 0 for _n, before in self.sections]
        ends = [*starts[1:], self.label.heightForWidth(width)]
        below, above = [], []
        for (name, _before), y, end in zip(self.sections, starts, ends, strict=True):
            if end > bottom + 1:  # not all in sight: his last line is below
                below.append((name, y))
            elif y < top:
                above.append((name, y))
        names = below or above
        if not names:
            self.more.hide()
            return
        said = say(words.listing([name for name, _y in names]))
        self.more_text = (
            _tr("Scroll down: {names}") if below else _tr("Scroll up: {names}")
        ).format(names=said)
        self.more.setText(f'<a href="#more">{html.escape(self.more_text)}</a>')
        self.more.setAccessibleName(self.more_text)
        self._hidden_at = names[0][1]
        self.more.show()

    def _show_hidden(self, _link: str = "") -> None:
        """`more` clicked: the first part it names at the top of the area."""
        if self._hidden_at is not None:
            self.verticalScrollBar().setValue(self._hidden_at)

    def set_keep(self, *texts: str) -> None:
        """The starts of the text (set before `setText`), shortest first, that may be kept
        whole: `keep_heights`."""
        self.keeps = [t for t in texts if t]

    def keep_heights(self) -> list[int]:
        """The heights `keeps` take in the label's font at the label's width less a scroll
        bar's: a start of the text has the bar beside it, and the whole text is measured so
        too, so that one kept whole never needs the bar (three Captains' outlooks measured
        at the full width fitted to the pixel, then the bar came and they did not)."""
        return [self._height_of(text) for text in self.keeps]

    def _height_of(self, text: str, width: int | None = None) -> int:
        if self._keep_probe is None:
            # a hidden child, never a top-level label: one without a parent outlived the
            # QApplication at exit and crashed it (SIGSEGV, tests/ui/test_automated_crash.py)
            self._keep_probe = QLabel(self)
            self._keep_probe.hide()
            self._keep_probe.setWordWrap(True)
        probe = self._keep_probe
        probe.setFont(self.label.font())
        probe.setContentsMargins(self.label.contentsMargins())
        probe.setText(text)
        return probe.heightForWidth(self._text_width() if width is None else width)

    def text(self) -> str:
        return self.label.text()

    def _text_width(self) -> int:
        """The label's width with the scroll bar beside it: a height measured at the full
        width asked a line too few once the bar was there, and the bar stayed (two Captains'
        outlooks at 1366x768: 240 px asked, 256 needed beside the bar, the last line cut).
        Measured so, a text that fits has a line's room to spare at most, and no bar."""
        bar = self.verticalScrollBar().sizeHint().width()
        return max(self.width() - 2 * self.frameWidth() - bar, 1)

    def _text_height(self) -> int:
        return self.label.heightForWidth(self._text_width()) + 2 * self.frameWidth()

    def line_pitch(self) -> int:
        """How far apart the label lays its lines out (a pixel more than the font's line
        spacing on some fonts), asked of a probe label in the same font once per font."""
        key = self.label.font().key()
        if self._pitch is None or self._pitch[0] != key:
            probe = QLabel()
            probe.setFont(self.label.font())
            probe.setText("Mg")
            one = probe.sizeHint().height()
            probe.setText("Mg\nMg\nMg")
            self._pitch = (key, max((probe.sizeHint().height() - one) // 2, 1))
        return self._pitch[1]

    def set_cap(self, cap: int | None) -> None:
        if cap != self.cap:
            self.cap = cap
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        height = self._text_height()
        if self.cap is not None:
            height = max(min(height, self.cap), self.minimumSizeHint().height())
        return QSize(super().sizeHint().width(), height)

    def set_min_lines(self, lines: int) -> None:
        """The lines of text the area keeps in sight however it is squeezed (the rules
        reference under the game dock asks for more: `MainWindow.READABLE_LINES`)."""
        if lines != self.min_lines:
            self.min_lines = lines
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        lines = self.min_lines * self.label.fontMetrics().lineSpacing() + 2 * self.frameWidth()
        text = self._text_height()
        if lines < text and len(self.sections) > 1:
            lines += self.line_pitch()  # the strip saying whose parts are out of sight
        return QSize(0, min(lines, text))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.width() != self._width:  # the text wraps anew: a new height for the layout
            self._width = self.width()
            self.updateGeometry()
        self._update_more()


class ShareWithLog(QObject):
    """Shares the room of a layout's last two parts, a `ScrollingLabel` (`above`, no stretch)
    and the game log (`log`, which takes what is left by its stretch): the log keeps the
    height it asks for (its size hint: `LogPanel.WANTED_ROWS` rows) and the label gets the rest,
    up to its whole text, but at least `KEEP_LINES` lines (or its whole text when shorter), in
    whole lines. The room is the two parts' heights
    as last laid out (and the spacing between them), which does not change with how it is
    shared; on every resize of either the label's cap is set again, so it follows the window,
    the hint line above them appearing, and the label being shown or hidden."""

    #: the outlook's lines kept before the log gets its rows: one Captain's whole outlook (his
    #: name and three rolls, each a line or two)
    KEEP_LINES = 8
    #: the log's lines kept below an outlook that is kept whole (`ScrollingLabel.keeps`)
    LOG_KEEPS = 6

    def __init__(self, above: ScrollingLabel, log: QWidget, spacing: int) -> None:
        super().__init__(above)
        self.above = above
        self.log = log
        self.spacing = spacing
        above.installEventFilter(self)
        log.installEventFilter(self)
        above.text_changed = self.share

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.share()
        return False

    def keep_heights(self) -> list[int]:
        """The heights of the starts of the label's text that may be kept whole
        (`ScrollingLabel.keeps`), in whole lines and with the label's frame."""
        frame = 2 * self.above.frameWidth()
        line = self.above.line_pitch()
        return [-(-h // line) * line + frame for h in self.above.keep_heights()]

    def room(self) -> int:
        """The two parts' height as last laid out (the label's only while it is shown)."""
        if self.above.isHidden():
            return self.log.height()
        return self.log.height() + self.above.height() + self.spacing

    def least_room(self) -> int:
        """The room that keeps the label's first start (one Captain's outlook, and the line
        saying the rest) whole above the log at its minimum."""
        keeps = self.keep_heights()
        least = self.log.minimumSizeHint().height()
        if self.above.isHidden():
            return least
        keep = keeps[0] if keeps else self.above.minimumSizeHint().height()
        if keeps and self.above.keeps[0] != self.above.text() and len(self.above.sections) > 1:
            keep += self.above.line_pitch()
        return keep + self.spacing + least

    def shortfall(self) -> int:
        """How much taller the two parts must be for `least_room`; 0 when they are."""
        return max(self.least_room() - self.room(), 0)

    def share(self) -> None:
        room = self.log.height()
        if not self.above.isHidden():  # (isVisible() is False while the window is hidden)
            room += self.above.height() + self.spacing
        frame = 2 * self.above.frameWidth()
        line = self.above.line_pitch()
        cap = max(room - self.log.sizeHint().height() - self.spacing, 0)
        # but never fewer than KEEP_LINES: one Captain's outlook stays whole (in the
        # tutorial, its dock above, the log's rows would have left it four lines)
        cap = max(cap, self.KEEP_LINES * line + frame)
        # whole lines: no line cut in half at the bottom of the outlook (the log takes the rest)
        cap = (cap - frame) // line * line + frame if cap > frame else cap
        # and the start it keeps whole (one Captain's outlook: eleven lines in Spanish at
        # 1366x768; two Captains' where the log keeps its rows: at 1366x768 the second was
        # behind a scroll bar), the log giving way, down to `LOG_KEEPS` of its rows
        keeps = self.keep_heights()
        if keeps:
            rows = self.LOG_KEEPS * self.log.fontMetrics().lineSpacing()
            limit = room - rows - self.spacing
            k = max((i for i, h in enumerate(keeps) if h <= limit), default=0)
            keep = keeps[k]
            if self.above.keeps[k] != self.above.text() and len(self.above.sections) > 1:
                keep += line  # the part kept whole, and under it the line saying the rest
            cap = max(cap, min(keep, limit))
        self.above.set_cap(cap)


class StatusLine(WrappedLabel):
    """The big status line above the score preview, two lines high whatever it says (taller
    only for a text that needs three); also announced to screen readers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, reserve_lines=2)
        self.setObjectName("statusLine")
        self.setTextFormat(Qt.TextFormat.PlainText)  # seat names come from files
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.setFont(font)
        self.setAccessibleName(self.tr("Status"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.setAccessibleDescription(text)


class ScorePreview(QTableWidget):
    """Points so far per seat, by category; the seat to act is shown in bold."""

    COLUMNS = ("Seat", "Whales", "Buildings", "Bonuses", "Money", "Total")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self.setObjectName("scorePreview")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, len(self.COLUMNS)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fit_rows()
        self.retranslate()

    def _fit_rows(self) -> None:
        """Rows as tall as a line of text and a little air, not the style's default (30 px at
        the app's font): with four seats the dock gives the difference to the log."""
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(1)
        rows.setDefaultSectionSize(self.fontMetrics().lineSpacing() + 8)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_rows()

    def retranslate(self) -> None:
        labels = [
            self.tr("Seat"),
            self.tr("Whales"),
            self.tr("Bldgs"),
            self.tr("Bonus"),
            self.tr("$"),
            self.tr("Total"),
        ]
        self.setHorizontalHeaderLabels(labels)
        self.setAccessibleName(self.tr("Score preview"))
        self.setAccessibleDescription(self.tr("Points each seat would score if the game ended now"))

    def update_from(self, state: GameState, names: list[str]) -> None:
        n = len(state.seats)
        self.setRowCount(n)
        acting = state.decision.seat
        for i in range(n):
            row = score_row(state, i)
            seat = state.seats[i]
            values = [names[i], row.whales, row.buildings, row.bonuses, row.money, row.total]
            returned = len(seat.returned)
            whales = (
                self.tr("1 whale returned")
                if returned == 1
                else self.tr("{n} whales returned").format(n=returned)
            )
            # money and goods in the catalogue's words ("$5, 2 lumber" / "5 $, 2 de Leña")
            goods = say(words.amounts(seat.lumber, seat.food, seat.brick, seat.money))
            tip = self.tr("{name}: {goods}; {whales}").format(
                name=names[i], goods=goods, whales=whales
            )
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                font = QFont(self.font())
                font.setBold(i == acting or c == len(values) - 1)
                item.setFont(font)
                item.setToolTip(tip)
                self.setItem(i, c, item)
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(i) for i in range(n))
        self.setFixedHeight(height)
