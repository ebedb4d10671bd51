"""PySide6's enum classes built the quick way (`nbgui.enum_build`, issue 18).

Every enum class of QtCore, QtGui, QtWidgets and QtSvg is built again from the very
``(name, value)`` list PySide6 passes (every name, aliases included, in its order), once by the
standard library and once by `nbgui.enum_build`, and the two classes are compared: the class's
namespace (its keys in order, every value), the members (type, name, value, sort order,
attributes), the maps, iteration, aliases, flags' masks and composite values. A few made-up
lists reach the rarer paths (aliases, a multi-bit flag, unsorted flags, members named like
`Enum`'s own properties), and calls that are not PySide6's go to the standard library.
"""

from __future__ import annotations

import enum
import sys
from typing import Any

import pytest

from nbgui import enum_build
from nbgui.enum_build_check import build, describe

pytestmark = pytest.mark.skipif(
    not enum_build.applies(), reason="enum_build copies another Python's enum internals"
)


def pyside_enums() -> list[Any]:
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


def test_every_pyside_enum_is_built_alike() -> None:
    enums = pyside_enums()
    assert len(enums) > 600  # the four modules' enum classes (637 in PySide6 6.11)
    compared = aliases = flags = 0
    for cls in enums:
        base = cls.__mro__[1]
        assert base in (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag), cls
        items = [(name, member._value_) for name, member in cls._member_map_.items()]
        standard = build(base, cls.__name__, items, quick=False)
        quick = build(base, cls.__name__, items, quick=True)
        assert describe(quick) == describe(standard), cls.__qualname__
        compared += 1
        aliases += len(items) != len(cls._member_names_)
        flags += issubclass(cls, enum.Flag)
    assert compared == len(enums) and aliases > 10 and flags > 100
    # all of them the quick way: the standard library's namespace learnt for every base
    for base in (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag):
        assert enum_build._templates[(base, enum.KEEP)] is not None, base


@pytest.mark.parametrize("base", [enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag])
@pytest.mark.parametrize(
    "items",
    [
        [],
        [("A", 1), ("B", 2), ("C", 4)],
        [("A", 1), ("B", 1), ("C", 2), ("D", 3), ("E", 0)],  # aliases, multi-bit, zero
        [("D", 8), ("A", 1), ("B", 4), ("Mixed", 12), ("C", 2)],  # flags not in order
        [("name", 1), ("value", 2), ("other", 3)],  # Enum's own property names
        [("Big", 1 << 40), ("Neg", -1), ("Zero", 0)],
    ],
)
def test_made_up_lists(base: type, items: list[tuple[str, int]]) -> None:
    standard = build(base, "Made", items, quick=False)
    quick = build(base, "Made", items, quick=True)
    assert describe(quick) == describe(standard)


@pytest.mark.parametrize(
    "call",
    [
        lambda: enum.Enum("Spaced", "A B C"),  # names only: values generated
        lambda: enum.IntEnum("Mapped", {"A": 1, "B": 2}),
        lambda: enum.Enum("Private", [("_A", 1), ("B", 2)]),
        lambda: enum.Enum("Module", [("A", 1)], module="somewhere"),
        lambda: enum.Enum("Twice", [("A", 1), ("A", 2)]),
    ],
)
def test_other_calls_are_the_standard_librarys(call: Any) -> None:
    enum_build.uninstall()
    try:
        standard: Any = call()
    except Exception as exc:  # the same error both ways
        standard = (type(exc), str(exc))
    assert enum_build.install()
    try:
        quick: Any = call()
    except Exception as exc:
        quick = (type(exc), str(exc))
    finally:
        enum_build.uninstall()
    if isinstance(standard, tuple):
        assert quick == standard
    else:
        assert describe(quick) == describe(standard)


def test_installed_only_for_the_python_copied() -> None:
    assert (sys.version_info[0], sys.version_info[1]) in enum_build.WRITTEN_FOR
    assert enum_build.stdlib_digest() == enum_build.WRITTEN_FOR[sys.version_info[:2]]
    real = enum.EnumType.__dict__["_create_"]
    try:
        enum_build.uninstall()
        saved = dict(enum_build.WRITTEN_FOR)
        enum_build.WRITTEN_FOR.clear()
        try:
            assert not enum_build.install()  # another Python: the standard library's own
            assert enum.EnumType.__dict__["_create_"] is enum_build._STDLIB_CREATE
        finally:
            enum_build.WRITTEN_FOR.update(saved)
    finally:
        setattr(enum.EnumType, "_create_", real)  # noqa: B010
