"""Validation of parsed JSON into the save's dataclasses, in plain Python (no pydantic).

The save envelope, the game setup and its seats are read back at run time: resuming, listing the
saves, filing a finished game, the statistics database. Doing that through pydantic cost the
app ~14 MiB of resident memory (pydantic, pydantic-core, hashlib's OpenSSL, the email and zone
packages, and PySide6's source scan of each) the first time a save was read (issue 18). The
classes are small, so `load_as` checks them here from the same declarations pydantic reads:

- the field types (``int``, ``bool``, ``str``, ``None``, ``Any``, ``Literal[...]``, ``X | None``,
  ``list[X]``, ``tuple[X, ...]``, ``dict[str, X]`` and nested dataclasses; any other annotation
  is refused when the class is first checked, so a new kind of field cannot slip through);
- the bounds in ``dataclasses.field(metadata=...)`` (``ge``, ``gt``, ``le``, ``lt``,
  ``min_length``, ``max_length``, ``pattern``: see `nbgui.content.schema`);
- ``__pydantic_config__ = STRICT``: unknown fields are refused;
- the class's own ``__post_init__`` (cross-field checks), run by building it.

It is stricter than pydantic's default (lax) mode: a value must already have its JSON type
(``"3"`` or ``true`` is not an integer, ``1`` is not a boolean); nbgui never writes otherwise.
Lengths are checked before the items, so an oversized list is refused without walking it.
A problem raises `DataError` (a ``ValueError``) whose `errors()` has the shape of pydantic's
(``loc`` and ``msg`` of each problem; here only the first), with pydantic's English wording.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, cast

T = TypeVar("T")

Loc = tuple[str | int, ...]
Check = Callable[[object, Loc], Any]

_MISSING = dataclasses.MISSING


class DataError(ValueError):
    """The first problem found: `loc` (the path of keys and indexes) and `message`."""

    def __init__(self, loc: Loc, message: str) -> None:
        self.loc = loc
        self.message = message
        where = ".".join(str(p) for p in loc) or "value"
        super().__init__(f"{where}: {message}")

    def errors(self) -> list[dict[str, Any]]:
        """pydantic's ``ValidationError.errors()`` shape: ``[{"loc": ..., "msg": ...}]``."""
        return [{"loc": self.loc, "msg": self.message}]


def load_as(cls: type[T], data: object) -> T:
    """`data` (parsed JSON) as a `cls`, validated (see the module doc); raises `DataError`."""
    result: T = _checker(cast(Any, cls))(data, ())
    return result


def supports(cls: type[Any]) -> bool:
    """Whether `load_as` can check `cls` (every field's annotation is one it knows)."""
    try:
        _checker(cast(Any, cls))
    except TypeError:
        return False
    return True


def _exact(kind: type[Any], what: str) -> Check:
    """A value of exactly `kind` (a bool is not an int here)."""

    def check(value: object, loc: Loc) -> object:
        if type(value) is not kind:
            raise DataError(loc, f"Input should be a valid {what}")
        return value

    return check


def _check_none(value: object, loc: Loc) -> None:
    if value is not None:
        raise DataError(loc, "Input should be None")


def _check_any(value: object, loc: Loc) -> object:
    return value


_SIMPLE: dict[object, Check] = {
    int: _exact(int, "integer"),
    bool: _exact(bool, "boolean"),
    str: _exact(str, "string"),
    type(None): _check_none,
    None: _check_none,
    Any: _check_any,
    object: _check_any,
}


def _literal(options: tuple[object, ...]) -> Check:
    said = " or ".join(repr(o) for o in options)

    def check(value: object, loc: Loc) -> object:
        # `type` as well: True == 1, but a bool is not the literal 1 (nor 1 the literal True)
        if not any(type(value) is type(o) and value == o for o in options):
            raise DataError(loc, f"Input should be {said}")
        return value

    return check


def _optional(inner: Check) -> Check:
    def check(value: object, loc: Loc) -> object:
        return None if value is None else inner(value, loc)

    return check


def _sequence(inner: Check, as_tuple: bool) -> Check:
    def check(value: object, loc: Loc) -> object:
        if type(value) is not list:
            raise DataError(loc, "Input should be a valid list")
        items = [inner(item, (*loc, i)) for i, item in enumerate(value)]
        return tuple(items) if as_tuple else items

    return check


def _mapping(inner: Check) -> Check:
    def check(value: object, loc: Loc) -> object:
        if type(value) is not dict:
            raise DataError(loc, "Input should be a valid dictionary")
        out: dict[str, object] = {}
        for key, item in value.items():
            if type(key) is not str:
                raise DataError((*loc, str(key)), "Keys should be strings")
            out[key] = inner(item, (*loc, key))
        return out

    return check


def _plan(annotation: object) -> Check:
    """The checker for one annotation (TypeError for one this module does not know)."""
    if annotation in _SIMPLE:
        return _SIMPLE[annotation]
    if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
        return _checker(annotation)
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Literal:
        return _literal(args)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1 and len(args) == 2:
            return _optional(_plan(rest[0]))
    if origin is list and len(args) == 1:
        return _sequence(_plan(args[0]), as_tuple=False)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _sequence(_plan(args[0]), as_tuple=True)
    if origin is dict and len(args) == 2 and args[0] is str:
        return _mapping(_plan(args[1]))
    raise TypeError(f"datacheck cannot check a field of type {annotation!r}")


def _bounds(meta: typing.Mapping[str, Any], inner: Check) -> Check:
    """`inner`, with the field's metadata bounds (lengths first, before the items)."""
    ge, gt, le, lt = meta.get("ge"), meta.get("gt"), meta.get("le"), meta.get("lt")
    min_len, max_len = meta.get("min_length"), meta.get("max_length")
    pattern = re.compile(meta["pattern"]) if "pattern" in meta else None
    if all(b is None for b in (ge, gt, le, lt, min_len, max_len, pattern)):
        return inner

    def check(value: object, loc: Loc) -> object:
        if type(value) is str or type(value) is list:
            noun, unit = ("String", "character") if type(value) is str else ("List", "item")
            if max_len is not None and len(value) > max_len:
                raise DataError(loc, f"{noun} should have at most {max_len} {unit}"
                                     f"{'' if max_len == 1 else 's'}")
            if min_len is not None and len(value) < min_len:
                raise DataError(loc, f"{noun} should have at least {min_len} {unit}"
                                     f"{'' if min_len == 1 else 's'}")
        checked = inner(value, loc)
        if type(checked) is int:
            if ge is not None and checked < ge:
                raise DataError(loc, f"Input should be greater than or equal to {ge}")
            if gt is not None and checked <= gt:
                raise DataError(loc, f"Input should be greater than {gt}")
            if le is not None and checked > le:
                raise DataError(loc, f"Input should be less than or equal to {le}")
            if lt is not None and checked >= lt:
                raise DataError(loc, f"Input should be less than {lt}")
        if pattern is not None and type(checked) is str and not pattern.search(checked):
            raise DataError(loc, f"String should match pattern '{pattern.pattern}'")
        return checked

    return check


@cache
def _checker(cls: type[Any]) -> Check:
    """The checker of a dataclass: its fields in order, unknown keys, then ``cls(**fields)``."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"datacheck checks dataclasses, not {cls!r}")
    hints = typing.get_type_hints(cls)
    fields: list[tuple[str, Check, bool]] = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        required = f.default is _MISSING and f.default_factory is _MISSING
        fields.append((f.name, _bounds(f.metadata, _plan(hints[f.name])), required))
    known = {name for name, _check, _req in fields}
    config = getattr(cls, "__pydantic_config__", None) or {}
    forbid_extra = config.get("extra") == "forbid"

    def check(value: object, loc: Loc) -> object:
        if isinstance(value, cls):
            return value
        if type(value) is not dict:
            raise DataError(loc, "Input should be a dictionary or an instance of "
                                 f"{cls.__name__}")
        data = cast(dict[str, object], value)
        kwargs: dict[str, object] = {}
        for name, field_check, required in fields:
            if name in data:
                kwargs[name] = field_check(data[name], (*loc, name))
            elif required:
                raise DataError((*loc, name), "Field required")
        if forbid_extra:
            for key in data:
                if key not in known:
                    raise DataError((*loc, str(key)), "Extra inputs are not permitted")
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as exc:
            raise DataError(loc, f"Value error, {exc}") from exc

    return check
