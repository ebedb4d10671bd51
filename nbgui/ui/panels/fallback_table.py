"""A plain stand-in for the board scene (`nbgui.ui.table.TableWidget`) while it does not exist:
a text summary of the table and the list of legal commands, keyboard-playable.

It offers the same interface the main window uses on the real table (`set_speed`, `skip`,
`busy`/`busyChanged`, `messageShown`, zoom slots, `reset`, `render_to_image`).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nbgui.engine import GameState, legal_commands
from nbgui.ui.i18n import listed
from nbgui.ui.session import GameSession


class FallbackTable(QWidget):
    """Summary text on the left, the human's legal commands on the right."""

    busyChanged = Signal(bool)
    messageShown = Signal(str)

    def __init__(self, session: GameSession, assets: object = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("table")
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("tableSummary")
        self.commands = QListWidget(self)
        self.commands.setObjectName("legalCommands")
        self.play = QPushButton(self)
        self.play.setObjectName("playCommand")
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a0281e;")
        right = QVBoxLayout()
        right.addWidget(self.commands, 1)
        right.addWidget(self.play)
        right.addWidget(self.message)
        layout = QHBoxLayout(self)
        layout.addWidget(self.summary, 3)
        layout.addLayout(right, 2)
        self.commands.itemActivated.connect(lambda _item: self._play())
        self.play.clicked.connect(self._play)
        session.advanced.connect(lambda _b: self.reset(session.state))
        session.stateReset.connect(self.reset)
        session.refused.connect(lambda _code, text: self._show_message(text))
        self._zoom = 1.0
        self.retranslate()
        self.reset(session.state)

    def retranslate(self) -> None:
        self.summary.setAccessibleName(self.tr("Table summary"))
        self.commands.setAccessibleName(self.tr("Legal moves"))
        self.play.setText(self.tr("Play the selected move"))
        self.play.setAccessibleName(self.tr("Play the selected move"))

    # ---- the TableWidget interface ------------------------------------------------------

    @property
    def busy(self) -> bool:
        return False

    def set_speed(self, name: str) -> None:
        pass

    def skip(self) -> None:
        pass

    def zoom_in(self) -> None:
        self._set_zoom(self._zoom * 1.15)

    def zoom_out(self) -> None:
        self._set_zoom(self._zoom / 1.15)

    def zoom_reset(self) -> None:
        self._set_zoom(1.0)

    def _set_zoom(self, zoom: float) -> None:
        self._zoom = max(0.6, min(2.0, zoom))
        font = self.summary.font()
        font.setPointSizeF(10 * self._zoom)
        self.summary.setFont(font)

    def render_to_image(self, size: QSize) -> QImage:
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        self.render(image)
        return image

    def reset(self, state: GameState) -> None:
        self.summary.setText(self._summary(state))
        self.commands.clear()
        d = state.decision
        if d.seat is not None and not state.seats[d.seat].is_captain:
            for cmd in legal_commands(state):
                item = QListWidgetItem(str(cmd))
                item.setData(Qt.ItemDataRole.UserRole, cmd)
                self.commands.addItem(item)
            if self.commands.count():
                self.commands.setCurrentRow(0)
        self.play.setEnabled(self.commands.count() > 0)

    # ---- internals ----------------------------------------------------------------------

    def _play(self) -> None:
        item = self.commands.currentItem()
        if item is None:
            return
        self.message.clear()
        self.session.submit(item.data(Qt.ItemDataRole.UserRole))

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.messageShown.emit(text)

    def _summary(self, state: GameState) -> str:
        names = self.session.seat_names
        lines = [
            self.tr("Round {r} — {phase}").format(r=state.round, phase=state.phase),
            "",
        ]
        for i, seat in enumerate(state.seats):
            ships = listed(
                f"{sh.where}{'@' + str(sh.space) if sh.where == 'sea' else ''}"
                + (f" [{' '.join(sh.cargo)}]" if sh.cargo else "")
                for sh in seat.ships
            )
            lines.append(
                self.tr(
                    "{name}: ${money}  L{lumber} F{food} B{brick}  workers {w}\n"
                    "   ships: {ships}\n   buildings: {b}\n   whales: {whales}"
                ).format(
                    name=names[i],
                    money=seat.money,
                    lumber=seat.lumber,
                    food=seat.food,
                    brick=seat.brick,
                    w=seat.workers_left,
                    ships=ships,
                    b=listed(state.buildings_of(i)) or "—",
                    whales=" ".join(seat.returned) or "—",
                )
            )
        lines.append("")
        lines.append(self.tr("Buildings to build: {b}").format(b=listed(state.unbuilt)))
        lines.append(self.tr("Beside the track: {t}").format(t=" ".join(state.beside) or "—"))
        return "\n".join(lines)
