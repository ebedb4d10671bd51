"""Spare nbgui's modules PySide6's source scan (start-up time and memory, issue 18).

PySide6 (6.4+, PYSIDE-2029) hooks ``import``: the first time an ``import`` statement names a
module after PySide6 is loaded (even one loaded before it), it reads the module's whole source
with ``inspect.getsource`` and looks for the text "PySide6", to know whether the module's
attribute lookups take part in ``from __feature__ import …`` switching (snake_case /
true_property). The sources stay in `linecache`: measured at start-up, about 10 ms of CPU and
3 MiB held for good for nbgui's modules, and 2 MiB more for the standard library's.

nbgui never uses ``__feature__``, so the answer changes nothing for it, and the standard library
never imports PySide6. Those modules get the answer without the read: ``True`` for nbgui's UI
modules (which use PySide6), ``False`` for nbgui's others and for the standard library — the
answers the scan would give. Other packages' modules still go through PySide6's own check, but
the sources it read are dropped from `linecache` right after (platformdirs' seven modules, which
a start imports on Windows: about 0.3 MiB held for good otherwise). If a PySide6 release renames
the hook, nothing is patched.

The frozen bundle ships no sources, so there the scan answers ``False`` for every module, but only
after ``inspect`` has looked for the file, its module and a loader's source (issue 18: the Qt
run-time hook of PyInstaller imports PySide6 before nbgui, so every module the app imports went
through that). Frozen, every module other than nbgui's gets that ``False`` at once; the bundle's
entry script installs this before it imports nbgui.
"""

from __future__ import annotations

import linecache
import os
import sys
from types import ModuleType
from typing import Any

_MARK = "_nbgui_skips_source_scan"
_STDLIB = os.path.dirname(os.__file__) + os.sep


def skip_source_scan() -> bool:
    """Install the shortcut (once; it also drops the sources already cached); True when
    PySide6's hook was found and wrapped."""
    linecache.clearcache()
    feature = sys.modules.get("shibokensupport.feature")
    scan: Any = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan):
        return False
    if getattr(scan, _MARK, False):
        return True

    frozen = bool(getattr(sys, "frozen", False))

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if name == "nbgui" or name.startswith("nbgui."):
            return name == "nbgui.app" or name.startswith("nbgui.ui")
        if frozen:  # no module has its source here: the scan's answer is always False
            return False
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.startswith(_STDLIB) and "site-packages" not in path:
            return False
        # another package's module (platformdirs, pydantic, …): PySide6 reads its source, and
        # `linecache` would keep it for good (platformdirs: 125 KB of text as 3,000 strings);
        # the answer is kept, the source let go (a traceback reads it again when it needs it)
        cached = set(linecache.cache)
        answer = bool(scan(module))
        for key in set(linecache.cache) - cached:
            linecache.cache.pop(key, None)
        return answer

    setattr(uses_pyside, _MARK, True)
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
