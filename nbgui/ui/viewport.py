"""Scroll-area viewports made from Python (issue 18: memory over a game, start-up CPU).

The first time PySide6 hands Python a plain C++ `QWidget` it has no wrapper for — the
`viewport()` Qt made for a `QListWidget` or a `QGraphicsView` — it cannot tell that widget's
class from its C++ type, so it builds the Python class of every `QWidget` subclass of QtWidgets
(about 130, `QWizard` and `QCalendarWidget` among them, with all their enums) to look for it:
about 10 ms of CPU and 0.9 MiB of Python heap (3 MiB resident with the code it runs), kept for
the rest of the game. A viewport made here already has its wrapper, so `viewport()` returns it
at once.

`own_viewport(view)` gives `view` such a viewport, set up as the one Qt made (checked attribute
by attribute in `tests/ui/test_viewport.py`): for item views, the name, the base background
role and the filled background Qt gives its first viewport; `QGraphicsView.setupViewport` does
the rest for a graphics view, as it did for Qt's own. Call it right after making the view,
before anything is set on the viewport.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView, QWidget


def own_viewport(view: QAbstractScrollArea) -> QWidget:
    """Replace `view`'s viewport with an identical one made here; return it."""
    viewport = QWidget()
    if not isinstance(view, QGraphicsView):  # QAbstractScrollArea's own first viewport
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(True)
    view.setViewport(viewport)  # the view takes it (Qt parent); Qt's own is deleted
    return viewport
