"""`python -m nbgui` opens the game window; `python -m nbgui sim|replay …` runs the CLI."""

from __future__ import annotations

import sys


def main() -> int:
    from nbgui import pyside_import

    args = sys.argv[1:]
    if (args and args[0] in ("sim", "replay", "-h", "--help")) or "--selftest" in args:
        pyside_import.finish()  # the frozen bundle's run-time hook installed it: no window here
    else:
        # the window's start: `re`'s patterns of the modules it imports before PySide6 come
        # from the last start's work too; `run_app` finishes it once PySide6 is imported
        pyside_import.install()
    if args and args[0] in ("sim", "replay", "-h", "--help"):
        from nbgui.cli import main as cli_main

        return cli_main(args)
    if "--selftest" in args:
        from nbgui.selftest import main as selftest_main

        return selftest_main([a for a in args if a != "--selftest"])
    if args and args[0] == "gui":
        args = args[1:]
    from nbgui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
