"""An automated run (``--autoplay``, ``--benchmark-startup``) has nobody to close a crash dialog:
an unexpected error is told on stderr and the app exits non-zero instead of waiting on a modal
dialog until the caller's timeout (the normal app keeps its dialog: test_crash_dialog.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nbgui.persist.paths import AppDirs

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process handling")

#: Starts the app as ``python -m nbgui`` does, with a job after the first frame that fails: in
#: the GUI thread (the log panel's settling), or with "thread" as the last argument in a worker
#: thread started by the autoplay.
SCRIPT = """
import sys, threading
import nbgui.app
from nbgui.ui.panels.log_panel import LogPanel

def boom(*_args, **_kwargs):
    raise RuntimeError("an error nobody planned for")

if sys.argv[-1] == "thread":
    sys.argv.pop()
    nbgui.app._bench_play_out = lambda *a, **k: threading.Thread(target=boom, name="hint").start()
else:
    LogPanel.settle = boom
sys.exit(nbgui.app.run_app(sys.argv[1:]))
"""


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    dirs = AppDirs.under(tmp_path / "home")
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_text(json.dumps({"animation_speed": "instant"}), encoding="utf-8")
    env = dict(os.environ, NBGUI_HOME=str(dirs.data.parent), QT_QPA_PLATFORM="offscreen")
    try:
        return subprocess.run(
            [sys.executable, "-c", SCRIPT, *args],
            env=env, capture_output=True, text=True, timeout=90,
        )
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"the run waited instead of exiting:\n{exc.stderr!r}") from None


@pytest.mark.parametrize("where", ["gui", "thread"])
def test_autoplay_exits_non_zero_with_the_error_on_stderr(tmp_path: Path, where: str) -> None:
    done = _run(tmp_path, "--autoplay", "1", *(["thread"] if where == "thread" else []))
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "RuntimeError: an error nobody planned for" in done.stderr
    assert "nbgui: unexpected error" in done.stderr
    assert "nbgui: finished seed" not in done.stdout
    # the player's safety net still ran: the crash file beside the log
    crash_files = list((tmp_path / "home").rglob("crash-*.txt"))
    assert len(crash_files) == 1, crash_files


def test_benchmark_startup_exits_non_zero_with_the_error_on_stderr(tmp_path: Path) -> None:
    done = _run(tmp_path, "--benchmark-startup")
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "RuntimeError: an error nobody planned for" in done.stderr
    assert "nbgui: unexpected error" in done.stderr
