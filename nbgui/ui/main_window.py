"""The main window: the table in the centre; on the right a dock with the status line, the live
score preview, the animation speed and Skip, and the game log; the Game, Edit, View, Settings and
Help menus.

Wiring only: the rules live in the engine, the game flow in `GameSession`, the board in the table
widget (`nbgui.ui.table.widget.TableWidget`, or `FallbackTable` when it cannot be imported).
Dialogs not needed for the first frame (score sheet, tie choice, new game, about) are imported
when first opened, and the teaching docks are built when first used (start-up time, docs/ui.md).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (  # dialogs and message boxes: when shown (issue 18)
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nbgui.captain.api import CaptainDecision
from nbgui.content.files import left_as_it_was
from nbgui.engine import GameState, Loaded, SaveError, ScoreSheet, envelope_json, read_save
from nbgui.heap import give_back
from nbgui.text import Msg, msg, words
from nbgui.text.system import os_reason
from nbgui.ui import i18n
from nbgui.ui.panels.log_panel import LogPanel
from nbgui.ui.panels.status_panel import (
    ScorePreview,
    ScrollingLabel,
    ShareWithLog,
    StatusLine,
    WrappedLabel,
    round_text,
    status_text,
)
from nbgui.ui.plain import information as plain_information
from nbgui.ui.plain import warning as plain_warning
from nbgui.ui.session import Batch, GameSession
from nbgui.ui.teaching import TeachingMixin
from nbgui.ui.theme import dock_title, dress

if TYPE_CHECKING:
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog
    from nbgui.ui.first_frame import AfterFirstFrame

log = logging.getLogger(__name__)

SPEEDS = ("slow", "normal", "fast", "instant")
SAVE_SUFFIX = ".nbsave"
DEFAULT_SIZE = QSize(1280, 720)


def make_table(session: GameSession, parent: QWidget | None = None) -> QWidget:
    """The board scene if it exists, else the command-list stand-in."""
    try:
        from nbgui.ui.table.widget import TableWidget
    except ImportError:
        from nbgui.ui.panels.fallback_table import FallbackTable

        return FallbackTable(session, None, parent)
    # drawn once: in the window's language (not in the system's, then again) and, inside a
    # window, in the layout its size calls for (MainWindow._first_table_drawing)
    table: QWidget = TableWidget(
        session, None, parent, language=i18n.current_language(), build=parent is None
    )
    return table


def settings_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key, default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes")
    return bool(value)


class MainWindow(TeachingMixin, QMainWindow):
    """The game window around one `GameSession`."""

    #: the Captain's outlook's lines kept in sight however the dock is squeezed (more while the
    #: rules reference shares its column: `TeachingMixin.keep_game_readable`)
    AHEAD_MIN_LINES = 3

    def __init__(
        self,
        session: GameSession,
        boards: Mapping[str, Any] | None = None,
        settings: QSettings | None = None,
        table_factory: Callable[[GameSession, QWidget], QWidget] = make_table,
        ask_dialogs: bool = True,
        store: Any = None,
    ) -> None:
        super().__init__()
        from nbgui.ui.theme import apply_theme

        apply_theme()  # the window, menus and dialogs in the table's palette
        self.setObjectName("mainWindow")
        self.title_note = ""  # after the title: a read-only window's note (nbgui.app)
        #: the work held back until the first frame, when `nbgui.app` built this window
        self.first_frame: AfterFirstFrame | None = None
        self.session = session
        self.boards = dict(boards or session.boards)
        self.settings = settings if settings is not None else QSettings("nbgui", "nbgui")
        self.ask_dialogs = ask_dialogs  # tests switch modal dialogs off
        self.save_path: Path | None = None
        self._pending_sheet: ScoreSheet | None = None
        self._asking_tie = False
        self.last_sheet_dialog: ScoreSheetDialog | None = None
        self.store = store  # nbgui.persist.SaveStore, or None (then no autosave)
        self._autosave_due = False
        self.autosave_count = 0

        self.table = table_factory(session, self)
        self.table.setObjectName("table")
        self.setCentralWidget(self.table)
        self._build_dock()
        self._build_teaching()
        self._build_menus()
        self._connect()
        self._connect_teaching()
        self._restore_teaching()
        self._restore_settings()
        self._first_table_drawing()
        self.retranslate()
        self.refresh()

    # ---- construction ---------------------------------------------------------------------

    def _first_table_drawing(self) -> None:
        """Draw the table once, in the arrangement its size in this window calls for: the
        window's layout is done now (hidden as it is), so showing it resizes the table without
        drawing it again (start-up, issue 18)."""
        first = getattr(self.table, "build_for_size", None)
        layout = self.layout()
        if first is None or layout is None:
            return
        layout.activate()
        first(self.table.size())

    def _build_dock(self) -> None:
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        side = QWidget(self.dock)
        self.round_label = QLabel(side)
        self.round_label.setObjectName("roundLabel")
        self.status_line = StatusLine(side)
        self.score_preview = ScorePreview(side)
        self.speed_label = QLabel(side)
        self.speed_box = QComboBox(side)
        self.speed_box.setObjectName("speedBox")
        self.speed_label.setBuddy(self.speed_box)
        self.skip_button = QPushButton(side)
        self.skip_button.setObjectName("skipButton")
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed_box, 1)
        speed_row.addWidget(self.skip_button)
        self.hint_button = QPushButton(side)
        self.hint_button.setObjectName("hintButton")
        self.hint_label = WrappedLabel(side)
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.hide()
        # read the Captain ahead (nbgui/ui/teaching.py): with three Captains its text can be
        # taller than the dock, so it scrolls where the dock has no room (ScrollingLabel); the
        # log below keeps the rows it asks for first (ShareWithLog: three Captains at 1366×768
        # left it three lines)
        self.ahead_area = ScrollingLabel(side, self.AHEAD_MIN_LINES)
        self.ahead_area.setObjectName("aheadArea")
        self.ahead_label = self.ahead_area.label
        self.ahead_label.setObjectName("aheadLabel")
        ahead = self.ahead_label.palette()  # a palette, not a sheet: no QStyleSheetStyle
        ahead.setColor(QPalette.ColorRole.WindowText, QColor("#3d5a80"))
        self.ahead_label.setPalette(ahead)
        self.ahead_area.hide()
        self.log_panel = LogPanel(self.session, side)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.round_label)
        layout.addWidget(self.status_line)
        layout.addWidget(self.score_preview)
        layout.addLayout(speed_row)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.ahead_area)
        layout.addWidget(self.log_panel, 1)
        self._share = ShareWithLog(self.ahead_area, self.log_panel, layout.spacing())
        side.setMinimumWidth(320)
        self.dock.setWidget(side)
        dock_title(self.dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [350], Qt.Orientation.Horizontal)

    def _action(
        self,
        menu: Any,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        name: str = "",
    ) -> QAction:
        action = QAction(self)  # not QAction(text, parent): its overloads build QIcon's enums
        action.setText(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _toggle(
        self, menu: Any, text: str, name: str, checked: bool, slot: Callable[[bool], object]
    ) -> QAction:
        """A checkable menu action for an on/off setting."""
        action = QAction(self)
        action.setText(text)
        action.setObjectName(name)
        action.setCheckable(True)
        action.setChecked(checked)
        action.toggled.connect(slot)
        menu.addAction(action)
        return action

    def _choice_menu(
        self,
        menu: Any,
        choices: list[tuple[str, str]],
        current: str,
        pick: Callable[[str], object],
        name_prefix: str,
    ) -> QActionGroup:
        """A menu of exclusive choices (code, label); the current code is checked."""
        group = QActionGroup(self)
        for code, label in choices:
            action = QAction(self)
            action.setText(label)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setObjectName(f"{name_prefix}{code}")
            action.triggered.connect(lambda _c=False, c=code: pick(c))
            group.addAction(action)
            menu.addAction(action)
        return group

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        for old in getattr(self, "_menu_objects", []):
            old.deleteLater()
        before = self._direct_menu_objects()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New…"), self.new_game_dialog, QKeySequence.StandardKey.New,
                     "actionNew")
        self._action(game, self.tr("&Rematch (same seed)"), self.rematch, None, "actionRematch")
        self.hint_action = self._action(game, self.tr("Suggest a &move"), self.request_hint, "H",
                                        "actionHint")
        game.addSeparator()
        self._action(game, self.tr("&Open…"), self.open_game, QKeySequence.StandardKey.Open,
                     "actionOpen")
        self._action(game, self.tr("Saved &games…"), self.saved_games, None, "actionSavedGames")
        self._action(game, self.tr("&Save"), self.save_game, QKeySequence.StandardKey.Save,
                     "actionSave")
        self._action(game, self.tr("Save &As…"), self.save_game_as,
                     QKeySequence.StandardKey.SaveAs, "actionSaveAs")
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit,
                     "actionQuit")

        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo, "Ctrl+Z", "actionUndo")
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo, "Ctrl+Shift+Z",
                                        "actionRedo")

        view = bar.addMenu(self.tr("&View"))
        self._action(view, self.tr("Zoom &in"), lambda: self._table_call("zoom_in"),
                     QKeySequence.StandardKey.ZoomIn, "actionZoomIn")
        self._action(view, self.tr("Zoom &out"), lambda: self._table_call("zoom_out"),
                     QKeySequence.StandardKey.ZoomOut, "actionZoomOut")
        self._action(view, self.tr("&Reset zoom"), lambda: self._table_call("zoom_reset"),
                     "Ctrl+0", "actionZoomReset")
        self.full_screen_action = self._toggle(
            view, self.tr("&Full screen"), "actionFullScreen", self.isFullScreen(),
            self.set_full_screen,
        )
        # the system's keys for full screen (F11 on Windows, Ctrl+Cmd+F on macOS); a Linux
        # desktop the platform does not know gives none: F11 then
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.setShortcuts(keys or [QKeySequence("F11")])
        view.addSeparator()
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            action = QAction(self)
            action.setText(self._speed_name(name))
            action.setCheckable(True)
            action.triggered.connect(lambda _c=False, n=name: self.set_speed(n))
            self.speed_group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[name] = action
        self._action(view, self.tr("S&kip animation"), self.skip, None, "actionSkip")

        settings = bar.addMenu(self.tr("&Settings"))
        self.language_group = self._choice_menu(
            settings.addMenu(self.tr("&Language")),
            list(i18n.LANGUAGES.items()),
            i18n.current_language(),
            self.change_language,
            "actionLanguage_",
        )
        self.auto_ties_action = self._toggle(
            settings,
            self.tr("Decide Captain &ties automatically"),
            "actionAutoTies",
            self.session.auto_ties,
            self.set_auto_ties,
        )
        self.reduced_motion_action = self._toggle(
            settings,
            self.tr("&Reduced motion"),
            "actionReducedMotion",
            settings_bool(self.settings, "reduced_motion", False),
            self.set_reduced_motion,
        )
        self.warnings_action = self._toggle(
            settings,
            self.tr("&Warn me about likely mistakes"),
            "actionMistakeWarnings",
            settings_bool(self.settings, "mistake_warnings", True),
            self.set_mistake_warnings,
        )
        self.hint_strength_group = self._choice_menu(
            settings.addMenu(self.tr("&Hint strength")),
            [
                ("quick", self.tr("&Quick (about 1 s)")),
                ("strong", self.tr("&Strong (about 3 s)")),
            ],
            self.hint_strength(),
            self.set_hint_strength,
            "actionHint_",
        )

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.setObjectName("helpMenu")  # the History menu goes before it in any language
        self._action(help_menu, self.tr("&Learn to play (tutorial)"), self.start_tutorial, None,
                     "actionTutorial")
        self._action(help_menu, self.tr("Restart the &tutorial"), self.restart_tutorial, None,
                     "actionTutorialRestart")
        self._action(help_menu, self.tr("&Rules reference"), self.context_help, "F1",
                     "actionReference")
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About nbgui"), self.about, None, "actionAbout")
        self._menu_objects = list(self._direct_menu_objects() - before)
        self._update_actions()
        dress(self)  # the menu bar, menus, headers and status bar in their own palettes

    def _direct_menu_objects(self) -> set[QObject]:
        """The actions, groups and menus built by `_build_menus` (deleted on a rebuild)."""
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        found: set[QObject] = set(self.findChildren(QAction, "", direct))
        found |= set(self.findChildren(QActionGroup, "", direct))
        found |= set(self.menuBar().findChildren(QMenu, "", direct))
        return found

    def _speed_name(self, name: str) -> str:
        return {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }[name]

    def retranslate(self) -> None:
        self.dock.setWindowTitle(self.tr("Game"))
        self.speed_label.setText(self.tr("Speed:"))
        current = self.speed_box.currentData() or self.settings.value("speed", "normal")
        self.speed_box.blockSignals(True)
        self.speed_box.clear()
        for name in SPEEDS:
            self.speed_box.addItem(self._speed_name(name), name)
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(current)))
        self.speed_box.blockSignals(False)
        self.speed_box.setAccessibleName(self.tr("Animation speed"))
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setAccessibleName(self.tr("Skip the animation"))
        self.skip_button.setToolTip(self.tr("Show the end of the current animation at once"))
        self.round_label.setAccessibleName(self.tr("Round"))
        for child in (self.log_panel, self.score_preview):
            child.retranslate()
        self.retranslate_teaching()
        if hasattr(self.table, "retranslate"):
            self.table.retranslate()
        self._update_title()
        sheet = getattr(self, "last_sheet_dialog", None)
        if sheet is not None and sheet.isVisible():  # the score sheet up: again in these words
            self.show_score_sheet(sheet.sheet)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "dock"):
            self._build_menus()
            self.retranslate()
            self.refresh()
        if event.type() == QEvent.Type.WindowStateChange:
            self._tick_full_screen()  # full screen left another way (the window manager)
        super().changeEvent(event)

    def _tick_full_screen(self) -> None:
        """The View menu's Full screen tick as the window is (without toggling it again)."""
        action = getattr(self, "full_screen_action", None)
        if action is not None and action.isChecked() != self.isFullScreen():
            action.blockSignals(True)
            action.setChecked(self.isFullScreen())
            action.blockSignals(False)

    def set_full_screen(self, on: bool) -> None:
        """View → Full screen (F11): the window covers the whole screen, its menus and the side
        panel kept. On a 1366×768 laptop a maximized window loses about 80 px of height to the
        title bar and the task bar, and the table, fitted to its height, drew its texts at 10.9
        px; full screen gives them their 12 px. Remembered for the next start."""
        state = self.windowState()
        if on:
            self.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:  # back to the window as it was (maximized, as it opens)
            self.setWindowState(state & ~Qt.WindowState.WindowFullScreen)
        self.settings.setValue("window/full_screen", bool(on))
        self._tick_full_screen()

    def open_full_screen(self) -> None:
        """The first start on a small screen (`wants_full_screen`): full screen, said once on
        the table with the way back."""
        from nbgui.ui.dialogs.saved_games import menu_item_path

        self.set_full_screen(True)
        way_back = menu_item_path(self.tr("&View"), self.tr("&Full screen"))
        key = self.full_screen_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        said = i18n.say(msg("window.full_screen_notice", key=key, menu=way_back))
        QTimer.singleShot(0, lambda: self.tell(said))

    def _connect(self) -> None:
        s = self.session
        s.advanced.connect(self._on_advanced)
        s.refused.connect(self._on_refused)
        s.gameOver.connect(self._on_game_over)
        s.tieQuestion.connect(self._on_tie_question)
        s.stateReset.connect(self._on_state_reset)
        s.started.connect(lambda _events: self._on_started())
        self.speed_box.currentIndexChanged.connect(
            lambda _i: self.set_speed(str(self.speed_box.currentData()))
        )
        self.skip_button.clicked.connect(self.skip)
        if self.store is not None:
            s.on_command.append(lambda _s, _b: self.schedule_autosave())
            s.on_reset.append(lambda _s: self.schedule_autosave())
        busy = getattr(self.table, "busyChanged", None)
        if busy is not None:
            busy.connect(self._on_busy_changed)
        # the log and the score table follow what the table has shown, not the session
        shown = getattr(self.table, "batchShown", None)
        if shown is not None:
            self.log_panel.follow(shown)
            shown.connect(self._on_batch_shown)
        # a refused move is said once, by the table next to the drop point (not in the status
        # bar too); only the text-only fallback table needs the status bar for it
        self._table_speaks = hasattr(self.table, "messageShown")

    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes) and self.restoreGeometry(geometry):
            pass
        else:
            # first run: maximized (the screen's whole work area, also without a window
            # manager); the geometry is remembered from then on
            screen = self.screen()
            if screen is not None:
                self.setGeometry(screen.availableGeometry())
            else:
                self.resize(DEFAULT_SIZE)
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        if self.settings.value("window/full_screen") is True:  # (ui-state.json: a bool only)
            self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state)
            self.keep_game_readable()  # a reference docked again: not squeezed as it was saved
        speed = str(self.settings.value("speed", "normal"))
        self.set_speed(speed if speed in SPEEDS else "normal", remember=False)
        self.set_reduced_motion(self.reduced_motion_action.isChecked())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.wait_ai(5000)  # an AI player's search in flight finishes first
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.save_teaching_state()
        self.settings.sync()
        super().closeEvent(event)

    # ---- refreshing -----------------------------------------------------------------------

    def _table_busy(self) -> bool:
        return bool(getattr(self.table, "busy", False))

    def table_busy(self) -> bool:
        return self._table_busy()

    def _on_state_reset(self, state: object) -> None:
        self._close_score_sheet()  # undo, a new game, a loaded one: not the game it scored
        self._shown_state = state
        self.refresh()

    def _on_batch_shown(self, batch: Batch) -> None:
        self._shown_state = batch.after
        self.refresh()

    def shown_state(self) -> GameState:
        """The game as the table shows it: while it animates, as after the last batch it has
        shown (the session is already further on); else the session's."""
        shown = getattr(self, "_shown_state", None)
        return shown if shown is not None and self._table_busy() else self.session.state

    def refresh(self) -> None:
        # while the table animates, the counters show what it has shown so far
        state = self.shown_state()
        names = self.session.seat_names
        self.round_label.setText(round_text(state))
        # while the table shows a move, `state` is the one before it: the line says who is
        # moving as the prompt does ("Your move…", "Starbuck is playing…"); it said
        # "Starbuck is thinking…" of the Captain next, during the player's own move too
        self.status_line.show_text(status_text(state, names, showing=self._table_busy()))
        self.score_preview.update_from(state, names)
        self._update_actions()

    def _update_actions(self) -> None:
        if hasattr(self, "undo_action"):
            # enabled once anything was played: triggered when undo cannot take anything back,
            # it says why (the menu item's status tip says it too)
            self.undo_action.setEnabled(bool(self.session.history.steps))
            blocker = self.session.undo_blocker()
            self.undo_action.setStatusTip(i18n.say(blocker) if blocker is not None else "")
            self.redo_action.setEnabled(self.session.can_redo())

    def _update_title(self) -> None:
        """The game in the title bar and the task bar: its save's name, or who plays ("Captain
        Starbuck, Ann · seed 5"). Never the app's name: Qt adds the application's display
        name after the title itself on Windows and Linux ("… — New Bedford"), which said
        "New Bedford — seed 5 — New Bedford"."""
        setup = self.session.setup
        game: Any = tuple(words.seat_label(s.name, s.kind, s.ai) for s in setup.seats)
        if self.save_path is not None:
            game = self.save_path.name
        title = i18n.say(msg("window.title", game=game, seed=setup.seed))
        # e.g. "(read-only: another window uses this data folder)", set by the app
        self.setWindowTitle(title + self.title_note)

    def _on_started(self) -> None:
        self._shown_state = self.session.state
        self._pending_sheet = None
        self._update_title()
        self.refresh()

    def _on_advanced(self, _batch: Batch) -> None:
        self.refresh()

    def _on_busy_changed(self, busy: bool) -> None:
        if not busy:
            if self._pending_sheet is not None:
                sheet, self._pending_sheet = self._pending_sheet, None
                QTimer.singleShot(0, lambda: self.show_score_sheet(sheet))
            tie = self.session.pending_tie
            if tie is not None:
                QTimer.singleShot(0, lambda: self.ask_tie(tie))
        self.refresh()

    def _on_refused(self, code: str, sentence: str) -> None:
        if not getattr(self, "_table_speaks", False):
            self.statusBar().showMessage(sentence, 8000)
        self.offer_why(code)

    # ---- game over and ties ---------------------------------------------------------------

    def _on_game_over(self, sheet: ScoreSheet) -> None:
        self.refresh()
        if self._table_busy():
            self._pending_sheet = sheet
        else:
            QTimer.singleShot(0, lambda: self.show_score_sheet(sheet))

    def show_score_sheet(self, sheet: ScoreSheet | None = None) -> ScoreSheetDialog:
        """The score sheet, shown inside this window over the dimmed table (docs/ui.md): its
        "New game…" opens the new-game dialog, "Rematch" starts the same seed again, Close or
        Esc leaves the finished game on the table. Anything that changes the game meanwhile
        (undo, a new game or a loaded one from the menus) takes it down."""
        from nbgui.teach.ledger import captain_ledgers
        from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

        assets = getattr(self.table, "assets", None)
        if assets is not None:  # the table stops moving: its art's documents go (assets.py)
            assets.release_all()
        give_back()  # the game's last commands' garbage, before the sheet is built (nbgui.heap)
        sheet = sheet or self.session.score_sheet()
        ledgers = captain_ledgers(
            self.session.state, [(b.seat, b.events) for b in self.session.batches]
        )
        previous = self.last_sheet_dialog  # one sheet at a time (a game over after an undo)
        self._close_score_sheet()
        if previous is not None:
            previous.deleteLater()  # with its scrim: a long session keeps no old sheets
        dialog = ScoreSheetDialog(
            sheet, self.session.seat_names, self.session.state.rules, self,
            hints_used=self.session.hints_used, undos_used=self.session.undos_used,
            ledgers=ledgers,
            players=sum(1 for s in self.session.state.seats if not s.is_automated),
        )
        self.last_sheet_dialog = dialog
        self._dim_table(True)
        dialog.finished.connect(lambda _r: self._dim_table(False))
        if self.ask_dialogs:  # tests and --autoplay leave it up, nobody to answer it
            dialog.finished.connect(self._after_score_sheet)
        dialog.show_in(self)
        return dialog

    def _after_score_sheet(self, result: int) -> None:
        from nbgui.ui.dialogs.score_sheet import NEW_GAME, REMATCH

        if result == NEW_GAME:
            self.new_game_dialog()
        elif result == REMATCH:
            self.rematch()

    def _close_score_sheet(self) -> None:
        """Take the score sheet down (the game it scored is no longer the one on the table)."""
        sheet = self.last_sheet_dialog
        if sheet is not None and sheet.isVisible():
            sheet.reject()

    def _dim_table(self, on: bool) -> None:
        """Dim the table behind the score sheet (and lift it when the sheet closes)."""
        dim = getattr(self.table, "set_dimmed", None)
        if dim is not None:
            dim(on)

    def _on_tie_question(self, decision: CaptainDecision) -> None:
        if not self._table_busy():  # else asked when the table has shown the moves before it
            QTimer.singleShot(0, lambda: self.ask_tie(decision))

    def ask_tie(self, decision: CaptainDecision) -> None:
        if self.session.pending_tie is not decision or self._asking_tie:
            return
        seat = self.session.state.decision.seat
        name = self.session.seat_names[seat] if seat is not None else ""
        from nbgui.ui.dialogs.tie_choice import TieChoiceDialog

        chooser = decision.chooser
        humans = sum(1 for s in self.session.state.seats if not s.is_captain)
        # At a table of several players, say whose call it is (RULES.md 10.2).
        chooser_name = (
            self.session.seat_names[chooser] if chooser is not None and humans > 1 else None
        )
        dialog = TieChoiceDialog(
            decision, name, self, self.session.state.rules, chooser_name=chooser_name
        )
        self._asking_tie = True
        try:
            if self.ask_dialogs:
                dialog.exec()
        finally:
            self._asking_tie = False
        self.session.resolve_tie(dialog.chosen())

    # ---- actions --------------------------------------------------------------------------

    def _table_call(self, name: str, *args: object) -> None:
        method = getattr(self.table, name, None)
        if callable(method):
            method(*args)

    def set_speed(self, name: str, remember: bool = True) -> None:
        if self.reduced_motion_action.isChecked():
            name = "instant"
        self._table_call("set_speed", name)
        if name in self.speed_actions:
            self.speed_actions[name].setChecked(True)
        index = self.speed_box.findData(name)
        if index >= 0 and index != self.speed_box.currentIndex():
            self.speed_box.blockSignals(True)
            self.speed_box.setCurrentIndex(index)
            self.speed_box.blockSignals(False)
        if remember and not self.reduced_motion_action.isChecked():
            self.settings.setValue("speed", name)

    def skip(self) -> None:
        self._table_call("skip")

    def set_reduced_motion(self, on: bool) -> None:
        self.settings.setValue("reduced_motion", on)
        self.speed_box.setEnabled(not on)
        self.set_speed("instant" if on else str(self.settings.value("speed", "normal")),
                       remember=False)

    def set_auto_ties(self, on: bool) -> None:
        self.session.auto_ties = on
        self.settings.setValue("auto_ties", on)

    def undo(self) -> None:
        """Undo the player's last move, or say why it cannot (on the table and in the status
        bar): the action stays enabled once anything was played, so Ctrl+Z after an AI's or a
        Captain's move tells why (it was greyed out and did nothing)."""
        blocker = self.session.undo_blocker()
        if blocker is not None or self.session.undo() is None:
            self.tell(i18n.say(blocker if blocker is not None else msg("undo.after_chance")))

    def redo(self) -> None:
        self.session.redo()

    def rematch(self) -> None:
        if self.store is not None:
            self.store.begin_game(self.session.setup)
        self.save_path = None
        self.session.rematch()

    def new_game_dialog(self) -> bool:
        from PySide6.QtWidgets import QDialog

        from nbgui.ui.dialogs.new_game import TUTORIAL, random_seed, run_new_game_dialog

        result, dialog = run_new_game_dialog(
            self.boards, self.change_language, self, seed=random_seed(),
            preset=self.session.setup,
        )
        if result == TUTORIAL:
            language = str(dialog.language.currentData())
            if language != i18n.current_language():
                self.change_language(language)
            self.start_tutorial()
            return True
        if result != QDialog.DialogCode.Accepted:
            return False
        choice = dialog.choice()
        if choice.language != i18n.current_language():
            self.change_language(choice.language)
        self.begin_game(choice.setup)
        return True

    def begin_game(self, setup: Any, saved: Any = None) -> None:
        """Start `setup` afresh (or continue `saved`, an envelope of it) in this window."""
        self.save_path = None
        if self.store is not None:
            self.store.begin_game(setup)
        if saved is None:
            self.session.new_game(setup)
        else:
            self.session.load(saved)

    def change_language(self, code: str) -> None:
        if not i18n.set_language(code):
            plain_warning(self, self.tr("Language"), i18n.say(i18n.no_catalogue(code)))
        self.settings.setValue("language", code)
        self._table_call("set_language", code)
        self.log_panel.rebuild()
        # installing a translator sends LanguageChange; without a catalogue, rebuild anyway
        self._build_menus()
        self.retranslate()
        self.refresh()
        self.update_ahead()  # the Captains' outlook said again, in the new language

    def about(self) -> None:
        from nbgui.ui.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        if self.ask_dialogs:
            dialog.exec()
        else:
            dialog.show()

    # ---- autosave (nbgui.persist) -------------------------------------------------------------

    def schedule_autosave(self) -> None:
        """Autosave once the current run of commands is done (a human command and the Captain
        commands after it are written together, not once each)."""
        if self.store is not None and not self._autosave_due:
            self._autosave_due = True
            QTimer.singleShot(0, self.autosave_now)

    def autosave_now(self) -> Path | None:
        self._autosave_due = False
        if self.store is None:
            return None
        s = self.session
        try:
            path: Path = self.store.autosave(
                s.setup, s.history.commands, s.state, tutorial_step=self.tutorial_mark()
            )
        except (SaveError, OSError) as exc:
            log.warning("autosave failed: %s", exc)
            why = exc.msg if isinstance(exc, SaveError) else os_reason(exc)
            self.statusBar().showMessage(i18n.say(msg("save.autosave_failed", why=why)), 8000)
            return None
        self.autosave_count += 1
        moved = self.store.take_set_aside_notice()
        if moved is not None:  # a game left for this one: say where it went, once
            from nbgui.ui.dialogs.saved_games import menu_path

            game = self.store.summary(moved).label_msg()
            self.tell(i18n.say(msg("save.set_aside_notice", game=game, menu=menu_path())))
        return path

    def tell(self, said: str) -> None:
        """Say `said` where the player looks: in the table's bubble over the prompt (gone with
        the next press or Esc) and in the status bar's corner."""
        self.statusBar().showMessage(said, 10000)
        ctl = getattr(self.table, "controller", None)
        geo = getattr(getattr(self.table, "scene", None), "geo", None)
        if ctl is not None and geo is not None:
            ctl.show_message(said, geo.prompt_rect.topLeft(), error=False)

    def _save_dir(self) -> str:
        """Where Open starts: the folder of the last save opened, else the saves folder (where
        Save As suggests a name), else the home folder."""
        folder = self.settings.value("last_folder")
        if folder:
            return str(folder)
        return str(self.store.dirs.saves) if self.store is not None else str(Path.home())

    def saved_games(self) -> bool:
        """Game → Saved games…: the player's saves and the games set aside, newest first; the
        chosen one is opened as Open would (`open_game`)."""
        if self.store is None:
            return self.open_game()
        from PySide6.QtWidgets import QDialog

        from nbgui.ui.dialogs.saved_games import SavedGamesChooser

        chooser = SavedGamesChooser(self.store, self)
        if self.ask_dialogs:
            if chooser.exec() != QDialog.DialogCode.Accepted:
                return False
        else:  # tests drive the dialog themselves
            self._saved_games_chooser = chooser
            chooser.show()
            return False
        return self.open_chosen(chooser)

    def open_chosen(self, chooser: Any) -> bool:
        """Open what a `SavedGamesChooser` was left with (a file, or the Open dialog)."""
        if chooser.browse:
            return self.open_game()
        return chooser.chosen is not None and self.open_game(str(chooser.chosen))

    def open_game(self, path: str | None = None) -> bool:
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open a saved game"), self._save_dir(),
                self.tr("nbgui saves (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX),
            )
            if not path:
                return False
        try:
            loaded, warnings = self._read(Path(path))
        except SaveError as exc:
            log.warning("not opened: %s", exc)  # English, with the validator's own words
            kept = left_as_it_was("save.open_kept", Path(path), path=str(Path(path).absolute()))
            plain_warning(self, self.tr("Cannot open the save"), i18n.paragraphs(exc.msg, kept))
            return False
        if loaded is None:
            return False
        self.save_path = Path(path)
        self.settings.setValue("last_folder", str(self.save_path.parent))
        if self.store is not None:
            self.store.begin_game(loaded.envelope.setup)
        self.session.load(loaded)
        # a set-aside game carried on: once it is the autosave, its copy leaves the list (the
        # autosave written now, not when the queued one runs: only then is the copy spare)
        aside = self.store is not None and self.store.is_set_aside(Path(path))
        if aside and self.store is not None and self.autosave_now() is not None:
            self.store.take_back(Path(path), loaded.envelope.setup, loaded.commands)
        if warnings:
            plain_information(
                self, self.tr("Save opened"), "\n".join(i18n.say(w) for w in warnings)
            )
        return True

    def _read(self, path: Path) -> tuple[Loaded | None, list[Msg]]:
        """Read a save through the store when there is one (backups, format upgrades, rules
        check), else through the engine. Raises `SaveError`."""
        if self.store is None:
            return read_save(str(path)), []
        from nbgui.persist import RulesMismatch

        try:
            game = self.store.load(path)
        except RulesMismatch as exc:
            from PySide6.QtWidgets import QMessageBox

            from nbgui.ui.plain import message

            if not message(
                QMessageBox.Icon.Question,
                self.tr("Different rules"),
                i18n.say(exc.msg) + "\n\n" + self.tr("Open it with the current rules?"),
                question=True,
                parent=self,
            ):
                return None, []
            game = self.store.load(path, allow_rules_mismatch=True)
        return game.loaded, list(game.warnings)

    def save_game(self) -> bool:
        if self.save_path is None:
            return self.save_game_as()
        return self.save_to(self.save_path)

    def save_game_as(self, path: str | None = None) -> bool:
        if path is None:
            if self.store is not None:
                suggested = str(self.store.suggested_path(self.session.setup))
            else:
                name = f"new-bedford-{self.session.setup.seed}{SAVE_SUFFIX}"
                suggested = str(Path(self._save_dir()) / name)
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the game"), suggested,
                self.tr("nbgui saves (*{suffix})").format(suffix=SAVE_SUFFIX),
            )
            if not path:
                return False
        target = Path(path)
        if target.suffix != SAVE_SUFFIX:
            target = target.with_name(target.name + SAVE_SUFFIX)
        return self.save_to(target)

    def save_to(self, path: Path) -> bool:
        s = self.session
        try:
            if self.store is not None:
                path = self.store.write(
                    path, s.setup, s.history.commands, s.state, self.tutorial_mark()
                )
            else:
                from nbgui.persist.atomic import atomic_write_text

                atomic_write_text(path, envelope_json(s.envelope()))
        except (SaveError, OSError) as exc:
            log.warning("save failed: %s", exc)
            why = (
                exc.msg
                if isinstance(exc, SaveError)
                else msg("save.cannot_write", file=path.name, reason=os_reason(exc))
            )
            plain_warning(
                self,
                self.tr("Cannot save"),
                i18n.paragraphs(why, msg("save.write_kept")),
            )
            return False
        self.save_path = path
        self.settings.setValue("last_folder", str(path.parent))
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=str(path)), 5000)
        return True
