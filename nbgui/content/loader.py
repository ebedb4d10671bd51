"""Load and validate the game data in `rules/`, failing with one clear line."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from nbgui.content.errors import ContentError
from nbgui.content.files import FileReadError, read_regular_file
from nbgui.content.models import BuildingsFile, GameFile, Rules, SpacesFile
from nbgui.content.schema import validate
from nbgui.paths import data_dir

M = TypeVar("M")

MAX_DATA_FILE_BYTES = 1_000_000


def _field_path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def load_model(path: Path, model: type[M]) -> M:
    """Read `path` as JSON into `model` (a dataclass of `nbgui.content.models` or `captains`),
    validated by pydantic (imported here, on first use); any problem raises `ContentError`
    naming file and field."""
    name = str(path)
    try:
        raw = read_regular_file(path, MAX_DATA_FILE_BYTES)
    except FileReadError as exc:
        raise ContentError(name, "", exc.problem) from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ContentError(name, "", "is not UTF-8 text") from exc
    except json.JSONDecodeError as exc:
        raise ContentError(name, f"line {exc.lineno} column {exc.colno}", exc.msg) from exc
    except RecursionError as exc:
        raise ContentError(name, "", "is nested too deeply") from exc
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        why = " ".join(str(exc).split())[:100]
        raise ContentError(name, "", f"is not valid JSON ({why})") from exc
    from pydantic import ValidationError

    try:
        return validate(model, data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ContentError(name, _field_path(tuple(first["loc"])), first["msg"]) from exc


def rules_digest(folder: Path) -> str:
    """A hash of every data file in `folder` (Captain boards included), for save envelopes."""
    h = hashlib.sha256()
    for path in sorted(folder.rglob("*.json")):
        h.update(path.relative_to(folder).as_posix().encode())
        h.update(path.read_bytes())
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
    if sorted(whale_ids) != sorted(["right", "bowhead", "sperm", "sea"]):
        raise ContentError(
            str(root / "game.json"), "whales", "must list right, bowhead, sperm, sea"
        )
    ids = [s.id for s in spaces.spaces]
    if len(set(ids)) != len(ids):
        raise ContentError(str(root / "spaces.json"), "spaces", "space ids must be unique")
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
