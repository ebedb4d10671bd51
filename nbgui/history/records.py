"""A finished game as the history keeps it, and the journal a game's end writes it to.

No SQLite here (issue 18): a game's end writes its record as one small JSON file in the
journal folder (``history-journal/`` beside ``history.sqlite3``), and the database
(`nbgui.history.db`, which loads SQLite: about 1.6 MiB of a game's peak) takes the journal's
records the next time it is opened (the History menu's windows, any `HistoryDB.open`). See
``docs/history.md``.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from nbgui.content.datacheck import load_as
from nbgui.content.schema import to_data
from nbgui.engine import Command, GameSetup, ScoreSheet, parse_command
from nbgui.history.filecheck import DB_NAME as DB_NAME  # the start-up checks it too
from nbgui.history.filecheck import JOURNAL_NAME as JOURNAL_NAME
from nbgui.history.filecheck import HistoryFileError, journal_folder_problem
from nbgui.text import words
from nbgui.text.message import Msg, Param, english, msg

log = logging.getLogger(__name__)

#: A journal file larger than this is not a record this app wrote (a record is a few KiB).
MAX_JOURNAL_BYTES = 2_000_000

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

    def opponents(self) -> tuple[str | Msg, ...]:
        """Whom the game was played against: its Captains, then its AI players (`words.seat`:
        said in the language shown); none in a game between people only."""
        captains = tuple(s.name for s in self.seats if s.is_captain)
        return captains + tuple(words.seat(s.name, s.ai) for s in self.setup.seats if s.ai)

    def label_msg(self) -> Msg:
        """The game as the history lists it: ``2026-03-01 20:15  vs Stubb  41 pts  won``; a
        game against AI players names them (it said "vs players")."""
        player = self.player()
        opponents: Param = self.opponents() or msg("history.record.players")
        result = msg("history.record.won" if self.player_won else "history.record.lost")
        when = self.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
        if player is None:
            return msg("history.record_no_score", when=when, opponents=opponents, result=result)
        return msg(
            "history.record", when=when, opponents=opponents, n=player.total, result=result
        )

    def label(self) -> str:
        """`label_msg` in English (the CLI and logs; the UI says `label_msg`)."""
        return english(self.label_msg())


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


def iso_utc(when: datetime) -> str:
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).isoformat(timespec="seconds")



def record_to_dict(record: GameRecord) -> dict[str, object]:
    """A JSON-ready form of a record (the pending file's lines)."""
    return {
        "finished_at": iso_utc(record.finished_at),
        "setup": to_data(record.setup),
        "commands": list(record.commands),
        "seats": [asdict(s) for s in record.seats],
        "winners": list(record.winners),
        "decided_by": record.decided_by,
        "hints_used": record.hints_used,
        "undos_used": record.undos_used,
        "duration_s": record.duration_s,
        "code": record.code,
        "app_version": record.app_version,
    }


def record_from_dict(data: dict[str, object]) -> GameRecord:
    """The record back from `record_to_dict`; ValueError/TypeError/KeyError when it is bad."""
    seats = data["seats"]
    winners = data["winners"]
    commands = data["commands"]
    if not isinstance(seats, list) or not isinstance(winners, list):
        raise TypeError("seats and winners must be lists")
    if not isinstance(commands, list):
        raise TypeError("commands must be a list")
    return GameRecord(
        finished_at=datetime.fromisoformat(str(data["finished_at"])),
        setup=load_as(GameSetup, data["setup"]),
        commands=tuple(str(c) for c in commands),
        seats=tuple(SeatResult(**s) for s in seats),
        winners=tuple(int(w) for w in winners),
        decided_by=str(data["decided_by"]),
        hints_used=int(str(data.get("hints_used", 0))),
        undos_used=int(str(data.get("undos_used", 0))),
        duration_s=float(str(data.get("duration_s", 0.0))),
        code=None if data.get("code") is None else str(data["code"]),
        app_version=str(data.get("app_version", "")),
    )



def default_path() -> Path:
    """``<user data folder>/history.sqlite3`` (``$NBGUI_HOME/data/history.sqlite3`` when set)."""
    from nbgui.persist import AppDirs

    return AppDirs.from_env().data / DB_NAME


def journal_folder(db_path: Path) -> Path:
    """The journal beside the database at `db_path`."""
    return Path(db_path).with_name(JOURNAL_NAME)


_numbers = itertools.count()


def keep_in_journal(db_path: Path, record: GameRecord) -> Path:
    """Write `record` as its own file in the journal (atomically; a name no other process or
    call uses, so two windows finishing at once both keep theirs). Raises `OSError`, or
    `HistoryFileError` when the journal is refused by its form (a link, a file, far too many
    entries: `journal_folder_problem`; `HistoryDB.open` moves it aside)."""
    from nbgui.persist import atomic_write_text

    folder = journal_folder(db_path)
    problem = journal_folder_problem(folder)
    if problem is not None:
        raise HistoryFileError(folder, problem)
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{time.time_ns()}-{os.getpid()}-{next(_numbers)}-s{record.seed}.json"
    path = folder / name
    text = json.dumps(record_to_dict(record), separators=(",", ":"))
    atomic_write_text(path, text + "\n", keep_backup=False)
    return path


def journal_files(db_path: Path) -> list[Path]:
    """The journal's record files, oldest first (none when there is no journal, or one
    refused by its form: `journal_folder_problem`; a link to a folder is never followed)."""
    folder = journal_folder(db_path)
    problem = journal_folder_problem(folder)
    if problem is not None:
        log.warning("%s", HistoryFileError(folder, problem))
        return []
    try:
        names = sorted(p for p in folder.iterdir() if p.name.endswith(".json"))
    except OSError:
        return []
    return names


def read_journal_file(path: Path) -> GameRecord:
    """One journal record (hostile until read: a regular file, capped, then validated);
    `ValueError` when it is not one."""
    from nbgui.content.files import FileReadError, parse_json, read_regular_file

    try:
        raw = read_regular_file(path, MAX_JOURNAL_BYTES)
        data = parse_json(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise TypeError("not an object")
        return record_from_dict(data)
    except (FileReadError, UnicodeDecodeError, TypeError, KeyError) as exc:
        raise ValueError(f"{path.name}: {exc}") from exc
