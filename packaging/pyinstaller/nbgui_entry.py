"""Entry point of the frozen app (PyInstaller runs this as ``__main__``).

``--selftest`` is handled here, before anything else is imported, so the packaging check never
depends on how `nbgui.__main__` dispatches its arguments; everything else goes to the normal
``python -m nbgui`` entry point.
"""

from __future__ import annotations

import sys


def run() -> int:
    args = sys.argv[1:]
    if "--selftest" in args:
        from nbgui.selftest import main as selftest_main

        return selftest_main(args)
    from nbgui.__main__ import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
