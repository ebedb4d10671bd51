"""Every parsed SVG document is let go when the table has not drawn it for a moment and parsed
again when next drawn (issue 18: the documents take 15–35 KiB of Qt's memory for a 1–2 KB
piece, ~0.55 MiB for the whaling board, and the table draws most art into its items' device
caches; module doc of `nbgui.ui.table.assets`): art drawn again and again stays parsed, the
drawing is the same after, and the items' "is there such art?" question does not parse it
again."""

from __future__ import annotations

import os
import time

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from nbgui.ui.table.assets import RELEASE_AFTER_MS, AssetLibrary
from tests.blocking import within


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


def test_art_is_let_go_when_idle_and_drawn_the_same_after(qtbot) -> None:
    library = AssetLibrary()
    board = drawn(library, "board_whaling")
    worker = drawn(library, "worker_0")
    assert library.parsed() == ["board_whaling", "worker_0"]
    kept = library.renderer("worker_0")
    # the worker drawn again and again (an animation), the board not: the board goes first,
    # the worker's document stays the same one (never parsed again meanwhile)
    end = time.monotonic() + 3 * RELEASE_AFTER_MS / 1000
    while time.monotonic() < end:
        qtbot.wait(RELEASE_AFTER_MS // 4)
        assert library.renderer("worker_0") is kept
        drawn(library, "worker_0")
        if library.parsed() == ["worker_0"]:
            break
    assert library.parsed() == ["worker_0"]
    # not drawn any more: it goes too, and the sweep stops
    qtbot.waitUntil(lambda: library.parsed() == [], timeout=RELEASE_AFTER_MS * 4)
    assert library._release_timer is not None
    qtbot.waitUntil(lambda: not library._release_timer.isActive(), timeout=RELEASE_AFTER_MS * 4)
    assert library.has("board_whaling") and library.has("worker_0")
    assert library.parsed() == []  # known: not parsed again to answer
    assert library.has("board_town")
    assert library.parsed() == ["board_town"]  # `has` parsed the town once to find out
    qtbot.waitUntil(lambda: library.parsed() == [], timeout=RELEASE_AFTER_MS * 4)
    assert library.has("board_town")
    assert library.parsed() == []
    assert drawn(library, "board_whaling") == board
    assert drawn(library, "worker_0") == worker


def test_missing_art_is_still_none_and_warned_once(tmp_path, qtbot) -> None:
    library = AssetLibrary(tmp_path)  # no manifest at all
    assert library.renderer("board_whaling") is None
    assert not library.has("board_whaling")
    assert library.parsed() == []


@pytest.mark.parametrize("content", [b"[" * 3000, b"not json", b"[1, 2]", b"\xff"])
def test_an_unreadable_manifest_draws_plain_shapes(tmp_path, qtbot, content: bytes) -> None:
    """The asset manifest is read as a hostile file: one nested past what the JSON parser
    follows (it raised RecursionError out of the table's start), not JSON, not an object or
    not UTF-8 leaves the table drawing plain shapes."""
    (tmp_path / "manifest.json").write_bytes(content)
    library = AssetLibrary(tmp_path)
    assert library.manifest == {}
    assert library.renderer("board_whaling") is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_a_manifest_that_is_a_named_pipe_is_not_waited_on(tmp_path, qtbot) -> None:
    """A named pipe in the manifest's place: reading it whole waited forever for a writer."""
    os.mkfifo(tmp_path / "manifest.json")
    assert within(10, lambda: AssetLibrary(tmp_path)).manifest == {}


def test_letting_art_go_hands_the_heap_back(qtbot, monkeypatch) -> None:
    """What a let-go document held is handed back to the system (`nbgui.heap.give_back`), once
    a sweep let something go; a sweep that keeps everything does not ask."""
    from nbgui.ui.table import assets

    given: list[list[str]] = []
    library = AssetLibrary()
    monkeypatch.setattr(assets, "give_back", lambda: given.append(library.parsed()))
    drawn(library, "worker_0")
    library._release_idle()  # drawn since the last sweep: kept
    assert given == [] and library.parsed() == ["worker_0"]
    library._release_idle()  # not drawn since: let go, then the heap handed back
    assert given == [[]]


def test_release_all_lets_even_art_drawn_just_now_go(qtbot) -> None:
    """`release_all` (the game is over: the table stops moving) lets every document go at
    once, drawn lately or not; missing art stays known as missing (not looked for again), and
    art drawn afterwards is parsed again and drawn the same."""
    library = AssetLibrary()
    worker = drawn(library, "worker_0")
    drawn(library, "board_town")
    assert library.renderer("no_such_art") is None
    assert library.parsed() == ["board_town", "worker_0"]
    assert library.release_all()
    assert library.parsed() == []
    assert not library.release_all()  # nothing held: nothing let go
    assert "no_such_art" in library._renderers and not library.has("no_such_art")
    assert drawn(library, "worker_0") == worker
    assert library.parsed() == ["worker_0"]
