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
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from nbgui.engine.commands import Command, parse_command
from nbgui.engine.scoring import ScoreSheet
from nbgui.engine.state import GameSetup

DB_NAME = "history.sqlite3"
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
    """A history record that cannot be stored or read back."""


@dataclass(frozen=True)
class SeatResult:
    """One seat's final score, by category."""

    seat: int
    name: str
    kind: str  # "human" or "captain"
    captain: str | None
    whales: int
    buildings: int
    bonuses: int
    money: int
    total: int
    whale_tokens: int = 0
    money_left: int = 0
    winner: bool = False

    @property
    def is_captain(self) -> bool:
        return self.kind == "captain"


@dataclass(frozen=True)
class GameRecord:
    """A finished game as the history keeps it. `id` is None until stored."""

    finished_at: datetime
    setup: GameSetup
    commands: tuple[str, ...]
    seats: tuple[SeatResult, ...]
    winners: tuple[int, ...]
    decided_by: str
    hints_used: int = 0
    undos_used: int = 0
    duration_s: float = 0.0
    code: str | None = None
    app_version: str = ""
    id: int | None = None

    @property
    def seed(self) -> int:
        return self.setup.seed

    @property
    def expert(self) -> bool:
        return self.setup.expert

    @property
    def turners_mill(self) -> bool:
        return self.setup.turners_mill

    @property
    def human_won(self) -> bool:
        return any(not self.seats[w].is_captain for w in self.winners if w < len(self.seats))

    @property
    def player_won(self) -> bool:
        """Whether the player (see `player`) is among the winners."""
        player = self.player()
        return player is not None and player.seat in self.winners

    @property
    def captains(self) -> tuple[str, ...]:
        return tuple(s.captain for s in self.seats if s.is_captain and s.captain)

    def player(self) -> SeatResult | None:
        """The first seat played at this screen (whose statistics the history shows)."""
        return next((s for s in self.seats if not s.is_captain), None)

    def parsed_commands(self) -> list[Command]:
        return [parse_command(c) for c in self.commands]

    def label(self) -> str:
        player = self.player()
        opponents = ", ".join(s.name for s in self.seats if s.is_captain) or "players"
        score = f"{player.total}" if player else "-"
        result = "won" if self.player_won else "lost"
        when = self.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
        return f"{when}  vs {opponents}  {score} pts  {result}"


def record_from_sheet(
    setup: GameSetup,
    commands: Sequence[Command | str],
    sheet: ScoreSheet,
    *,
    finished_at: datetime | None = None,
    hints_used: int = 0,
    undos_used: int = 0,
    duration_s: float = 0.0,
    app_version: str = "",
) -> GameRecord:
    """Build the record of a finished game from its setup, commands and score sheet."""
    from nbgui.history.codes import CodeError, setup_to_code

    try:
        code: str | None = setup_to_code(setup)
    except CodeError:
        code = None
    seats = tuple(
        SeatResult(
            seat=r.seat,
            name=setup.seats[r.seat].name,
            kind=setup.seats[r.seat].kind,
            captain=setup.seats[r.seat].captain,
            whales=r.whales,
            buildings=r.buildings,
            bonuses=r.bonuses,
            money=r.money,
            total=r.total,
            whale_tokens=r.whale_tokens,
            money_left=r.money_left,
            winner=r.seat in sheet.winners,
        )
        for r in sheet.rows
    )
    return GameRecord(
        finished_at=finished_at or datetime.now(UTC),
        setup=setup,
        commands=tuple(str(c) for c in commands),
        seats=seats,
        winners=tuple(sheet.winners),
        decided_by=sheet.decided_by,
        hints_used=hints_used,
        undos_used=undos_used,
        duration_s=duration_s,
        code=code,
        app_version=app_version,
    )


class HistoryDB:
    """The history database at `path`. Use `HistoryDB.open(path)`; each call opens its own
    short-lived connection, so the object can live as long as the app."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    @classmethod
    def open(cls, path: Path) -> tuple[HistoryDB, list[str]]:
        """Open (creating it if needed) the database; a damaged file is moved aside and rebuilt.

        Returns the database and warning sentences (empty when all was well).
        """
        db = cls(path)
        warnings: list[str] = []
        try:
            db._initialise()
        except sqlite3.Error as exc:
            aside = db._move_aside()
            warnings.append(
                f"The play history could not be read ({exc}); it was moved aside to "
                f"{aside.name} and a new, empty history was started."
            )
            db._initialise()
        return db, warnings

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(self.path, timeout=5.0)) as conn:
            conn.execute("PRAGMA foreign_keys = ON")
            yield conn

    def _initialise(self) -> None:
        with self._connect() as conn:
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {row}")
            with conn:
                conn.executescript(SCHEMA)
                conn.execute(
                    "INSERT OR IGNORE INTO meta(key, value) VALUES ('schema_version', ?)",
                    (str(SCHEMA_VERSION),),
                )
            version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            if version is None or version[0] != str(SCHEMA_VERSION):
                raise sqlite3.DatabaseError(f"unknown history schema version {version}")
            conn.execute(f"SELECT {_GAME_COLUMNS} FROM games LIMIT 1").fetchall()
            conn.execute(f"SELECT game_id, {_SEAT_COLUMNS} FROM seats LIMIT 1").fetchall()

    def _move_aside(self) -> Path:
        n = 1
        while True:
            aside = self.path.with_name(f"{self.path.name}.damaged-{n}")
            if not aside.exists():
                break
            n += 1
        if self.path.exists():
            self.path.replace(aside)
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                extra.replace(aside.with_name(aside.name + suffix))
        return aside

    # ---- writing ---------------------------------------------------------------------------

    def add(self, record: GameRecord) -> int:
        """Store a finished game (one transaction) and return its id."""
        with self._connect() as conn, conn:
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
                    record.setup.model_dump_json(),
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
                raise HistoryError("the game was not stored")
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
        """Every stored game, oldest first."""
        with self._connect() as conn:
            games = conn.execute(
                f"SELECT {_GAME_COLUMNS} FROM games ORDER BY finished_at, id"
            ).fetchall()
            seats: dict[int, list[SeatResult]] = {}
            for row in conn.execute(
                f"SELECT game_id, {_SEAT_COLUMNS} FROM seats ORDER BY game_id, seat"
            ):
                seats.setdefault(int(row[0]), []).append(_seat(row[1:]))
        return [_game(row, seats.get(int(row[0]), [])) for row in games]

    def get(self, game_id: int) -> GameRecord | None:
        return next((g for g in self.games() if g.id == game_id), None)

    def count(self) -> int:
        with self._connect() as conn:
            row = conn.execute("SELECT COUNT(*) FROM games").fetchone()
        return int(row[0])


def _iso(when: datetime) -> str:
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).isoformat(timespec="seconds")


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
        winners=tuple(int(w) for w in json.loads(str(winners))),
        decided_by=str(decided),
        hints_used=int(str(hints)),
        undos_used=int(str(undos)),
        duration_s=float(str(duration)),
        code=None if code is None else str(code),
        app_version=str(version),
        id=int(str(gid)),
    )


def default_path() -> Path:
    """``<user data folder>/history.sqlite3`` (``$NBGUI_HOME/data/history.sqlite3`` when set)."""
    from nbgui.persist.paths import AppDirs

    return AppDirs.from_env().data / DB_NAME


def _stored_setup(text: str) -> GameSetup:
    """A stored setup; rows written before `GameSetup.edition` existed are edition 1."""
    data = json.loads(text)
    if isinstance(data, dict) and "edition" not in data:
        data["edition"] = 1
    return GameSetup.model_validate(data)
