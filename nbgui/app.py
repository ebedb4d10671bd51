"""Application wiring: QApplication, the user folders (logs, settings, saves — `nbgui.persist`),
bundled fonts, language, the Captain boards, "resume your game?" or the new-game dialog, then the
main window with the game ready to play. An uncaught error is logged, the game autosaved, and a
crash dialog shown.

``--benchmark-startup`` (hidden, for `benchmarks/startup_bench.py`) skips the dialog and the
user folders, starts a default solo game, prints ``first-paint <seconds since run_app> cpu
<the process's CPU seconds>`` when the main window's first paint event arrives (before its
children paint), ``frame-done`` (the same two figures) once that frame is painted, and quits.
``--autoplay`` (with the user folders) plays the whole game through the window (the human seat
by the random bot, instant animations) before quitting: `benchmarks/startup_bench.py` measures
a real game's peak memory with it.
Neither waits on the crash dialog (nobody is there to close it): an uncaught error is printed on
stderr and the app exits with code 1.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nbgui.persist import AppDirs, Settings

log = logging.getLogger("nbgui")

#: QSettings-style keys the window uses → fields of `nbgui.persist.Settings`.
SETTINGS_KEYS = {
    "language": "language",
    "speed": "animation_speed",
    "reduced_motion": "reduced_motion",
    "auto_ties": "auto_captain_ties",
    "mistake_warnings": "mistake_warnings",
    "window/geometry": "window_geometry",
    "window/state": "window_state",
}
BYTES_KEYS = {"window/geometry", "window/state"}


class PersistSettings:
    """The `value`/`setValue`/`sync` face of QSettings over `nbgui.persist.Settings`, so the
    window reads and writes the player's settings file. Keys it does not know (the last folder
    used) live for the session only; `sync` writes the file atomically."""

    #: Keys not in `Settings` that still outlive the session, kept in `ui-state.json`.
    KEPT_KEYS = (
        "tutorial/step", "muted_warnings", "window/reference_open", "window/reference_height",
        "hint_strength", "window/full_screen",
    )

    def __init__(self, dirs: AppDirs, settings: Settings) -> None:
        self.dirs = dirs
        self.data = settings
        self.extra: dict[str, Any] = {}
        from nbgui.persist.settings import MAX_UI_STATE_BYTES, read_json_file
        from nbgui.text import msg

        # A regular file of at most 64 KB (never a FIFO or device); anything else is ignored.
        kept, problem = read_json_file(dirs.config / "ui-state.json", MAX_UI_STATE_BYTES)
        if problem is not None:
            log.warning("%s", msg("settings.ignored", file="ui-state.json", problem=problem))
        elif isinstance(kept, dict):
            self.extra.update({k: v for k, v in kept.items() if k in self.KEPT_KEYS})

    def value(self, key: str, default: Any = None) -> Any:
        field = SETTINGS_KEYS.get(key)
        if field is None:
            if key == "last_folder" and self.data.recent_files:
                return str(Path(self.data.recent_files[0]).parent)
            return self.extra.get(key, default)
        value = getattr(self.data, field)
        if key in BYTES_KEYS:
            raw = self.data.decode_bytes(value)
            return raw if raw else default
        return default if value is None else value  # None: not chosen (the language)

    def setValue(self, key: str, value: Any) -> None:
        field = SETTINGS_KEYS.get(key)
        if field is None:
            self.extra[key] = value
            return
        if key in BYTES_KEYS:
            value = self.data.encode_bytes(bytes(value))
        try:
            setattr(self.data, field, value)
        except ValueError as exc:
            log.warning("setting %s not changed: %s", key, exc)

    def sync(self) -> None:
        from nbgui.persist import save_settings

        try:
            save_settings(self.dirs, self.data)
            kept = {k: self.extra[k] for k in self.KEPT_KEYS if k in self.extra}
            if kept:
                import json

                from nbgui.persist.atomic import atomic_write_text

                atomic_write_text(self.dirs.config / "ui-state.json", json.dumps(kept))
        except OSError as exc:
            log.warning("settings not saved: %s", exc)


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    simple = _parse_simple(argv)
    return simple if simple is not None else _parser().parse_known_args(list(argv))[0]


#: Every option's value when it is not given: the parser's defaults and `_parse_simple`'s.
_DEFAULTS: dict[str, object] = {
    "file": None, "benchmark_startup": False, "seed": None, "autoplay": None, "linger": 0.0,
    "think": 0.0,
}


#: The options `_parse_simple` reads with their value in the next word, and the value's type.
_VALUED: dict[str, type] = {"--seed": int, "--autoplay": int, "--linger": float, "--think": float}


def _parse_simple(argv: Sequence[str]) -> argparse.Namespace | None:
    """The common command lines — none, a save's path, ``--benchmark-startup``, and the
    automated game's ``--autoplay N --linger S --think S`` (``--seed N``) — read as the parser
    reads them, without building it (issue 18: building it, with its `gettext` look-ups and
    the `locale` module they import, was about 2 ms of every start, and 0.08 MiB of the
    benchmark's real games, which a player's start never pays); None for anything else (an
    option given twice, a value that is not a plain number, ``--opt=value``, abbreviations),
    which the parser then reads (``tests/test_app_args.py`` checks both agree)."""
    args = argparse.Namespace(**_DEFAULTS)
    seen: set[str] = set()
    words = iter(argv)
    for arg in words:
        kind = _VALUED.get(arg)
        if kind is not None:
            value = next(words, None)
            if arg in seen or value is None or not _plain_number(value, kind):
                return None
            seen.add(arg)
            setattr(args, arg[2:], kind(value))
        elif arg == "--benchmark-startup":
            args.benchmark_startup = True
        elif arg and not arg.startswith("-") and args.file is None:
            args.file = arg
        else:
            return None
    return args


def _plain_number(word: str, kind: type) -> bool:
    """Whether `word` is a number written plainly (digits, one point for a float): what the
    parser's ``type=int``/``float`` reads the same way; anything else is left to the parser."""
    whole, _point, fraction = word.partition(".")
    if kind is int:
        return word.isascii() and word.isdigit()
    return (whole + fraction).isascii() and (whole + fraction).isdigit() and (
        bool(whole) or bool(fraction)
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="nbgui", add_help=True)
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--benchmark-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)
    # Tests: play one game against Starbuck with a random bot, no dialogs, then quit after
    # --linger seconds. Such a start never brings another window forward (it opens shared).
    parser.add_argument("--autoplay", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--linger", type=float, help=argparse.SUPPRESS)
    # With --autoplay: the human seat waits this long before each of its moves, as a player
    # thinks (the coach's background prefetch then runs, as in a player's game).
    parser.add_argument("--think", type=float, help=argparse.SUPPRESS)
    parser.set_defaults(**_DEFAULTS)
    return parser  # `parse_known_args`: Qt's own options pass through


class _StartupGC:
    """The cyclic garbage collector paused on the way to the first frame (issue 18).

    Start-up allocates some 40,000 long-lived objects (modules, classes, Qt wrappers, the game)
    and almost no garbage cycles (about 500 unreachable objects at the first frame), so the
    collector's passes over them on the way were pure cost (10-25 ms of CPU). `resume` (right
    after the first frame, or before a start-up dialog waits for the player) collects the
    garbage cycles of the start once, then moves everything alive into the permanent generation
    (`gc.freeze`: never scanned again, so the game's own collections stay short) and turns the
    collector back on. Without that one collection the start's garbage was frozen with the rest
    and kept for good: some 900 objects, among them the pure-Python classes `datetime` defines
    and then replaces with its C ones, the classes `dataclass(slots=True)` replaces, and the
    enum classes `nbgui.enum_build` learns from — about 0.3 MiB of a real game's peak (issue 18,
    docs/ui.md), for 15-25 ms of CPU after the first frame. It leaves a collector it did not
    pause (one turned off by the caller) alone."""

    def __init__(self) -> None:
        self.paused = gc.isenabled()
        if self.paused:
            gc.disable()

    def resume(self) -> None:
        if self.paused:
            self.paused = False
            gc.collect()  # the start's garbage, which freezing would keep for good
            gc.freeze()
            gc.enable()


#: The running start's paused collector: a start-up dialog resumes it before it waits.
_startup_gc: _StartupGC | None = None


def _before_dialog() -> None:
    """A start-up message or dialog is about to wait for the player: the collector runs again."""
    if _startup_gc is not None:
        _startup_gc.resume()


def run_app(argv: Sequence[str]) -> int:
    """Start the desktop app; returns the process exit code."""
    global _startup_gc
    start = time.perf_counter()
    startup_gc = _startup_gc = _StartupGC()
    try:
        return _run_app(argv, start, startup_gc)
    finally:
        startup_gc.resume()
        _startup_gc = None


def _run_app(argv: Sequence[str], start: float, startup_gc: _StartupGC) -> int:
    args = _parse(argv)
    bench = bool(args.benchmark_startup)

    # The Qt-free modules first: once PySide6 is imported, its import hook (shibokensupport's
    # feature check) reads the source of every module imported after it (nbgui's own are
    # spared: nbgui.ui.pyside_scan). Pydantic plugins of
    # whatever environment the app runs in have no business in its validation (and looking for
    # them scans every installed package's metadata).
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    # Qt's GUI thread pool (the raster engine's parallel fills of large areas and image
    # scaling) is not started: the table's art is drawn once into its items' caches, and
    # handing those fills to two more threads cost the first frame about 2.5 ms of CPU (thread
    # start-up, hand-offs) and gained no time on two cores (issue 18, docs/ui.md). Read by Qt
    # when it first wants the pool; any value switches it off.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    import nbgui.engine
    from nbgui.content.captains import default_override_dir, load_captain_boards
    from nbgui.content.errors import ContentError
    from nbgui.content.files import left_as_it_was

    if not bench:
        import nbgui.persist  # noqa: F401

    # PySide6's enum classes (225 of them, 3,043 members, before the first frame) built
    # without the standard library's per-member bookkeeping, to the same classes:
    # nbgui.enum_build (issue 18; only under the Python whose enum internals it copies).
    from nbgui.enum_build import install as build_enums_quickly

    build_enums_quickly()
    # shiboken's support modules and their regular expressions from the last start's work
    # instead of compiled again (nbgui.pyside_import; issue 18: ~40 ms of CPU)
    from nbgui import pyside_import

    pyside_import.install()
    from PySide6.QtCore import QEvent, QObject, QSettings

    pyside_import.finish()
    from PySide6.QtWidgets import QApplication  # message boxes and dialogs: when shown

    from nbgui.ui.pyside_scan import skip_source_scan

    skip_source_scan()
    from nbgui.text import msg
    from nbgui.text.system import os_reason
    from nbgui.ui import i18n
    from nbgui.ui.fonts import apply_app_font

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    assert isinstance(app, QApplication)
    app.setApplicationName("nbgui")
    app.setOrganizationName("nbgui")
    app.setApplicationDisplayName("New Bedford")
    apply_app_font(app)
    from nbgui.ui.theme import apply_theme

    apply_theme(app)  # before the first widget: its Fusion style is then the only one made
    # macOS: a double-clicked .nbsave arrives as a QFileOpenEvent, not in argv
    from nbgui.ui.file_open import FileOpenWatcher

    file_watch = FileOpenWatcher(app)
    if not bench:
        app.processEvents()  # a launch-time open-document event is delivered here
        opened_by_system = file_watch.take()
        if opened_by_system and not args.file:
            args.file = opened_by_system

    def tr(text: str) -> str:
        return QApplication.translate("App", text)

    # -- user folders: logs, settings, saves (none of it for the startup benchmark)
    store = None
    dirs = None
    settings: Any
    startup_warnings: list[Any] = []  # OS errors (str) and catalogue messages (Msg)
    if bench:
        settings = QSettings("nbgui-benchmark", "nbgui")
    else:
        from nbgui.persist import AppDirs, load_settings, setup_logging

        dirs = AppDirs.from_env()
        try:
            dirs.ensure()
        except OSError as exc:
            log.warning("folders not created: %s", exc)
            startup_warnings.append(msg("system.folders_unusable", reason=os_reason(exc)))
        log_path = setup_logging(dirs)
        loaded_settings, startup_warnings_settings = load_settings(dirs)
        startup_warnings += startup_warnings_settings
        settings = PersistSettings(dirs, loaded_settings)
        log.info("log file: %s", log_path)
    language = i18n.startup_language(settings.value("language"))
    if not i18n.set_language(language):  # English needs no catalogue: this one is unusable
        log.warning("no catalogue for %s: %s", language, i18n.translation_file(language))
        startup_warnings.append(i18n.no_catalogue(language))

    # -- one instance per data folder (nbgui.persist.instance, docs/saves.md)
    shared = False
    doorbell = _Doorbell() if dirs is not None else None
    if dirs is not None and doorbell is not None:
        from nbgui.persist.instance import Doorbell, InstanceLock, ring

        lock = InstanceLock(dirs.data)
        try:
            owned = lock.acquire()
        except OSError as exc:  # no lock file possible: the folder itself is unusable
            log.warning("instance lock not taken: %s", exc)
            owned = True
        if owned:
            bell = Doorbell(doorbell.rang.emit)
            try:
                lock.publish(port=bell.start(), token=bell.token)
            except OSError as exc:
                log.warning("the doorbell is not listening: %s", exc)
            doorbell.keep = (lock, bell)
        else:
            message = f"open {Path(args.file).resolve()}" if args.file else "raise"
            if args.autoplay is None and ring(lock.owner(), message):
                log.info("another instance uses %s: its window was brought forward", dirs.data)
                print("nbgui: brought the running window forward", flush=True)
                return 0
            shared = True
            log.warning("another instance uses %s: this one is shared (read-only)", dirs.data)

    # -- the play history: a damaged database is set aside before the window (its form only,
    # without SQLite, when it is fine); a shared start leaves it to the instance that owns it
    history_warnings = _check_history(dirs) if dirs is not None and not shared else []

    try:
        # the benchmark's start reads no user folder (nor asks platformdirs where it would be)
        override = None if bench else dirs.captains if dirs is not None else default_override_dir()
        boards, board_warnings = load_captain_boards(override_dir=override)
    except ContentError as exc:  # a built-in board (a player's own file is only refused)
        _message(
            "Critical", tr("Cannot start"), i18n.paragraphs(exc.msg, msg("system.own_file_damaged"))
        )
        return 1
    if startup_warnings and not bench:
        _message(
            "Warning",
            tr("Settings"),
            i18n.paragraphs(*startup_warnings),
        )
    if history_warnings:
        _message(
            "Warning",
            tr("Play history"),
            "\n".join(i18n.say(w) for w in history_warnings),
        )
    if board_warnings and not bench:
        _message(
            "Warning",
            tr("Captain board files refused"),
            _board_warnings(board_warnings),
        )

    from nbgui.engine import Loaded, SaveError
    from nbgui.ui.main_window import MainWindow, settings_bool
    from nbgui.ui.session import GameSession

    if dirs is not None:
        from nbgui.persist import SaveStore

        store = SaveStore(dirs, captain_boards=boards, shared=shared)

    # -- which game: a file on the command line, the open autosave, or a new one
    loaded: Loaded | None = None
    tutorial = False
    opened_path: Path | None = None
    if shared and args.autoplay is None:
        _message(
            "Information",
            tr("nbgui is already open"),
            tr("Another nbgui window is using this data folder ({folder}). This window is "
               "read-only: it does not autosave or resume games and never moves or changes "
               "the other window's games. A game finished here is still filed with your "
               "finished games; use Save As to keep a game in progress.").format(
                folder=str(dirs.data) if dirs is not None else ""
            ),
        )
    if args.file:
        try:
            if store is not None:
                game = store.load(Path(args.file), allow_rules_mismatch=True)
                loaded = game.loaded
                _said_on_opening(game.warnings, tr)  # its backup opened, rules changed
            else:
                from nbgui.engine import read_save

                loaded = read_save(args.file)
            opened_path = Path(args.file)
        except SaveError as exc:
            given = Path(args.file)
            kept = left_as_it_was("save.start_kept", given, path=str(given.absolute()))
            _message(
                "Warning",
                tr("Cannot open the save"),
                i18n.paragraphs(exc.msg, kept),
            )
    if loaded is None and store is not None and args.autoplay is None:
        loaded = _offer_resume(store, tr)
    if loaded is not None:  # every loader checks this; one more look before the session runs
        from nbgui.captain.setup import seat_problem

        problem = seat_problem(loaded.envelope.setup, boards)
        if problem is not None:
            said = i18n.say(msg("save.cannot_play_here_sentence", problem=problem))
            if opened_path is not None:
                kept = msg("save.start_kept", path=str(opened_path.absolute()))
                said = i18n.paragraphs(said, kept)
            _message("Warning", tr("Cannot open the save"), said)
            loaded, opened_path = None, None

    if loaded is not None:
        setup = loaded.envelope.setup
    elif bench or args.autoplay is not None:
        from nbgui.captain import make_setup

        seed = args.autoplay if args.autoplay is not None else args.seed
        setup = make_setup(seed if seed is not None else 1, ["starbuck"], boards)
    else:
        from PySide6.QtWidgets import QDialog

        from nbgui.ui.dialogs.new_game import TUTORIAL, run_new_game_dialog

        def switch(code: str) -> None:
            i18n.set_language(code)
            settings.setValue("language", code)

        _before_dialog()
        result, dialog = run_new_game_dialog(boards, switch, seed=args.seed)
        if result == TUTORIAL:
            tutorial = True
            language = str(dialog.language.currentData())
            if language != i18n.current_language():
                i18n.set_language(language)
                settings.setValue("language", language)
            from nbgui.ui.tutorial.script import ScriptError, default_script

            try:
                setup = default_script().setup(boards, i18n.current_language())
            except ScriptError as err:  # said in the player's language; a normal game instead
                log.warning("tutorial unavailable: %s", err)
                _message("Warning", tr("Tutorial"), _tutorial_refused(err.msg))
                tutorial = False
                setup = dialog.choice().setup
        elif result != QDialog.DialogCode.Accepted:
            return 0
        else:
            choice = dialog.choice()
            if choice.language != i18n.current_language():
                i18n.set_language(choice.language)
                settings.setValue("language", choice.language)
            setup = choice.setup

    session = GameSession(setup, boards, auto_ties=settings_bool(settings, "auto_ties", True))
    first_start = settings.value("window/geometry") is None
    window = MainWindow(
        session, boards, settings, store=store, ask_dialogs=args.autoplay is None
    )
    if first_start and not bench and args.autoplay is None and wants_full_screen(window):
        window.open_full_screen()
    if shared:
        window.title_note = " " + tr("(read-only: another window uses this data folder)")
        window._update_title()
    if doorbell is not None:
        doorbell.window = window
    if loaded is not None:
        if store is not None and opened_path is not None:
            store.begin_game(setup)  # a named file: the open autosave is set aside, not lost
        session.load(loaded)
        window.save_path = opened_path

    file_watch.attach(window)
    # What is not needed to see the table waits for its first frame (issue 18): a new game's
    # start (the Captain's first move, its log lines), the History menu, the autoplay, a file
    # the system opened meanwhile — in that order. `window.first_frame` (its `ready` signal,
    # `done`) is what a caller driving this window waits for.
    from nbgui.ui.first_frame import AfterFirstFrame

    after = window.first_frame = AfterFirstFrame(window)
    if bench:  # the first frame is painted (and flushed) when the jobs begin
        after.add(lambda: print(f"frame-done {time.perf_counter() - start:.3f} "
                                f"cpu {time.process_time():.4f}", flush=True))
    after.add(startup_gc.resume)  # first: the collector runs again once the frame is shown
    after.add(window.log_panel.settle)  # the log's rows by the viewport and style themselves
    if loaded is None and not tutorial:  # a tutorial starts with its dock, below
        window.update_ahead()  # the Captain's outlook is in the dock's first frame (no jump)
        # unless a game was opened or begun before it (a second start's file, the system's)
        begun: list[bool] = []
        session.started.connect(lambda _events: begun.append(True))
        after.add(lambda: None if begun else session.start())
    if not bench:
        # an automated run has nobody to close a crash dialog: it exits with the error instead
        _install_crash_handling(window, exit_app=app if args.autoplay is not None else None)
        # History menu; finished games go to the statistics database: it opens the database
        # and is not needed to see the table.
        after.add(lambda: _attach_history(window))
        # the modules a game needs are imported by now: the dataclasses' ahead-of-time code goes
        from nbgui.dataclass_code import release as release_dataclass_code

        after.add(release_dataclass_code)
        if args.autoplay is not None:
            # `think` only when asked: a test's stand-in for _bench_play_out need not take it
            paced = {"think": args.think} if args.think else {}
            after.add(lambda: _bench_play_out(window, session, app, linger=args.linger, **paced))
    else:  # --benchmark-startup: quit once the game has started
        _exit_on_crash(app)
        after.add(app.quit)

    if bench:

        class FirstPaint(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    window.removeEventFilter(self)
                    print(f"first-paint {time.perf_counter() - start:.3f} "
                          f"cpu {time.process_time():.4f}", flush=True)
                return False

        painter_watch = FirstPaint(window)
        window.installEventFilter(painter_watch)

    window.show()
    late_file = file_watch.take()  # opened by the system while a start-up dialog was up
    if late_file:
        after.add(lambda: window.open_game(late_file))
    if tutorial:  # its dock is part of the first frame (the table is not resized after it)
        window.start_tutorial()
    log.info("window shown %.3f s after run_app", time.perf_counter() - start)
    code = int(app.exec())
    if hasattr(settings, "sync"):
        settings.sync()
    if doorbell is not None:
        doorbell.close()
    return code


class _Doorbell:
    """The GUI side of `nbgui.persist.instance.Doorbell`: a second start's message arrives in
    the listening thread and is re-emitted as a queued signal to the GUI thread."""

    def __init__(self) -> None:
        from PySide6.QtCore import QObject, Signal

        class Bridge(QObject):
            rang = Signal(str)

        self.bridge = Bridge()
        self.rang = self.bridge.rang
        self.window: Any = None
        self.keep: Any = None
        self.rang.connect(self._on_ring)

    def _on_ring(self, message: str) -> None:
        window = self.window
        log.info("another start asked: %s", message[:200])
        print(f"nbgui: doorbell {message[:200]}", flush=True)
        if window is None:  # still at a start-up dialog: bring that forward
            from PySide6.QtWidgets import QApplication

            dialog = QApplication.activeModalWidget()
            if dialog is not None:
                dialog.raise_()
                dialog.activateWindow()
            return
        from PySide6.QtCore import Qt

        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
        window.show()
        window.raise_()
        window.activateWindow()
        if message.startswith("open "):
            window.open_game(message[5:])

    def close(self) -> None:
        if self.keep is not None:
            lock, bell = self.keep
            bell.stop()
            lock.release()
            self.keep = None



def _check_history(dirs: Any) -> list[Any]:
    """The history database's form is checked at every start (`nbgui.history.filecheck`: no
    SQLite, a stat and 100 bytes); a file that cannot be a database — garbage, cut off, a
    folder, a link to a device, far too large — is moved aside as
    ``history.sqlite3.damaged-<n>`` by `HistoryDB.open`, which starts a new history from the
    journal and the finished saves. The journal folder and the pending file beside it are
    checked by their form too (`side_file_problems`: a link, a file for the folder, a pipe, far
    too large or many); one refused is moved aside whole by `HistoryDB.open`, which adds back
    the finished saves the history lacks. Returns its sentences for the player (none when
    fine)."""
    from nbgui.history.filecheck import DB_NAME, database_file_problem, side_file_problems

    path = dirs.data / DB_NAME
    problem = database_file_problem(path)
    side = side_file_problems(path)
    if problem is None and not side:
        return []
    for refused, why in [(path, problem), *side]:
        if why is not None:
            log.warning("history file %s refused at start-up: %s", refused, why)
    from nbgui.history.db import HistoryDB

    _db, warnings = HistoryDB.open(path, finished_dir=dirs.finished)
    return warnings


def _attach_history(window: Any) -> None:
    from nbgui.ui.history.menu import attach

    attach(window)


def _bench_play_out(
    window: Any, session: Any, app: Any, linger: float = 0.05, think: float = 0.0
) -> None:
    """``--autoplay``: play the human seat with the random bot until the game is over
    (Captains answer through the session, the table animates at instant speed), then quit.
    With `think` (seconds) the seat waits that long before each of its moves, as a player
    does: the coach's prefetch (mistake warnings) thinks meanwhile, and each move then goes
    through the mistake check the table runs on a dropped piece before submitting it (the
    controller's `warnings`, when the warnings are on: `nbgui.teach.warnings` in the worker;
    a warning found is answered "do it anyway", so the bot's move stands)."""
    from PySide6.QtCore import QTimer

    from nbgui.bots.random_bot import RandomBot
    from nbgui.engine import legal_commands

    bot = RandomBot(session.setup.seed)
    window.ask_dialogs = False  # the score sheet is shown, not waited for
    window.set_speed("instant", remember=False)
    thought: list[Any] = [None]  # the state the seat last thought about

    def step() -> None:
        if session.is_over:
            print(f"game-over round {session.state.round}", flush=True)
            print(f"nbgui: finished seed {session.setup.seed}", flush=True)
            QTimer.singleShot(int(linger * 1000), app.quit)
            return
        if not window.table_busy() and not session.captain_to_act:
            state = session.state
            if think > 0 and thought[0] is not state:
                thought[0] = state  # the player's turn came: think first
                QTimer.singleShot(int(think * 1000), step)
                return
            cmd = bot.choose(state, legal_commands(state))
            controller = getattr(window.table, "controller", None)
            warnings = getattr(controller, "warnings", None) if think > 0 else None
            if warnings is not None:  # as `Choices.finish` asks before a drop is submitted
                warnings(state, cmd)
                if session.state is not state:  # (the check's wait runs the event loop)
                    QTimer.singleShot(0, step)
                    return
            session.submit(cmd)
        QTimer.singleShot(0, step)

    step()


def _message(
    icon: Any, title: str, text: str, question: bool = False, parent: Any = None
) -> bool:
    """`nbgui.ui.plain.message`: names and file problems are never read as HTML. `icon` is a
    `QMessageBox.Icon` or its name ("Warning"): `QMessageBox` is not imported for a start that
    shows none (issue 18)."""
    from PySide6.QtWidgets import QMessageBox

    from nbgui.ui.plain import message

    if isinstance(icon, str):
        icon = getattr(QMessageBox.Icon, icon)
    _before_dialog()
    return message(icon, title, text, question=question, parent=parent)


def _board_warnings(warnings: list[Any]) -> str:
    """The start's warning about refused Captain board files: a heading, then each file's own
    paragraph, which says what is used instead (the heading said "the built-in boards are
    used" above each file's "the built-in board is used")."""
    from PySide6.QtWidgets import QApplication

    from nbgui.ui import i18n

    heading = QApplication.translate("App", "These board files were refused:")
    return "\n\n".join([heading, *(i18n.say(w) for w in warnings)])


def _tutorial_refused(problem: Any) -> str:
    """What the start says when the tutorial file is unusable (`ScriptError.msg`): what
    happened, then that the game set in the dialog starts instead and what restores the file."""
    from nbgui.text import msg
    from nbgui.ui import i18n

    return i18n.paragraphs(problem, msg("tutorial_file.start_without"))


#: The tallest screen (logical pixels) a first start opens full screen on: a 1366×768 laptop
#: (and 1280×720, 1280×800; 1920×1080 at 150%), where a maximized window loses about 80 px to
#: the title bar and the task bar and the table, fitted to its height, drew its texts below 12
#: px (10.9 px at 1366×768 with a 48 px task bar). Full screen gives them back.
FULL_SCREEN_MAX_HEIGHT = 800


def wants_full_screen(window: Any) -> bool:
    """Whether a first start opens `window` full screen: a real screen (not the off-screen or
    minimal platforms of tests and benchmarks, which have no task bar to leave room for) no
    taller than `FULL_SCREEN_MAX_HEIGHT`."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return False
    screen = window.screen()
    return screen is not None and screen.size().height() <= FULL_SCREEN_MAX_HEIGHT


def _offer_resume(store: Any, tr: Any) -> Any:
    """Ask to resume the open autosave; returns its `Loaded` or None."""
    from nbgui.engine import SaveError
    from nbgui.text import msg
    from nbgui.ui import i18n

    summary = store.autosave_summary()
    if summary is None:
        return None
    if not summary.ok:
        if _message(
            "Question",
            tr("Autosave damaged"),
            i18n.say(
                msg(
                    "save.resume_damaged",
                    why=summary.problem_msg or summary.problem or "",
                    folder=str(store.dirs.damaged),
                )
            ),
            question=True,
        ):
            try:
                store.discard_autosave()
            except OSError as exc:
                log.warning("could not set the damaged autosave aside: %s", exc)
        return None
    from nbgui.ui.dialogs.saved_games import menu_path

    question = tr("Resume the game in progress: {game}?").format(
        game=i18n.say(summary.label_msg())
    )
    if not _message(
        "Question",
        tr("Resume your game?"),
        i18n.paragraphs(question, msg("save.resume_or_set_aside", menu=menu_path())),
        question=True,
    ):
        return None  # it is set aside (never deleted) when the new game autosaves
    try:
        game = store.open_game(allow_rules_mismatch=True)
    except SaveError as exc:
        kept = msg(
            "save.resume_kept", path=str(store.autosave_path), folder=str(store.dirs.damaged)
        )
        _message("Warning", tr("Cannot resume"), i18n.paragraphs(exc.msg, kept))
        return None
    if game is None:
        return None
    _said_on_opening(game.warnings, tr)  # resumed from the backup: the player is told
    return game.loaded


def _said_on_opening(warnings: list[Any], tr: Any) -> None:
    """What a game opened at start has to say (`LoadedGame.warnings`: the damaged or missing
    file's backup was opened instead, the rules changed), as Game > Open says it; nothing
    when it has nothing to say. (A resumed backup, one or more moves short of the lost
    autosave, was said nowhere.)"""
    if warnings:
        from nbgui.ui import i18n

        _message("Information", tr("Save opened"), "\n".join(i18n.say(w) for w in warnings))


def _report_and_exit(app: Any, details: str) -> None:
    """An automated run's crash: its account on stderr, and the app exits with code 1."""
    print(f"nbgui: unexpected error, exiting (automated run)\n{details}", file=sys.stderr,
          flush=True)
    app.exit(1)


def _exit_on_crash(app: Any) -> Any:
    """``--benchmark-startup``: an uncaught error (in a slot, or in another thread: handed to
    the GUI thread) ends the run with `_report_and_exit` instead of leaving it to wait for a
    job that never comes. No user folder, log or crash file here. Returns the bridge (tests)."""
    import threading
    import traceback

    from PySide6.QtCore import QObject, Signal

    class ExitBridge(QObject):
        failed = Signal(str)

    bridge = ExitBridge(app)
    bridge.failed.connect(lambda details: _report_and_exit(app, details))
    gui = threading.current_thread()

    def report(exc_type: Any, exc: Any, tb: Any) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb)).rstrip()
        if threading.current_thread() is gui:
            _report_and_exit(app, details)
        else:
            bridge.failed.emit(details)

    sys.excepthook = report
    threading.excepthook = lambda a: report(a.exc_type, a.exc_value, a.exc_traceback)
    return bridge


def _install_crash_handling(window: Any, exit_app: Any = None) -> Any:
    """Log + emergency autosave (`nbgui.persist.install_excepthook`), then the crash dialog; with
    `exit_app` (an automated run, ``--autoplay``: nobody is there to close a dialog) no dialog:
    `_report_and_exit` tells the error and where its crash file is on stderr, and `exit_app`
    exits with code 1.

    Both touch widgets, which only the GUI thread may do: a crash in another thread (a hint,
    an AI seat, the instance lock) hands them to the GUI thread through a queued signal (the
    log and the crash file are written at once, in the crashing thread). Returns the bridge
    (tests)."""
    import threading

    from PySide6.QtCore import QObject, Signal

    from nbgui.persist import CrashReport, install_excepthook
    from nbgui.ui.dialogs.crash import CrashDialog

    class CrashBridge(QObject):
        save = Signal()
        crashed = Signal(object)

    bridge = CrashBridge(window)  # lives in the GUI thread: its slots run there

    def show(report: CrashReport) -> None:
        if exit_app is not None:
            _report_and_exit(exit_app, f"{report.details}\n(crash file: {report.path})")
        else:
            CrashDialog(report, window).exec()

    def save_now() -> None:
        log.info("emergency save after a crash in another thread: %s", window.autosave_now())

    bridge.crashed.connect(show)
    bridge.save.connect(save_now)
    gui = threading.current_thread()

    def on_crash(report: CrashReport) -> None:
        if threading.current_thread() is gui:
            show(report)
        else:
            bridge.crashed.emit(report)

    def emergency_save() -> object:
        if threading.current_thread() is gui:
            return window.autosave_now()
        bridge.save.emit()
        return "queued for the window's thread"

    install_excepthook(on_crash, emergency_save=emergency_save)
    return bridge
