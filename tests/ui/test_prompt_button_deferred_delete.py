"""A prompt button that submits a move is not destroyed inside its own click.

Clicking "Take these goods" (or "Pass") submits the move, and the table rebuilds the prompt
from inside the button's `clicked` signal. The old prompt removed its buttons from the scene
and dropped the last reference there, so the button's C++ object was freed as soon as its
`mouseReleaseEvent` returned, while Qt's scene was still delivering that very event (a
use-after-free that happened not to crash here). The prompt now defers the deletion to the
next turn of the event loop (`Prompt.clear`).
"""

from __future__ import annotations

import gc
import weakref

import shiboken6
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest

from nbgui.engine import GameSetup, SeatSpec


def _click(w, pos) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )


def test_take_these_goods_is_deleted_after_its_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = shown_table(qtbot, session, (1280, 720))
    prompt = w.controller.prompt
    before = session.state
    ok = prompt.start_ok
    assert ok is not None and ok.enabled
    pos = w.view.mapFromScene(ok.sceneBoundingRect().center())
    ref = weakref.ref(ok)
    # no reference of the test's own while it is clicked (the prompt's are its own)
    prompt.start_ok = None
    del ok
    _click(w, pos)
    obj = ref()
    alive = obj is not None and shiboken6.isValid(obj)
    del obj
    assert session.state is not before, "the click submitted the starting goods"
    assert alive, "the button must outlive its own click (deletion deferred)"
    # ... and it does go, on the next turn of the event loop: no leak
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(10)
    gc.collect()
    obj = ref()
    assert obj is None or not shiboken6.isValid(obj)
