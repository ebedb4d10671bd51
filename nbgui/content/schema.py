"""Plain data classes at run time, pydantic validation only where a file is read.

The rules, the Captain boards, the game setup and the save envelope are frozen, slotted
`dataclasses` (issue 18: importing pydantic alone costs about 85 ms of CPU and 15 MiB, more than
a bare Qt window's whole start). Their field constraints are written once, in
``dataclasses.field(metadata=...)`` with pydantic's `Field` argument names (``ge``, ``le``,
``gt``, ``lt``, ``min_length``, ``max_length``, ``pattern``, ``strict``): pydantic reads them
when it validates a dataclass, and `check_fields` reads the same metadata for the classes that
are also built directly by code (the setup). A class refuses unknown fields with
``__pydantic_config__ = STRICT``; cross-field checks live in ``__post_init__`` (pydantic runs it
after the fields and reports its ``ValueError`` as a validation error).

`validate(cls, data)` imports pydantic on first use: only when a rules file is read (a user's
Captain board, the rules when they differ from their compiled form, `tools/compile_rules.py`).
Saves and the setups of the statistics database are checked without pydantic, from the same
declarations (`nbgui.content.datacheck`).
`to_data(obj)` is the JSON form (what pydantic's ``model_dump(mode="json")`` gave: fields in
order, tuples as lists, courses and checks as their strings) and `to_json(obj)` its compact text
(what ``model_dump_json()`` gave).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar, cast

T = TypeVar("T")

#: ``__pydantic_config__`` of a class whose files may not carry unknown fields.
STRICT: Mapping[str, Any] = {"extra": "forbid"}

#: Field metadata key: leave the field out of `to_data` when it is None.
OMIT_NONE = "omit_none"


class Len:
    """``Annotated[tuple[X, ...], Len(1, 8)]``: a length bound on an inner sequence (a field's
    own bounds go in its metadata)."""

    __slots__ = ("max_length", "min_length")

    def __init__(self, min_length: int, max_length: int) -> None:
        self.min_length = min_length
        self.max_length = max_length

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)
        schema["min_length"] = self.min_length
        schema["max_length"] = self.max_length
        return schema


class StrField:
    """Mixin for small value classes stored as their string (a course, a check): `parse` reads
    the string, ``str()`` writes it back."""

    __slots__ = ()

    @classmethod
    def parse(cls, value: str) -> Any:  # pragma: no cover - each class has its own
        raise NotImplementedError

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        def check(value: Any) -> Any:
            if isinstance(value, cls):
                return value
            if not isinstance(value, str):
                from nbgui.content.errors import bad_value

                raise bad_value("content.must_be_text")  # a course or check is a string
            return cls.parse(value)

        return core_schema.no_info_plain_validator_function(
            check, serialization=core_schema.plain_serializer_function_ser_schema(str)
        )


@cache
def _adapter(cls: type[Any]) -> Any:
    from pydantic import TypeAdapter

    return TypeAdapter(cls)


def validate(cls: type[T], data: object) -> T:
    """`data` (parsed JSON) as a `cls`, fully validated; raises pydantic's ``ValidationError``
    (a ``ValueError``). The first call for a class imports pydantic and builds its validator."""
    adapter = _adapter(cast(Any, cls))
    result: T = adapter.validate_python(data)
    return result


def to_data(obj: Any) -> Any:
    """The JSON form of a dataclass tree (see the module doc)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if isinstance(obj, StrField):
            return str(obj)
        out: dict[str, Any] = {}
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if value is None and f.metadata.get(OMIT_NONE):
                continue
            out[f.name] = to_data(value)
        return out
    if isinstance(obj, list | tuple):
        return [to_data(v) for v in obj]
    if isinstance(obj, dict):
        return {k: to_data(v) for k, v in obj.items()}
    return obj


def to_json(obj: Any) -> str:
    """`to_data` as compact JSON text (no spaces, non-ASCII kept)."""
    return json.dumps(to_data(obj), separators=(",", ":"), ensure_ascii=False)


#: Per dataclass: its fields that carry metadata, as (name, metadata) (`check_fields`).
_CHECKED: dict[type, tuple[tuple[str, Any], ...]] = {}


def check_fields(obj: Any) -> None:
    """Check `obj`'s fields against the bounds in their metadata; raises ``ValueError`` naming
    the field. For classes code builds directly (pydantic checks the same when it validates)."""
    checked = _CHECKED.get(type(obj))
    if checked is None:  # the fields with metadata, once per class (a game's setup is 3 checks)
        checked = _CHECKED[type(obj)] = tuple(
            (f.name, f.metadata) for f in dataclasses.fields(obj) if f.metadata
        )
    for name, meta in checked:
        value = getattr(obj, name)
        if value is None:
            continue
        if "ge" in meta and value < meta["ge"]:
            raise ValueError(f"{name}: should be greater than or equal to {meta['ge']}")
        if "gt" in meta and value <= meta["gt"]:
            raise ValueError(f"{name}: should be greater than {meta['gt']}")
        if "le" in meta and value > meta["le"]:
            raise ValueError(f"{name}: should be less than or equal to {meta['le']}")
        if "lt" in meta and value >= meta["lt"]:
            raise ValueError(f"{name}: should be less than {meta['lt']}")
        if "min_length" in meta and len(value) < meta["min_length"]:
            raise ValueError(f"{name}: should have at least {meta['min_length']} items")
        if "max_length" in meta and len(value) > meta["max_length"]:
            raise ValueError(f"{name}: should have at most {meta['max_length']} items")
        if "pattern" in meta and not re.search(meta["pattern"], value):
            raise ValueError(f"{name}: should match {meta['pattern']!r}")
