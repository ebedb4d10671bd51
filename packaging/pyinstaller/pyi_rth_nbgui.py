# The app's own run-time hook (nbgui.spec's runtime_hooks). PyInstaller runs the spec's hooks
# before its own, so this comes before its Qt hook (pyi_rth_pyside6), which imports PySide6:
# shiboken's support modules and their regular expressions come from the cache file the build
# put in the bundle (nbgui.pyside_import; issue 18, frozen start-up) instead of being compiled
# again. The entry script (nbgui_entry.py) calls `finish` once PySide6 is imported.
# ruff: noqa


def _nbgui_rthook():
    from nbgui import pyside_import

    pyside_import.install()


_nbgui_rthook()
del _nbgui_rthook
