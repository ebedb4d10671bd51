"""The built-in `rules/`, validated once at build time and loaded at run time without pydantic.

Validating `rules/` is cheap; building the pydantic validators for it is not (a third of a
second of start-up on the reference machine, see docs/ui.md). So `tools/compile_rules.py`
validates the rules and the four Captain boards with the ordinary loaders (`load_rules`,
`load_captain_boards`, every check they make) and writes what they produced, as plain data, to
`nbgui/content/_compiled.py`, together with `source_digest` of the files it came from
(``game.json``, ``buildings.json``, ``spaces.json`` and every ``captains/*.json``; the tutorial
and reference files are not part of it).

At run time `compiled_rules(root, digest)` and `compiled_boards(root)` rebuild the same models
with `model_construct` (no validation: the models use ``defer_build``, so their validators are
never built on this path) — but only when the files in `root`, the rules folder actually in
use, hash to the compiled digest. Any difference (a file edited since, another folder, no
compiled module) returns None and the caller validates the files as before, so the compiled
form can be stale without ever being wrong (only slower, and logged). `make test` regenerates
it and `tests/content/test_compiled.py` checks it equals the validated data.
"""

from __future__ import annotations

import hashlib
import logging
import types
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic.functional_validators import PlainValidator

from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard
from nbgui.content.models import Building, GameFile, Rules, Space

M = TypeVar("M", bound=BaseModel)

log = logging.getLogger(__name__)

#: The files the compiled form is made from, relative to the rules folder.
SOURCES = ("game.json", "buildings.json", "spaces.json")

#: Bumped when the shape of the compiled module changes.
FORMAT = 1


def build(tp: Any, value: Any) -> Any:
    """`value` (JSON-like data from `model_dump(mode="json")`) as the type `tp` describes:
    models through `model_construct`, containers element by element, courses and checks
    through their own parsers; nothing is validated."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(tp)
        for m in meta:
            if isinstance(m, PlainValidator):
                return m.func(value)  # type: ignore[call-arg]
        return build(base, value)
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return construct(tp, value)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(options) != 1:
            raise TypeError(f"cannot build the union {tp!r}")
        return build(options[0], value)
    if origin is list:
        (item,) = typing.get_args(tp)
        return [build(item, v) for v in value]
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(build(args[0], v) for v in value)
        return tuple(build(a, v) for a, v in zip(args, value, strict=True))
    if origin is dict:
        _key, item = typing.get_args(tp)
        return {k: build(item, v) for k, v in value.items()}
    return value  # str, int, bool, Literal


def construct(model: type[M], data: Mapping[str, Any]) -> M:
    """`model` from its ``model_dump(mode="json")`` without validating (see `build`)."""
    values: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        if name not in data:
            continue
        validator = next((m for m in field.metadata if isinstance(m, PlainValidator)), None)
        if validator is not None:
            values[name] = validator.func(data[name])  # type: ignore[call-arg]
        else:
            values[name] = build(field.annotation, data[name])
    return model.model_construct(**values)


def source_digest(root: Path) -> str:
    """The hash of the files in `root` the compiled form is made from ("" if unreadable)."""
    h = hashlib.sha256()
    try:
        paths = [root / name for name in SOURCES] + sorted((root / "captains").glob("*.json"))
        for path in paths:
            h.update(path.relative_to(root).as_posix().encode())
            h.update(path.read_bytes())
    except OSError:
        return ""
    return h.hexdigest()[:16]


def _data(root: Path) -> Any:
    """The compiled module when it was made from the files in `root` (this format), else None."""
    try:
        from nbgui.content import _compiled
    except ImportError:
        return None
    if _compiled.FORMAT != FORMAT or source_digest(root) != _compiled.SOURCE_DIGEST:
        log.info("the compiled rules do not match %s: validating the files", root)
        return None
    return _compiled


def compiled_rules(root: Path, digest: str) -> Rules | None:
    """The `Rules` of the folder `root` (whose `rules_digest` is `digest`) from the compiled
    form, if it was made from the same files; else None."""
    data = _data(root)
    if data is None:
        return None
    return _rules(data.RULES, digest)


def _rules(raw: Mapping[str, Any], digest: str) -> Rules:
    game = construct(GameFile, raw["game"])
    return Rules.model_construct(
        game=game,
        buildings={b["id"]: construct(Building, b) for b in raw["buildings"]},
        spaces={s["id"]: construct(Space, s) for s in raw["spaces"]},
        whales={w.id: w for w in game.whales},
        digest=digest,
    )


def compiled_boards(root: Path) -> dict[str, CaptainBoard] | None:
    """The four boards of the rules folder `root` from the compiled form, if it was made from
    the same files; else None."""
    data = _data(root)
    if data is None:
        return None
    return {name: construct(CaptainBoard, data.BOARDS[name]) for name in CAPTAIN_NAMES}


def compile_source(root: Path, rules: Rules, boards: Mapping[str, CaptainBoard]) -> str:
    """The text of `_compiled.py` for `rules` and `boards` validated from the folder `root`."""
    import pprint

    payload_rules = {
        "game": rules.game.model_dump(mode="json"),
        "buildings": [b.model_dump(mode="json") for b in rules.buildings.values()],
        "spaces": [s.model_dump(mode="json") for s in rules.spaces.values()],
    }
    payload_boards = {name: boards[name].model_dump(mode="json") for name in CAPTAIN_NAMES}
    return (
        '"""Generated by tools/compile_rules.py from rules/ (validated): do not edit.\n\n'
        "`nbgui.content.compiled` uses it only while SOURCE_DIGEST is the `source_digest` of the\n"
        'rules folder in use; `make test` regenerates it."""\n'
        "from typing import Any\n\n"
        f"FORMAT = {FORMAT}\n"
        f"SOURCE_DIGEST = {source_digest(root)!r}\n\n"
        f"RULES: Any = {pprint.pformat(payload_rules, width=99, sort_dicts=False)}\n\n"
        f"BOARDS: Any = {pprint.pformat(payload_boards, width=99, sort_dicts=False)}\n"
    )
