"""One app instance per data folder: a lock file that the operating system releases when the
process ends, however it ends.

`InstanceLock(dirs.data).acquire()` takes an exclusive, non-blocking OS lock on
``<data>/nbgui.lock`` (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows) and writes the
owner's pid, host and start time into it. A second process on the same folder fails to take
it and reads the owner instead. A lock file left behind by a crash is *stale* by construction:
the OS dropped the lock with the process, so the next start simply takes it (the old pid in
the file is only informational). Where the file system has no working locks (some network
shares), the pid in the file decides: a live process on this host keeps the folder.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> first = InstanceLock(folder)
>>> first.acquire()
True
>>> InstanceLock(folder).acquire()  # a second instance (locks are per open file here)
False
>>> first.release()
>>> InstanceLock(folder).acquire()
True
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
import time
from pathlib import Path
from typing import Any

LOCK_NAME = "nbgui.lock"
MAX_LOCK_BYTES = 4096


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - Windows
        return True  # no cheap check; msvcrt locks work on local disks anyway
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class InstanceLock:
    """The lock of one data folder (see the module doc). Keep the object alive while the app
    runs; `release` (or process exit) lets the next instance in."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def server_name(self) -> str:
        """A name for the running instance's local socket, the same for every process that
        opens this data folder (used to bring the running window forward)."""
        try:
            key = str(self.folder.resolve())
        except OSError:
            key = str(self.folder.absolute())
        return "nbgui-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]

    def acquire(self) -> bool:
        """Take the lock; False when another live instance holds it. OSError only if the folder
        cannot be created or the lock file cannot be opened at all."""
        if self._fd is not None:
            return True
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            locked = self._lock(fd)
        except OSError:  # no locks on this file system: fall back on the pid in the file
            owner = self.owner()
            locked = not (
                owner is not None
                and owner.get("host") == socket.gethostname()
                and isinstance(owner.get("pid"), int)
                and owner["pid"] != os.getpid()
                and _pid_alive(owner["pid"])
            )
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        info = {"pid": os.getpid(), "host": socket.gethostname(), "started": int(time.time())}
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, json.dumps(info).encode("utf-8"))
            os.fsync(fd)
        return True

    @staticmethod
    def _lock(fd: int) -> bool:
        if os.name == "nt":  # pragma: no cover - Windows
            import msvcrt

            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            except PermissionError:
                return False
            return True
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def owner(self) -> dict[str, Any] | None:
        """What the lock file says about its owner (pid, host, started), or None."""
        from nbgui.content.files import FileReadError, read_regular_file

        try:
            data = json.loads(read_regular_file(self.path, MAX_LOCK_BYTES).decode("utf-8"))
        except (FileReadError, ValueError):
            return None
        return data if isinstance(data, dict) else None

    def release(self) -> None:
        """Let the next instance in (the file stays: removing it would race a new owner)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            if os.name == "nt":  # pragma: no cover - Windows
                import msvcrt

                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_UN)
        with contextlib.suppress(OSError):
            os.close(fd)
