"""Where nbgui keeps the player's files: saves, Captain overrides, settings, logs, window state.

The folders are platformdirs' (app name ``nbgui``, no author folder; on Linux and macOS worked
out by `nbgui.paths.platform_folders` without importing it). Setting the
environment variable ``NBGUI_HOME`` puts everything under that one folder instead — the tests
and the kill test use it so they never touch the real user folders.

>>> dirs = AppDirs.under(Path("/tmp/nbhome"))
>>> dirs.saves.as_posix()
'/tmp/nbhome/data/saves'
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from nbgui.paths import HOME_ENV as HOME_ENV
from nbgui.paths import nbgui_home, platform_folders

APP_NAME = "nbgui"
SAVE_SUFFIX = ".nbsave"


@dataclass(frozen=True)
class AppDirs:
    """The app's folders. On Windows and macOS several platformdirs folders coincide, so every
    kind of file has its own subfolder or name."""

    data: Path
    config: Path
    logs: Path
    state: Path

    @classmethod
    def under(cls, root: Path) -> AppDirs:
        """Everything under one folder (the ``NBGUI_HOME`` layout)."""
        root = Path(root)
        return cls(
            data=root / "data", config=root / "config", logs=root / "logs", state=root / "state"
        )

    @classmethod
    def from_platform(cls) -> AppDirs:
        """The operating system's per-user folders: those platformdirs gives (app name
        ``nbgui``, no author folder), worked out here on Linux and macOS (`platform_folders`)."""
        known = platform_folders()
        if known is not None:
            return cls(*known)
        import platformdirs  # Windows and anything unusual: its own answer

        return cls(
            data=platformdirs.user_data_path(APP_NAME, appauthor=False),
            config=platformdirs.user_config_path(APP_NAME, appauthor=False),
            logs=platformdirs.user_log_path(APP_NAME, appauthor=False),
            state=platformdirs.user_state_path(APP_NAME, appauthor=False),
        )

    @classmethod
    def from_env(cls) -> AppDirs:
        """``NBGUI_HOME`` when set (and not empty), else the platform folders."""
        home = nbgui_home()
        return cls.under(home) if home is not None else cls.from_platform()

    @property
    def saves(self) -> Path:
        """Named saves and the autosave."""
        return self.data / "saves"

    @property
    def autosave(self) -> Path:
        return self.saves / f"autosave{SAVE_SUFFIX}"

    @property
    def finished(self) -> Path:
        """Completed games, kept for the history feature."""
        return self.saves / "finished"

    @property
    def abandoned(self) -> Path:
        """Open games set aside when a new game started (never silently lost)."""
        return self.saves / "abandoned"

    @property
    def damaged(self) -> Path:
        """Autosaves the player chose to discard because they could not be loaded."""
        return self.saves / "damaged"

    @property
    def captains(self) -> Path:
        """User Captain board overrides (pass to `load_captain_boards(override_dir=...)`)."""
        return self.data / "captains"

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @property
    def log_file(self) -> Path:
        return self.logs / "nbgui.log"

    def ensure(self) -> AppDirs:
        """Create the folders that must exist (idempotent); returns self."""
        for folder in (self.saves, self.captains, self.config, self.logs, self.state):
            folder.mkdir(parents=True, exist_ok=True)
        return self
