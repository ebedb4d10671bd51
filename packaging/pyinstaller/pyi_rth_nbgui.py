# The app's own run-time hook (nbgui.spec's runtime_hooks). PyInstaller runs the spec's hooks
# before its own, so this comes before its Qt hook (pyi_rth_pyside6), which imports PySide6
# (issue 18, frozen start-up):
# - shiboken's support modules and their regular expressions come from the cache file the
#   build put in the bundle (nbgui.pyside_import) instead of being compiled again; `run_app`
#   (or the self-test) ends that once PySide6 is imported;
# - PySide6's enum classes are built the quick way (nbgui.enum_build) from the first: the Qt
#   hook's import and its qt.conf check build 29 of them, which `run_app` installs it too late
#   for in a bundle.
# ruff: noqa


def _nbgui_rthook():
    from nbgui import enum_build, pyside_import

    pyside_import.install()
    enum_build.install()


_nbgui_rthook()
del _nbgui_rthook
