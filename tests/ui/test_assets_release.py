"""The boards' parsed SVG documents are let go when the table has not drawn them for a moment
and parsed again when next drawn (issue 18: about 0.7 MiB of Qt's memory over a game; module doc
of `nbgui.ui.table.assets`): the drawing is the same, other art stays parsed, and the items'
"is there a board?" question does not parse them again."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from nbgui.ui.table.assets import RELEASE_AFTER_MS, AssetLibrary


def drawn(library: AssetLibrary, asset_id: str) -> QImage:
    image = QImage(300, 210, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer = library.renderer(asset_id)
    assert renderer is not None
    renderer.render(painter, QRectF(0.5, 0.25, 299.0, 209.5))
    painter.end()
    return image


def test_a_board_is_let_go_when_idle_and_drawn_the_same_after(qtbot) -> None:
    library = AssetLibrary()
    first = drawn(library, "board_whaling")
    drawn(library, "worker_0")
    assert library.parsed() == ["board_whaling", "worker_0"]
    qtbot.wait(RELEASE_AFTER_MS // 2)
    drawn(library, "board_whaling")  # drawn again: the moment starts over
    qtbot.wait(RELEASE_AFTER_MS // 2 + 100)
    assert "board_whaling" in library.parsed()
    qtbot.waitUntil(lambda: library.parsed() == ["worker_0"], timeout=RELEASE_AFTER_MS * 4)
    assert library.has("board_whaling") and library.has("board_town")
    assert library.parsed() == ["board_town", "worker_0"]  # `has` parsed the town once
    qtbot.waitUntil(lambda: library.parsed() == ["worker_0"], timeout=RELEASE_AFTER_MS * 4)
    assert library.has("board_town")
    assert library.parsed() == ["worker_0"]  # known now: not parsed again to answer
    assert drawn(library, "board_whaling") == first


def test_missing_art_is_still_none_and_warned_once(tmp_path, qtbot) -> None:
    library = AssetLibrary(tmp_path)  # no manifest at all
    assert library.renderer("board_whaling") is None
    assert not library.has("board_whaling")
    assert library.parsed() == []
