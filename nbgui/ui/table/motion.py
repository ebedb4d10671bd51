"""The Qt animation classes the animator (`nbgui.ui.table.animator`) builds its steps from,
and `Call`, its timed callback step: imported with the first animation, not with the table
(issue 18: PySide6 builds these classes and their enums when they are first named, about 1 ms
of a start whose first frame animates nothing)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QVariantAnimation,
)

__all__ = [
    "Call",
    "QAbstractAnimation",
    "QEasingCurve",
    "QParallelAnimationGroup",
    "QPauseAnimation",
    "QPropertyAnimation",
    "QSequentialAnimationGroup",
]


class Call(QVariantAnimation):
    """A timed step that runs a callback when it starts (captions, highlights, die faces)."""

    def __init__(
        self,
        duration: int,
        on_start: Callable[[], object],
        on_value: Callable[[float], None] | None = None,
    ) -> None:
        super().__init__()
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(max(1, duration))
        self._on_start = on_start
        self._on_value = on_value
        self.stateChanged.connect(self._state)
        if on_value is not None:
            self.valueChanged.connect(self._value)

    def _state(self, new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running:
            self._guarded(self._on_start)

    def _value(self, v: float) -> None:
        if self._on_value is not None:
            self._guarded(lambda: self._on_value(v))  # type: ignore[misc]

    def _guarded(self, call: Callable[[], object]) -> None:
        """Run a step; if its items were deleted meanwhile (the table was rebuilt or closed
        mid-animation), stop quietly instead of raising inside Qt's event loop."""
        try:
            call()
        except RuntimeError as exc:
            if "already deleted" not in str(exc):
                raise
            self.stop()
