"""The finished-games database: one SQLite file in the user data folder (stdlib `sqlite3`).

Every finished game is one row of ``games`` plus one row per seat in ``seats``, written in a
single transaction. The command list is stored in notation (one command a line), so any game
can be replayed. A file that SQLite cannot read (truncated, garbage, wrong schema) is moved
aside as ``history.sqlite3.damaged-<n>`` and a fresh database is built; the caller gets a
warning sentence, never an exception. See ``docs/history.md`` for the schema.

>>> import tempfile, pathlib
>>> db, warnings = HistoryDB.open(pathlib.Path(tempfile.mkdtemp()) / "history.sqlite3")
>>> db.games(), warnings
([], [])
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

from nbgui.content.datacheck import load_as
from nbgui.content.files import parse_json
from nbgui.content.schema import to_json
from nbgui.engine import GameSetup
from nbgui.history.filecheck import (
    PENDING_NAME,
    HistoryFileError,
    database_file_problem,
    read_pending,
    side_file_problems,
)
from nbgui.history.records import (  # the records live there, without SQLite (issue 18)
    DB_NAME,
    GameRecord,
    SeatResult,
    default_path,
    journal_files,
    keep_in_journal,
    read_journal_file,
    record_from_dict,
    record_from_sheet,
    record_to_dict,
)
from nbgui.history.records import iso_utc as _iso

__all__ = [
    "DB_NAME",
    "GameRecord",
    "HistoryBusy",
    "HistoryDB",
    "HistoryError",
    "HistoryReadOnly",
    "SeatResult",
    "default_path",
    "record_from_dict",
    "record_from_sheet",
    "record_to_dict",
]
from nbgui.text.message import Msg, english, msg
from nbgui.text.system import sqlite_reason

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    finished_at  TEXT    NOT NULL,
    seed         INTEGER NOT NULL,
    expert       INTEGER NOT NULL,
    turners_mill INTEGER NOT NULL,
    code         TEXT,
    setup_json   TEXT    NOT NULL,
    commands     TEXT    NOT NULL,
    winners      TEXT    NOT NULL,
    decided_by   TEXT    NOT NULL,
    player_won   INTEGER NOT NULL,
    hints_used   INTEGER NOT NULL DEFAULT 0,
    undos_used   INTEGER NOT NULL DEFAULT 0,
    duration_s   REAL    NOT NULL DEFAULT 0,
    app_version  TEXT    NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS seats (
    game_id      INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    kind         TEXT    NOT NULL,
    captain      TEXT,
    whales       INTEGER NOT NULL,
    buildings    INTEGER NOT NULL,
    bonuses      INTEGER NOT NULL,
    money        INTEGER NOT NULL,
    total        INTEGER NOT NULL,
    whale_tokens INTEGER NOT NULL,
    money_left   INTEGER NOT NULL,
    winner       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS games_finished ON games(finished_at);
"""

_GAME_COLUMNS = (
    "id, finished_at, seed, expert, turners_mill, code, setup_json, commands, winners, "
    "decided_by, player_won, hints_used, undos_used, duration_s, app_version"
)
_SEAT_COLUMNS = (
    "seat, name, kind, captain, whales, buildings, bonuses, money, total, whale_tokens, "
    "money_left, winner"
)


class HistoryError(Exception):
    """A history record that cannot be stored or read back: `msg` says why (a catalogue
    message, ``history.*``), ``str(err)`` in English."""

    def __init__(self, problem: Msg) -> None:
        self.msg = problem
        super().__init__(english(problem))


class HistoryBusy(HistoryError):
    """Another program holds the database (locked or busy): try again later; nothing is wrong
    with the file."""


class HistoryReadOnly(HistoryError):
    """The database (or its folder) cannot be written: it is read, and new games wait in the
    pending file."""


#: How long one call waits for a lock. Reads and the first write attempt run on the GUI
#: thread and wait at most READ_TIMEOUT; `record` retries off the GUI thread up to
#: RETRY_SECONDS in all before a game goes to the pending file.
READ_TIMEOUT = 0.2
WRITE_TIMEOUT = 1.0
RETRY_SECONDS = 10.0

_BUSY = {"SQLITE_BUSY", "SQLITE_LOCKED"}
_CANNOT_WRITE = {"SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH"}


def error_kind(exc: BaseException) -> str:
    """``busy`` (locked by another program), ``readonly`` (cannot be written or opened for
    writing), ``io`` (the disk failed: not the file's fault) or ``damaged``."""
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    base = name.split("_")[0] + "_" + name.split("_")[1] if name.count("_") >= 1 else name
    text = str(exc).lower()
    if base in _BUSY or "locked" in text or "busy" in text:
        return "busy"
    if base in _CANNOT_WRITE or "readonly" in text or "read-only" in text:
        return "readonly"
    if base in {"SQLITE_IOERR", "SQLITE_FULL", "SQLITE_NOMEM"} or "disk i/o" in text:
        return "io"
    return "damaged"


class HistoryDB:
    """The history database at `path`. Use `HistoryDB.open(path)`; each call opens its own
    short-lived connection, so the object can live as long as the app.

    A database another program holds is *busy*, never damaged: a call waits at most its
    timeout and raises `HistoryBusy`. A read-only one is opened read-only (`read_only`). Rows
    that cannot be read are skipped by `games` and listed in `bad_rows`; `repair` deletes them
    and adds back every finished save the history lacks.
    """

    def __init__(self, path: Path, finished_dir: Path | None = None) -> None:
        self.path = Path(path)
        self.finished_dir = finished_dir
        self.read_only = False
        self.bad_rows: list[int] = []
        #: What `flush_pending` found to say: records of finished games that did not read (set
        #: aside) and the finished saves added back for them (`open` returns them as warnings).
        self.flush_notes: list[Msg] = []

    @property
    def pending_path(self) -> Path:
        return self.path.with_name(PENDING_NAME)

    @classmethod
    def open(
        cls, path: Path, finished_dir: Path | None = None
    ) -> tuple[HistoryDB, list[Msg]]:
        """Open (creating it if needed) the database; never raises.

        Busy (locked by another program): opened as it is, with a warning; nothing is moved.
        Read-only: opened read-only, with a warning. Damaged: moved aside as
        ``history.sqlite3.damaged-<n>`` and rebuilt (from the finished saves in
        `finished_dir`, when given). Rows that do not read are repaired the same way. Games
        left in the pending file are recorded. A journal folder or pending file refused by its
        form (`side_file_problems`: a link, a pipe, far too large…) is moved aside whole as
        ``<name>.damaged-<n>`` first, and the finished saves the history lacks are then added
        back. Returns the database and warning sentences.
        """
        db = cls(path, finished_dir)
        warnings: list[Msg] = []
        side = db.set_aside_side_files()
        warnings += side
        try:
            # a folder, a link to a device, a pipe, a huge or cut-off file: never handed to
            # SQLite (a pipe would block it, a folder or /dev/zero never goes away)
            problem = database_file_problem(db.path)
            if problem is not None:
                raise _Unusable(problem, f"not a database file: {english(problem)}")
            db._initialise()
        except (sqlite3.Error, OSError) as exc:
            kind = error_kind(exc)
            if kind == "busy":
                warnings.append(msg("history.busy_open"))
                return db, warnings
            if kind in ("readonly", "io") or isinstance(exc, OSError):
                if db._open_read_only():
                    warnings.append(msg("history.read_only", pending=PENDING_NAME))
                    return db, warnings
                warnings.append(
                    msg("history.cannot_open", error=_reason(exc), pending=PENDING_NAME)
                )
                db.read_only = True
                return db, warnings
            try:
                aside = db._move_aside()
                db._initialise()
            except (sqlite3.Error, OSError) as again:
                db.read_only = True
                warnings.append(
                    msg("history.not_rebuilt", error=_reason(again), pending=PENDING_NAME)
                )
                return db, warnings
            try:  # the journal's games first: the rebuild then knows them (no twins)
                db.flush_pending()
            except HistoryError as not_yet:
                log.warning("history journal not taken in before the rebuild: %s", not_yet)
            added = db.rebuild_from_saves()
            warnings.append(
                msg("history.moved_aside_rebuilt", error=_reason(exc), aside=aside.name, n=added)
                if added
                else msg("history.moved_aside", error=_reason(exc), aside=aside.name)
            )
        try:
            db.games()
            if db.bad_rows:
                removed, added = db.repair()
                warnings.append(repaired(removed, added))
            db.flush_pending()
            if side and not db.read_only:  # their games: from the finished saves
                added = db.rebuild_from_saves()
                if added:
                    warnings.append(msg("history.saves_added_back", n=added))
        except HistoryError as exc:
            log.warning("history not checked now: %s", exc)
        warnings += db.flush_notes
        db.flush_notes = []
        return db, warnings

    def set_aside_side_files(self) -> list[Msg]:
        """Move the journal folder or pending file that `side_file_problems` refuses aside
        whole (``history-journal.damaged-1``; a link is renamed, never followed), so no game
        in it is lost and no later write goes there; one sentence each. One that cannot be
        moved is left and logged (the journal and the pending file are then not read)."""
        from nbgui.persist import set_aside

        said: list[Msg] = []
        for side, problem in side_file_problems(self.path):
            error = HistoryFileError(side, problem)
            try:
                aside = set_aside(side)
            except OSError as exc:
                log.warning("%s left in place: %s", error, exc)
                continue
            log.warning("%s moved aside to %s", error, aside.name)
            said.append(
                msg("history.side_moved_aside", name=side.name, error=problem, aside=aside.name)
            )
        return said

    def _open_read_only(self) -> bool:
        if not self.path.is_file():
            return False
        try:
            with closing(self._raw_connect(READ_TIMEOUT, read_only=True)) as conn:
                conn.execute(f"SELECT {_GAME_COLUMNS} FROM games LIMIT 1").fetchall()
        except sqlite3.Error:
            return False
        self.read_only = True
        return True

    def _raw_connect(self, timeout: float, read_only: bool = False) -> sqlite3.Connection:
        if read_only or self.read_only:
            try:
                where = self.path.resolve()
            except (OSError, RuntimeError):  # links in a circle (RuntimeError before 3.13)
                where = self.path.absolute()  # SQLite then cannot open it: a HistoryError
            uri = where.as_uri() + "?mode=ro"
            return sqlite3.connect(uri, timeout=timeout, uri=True)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        return sqlite3.connect(self.path, timeout=timeout)

    @contextmanager
    def _connect(self, timeout: float = READ_TIMEOUT) -> Iterator[sqlite3.Connection]:
        """A connection; a lock or a read-only file raises `HistoryBusy` / `HistoryReadOnly`."""
        try:
            with closing(self._raw_connect(timeout)) as conn:
                conn.execute("PRAGMA foreign_keys = ON")
                yield conn
        except sqlite3.Error as exc:
            kind = error_kind(exc)
            if kind == "busy":
                raise HistoryBusy(msg("history.in_use")) from exc
            if kind == "readonly":
                raise HistoryReadOnly(msg("history.cannot_write")) from exc
            raise

    def _initialise(self) -> None:
        with closing(self._raw_connect(READ_TIMEOUT)) as conn:
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise _Unusable(msg("history.integrity_failed"), f"integrity check failed: {row}")
            with conn:
                conn.executescript(SCHEMA)
                conn.execute(
                    "INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                    (str(SCHEMA_VERSION),),
                )
            version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            if version is None or version[0] != str(SCHEMA_VERSION):
                raise _Unusable(
                    msg("history.unknown_schema", version=str(version[0] if version else "-")),
                    f"unknown history schema version {version}",
                )
            conn.execute(f"SELECT {_GAME_COLUMNS} FROM games LIMIT 1").fetchall()
            conn.execute(f"SELECT game_id, {_SEAT_COLUMNS} FROM seats LIMIT 1").fetchall()

    def _move_aside(self) -> Path:
        from nbgui.persist import aside_name  # as records.py: persist when needed

        aside = aside_name(self.path)
        if os.path.lexists(self.path):  # a link that leads nowhere too: the link is renamed
            self.path.replace(aside)
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                extra.replace(aside.with_name(aside.name + suffix))
        return aside

    # ---- recording with retries and the pending file ---------------------------------------

    def record(self, record: GameRecord, retry_seconds: float = RETRY_SECONDS) -> int | None:
        """Store a finished game, waiting (call this off the GUI thread) up to `retry_seconds`
        while another program holds the database; if it still cannot be written, the game is
        appended to the pending file (recorded by a later `flush_pending`). Returns the new id,
        or None when the game is pending. Raises only `OSError` if even the pending file
        cannot be written."""
        deadline = time.monotonic() + retry_seconds
        while not self.read_only:
            try:
                game_id = self.add(record, timeout=WRITE_TIMEOUT)
            except HistoryBusy:
                if time.monotonic() >= deadline:
                    break
                time.sleep(0.05)
                continue
            except HistoryReadOnly:
                break
            except sqlite3.Error as exc:
                log.warning("history write failed: %s", exc)
                break
            with suppress(HistoryError, sqlite3.Error, OSError):
                self.flush_pending(WRITE_TIMEOUT)
            return game_id
        self.keep_pending(record)
        return None

    def keep_pending(self, record: GameRecord) -> None:
        """Append `record` to the pending file. A pending file refused by its form is moved
        aside first; one that cannot be moved is never written over: the game goes to the
        journal instead (read by `flush_pending` as well). Raises `OSError` when neither can
        take it."""
        from nbgui.persist import atomic_write_text

        lines, problem = read_pending(self.pending_path)
        if problem is not None:  # kept, never overwritten
            self.set_aside_side_files()
            if os.path.lexists(self.pending_path):  # it could not be moved aside
                self._keep_in_journal_instead(record, HistoryFileError(self.pending_path, problem))
                return
        lines.append(json.dumps(record_to_dict(record), separators=(",", ":")))
        atomic_write_text(self.pending_path, "\n".join(lines) + "\n", keep_backup=False)

    def _keep_in_journal_instead(self, record: GameRecord, refused: HistoryFileError) -> None:
        try:
            kept = keep_in_journal(self.path, record)
        except HistoryFileError as exc:  # the journal refused too: the caller says so
            raise OSError(f"{refused} (left in place); the journal too: {exc}") from exc
        log.warning("%s left in place; the game is kept in the journal as %s", refused, kept.name)

    def _pending_lines(self) -> list[str]:
        """The pending file's lines; none while it is missing or refused by its form (it is
        then moved aside by `set_aside_side_files`, never read nor overwritten here)."""
        lines, problem = read_pending(self.pending_path)
        if problem is not None:
            log.warning("%s", HistoryFileError(self.pending_path, problem))
        return lines

    def pending_count(self) -> int:
        return len(self._pending_lines())

    def flush_pending(self, timeout: float = READ_TIMEOUT) -> int:
        """Record the games waiting in the journal (`nbgui.history.records`: a game's end
        writes there) and in the pending file (each once); returns how many were recorded.
        Raises `HistoryBusy` / `HistoryReadOnly` while the database cannot take them (the
        files are then kept as they are)."""
        if self.read_only:
            return 0
        done, unreadable_files = self._flush_journal(timeout)
        lines = self._pending_lines()
        if not lines:
            self._add_back_after(unreadable_files)
            return done
        keep: list[str] = []
        unreadable: list[str] = []
        for line in lines:
            try:
                data = parse_json(line)
                if not isinstance(data, dict):
                    raise TypeError("not an object")
                record = record_from_dict(data)
            except (ValueError, TypeError, KeyError) as exc:
                log.warning("unreadable pending history line set aside: %s", exc)
                unreadable.append(line)
                continue
            try:
                if not self._has(record, timeout):
                    self.add(record, timeout=timeout)
                    done += 1
            except HistoryError:
                keep.append(line)
        from nbgui.persist import aside_name, atomic_write_text

        if unreadable:  # kept beside it, as a refused file is
            aside = aside_name(self.pending_path)
            atomic_write_text(aside, "\n".join(unreadable) + "\n", keep_backup=False)
        if keep:
            atomic_write_text(self.pending_path, "\n".join(keep) + "\n", keep_backup=False)
        else:
            with suppress(FileNotFoundError):
                self.pending_path.unlink()
        self._add_back_after(unreadable_files + len(unreadable))
        return done

    def _add_back_after(self, unreadable: int) -> None:
        """`unreadable` records of finished games were set aside unread: their games are added
        back from the finished saves, and `flush_notes` says both (a damaged journal file's
        game left the history without a word: `repair` runs only for bad rows)."""
        if not unreadable:
            return
        self.flush_notes.append(
            msg("history.records_set_aside", n=unreadable, folder=str(self.path.parent))
        )
        added = self.rebuild_from_saves()
        if added:
            self.flush_notes.append(msg("history.saves_added_back", n=added))

    def _flush_journal(self, timeout: float) -> tuple[int, int]:
        """Add the journal's games the history lacks, deleting each file once it is in (a
        file that is not a record is logged and kept beside, renamed ``<name>.damaged-<n>``,
        never read again: its game is still in ``saves/finished``, which `repair` reads).
        `HistoryError` stops it; the rest wait. Returns (games recorded, files set aside)."""
        from nbgui.persist import set_aside

        done = unreadable = 0
        for path in journal_files(self.path):
            try:
                record = read_journal_file(path)
            except ValueError as exc:
                log.warning("unreadable history journal file set aside: %s", exc)
                unreadable += 1
                with suppress(OSError):
                    set_aside(path)
                continue
            if not self._has(record, timeout):
                self.add(record, timeout=timeout)
                done += 1
            with suppress(FileNotFoundError):
                path.unlink()
        return done, unreadable

    def _has(self, record: GameRecord, timeout: float = READ_TIMEOUT) -> bool:
        with self._connect(timeout) as conn:
            row = conn.execute(
                "SELECT 1 FROM games WHERE seed = ? AND finished_at = ? AND commands = ? LIMIT 1",
                (record.seed, _iso(record.finished_at), "\n".join(record.commands)),
            ).fetchone()
        return row is not None

    # ---- repair ------------------------------------------------------------------------------

    def repair(self) -> tuple[int, int]:
        """Delete the rows `games` could not read and add back, from the finished saves, every
        game the history lacks. Returns (rows removed, games added)."""
        bad = list(self.bad_rows)
        with self._connect(WRITE_TIMEOUT) as conn, conn:
            for game_id in bad:
                conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
        self.bad_rows = []
        return len(bad), self.rebuild_from_saves()

    def rebuild_from_saves(self) -> int:
        """Add every finished game in `finished_dir` that the history does not hold (same seed
        and commands). Returns how many were added; saves that do not load are skipped."""
        if self.finished_dir is None or not self.finished_dir.is_dir() or self.read_only:
            return 0
        from nbgui.engine import SaveError, read_save, score

        with self._connect(WRITE_TIMEOUT) as conn:
            known = {
                (int(seed), str(commands))
                for seed, commands in conn.execute("SELECT seed, commands FROM games")
            }
        added = 0
        for path in sorted(self.finished_dir.glob("*.nbsave")):
            try:
                loaded = read_save(str(path))
            except SaveError as exc:
                log.warning("finished save %s not added to the history: %s", path.name, exc)
                continue
            if not loaded.state.is_over:
                continue
            commands = [str(c) for c in loaded.commands]
            if (loaded.envelope.setup.seed, "\n".join(commands)) in known:
                continue
            finished = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            record = record_from_sheet(
                loaded.envelope.setup, commands, score(loaded.state), finished_at=finished,
                app_version=loaded.envelope.app_version,
            )
            self.add(record, timeout=WRITE_TIMEOUT)
            added += 1
        return added

    # ---- writing ---------------------------------------------------------------------------

    def add(self, record: GameRecord, timeout: float = READ_TIMEOUT) -> int:
        """Store a finished game (one transaction) and return its id. Waits at most `timeout`
        for a lock (`HistoryBusy` after it); `HistoryReadOnly` when it cannot be written."""
        if self.read_only:
            raise HistoryReadOnly(msg("history.cannot_write"))
        with self._connect(timeout) as conn, conn:
            cur = conn.execute(
                "INSERT INTO games(finished_at, seed, expert, turners_mill, code, setup_json, "
                "commands, winners, decided_by, player_won, hints_used, undos_used, duration_s, "
                "app_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    _iso(record.finished_at),
                    record.seed,
                    int(record.expert),
                    int(record.turners_mill),
                    record.code,
                    to_json(record.setup),
                    "\n".join(record.commands),
                    json.dumps(list(record.winners)),
                    record.decided_by,
                    int(record.player_won),
                    record.hints_used,
                    record.undos_used,
                    float(record.duration_s),
                    record.app_version,
                ),
            )
            game_id = cur.lastrowid
            if game_id is None:  # pragma: no cover - sqlite always sets it after an INSERT
                raise HistoryError(msg("history.not_stored"))
            conn.executemany(
                f"INSERT INTO seats(game_id, {_SEAT_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        s.seat,
                        s.name,
                        s.kind,
                        s.captain,
                        s.whales,
                        s.buildings,
                        s.bonuses,
                        s.money,
                        s.total,
                        s.whale_tokens,
                        s.money_left,
                        int(s.winner),
                    )
                    for s in record.seats
                ],
            )
        return game_id

    def delete(self, game_id: int) -> None:
        with self._connect() as conn, conn:
            conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # ---- reading ---------------------------------------------------------------------------

    def games(self) -> list[GameRecord]:
        """Every stored game that reads, oldest first; the ids of rows that do not read are
        left in `bad_rows` (see `repair`). `HistoryBusy` while another program holds it."""
        with self._connect() as conn:
            games = conn.execute(
                f"SELECT {_GAME_COLUMNS} FROM games ORDER BY finished_at, id"
            ).fetchall()
            seats: dict[int, list[SeatResult]] = {}
            bad: set[int] = set()
            for row in conn.execute(
                f"SELECT game_id, {_SEAT_COLUMNS} FROM seats ORDER BY game_id, seat"
            ):
                try:
                    seats.setdefault(int(row[0]), []).append(_seat(row[1:]))
                except (ValueError, TypeError):
                    with suppress(ValueError, TypeError):
                        bad.add(int(row[0]))
        out: list[GameRecord] = []
        for row in games:
            try:
                gid = int(row[0])
                if gid in bad:
                    continue
                out.append(_game(row, seats.get(gid, [])))
            except (ValueError, TypeError, KeyError, IndexError) as exc:
                log.warning("history row %s cannot be read: %s", row[0], _one_line(exc))
                with suppress(ValueError, TypeError):
                    bad.add(int(row[0]))
        self.bad_rows = sorted(bad)
        return out

    def get(self, game_id: int) -> GameRecord | None:
        return next((g for g in self.games() if g.id == game_id), None)

    def count(self) -> int:
        with self._connect() as conn:
            row = conn.execute("SELECT COUNT(*) FROM games").fetchone()
        return int(row[0])


def _seat(row: Sequence[object]) -> SeatResult:
    seat, name, kind, captain, whales, bld, bon, money, total, tokens, left, winner = row
    return SeatResult(
        seat=int(str(seat)),
        name=str(name),
        kind=str(kind),
        captain=None if captain is None else str(captain),
        whales=int(str(whales)),
        buildings=int(str(bld)),
        bonuses=int(str(bon)),
        money=int(str(money)),
        total=int(str(total)),
        whale_tokens=int(str(tokens)),
        money_left=int(str(left)),
        winner=bool(winner),
    )


def _game(row: Sequence[object], seats: list[SeatResult]) -> GameRecord:
    (
        gid,
        finished,
        _seed,
        _expert,
        _mill,
        code,
        setup_json,
        commands,
        winners,
        decided,
        _player_won,
        hints,
        undos,
        duration,
        version,
    ) = row
    commands_text = str(commands)
    return GameRecord(
        finished_at=datetime.fromisoformat(str(finished)),
        setup=_stored_setup(str(setup_json)),
        commands=tuple(commands_text.split("\n")) if commands_text else (),
        seats=tuple(seats),
        winners=_winners(parse_json(str(winners))),
        decided_by=str(decided),
        hints_used=int(str(hints)),
        undos_used=int(str(undos)),
        duration_s=float(str(duration)),
        code=None if code is None else str(code),
        app_version=str(version),
        id=int(str(gid)),
    )


class _Unusable(sqlite3.DatabaseError):
    """The database opens but is not a history this version can use: `msg` says why."""

    def __init__(self, why: Msg, detail: str) -> None:
        super().__init__(detail)
        self.msg = why


def repaired(removed: int, added: int) -> Msg:
    """What the start says after unreadable games were taken out of the history (`removed`)
    and `added` games rebuilt from the finished saves, each count in its own plural form."""
    gone = msg("history.rows_removed", n=removed)
    if not added:
        return gone
    return msg("history.rows_rebuilt", removed=gone, rebuilt=msg("history.games_rebuilt", n=added))


def _reason(exc: BaseException) -> Msg:
    """Why the database failed, in the catalogue; SQLite's or the system's words go to the log."""
    log.warning("history database: %s", _one_line(exc))
    if isinstance(exc, _Unusable):
        return exc.msg
    return sqlite_reason(exc)


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:160]


def _winners(value: object) -> tuple[int, ...]:
    """A row's winners column (a JSON list of seat numbers); `TypeError` when it is not one."""
    if not isinstance(value, list):
        raise TypeError("winners: not a list")
    return tuple(int(str(w)) for w in value)


def _stored_setup(text: str) -> GameSetup:
    """A stored setup; rows written before `GameSetup.edition` existed are edition 1."""
    data = parse_json(text)
    if isinstance(data, dict) and "edition" not in data:
        data["edition"] = 1
    return load_as(GameSetup, data)
