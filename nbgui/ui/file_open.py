"""Saved games opened by the system: macOS hands a double-clicked ``.nbsave`` to a running (or
launching) app as a `QFileOpenEvent`, not on the command line (Linux and Windows pass the path
as an argument, which `nbgui.app` reads).

`FileOpenWatcher` watches the application for those events: paths that arrive before the main
window exists wait in `pending` (the start-up code opens the last one instead of the new-game
dialog); later ones go straight to the window's `open_game`, which validates the file like any
other and says why when it refuses it.

It watches only where the system sends them (macOS; Qt: "currently supported for macOS only").
An event filter on the application sees every event of every object in Python, for the whole
session; at start-up it also made PySide6 wrap Qt's internal widgets, loading the Python types
and enums of every Qt class on the way to the first frame (issue 18: about 20 ms of CPU and
2 MiB here, for events Linux and Windows never send).
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

#: Whether the system hands files to a running app as `QFileOpenEvent`.
SYSTEM_SENDS_FILE_OPEN = sys.platform == "darwin"


class FileOpenWatcher(QObject):
    def __init__(self, app: QCoreApplication, watch: bool = SYSTEM_SENDS_FILE_OPEN) -> None:
        super().__init__(app)
        self.pending: list[str] = []
        self.window: Any = None
        self.watching = watch
        if watch:
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
