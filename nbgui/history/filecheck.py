"""The history database's file checked by its form, without SQLite (the start-up runs it).

`database_file_problem(path)` says why `history.sqlite3` cannot be a play history, or None: it
is not a regular file (a folder, a pipe, a link to a device such as ``/dev/zero``), it is larger
than any history (`MAX_HISTORY_BYTES`), it does not start with SQLite's header, its header is
not one SQLite writes, or it is shorter than the pages its header counts (cut off). It never
opens anything but a regular file, reads at most the 100 header bytes, and never loads SQLite
(about 1.6 MiB that a start does without, docs/history.md). Damage inside the pages is not seen
here: SQLite's ``quick_check`` finds it when the history is opened (`HistoryDB.open`).

A file this check refuses is handed to SQLite by no one: `HistoryDB.open` moves it aside as
``history.sqlite3.damaged-<n>`` and starts a new history, at start-up (`nbgui.app`) or when the
History menu first opens it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from nbgui.content.files import file_kind
from nbgui.text.message import Msg, msg

DB_NAME = "history.sqlite3"

#: A history of 10,000 games takes about 50 MB (a game's row and seats: about 5 kB of setup
#: and commands); a file over this is not one.
MAX_HISTORY_BYTES = 256 * 1024 * 1024
HEADER_BYTES = 100
MAGIC = b"SQLite format 3\x00"

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


def database_file_problem(path: Path, limit: int = MAX_HISTORY_BYTES) -> Msg | None:
    """Why the file at `path` is not a usable database (a catalogue message to put in
    ``history.moved_aside``'s "could not be read ({error})"), or None: missing, empty (SQLite
    makes a new database there), a database by its form, or not examined (the folder cannot
    be read: `HistoryDB.open` says that it is read-only)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None  # missing, or a link to nothing: SQLite creates the file
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return _not_a_file(info.st_mode)
    if info.st_size > limit:
        return msg("history.too_large", size=info.st_size)
    if info.st_size == 0:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except OSError:
        return None  # unreadable: not the file's fault (read-only handling)
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped after the stat
            return _not_a_file(opened.st_mode)
        header = os.read(fd, HEADER_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)
    if len(header) < HEADER_BYTES or not header.startswith(MAGIC):
        return msg("sqlite.damaged")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return msg("sqlite.damaged")
    # the header's page count is valid while its change counter matches the "version valid
    # for" number (SQLite's file format, section 1.3.7); a rollback journal or a write-ahead
    # log beside the file may still hold pages, so the length is then not compared
    pages = int.from_bytes(header[28:32], "big")
    valid = header[24:28] == header[92:96]
    beside = [path.with_name(path.name + s) for s in ("-journal", "-wal")]
    cut = valid and pages and opened.st_size < pages * page_size
    if cut and not any(p.exists() for p in beside):
        return msg("sqlite.damaged")
    return None


def _not_a_file(mode: int) -> Msg:
    """"it is a folder, not a file"; a kind without a name of its own: "not a plain file"."""
    kind = file_kind(mode)
    return kind if kind.id == "file.kind.other" else msg("history.not_a_file", kind=kind)
