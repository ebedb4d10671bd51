"""Work that waits for a window's first frame (start-up, issue 18, docs/ui.md).

`AfterFirstFrame(window)` runs the jobs given to `add`, in order and once, right after the
window's first paint event (a zero timer queued from it, so the frame is on screen first); if
the window does not paint within `fallback_ms` of the event loop starting (shown minimized, or
never shown), they run then. Its `ready` signal is emitted after the last job, and `done` is
True from then on: tests and tools that drive a window built by `nbgui.app.run_app` wait for it
instead of assuming the game was started while the window was built. A job added once it has
run is run at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

#: How long a window that never paints holds back the jobs (milliseconds of the event loop).
FALLBACK_MS = 2000


class AfterFirstFrame(QObject):
    """Jobs run right after `window`'s first frame (see the module doc)."""

    ready = Signal()

    def __init__(self, window: QWidget, fallback_ms: int = FALLBACK_MS) -> None:
        super().__init__(window)
        self._window: QWidget | None = window
        self._jobs: list[Callable[[], object]] = []
        self._queued = False
        self.done = False
        window.installEventFilter(self)
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.timeout.connect(self._run)
        self._fallback.start(fallback_ms)

    def add(self, job: Callable[[], object]) -> None:
        if self.done:
            job()
        else:
            self._jobs.append(job)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._queued and event.type() == QEvent.Type.Paint:
            self._queued = True
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        self._fallback.stop()
        if self._window is not None:
            self._window.removeEventFilter(self)
            self._window = None
        jobs, self._jobs = self._jobs, []
        for job in jobs:
            job()
        self.ready.emit()


__all__ = ["FALLBACK_MS", "AfterFirstFrame"]
