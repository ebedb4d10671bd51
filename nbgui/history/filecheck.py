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

The two files beside it where finished games wait for the database are checked by their form
too (`side_file_problems`, also at every start): the journal folder ``history-journal/`` (a
game's end writes one small record file there; `nbgui.history.records`) must be a folder, not
a link (whose target's record-like files the journal would delete once read), holding at most
`MAX_JOURNAL_ENTRIES`; the pending file ``history-pending.jsonl`` (games the database could not
take) a regular file of at most `MAX_PENDING_BYTES`, UTF-8, one JSON object a line. One so
refused is moved aside whole as ``<name>.damaged-<n>`` by `HistoryDB.open` (nothing in it is
deleted), which then adds back the finished saves the history lacks.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from pathlib import Path

from nbgui.content.files import file_kind, not_a_file, parse_json
from nbgui.text.files import file_size
from nbgui.text.message import Msg, english, msg
from nbgui.text.system import os_reason

log = logging.getLogger(__name__)

DB_NAME = "history.sqlite3"
#: The folder (beside the database) of finished games not yet in it: one JSON file a game.
JOURNAL_NAME = "history-journal"
#: Games the database could not take (busy, read-only), one JSON record a line.
PENDING_NAME = "history-pending.jsonl"
#: A pending file over this is not one this app wrote (a record is a few KiB; the file empties
#: each time the history is written).
MAX_PENDING_BYTES = 20_000_000
#: A journal holds the games finished since the history was last opened (a few); one with more
#: entries than this is not one this app wrote, and listing it would hold up the start.
MAX_JOURNAL_ENTRIES = 10_000

#: A history of 10,000 games takes about 50 MB (a game's row and seats: about 5 kB of setup
#: and commands); a file over this is not one.
MAX_HISTORY_BYTES = 256 * 1024 * 1024
HEADER_BYTES = 100
MAGIC = b"SQLite format 3\x00"

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


class HistoryFileError(Exception):
    """A file beside the history where games wait (the journal folder, the pending file)
    refused by its form: `path` and `msg`, the reason (a catalogue message), ``str(err)`` in
    English."""

    def __init__(self, path: Path, problem: Msg) -> None:
        self.path = Path(path)
        self.msg = problem
        super().__init__(f"{self.path.name}: {english(problem)}")


def database_file_problem(path: Path, limit: int = MAX_HISTORY_BYTES) -> Msg | None:
    """Why the file at `path` is not a usable database (a catalogue message to put in
    ``history.moved_aside``'s "could not be read ({error})"), or None: missing, empty (SQLite
    makes a new database there), a database by its form, or not examined (the folder cannot
    be read: `HistoryDB.open` says that it is read-only)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        # missing, or a link to a file not there yet (SQLite creates it), unless the link leads
        # into a folder that is not there: SQLite can never open it, so for ever "cannot be
        # opened" (and never set aside) while every game waited in the pending file
        if os.path.islink(path) and not os.path.isdir(os.path.dirname(os.path.realpath(path))):
            return msg("history.link_nowhere")
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # a link to itself, or links in a circle: likewise
            return os_reason(exc)
        return None
    except ValueError:
        return None
    if not stat.S_ISREG(info.st_mode):
        return not_a_file(info.st_mode)
    if info.st_size > limit:
        return msg("history.too_large", size=file_size(info.st_size, up=True))
    if info.st_size == 0:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except OSError:
        return None  # unreadable: not the file's fault (read-only handling)
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped after the stat
            return not_a_file(opened.st_mode)
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


def journal_folder_problem(path: Path, limit: int = MAX_JOURNAL_ENTRIES) -> Msg | None:
    """Why the journal folder at `path` cannot be read as one, or None: missing (a game's end
    makes it), a folder of at most `limit` entries, or not examined (it cannot be listed: not
    its form's fault). Refused: anything but a folder, a link even to a folder (never followed:
    the journal deletes the record files it has read), more than `limit` entries."""
    try:
        info = os.lstat(path)
    except (OSError, ValueError):  # missing (a game's end makes it), or not examined
        return None
    if stat.S_ISLNK(info.st_mode):
        return msg("history.link_not_folder")
    if not stat.S_ISDIR(info.st_mode):
        return msg("history.not_a_folder", kind=_kind(info.st_mode))
    try:
        with os.scandir(path) as entries:
            for n, _entry in enumerate(entries, start=1):
                if n > limit:
                    return msg("history.too_many_entries", limit=limit)
    except OSError:
        return None
    return None


def read_pending(path: Path, limit: int = MAX_PENDING_BYTES) -> tuple[list[str], Msg | None]:
    """The pending file's non-blank lines, read once, and why it is refused by its form (then
    no lines): fine when missing, or a regular file of at most `limit` bytes, UTF-8, each line
    blank or a JSON object (a record's fields are checked when it is taken in); not examined
    (no lines, no refusal) when it cannot be read: not its form's fault."""
    from nbgui.content.files import FileReadError, read_regular_file

    try:
        raw = read_regular_file(path, limit)
    except FileReadError as exc:
        if exc.msg.id == "file.unreadable":
            log.warning("%s ignored: %s", PENDING_NAME, exc.problem)
        if exc.msg.id in ("file.missing", "file.unreadable"):
            return [], None
        return [], exc.msg
    damaged = msg("history.pending_damaged")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return [], damaged
    lines = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            record = parse_json(line)
        except ValueError:
            return [], damaged
        if not isinstance(record, dict):
            return [], damaged
        lines.append(line)
    return lines, None


def pending_file_problem(path: Path, limit: int = MAX_PENDING_BYTES) -> Msg | None:
    """Why the pending file at `path` is refused by its form, or None (`read_pending`)."""
    return read_pending(path, limit)[1]


def side_file_problems(db_path: Path) -> list[tuple[Path, Msg]]:
    """The files beside the database at `db_path` where games wait (the journal folder, the
    pending file) that are refused by their form, each with why."""
    journal = Path(db_path).with_name(JOURNAL_NAME)
    pending = Path(db_path).with_name(PENDING_NAME)
    found = [(journal, journal_folder_problem(journal)), (pending, pending_file_problem(pending))]
    return [(path, problem) for path, problem in found if problem is not None]


def _kind(mode: int) -> Msg:
    """What stands where a folder should: "a file", "a named pipe"…"""
    return msg("history.a_file") if stat.S_ISREG(mode) else file_kind(mode)
