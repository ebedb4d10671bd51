"""One enum class built both ways and described, to compare `nbgui.enum_build` with the
standard library: used by ``--selftest`` (its "enum build" line) and by tests/test_enum_build.py.
Kept out of `nbgui.enum_build`, which every start imports."""

from __future__ import annotations

import enum
import types
from typing import Any

from nbgui import enum_build

#: The attributes Python 3.12 sets on the `enum.property` in a member's place (3.11: none).
PY312_REDIRECT = ("_get", "_set", "_del", "_attr_type", "_cls_type")


#: Every `staticmethod` `describe` has seen (one shared between classes is told apart from a
#: class's own: the second class to show a shared one says so).
_SEEN_STATIC: set[Any] = set()


def _value(value: Any) -> Any:
    """A namespace value as comparable across the two classes."""
    if isinstance(value, enum.Enum):
        return ("member", value._name_, value._value_, getattr(value, "_sort_order_", None),
                sorted(vars(value)))
    if isinstance(value, types.MethodType):
        return ("method", value.__func__)
    if isinstance(value, staticmethod):  # its own wrapper, or one shared by every class
        shared = value in _SEEN_STATIC
        _SEEN_STATIC.add(value)
        return ("staticmethod", value.__func__, shared)
    if isinstance(value, enum.property):
        return ("property", value.name, value.fget, value.fset, value.fdel,
                getattr(getattr(value, "member", None), "_name_", None),
                # what Python 3.12's `_proto_member.__set_name__` copies besides
                [getattr(value, name, None) for name in PY312_REDIRECT])
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


#: The four base classes PySide6 builds its enums on.
BASES: tuple[type, ...] = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)

#: Made-up lists that reach the rarer paths of `nbgui.enum_build`.
MADE_UP: list[list[tuple[str, int]]] = [
    [],
    [("A", 1), ("B", 2), ("C", 4)],
    [("A", 1), ("B", 1), ("C", 2), ("D", 3), ("E", 0)],  # aliases, multi-bit, zero
    [("D", 8), ("A", 1), ("B", 4), ("Mixed", 12), ("C", 2)],  # flags not in order
    [("name", 1), ("value", 2), ("other", 3)],  # Enum's own property names
    [("real", 1), ("bit_length", 2), ("denominator", 3)],  # int's descriptors and methods
    [("Big", 1 << 40), ("Neg", -1), ("Zero", 0)],
]


def pyside_enums() -> list[Any]:
    """Every enum class of QtCore, QtGui, QtWidgets and QtSvg (each once)."""
    import PySide6.QtCore
    import PySide6.QtGui
    import PySide6.QtSvg
    import PySide6.QtWidgets

    found: dict[int, Any] = {}
    for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets, PySide6.QtSvg):
        for attr in dir(module):
            obj = getattr(module, attr)
            if isinstance(obj, enum.EnumType):
                found[id(obj)] = obj
            elif isinstance(obj, type):
                for value in list(vars(obj).values()):
                    if isinstance(value, enum.EnumType):
                        found[id(value)] = value
    return list(found.values())


def compare_all() -> dict[str, int]:
    """Every PySide6 enum class (from the very list PySide6 passes) and every made-up list
    built both ways and compared (AssertionError: the first that differs); what was compared.
    tests/test_enum_build.py runs it under Python 3.12 too."""
    counts = {"pyside": 0, "aliases": 0, "flags": 0, "made_up": 0}
    for cls in pyside_enums():
        base = cls.__mro__[1]
        assert base in BASES, cls
        items = [(name, member._value_) for name, member in cls._member_map_.items()]
        standard = build(base, cls.__name__, items, quick=False)
        quick = build(base, cls.__name__, items, quick=True)
        assert describe(quick) == describe(standard), cls.__qualname__
        counts["pyside"] += 1
        counts["aliases"] += len(items) != len(cls._member_names_)
        counts["flags"] += issubclass(cls, enum.Flag)
    for base in BASES:
        for items in MADE_UP:
            standard = build(base, "Made", items, quick=False)
            quick = build(base, "Made", items, quick=True)
            assert describe(quick) == describe(standard), (base, items)
            counts["made_up"] += 1
    # all of them the quick way: the standard library's namespace learnt for every base
    for base in BASES:
        assert enum_build._templates[(base, enum.KEEP)] is not None, base
    return counts
