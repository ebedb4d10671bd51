"""The history database held by another program, read-only, or with bad rows (issue 15,
attack 4): never moved aside, never a long wait on the calling thread, no game lost."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_db_stats import load_fixture

from nbgui.history.db import (
    DB_NAME,
    PENDING_NAME,
    READ_TIMEOUT,
    HistoryBusy,
    HistoryDB,
    error_kind,
    record_from_dict,
    record_from_sheet,
    record_to_dict,
)
from tests.blocking import within

HOLDER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
print("released", flush=True)
"""


class Holder:
    """Another process holding an exclusive lock on the database until `release`."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        assert self.proc.stdout is not None and self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None and self.proc.stdout is not None
            self.proc.stdin.write("\n")
            self.proc.stdin.flush()
            assert self.proc.stdout.readline().strip() == "released"
            self.proc.wait(10)


@pytest.fixture
def filled(boards, tmp_path: Path) -> tuple[Path, list]:
    records, _ = load_fixture(boards)
    path = tmp_path / DB_NAME
    db, _ = HistoryDB.open(path)
    for r in records[:3]:
        db.add(r)
    return path, records


@pytest.fixture
def held(filled) -> Iterator[tuple[Path, list, Holder]]:
    path, records = filled
    holder = Holder(path)
    try:
        yield path, records, holder
    finally:
        holder.release()


def _timed(work):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def test_a_locked_database_is_busy_not_damaged(held) -> None:
    path, records, holder = held
    before = path.read_bytes()
    (db, messages), opened = _timed(lambda: HistoryDB.open(path))
    warnings = [str(w) for w in messages]
    assert len(warnings) == 1 and "in use by another program" in warnings[0]
    assert not list(path.parent.glob("*.damaged-*")), "a locked database was moved aside"
    with pytest.raises(HistoryBusy):
        db.games()
    start = time.perf_counter()
    with pytest.raises(HistoryBusy):
        db.add(records[3])
    added = time.perf_counter() - start
    # bounded waits on the calling (GUI) thread: a few lock timeouts, never the old 5 s
    assert opened < 1.0 and added < 1.0, (opened, added)
    holder.release()
    assert path.read_bytes() == before
    assert len(db.games()) == 3


def test_a_game_finished_while_locked_is_pending_then_recorded_once(held) -> None:
    path, records, holder = held
    db = HistoryDB(path)
    assert db.record(records[3], retry_seconds=0.3) is None
    assert db.pending_count() == 1 and (path.parent / PENDING_NAME).is_file()
    holder.release()
    assert db.flush_pending() == 1
    assert db.flush_pending() == 0
    assert not (path.parent / PENDING_NAME).exists()
    stored = HistoryDB.open(path)[0].games()
    assert len(stored) == 4 and stored.count(stored[-1]) == 1
    # a second, unlocked record also flushes anything pending, and nothing twice
    db.record(records[4])
    assert HistoryDB(path).count() == 5


def test_the_pending_file_is_flushed_when_the_history_opens(held) -> None:
    path, records, holder = held
    HistoryDB(path).record(records[3], retry_seconds=0.0)
    holder.release()
    db, warnings = HistoryDB.open(path)
    assert warnings == [] and db.count() == 4 and db.pending_count() == 0


def test_record_retries_while_the_lock_is_held_briefly(filled) -> None:
    path, records = filled
    holder = Holder(path)
    import threading

    threading.Timer(0.5, holder.release).start()
    assert HistoryDB(path).record(records[3], retry_seconds=10.0) is not None
    assert HistoryDB(path).count() == 4


def _read_only(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Make the database read-only: by permissions, or (as root, who ignores them) by opening
    every connection in SQLite's read-only mode."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        real = HistoryDB._raw_connect

        def ro(self: HistoryDB, timeout: float, read_only: bool = False) -> sqlite3.Connection:
            return real(self, timeout, read_only=True)

        monkeypatch.setattr(HistoryDB, "_raw_connect", ro)
    else:
        path.chmod(0o444)
        path.parent.chmod(0o555)
        monkeypatch.setattr(HistoryDB, "_cleanup_mode", (path, path.parent), raising=False)


def test_a_read_only_database_is_read_not_replaced(filled, monkeypatch) -> None:
    path, records = filled
    before = path.read_bytes()
    _read_only(monkeypatch, path)
    try:
        db, messages = HistoryDB.open(path)
        warnings = [str(w) for w in messages]
        assert db.read_only and len(warnings) == 1 and "read-only" in warnings[0]
        assert len(db.games()) == 3
        assert not list(path.parent.glob("*.damaged-*"))
        if os.access(path.parent, os.W_OK):
            assert db.record(records[3]) is None and db.pending_count() == 1
        assert path.read_bytes() == before
    finally:
        path.parent.chmod(0o755)
        path.chmod(0o644)


def test_a_corrupted_row_is_repaired_and_rebuilt_from_the_finished_saves(
    boards, tmp_path: Path
) -> None:
    from nbgui.persist.paths import AppDirs
    from nbgui.persist.store import SaveStore
    from nbgui.simulate import make_setup, play_game

    dirs = AppDirs.under(tmp_path / "home")
    store = SaveStore(dirs)
    from nbgui.captain.brain import CaptainBrain

    setup = make_setup(11, ["flask"], boards)
    played = play_game(setup, CaptainBrain(boards), "random", 11, record=True)
    finished = store.autosave(setup, played.commands, played.state)
    assert finished.parent == dirs.finished
    path = dirs.data / DB_NAME
    db, _ = HistoryDB.open(path, finished_dir=dirs.finished)
    record = record_from_sheet(setup, played.commands, played.sheet)
    good, _ = load_fixture(boards)
    db.add(good[0])
    bad_id = db.add(record)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE games SET setup_json = 'not json {' WHERE id = ?", (bad_id,))
    conn.close()
    assert len(db.games()) == 1 and db.bad_rows == [bad_id]  # the rest still reads
    db2, messages = HistoryDB.open(path, finished_dir=dirs.finished)
    warnings = [str(w) for w in messages]
    assert len(warnings) == 1 and "1 unreadable game" in warnings[0] and "rebuilt" in warnings[0]
    games = db2.games()
    assert db2.bad_rows == [] and len(games) == 2
    rebuilt = next(g for g in games if g.commands)
    assert list(rebuilt.commands) == [str(c) for c in played.commands]
    assert rebuilt.seats[0].total == played.sheet.rows[0].total
    assert not list(path.parent.glob("*.damaged-*"))


def test_a_damaged_database_is_rebuilt_from_the_finished_saves(boards, tmp_path: Path) -> None:
    from nbgui.captain.brain import CaptainBrain
    from nbgui.persist.paths import AppDirs
    from nbgui.persist.store import SaveStore
    from nbgui.simulate import make_setup, play_game

    dirs = AppDirs.under(tmp_path / "home")
    store = SaveStore(dirs)
    for seed in (3, 4):
        setup = make_setup(seed, ["stubb"], boards)
        played = play_game(setup, CaptainBrain(boards), "random", seed, record=True)
        store.autosave(setup, played.commands, played.state)
    path = dirs.data / DB_NAME
    path.write_bytes(b"garbage" * 1000)
    db, messages = HistoryDB.open(path, finished_dir=dirs.finished)
    warnings = [str(w) for w in messages]
    assert "moved aside" in warnings[0] and "from 2 finished saved games" in warnings[0]
    assert sorted(g.seed for g in db.games()) == [3, 4]


def test_error_kinds() -> None:
    class Named(sqlite3.OperationalError):
        def __init__(self, text: str, name: str) -> None:
            super().__init__(text)
            self.sqlite_errorname = name

    assert error_kind(Named("database is locked", "SQLITE_BUSY")) == "busy"
    assert error_kind(Named("x", "SQLITE_LOCKED_SHAREDCACHE")) == "busy"
    readonly = Named("attempt to write a readonly database", "SQLITE_READONLY")
    assert error_kind(readonly) == "readonly"
    assert error_kind(Named("database disk image is malformed", "SQLITE_CORRUPT")) == "damaged"
    assert error_kind(Named("file is not a database", "SQLITE_NOTADB")) == "damaged"
    assert error_kind(Named("disk I/O error", "SQLITE_IOERR_SHORT_READ")) == "io"
    assert READ_TIMEOUT <= 0.25


def test_a_record_survives_the_pending_file_round_trip(boards) -> None:
    records, _ = load_fixture(boards)
    for r in records:
        back = record_from_dict(record_to_dict(r))
        assert back == r



def make_hostile(path: Path, kind: str) -> None:
    """`path` made into a file that cannot be a history database (its form alone)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind in ("truncated", "empty_header"):
        HistoryDB.open(path)
        with sqlite3.connect(path) as conn:
            conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)",
                             [(f"k{i}", "x" * 400) for i in range(100)])
        conn.close()
        raw = path.read_bytes()
        path.write_bytes(raw[:100] if kind == "empty_header" else raw[: len(raw) // 3])
    elif kind == "garbage":
        path.write_bytes(bytes(range(256)) * 40)
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept as it was")
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link_nowhere":  # into a folder that is not there: SQLite can never make it
        path.symlink_to(path.parent / "gone" / DB_NAME)
    elif kind == "link_loop":  # links in a circle
        path.symlink_to(path.with_name("other.sqlite3"))
        path.with_name("other.sqlite3").symlink_to(path)
    else:  # huge: a 600 MB sparse file, refused by its size, never read
        with path.open("wb") as fh:
            fh.truncate(600_000_000)


HOSTILE_DB = [
    "garbage", "truncated", "empty_header", "folder", "huge",
    pytest.param("dev_zero", marks=pytest.mark.skipif(not Path("/dev/zero").exists(),
                                                      reason="no /dev/zero")),
    pytest.param("fifo", marks=pytest.mark.skipif(not hasattr(os, "mkfifo"),
                                                  reason="no FIFOs")),
    "link_nowhere", "link_loop",
]


@pytest.mark.parametrize("kind", HOSTILE_DB)
def test_a_file_that_cannot_be_a_database_is_set_aside(boards, tmp_path: Path, kind) -> None:
    """Found by its form without SQLite (`database_file_problem`: what the start-up checks),
    then moved aside by `HistoryDB.open` — a folder and a link to /dev/zero too, which SQLite
    could only call unopenable for ever, and a named pipe, on which it blocked — and a new
    history is started that takes games."""
    from nbgui.history.filecheck import database_file_problem

    path = tmp_path / DB_NAME
    make_hostile(path, kind)
    problem = database_file_problem(path)
    assert problem is not None
    opened = within(20, lambda: HistoryDB.open(path))  # SQLite blocked on a pipe for ever
    db, messages = opened
    warnings = [str(w) for w in messages]
    assert len(warnings) == 1 and f"moved aside to {DB_NAME}.damaged-1" in warnings[0]
    assert str(problem) in warnings[0]
    aside = tmp_path / f"{DB_NAME}.damaged-1"
    assert aside.is_symlink() if kind.startswith(("dev_zero", "link")) else aside.exists()
    if kind == "folder":
        assert (aside / "inside.txt").read_text() == "kept as it was"
    assert path.is_file() and not path.is_symlink() and database_file_problem(path) is None
    records, _ = load_fixture(boards)
    db.add(records[0])
    again, messages = HistoryDB.open(path)
    assert messages == [] and again.count() == 1


def test_the_form_check_passes_every_database_sqlite_writes(boards, tmp_path: Path) -> None:
    """No false alarm: missing, empty, new, filled, with a rollback journal beside it, and a
    database of 64 KiB pages."""
    from nbgui.history.filecheck import database_file_problem

    path = tmp_path / DB_NAME
    assert database_file_problem(path) is None
    path.write_bytes(b"")
    assert database_file_problem(path) is None
    path.unlink()
    db, _ = HistoryDB.open(path)
    assert database_file_problem(path) is None
    records, _ = load_fixture(boards)
    for r in records:
        db.add(r)
    assert database_file_problem(path) is None
    journal = tmp_path / f"{DB_NAME}-journal"
    journal.write_bytes(b"")
    path.write_bytes(path.read_bytes()[:4096])  # short, but a journal may hold the rest
    assert database_file_problem(path) is None
    journal.unlink()
    assert database_file_problem(path) is not None
    big = tmp_path / "big.sqlite3"
    with sqlite3.connect(big) as conn:
        conn.execute("PRAGMA page_size = 65536")
        conn.execute("CREATE TABLE t (x)")
        conn.execute("INSERT INTO t VALUES (?)", ("x" * 200_000,))
    conn.close()
    assert database_file_problem(big) is None


def test_a_rebuilt_history_holds_a_journal_game_once(boards, tmp_path: Path) -> None:
    """A finished game is both in the journal (the game's end) and in ``saves/finished``:
    rebuilding a damaged history from the saves took it in twice (the rebuild first, then the
    journal, whose record has the game's own end time, not the save's)."""
    from datetime import UTC, datetime

    from nbgui.captain.brain import CaptainBrain
    from nbgui.history.records import journal_files, keep_in_journal
    from nbgui.persist.paths import AppDirs
    from nbgui.persist.store import SaveStore
    from nbgui.simulate import make_setup, play_game

    dirs = AppDirs.under(tmp_path / "home")
    setup = make_setup(3, ["stubb"], boards)
    played = play_game(setup, CaptainBrain(boards), "random", 3, record=True)
    SaveStore(dirs).autosave(setup, played.commands, played.state)
    path = dirs.data / DB_NAME
    # the game's own end time; the save's time is its file's (copied, restored: any time)
    ended = datetime(2026, 11, 30, 20, 15, 7, tzinfo=UTC)
    keep_in_journal(path, record_from_sheet(setup, played.commands, played.sheet,
                                            finished_at=ended))
    path.write_bytes(b"garbage" * 1000)
    db, messages = HistoryDB.open(path, finished_dir=dirs.finished)
    assert len(messages) == 1 and "moved aside" in str(messages[0])
    assert [(g.seed, g.finished_at) for g in db.games()] == [(3, ended)]
    assert journal_files(path) == []


@pytest.mark.parametrize(("removed", "added", "english", "spanish"), [
    (1, 2, "The play history had 1 unreadable game; it was removed. 2 games were rebuilt from "
           "the finished saves.",
     "El historial de partidas tenía 1 partida ilegible; se ha quitado. Se han reconstruido 2 "
     "partidas a partir de las partidas guardadas terminadas."),
    (2, 1, "The play history had 2 unreadable games; they were removed. 1 game was rebuilt "
           "from the finished saves.",
     "El historial de partidas tenía 2 partidas ilegibles; se han quitado. Se ha reconstruido 1 "
     "partida a partir de las partidas guardadas terminadas."),
])
def test_a_repaired_history_counts_each_number_in_its_own_form(
    qapp, removed: int, added: int, english: str, spanish: str  # type: ignore[no-untyped-def]
) -> None:
    """"The play history had 1 unreadable game(s); they were removed and 2 games were rebuilt"
    ("partida(s) ilegible(s)"): each count now says its own plural."""
    from nbgui.history.db import repaired
    from nbgui.ui import i18n

    said = repaired(removed, added)
    assert str(said) == english
    assert i18n.set_language("es")
    try:
        assert i18n.say(said) == spanish
    finally:
        i18n.set_language("en")
