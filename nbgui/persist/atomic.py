"""Crash-safe file writes: a file is always either its old or its new content, never half.

`atomic_write_bytes` writes a temporary file in the same folder, flushes and fsyncs it, keeps the
previous version as ``<name>.bak`` (a hard link where the file system allows, else a copy), then
`os.replace`s the new file into place and fsyncs the folder where that is supported (POSIX).
A process killed at any moment leaves the old file or the new one, plus at worst a stray
``.<name>.*.tmp`` that `remove_stale_temp_files` clears later.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from pathlib import Path

BACKUP_SUFFIX = ".bak"
TEMP_SUFFIX = ".tmp"


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept: ``name.nbsave`` → ``name.nbsave.bak``."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def aside_name(path: Path, tag: str = "damaged") -> Path:
    """The first free ``name.<tag>-<n>`` beside `path` (where a damaged file is kept)."""
    n = 1
    while (aside := path.with_name(f"{path.name}.{tag}-{n}")).exists() or aside.is_symlink():
        n += 1
    return aside


def set_aside(path: Path, tag: str = "damaged") -> Path:
    """Rename `path` (a file, link, pipe or folder the app cannot use) to `aside_name` and
    return the new name, so the next write does not overwrite it; OSError when it cannot be
    renamed (`path` is then unchanged)."""
    aside = aside_name(path, tag)
    os.replace(path, aside)
    return aside


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder for fsync; NTFS journals renames
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _refresh_backup(path: Path) -> None:
    """Make ``path.bak`` hold the current `path` (or remove a stale one if there is no file)."""
    bak = backup_path(path)
    if not path.exists():
        with contextlib.suppress(FileNotFoundError):
            bak.unlink()
        return
    tmp = path.with_name(f".{bak.name}.{os.getpid()}{TEMP_SUFFIX}")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    try:
        os.link(path, tmp)
    except OSError:  # no hard links here (FAT, some network shares): copy instead
        shutil.copyfile(path, tmp)
    os.replace(tmp, bak)


def atomic_write_bytes(path: Path, data: bytes, *, keep_backup: bool = True) -> None:
    """Replace `path` with `data` atomically (see the module doc); OSError on failure, in which
    case `path` is unchanged."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as fh:
            if hasattr(os, "fchmod"):
                os.fchmod(fh.fileno(), 0o644)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if keep_backup:
            _refresh_backup(path)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(folder)


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = True) -> None:
    """`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup=keep_backup)


def remove_stale_temp_files(folder: Path, older_than: float = 60.0) -> int:
    """Delete leftover ``.*.tmp`` files (from a killed write) older than `older_than` seconds;
    young ones may belong to a write in progress. Returns how many were removed."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file() and tmp.stat().st_mtime < cutoff:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed
