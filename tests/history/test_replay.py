"""Replays: the golden games step forward and back through identical states (state_hash as in
the golden files), the log and the Captain's reasoning follow the step, and the window builds
and renders offscreen with the real table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QWidget

from nbgui.captain.brain import CaptainBrain
from nbgui.engine import GameSetup, SeatSpec, state_hash
from nbgui.simulate import make_setup, play_game
from nbgui.ui.fonts import register_fonts
from nbgui.ui.history.replay_window import ReplayWindow

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NAMES = ("Ann", "Ben", "Cat", "Dan")


def read_golden(path: Path) -> tuple[GameSetup, list[str], list[str]]:
    text = path.read_text()
    seed = int(re.search(r"^seed (\d+)$", text, re.M).group(1))
    names = re.search(r"^seats (.+)$", text, re.M).group(1).split()
    first = int(re.search(r"first seat (\d+)", text).group(1))
    setup = GameSetup(seed=seed, seats=[SeatSpec(name=n) for n in names], first_seat=first)
    commands = re.findall(r"^\d+ > (.+)$", text, re.M)
    hashes = re.findall(r"^= ([0-9a-f]+)$", text, re.M)
    assert len(hashes) == len(commands) + 1
    return setup, commands, hashes


class NullTable(QWidget):
    """Stands in for the table where only the stepping is under test."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.shown = []
        session.stateReset.connect(self.shown.append)


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.txt")), ids=lambda p: p.stem)
def test_golden_games_step_forward_and_back_to_identical_states(qtbot, path):
    setup, commands, hashes = read_golden(path)
    win = ReplayWindow(setup, commands, table_factory=NullTable)
    qtbot.addWidget(win)
    assert state_hash(win.state) == hashes[0]
    for i in range(1, len(commands) + 1):
        win.forward()
        assert state_hash(win.state) == hashes[i]
    win.forward()  # already at the end: stays
    assert win.step == len(commands)
    assert win.state.is_over
    for i in range(len(commands) - 1, -1, -1):
        win.back()
        assert state_hash(win.state) == hashes[i]
    assert win.table.shown[-1] is win.state  # the board was given every state
    win.slider.setValue(len(commands) // 2)
    assert state_hash(win.state) == hashes[len(commands) // 2]


def test_log_why_keys_and_the_real_table(qtbot, boards):
    register_fonts()
    setup = make_setup(4242, ["starbuck", "ahab"], boards)
    played = play_game(setup, CaptainBrain(boards), "random", 3, record=True)
    win = ReplayWindow(setup, played.commands, boards)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.log_view.count() == len(win.log_lines())
    assert win.log_lines()[0].startswith("New game (seed 4242)")
    # keys: End, Home, Right, Left
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.step == len(played.commands)
    assert any(line.strip().startswith("Game over") for line in win.log_lines())
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert win.step == 0 and win.why_view.toPlainText() == "(Game setup.)"
    qtbot.keyClick(win, Qt.Key.Key_Right)
    qtbot.keyClick(win, Qt.Key.Key_Right)
    qtbot.keyClick(win, Qt.Key.Key_Left)
    assert win.step == 1
    # every Captain turn shows the trace recorded during play (the brain is deterministic)
    for step, (_events, trace) in enumerate(played.log[1:], start=1):
        before = win.states[step - 1]
        seat = before.decision.seat
        if before.seats[seat].is_captain:
            assert win.captain_why(step) == [t.text for t in trace]
        else:
            assert win.captain_why(step) is None
    captain_step = next(s for s in range(1, len(played.commands) + 1) if win.captain_why(s))
    win.set_step(captain_step)
    assert win.why_label.text().startswith("Why ")
    assert win.why_view.toPlainText().splitlines()[0] == win.captain_why(captain_step)[0]
    assert win.session.state is win.states[captain_step]
    assert win.session.submit(played.commands[captain_step]) is False  # read-only
    # the real table follows big jumps both ways (rounds, returns, game end)
    for step in [*range(0, len(played.commands) + 1, 9), len(played.commands), 3, 0]:
        win.set_step(step)
        assert win.table.session.state is win.states[step]
    img = win.render_table(QSize(640, 400))
    assert not img.isNull() and img.width() == 640
    shot = win.grab()
    assert shot.width() > 600


def test_replay_from_a_save_file(qtbot, boards, tmp_path):
    from nbgui.engine import envelope_json, make_envelope, read_save

    setup = make_setup(5, ["stubb"], boards)
    played = play_game(setup, CaptainBrain(boards), "random", 1, record=True)
    path = tmp_path / "game.nbsave"
    path.write_text(envelope_json(make_envelope(setup, played.commands, played.state)))
    loaded = read_save(str(path))
    win = ReplayWindow(loaded.envelope.setup, loaded.commands, boards, table_factory=NullTable)
    qtbot.addWidget(win)
    win.last()
    assert state_hash(win.state) == state_hash(played.state)


#: the engine's command notation: "name=value" options, snake_case ids, "take B5", "start L1 .."
NOTATION = re.compile(
    r"\b\w+=|\b[a-z]+_[a-z_]+\b|\btake [A-Z]\d|\bstart L\d|\bfallback\b|\bplace [a-z]+_"
)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_log_says_each_move_in_plain_words_not_notation(qtbot, boards, lang):
    from nbgui.ui import i18n

    assert i18n.set_language(lang)
    try:
        setup = make_setup(77, ["flask", "stubb"], boards)
        played = play_game(setup, CaptainBrain(boards), "random", 2, record=True)
        win = ReplayWindow(setup, played.commands, boards, table_factory=NullTable)
        qtbot.addWidget(win)
        kinds = {str(c).split()[0] for c in played.commands}
        assert {"place", "roll", "take", "start"} <= kinds  # the game has every kind of move
        notations = {str(c) for c in played.commands if " " in str(c)}  # not bare "roll"
        for step in [*range(0, len(played.commands) + 1, 7), len(played.commands)]:
            win.set_step(step)
            shown = [*win.log_lines(), win.step_label.text(), win.why_view.toPlainText()]
            for line in shown:
                assert not NOTATION.search(line), line
                assert not any(n in line for n in notations), line
        # each step is headed by whose move it was, in the interface language
        win.last()
        heads = [line for line in win.log_lines() if re.match(r"^\d+\. ", line)]
        assert len(heads) == len(played.commands)
        move = "'s move" if lang == "en" else "Jugada de "
        assert all(move in head for head in heads), heads[:3]
    finally:
        i18n.set_language("en")


def test_a_wrapped_log_line_keeps_its_indent(qtbot, boards):
    """A step's sentences stand indented under its heading as a block: the second line of a
    wrapped sentence starts where its first does (leading spaces indented the first only)."""
    from PySide6.QtGui import QColor

    from nbgui.ui.panels.log_panel import TRACE_INDENT_PX

    register_fonts()
    setup = make_setup(5, ["stubb"], boards)
    played = play_game(setup, CaptainBrain(boards), "random", 1, record=True)
    win = ReplayWindow(setup, played.commands, boards, table_factory=NullTable)
    qtbot.addWidget(win)
    win.resize(900, 700)
    win.show()
    qtbot.waitExposed(win)
    win.set_step(min(12, len(played.commands)))
    view = win.log_view
    qtbot.waitUntil(lambda: view.viewport().width() > 100)
    assert not any(line.startswith(" ") for line in win.log_lines())
    image = view.viewport().grab().toImage()
    background = QColor(image.pixel(1, 1))
    wrapped = 0
    for row in range(view.count()):
        item = view.item(row)
        rect = view.visualItemRect(item)
        if row in win._heads or not win._log_lines[row][0]:
            continue
        if rect.top() < 0 or rect.bottom() >= image.height():  # scrolled out of view
            continue
        line = view.fontMetrics().lineSpacing()
        if rect.height() >= 2 * line:  # wrapped: no ink left of the indent on any line
            wrapped += 1
            for y in range(rect.top(), rect.bottom()):
                for x in range(0, TRACE_INDENT_PX - 2):
                    assert QColor(image.pixel(x, y)) == background, (item.text(), x, y)
    assert wrapped, "no sentence wrapped at this width"


def test_nothing_is_offered_at_a_replays_table(qtbot, boards):
    """A replay's table plays nobody's seat: at a player's turn it said "Drag a worker onto a
    lit space…" and let the workers be picked up (every drop then refused), and at a Captain's
    "Flask is playing…". Now it says who is to move and how to step, and offers nothing."""
    from nbgui.engine import BuyGoods, legal_commands
    from nbgui.ui.table.items import ButtonItem, WorkerItem

    register_fonts()
    setup = make_setup(4242, ["starbuck"], boards, human_names=["Ann"])
    played = play_game(setup, CaptainBrain(boards), "random", 3, record=True)
    win = ReplayWindow(setup, played.commands, boards)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    # a step where Ann places a worker and could buy goods, had she been playing
    step = next(
        s for s, st in enumerate(win.states)
        if st.decision.kind == "place" and st.decision.seat is not None
        and st.seats[st.decision.seat].spec.name == "Ann"
        and any(isinstance(c, BuyGoods) for c in legal_commands(st))
    )
    win.set_step(step)
    ctl = win.table.controller
    scene = ctl.scene
    assert ctl.human_seat() is None
    assert scene.prompt_title == "Next to move: Ann"
    assert scene.prompt_text.startswith("A replay: nothing is played here.")
    workers = [i for i in scene.items() if isinstance(i, WorkerItem) and i.seat == 1]
    assert workers and not any(ctl.draggable(w) for w in workers)
    buy = [i for i in scene.items() if isinstance(i, ButtonItem)]
    assert buy and not any(b.enabled for b in buy)
    captain = next(s for s, st in enumerate(win.states) if st.decision.seat == 0)
    win.set_step(captain)
    assert scene.prompt_title == "Next to move: Starbuck"
