"""One enum class built both ways and described, to compare `nbgui.enum_build` with the
standard library: used by ``--selftest`` (its "enum build" line) and by tests/test_enum_build.py.
Kept out of `nbgui.enum_build`, which every start imports."""

from __future__ import annotations

import enum
import types
from typing import Any

from nbgui import enum_build


def _value(value: Any) -> Any:
    """A namespace value as comparable across the two classes."""
    if isinstance(value, enum.Enum):
        return ("member", value._name_, value._value_, getattr(value, "_sort_order_", None),
                sorted(vars(value)))
    if isinstance(value, types.MethodType):
        return ("method", value.__func__)
    if isinstance(value, enum.property):
        return ("property", value.name, value.fget, value.fset, value.fdel,
                getattr(getattr(value, "member", None), "_name_", None))
    if isinstance(value, dict):
        return [(k, _value(v)) for k, v in value.items()]
    if isinstance(value, list):
        return [_value(v) for v in value]
    return value


def _call(cls: Any, value: int) -> str:
    """``repr(cls(value))``, or the error it raises."""
    try:
        return repr(cls(value))
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"


def describe(cls: Any) -> dict[str, Any]:
    """Everything about an enum class that could tell two builds apart."""
    members = list(cls)
    out: dict[str, Any] = {
        "keys": list(vars(cls)),
        "namespace": [(k, _value(v)) for k, v in vars(cls).items()],
        "mro": [c.__name__ for c in cls.__mro__],
        "iter": [(m._name_, m._value_, type(m) is cls) for m in members],
        "members": list(cls.__members__),
        "dir": dir(cls),
        "repr": [repr(m) for m in members],
        "str": [str(m) for m in members],
        "lookup": [cls(m._value_)._name_ for m in members],
    }
    if issubclass(cls, enum.Flag):
        everything = cls._flag_mask_
        out["flags"] = (cls._flag_mask_, cls._singles_mask_, cls._all_bits_, cls._boundary_)
        out["composite"] = [_call(cls, v) for v in range(min(everything, 64) + 1)]
        out["all"] = _call(cls, everything)
    return out


def build(base: type, name: str, items: list[tuple[str, int]], quick: bool) -> Any:
    """`base(name, items, boundary=KEEP)` as PySide6 calls it, built the quick way
    (`enum_build`) or the standard library's; the functional API's worker is left as it was."""
    was = enum.EnumType.__dict__["_create_"]
    if quick:
        assert enum_build.install()
    else:
        enum_build.uninstall()
    try:
        return base(name, items, boundary=enum.KEEP)
    finally:
        setattr(enum.EnumType, "_create_", was)  # noqa: B010 - a method of the metaclass
