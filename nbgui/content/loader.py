"""Load and validate the game data in `rules/`, failing with one clear line."""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from nbgui.content.errors import BoardValueError, ContentError, field_words
from nbgui.content.files import (
    FileReadError,
    JsonTooDeep,
    json_text,
    parse_json,
    read_regular_file,
)
from nbgui.content.models import BuildingsFile, GameFile, Rules, SpacesFile
from nbgui.content.schema import validate
from nbgui.content.sha import sha256
from nbgui.paths import data_dir
from nbgui.text.message import Msg, msg

if TYPE_CHECKING:
    from pydantic_core import ErrorDetails

log = logging.getLogger(__name__)

M = TypeVar("M")

MAX_DATA_FILE_BYTES = 1_000_000


_WHALES = ("right", "bowhead", "sperm", "sea")

#: pydantic's error kinds -> what the player reads (anything else: `content.invalid`).
_KINDS = {
    "missing": "content.missing",
    "extra_forbidden": "content.extra",
    "string_type": "content.must_be_text",
    "string_unicode": "content.must_be_text",
    "int_type": "content.must_be_whole",
    "int_parsing": "content.must_be_whole",
    "int_from_float": "content.must_be_whole",
    "bool_type": "content.must_be_bool",
    "bool_parsing": "content.must_be_bool",
    "list_type": "content.must_be_list",
    "tuple_type": "content.must_be_list",
    "dict_type": "content.must_be_object",
    "model_type": "content.must_be_object",
    "model_attributes_type": "content.must_be_object",
    "string_pattern_mismatch": "content.pattern",
}
_BOUNDS = {
    "less_than_equal": ("content.at_most", "le"),
    "greater_than_equal": ("content.at_least", "ge"),
    "less_than": ("content.below", "lt"),
    "greater_than": ("content.above", "gt"),
    "too_short": ("content.too_short", "min_length"),
    "string_too_short": ("content.too_short", "min_length"),
    "too_long": ("content.too_long", "max_length"),
    "string_too_long": ("content.too_long", "max_length"),
}


def _problem(error: ErrorDetails) -> Msg:
    """pydantic's first complaint as a catalogue message (its English goes to the log)."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    reason = ctx.get("error")
    if isinstance(reason, BoardValueError):
        return reason.msg
    if kind in _KINDS:
        return msg(_KINDS[kind])
    if kind in _BOUNDS:
        id_, key = _BOUNDS[kind]
        return msg(id_, limit=str(ctx.get(key, "?")))
    if kind == "literal_error":
        return msg("content.one_of", expected=str(ctx.get("expected", "?")))
    log.warning("data file field refused: %s (%s)", error["msg"], kind)
    return msg("content.invalid")


def load_model(path: Path, model: type[M]) -> M:
    """Read `path` as JSON into `model` (a dataclass of `nbgui.content.models` or `captains`),
    validated by pydantic (imported here, on first use); any problem raises `ContentError`
    naming file and field."""
    name = str(path)
    try:
        raw = read_regular_file(path, MAX_DATA_FILE_BYTES)
    except FileReadError as exc:
        raise ContentError(name, "", exc.msg) from exc
    try:
        data = parse_json(json_text(raw))
    except UnicodeDecodeError as exc:
        raise ContentError(name, "", msg("content.not_utf8")) from exc
    except json.JSONDecodeError as exc:  # where it breaks goes to the log, not to the player
        log.warning("%s: line %d, column %d: %s", name, exc.lineno, exc.colno, exc.msg)
        raise ContentError(name, "", msg("content.bad_json")) from exc
    except JsonTooDeep as exc:
        raise ContentError(name, "", msg("content.too_deep")) from exc
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        log.warning("%s: %s", name, " ".join(str(exc).split())[:100])
        raise ContentError(name, "", msg("content.not_json")) from exc
    from pydantic import ValidationError

    try:
        return validate(model, data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ContentError(name, field_words(tuple(first["loc"])), _problem(first)) from exc


def rules_digest(folder: Path) -> str:
    """A hash of every data file in `folder` (Captain boards included), for save envelopes."""
    h = sha256()
    for path in sorted(folder.rglob("*.json")):
        h.update(path.relative_to(folder).as_posix().encode())
        try:  # the rules' own files, as hostile as any: a folder or pipe named *.json too
            h.update(read_regular_file(path, MAX_DATA_FILE_BYTES))
        except FileReadError as exc:  # the start's "Cannot start" (it raised or hung)
            raise ContentError(str(path), "", exc.msg) from exc
    return h.hexdigest()[:16]


def load_rules(folder: Path | None = None, *, validate: bool = False) -> Rules:
    """Load `rules/` (or `folder`) into a validated `Rules` object.

    When the files are the ones the compiled form was made from (`nbgui.content.compiled`:
    validated when it was made) that form is used and nothing is re-validated, unless
    `validate` is set.

    >>> rules = load_rules()
    >>> rules.buildings["bank"].cost.brick
    4
    """
    root = folder if folder is not None else data_dir("rules")
    digest = rules_digest(root)
    if not validate:
        from nbgui.content.compiled import compiled_rules

        ready = compiled_rules(root, digest)
        if ready is not None:
            return ready
    game = load_model(root / "game.json", GameFile)
    buildings = load_model(root / "buildings.json", BuildingsFile)
    spaces = load_model(root / "spaces.json", SpacesFile)
    whale_ids = [w.id for w in game.whales]
    if sorted(whale_ids) != sorted(_WHALES):
        raise ContentError(
            str(root / "game.json"), "whales", msg("content.whales", whales=_WHALES)
        )
    ids = [s.id for s in spaces.spaces]
    if len(set(ids)) != len(ids):
        raise ContentError(str(root / "spaces.json"), "spaces", msg("content.space_ids"))
    return Rules(
        game=game,
        buildings={b.id: b for b in buildings.buildings},
        spaces={s.id: s for s in spaces.spaces},
        whales={w.id: w for w in game.whales},
        digest=digest,
    )


@lru_cache(maxsize=1)
def default_rules() -> Rules:
    """The built-in rules, loaded once per process."""
    return load_rules()
