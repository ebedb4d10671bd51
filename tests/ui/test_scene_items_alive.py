"""Scene items keep their Python side alive.

PySide6 does not hold a reference to the Python wrapper of a custom QGraphicsItem added with
`QGraphicsScene.addItem`. Once nothing else refers to it the wrapper is freed, the item loses
its Python `paint`, and later the C++ item itself was destroyed (mid-game, the whole whaling
board art vanished). TableScene therefore keeps a reference to every item it holds.
"""

from __future__ import annotations

import gc
import weakref

from fake_session import FakeSession, register_test_fonts

from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.items import SvgItem
from nbgui.ui.table.widget import TableWidget


def test_board_art_wrappers_survive(qtbot) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    session = FakeSession(GameSetup(seed=3, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    widget = TableWidget(session)
    qtbot.addWidget(widget)
    refs = [weakref.ref(i) for i in widget.scene.items() if isinstance(i, SvgItem)]
    assert len(refs) == 2
    gc.collect()
    assert all(r() is not None for r in refs), "the scene must keep its items' wrappers alive"
    boards = sorted(i.asset_id for i in widget.scene.items() if isinstance(i, SvgItem))
    assert boards == ["board_town", "board_whaling"]
    # The mechanism itself (the symptom needs a long real-window game to show): every
    # top-level item in the scene is held by the scene's own reference set.
    top = [i for i in widget.scene.items() if i.parentItem() is None]
    assert top and all(i in widget.scene._alive for i in top)
