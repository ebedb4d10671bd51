"""In step: the log and the score table change when the table shows the event, not before;
Skip brings them all to the end at once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from window_helpers import open_test_window

from nbgui.captain.setup import load_boards
from nbgui.engine import StartGoods
from nbgui.simulate import make_setup
from nbgui.ui.table.geometry import layout


def _drag(view, a: QPointF, b: QPointF) -> None:  # type: ignore[no-untyped-def]
    vp = view.viewport()
    pa, pb = view.mapFromScene(a), view.mapFromScene(b)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
    QTest.mouseMove(vp, (pa + pb) / 2)
    QTest.mouseMove(vp, pb)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb)


def _started(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A window against Stubb, past the starting goods."""
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(3, ["stubb"], boards, human_names=["Ann"])
    w = open_test_window(qtbot, boards, tmp_path, setup)
    while w.session.state.decision.kind == "start_goods":
        assert w.table.controller.perform(StartGoods(1, 1, 1, 1))
    return w


def test_captain_log_lines_wait_for_its_worker(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _started(qtbot, tmp_path)
    table, session = w.table, w.session
    human = next(i for i, s in enumerate(session.state.seats) if not s.is_captain)
    captain = 1 - human
    table.set_speed("normal")
    # drag the human's worker by mouse onto the Forest; the Captain answers at once in the
    # session, and the table animates it
    while session.state.decision.seat != human:
        qtbot.wait(20)
    worker = table.scene.pieces[("worker", human, 0)]
    before_lines = len(w.log_panel.lines())
    _drag(table.view, worker.sceneBoundingRect().center(),
          table.scene.spaces["forest"].sceneBoundingRect().center())
    captain_batches = [b for b in session.batches if b.captain and b.seat == captain]
    assert captain_batches, "the Captain played after the human"
    last = captain_batches[-1]
    name = session.seat_names[captain]
    assert table.busy
    # while the table still shows the Captain's die and Helm, its move is not in the log yet
    logged = w.log_panel.lines()[before_lines:]
    assert not any(line.startswith(name + " places") for line in logged), logged
    placed = [s for s, _ in last.after.placements if s == captain]
    key = ("worker", captain, len(placed) - 1)
    target = layout(last.after, table.scene.geo)[key]
    seen_landed_before_log = False
    for _ in range(400):
        qtbot.wait(15)
        logged = w.log_panel.lines()[before_lines:]
        has_line = any(line.startswith(name + " places") for line in logged)
        item = table.scene.pieces[key]
        landed = (item.pos() - target.topLeft()).manhattanLength() < 1.0
        if has_line:
            assert landed, "the log named the Captain's move before its worker landed"
            seen_landed_before_log = True
            break
    assert seen_landed_before_log
    qtbot.waitUntil(lambda: not table.busy, timeout=8000)


def test_skip_brings_log_and_scores_to_the_end(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _started(qtbot, tmp_path)
    table, session = w.table, w.session
    table.set_speed("slow")
    human = next(i for i, s in enumerate(session.state.seats) if not s.is_captain)
    worker = table.scene.pieces[("worker", human, 0)]
    _drag(table.view, worker.sceneBoundingRect().center(),
          table.scene.spaces["forest"].sceneBoundingRect().center())
    assert table.busy
    table.skip()
    assert not table.busy
    # every applied batch is in the log, and the score table shows the session's state
    text = "\n".join(w.log_panel.lines())
    name = session.seat_names[human]
    assert f"{name} places a worker on the Forest" in text
    assert w.score_preview.item(human, 0).text() == name



def test_a_refused_drop_speaks_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A refused drop: one sentence, in the bubble next to the drop point — no status-bar
    copy, no tooltip, one message."""
    from PySide6.QtWidgets import QToolTip

    w = _started(qtbot, tmp_path)
    table, session = w.table, w.session
    table.set_speed("instant")
    while session.state.decision.seat is None or session.state.seats[
        session.state.decision.seat
    ].is_captain:
        qtbot.wait(10)
    human = session.state.decision.seat
    worker = table.scene.pieces[("worker", human, 0)]
    # the Town Hall with $1, 1 lumber, 1 food, 1 brick: no building is affordable
    target = table.scene.spaces["town_hall"].sceneBoundingRect().center()
    before = session.state
    said: list[str] = []
    table.messageShown.connect(said.append)
    _drag(table.view, worker.sceneBoundingRect().center(), target)
    assert session.state is before
    assert len(said) == 1, said
    bubble = table.scene.bubble
    assert bubble.isVisible() and bubble.text == said[0]
    assert bubble.sceneBoundingRect().adjusted(-60, -60, 60, 60).contains(target)
    assert w.statusBar().currentMessage() == ""
    assert not QToolTip.isVisible()
