"""Keeping games safe on disk: autosave, resume, named saves, settings, logs, crash handling.

Pure Python (no Qt): the UI wires these in. The engine's `nbgui.engine.save` defines the save
envelope; this package decides where files live and how they are written and read back.
"""

from nbgui.persist.atomic import (
    aside_name,
    atomic_write_bytes,
    atomic_write_text,
    backup_path,
    set_aside,
)
from nbgui.persist.crash import CrashReport, crash_summary, install_excepthook
from nbgui.persist.logs import setup_logging
from nbgui.persist.paths import AppDirs
from nbgui.persist.settings import Settings, load_settings, save_settings
from nbgui.persist.store import LoadedGame, RulesMismatch, SaveStore, SaveSummary

__all__ = [
    "AppDirs",
    "CrashReport",
    "LoadedGame",
    "RulesMismatch",
    "SaveStore",
    "SaveSummary",
    "Settings",
    "aside_name",
    "atomic_write_bytes",
    "atomic_write_text",
    "backup_path",
    "crash_summary",
    "install_excepthook",
    "load_settings",
    "save_settings",
    "set_aside",
    "setup_logging",
]
