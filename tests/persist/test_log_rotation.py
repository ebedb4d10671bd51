"""The log file rolls over by size like ``logging.handlers.RotatingFileHandler`` (issue 18: the
app no longer imports ``logging.handlers``)."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from nbgui.persist.logs import _NbguiFileHandler


def _record(text: str) -> logging.LogRecord:
    return logging.LogRecord("nbgui.test", logging.INFO, __file__, 1, text, None, None)


def _write(handler: logging.Handler, lines: int) -> None:
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    try:
        for i in range(lines):
            handler.emit(_record(f"line {i:02d} " + "x" * (i % 7) * 5))
    finally:
        handler.close()


def test_the_log_rolls_over_as_the_standard_library_s_handler_does(tmp_path: Path) -> None:
    import logging.handlers

    ours, theirs = tmp_path / "ours", tmp_path / "theirs"
    ours.mkdir()
    theirs.mkdir()
    _write(_NbguiFileHandler(ours / "nbgui.log", max_bytes=120, backup_count=3), 40)
    _write(logging.handlers.RotatingFileHandler(theirs / "nbgui.log", maxBytes=120,
                                                backupCount=3, encoding="utf-8"), 40)
    names = sorted(p.name for p in ours.iterdir())
    assert names == ["nbgui.log", "nbgui.log.1", "nbgui.log.2", "nbgui.log.3"]
    assert names == sorted(p.name for p in theirs.iterdir())
    for name in names:
        assert (ours / name).read_text() == (theirs / name).read_text(), name
    assert "line 39" in (ours / "nbgui.log").read_text()


def test_logging_set_up_does_not_import_logging_handlers(tmp_path: Path) -> None:
    code = (
        "import sys; from nbgui.persist import AppDirs, setup_logging; "
        f"setup_logging(AppDirs.under(__import__('pathlib').Path({str(tmp_path)!r}))); "
        "print('logging.handlers' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "False"


def test_a_log_file_that_is_a_pipe_or_a_device_is_not_written(tmp_path: Path) -> None:
    """A named pipe in the log file's place stopped the start for ever (the append `open`
    waits for a reader), before any window; a link to ``/dev/null`` swallowed the log. Each
    now sends the log to the temp folder instead, at once."""
    import os

    code = (
        "import sys, pathlib; from nbgui.persist import AppDirs, setup_logging; "
        "print(setup_logging(AppDirs.under(pathlib.Path(sys.argv[1]))))"
    )
    for kind in ("pipe", "device"):
        home = tmp_path / kind
        (home / "logs").mkdir(parents=True)
        log_file = home / "logs" / "nbgui.log"
        if kind == "pipe":
            os.mkfifo(log_file)
        else:
            log_file.symlink_to(os.devnull)
        env = dict(os.environ, TMPDIR=str(tmp_path / "temp"))
        (tmp_path / "temp").mkdir(exist_ok=True)
        try:
            out = subprocess.run([sys.executable, "-c", code, str(home)], capture_output=True,
                                 text=True, timeout=20, check=True, env=env)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the start waited on the log file ({kind})") from None
        used = Path(out.stdout.strip())
        assert used == tmp_path / "temp" / "nbgui-logs" / "nbgui.log", kind
        assert "starting" in used.read_text(encoding="utf-8")
        used.unlink()
