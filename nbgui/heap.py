"""The C heap's free pages given back to the system (issue 18: memory over a game).

glibc's malloc keeps what is freed in the middle of its heap resident, for its own later use;
only `malloc_trim` hands whole free pages of it back. A game frees such memory in bulk at a few
known moments — the table's SVG documents let go when idle (`nbgui.ui.table.assets`: the two
boards' ~1 MiB soon after the first frame), the coach's search in the worker thread (its own
malloc arena), the game's end before the score sheet — while what the game holds afterwards
grows mostly in Python's own object arenas, which that free heap memory cannot serve. Measured
at the end of a real game: 0.4–0.7 MiB of free heap pages resident (`malloc_trim(0)` 0.17 ms).

`give_back()` runs `malloc_trim(0)` under glibc on Linux (`os.confstr("CS_GNU_LIBC_VERSION")`
names it) and does nothing elsewhere (Windows, macOS, musl), or when it cannot be called. It
is called through `_ctypes` itself, set up on first use: the `ctypes` package would add about
0.2 MiB of Python for this one call, and the frozen bundle leaves it out (see
packaging/pyinstaller/nbgui.spec). Safe from any thread (glibc locks each arena it trims).
"""

from __future__ import annotations

import os
import sys
from typing import Any

#: `malloc_trim` once set up; None before the first call, False where there is none.
_trim: Any = None


def glibc() -> bool:
    """Whether this process runs on glibc (Linux): the only C library `give_back` trims."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        version = os.confstr("CS_GNU_LIBC_VERSION")
    except (AttributeError, ValueError, OSError):
        return False
    return bool(version) and str(version).startswith("glibc")


def _set_up() -> Any:
    """`malloc_trim` as a Python callable, or False where there is none."""
    if not glibc():
        return False
    try:
        import _ctypes  # a static import: the frozen bundle carries it (and libffi) on Linux

        ct: Any = _ctypes  # typeshed knows these only through the ctypes package

        class _Int(ct._SimpleCData):  # type: ignore[misc]  # ctypes.c_int, without ctypes
            _type_ = "i"

        class _Function(ct.CFuncPtr):  # type: ignore[misc]  # what ctypes.CDLL makes
            _flags_ = ct.FUNCFLAG_CDECL
            _restype_ = _Int

        class _Process:  # ctypes.CDLL(None): the symbols already loaded in the process
            _handle = ct.dlopen(None)

        return _Function(("malloc_trim", _Process))
    except (ImportError, AttributeError, OSError, TypeError):
        return False


def give_back() -> bool:
    """Hand the C heap's whole free pages back to the system; whether any were (False where
    there is no glibc, or it cannot be called)."""
    global _trim
    if _trim is None:
        _trim = _set_up()
    if _trim is False:
        return False
    return bool(_trim(0))
