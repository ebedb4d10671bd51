"""One instance per data folder (issue 15, attack 5): the lock, stale locks after a crash, and
a shared (second-instance) store that never touches the first instance's games."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from persist_games import full_game, partial_game

from nbgui.persist.atomic import backup_path
from nbgui.persist.instance import InstanceLock
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore

HOLD = """
import sys, time
from pathlib import Path
from nbgui.persist.instance import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


def _holder(folder: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_process_cannot_take_the_folder(tmp_path: Path) -> None:
    proc = _holder(tmp_path)
    try:
        lock = InstanceLock(tmp_path)
        assert not lock.acquire()
        owner = lock.owner()
        assert owner is not None and owner["pid"] == proc.pid
    finally:
        proc.kill()
        proc.wait()


def test_a_lock_left_by_a_crash_is_stale_and_taken(tmp_path: Path) -> None:
    proc = _holder(tmp_path)
    proc.send_signal(signal.SIGKILL)  # a crash: no clean-up ran
    proc.wait()
    assert (tmp_path / "nbgui.lock").exists()
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    owner = lock.owner()
    assert owner is not None and owner["pid"] == os.getpid()
    lock.release()


@pytest.mark.parametrize("content", ["[" * 3000, "not json", "[1, 2]", "\udcff"])
def test_a_lock_file_that_says_nothing_readable_has_no_owner(tmp_path: Path, content: str) -> None:
    """The lock file is read as a hostile file: one that is not a JSON object (3 KB of "[" made
    the JSON parser raise RecursionError, out of the second start) says no owner."""
    (tmp_path / "nbgui.lock").write_text(content, encoding="utf-8", errors="surrogateescape")
    assert InstanceLock(tmp_path).owner() is None


def test_the_server_name_is_the_same_for_every_path_to_the_folder(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert InstanceLock(tmp_path / "real").server_name() == InstanceLock(
        tmp_path / "link"
    ).server_name()
    assert InstanceLock(tmp_path / "real").server_name() != InstanceLock(tmp_path).server_name()


def test_a_shared_store_never_touches_the_owners_games(tmp_path: Path) -> None:
    dirs = AppDirs.under(tmp_path / "home")
    owner = SaveStore(dirs)
    setup, commands, state = partial_game(7, 2, 20)
    owner.autosave(setup, commands[:19], partial_game(7, 2, 19)[2])
    owner.autosave(setup, commands, state)
    autosave = dirs.autosave.read_bytes()
    bak = backup_path(dirs.autosave).read_bytes()

    second = SaveStore(dirs, shared=True)
    assert second.autosave_summary() is None and second.open_game() is None
    other, more, mid = partial_game(7, 3, 10)
    second.begin_game(other)
    assert second.autosave(other, more, mid) is None
    assert second.clear_autosave() is None and second.discard_autosave() is None
    done_setup, done_commands, done_state = full_game(7, 3)
    filed = second.autosave(done_setup, list(done_commands), done_state)
    assert filed is not None and filed.parent == dirs.finished
    assert second.autosave(done_setup, list(done_commands), done_state) is None  # once
    assert second.load(filed).state.is_over
    assert dirs.autosave.read_bytes() == autosave
    assert backup_path(dirs.autosave).read_bytes() == bak
    assert not dirs.abandoned.exists() or not any(dirs.abandoned.iterdir())
    # the owner carries on as if nothing happened
    assert owner.open_game() is not None


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX doctest")
def test_the_module_doctest() -> None:
    import doctest

    import nbgui.persist.instance as module

    assert doctest.testmod(module).failed == 0
