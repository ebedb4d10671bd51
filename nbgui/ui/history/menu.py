"""The History menu and the recording of finished games, added to a built main window.

`attach(window)` needs only ``window.menuBar()`` and ``window.session`` (a `GameSession`); it
adds the History menu (again after a language change, which rebuilds the window's menus) and
records every finished game for the history database (``history.sqlite3`` in the user data
folder), with its duration measured from the session's ``started`` signal.

A game's end writes its record to the history's journal (`nbgui.history.records`), which the
database takes in when it is next opened — by this menu's windows, which open it first, or
any later reader — so a game that ends without the history being opened never loads SQLite
(issue 18: about 1.6 MiB at the game's peak). Once the history has been opened in this window
(SQLite then loaded anyway), finished games go straight into the database.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QImage
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nbgui import __version__
from nbgui.content.files import left_as_it_was
from nbgui.engine import GameSetup
from nbgui.history.codes import CodeError, daily_setup, setup_from_code, setup_to_code
from nbgui.history.export import game_text
from nbgui.history.filecheck import HistoryFileError
from nbgui.history.records import GameRecord, default_path, keep_in_journal, record_from_sheet
from nbgui.text import Msg, msg
from nbgui.text.system import os_reason, sqlite_reason
from nbgui.ui.i18n import paragraphs, say
from nbgui.ui.plain import warning as plain_warning
from nbgui.ui.theme import dress_menu

if TYPE_CHECKING:  # the database module loads SQLite: imported where it is opened
    from nbgui.history.db import HistoryDB

log = logging.getLogger(__name__)

ATTACHMENT = "_history_attachment"


def _why(exc: BaseException) -> Msg:
    """Why something failed, as a message: the error's own message when it has one (saves,
    history, codes, rules), the system's or SQLite's reason, else "an unexpected error"."""
    said = getattr(exc, "msg", None)
    if isinstance(said, Msg):
        return said
    sqlite3 = sys.modules.get("sqlite3")  # not loaded: the error cannot be one of its own
    if isinstance(exc, OSError) or (sqlite3 is not None and isinstance(exc, sqlite3.Error)):
        return sqlite_reason(exc)
    log.warning("unexpected %s", type(exc).__name__)
    return msg("system.unexpected", kind=type(exc).__name__)


def _tr(text: str) -> str:
    return QCoreApplication.translate("HistoryMenu", text)


def attach(window: Any, db_path: Path | None = None) -> None:
    """Add the History menu to `window` and record its finished games (idempotent)."""
    if getattr(window, ATTACHMENT, None) is not None:
        return
    setattr(window, ATTACHMENT, HistoryAttachment(window, db_path))


def attachment(window: Any) -> HistoryAttachment | None:
    found = getattr(window, ATTACHMENT, None)
    return found if isinstance(found, HistoryAttachment) else None


class ReplayChooser(QDialog):
    """Pick a finished game from the history (newest first) or open a save file."""

    def __init__(self, records: list[GameRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("replayChooser")
        self.setWindowTitle(_tr("Replays"))
        self.records = list(reversed(records))
        self.chosen: GameRecord | None = None
        self.save_path: str | None = None
        self.list = QListWidget(self)
        self.list.setObjectName("replayList")
        for r in self.records:
            self.list.addItem(QListWidgetItem(say(r.label_msg())))
        if self.records:
            self.list.setCurrentRow(0)
        else:
            self.list.addItem(QListWidgetItem(_tr("No finished games yet.")))
        self.list.itemDoubleClicked.connect(lambda _item: self._accept_row())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        watch = QPushButton(_tr("Replay"), self)
        watch.setEnabled(bool(self.records))
        buttons.addButton(watch, QDialogButtonBox.ButtonRole.AcceptRole)
        open_file = QPushButton(_tr("Open save file…"), self)
        buttons.addButton(open_file, QDialogButtonBox.ButtonRole.ActionRole)
        watch.clicked.connect(self._accept_row)
        open_file.clicked.connect(self._open_file)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(buttons)
        self.resize(560, 420)

    def _accept_row(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.records):
            self.chosen = self.records[row]
            self.accept()

    def _open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # its enums when shown (issue 18)

        path, _ = QFileDialog.getOpenFileName(
            self, _tr("Replay a saved game"), "", _tr("nbgui saves (*.nbsave);;All files (*)")
        )
        if path:
            self.save_path = path
            self.accept()


class HistoryAttachment(QObject):
    """What `attach` adds to a window; kept as an attribute of the window."""

    def __init__(self, window: Any, db_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.db_path = db_path if db_path is not None else default_path()
        self._db: HistoryDB | None = None
        self.warnings: list[str] = []
        self.windows: list[QWidget] = []  # statistics and replay windows kept alive
        self.workers: list[threading.Thread] = []  # history writes waiting for a lock
        self.started_at = time.monotonic()
        self.undos_seen = 0
        self.last_record_id: int | None = None
        self.menu: QMenu | None = None
        self.actions: dict[str, QAction] = {}
        self._game_token = 0
        self._recorded_token = -1
        self._pending: tuple[int, GameRecord] | None = None
        session = window.session
        session.started.connect(self._on_started)
        session.gameOver.connect(self._on_game_over)
        hooks = getattr(session, "on_command", None)
        self._snapshots = isinstance(hooks, list)
        if isinstance(hooks, list):
            hooks.append(self._on_command)
        if hasattr(session, "undone"):
            session.undone.connect(self._on_undone)
        window.installEventFilter(self)
        self.build_menu()

    # ---- the database ------------------------------------------------------------------------

    def db(self) -> HistoryDB:
        """The database, opened (and the journal's games taken in) at the first call."""
        from nbgui.history.db import HistoryDB

        if self._db is None:
            finished = self.db_path.parent / "saves" / "finished"
            self._db, warnings = HistoryDB.open(self.db_path, finished_dir=finished)
            for w in warnings:
                self._warn(say(w))
        return self._db

    def records(self) -> list[GameRecord]:
        from nbgui.history.db import HistoryBusy

        try:
            return self.db().games()
        except HistoryBusy:  # another program holds it: nothing is wrong, try again later
            self._warn(say(msg("history.busy")))
            return []
        except Exception as exc:  # never crash the game over its history
            log.warning("history not read: %s", exc)
            self._db = None
            self._warn(say(msg("history.not_read", error=_why(exc))))
            return []

    def _record(self, record: GameRecord) -> None:
        """Store a finished game without freezing the window. Before the history was opened
        in this window: into the journal (module doc), and straight into the database only
        if the journal cannot be written. Else one short attempt here; while another program
        holds the database, a worker thread retries (bounded) and then keeps the game in the
        pending file, recorded the next time the history is written."""
        if self._db is None:
            try:
                keep_in_journal(self.db_path, record)
                return
            except (OSError, HistoryFileError) as exc:  # a read-only folder, a journal that
                # is a link or a file: the database says what it can (and sets the journal aside)
                log.warning("history journal not written: %s", exc)
        from nbgui.history.db import HistoryBusy

        db = self.db()
        try:
            self.last_record_id = db.add(record, timeout=0.1)
        except HistoryBusy:
            worker = threading.Thread(
                target=self._record_in_background,
                args=(db, record),
                daemon=True,
                name="nbgui-history",
            )
            self.workers.append(worker)
            worker.start()
            return
        except Exception:  # read-only or failing: keep the game for later, then say so
            try:
                db.keep_pending(record)
            except OSError as exc:  # nowhere to keep it: say so (its save file still has it)
                log.warning("finished game neither recorded nor kept pending: %s", exc)
                self._warn(say(msg("history.not_kept", error=_why(exc))))
                return
            self._message(say(msg("history.pending")))
            return
        try:
            db.flush_pending()
        except Exception as exc:  # the pending games wait for the next time
            log.info("pending history games not recorded yet: %s", exc)

    def _record_in_background(self, db: HistoryDB, record: GameRecord) -> None:
        try:
            game_id = db.record(record)
        except Exception:  # not even the pending file: say so in the log
            log.exception("finished game neither recorded nor kept pending")
            return
        if game_id is None:
            log.warning("the play history stayed busy; the game waits in the pending file")
        else:
            self.last_record_id = game_id

    def _warn(self, text: str) -> None:
        log.warning("%s", text)
        self.warnings.append(text)
        self._message(text, warning=True)

    def _message(self, text: str, warning: bool = False) -> None:
        window = self.window
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(text, 8000)
        if warning and getattr(window, "ask_dialogs", True) and window.isVisible():
            plain_warning(window, _tr("Play history"), text)

    # ---- recording ---------------------------------------------------------------------------

    def _on_started(self, _events: object = None) -> None:
        self.started_at = time.monotonic()
        self.undos_seen = 0
        self._game_token += 1

    def _on_undone(self, _batch: object = None) -> None:
        self.undos_seen += 1

    def _snapshot(self, sheet: Any, state: Any = None) -> GameRecord:
        session = self.window.session
        if state is not None:
            from nbgui.engine import score

            sheet = score(state)
        return record_from_sheet(
            session.setup,
            list(session.history.commands),
            sheet,
            hints_used=int(getattr(session, "hints_used", 0)),
            undos_used=int(getattr(session, "undos_used", self.undos_seen)),
            duration_s=max(0.0, time.monotonic() - self.started_at),
            app_version=__version__,
        )

    def _on_command(self, _session: Any, batch: Any) -> None:
        """The command that ends a game: take the record now, while the session still holds
        that game (the window may start another one before `gameOver` reaches us)."""
        after = getattr(batch, "after", None)
        if after is None or not after.is_over or self._recorded_token == self._game_token:
            return
        try:
            self._pending = (self._game_token, self._snapshot(None, after))
        except Exception:  # pragma: no cover - recorded from the session in gameOver instead
            log.exception("finished game not captured")
            self._pending = None

    def _on_game_over(self, sheet: Any) -> None:
        """Record the finished game once. A finished game that was only re-opened (loaded, or
        redone after an undo) has no played-out ending here and is not recorded again."""
        pending, self._pending = self._pending, None
        try:
            if pending is not None:
                token, record = pending
            elif not self._snapshots and self._recorded_token != self._game_token:
                token, record = self._game_token, self._snapshot(sheet)
            else:
                return
            if token == self._recorded_token:
                return
            self._recorded_token = token
            self._record(record)
        except Exception as exc:  # the game is over either way; say why it was not recorded
            log.exception("finished game not recorded")
            self._db = None
            self._warn(
                _tr("The finished game was not added to the history: {error}").format(
                    error=say(_why(exc))
                )
            )

    # ---- the menu ----------------------------------------------------------------------------

    def build_menu(self) -> None:
        bar = self.window.menuBar()
        if self.menu is not None:
            with contextlib.suppress(RuntimeError):  # already deleted with the old menus
                bar.removeAction(self.menu.menuAction())
        menu = QMenu(_tr("&History"), bar)
        menu.setObjectName("historyMenu")
        dress_menu(menu)  # as the window's menus
        # by its name, not its text: in Spanish "Ayuda" the History menu came after it
        help_action = next(
            (
                a
                for a in bar.actions()
                if a.menu() is not None and a.menu().objectName() == "helpMenu"
            ),
            None,
        )
        if help_action is not None:
            bar.insertMenu(help_action, menu)
        else:
            bar.addMenu(menu)
        self.menu = menu
        self.actions = {}
        for key, text, slot in (
            ("statistics", _tr("&Statistics…"), self.show_statistics),
            ("replays", _tr("&Replays…"), self.show_replays),
            ("", "", None),
            ("copy_code", _tr("&Copy game code"), self.copy_game_code),
            ("from_code", _tr("Start game from &code…"), self.start_from_code),
            ("daily", _tr("&Today's challenge"), self.start_daily),
            ("", "", None),
            ("export_text", _tr("Export game as &text…"), self.export_text),
            ("export_sheet", _tr("Export score sheet as &PNG…"), self.export_score_png),
        ):
            if slot is None:
                menu.addSeparator()
                continue
            action = QAction(menu)  # not QAction(text, parent): its overloads build QIcon's enums
            action.setText(text)
            action.setObjectName(f"history_{key}")
            action.triggered.connect(lambda _c=False, s=slot: s())
            menu.addAction(action)
            self.actions[key] = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            # the window rebuilds (and deletes) its menus on a language change: add ours after
            QTimer.singleShot(0, self._rebuild_after_language_change)
        return False

    def _rebuild_after_language_change(self) -> None:
        try:
            alive = self.menu is not None and self.menu.menuAction() in (
                self.window.menuBar().actions()
            )
        except RuntimeError:
            alive = False
        if not alive:
            self.menu = None
            self.build_menu()

    # ---- actions -----------------------------------------------------------------------------

    def show_statistics(self) -> QWidget:
        from nbgui.ui.history.stats_window import StatsWindow

        win = StatsWindow(self.records())
        self._keep(win)
        return win

    def show_replays(self) -> QWidget | None:
        chooser = ReplayChooser(self.records(), self.window)
        if chooser.exec() != QDialog.DialogCode.Accepted:
            return None
        if chooser.chosen is not None:
            return self.open_replay(chooser.chosen)
        if chooser.save_path:
            return self.open_save_replay(chooser.save_path)
        return None

    def open_replay(self, record: GameRecord) -> QWidget | None:
        from nbgui.ui.history.replay_window import ReplayWindow

        try:
            win = ReplayWindow(
                record.setup, list(record.commands), self._boards(), title=say(record.label_msg())
            )
        except Exception as exc:
            log.warning("replay failed: %s", exc)
            self._warn(_tr("This game cannot be replayed: {error}").format(error=say(_why(exc))))
            return None
        self._keep(win)
        return win

    def open_save_replay(self, path: str) -> QWidget | None:
        from nbgui.engine import read_save
        from nbgui.ui.history.replay_window import ReplayWindow

        try:
            loaded = read_save(path)
            win = ReplayWindow(
                loaded.envelope.setup, loaded.commands, self._boards(), title=Path(path).name
            )
        except Exception as exc:
            log.warning("save not replayed: %s", exc)
            kept = left_as_it_was("save.replay_kept", Path(path), path=str(Path(path).absolute()))
            why = _why(exc)
            problem = dict(why.params).get("problem") if why.id == "save.cannot_open" else None
            if isinstance(problem, Msg):  # its reason alone ("…replayed: Cannot open x: …")
                why = problem
            said = _tr("This save cannot be replayed: {error}").format(error=say(why))
            self._warn(paragraphs(said, kept))
            return None
        self._keep(win)
        return win

    def _boards(self) -> dict[str, Any] | None:
        """The boards the game window plays with (user overrides included), for the "why"."""
        boards = getattr(self.window, "boards", None) or getattr(
            self.window.session, "boards", None
        )
        return dict(boards) if boards else None

    def _keep(self, win: QWidget) -> None:
        self.windows = [w for w in self.windows if w.isVisible()]
        self.windows.append(win)
        win.show()
        win.raise_()

    def game_code(self) -> str | None:
        try:
            return setup_to_code(self.window.session.setup)
        except CodeError:
            return None

    def copy_game_code(self) -> str | None:
        code = self.game_code()
        if code is None:
            self._message(_tr("This table has no game code."), warning=True)
            return None
        QGuiApplication.clipboard().setText(code)
        self._message(_tr("Game code {code} copied.").format(code=code))
        return code

    def _human_names(self) -> list[str]:
        seats = self.window.session.setup.seats
        return [s.name for s in seats if s.kind != "captain" and s.ai is None]

    def _ai_names(self) -> list[str]:
        return [s.name for s in self.window.session.setup.seats if s.ai is not None]

    def setup_for_code(self, code: str) -> GameSetup:
        return setup_from_code(code, human_names=self._human_names(), ai_names=self._ai_names())

    def start_from_code(self, code: str | None = None) -> bool:
        if code is None:
            from PySide6.QtWidgets import QInputDialog  # its enums when shown (issue 18)

            text, ok = QInputDialog.getText(
                self.window, _tr("Start game from code"), _tr("Game code:")
            )
            if not ok or not text.strip():
                return False
            code = text
        try:
            setup = self.setup_for_code(code)
        except CodeError as exc:
            self._message(say(exc.msg), warning=True)
            return False
        except ValueError as exc:  # setup_from_code raises CodeError only; never a traceback
            log.warning("game code %r: %s", code, exc)
            self._message(say(msg("code.invalid")), warning=True)
            return False
        self.start_game(setup)
        return True

    def start_daily(self, date: dt.date | None = None) -> GameSetup:
        names = self._human_names()
        setup = daily_setup(date or dt.date.today(), human_name=names[0] if names else "Player 1")
        self.start_game(setup)
        return setup

    def start_game(self, setup: GameSetup) -> None:
        window = self.window
        helper = getattr(window, "start_new_game", None)
        if callable(helper):
            helper(setup)
            return
        store = getattr(window, "store", None)
        if store is not None:
            store.begin_game(setup)
        if hasattr(window, "save_path"):
            window.save_path = None
        window.session.new_game(setup)

    def export_text(self, path: str | Path | None = None) -> Path | None:
        session = self.window.session
        if path is None:
            from PySide6.QtWidgets import QFileDialog  # its enums when shown (issue 18)

            chosen, _ = QFileDialog.getSaveFileName(
                self.window,
                _tr("Export game as text"),
                f"nbgui-game-{session.setup.seed}.txt",
                _tr("Text files (*.txt)"),
            )
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        try:
            target.write_text(game_text(session.setup, session.history.commands), "utf-8")
        except OSError as exc:
            log.warning("export failed: %s", exc)
            self._message(
                say(msg("system.cannot_export", file=target.name, reason=os_reason(exc))),
                warning=True,
            )
            return None
        return target

    def score_sheet_image(self) -> QImage:
        from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

        session = self.window.session
        dialog = ScoreSheetDialog(
            session.score_sheet(), session.seat_names, session.state.rules, self.window
        )
        dialog.adjustSize()
        image = dialog.grab().toImage()
        dialog.deleteLater()
        return image

    def export_score_png(self, path: str | Path | None = None) -> Path | None:
        if path is None:
            from PySide6.QtWidgets import QFileDialog  # its enums when shown (issue 18)

            chosen, _ = QFileDialog.getSaveFileName(
                self.window,
                _tr("Export score sheet"),
                f"nbgui-scores-{self.window.session.setup.seed}.png",
                _tr("PNG images (*.png)"),
            )
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        if not self.score_sheet_image().save(str(target), "PNG"):  # type: ignore[call-overload]
            self._message(_tr("The image could not be written."), warning=True)
            return None
        return target
