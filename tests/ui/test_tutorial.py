"""The tutorial in the real window: played end to end through the controller, wrong moves
refused with the tutorial's sentence, leave / resume / restart."""

from __future__ import annotations

import pytest
from window_helpers import open_test_window

from nbgui.captain.setup import load_boards
from nbgui.engine import parse_command
from nbgui.ui import i18n
from nbgui.ui.tutorial.runner import STEP_KEY
from nbgui.ui.tutorial.script import default_script


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def window(qtbot, boards, tmp_path):
    w = open_test_window(qtbot, boards, tmp_path, default_script().setup(boards))
    yield w
    i18n.set_language("en")


def play_step(w) -> None:
    t = w.tutorial
    step = t.step
    if step.kind == "watch":
        assert t.captain_explanation(), "a watch step explains a Captain turn"
        w.tutorial_panel.next_button.click()
        return
    w.table.skip()
    ok = w.table.controller.perform(step.command)
    assert ok, (str(step.command), w.statusBar().currentMessage())


def test_tutorial_end_to_end_through_the_controller(window) -> None:
    w = window
    w.start_tutorial()
    t = w.tutorial
    assert t.active and t.index == 0 and w.tutorial_dock.isVisible()
    topics = set()
    kinds = set()
    for _ in range(len(t.script.steps)):
        if t.step.kind == "end":
            break
        topics.add(t.step.topic)
        kinds.add(t.step.kind)
        # the step's move is lit on the table (except the starting-goods buttons)
        w.table.skip()
        if t.step.kind == "move" and t.step.topic != "start":
            assert w.table.controller.lit_command == t.step.command
        play_step(w)
    assert t.step.kind == "end"
    assert {"forest", "dockyard", "city_pier", "pick", "pay", "sell"} <= topics
    assert "watch" in kinds
    assert w.session.command_filter is None  # play on
    assert w.tutorial_panel.next_button.text() == "Play on"
    assert int(w.settings.value(STEP_KEY)) == -1
    # the game continues normally
    assert not w.session.is_over


def test_wrong_move_is_refused_with_the_tutorial_sentence(window) -> None:
    w = window
    w.start_tutorial()
    play_step(w)  # starting goods
    play_step(w)  # watch Starbuck
    assert w.tutorial.step.topic == "forest"
    before = w.session.state
    assert not w.table.controller.perform(parse_command("place farm"))
    assert w.session.state is before
    assert "tutorial" in w.statusBar().currentMessage()
    assert w.table.scene.bubble.isVisible()


def test_leave_resume_restart(window) -> None:
    w = window
    t = w.tutorial
    w.start_tutorial()
    for _ in range(4):
        play_step(w)
    index = t.index
    assert int(w.settings.value(STEP_KEY)) == index
    t.leave()
    assert not t.active and w.session.command_filter is None and not w.tutorial_dock.isVisible()
    # resume: the game is rebuilt up to that step
    w.start_tutorial()
    assert t.active and t.index == index
    humans = [b for b in w.session.batches if not b.captain]
    assert len(humans) == t.step.ordinal
    play_step(w)
    assert t.index == index + 1
    # undo takes the tutorial back with the game (when no Captain move is in the way)
    undone = w.session.can_undo()
    w.undo()
    assert t.index == (index if undone else index + 1)
    t.restart()
    assert t.index == 0 and not [b for b in w.session.batches if not b.captain]


def test_tutorial_follows_the_language(window) -> None:
    w = window
    w.change_language("es")
    try:
        w.start_tutorial()
        assert "bienes iniciales" in w.tutorial_panel.text.text()
        assert w.tutorial_panel.title.text().startswith("Tutorial — paso 1 de")
        play_step(w)
        assert "Starbuck" in w.tutorial_panel.detail.text()
        assert "dado de rumbo" in w.tutorial_panel.detail.text()
        play_step(w)
        before = w.session.state
        assert not w.table.controller.perform(parse_command("place farm"))
        assert w.session.state is before
        assert "Todavía no" in w.statusBar().currentMessage()
    finally:
        w.change_language("en")
    assert w.tutorial_panel.text.text().startswith("Drag a worker to the Forest")


def test_first_screen_offers_the_tutorial(qtbot, boards) -> None:
    from nbgui.ui.dialogs.new_game import TUTORIAL, NewGameDialog

    dialog = NewGameDialog(boards, seed=5)
    qtbot.addWidget(dialog)
    dialog.tutorial_button.click()
    assert dialog.result() == TUTORIAL


def test_progress_outlives_the_app(tmp_path) -> None:
    """The app's settings keep `tutorial/step` (ui-state.json) and the warnings switch."""
    from nbgui.app import PersistSettings
    from nbgui.persist import AppDirs, load_settings

    dirs = AppDirs.under(tmp_path)
    dirs.config.mkdir(parents=True, exist_ok=True)
    first = PersistSettings(dirs, load_settings(dirs)[0])
    first.setValue(STEP_KEY, 5)
    first.setValue("mistake_warnings", False)
    first.sync()
    again = PersistSettings(dirs, load_settings(dirs)[0])
    assert again.value(STEP_KEY) == 5
    assert again.value("mistake_warnings") is False
