"""atomic_write_*: the old or the new content, never half; a .bak of the previous version."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from nbgui.persist import atomic
from nbgui.persist.atomic import (
    atomic_write_bytes,
    atomic_write_text,
    backup_path,
    remove_stale_temp_files,
)


def test_write_creates_folders_and_keeps_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "f.nbsave"
    atomic_write_text(path, "one")
    assert path.read_text() == "one" and not backup_path(path).exists()
    atomic_write_text(path, "two")
    assert path.read_text() == "two" and backup_path(path).read_text() == "one"
    atomic_write_text(path, "three")
    assert backup_path(path).read_text() == "two"
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_stale_backup_without_its_file_is_removed(tmp_path: Path) -> None:
    path = tmp_path / "f.nbsave"
    backup_path(path).write_text("an older game")
    atomic_write_text(path, "new game")
    assert not backup_path(path).exists()


def test_no_backup_when_not_wanted(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    atomic_write_bytes(path, b"1", keep_backup=False)
    atomic_write_bytes(path, b"2", keep_backup=False)
    assert path.read_bytes() == b"2" and not backup_path(path).exists()


def test_backup_by_copy_when_hard_links_fail(tmp_path: Path, monkeypatch) -> None:
    def no_links(*args: object) -> None:
        raise OSError("no hard links here")

    monkeypatch.setattr(os, "link", no_links)
    path = tmp_path / "f.nbsave"
    atomic_write_text(path, "one")
    atomic_write_text(path, "two")
    assert backup_path(path).read_text() == "one"


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "f.nbsave"
    atomic_write_text(path, "old")
    real_replace = os.replace

    def failing_replace(src: str, dst: str) -> None:
        if Path(dst) == path:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_stale_temp_files_are_removed_but_young_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".f.nbsave.abc.tmp"
    young = tmp_path / ".g.nbsave.def.tmp"
    keep = tmp_path / "f.nbsave"
    for p in (old, young, keep):
        p.write_text("x")
    past = time.time() - 3600
    os.utime(old, (past, past))
    assert remove_stale_temp_files(tmp_path) == 1
    assert not old.exists() and young.exists() and keep.exists()
    assert remove_stale_temp_files(tmp_path / "missing") == 0
