"""The save folder: autosave after every command, resume, named saves, the list of saved games.

Files are envelopes from `nbgui.engine.save` (JSON, extension ``.nbsave``), written with
`atomic_write_text` so a crash at any moment leaves the previous or the new version, plus a
``.bak`` of the previous one.

Loading never changes the file. It caps the size before reading and the nesting depth before
parsing, upgrades older formats (`nbgui.engine.save.migrate`), validates, checks the rules
fingerprint, replays every command through the engine and compares the replayed state's hash
with the saved one. Every refusal is a `SaveFileError` (a `SaveError`) with one plain line.

Different rules or Captain data: `load(path)` raises `RulesMismatch`; `load(path,
allow_rules_mismatch=True)` replays the commands with the current rules. That replay must be
legal (else `SaveFileError`); if it is, the game loads even when the final state's hash differs
from the saved one — the rules changed, so the game may have too — and `LoadedGame.warnings`
says which parts of the state differ. With the *same* rules a hash mismatch is always fatal:
it can only mean a damaged or edited file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from nbgui.captain.setup import seat_problem
from nbgui.content.captains import CaptainBoard
from nbgui.content.datacheck import DataError, load_as
from nbgui.content.files import FileReadError, read_regular_file
from nbgui.content.loader import default_rules
from nbgui.content.models import Rules
from nbgui.content.schema import to_data
from nbgui.engine import (
    MAX_SAVE_BYTES,
    SCHEMA_VERSION,
    Command,
    Envelope,
    Event,
    GameSetup,
    GameState,
    Loaded,
    SaveError,
    load_envelope,
    make_envelope,
    migrate,
    parse_save_bytes,
    save_format,
    state_hash,
    state_to_dict,
    validation_problem,
)
from nbgui.persist.atomic import (
    _fsync_dir,
    atomic_write_text,
    backup_path,
    remove_stale_temp_files,
)
from nbgui.persist.digest import builtin_boards, content_digest, describe_difference
from nbgui.persist.paths import SAVE_SUFFIX, AppDirs
from nbgui.text import words
from nbgui.text.message import Msg, Param, english, msg
from nbgui.text.system import os_reason

log = logging.getLogger(__name__)

SaveKind = Literal["autosave", "named", "finished", "abandoned", "damaged"]


def one_line(text: str, limit: int = 300) -> str:
    """`text` as one printable line of at most `limit` characters."""
    flat = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class SaveFileError(SaveError):
    """A save file that cannot be loaded (or written). `problem_msg` is the reason and `msg`
    the whole sentence (catalogue messages: the UI says them); `problem` and ``str(err)`` are
    their English lines (CLI, log); `path` is the file."""

    def __init__(
        self, path: Path, problem: Msg, message: Msg | None = None, detail: str = ""
    ) -> None:
        self.path = path
        self.problem_msg = problem
        self.problem = one_line(english(problem))
        super().__init__(
            message or msg("save.cannot_open", file=path.name, problem=problem), one_line(detail)
        )
        self.args = (one_line(str(self.args[0])),)


class RulesMismatch(SaveFileError):
    """The save was made with different rules or Captain data; it may still be replayable."""

    def __init__(self, path: Path, saved_digest: str, current_digest: str) -> None:
        self.saved_digest = saved_digest
        self.current_digest = current_digest
        what = describe_difference(saved_digest, current_digest)
        super().__init__(path, what, msg("save.rules_mismatch", file=path.name, what=what))


@dataclass(frozen=True)
class SeatInfo:
    name: str
    kind: str  # "human" or "captain"
    captain: str | None = None
    ai: str | None = None  # an AI player's level (`SeatSpec.ai`)

    def label_msg(self) -> Param:
        """The seat as the table names it: a Captain with his title, "Captain Starbuck" (it
        was "Starbuck (Captain)" in the resume question, beside the table's "Captain …"); an
        AI seat's name in the language shown (`words.seat`)."""
        return words.seat_label(self.name, self.kind, self.ai)

    def label(self) -> str:
        return str(self.label_msg())


@dataclass(frozen=True)
class SaveSummary:
    """What the saves list shows for one file, read from its header without replaying it.

    A damaged file still gets a summary, with `problem` set and the other fields best-effort.
    """

    path: Path
    kind: SaveKind
    modified: datetime
    seats: tuple[SeatInfo, ...] = ()
    round: int | None = None
    commands: int = 0
    over: bool = False
    seed: int | None = None
    app_version: str | None = None
    schema_version: int | None = None
    problem: str | None = None
    #: `problem` as a catalogue message (the UI says it); None when `problem` is None.
    problem_msg: Msg | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None

    def label_msg(self) -> Msg:
        """E.g. ``Ann, Starbuck (Captain) · round 5`` (the UI says it in its language)."""
        who: Param = tuple(s.label_msg() for s in self.seats) or self.path.stem
        if self.over:
            return msg("save.label.finished", who=who)
        if self.round:
            return msg("save.label.round", who=who, round=self.round)
        return msg("save.label", who=who)

    def label(self) -> str:
        """`label_msg` in English (the CLI and logs)."""
        return english(self.label_msg())


@dataclass
class LoadedGame:
    """A verified game read from disk. Pass `loaded` to the UI session's `load`."""

    path: Path
    loaded: Loaded
    rules_match: bool
    hash_match: bool
    from_backup: bool = False
    migrated_from: int | None = None
    #: What the player should know about this load (catalogue messages; ``str()`` is English).
    warnings: list[Msg] = field(default_factory=list)

    @property
    def envelope(self) -> Envelope:
        return self.loaded.envelope

    @property
    def setup(self) -> GameSetup:
        return self.loaded.envelope.setup

    @property
    def commands(self) -> list[Command]:
        return self.loaded.commands

    @property
    def state(self) -> GameState:
        return self.loaded.state

    @property
    def events(self) -> list[list[Event]]:
        return self.loaded.events


def _file_key(path: Path) -> tuple[int, int, int, int] | None:
    """What tells one file from another at `path`: device, inode, size, modification time."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


@dataclass(frozen=True)
class _OwnAutosave:
    """An autosave this store wrote: the file (`_file_key`), its game and command texts."""

    key: tuple[int, int, int, int] | None
    setup: GameSetup
    commands: tuple[str, ...]


@dataclass
class _Header:
    summary: SaveSummary
    commands: list[str] = field(default_factory=list)
    setup: GameSetup | None = None


def _snapshot_differences(saved: object, current: dict[str, Any]) -> list[str]:
    if not isinstance(saved, dict) or not saved:
        return []
    keys = sorted(str(k) for k in set(saved) | set(current) if saved.get(k) != current.get(k))
    return [one_line(k, 30) for k in keys]


def _os_reason(exc: OSError) -> Msg:
    """Why the operating system refused (`nbgui.text.system`); its own words go to the log."""
    log.warning("%s", exc)
    return os_reason(exc)


def _damaged(path: Path, kind: SaveKind, modified: datetime, why: Msg) -> SaveSummary:
    return SaveSummary(path, kind, modified, problem=one_line(english(why)), problem_msg=why)


def _read_capped(path: Path) -> bytes:
    """The file's bytes, refusing anything that is not a regular file or is too large (from
    `fstat`, before reading; a FIFO never blocks, a device is never read)."""
    try:
        return read_regular_file(path, MAX_SAVE_BYTES)
    except FileReadError as exc:
        problem = exc.msg
        if problem.id in ("file.too_large", "file.too_large_over"):  # say it is a save's cap
            problem = Msg(problem.id.replace("file.", "save.", 1), problem.params)
        raise SaveFileError(path, problem) from exc


def _parse(path: Path) -> tuple[object, int | None]:
    """Read, parse and upgrade a save file: (data in the current format, format it was in)."""
    raw = _read_capped(path)
    try:
        data = parse_save_bytes(raw)
        version = save_format(data)
        if version is not None and version > SCHEMA_VERSION:
            raise SaveError(msg("save.newer", version=version, supported=SCHEMA_VERSION))
        return migrate(data), version
    except SaveError as exc:
        raise SaveFileError(path, exc.msg, detail=exc.detail) from exc


def envelope_text(env: Envelope) -> str:
    """The file text of an envelope: one top-level field a line and one command a line.

    Readable and diffable like `nbgui.engine.save.envelope_json`, but each value is encoded by
    json's C encoder (indented output uses the slow pure-Python one): ~10x faster autosaves.
    """
    data = to_data(env)
    if data.get("tutorial_step") is None:
        data.pop("tutorial_step", None)  # ordinary games keep the file format they always had
    lines = ["{"]
    last = len(data) - 1
    for i, (key, value) in enumerate(data.items()):
        comma = "," if i < last else ""
        if key == "commands" and value:
            lines.append(f"{json.dumps(key)}: [")
            lines.append(",\n".join(json.dumps(c) for c in value))
            lines.append(f"]{comma}")
        else:
            text = json.dumps(value, separators=(",", ":"))
            lines.append(f"{json.dumps(key)}: {text}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _unique(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}{SAVE_SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{SAVE_SUFFIX}"
        n += 1
    return path


def _safe_name(text: str) -> str:
    keep = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in text)
    return " ".join(keep.split())[:60] or "game"


class SaveStore:
    """The saves folder of one app instance.

    `rules` defaults to the built-in rules; `captain_boards` are the boards in use (with user
    overrides) so saves record when edited boards were used. Thread-safety: call from one thread.
    """

    def __init__(
        self,
        dirs: AppDirs,
        rules: Rules | None = None,
        captain_boards: Mapping[str, CaptainBoard] | None = None,
        *,
        shared: bool = False,
    ) -> None:
        self.dirs = dirs
        #: Another instance owns this data folder (`nbgui.persist.instance`): this store never
        #: writes, moves or removes the autosave, its backup or the abandoned games; a game
        #: finished here is written straight into ``saves/finished/`` under a new name.
        self.shared = shared
        self.rules = rules if rules is not None else default_rules()
        self.digest = content_digest(self.rules, captain_boards)
        self.rounds = self.rules.game.rounds
        self._boards: Mapping[str, CaptainBoard] | None = (
            dict(captain_boards) if captain_boards else None
        )
        self._session_setup: GameSetup | None = None
        self._adopted_setup: GameSetup | None = None
        self._shared_filed: tuple[GameSetup, int] | None = None
        #: The autosave this store wrote last, while the file is still where it was written.
        self._own_autosave: _OwnAutosave | None = None
        #: Where the last autosave set aside another open game (``saves/abandoned/...``), for
        #: the UI to say so once; it clears it (`take_set_aside_notice`).
        self.set_aside: Path | None = None
        with contextlib.suppress(OSError):
            dirs.saves.mkdir(parents=True, exist_ok=True)
            if not shared:  # young temp files may be the other instance's writes
                remove_stale_temp_files(dirs.saves)

    @property
    def autosave_path(self) -> Path:
        return self.dirs.autosave

    @property
    def boards(self) -> Mapping[str, CaptainBoard]:
        """The Captain boards games are played with (the built-in ones unless given)."""
        if self._boards is None:
            self._boards = builtin_boards()
        return self._boards

    # ---- writing ---------------------------------------------------------------------------

    def envelope_text(
        self,
        setup: GameSetup,
        commands: Sequence[Command],
        state: GameState,
        tutorial_step: int | None = None,
    ) -> str:
        """The JSON written for a game (`state` must be the result of `commands`)."""
        env = make_envelope(setup, list(commands), state, self.rules, tutorial_step)
        if env.rules_digest != self.digest:
            env = replace(env, rules_digest=self.digest)
        return envelope_text(env)

    def write(
        self,
        path: Path,
        setup: GameSetup,
        commands: Sequence[Command],
        state: GameState,
        tutorial_step: int | None = None,
    ) -> Path:
        """Write a save atomically, keeping the previous version as ``.bak``.

        Raises `SaveFileError` (with the operating system's reason) if it cannot be written;
        the old file is then unchanged.
        """
        path = Path(path)
        try:
            atomic_write_text(path, self.envelope_text(setup, commands, state, tutorial_step))
        except OSError as exc:
            reason = _os_reason(exc)
            raise SaveFileError(
                path, msg("file.unreadable", reason=reason),
                msg("save.cannot_write", file=path.name, reason=reason),
            ) from exc
        return path

    def autosave(
        self,
        setup: GameSetup,
        commands: Sequence[Command],
        state: GameState,
        tutorial_step: int | None = None,
    ) -> Path | None:
        """Save the game in progress; call after every applied command (and after undo/redo).

        The first autosave of a game sets aside an open autosave of another game (into
        ``saves/abandoned/``), so starting a new game never loses the old one. When `state` is
        over, the autosave is moved to ``saves/finished/`` and that path is returned.
        Raises `SaveFileError` if the disk refuses the write.

        In a `shared` store (another instance owns the folder) nothing is written until the
        game ends; the finished game then goes straight to ``saves/finished/`` (returned).
        """
        if self.shared:
            return self._file_finished_shared(setup, commands, state)
        if setup != self._session_setup:
            self._set_aside_other_game(setup, commands)
            self._session_setup = setup
        previous = self._own_autosave
        path = self.write(self.autosave_path, setup, commands, state, tutorial_step)
        texts = tuple(str(c) for c in commands)
        self._own_autosave = _OwnAutosave(_file_key(path), setup, texts)
        if state.is_over:
            try:
                return self._file_own_finished(previous, setup, texts)
            except OSError as exc:  # still saved; the next start files it
                log.warning("could not file the finished game away: %s", exc)
                return path
        return path

    def _file_own_finished(
        self, previous: _OwnAutosave | None, setup: GameSetup, texts: tuple[str, ...]
    ) -> Path:
        """File the autosave just written for a finished game into ``saves/finished/`` without
        reading it back: this store wrote it a moment ago from the game in memory, so a load
        would find exactly that game, over (issue 18: the read-back replayed the whole game and,
        through pydantic, cost ~14 MiB at the last move). The ``.bak`` beside it is deleted when
        it is the very file this store wrote at the autosave before (same file, size and time:
        the hard link `atomic_write_text` keeps), an earlier point of this game; anything else
        there is deleted or filed after a verified load, as `clear_autosave` does."""
        src = self.autosave_path
        self._own_autosave = None
        summary = SaveSummary(src, "autosave", datetime.now(), over=True, seed=setup.seed)
        dest = self._file_away(src, summary)
        bak = backup_path(src)
        if bak.exists():
            earlier = (
                previous is not None
                and previous.setup == setup
                and texts[: len(previous.commands)] == previous.commands
                and previous.key is not None
                and _file_key(bak) == previous.key
            )
            if earlier or self._is_earlier_point(bak, setup, texts):
                with contextlib.suppress(OSError):
                    bak.unlink()
            else:
                self._file_verified(bak)
        _fsync_dir(src.parent)
        return dest

    def _file_finished_shared(
        self, setup: GameSetup, commands: Sequence[Command], state: GameState
    ) -> Path | None:
        if not state.is_over or self._shared_filed == (setup, len(commands)):
            return None
        folder = self.dirs.finished
        stem = f"{time.strftime('%Y%m%d-%H%M%S')}-s{setup.seed}"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            dest = _unique(folder, stem)
            atomic_write_text(dest, self.envelope_text(setup, commands, state), keep_backup=False)
        except OSError as exc:
            reason = _os_reason(exc)
            raise SaveFileError(
                folder, msg("file.unreadable", reason=reason),
                msg("save.cannot_file_finished", reason=reason),
            ) from exc
        self._shared_filed = (setup, len(commands))
        return dest

    def begin_game(self, setup: GameSetup) -> None:
        """Say that a new game starts (new game, rematch): the next autosave sets aside any
        open autosave first, even one with the same setup."""
        self._session_setup = None
        if self._adopted_setup == setup:
            self._adopted_setup = None

    def _set_aside_other_game(self, setup: GameSetup, commands: Sequence[Command]) -> None:
        path = self.autosave_path
        # the autosave gone (deleted, a link to nothing) but its backup there: the backup may be
        # the only copy of a game, and the write below would delete it as stale
        lone_backup = not path.exists() and backup_path(path).exists()
        if not path.exists() and not lone_backup:
            return
        if setup == self._adopted_setup:
            return  # the game resumed from this very autosave (or its backup)
        header = None if lone_backup else self._header(path, "autosave")
        if header is not None and header.setup == setup and not header.summary.over:
            texts = [str(c) for c in commands]
            if texts[: len(header.commands)] == header.commands:
                return  # the same game carried on
        try:
            moved = self.clear_autosave()
        except OSError as exc:
            reason = _os_reason(exc)
            raise SaveFileError(
                path,
                msg("file.unreadable", reason=reason),
                msg("save.cannot_set_aside", reason=reason),
            ) from exc
        if moved is not None:
            log.info("an open autosave of another game was set aside as %s", moved)
            if moved.parent == self.dirs.abandoned:
                self.set_aside = moved

    def take_set_aside_notice(self) -> Path | None:
        """The game the last autosave set aside (once; None when there is nothing to say)."""
        moved, self.set_aside = self.set_aside, None
        return moved

    def is_set_aside(self, path: Path) -> bool:
        """Whether `path` is one of the games set aside (in ``saves/abandoned/``)."""
        try:
            return Path(path).parent.resolve() == self.dirs.abandoned.resolve()
        except (OSError, RuntimeError):  # a link loop in the way
            return False

    def take_back(self, path: Path, setup: GameSetup, commands: Sequence[Command]) -> bool:
        """A set-aside game (in ``saves/abandoned/``) was opened and is now the autosave: remove
        its set-aside copy, but only when it verifies as the very game of `setup` at `commands`
        or an earlier point of it (so nothing it holds is lost). Returns whether it was removed;
        a file elsewhere, a shared store or a refusal of the disk leave it where it is."""
        path = Path(path)
        if self.shared or not self.is_set_aside(path):
            return False
        if not self._is_earlier_point(path, setup, tuple(str(c) for c in commands)):
            return False
        try:
            path.unlink()
        except OSError as exc:
            log.warning("could not remove the set-aside copy %s: %s", path, exc)
            return False
        _fsync_dir(path.parent)
        return True

    def clear_autosave(self) -> Path | None:
        """Move the autosave out of the way: a finished game to ``saves/finished/``, an open one
        to ``saves/abandoned/``, one that does not load to ``saves/damaged/``. Which it is comes
        from a full, verified load (the header's snapshot may lie). Returns where the game went
        (None when there was no autosave). OSError if the disk refuses.

        The ``.bak`` beside it is deleted only when it is an earlier point of the very game just
        filed (verified); otherwise it is filed too (it may be the only good copy), and when the
        autosave did not load but its backup did, the backup's new path is returned.
        """
        if self.shared:  # the other instance's autosave: never moved from here
            return None
        self._own_autosave = None
        src = self.autosave_path
        bak = backup_path(src)
        if not src.exists():
            if bak.exists():  # a leftover nobody filed: keep it, it may hold a game
                leftover, leftover_game = self._file_verified(bak)
                _fsync_dir(src.parent)
                return leftover if leftover_game is not None else None
            return None
        dest, game = self._file_verified(src)
        if bak.exists():
            if game is not None and self._is_earlier_point(
                bak, game.setup, tuple(str(c) for c in game.commands)
            ):
                with contextlib.suppress(OSError):
                    bak.unlink()
            else:
                kept, backup = self._file_verified(bak)
                if game is None and backup is not None:
                    dest = kept
        _fsync_dir(src.parent)
        return dest

    def _verified(self, path: Path) -> LoadedGame | None:
        """The game in `path` if it loads and verifies (current or changed rules), else None."""
        try:
            return self._load_one(path, allow_rules_mismatch=True)
        except SaveFileError:
            return None

    def _file_verified(self, path: Path) -> tuple[Path, LoadedGame | None]:
        """File `path` by what a full load finds: finished, abandoned (open) or damaged."""
        game = self._verified(path)
        summary = self._header(path, "autosave").summary
        if game is None:
            if summary.ok:
                summary = replace(summary, problem=english(msg("save.does_not_load")),
                                  problem_msg=msg("save.does_not_load"))
        else:
            summary = replace(summary, problem=None, problem_msg=None, over=game.state.is_over)
        return self._file_away(path, summary), game

    def _is_earlier_point(self, path: Path, setup: GameSetup, commands: tuple[str, ...]) -> bool:
        """Whether `path` holds the game of `setup` and `commands` at the same or an earlier
        command (verified)."""
        other = self._verified(path)
        if other is None or other.setup != setup:
            return False
        theirs = tuple(str(c) for c in other.commands)
        return commands[: len(theirs)] == theirs

    def _file_away(self, path: Path, summary: SaveSummary) -> Path:
        if not summary.ok:
            folder = self.dirs.damaged
        elif summary.over:
            folder = self.dirs.finished
        else:
            folder = self.dirs.abandoned
        stamp = time.strftime("%Y%m%d-%H%M%S")
        seed = f"-s{summary.seed}" if summary.seed is not None else ""
        folder.mkdir(parents=True, exist_ok=True)
        dest = _unique(folder, f"{stamp}{seed}")
        os.replace(path, dest)
        _fsync_dir(folder)
        return dest

    def discard_autosave(self) -> Path | None:
        """The player declined to resume an autosave that cannot be loaded: move it (and its
        ``.bak``) to ``saves/damaged/``. Returns the new path of the autosave."""
        if self.shared:
            return None
        self._own_autosave = None
        src = self.autosave_path
        if not src.exists():
            return None
        dest = self._file_away(src, SaveSummary(src, "damaged", datetime.now(), problem="x"))
        bak = backup_path(src)
        if bak.exists():
            self._file_away(bak, SaveSummary(bak, "damaged", datetime.now(), problem="x"))
        return dest

    def save_as(
        self, path: Path, setup: GameSetup, commands: Sequence[Command], state: GameState
    ) -> Path:
        """Save to `path` (``.nbsave`` added when missing); returns the path written."""
        path = Path(path)
        if path.suffix.lower() != SAVE_SUFFIX:
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.write(path, setup, commands, state)

    def suggested_path(self, setup: GameSetup) -> Path:
        """A fresh name in the saves folder: ``Ann vs Starbuck 2026-11-29 1132.nbsave``."""
        names = " vs ".join(s.name for s in setup.seats)
        stem = _safe_name(f"{names} {time.strftime('%Y-%m-%d %H%M')}")
        return _unique(self.dirs.saves, stem)

    # ---- reading ---------------------------------------------------------------------------

    def autosave_summary(self) -> SaveSummary | None:
        """The autosave's summary if there is an open game to offer ("Resume your game"), or a
        summary with `problem` set when neither it nor its backup loads; None otherwise.

        The autosave is fully loaded and verified here (a header that reads is not enough: a
        damaged command, or seats this app cannot play, must not be offered). A finished game —
        whatever its snapshot claims — is filed to ``saves/finished/`` and None is returned.
        """
        path = self.autosave_path
        if self.shared:  # a shared store never resumes the other's game
            return None
        if not path.exists():  # gone, its backup left: offered when it loads (`open_game`)
            bak = backup_path(path)
            backup_game = self._verified(bak) if bak.exists() else None
            if backup_game is None or backup_game.state.is_over:
                return None  # nothing to resume; the next game's first autosave files it
            return replace(self._header(bak, "autosave").summary, over=False)
        summary = self._header(path, "autosave").summary
        game: LoadedGame | None = None
        if summary.ok:
            try:
                game = self._load_one(path, allow_rules_mismatch=True)
            except SaveFileError as exc:
                summary = replace(summary, problem=exc.problem, problem_msg=exc.problem_msg)
        if game is None:
            bak = backup_path(path)
            if bak.exists():
                backup = self._header(bak, "autosave").summary
                backup_game = self._verified(bak) if backup.ok else None
                if backup_game is not None:
                    summary, game = backup, backup_game
        if game is not None and game.state.is_over:
            try:
                self.clear_autosave()
            except OSError as exc:
                log.warning("could not file the finished game away: %s", exc)
            return None
        if game is not None:  # the round the moves lead to, not the snapshot's word for it
            summary = replace(
                summary, over=False, problem=None, problem_msg=None, round=game.state.round
            )
        return summary

    def open_game(self, allow_rules_mismatch: bool = False) -> LoadedGame | None:
        """Load the open autosave for resuming, or None when there is no open game (a finished
        autosave is moved to ``saves/finished/``). Raises `SaveFileError` / `RulesMismatch` like
        `load`; the file is left as it was."""
        path = self.autosave_path
        if self.shared or not (path.exists() or backup_path(path).exists()):
            return None
        loaded = self.load(path, allow_rules_mismatch=allow_rules_mismatch)  # or its backup
        if loaded.state.is_over:
            try:
                self.clear_autosave()
            except OSError as exc:
                log.warning("could not file the finished game away: %s", exc)
            return None
        self._adopted_setup = loaded.setup
        return loaded

    def load(self, path: Path, allow_rules_mismatch: bool = False) -> LoadedGame:
        """Read, upgrade, validate, replay and verify a save; the file is never modified.

        If the file is damaged and a ``.bak`` beside it loads, that is returned with
        `from_backup` set and a warning. Raises `RulesMismatch` (see the module doc) or
        `SaveFileError` with one line naming the problem.
        """
        path = Path(path)
        try:
            return self._load_one(path, allow_rules_mismatch)
        except RulesMismatch:
            raise
        except SaveFileError as main_error:
            bak = backup_path(path)
            if not bak.is_file():
                raise
            try:
                loaded = self._load_one(bak, allow_rules_mismatch)
            except SaveFileError:
                raise main_error from None
            when = datetime.fromtimestamp(bak.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
            loaded.from_backup = True
            missing = main_error.problem_msg.id == "file.missing"
            loaded.warnings.insert(
                0,
                msg("save.from_backup_missing", file=path.name, when=when)
                if missing
                else msg(
                    "save.from_backup",
                    file=path.name,
                    problem=main_error.problem_msg,
                    when=when,
                ),
            )
            log.warning("loaded %s from its backup: %s", path, main_error.problem)
            return loaded

    def _load_one(self, path: Path, allow_rules_mismatch: bool) -> LoadedGame:
        try:
            return self._load_checked(path, allow_rules_mismatch)
        except SaveFileError:
            raise
        except Exception as exc:  # an engine bug must not take the app down
            log.exception("unexpected error while loading %s", path)
            raise SaveFileError(path, msg("save.unexpected"), detail=type(exc).__name__) from exc

    def _load_checked(self, path: Path, allow_rules_mismatch: bool) -> LoadedGame:
        data, version = _parse(path)
        try:
            env = load_as(Envelope, data)
        except DataError as exc:
            raise SaveFileError(path, validation_problem(exc), detail=str(exc)) from exc
        problem = seat_problem(env.setup, self.boards)
        if problem is not None:  # self-consistent, but the Captains could not play it here
            raise SaveFileError(path, msg("save.cannot_play_here", problem=problem))
        rules_match = env.rules_digest == self.digest
        if not rules_match and not allow_rules_mismatch:
            raise RulesMismatch(path, env.rules_digest, self.digest)
        try:
            loaded = load_envelope(data, self.rules, verify=False)
        except SaveError as exc:
            problem = exc.msg
            if not rules_match and problem.id == "save.does_not_replay":
                problem = Msg("save.rules_do_not_replay", problem.params)
            elif not rules_match:
                problem = msg("save.with_current_rules", problem=problem)
            raise SaveFileError(path, problem, detail=exc.detail) from exc
        warnings: list[Msg] = []
        hash_match = state_hash(loaded.state) == env.state_hash
        if not hash_match:
            if rules_match:
                raise SaveFileError(path, msg("save.hash_mismatch"))
            diff = _snapshot_differences(env.snapshot, state_to_dict(loaded.state))
            warnings.append(
                msg("save.replayed_differs_in", parts=tuple(diff[:8]))
                if diff
                else msg("save.replayed_differs")
            )
        elif env.snapshot:
            diff = _snapshot_differences(env.snapshot, state_to_dict(loaded.state))
            if diff:
                warnings.append(msg("save.summary_damaged", parts=tuple(diff[:8])))
        if not rules_match:
            warnings.insert(
                0,
                msg(
                    "save.replayed_current_rules",
                    what=describe_difference(env.rules_digest, self.digest),
                ),
            )
        migrated = version if version is not None and version < SCHEMA_VERSION else None
        return LoadedGame(path, loaded, rules_match, hash_match, False, migrated, warnings)

    def _header(self, path: Path, kind: SaveKind) -> _Header:
        """A summary from the header only (no replay), never raising; and the command texts."""
        try:
            modified = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        except (OSError, OverflowError, ValueError):
            modified = datetime.fromtimestamp(0).astimezone()
        try:
            return self._header_checked(path, kind, modified)
        except SaveError as exc:
            why = exc.problem_msg if isinstance(exc, SaveFileError) else exc.msg
            return _Header(_damaged(path, kind, modified, why))
        except Exception:  # never raise from the list
            log.exception("unexpected error reading the header of %s", path)
            why = msg("save.unreadable_header")
            return _Header(_damaged(path, kind, modified, why))

    def _header_checked(self, path: Path, kind: SaveKind, modified: datetime) -> _Header:
        data, version = _parse(path)
        if not isinstance(data, dict):
            raise SaveFileError(path, msg("save.no_envelope"))
        try:
            setup = load_as(GameSetup, data.get("setup"))
        except DataError as exc:
            raise SaveFileError(path, validation_problem(exc), detail=str(exc)) from exc
        commands = data.get("commands")
        if not isinstance(commands, list) or not all(isinstance(c, str) for c in commands):
            raise SaveFileError(path, msg("save.damaged_commands"))
        snapshot = data.get("snapshot")
        snapshot = snapshot if isinstance(snapshot, dict) else {}
        round_no = snapshot.get("round")
        decision = snapshot.get("decision")
        over = snapshot.get("phase") == "over" or (
            isinstance(decision, list) and bool(decision) and decision[0] == "over"
        )
        app_version = data.get("app_version")
        seats = tuple(SeatInfo(s.name, s.kind, s.captain, s.ai) for s in setup.seats)
        summary = SaveSummary(
            path=path,
            kind=kind,
            modified=modified,
            seats=seats,
            # the snapshot is not in the hash: a round the rules cannot reach is not shown
            round=round_no if type(round_no) is int and 1 <= round_no <= self.rounds else None,
            commands=len(commands),
            over=over,
            seed=setup.seed,
            app_version=one_line(app_version, 40) if isinstance(app_version, str) else None,
            schema_version=version,
        )
        return _Header(summary, commands, setup)

    def summary(self, path: Path) -> SaveSummary:
        """The header summary of any file (never raises)."""
        return self._header(Path(path), "named").summary

    def list_saves(
        self, kinds: Iterable[SaveKind] = ("autosave", "named", "abandoned")
    ) -> list[SaveSummary]:
        """Saved games, newest first, each read from its header only. Damaged files are listed
        with `problem` set (filter on `.ok` to hide them); this never raises."""
        wanted = set(kinds)
        folders: list[tuple[Path, SaveKind]] = [
            (self.dirs.saves, "named"),
            (self.dirs.finished, "finished"),
            (self.dirs.abandoned, "abandoned"),
            (self.dirs.damaged, "damaged"),
        ]
        out: list[SaveSummary] = []
        for folder, folder_kind in folders:
            if folder_kind not in wanted and folder_kind != "named":
                continue
            try:
                paths = sorted(p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file())
            except OSError:
                continue
            for path in paths:
                file_kind: SaveKind = folder_kind
                if folder_kind == "named" and path.name == self.autosave_path.name:
                    file_kind = "autosave"
                if file_kind in wanted:
                    out.append(self._header(path, file_kind).summary)
        out.sort(key=lambda s: s.modified, reverse=True)
        return out
