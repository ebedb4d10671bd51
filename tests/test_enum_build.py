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
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from nbgui import enum_build
from nbgui.enum_build_check import BASES, MADE_UP, build, compare_all, describe

copies_this_python = pytest.mark.skipif(
    not enum_build.applies(), reason="enum_build copies another Python's enum internals"
)


@copies_this_python
def test_every_pyside_enum_is_built_alike() -> None:
    counts = compare_all()
    # the four modules' enum classes (637 in PySide6 6.11), some with aliases, many flags
    assert counts["pyside"] > 600 and counts["aliases"] > 10 and counts["flags"] > 100


@copies_this_python
@pytest.mark.parametrize("base", BASES)
@pytest.mark.parametrize("items", MADE_UP)
def test_made_up_lists(base: type, items: list[tuple[str, int]]) -> None:
    standard = build(base, "Made", items, quick=False)
    quick = build(base, "Made", items, quick=True)
    assert describe(quick) == describe(standard)


@copies_this_python
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


@copies_this_python
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


def python312() -> str | None:
    """A Python 3.12 with PySide6 (``NBGUI_PYTHON312``), if one is named."""
    return os.environ.get("NBGUI_PYTHON312") or None


@pytest.mark.skipif(python312() is None, reason="no Python 3.12 named in NBGUI_PYTHON312")
def test_python312_builds_every_enum_alike() -> None:
    """The release's Python (3.12) builds PySide6's enums the quick way, and alike: every
    class of the four modules and every made-up list compared there (`compare_all`)."""
    script = (
        "import json, sys; from nbgui import enum_build; from nbgui.enum_build_check import "
        "compare_all; print(json.dumps([list(sys.version_info[:2]), enum_build.applies(), "
        "compare_all()]))"
    )
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [str(python312()), "-c", script], capture_output=True, text=True, env=env, timeout=300,
        check=False, cwd=root,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    version, applies, counts = json.loads(out.stdout.strip().splitlines()[-1])
    assert version == [3, 12] and applies is True
    assert counts["pyside"] > 600 and counts["made_up"] == len(MADE_UP) * len(BASES)


def _held_bytes(base: type, items: list[tuple[str, int]]) -> tuple[int, Any]:
    """The Python memory a class built the quick way from `items` holds (`tracemalloc`)."""
    import gc
    import tracemalloc

    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        made = build(base, "Measured", items, quick=True)
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before, made
    finally:
        tracemalloc.stop()


@copies_this_python
@pytest.mark.parametrize("base", [enum.Enum, enum.Flag])
def test_members_attributes_take_few_slots(base: type, monkeypatch: pytest.MonkeyPatch) -> None:
    """An `Enum` or `Flag` member's four attributes are kept in a values array of a few slots,
    not the 18-29 its class's shared names table would give the first dozen members (issue 18:
    `_SPARE_INSTANCES`); the class is the same either way. Fails when the spare instances stop
    shrinking the arrays (no saving) or shrink them too far (the members' attributes then move
    to ordinary dicts: more memory, not less)."""
    items = [(f"Member{i}", 1 << i) for i in range(12)]
    build(base, "Warm", items, quick=True)  # the template for `base`, learnt once
    compact, made = _held_bytes(base, items)
    monkeypatch.setattr(enum_build, "_SPARE_INSTANCES", 0)
    roomy, plain = _held_bytes(base, items)
    assert describe(made) == describe(plain)
    # 12 members: about 8 bytes for each slot spared, 18-29 slots a member before
    assert roomy - compact >= 12 * 100, (roomy, compact)
