"""Folders, settings, the log file and the crash hook."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
import threading
from pathlib import Path

import pytest

from nbgui.persist import crash
from nbgui.persist.crash import (
    CRASH_FILES_KEPT,
    CrashReport,
    crash_summary,
    install_excepthook,
    write_crash_file,
)
from nbgui.persist.logs import (
    LOG_BACKUPS,
    MAX_LOG_BYTES,
    current_log_path,
    setup_logging,
    shutdown_logging,
)
from nbgui.persist.paths import AppDirs
from nbgui.persist.settings import Settings, load_settings, save_settings
from nbgui.text import english
from tests.blocking import within

# ---- folders -----------------------------------------------------------------------------------


def test_nbgui_home_puts_everything_under_one_folder(_private_home: Path) -> None:
    dirs = AppDirs.from_env().ensure()
    for folder in (dirs.saves, dirs.captains, dirs.config, dirs.logs, dirs.state):
        assert folder.is_dir() and _private_home in folder.parents
    assert dirs.autosave.parent == dirs.saves and dirs.autosave.suffix == ".nbsave"
    assert dirs.settings_file.parent == dirs.config
    assert dirs.log_file.parent == dirs.logs


def test_without_nbgui_home_the_platform_folders_are_used(monkeypatch) -> None:
    monkeypatch.delenv("NBGUI_HOME", raising=False)
    dirs = AppDirs.from_env()
    assert dirs == AppDirs.from_platform()
    assert "nbgui" in dirs.data.as_posix() and "nbgui" in dirs.config.as_posix()
    assert len({dirs.saves, dirs.captains, dirs.settings_file, dirs.log_file}) == 4


# ---- settings ----------------------------------------------------------------------------------


def test_settings_round_trip(dirs: AppDirs) -> None:
    s = Settings(language="es", animation_speed="fast", reduced_motion=True, last_seed=42)
    s.window_geometry = Settings.encode_bytes(b"\x01\x02\xff")
    s.remember_file(Path("/x/a.nbsave"))
    s.remember_file(Path("/x/b.nbsave"))
    s.remember_file(Path("/x/a.nbsave"))
    save_settings(dirs, s)
    loaded, warnings = load_settings(dirs)
    assert warnings == [] and loaded == s
    assert Settings.decode_bytes(loaded.window_geometry) == b"\x01\x02\xff"
    assert loaded.recent_files == ["/x/a.nbsave", "/x/b.nbsave"]


def test_missing_settings_are_the_defaults_without_a_warning(dirs: AppDirs) -> None:
    assert load_settings(dirs) == (Settings(), [])


def test_assignments_are_validated() -> None:
    s = Settings()
    with pytest.raises(ValueError):
        s.animation_speed = "warp"  # type: ignore[assignment]
    assert Settings.decode_bytes("not base64!") == b""


def test_unknown_keys_are_ignored_and_bad_values_fall_back(dirs: AppDirs) -> None:
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_text(
        json.dumps(
            {
                "language": "fr",
                "animation_speed": "slow",
                "future": {"a": 1},
                "last_seed": -5,
                "mistake_warnings": False,
            }
        )
    )
    s, messages = load_settings(dirs)
    warnings = [str(w) for w in messages]
    assert s.language is None and s.last_seed is None  # defaults for the bad values
    assert s.animation_speed == "slow" and s.mistake_warnings is False  # the good ones kept
    assert len(warnings) == 2 and all("\n" not in w for w in warnings)
    # each setting named in words, not by its key in the file
    assert warnings == [
        "Your settings file settings.json had a value nbgui cannot use for the language: that "
        "setting is back to its default, and the others are kept.",
        "Your settings file settings.json had a value nbgui cannot use for the last game's "
        "seed: that setting is back to its default, and the others are kept.",
    ]


@pytest.mark.parametrize(
    ("data", "language"),
    [({}, None), ({"language": None}, None), ({"language": "en"}, "en"),
     ({"language": "es"}, "es")],
)
def test_a_language_is_chosen_only_when_the_file_names_one(data, language) -> None:
    """No key (a first start, a file from before the setting) or null: not chosen, the app
    follows the system; an explicit value, even the old default "en", is the player's choice."""
    s, refused = Settings.from_data(data)
    assert s.language == language and refused == []
    written = json.loads(s.to_json())
    assert written.get("language") == language and ("language" in written) == (language is not None)
    assert Settings.from_data(written)[0] == s


@pytest.mark.parametrize(
    "content",
    [b"{", b"\xff\xfe", b"[1, 2]", b"null", b"9" * 5000, b"[" * 100_000, b""],
)
def test_a_broken_settings_file_gives_defaults_and_a_warning(dirs: AppDirs, content) -> None:
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_bytes(content)
    s, messages = load_settings(dirs)
    warnings = [str(w) for w in messages]
    assert s == Settings()
    assert len(warnings) == 1 and "default settings" in warnings[0]


def test_a_broken_settings_file_is_kept_aside_not_overwritten(dirs: AppDirs) -> None:
    """The defaults are saved at once (and again at quit, refreshing settings.json.bak): the
    player's damaged file must survive both, under a name the warning gives."""
    dirs.config.mkdir(parents=True)
    damaged = b'{"animation_speed": "fast", "auto_captain_ties": fal'
    dirs.settings_file.write_bytes(damaged)
    dirs.config.joinpath("settings.json.damaged-1").write_bytes(b"an older one")
    s, messages = load_settings(dirs)
    assert s == Settings()
    [warning] = [english(m) for m in messages]
    # where it is kept, in full; that the games are safe; no parser words (line, column, JSON)
    assert f"kept, as it was, at {dirs.config / 'settings.json.damaged-2'};" in warning
    assert "default settings" in warning and "games are not affected" in warning
    assert not {"json", "line", "column"} & set(re.findall(r"[a-z]+", warning.lower().replace(
        "settings.json", "")))
    save_settings(dirs, s)
    save_settings(dirs, s)
    assert dirs.config.joinpath("settings.json.damaged-2").read_bytes() == damaged
    assert dirs.config.joinpath("settings.json.damaged-1").read_bytes() == b"an older one"
    assert load_settings(dirs) == (Settings(), [])


def test_a_huge_settings_file_is_not_read(dirs: AppDirs) -> None:
    dirs.config.mkdir(parents=True)
    with dirs.settings_file.open("wb") as fh:
        fh.truncate(2_000_000)
    s, messages = load_settings(dirs)
    warnings = [str(w) for w in messages]
    assert s == Settings() and "too large" in warnings[0]


# ---- logging -----------------------------------------------------------------------------------


@pytest.fixture
def logging_to_file(dirs: AppDirs):
    path = setup_logging(dirs)
    yield path
    shutdown_logging()


def test_setup_logging_writes_a_rotating_file(dirs: AppDirs, logging_to_file: Path) -> None:
    assert logging_to_file == dirs.log_file == current_log_path()
    logging.getLogger("nbgui.test").warning("hello from the test")
    ours = [h for h in logging.getLogger().handlers if h.__class__.__name__ == "_NbguiFileHandler"]
    assert len(ours) == 1
    ours[0].flush()
    assert "hello from the test" in logging_to_file.read_text()
    handler = ours[0]
    assert handler.maxBytes == MAX_LOG_BYTES and handler.backupCount == LOG_BACKUPS  # type: ignore[attr-defined]
    setup_logging(dirs)  # again: still one handler of ours
    ours = [h for h in logging.getLogger().handlers if h.__class__.__name__ == "_NbguiFileHandler"]
    assert len(ours) == 1


def test_an_unwritable_log_folder_falls_back(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    dirs = AppDirs(data=tmp_path, config=tmp_path, logs=blocker / "logs", state=tmp_path)
    try:
        path = setup_logging(dirs)
        assert path.name == "nbgui.log" and blocker not in path.parents
    finally:
        shutdown_logging()


# ---- crash hook --------------------------------------------------------------------------------


def _boom() -> None:
    raise ValueError("the board fell\nover")


def _crash_then(uninstall) -> None:  # type: ignore[no-untyped-def]
    """An uncaught `_boom` through the installed hook, then the hook removed."""
    try:
        try:
            _boom()
        except ValueError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        uninstall()


def test_crash_summary_names_the_error_and_where() -> None:
    try:
        _boom()
    except ValueError as exc:
        summary = crash_summary(type(exc), exc, exc.__traceback__)
    assert summary.startswith("ValueError: the board fell over (in _boom, ")
    assert "line" in summary and "\n" not in summary


def test_the_hook_logs_saves_and_reports(dirs: AppDirs, logging_to_file: Path) -> None:
    calls: list[CrashReport] = []
    saves: list[str] = []
    previous = sys.excepthook
    uninstall = install_excepthook(calls.append, emergency_save=lambda: saves.append("saved"))
    _crash_then(uninstall)
    assert saves == ["saved"]
    assert len(calls) == 1
    report = calls[0]
    # the player reads a catalogue sentence naming the crash file, never the exception's text
    assert report.msg.id == "crash.explain"
    sentence = english(report.msg)
    assert "board fell" not in sentence and "ValueError" not in sentence
    assert report.path.parent == logging_to_file.parent and report.path.name.startswith("crash-")
    assert str(report.path) in sentence
    # nothing is lost: the crash file and the log have the error, where and the traceback
    assert report.details.startswith("ValueError: the board fell over (in _boom, ")
    assert report.path.read_text(encoding="utf-8").strip() == report.details
    assert "Traceback" in report.details and "in the main thread" in report.details
    text = logging_to_file.read_text()
    assert "uncaught exception" in text and "Traceback" in text and "_boom" in text
    assert "the board fell" in text and str(report.path) in text
    assert sys.excepthook is previous


def test_crash_files_are_kept_to_the_newest(tmp_path: Path) -> None:
    for i in range(CRASH_FILES_KEPT + 3):
        path = write_crash_file(tmp_path, f"crash {i}", now=1_700_000_000 + i)
        os.utime(path, (1_700_000_000 + i, 1_700_000_000 + i))
    kept = sorted(p.read_text().strip() for p in tmp_path.glob("crash-*.txt"))
    assert len(kept) == CRASH_FILES_KEPT and "crash 0" not in kept and "crash 12" in kept
    again = write_crash_file(tmp_path, "same second", now=1_700_000_000 + 12)
    assert again.name.endswith("-2.txt")  # two crashes in one second: both kept


def test_a_crash_file_that_cannot_be_written_falls_back_to_the_log(
    tmp_path: Path, logging_to_file: Path
) -> None:
    calls: list[CrashReport] = []
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    uninstall = install_excepthook(calls.append, log_path=blocked / "nbgui.log")
    _crash_then(uninstall)
    assert calls[0].path == blocked / "nbgui.log"
    assert calls[0].details.startswith("ValueError: the board fell over")
    assert "the crash file could not be written" in logging_to_file.read_text()


def test_a_failing_save_or_dialog_does_not_stop_the_report(
    dirs: AppDirs, logging_to_file: Path, capsys
) -> None:
    calls: list[str] = []

    def bad_save() -> None:
        raise OSError("disk gone")

    def bad_dialog(report: CrashReport) -> None:
        calls.append(report.details)
        raise RuntimeError("no display")

    uninstall = install_excepthook(bad_dialog, emergency_save=bad_save)
    _crash_then(uninstall)  # the hook must not raise
    assert len(calls) == 1
    text = logging_to_file.read_text()
    assert "the emergency save failed" in text and "the crash report itself failed" in text
    assert "ValueError" in capsys.readouterr().err  # the default hook printed it as a last resort


def test_thread_exceptions_are_reported_too(dirs: AppDirs, logging_to_file: Path) -> None:
    calls: list[str] = []
    uninstall = install_excepthook(lambda report: calls.append(report.details))
    try:
        t = threading.Thread(target=_boom, name="worker")
        t.start()
        t.join()
    finally:
        uninstall()
    assert len(calls) == 1 and calls[0].startswith("ValueError")
    assert "in thread worker" in logging_to_file.read_text()


def test_keyboard_interrupt_goes_to_the_previous_hook(monkeypatch) -> None:
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, e, tb: seen.append(t))
    called: list[str] = []
    uninstall = install_excepthook(lambda r: called.append(r.details))
    try:
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    finally:
        uninstall()
    assert seen == [KeyboardInterrupt] and called == []


def test_the_hook_in_a_real_process(tmp_path: Path) -> None:
    """A subprocess that crashes: the log has the traceback, the callback ran, exit code 1."""
    import subprocess

    code = (
        "import sys\n"
        "from nbgui.persist import AppDirs, setup_logging, install_excepthook\n"
        "dirs = AppDirs.from_env()\n"
        "setup_logging(dirs)\n"
        "install_excepthook(lambda r: print('DIALOG', r.details.splitlines()[0], '|', r.path), "
        "emergency_save=lambda: print('SAVED'))\n"
        "def place_worker():\n"
        "    raise KeyError('forest')\n"
        "place_worker()\n"
    )
    env = {"NBGUI_HOME": str(tmp_path / "h"), "PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 1
    assert "SAVED" in out.stdout and "DIALOG KeyError: 'forest'" in out.stdout
    log_text = (tmp_path / "h" / "logs" / "nbgui.log").read_text()
    assert "place_worker" in log_text and "KeyError" in log_text


def test_the_persist_package_imports_no_qt_and_no_ui() -> None:
    import ast

    root = Path(crash.__file__).resolve().parent
    bad = []
    for path in sorted(root.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in ("PySide6", "shiboken6") or name.startswith(
                    ("nbgui.ui", "nbgui.app")
                ):
                    bad.append(f"{path.name} imports {name}")
    assert bad == []


# ---- settings and UI state that are not regular files (issue 15, attack 6) ---------------------


def _hostile(path: Path, kind: str) -> None:
    import os

    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:  # a 600 MB sparse file: refused from its size, never read
        with path.open("wb") as fh:
            fh.truncate(600_000_000)


HOSTILE = [
    pytest.param("fifo", marks=pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"),
                                                  reason="no FIFOs")),
    pytest.param("dev_zero", marks=pytest.mark.skipif(not Path("/dev/zero").exists(),
                                                      reason="no /dev/zero")),
    "folder",
    "huge",
]


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_settings_files_give_the_defaults(dirs: AppDirs, kind: str) -> None:
    _hostile(dirs.settings_file, kind)
    settings, messages = within(20, lambda: load_settings(dirs))
    warnings = [str(w) for w in messages]
    assert settings == Settings()
    assert len(warnings) == 1 and "default settings" in warnings[0]
    # set aside as it was (never opened), so the defaults can be saved in its place
    assert f"kept, as it was, at {dirs.config / 'settings.json.damaged-1'};" in warnings[0]
    assert not dirs.settings_file.exists() and not dirs.settings_file.is_symlink()
    aside = dirs.config / "settings.json.damaged-1"
    assert aside.is_symlink() if kind == "dev_zero" else aside.exists()
    save_settings(dirs, settings)
    assert any(w in warnings[0] for w in ("named pipe", "device", "folder", "too large"))


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_ui_state_is_ignored(dirs: AppDirs, kind: str) -> None:
    from nbgui.app import PersistSettings

    _hostile(dirs.config / "ui-state.json", kind)
    kept = within(20, lambda: PersistSettings(dirs, Settings()))
    assert kept.extra == {}
    good = dirs.config / "ui-state.json"
    if good.is_dir():
        good.rmdir()
    else:
        good.unlink()
    good.write_text(json.dumps({"tutorial/step": 3, "other": 1}), encoding="utf-8")
    assert PersistSettings(dirs, Settings()).extra == {"tutorial/step": 3}


def test_every_setting_has_its_name_in_words() -> None:
    """A refused value names its setting in words (settings.key.*), never the file's key."""
    from nbgui.persist.settings import _CHECKS
    from nbgui.text import MESSAGES

    assert {f"settings.key.{key}" for key in _CHECKS} <= set(MESSAGES)


def test_the_reference_height_the_player_dragged_outlives_the_session(dirs: AppDirs) -> None:
    """The height the player dragged the rules reference to is saved with the window's layout
    (`ui-state.json`, beside the window state's dock sizes) and read back next time."""
    from nbgui.app import PersistSettings
    from nbgui.ui.teaching import REFERENCE_HEIGHT_KEY

    first = PersistSettings(dirs, Settings())
    first.setValue(REFERENCE_HEIGHT_KEY, 279)
    first.sync()
    assert PersistSettings(dirs, Settings()).value(REFERENCE_HEIGHT_KEY, 0) == 279


def test_a_settings_folder_that_cannot_be_written_is_said_at_start(
    dirs: AppDirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only (or full) config folder: the settings were read, and saving them at the
    end of the session failed with a line in the log only, so a language or speed chosen came
    back changed at the next start without a word. The start now says so (the folder is
    tried with a file made and removed; root ignores permissions here, so the refusal is the
    system's own error, patched in)."""
    import errno
    import tempfile

    dirs.ensure()
    save_settings(dirs, Settings())
    settings, warnings = load_settings(dirs)
    assert warnings == [] and sorted(p.name for p in dirs.config.iterdir()) == ["settings.json"]

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    settings, warnings = load_settings(dirs)
    assert [english(w) for w in warnings] == [
        f"Your settings cannot be saved: the folder {dirs.config} cannot be written (permission "
        "denied). Changes you make last until nbgui closes; your games are not affected."]
    assert settings == Settings()
