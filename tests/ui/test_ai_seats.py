"""AI players: a seat the app plays with the search player, in a worker thread, through the
session and the window; the new-game dialog offers them; their moves are undo barriers."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from window_helpers import open_test_window

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import GameSetup, SeatSpec, legal_commands, new_game
from nbgui.simulate import make_setup
from nbgui.ui.dialogs.new_game import NewGameDialog
from nbgui.ui.fonts import register_fonts
from nbgui.ui.session import Batch, GameSession


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def _play_human(qtbot, session: GameSession, batches: list[Batch], steps: int = 10_000) -> int:
    """Play the human seat with the greedy bot, waiting for the AI seats in between."""
    human = GreedyBot(1)
    moves = 0
    for _ in range(steps):
        if session.is_over:
            break
        qtbot.waitUntil(lambda: session.is_over or not session.machine_to_act, timeout=30_000)
        if session.is_over:
            break
        assert not session.ai_busy
        state = session.state
        assert session.submit(human.choose(state, legal_commands(state)))
        moves += 1
    return moves


def test_whole_game_one_human_two_ai_through_the_session(qtbot, boards):
    setup = make_setup(4, [], boards, humans=1, ai_levels=["easy", "easy"])
    session = GameSession(setup, boards)
    batches: list[Batch] = []
    thinking: list[int] = []
    session.advanced.connect(batches.append)
    session.aiThinking.connect(thinking.append)
    session.start()
    moves = _play_human(qtbot, session, batches)
    assert session.is_over and moves > 10
    ai_batches = [b for b in batches if b.ai]
    assert {b.seat for b in ai_batches} == {1, 2}
    assert all(not b.captain for b in ai_batches)
    assert set(thinking) == {1, 2}
    # the AI moves are real engine steps, chained with the human's
    for a, b in itertools.pairwise(batches):
        assert b.before is a.after


def test_human_cannot_move_for_an_ai_seat_and_undo_stops_at_its_move(qtbot, boards):
    setup = GameSetup(
        seed=2, seats=[SeatSpec(name="AI", ai="easy"), SeatSpec(name="Ann")], first_seat=0
    )
    session = GameSession(setup, boards)
    refused: list[str] = []
    session.refused.connect(lambda code, _text: refused.append(code))
    session.start()
    assert session.ai_to_act
    assert not session.submit(legal_commands(session.state)[0])
    assert refused == ["captain_turn"]
    qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
    assert any(b.ai for b in session.batches)
    # the AI's last move is a barrier: the human cannot take it back
    if session.batches[-1].ai:
        assert not session.can_undo()


def test_stale_ai_answer_is_dropped_after_a_new_game(qtbot, boards):
    setup = GameSetup(seed=9, seats=[SeatSpec(name="AI", ai="medium"), SeatSpec(name="Ann")])
    session = GameSession(setup, boards)
    session.start()
    assert session.ai_busy  # the AI seat chooses its starting goods first
    session.new_game(GameSetup(seed=10, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))
    session.wait_ai()
    qtbot.wait(50)
    assert not any(b.ai for b in session.batches)  # the old game's move never landed
    assert session.state.decision.kind == "start_goods" and not session.ai_busy


def test_whole_game_in_the_window(qtbot, boards, tmp_path):
    setup = make_setup(6, ["stubb"], boards, humans=1, ai_levels=["easy"])
    window = open_test_window(qtbot, boards, tmp_path, setup)
    session = window.session
    batches: list[Batch] = []
    session.advanced.connect(batches.append)
    _play_human(qtbot, session, batches)
    assert session.is_over
    assert any(b.ai for b in batches) and any(b.captain for b in batches)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None, timeout=30_000)
    names = {line.split(":")[0] for line in window.log_panel.lines()}
    assert names  # the log printed the game


def test_dialog_offers_ai_players(qtbot, boards):
    register_fonts()
    d = NewGameDialog(boards, seed=77)
    qtbot.addWidget(d)
    for box in d.captain_boxes.values():
        box.setChecked(False)
    ok = d.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # alone without a Captain
    d.ai_count.setValue(2)
    d.ai_levels[0].setCurrentIndex(d.ai_levels[0].findData("easy"))
    d.ai_levels[1].setCurrentIndex(d.ai_levels[1].findData("strong"))
    assert ok.isEnabled()
    setup = d.setup()
    assert [s.ai for s in setup.seats] == [None, "easy", "strong"]
    assert len({s.name for s in setup.seats}) == 3
    new_game(setup)
    # one Captain and AI players together; several Captains only against one player
    d.captain_boxes["ahab"].setChecked(True)
    assert ok.isEnabled()
    d.captain_boxes["flask"].setChecked(True)
    assert not ok.isEnabled() and d.problem.text()
    d.ai_count.setValue(0)
    assert ok.isEnabled()
    # reopened from a running game, the dialog shows the same table
    again = NewGameDialog(boards, seed=1)
    qtbot.addWidget(again)
    again.set_from(setup)
    assert again.setup().seats == setup.seats


def test_undo_after_an_ai_move_says_why_it_cannot(qtbot, boards, tmp_path):
    """Ctrl+Z after an AI player moved: the status bar names the AI and says its move cannot
    be taken back (the action was greyed out and a newcomer's Ctrl+Z did nothing)."""
    setup = GameSetup(
        seed=2, seats=[SeatSpec(name="Ann"), SeatSpec(name="AI 1 (Easy)", ai="easy")],
        first_seat=0,
    )
    window = open_test_window(qtbot, boards, tmp_path, setup, warnings=False)
    session = window.session
    assert not window.undo_action.isEnabled()  # nothing played yet
    assert str(session.undo_blocker()) == "Nothing to undo yet."
    state = session.state
    assert session.submit(GreedyBot(1).choose(state, legal_commands(state)))
    qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
    assert session.batches[-1].ai and not session.can_undo()
    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == (
        "Nothing to undo: AI 1 (Easy) has moved since, and an AI player's move cannot be "
        "taken back."
    )
    assert window.undo_action.statusTip() == window.statusBar().currentMessage()
    # said on the table too, over the prompt, where the player looks (the status bar's
    # corner alone was easy to miss)
    bubble = window.table.scene.bubble
    assert bubble.isVisible() and bubble.text == window.statusBar().currentMessage()
    prompt = window.table.scene.geo.prompt_rect
    assert prompt.intersects(bubble.sceneBoundingRect()), (prompt, bubble.sceneBoundingRect())
    assert session.batches[-1].ai  # nothing was taken back
