"""Two real app processes on one data folder (issue 15, attack 5).

The first start owns the folder (`nbgui.persist.instance`). A second plain start brings the
running window forward and exits; a second start that plays (``--autoplay``, as a player who
carries on in the second window would) opens *shared*: it never touches the first one's
autosave, and every finished game of both ends in ``finished/`` and in the history.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nbgui.history.db import DB_NAME, HistoryDB
from nbgui.persist.instance import InstanceLock
from nbgui.persist.paths import AppDirs

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process handling")


def _home(tmp_path: Path) -> AppDirs:
    dirs = AppDirs.under(tmp_path / "home")
    dirs.config.mkdir(parents=True)
    dirs.settings_file.write_text(json.dumps({"animation_speed": "instant"}), encoding="utf-8")
    return dirs


def _start(dirs: AppDirs, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, NBGUI_HOME=str(dirs.data.parent), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "nbgui", *args],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )


def _wait_for_owner(dirs: AppDirs, proc: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        owner = InstanceLock(dirs.data).owner()
        if owner and owner.get("pid") == proc.pid and "port" in owner:
            return
        assert proc.poll() is None, proc.communicate()[0]
        time.sleep(0.1)
    raise AssertionError("the first instance never took the data folder")


def _finish(proc: subprocess.Popen[str], timeout: float = 240) -> str:
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
        raise AssertionError(f"the app did not finish:\n{out}") from None
    assert proc.returncode == 0, out
    return out


def test_two_playing_instances_keep_every_finished_game(tmp_path: Path) -> None:
    dirs = _home(tmp_path)
    first = _start(dirs, "--autoplay", "1", "--linger", "2")
    _wait_for_owner(dirs, first)
    second = _start(dirs, "--autoplay", "2")
    out2 = _finish(second)
    out1 = _finish(first)
    assert "nbgui: finished seed 1" in out1 and "nbgui: finished seed 2" in out2, (out1, out2)
    assert "brought the running window forward" not in out2
    finished = sorted(p.name for p in dirs.finished.glob("*.nbsave"))
    assert len(finished) == 2 and {n.split("-s")[-1] for n in finished} == {"1.nbsave", "2.nbsave"}
    for folder in (dirs.abandoned, dirs.damaged):
        assert not folder.exists() or not any(folder.iterdir()), folder
    assert not dirs.autosave.exists()
    db, warnings = HistoryDB.open(dirs.data / DB_NAME)
    assert warnings == [] and sorted(g.seed for g in db.games()) == [1, 2]


def test_a_second_plain_start_brings_the_first_window_forward(tmp_path: Path) -> None:
    dirs = _home(tmp_path)
    first = _start(dirs, "--autoplay", "3", "--linger", "4")
    _wait_for_owner(dirs, first)
    second = _start(dirs)
    out2 = _finish(second, timeout=60)
    assert "brought the running window forward" in out2
    out1 = _finish(first)
    assert "nbgui: doorbell raise" in out1
    assert len(list(dirs.finished.glob("*.nbsave"))) == 1
