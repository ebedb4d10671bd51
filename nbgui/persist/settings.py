"""The player's settings, kept as JSON in the user config folder.

Additive-friendly: a new field only needs a default. Loading never fails: unknown keys are
ignored, an invalid value falls back to its default, and an unreadable file gives the defaults —
each with a one-line warning for the log or the status bar. Saving is atomic (``.bak`` kept).

>>> s = Settings()
>>> s.animation_speed, s.auto_captain_ties
('normal', True)
>>> Settings.model_validate({"language": "es", "future_option": 3}).language
'es'
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from nbgui.content.files import FileReadError, read_regular_file
from nbgui.persist.atomic import atomic_write_text
from nbgui.persist.paths import AppDirs
from nbgui.text.message import Msg, msg

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 1_000_000
#: `ui-state.json` (the window's remembered odds and ends) is small.
MAX_UI_STATE_BYTES = 64_000

Language = Literal["en", "es"]
AnimationSpeed = Literal["slow", "normal", "fast", "instant"]


class Settings(BaseModel):
    """Everything the player can change, with its default. Assignments are validated."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = "en"
    animation_speed: AnimationSpeed = "normal"
    reduced_motion: bool = False
    auto_captain_ties: bool = True
    mistake_warnings: bool = True
    show_captain_reasoning: bool = True
    window_geometry: str = Field(default="", max_length=20_000)
    window_state: str = Field(default="", max_length=20_000)
    last_seed: int | None = Field(default=None, ge=0, lt=2**63)
    last_captains: list[str] = Field(default_factory=list, max_length=4)
    last_expert: bool = False
    last_turners_mill: bool = False
    player_name: str = Field(default="", max_length=40)
    recent_files: list[str] = Field(default_factory=list, max_length=10)

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
        return json.loads(raw.decode("utf-8")), None
    except UnicodeDecodeError:
        return None, msg("settings.not_utf8")
    except json.JSONDecodeError as exc:
        return None, msg("settings.bad_json", line=exc.lineno, column=exc.colno)
    except (ValueError, RecursionError) as exc:
        return None, msg("settings.unreadable", error=type(exc).__name__)


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
    English) about what was ignored."""
    path = dirs.settings_file
    data, problem = _read(path)
    if problem is not None:
        warning = msg("settings.defaults", file=path.name, problem=problem)
        log.warning("%s", warning)
        return Settings(), [warning]
    if data is None:
        return Settings(), []
    warnings: list[Msg] = []
    for _ in range(len(Settings.model_fields) + 1):
        try:
            return Settings.model_validate(data), warnings
        except ValidationError as exc:
            bad = {str(err["loc"][0]) for err in exc.errors() if err["loc"]}
            if not bad or not bad & set(data):
                break
            for key in sorted(bad & set(data)):
                warnings.append(msg("settings.bad_value", file=path.name, key=key[:40]))
                del data[key]
    for w in warnings:
        log.warning("%s", w)
    warning = msg("settings.cannot_read", file=path.name)
    log.warning("%s", warning)
    return Settings(), [*warnings, warning]


def save_settings(dirs: AppDirs, settings: Settings) -> Path:
    """Write the settings atomically; raises OSError if the folder cannot be written."""
    path = dirs.settings_file
    atomic_write_text(path, settings.model_dump_json(indent=2) + "\n")
    return path
