"""The end-of-game score sheet: every seat by category, bonus details, the winner and how the
tie-breaks decided it, with "New game" and "Rematch with the same seed".

At a game's end the main window shows it inside itself, over the dimmed table (`show_in`), as
board-game apps show their final scores — not as a window of its own, which had its own
backing store (0.86 MiB at the game's peak, issue 18). Built without a parent it is an
ordinary dialog (the History menu renders one to a PNG; the tests show one)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nbgui.content.models import Rules
from nbgui.engine import ScoreSheet
from nbgui.text import Msg, msg
from nbgui.text.words import listing, money
from nbgui.ui.i18n import listed, say
from nbgui.ui.theme import INK, default_button, dress_header

#: What the dialog's result code means (QDialog.exec()).
NEW_GAME = 2
REMATCH = 3


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheetDialog", text)


def decided_by_text(how: str) -> str:
    return {
        "score": _tr("the highest score"),
        "whales": _tr("a tie on points, broken by the most whale tokens"),
        # (no "money mod 5": the money that made no whole point, the row "Money left over")
        "money": _tr(
            "a tie on points and whales, broken by the money left over (what made no whole "
            "point)"
        ),
        "shared": _tr("a tie on points, whales and money, so the victory is shared"),
        "captain_tie": _tr("a player tied with a Captain, so the Captain wins (a player must "
                           "score more than every Captain)"),
    }.get(how, how)


#: Room kept between the sheet shown in a window and that window's edges (px).
MARGIN = 12
#: A seat column's narrowest (px): its values and its name
MIN_COLUMN = 150
#: A cell's room beside its text (px): the item's margins and the grid line, with air
CELL_PAD = 20


#: The scrim's shade over the table, on top of the table's own (`set_dimmed`): together the
#: table behind the sheet is drawn at about a third of its brightness, so the sheet reads as
#: the one thing to answer.
TABLE_SHADE = QColor(20, 28, 40, 110)
#: Over the side panel only a light shade: it takes no clicks either, but its score table,
#: status and log stay readable beside the sheet.
PANEL_SHADE = QColor(20, 28, 40, 45)
#: The sheet's shadow on the scrim: this many rings, each 1 px wider.
SHADOW_RINGS = 10


class _Scrim(QWidget):
    """What covers the window under a sheet shown in it: the table and the side panel take no
    clicks, wheel turns or hovering while the sheet is up (as under a modal dialog); the menu
    bar stays usable. It shades the table (`TABLE_SHADE`, over the table's own shade,
    `set_dimmed`) and, lightly, the side panel (`PANEL_SHADE`), and draws the sheet's
    shadow (`sheet_rect`, in its own coordinates)."""

    TAKEN = frozenset({
        QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseMove, QEvent.Type.Wheel,
    })

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetScrim")
        self.setMouseTracking(True)
        #: the table's area and the sheet's, in the scrim's coordinates (set by the sheet)
        self.table_rect = QRect()
        self.sheet_rect = QRect()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(Qt.PenStyle.NoPen)
        whole = QRegion(self.rect())
        table = QRegion(self.table_rect) if self.table_rect.isValid() else QRegion()
        # (brushes by colour and drawRect: fillRect's overloads would build PySide's
        # QGradient type, which a game never needs: tests/test_startup_imports.py)
        painter.setClipRegion(whole.subtracted(table))
        painter.setBrush(PANEL_SHADE)
        painter.drawRect(self.rect())
        painter.setClipRegion(table)
        painter.setBrush(TABLE_SHADE)
        painter.drawRect(self.table_rect)
        painter.setClipping(False)
        if self.sheet_rect.isValid():  # a soft shadow, offset down a little: the rings
            # stack, darkest next to the sheet
            painter.setBrush(QColor(0, 0, 0, 10))
            for ring in range(SHADOW_RINGS, 0, -1):
                box = self.sheet_rect.adjusted(-ring, -ring + 3, ring, ring + 3)
                painter.drawRoundedRect(box, ring, ring)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() in self.TAKEN:
            event.accept()  # taken here: nothing behind the sheet is clicked or scrolled
            return True
        return super().event(event)


class ScoreSheetDialog(QDialog):
    """Shows a `ScoreSheet`; `exec()` returns NEW_GAME, REMATCH or Rejected (close); shown in a
    window by `show_in`, `finished` says the same."""

    def __init__(
        self,
        sheet: ScoreSheet,
        names: Sequence[str],
        rules: Rules | None = None,
        parent: QWidget | None = None,
        hints_used: int | None = None,
        undos_used: int | None = None,
        ledgers: Sequence[object] = (),
        players: int = 1,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.setWindowTitle(self.tr("Final scores"))
        self.sheet = sheet
        # "Gana: Ana" as the log and the table say it ("Ganador: Ana" gave a woman's name a
        # man's word; a tie said "Winner: Ann and Ben")
        said = listing([names[s] for s in sheet.winners])
        tie = len(sheet.winners) > 1
        title = QLabel(say(msg("sheet.winner.tie" if tie else "sheet.winner", winners=said)), self)
        title.setObjectName("winnerLine")
        title.setTextFormat(Qt.TextFormat.PlainText)  # seat names come from files
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        title.setFont(font)
        how = QLabel(
            self.tr("How it was decided: {how}.").format(how=decided_by_text(sheet.decided_by)),
            self,
        )
        how.setObjectName("decidedBy")
        how.setWordWrap(True)

        rows = [
            self.tr("Whales"),
            self.tr("Buildings"),
            self.tr("Victory bonuses"),
            say(msg("sheet.money_row", money=money(self._per_point(rules)))),
            self.tr("Total"),
            self.tr("Whale tokens (tie-break)"),
            self.tr("Money left over (tie-break)"),
        ]
        table = QTableWidget(len(rows), len(sheet.rows), self)
        table.setObjectName("scoreTable")
        # the theme without a style sheet (shown in the main window, at the game's peak): the
        # headers by palette (theme.py)
        for header in (table.horizontalHeader(), table.verticalHeader()):
            dress_header(header)
        # the air the sheet's 3 px section padding gave each row and the header
        airy = table.fontMetrics().height() + 10
        table.verticalHeader().setMinimumSectionSize(airy)
        table.horizontalHeader().setMinimumHeight(airy)
        table.setAccessibleName(self.tr("Score sheet"))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        table.setWordWrap(True)
        table.setVerticalHeaderLabels(rows)
        table.setHorizontalHeaderLabels(
            [names[r.seat] + (" ★" if r.seat in sheet.winners else "") for r in sheet.rows]
        )
        #: each seat's victory bonuses ("Mansion +4"), each said whole on a line of its cell
        self.bonus_parts: list[list[str]] = []
        for col, r in enumerate(sheet.rows):
            parts = [
                say(msg("sheet.bonus", building=self._building_name(rules, b), points=p))
                for b, p in r.bonus_detail
            ]
            self.bonus_parts.append(parts)
            detail = listed(parts) or self.tr("none")
            values = [r.whales, r.buildings, r.bonuses, r.money, r.total, r.whale_tokens,
                      r.money_left]
            for row, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row == 2:
                    item.setToolTip(detail)
                if row == 4:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                table.setItem(row, col, item)
        # the columns as wide as their bonuses need on one line where the sheet has room
        # (`_size_columns`): "Victory bonuses" took four lines, names broken mid-word
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.horizontalHeader().setStretchLastSection(False)
        self._room = 0  # the widest the sheet may be (px; 0: the screen's)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table = table
        self._size_columns()
        self._fit_rows()

        buttons = QDialogButtonBox(self)
        self.new_button = buttons.addButton(
            self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.rematch_button = buttons.addButton(
            self.tr("Rematch with the same seed"), QDialogButtonBox.ButtonRole.ActionRole
        )
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        self.new_button.clicked.connect(lambda: self.done(NEW_GAME))
        self.rematch_button.clicked.connect(lambda: self.done(REMATCH))
        buttons.rejected.connect(self.reject)
        self.rematch_button.setDefault(True)
        default_button(self.rematch_button)  # deep sea without a sheet (theme.py)
        self.rematch_button.setFocus()

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(how)
        layout.addWidget(table)
        self.teaching_line = QLabel(self)
        self.teaching_line.setObjectName("teachingLine")
        if hints_used is not None or undos_used is not None:
            self.teaching_line.setText(
                self.tr("Hints used: {hints} · Moves undone: {undos}").format(
                    hints=hints_used or 0, undos=undos_used or 0
                )
            )
        else:
            self.teaching_line.hide()
        layout.addWidget(self.teaching_line)
        # the Captain ledger: what each Captain owed to the players
        self.ledger_lines: list[QLabel] = []
        # `players` human seats: with several, the ledger speaks of "the players", not "you"
        ledger_id = "ledger.captain" if players <= 1 else "ledger.captain.players"
        for ledger in ledgers:
            seat, whales = ledger.seat, ledger.whale_points_from_players  # type: ignore[attr-defined]
            buildings, paid = ledger.building_points, ledger.paid_to_players  # type: ignore[attr-defined]
            bonuses = ledger.bonus_points  # type: ignore[attr-defined]
            # his whole total as the table adds it up; the whales players sold him are a part
            his = next(r for r in sheet.rows if r.seat == seat)
            line = QLabel(
                say(  # each count in its own plural form ("1 point", "2 puntos")
                    msg(  # nothing paid: no "he paid you $0" clause
                        ledger_id + ("" if paid else ".unpaid"),
                        captain=names[seat],
                        total=msg("unit.points", n=his.total),
                        whales=self._whale_points(his.whales, whales, players),
                        money=msg("unit.points", n=his.money),
                        buildings=msg("unit.points", n=buildings),
                        bonuses=msg("unit.points", n=bonuses),
                        **({"paid": money(paid)} if paid else {}),
                    )
                ),
                self,
            )
            line.setObjectName("captainLedger")
            line.setWordWrap(True)
            layout.addWidget(line)
            self.ledger_lines.append(line)
        layout.addWidget(buttons)
        self._host: QWidget | None = None
        self._scrim: _Scrim | None = None

    @staticmethod
    def _per_point(rules: Rules | None) -> int:
        """The money that scores 1 point (rules/game.json; it was typed into the row's label)."""
        if rules is None:
            from nbgui.content import default_rules

            rules = default_rules()
        return rules.game.money_per_point

    @staticmethod
    def _whale_points(points: int, sold: int, players: int) -> Msg:
        """A Captain's whale points on his ledger line, with the part the players sold him
        when they sold him any."""
        if not sold:
            return msg("ledger.whales", points=msg("unit.points", n=points))
        return msg(
            "ledger.whales.sold" + ("" if players <= 1 else ".players"),
            points=msg("unit.points", n=points),
            sold=msg("unit.points", n=sold),
        )

    # ---- shown inside the main window -----------------------------------------------------

    def show_in(self, host: QWidget) -> None:
        """Show the sheet inside `host` (the main window, its parent), centred over it above a
        scrim that keeps the table and the side panel from being clicked; `finished` tells
        how it was closed (Esc and Close reject it)."""
        self.setWindowFlags(Qt.WindowType.Widget)  # a part of the window, not a window
        self.setParent(host)
        self.setAutoFillBackground(True)
        self._host = host
        self._scrim = _Scrim(host)
        self.destroyed.connect(self._scrim.deleteLater)
        host.installEventFilter(self)
        central = self._central()
        if central is not None:  # the side panel shown, hidden or resized: placed again
            central.installEventFilter(self)
        self._room = self._table_room()
        self._size_columns()
        self.adjustSize()
        self._place()
        self._scrim.show()
        self._scrim.raise_()
        self.show()
        self.raise_()
        self.rematch_button.setFocus()

    def _table_room(self) -> int:
        """The table's widest in the window: the table area's width (or the window's) less
        the margins and the sheet's own."""
        host = self._host
        if host is None:
            return 0
        central = self._central()
        width = central.width() if central is not None and central.isVisible() else host.width()
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        inner = margins.left() + margins.right() if margins is not None else 0
        return width - 2 * MARGIN - inner

    def _central(self) -> QWidget | None:
        """The host's table (a main window's central widget), if it has one."""
        central = getattr(self._host, "centralWidget", None)
        widget = central() if callable(central) else None
        return widget if isinstance(widget, QWidget) else None

    def _place(self) -> None:
        """Centred over the table (the window's central widget), so the side panel's score
        table, status and log stay uncovered beside it; over the whole window below its menu
        bar when the table's area is too small for it; never wider or taller than that
        area."""
        host = self._host
        if host is None or self._scrim is None:
            return
        area = host.rect()
        menu = getattr(host, "menuBar", None)
        bar = menu() if callable(menu) else None
        if bar is not None and bar.isVisible():
            area.setTop(bar.geometry().bottom() + 1)
        self._scrim.setGeometry(area)
        hint = self.sizeHint()

        def fitted(room: QRect) -> QRect:
            width = max(min(hint.width(), room.width()), 1)
            tall = self.heightForWidth(width) if self.hasHeightForWidth() else hint.height()
            box = QRect(0, 0, width, max(min(tall, room.height()), 1))
            box.moveCenter(room.center())
            return box

        box = fitted(area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN))
        central = self._central()
        table = QRect()
        if central is not None and central.isVisible():
            table = QRect(central.mapTo(host, QPoint(0, 0)), central.size()).intersected(area)
            room = table.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
            inside = fitted(room)
            if inside.width() >= min(hint.width(), box.width()) and inside.height() >= min(
                hint.height(), box.height()
            ):
                box = inside
        self.setGeometry(box)
        self._scrim.table_rect = table.translated(-area.topLeft())
        self._scrim.sheet_rect = box.translated(-area.topLeft())
        self._scrim.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and (
            watched is self._host or watched is self._central()
        ):
            self._place()
        return False

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self._scrim is not None:
            self._scrim.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._host is not None:  # in the window: a frame sets it apart from the table
            painter = QPainter(self)
            painter.setPen(QColor(INK))
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
            painter.end()

    def _column_needs(self) -> list[int]:
        """Each seat column's width for its header, values and victory bonuses on one line."""
        table = self.table
        fm = table.fontMetrics()
        bold = QFont(table.font())
        bold.setBold(True)
        head = QFontMetrics(bold)
        pad = CELL_PAD
        needs = []
        for col, parts in enumerate(self.bonus_parts):
            label = table.horizontalHeaderItem(col)
            name = head.horizontalAdvance(label.text() if label else "") + 12
            need = max(fm.horizontalAdvance(listed(parts)), MIN_COLUMN - pad, name)
            needs.append(need + pad)
        return needs

    def _size_columns(self) -> None:
        """The table's minimum width: the row labels and every column as wide as it needs
        (`_column_needs`), within the room the sheet has (`_room`, else the screen's); the
        column widths themselves are shared out by `_fit_rows`."""
        table = self.table
        room = self._room
        if room <= 0:
            screen = self.screen()
            room = screen.availableGeometry().width() - 80 if screen is not None else 1200
        labels = table.verticalHeader().sizeHint().width()
        want = labels + sum(self._column_needs()) + 2 * table.frameWidth() + 2
        table.setMinimumWidth(min(want, max(room, labels + MIN_COLUMN * len(self.bonus_parts))))

    def _share_columns(self) -> None:
        """Column widths from the table's width: each its need, the rest shared out alike;
        short of room, each need scaled down alike (a bonus line then wraps between two
        buildings, never inside a name)."""
        table = self.table
        needs = self._column_needs()
        # (the header is as wide as the viewport: `viewport()` builds PySide's QFileDialog
        # and QInputDialog types, whose enums a game never needs: test_startup_imports.py)
        width = table.horizontalHeader().width()
        if not needs or width <= 0:
            return
        total = sum(needs)
        if total <= width:
            extra = (width - total) // len(needs)
            widths = [n + extra for n in needs]
        else:
            widths = [max(MIN_COLUMN // 2, n * width // total) for n in needs]
        widths[-1] += width - sum(widths)
        for col, w in enumerate(widths):
            table.setColumnWidth(col, w)
        fm = table.fontMetrics()
        pad = CELL_PAD
        for col, parts in enumerate(self.bonus_parts):
            item = table.item(2, col)
            if item is None or not parts:
                continue
            lines: list[list[str]] = []
            for part in parts:  # whole bonuses on a line as long as they fit
                if lines and fm.horizontalAdvance(listed([*lines[-1], part])) <= widths[col] - pad:
                    lines[-1].append(part)
                else:
                    lines.append([part])
            value = self.sheet.rows[col].bonuses
            item.setText("\n".join([str(value), *(listed(line) for line in lines)]))

    def _fit_rows(self) -> None:
        """Rows as tall as their wrapped text at the current column widths, all visible."""
        table = self.table
        self._share_columns()
        table.resizeRowsToContents()
        header = table.horizontalHeader()
        height = max(header.sizeHint().height(), header.minimumHeight())
        height += 2 * table.frameWidth() + 2
        height += sum(table.rowHeight(i) for i in range(table.rowCount()))
        table.setFixedHeight(height)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._scrim is not None:
            self._scrim.show()
        self._fit_rows()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    @staticmethod
    def _building_name(rules: Rules | None, building: str) -> str:
        if rules is not None and building in rules.buildings:
            name = rules.buildings[building].name.en
            return QCoreApplication.translate("Rules", name)
        return building
