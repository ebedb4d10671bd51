"""The replay window: step through a finished game (from the history or a save file) forward
and back — buttons, a slider, the arrow keys (Home/End jump to the ends) — with the table, the
log up to the current step and, at each Captain turn, the Captain's reasoning.

The whole game is replayed once (`replay(..., keep_states=True)`), so stepping is only a
redraw. The Captain's "why" is not stored in saves: it is rebuilt by running the Captain brain
on the state before each Captain command (the brain is a pure function of the state).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QImage, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from nbgui.engine import Command, Describer, GameSetup, GameState, parse_command, replay
from nbgui.text.words import takes_s
from nbgui.ui.i18n import say, seat_name, seat_names
from nbgui.ui.panels.log_panel import ROLE_KIND, IndentDelegate
from nbgui.ui.viewport import own_viewport

log = logging.getLogger(__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReplayWindow", text)


class ReplaySession(QObject):
    """A read-only stand-in for `GameSession` with what the table needs: `state`, `boards`,
    `submit` (always refuses) and the `advanced`, `refused` and `stateReset` signals."""

    advanced = Signal(object)
    refused = Signal(str, str)
    stateReset = Signal(object)

    #: the table's controller reads it: no seat is played at a replay's table
    replay = True

    def __init__(self, state: GameState, boards: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self._state = state
        self.boards = dict(boards or {})

    @property
    def state(self) -> GameState:
        return self._state

    def reset(self, state: GameState) -> None:
        self._state = state
        self.stateReset.emit(state)

    def submit(self, cmd: Command, seat: int | None = None) -> bool:
        self.refused.emit("replay", _tr("This is a replay: moves cannot be changed."))
        return False


class ReplayWindow(QMainWindow):
    """Replay `commands` from `setup`. `step` is the number of commands applied (0 = setup)."""

    stepChanged = Signal(int)

    def __init__(
        self,
        setup: GameSetup,
        commands: Sequence[Command | str],
        boards: Mapping[str, Any] | None = None,
        title: str | None = None,
        parent: QWidget | None = None,
        table_factory: Any = None,
    ) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("replayWindow")
        self.setWindowTitle(title or _tr("Replay (seed {seed})").format(seed=setup.seed))
        self.setup = setup
        self.commands = [parse_command(c) if isinstance(c, str) else c for c in commands]
        played = replay(setup, self.commands, keep_states=True)
        self.states: list[GameState] = played.states
        self.events = played.events
        if boards is None:
            from nbgui.captain.setup import load_boards

            boards = load_boards(use_overrides=False)[0]
        self.boards = dict(boards)
        self._brain: Any = None
        self._traces: dict[int, list[str]] = {}
        names = seat_names(setup.seats)  # an AI seat's in the language shown
        self.describe = Describer.of(self.states[0], names)
        # The log's lines, tagged with their step: each step headed by its number and whose
        # move it was, then what happened in the game log's own sentences (`Describer`, alike
        # events together) — never the command notation ("place dockyard ship=1"). A step's
        # sentences are indented under its heading by the log's delegate (as a block: a
        # wrapped line keeps the indent, which leading spaces lost).
        self._log_lines: list[tuple[int, str]] = []
        self._said: list[list[str]] = []  # each step's sentences
        self._heads: set[int] = set()  # indices in `_log_lines` of the steps' headings (bold)
        for i, evs in enumerate(self.events):
            said = [say(m) for _, m in self.describe.messages(evs, reversed(self.events[:i]))]
            self._said.append(said)
            if i > 0:
                self._heads.add(len(self._log_lines))
                self._log_lines.append((i, f"{i}. {self._whose_move(i)}"))
            self._log_lines.extend((i, text) for text in said)
        self.step = 0
        self.session = ReplaySession(self.states[0], self.boards)
        self._build(table_factory)
        self.set_step(0)

    def _whose_move(self, step: int) -> str:
        """ "Flask's move" for command `step` (1-based)."""
        actor = self.states[step - 1].decision.seat
        if actor is None:  # no seat to move: cannot happen in a replayed game
            said = self._said[step]
            return said[0] if said else str(step)
        who = seat_name(self.setup.seats[actor])  # "Move by AI 1 (Easy)": `words.takes_s`
        return (_tr("{name}'s move") if takes_s(who) else _tr("Move by {name}")).format(name=who)

    def _move_words(self, step: int) -> str:
        """Command `step` in words: a placement or a drawn whale's ship as the tie dialog says
        it, anything else as the log's first sentence for that step."""
        from nbgui.engine import Fallback, Place
        from nbgui.ui.dialogs.tie_choice import command_text

        cmd = self.commands[step - 1]
        if isinstance(cmd, Place) or (isinstance(cmd, Fallback) and cmd.ship is not None):
            return command_text(cmd, self.states[step - 1].rules)
        said = self._said[step]
        return said[0] if said else self._whose_move(step)

    # ---- construction ---------------------------------------------------------------------

    def _build(self, table_factory: Any) -> None:
        central = QWidget(self)
        if table_factory is None:
            from nbgui.ui.table.widget import TableWidget

            self.table: QWidget = TableWidget(self.session, parent=central)
        else:
            self.table = table_factory(self.session, central)
        self.table.setObjectName("replayTable")
        side = QWidget(central)
        self.log_view = QListWidget(side)
        viewport = own_viewport(self.log_view)
        self.log_view.setObjectName("replayLog")
        self.log_view.setAccessibleName(_tr("Game log up to this step"))
        self.log_view.setWordWrap(True)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the game log's delegate: a step's sentences indented as a block under its heading
        self._delegate = IndentDelegate(self.log_view, viewport)
        self._delegate.settle()
        self.log_view.setItemDelegate(self._delegate)
        self.why_label = QLabel(_tr("Captain's reasoning"), side)
        self.why_label.setTextFormat(Qt.TextFormat.PlainText)
        self.why_view = QPlainTextEdit(side)
        self.why_view.setObjectName("captainWhy")
        self.why_view.setReadOnly(True)
        self.why_view.setAccessibleName(_tr("Captain's reasoning at this step"))
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(QLabel(_tr("Log"), side))
        sl.addWidget(self.log_view, 3)
        sl.addWidget(self.why_label)
        sl.addWidget(self.why_view, 2)
        # a game without a Captain has no reasoning to show: the log takes the room (a game
        # against AI players showed an empty "Captain's reasoning" saying "(A player's move.)")
        captains = any(s.kind == "captain" for s in self.setup.seats)
        self.why_label.setVisible(captains)
        self.why_view.setVisible(captains)
        splitter = QSplitter(Qt.Orientation.Horizontal, central)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([900, 380])
        side.setMinimumWidth(300)

        self.first_button = QPushButton(central)
        self.back_button = QPushButton(central)
        self.forward_button = QPushButton(central)
        self.last_button = QPushButton(central)
        sp = QStyle.StandardPixmap
        for button, icon, name, tip, slot in (
            (
                self.first_button,
                sp.SP_MediaSkipBackward,
                "replayFirst",
                _tr("Back to the start (Home)"),
                self.first,
            ),
            (
                self.back_button,
                sp.SP_MediaSeekBackward,
                "replayBack",
                _tr("One step back (Left)"),
                self.back,
            ),
            (
                self.forward_button,
                sp.SP_MediaSeekForward,
                "replayForward",
                _tr("One step forward (Right)"),
                self.forward,
            ),
            (
                self.last_button,
                sp.SP_MediaSkipForward,
                "replayLast",
                _tr("To the end (End)"),
                self.last,
            ),
        ):
            button.setIcon(self.style().standardIcon(icon))
            button.setObjectName(name)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, s=slot: s())
        self.slider = QSlider(Qt.Orientation.Horizontal, central)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, len(self.commands))
        self.slider.setAccessibleName(_tr("Replay position"))
        self.slider.valueChanged.connect(self.set_step)
        self.step_label = QLabel(central)
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        self.step_label.setObjectName("replayStep")
        self.step_label.setMinimumWidth(220)
        controls = QHBoxLayout()
        for w in (self.first_button, self.back_button, self.forward_button, self.last_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.step_label)
        lay = QVBoxLayout(central)
        lay.addWidget(splitter, 1)
        lay.addLayout(controls)
        self.setCentralWidget(central)
        # 1280x800, or less on a smaller screen (1366x768 has no room for 800 rows)
        room = self.screen().availableGeometry()
        self.resize(min(1280, room.width()), min(800, room.height()))

    # ---- stepping -------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.states[self.step]

    def set_step(self, step: int) -> None:
        step = max(0, min(len(self.commands), int(step)))
        changed = step != self.step
        self.step = step
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.session.reset(self.states[step])
        self._show_log()
        self._show_why()
        state = self.states[step]
        where = _tr("setup") if step == 0 else self._whose_move(step)
        self.step_label.setText(
            _tr("Step {n}/{total} · round {round} · {what}").format(
                n=step, total=len(self.commands), round=state.round, what=where
            )
        )
        self.back_button.setEnabled(step > 0)
        self.first_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < len(self.commands))
        self.last_button.setEnabled(step < len(self.commands))
        if changed:
            self.stepChanged.emit(step)

    def forward(self) -> None:
        self.set_step(self.step + 1)

    def back(self) -> None:
        self.set_step(self.step - 1)

    def first(self) -> None:
        self.set_step(0)

    def last(self) -> None:
        self.set_step(len(self.commands))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
        }
        if key in moves:
            moves[Qt.Key(key)]()
            event.accept()
            return
        super().keyPressEvent(event)

    # ---- log and the Captain's why ---------------------------------------------------------

    def log_lines(self) -> list[str]:
        """The log as shown now: setup events and every step up to the current one."""
        return [text for i, text in self._log_lines if i <= self.step]

    def _show_log(self) -> None:
        lines = self.log_lines()
        view = self.log_view
        view.setUpdatesEnabled(False)
        while view.count() > len(lines):
            item = view.takeItem(view.count() - 1)
            del item
        for index in range(view.count(), len(lines)):
            item = QListWidgetItem(lines[index])
            if index in self._heads:
                font = QFont(view.font())
                font.setBold(True)
                item.setFont(font)
            elif self._log_lines[index][0] > 0:  # under its step's heading
                item.setData(ROLE_KIND, "indented")
            view.addItem(item)
        view.setUpdatesEnabled(True)
        if view.count():
            view.scrollToBottom()

    def captain_why(self, step: int) -> list[str] | None:
        """The Captain's reasoning for command `step` (1-based), or None if a player made it."""
        if step < 1 or step > len(self.commands):
            return None
        before = self.states[step - 1]
        seat = before.decision.seat
        if seat is None or not before.seats[seat].is_captain:
            return None
        if step not in self._traces:
            lines: list[str] = []
            try:
                if self._brain is None:
                    from nbgui.captain.brain import CaptainBrain

                    self._brain = CaptainBrain(self.boards)
                decision = self._brain.decide(before)
                lines = [say(t.msg) for t in decision.trace]
                if decision.command != self.commands[step - 1]:
                    lines.append(
                        _tr(
                            "(In this game the choice was {cmd}: a tie settled by the player "
                            "or other Captain boards.)"
                        ).format(cmd=self._move_words(step))
                    )
            except Exception as exc:  # a replay must never crash on a board that changed
                log.warning("Captain reasoning not rebuilt at step %d: %s", step, exc)
                lines = [_tr("The Captain's reasoning could not be rebuilt.")]
            self._traces[step] = lines
        return self._traces[step]

    def _show_why(self) -> None:
        why = self.captain_why(self.step)
        names = seat_names(self.setup.seats)
        if why is None:
            self.why_label.setText(_tr("Captain's reasoning"))
            self.why_view.setPlainText(
                _tr("(A player's move.)") if self.step else _tr("(Game setup.)")
            )
            return
        seat = self.states[self.step - 1].decision.seat
        assert seat is not None
        self.why_label.setText(_tr("Why {name} did this").format(name=names[seat]))
        self.why_view.setPlainText("\n".join(why) or _tr("(No reasoning recorded.)"))

    def render_table(self, size: QSize) -> QImage:
        render = getattr(self.table, "render_to_image", None)
        if render is not None:
            image: QImage = render(size)
            return image
        return self.table.grab().toImage().scaled(size)
