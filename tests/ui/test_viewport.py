"""`nbgui.ui.viewport.own_viewport`: the viewport made in Python is set up as the one Qt made
(issue 18: with it, `viewport()` does not make PySide6 build every QWidget subclass)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsScene, QGraphicsView, QListWidget

from nbgui.ui.theme import apply_theme
from nbgui.ui.viewport import own_viewport

ATTRIBUTES = range(int(Qt.WidgetAttribute.WA_AttributeCount.value))


def describe(view: QAbstractScrollArea) -> dict[str, Any]:
    vp = view.viewport()
    return {
        "attributes": [a for a in ATTRIBUTES if vp.testAttribute(Qt.WidgetAttribute(a))],
        "name": vp.objectName(),
        "roles": (vp.backgroundRole(), vp.foregroundRole()),
        "fill": vp.autoFillBackground(),
        "focus": (vp.focusPolicy(), vp.focusProxy() is view),
        "parent": vp.parentWidget() is view,
        "mouse": (vp.hasMouseTracking(), vp.acceptDrops(), vp.cursor().shape()),
        "geometry": vp.geometry().getRect(),
        "visible": vp.isVisible(),
        "base": vp.palette().color(QPalette.ColorRole.Base).name(),
        "font": vp.font().toString(),
        "class": vp.metaObject().className(),
    }


@pytest.mark.parametrize("make", [QListWidget, lambda: QGraphicsView(QGraphicsScene())])
def test_own_viewport_is_set_up_as_qts_own(qtbot, make):
    apply_theme()  # as in the app: the style sheet polishes viewports too
    qts, ours = make(), make()
    made = own_viewport(ours)
    for view in (qts, ours):
        qtbot.addWidget(view)
        view.resize(300, 200)
        view.show()
    qtbot.waitExposed(ours)
    assert ours.viewport() is made
    assert describe(ours) == describe(qts)
