"""Entry point of the frozen app (PyInstaller runs this as ``__main__``).

``--selftest`` is handled here, before anything else is imported, so the packaging check never
depends on how `nbgui.__main__` dispatches its arguments; everything else goes to the normal
``python -m nbgui`` entry point.

PyInstaller's Qt run-time hook has imported PySide6 before this script runs, so PySide6's
import-time source scan is already hooked in: `nbgui.ui.pyside_scan` is installed first, so that
none of the modules imported after it pays for the scan (issue 18, frozen start-up). The app's
own run-time hook (`pyi_rth_nbgui.py`) had `nbgui.pyside_import` take shiboken's compiled
modules from the bundle's cache for that import; `run_app` (or the self-test) ends it.
"""

from __future__ import annotations

import sys


def run() -> int:
    if "shibokensupport.feature" in sys.modules:
        from nbgui.ui.pyside_scan import skip_source_scan

        skip_source_scan()
    args = sys.argv[1:]
    if "--selftest" in args:
        from nbgui import pyside_import

        pyside_import.finish()  # installed by pyi_rth_nbgui.py; the window's start ends it
        from nbgui.selftest import main as selftest_main

        return selftest_main(args)
    from nbgui.__main__ import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
