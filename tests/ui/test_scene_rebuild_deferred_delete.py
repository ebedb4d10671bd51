"""A table rebuilt from inside an item's click does not destroy that item inside its click.

`TableScene.build` (a new language, arrangement or board) used `QGraphicsScene.clear`, which
deletes every item at once: a rebuild started by a click (a button's `clicked`) freed the
clicked item while Qt's scene was still delivering its mouse release (a use-after-free; the
button's own code after its signal then ran on a deleted object). The scene now takes its
items off and frees them on the next turn of the event loop (`TableScene._retire_items`), as
the prompt does with its buttons (`test_prompt_button_deferred_delete.py`).
"""

from __future__ import annotations

import gc
import weakref

import shiboken6
from fake_session import FakeSession, register_test_fonts, shown_table
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtTest import QTest

from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import ButtonItem


def test_a_rebuild_from_inside_a_click_keeps_the_clicked_item_until_it_returns(
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    register_test_fonts()
    session = FakeSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = shown_table(qtbot, session, (1280, 720))
    scene = w.scene
    button = ButtonItem("Rebuild", QRectF(0, 0, 160, 40), scene.assets)
    seen: dict[str, bool] = {}
    ref = weakref.ref(button)

    def rebuild() -> None:
        w.set_language(scene.language)  # the table drawn again, from inside the click
        clicked = ref()
        seen["alive in its click"] = clicked is not None and shiboken6.isValid(clicked)

    button.clicked.connect(rebuild)
    button.setPos(scene.geo.prompt_rect.center())
    scene.addItem(button)
    old = [weakref.ref(i) for i in scene.items() if i.parentItem() is None]
    assert len(old) > 50
    pos = w.view.mapFromScene(button.sceneBoundingRect().center())
    del button  # the scene's references only, as for the table's own items
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
    )
    assert seen, "the click reached the button and rebuilt the table"
    assert seen["alive in its click"], "the rebuild deleted the clicked item inside its click"
    obj = ref()
    assert obj is not None and shiboken6.isValid(obj), "alive when its click returns"
    assert obj.scene() is None, "but off the table"
    del obj
    # the new table is whole and the old items go on the next turn of the event loop
    assert scene.geo is not None and len(scene.pieces) > 20
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(10)
    gc.collect()
    assert all(r() is None or not shiboken6.isValid(r()) for r in [ref, *old])
