"""The player's settings, kept as JSON in the user config folder.

Additive-friendly: a new field only needs a default (and its check in `_CHECKS`). Loading never
fails: unknown keys are ignored, an invalid value falls back to its default, and an unreadable
file gives the defaults — each with a one-line warning for the log or the status bar. Saving is
atomic (``.bak`` kept). Plain Python, no pydantic: the settings file is read at every start
(issue 18), and its checks are a few types and bounds.

>>> s = Settings()
>>> s.animation_speed, s.auto_captain_ties
('normal', True)
>>> Settings.from_data({"language": "es", "future_option": 3})[0].language
'es'

`language` is None until the player picks one in the app: the app then speaks the system's
language (when it has it, else English). A missing, null or invalid ``language`` key is None;
any accepted value (``"en"`` too, even one written by versions before this default) is the
player's choice and is kept. A None language is not written, so the file keeps no key for it.
>>> Settings().language is None, "language" in Settings().to_json()
(True, False)
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import logging
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args

from nbgui.content.files import FileReadError, json_text, parse_json, read_regular_file
from nbgui.persist.atomic import atomic_write_text, set_aside
from nbgui.persist.paths import AppDirs
from nbgui.text.message import Msg, msg
from nbgui.text.system import os_reason

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 1_000_000
#: `ui-state.json` (the window's remembered odds and ends) is small.
MAX_UI_STATE_BYTES = 64_000

Language = Literal["en", "es"]
AnimationSpeed = Literal["slow", "normal", "fast", "instant"]


def _one_of(*choices: str) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and v in choices


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _text(limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and len(v) <= limit


def _texts(limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, list) and len(v) <= limit and all(isinstance(x, str) for x in v)


def _seed(v: Any) -> bool:
    return v is None or (isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**63)


#: What each field accepts (the file's JSON types; no conversions).
_CHECKS: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v is None or _one_of(*get_args(Language))(v),
    "animation_speed": _one_of(*get_args(AnimationSpeed)),
    "reduced_motion": _is_bool,
    "auto_captain_ties": _is_bool,
    "mistake_warnings": _is_bool,
    "show_captain_reasoning": _is_bool,
    "window_geometry": _text(20_000),
    "window_state": _text(20_000),
    "last_seed": _seed,
    "last_captains": _texts(4),
    "last_expert": _is_bool,
    "last_turners_mill": _is_bool,
    "player_name": _text(40),
    "recent_files": _texts(10),
}


@dataclass(slots=True)
class Settings:
    """Everything the player can change, with its default. Assignments are checked
    (``ValueError`` names the field)."""

    language: Language | None = None  # None: the system's language (see the module doc)
    animation_speed: AnimationSpeed = "normal"
    reduced_motion: bool = False
    auto_captain_ties: bool = True
    mistake_warnings: bool = True
    show_captain_reasoning: bool = True
    window_geometry: str = ""
    window_state: str = ""
    last_seed: int | None = None
    last_captains: list[str] = field(default_factory=list)
    last_expert: bool = False
    last_turners_mill: bool = False
    player_name: str = ""
    recent_files: list[str] = field(default_factory=list)

    def __setattr__(self, name: str, value: Any) -> None:
        check = _CHECKS.get(name)
        if check is None:
            raise AttributeError(f"Settings has no field {name!r}")
        if not check(value):
            raise ValueError(f"{name}: invalid value {str(value)[:40]!r}")
        object.__setattr__(self, name, value)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a parsed file: unknown keys ignored, invalid values left at their
        defaults; also the keys whose values were refused."""
        settings = cls()
        refused: list[str] = []
        for key, value in data.items():
            if key not in _CHECKS:
                continue
            try:
                setattr(settings, key, value)
            except ValueError:
                refused.append(key)
        return settings, sorted(refused)

    def to_json(self) -> str:
        """The file text (two-space indents, as the pydantic model wrote it)."""
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if self.language is None:  # not chosen: no key, as older versions expect
            del data["language"]
        return json.dumps(data, indent=2, ensure_ascii=False)

    @staticmethod
    def encode_bytes(data: bytes) -> str:
        """Qt's ``saveGeometry()`` bytes as the text stored in `window_geometry`."""
        return base64.b64encode(data).decode("ascii")

    @staticmethod
    def decode_bytes(text: str) -> bytes:
        """The bytes back (empty when the text is not valid base64)."""
        try:
            return base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, ValueError):
            return b""

    def remember_file(self, path: Path, keep: int = 10) -> None:
        """Put `path` first in `recent_files`."""
        text = str(path)
        self.recent_files = [text, *[p for p in self.recent_files if p != text]][:keep]


def read_json_file(path: Path, limit: int = MAX_SETTINGS_BYTES) -> tuple[Any, Msg | None]:
    """(parsed JSON or None, problem (a catalogue message) or None) for a small JSON file the
    app keeps: a regular file of at most `limit` bytes (never a FIFO or device), UTF-8, valid
    JSON. A missing file is (None, None). Never raises."""
    try:
        raw = read_regular_file(path, limit)
    except FileReadError as exc:
        if exc.msg.id == "file.missing":
            return None, None
        return None, exc.msg
    try:
        return parse_json(json_text(raw)), None
    except UnicodeDecodeError:
        return None, msg("settings.not_utf8")
    except json.JSONDecodeError as exc:  # where it breaks goes to the log
        log.warning("%s: line %d, column %d: %s", path, exc.lineno, exc.colno, exc.msg)
        return None, msg("settings.bad_json")
    except ValueError as exc:  # an overlong integer, nested too deeply
        log.warning("%s: %s", path, type(exc).__name__)
        return None, msg("settings.unreadable")


def _read(path: Path) -> tuple[dict[str, Any] | None, Msg | None]:
    data, problem = read_json_file(path)
    if problem is not None:
        return None, problem
    if data is None and not path.exists():
        return None, None
    if not isinstance(data, dict):
        return None, msg("settings.not_object")
    return data, None


def load_settings(dirs: AppDirs) -> tuple[Settings, list[Msg]]:
    """The saved settings and the warnings (one line each, catalogue messages; ``str()`` is
    English) about what was ignored, and whether they can be saved (`folder_problem`)."""
    settings, warnings = _load_settings(dirs)
    problem = folder_problem(dirs.config)
    if problem is not None:
        log.warning("%s", problem)
        warnings.append(problem)
    return settings, warnings


def folder_problem(folder: Path) -> Msg | None:
    """Why settings changed now cannot be saved in `folder` (a read-only or full folder: a
    file is made and removed there, about 0.1 ms), or None. A folder that is not there is
    already said by the start (`system.folders_unusable`). Saving fails only at the end of
    the session, where nothing can say it: the language or speed chosen came back changed at
    the next start without a word."""
    if not folder.is_dir():
        return None
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".write-check.", suffix=".tmp")
        os.close(fd)
        os.unlink(name)
    except OSError as exc:
        return msg("settings.not_writable", folder=str(folder), reason=os_reason(exc))
    return None


def _load_settings(dirs: AppDirs) -> tuple[Settings, list[Msg]]:
    path = dirs.settings_file
    data, problem = _read(path)
    if problem is not None:
        # kept aside, so saving the defaults (and the next save's backup) cannot overwrite it
        try:
            aside = set_aside(path)
        except OSError as exc:
            log.warning("%s not set aside: %s", path, exc)
            warning = msg("settings.defaults", file=path.name, problem=problem)
        else:
            warning = msg(
                "settings.defaults_aside", file=path.name, problem=problem, aside=str(aside)
            )
        log.warning("%s", warning)
        return Settings(), [warning]
    if data is None:
        return Settings(), []
    settings, refused = Settings.from_data(data)
    warnings = [
        msg("settings.bad_value", file=path.name, key=msg(f"settings.key.{key}"))
        if key in _CHECKS
        else msg("settings.bad_value", file=path.name, key=key[:40])
        for key in refused
    ]
    for w in warnings:
        log.warning("%s", w)
    return settings, warnings


def save_settings(dirs: AppDirs, settings: Settings) -> Path:
    """Write the settings atomically; raises OSError if the folder cannot be written."""
    path = dirs.settings_file
    atomic_write_text(path, settings.to_json() + "\n")
    return path
