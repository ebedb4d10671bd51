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

# The C module under `socket`: its sockets and `gethostname`, without the `socket` module's
# enum classes of every address family, socket kind and flag (built at its import, with
# `selectors`: about 0.36 MiB of a game's peak; issue 18). Nothing else in a game imports
# `socket`.
import _socket
import contextlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from nbgui.content.sha import sha256

log = logging.getLogger(__name__)

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
        return "nbgui-" + sha256(key.encode("utf-8")).hexdigest()[:16]

    def acquire(self) -> bool:
        """Take the lock; False when another live instance holds it. OSError only if the folder
        cannot be created or the lock file cannot be opened at all."""
        if self._fd is not None:
            return True
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            locked = self._lock(fd)
        except OSError:  # no locks on this file system: fall back on the pid in the file
            owner = self.owner()
            locked = not (
                owner is not None
                and owner.get("host") == _socket.gethostname()
                and isinstance(owner.get("pid"), int)
                and owner["pid"] != os.getpid()
                and _pid_alive(owner["pid"])
            )
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        self.publish()
        return True

    def publish(self, **extra: object) -> None:
        """Write the owner's pid, host and start time (and `extra`, e.g. the doorbell's port
        and token) into the held lock file."""
        if self._fd is None:
            return
        info = {"pid": os.getpid(), "host": _socket.gethostname(), "started": int(time.time())}
        info.update(extra)
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
            os.lseek(self._fd, 0, os.SEEK_SET)
            os.write(self._fd, json.dumps(info).encode("utf-8"))
            os.fsync(self._fd)

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
        from nbgui.content.files import FileReadError, parse_json, read_regular_file

        try:
            data = parse_json(read_regular_file(self.path, MAX_LOCK_BYTES).decode("utf-8"))
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


# ---- the doorbell: a second start asks the running window to come forward -------------------

MAX_MESSAGE_BYTES = 8192


class Doorbell:
    """The running instance listens on 127.0.0.1 (an ephemeral port) in a daemon thread; a
    second start connects with the token from the lock file and sends one line (``raise`` or
    ``open <path>``); `on_ring` gets that line in the listening thread (a Qt caller re-emits it
    as a signal to reach the GUI thread). Plain sockets: no extra Qt module is needed."""

    def __init__(self, on_ring: Callable[[str], None]) -> None:
        self.on_ring = on_ring
        self.token = os.urandom(16).hex()  # secrets.token_hex(16), without loading OpenSSL
        self._sock: _socket.socket | None = None
        self.port = 0

    def start(self) -> int:
        sock = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        sock.listen(4)
        self._sock = sock
        self.port = int(sock.getsockname()[1])
        threading.Thread(target=self._serve, name="nbgui-doorbell", daemon=True).start()
        return self.port

    def _serve(self) -> None:
        while self._sock is not None:
            try:
                fd, _ = self._sock._accept()  # type: ignore[attr-defined]  # socket.accept's
            except OSError:
                return
            conn = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM, 0, fd)
            try:
                try:
                    conn.settimeout(2.0)
                    data = b""
                    while b"\n" not in data and len(data) < MAX_MESSAGE_BYTES:
                        chunk = conn.recv(1024)
                        if not chunk:
                            break
                        data += chunk
                    line = data.split(b"\n", 1)[0].decode("utf-8", "replace")
                    token, _, message = line.partition(" ")
                    from hmac import compare_digest  # when a second start rings

                    if not compare_digest(token, self.token):
                        conn.sendall(b"no\n")
                        continue
                    conn.sendall(b"ok\n")
                except OSError:
                    continue
            finally:
                conn.close()
            try:
                self.on_ring(message)
            except Exception:  # the caller's slot must not stop the doorbell
                log.exception("doorbell message not handled")

    def stop(self) -> None:
        sock, self._sock = self._sock, None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.close()


def ring(owner: dict[str, Any] | None, message: str = "raise", timeout: float = 2.0) -> bool:
    """Ask the running instance (its lock file's `owner` info) to act on `message`; True when
    it answered. Never raises."""
    if not owner or not isinstance(owner.get("port"), int) or not isinstance(
        owner.get("token"), str
    ):
        return False
    if owner.get("host") != _socket.gethostname():
        return False
    conn = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
    try:
        conn.settimeout(timeout)
        conn.connect(("127.0.0.1", owner["port"]))
        conn.sendall(f"{owner['token']} {message}\n".encode())
        reply = conn.recv(16)
    except OSError:
        return False
    finally:
        conn.close()
    return reply.startswith(b"ok")
