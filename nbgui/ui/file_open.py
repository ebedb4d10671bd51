"""Saved games opened by the system: macOS hands a double-clicked ``.nbsave`` to a running (or
launching) app as a `QFileOpenEvent`, not on the command line (Linux and Windows pass the path
as an argument, which `nbgui.app` reads).

`FileOpenWatcher` watches the application for those events: paths that arrive before the main
window exists wait in `pending` (the start-up code opens the last one instead of the new-game
dialog); later ones go straight to the window's `open_game`, which validates the file like any
other and says why when it refuses it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenWatcher(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.pending: list[str] = []
        self.window: Any = None
        app.installEventFilter(self)

    def attach(self, window: Any) -> None:
        """From now on open files in `window` (anything still pending is left to the caller)."""
        self.window = window

    def take(self) -> str | None:
        """The last path that arrived before a window was attached (others are dropped)."""
        path = self.pending[-1] if self.pending else None
        self.pending.clear()
        return path

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        path = event.file()
        if not path:
            return False
        if self.window is None:
            self.pending.append(path)
        else:
            self.window.open_game(path)
        return True
