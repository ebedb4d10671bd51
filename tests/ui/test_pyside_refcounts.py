"""Regression guard for the PySide6 build we depend on.

PySide6-Essentials 6.12.0 on CPython 3.11 drops a reference to None on every Qt call returning
void and to True/False on every emit/bool return, so a long game ends in "Fatal Python error:
none_dealloc". pyproject pins `>=6.11.3,<6.12`; this test fails if an install brings back a
leaking build, instead of the app crashing an hour into someone's game.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem


class _Probe(QObject):
    ping = Signal()


def test_void_and_bool_calls_keep_singleton_refcounts(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = QGraphicsRectItem(0, 0, 1, 1)
    probe = _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(2000):
        item.setZValue(1.0)
        item.isVisible()
        probe.ping.emit()
    assert sys.getrefcount(None) >= none_before - 50
    assert sys.getrefcount(True) >= true_before - 50
