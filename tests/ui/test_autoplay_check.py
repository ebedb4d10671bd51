"""The benchmark's automated game (``--autoplay``, `nbgui.app._bench_play_out`) as a player has
it: paced (``--think``), every move of the human seat first goes through the mistake check the
table runs on a dropped piece (the controller's `warnings`), as in a player's game with the
warnings on; the quick game moves at once (issue 18: the paced game's memory line)."""

from __future__ import annotations

from typing import Any

import pytest
from window_helpers import open_test_window

import nbgui.app as app_module
from nbgui.captain.setup import load_boards
from nbgui.simulate import make_setup


@pytest.fixture(scope="module")
def boards() -> Any:
    return load_boards(use_overrides=False)[0]


class _App:
    def __init__(self) -> None:
        self.quit_asked = False

    def quit(self) -> None:
        self.quit_asked = True


def play_out(qtbot: Any, boards: Any, tmp_path: Any, think: float) -> tuple[list[Any], Any]:
    """A whole solo game against Starbuck played by `_bench_play_out`; the (state, command)
    pairs the table's mistake check was asked about, and the session."""
    window = open_test_window(
        qtbot, boards, tmp_path, make_setup(4, ["starbuck"], boards, human_names=["Ann"])
    )
    asked: list[Any] = []

    def warnings(state: Any, cmd: Any) -> list[tuple[str, str, str]]:
        asked.append((state, cmd))
        return []  # nothing to confirm: the move goes through

    assert window.table.controller is not None
    window.table.controller.warnings = warnings
    app = _App()
    app_module._bench_play_out(window, window.session, app, linger=0.0, think=think)
    qtbot.waitUntil(lambda: app.quit_asked, timeout=120_000)
    return asked, window.session


def test_the_paced_game_asks_the_tables_mistake_check(qtbot, boards, tmp_path) -> None:
    asked, session = play_out(qtbot, boards, tmp_path, think=0.001)
    assert session.is_over
    human = [(b.before, b.command) for b in session.batches if not b.captain]
    # every human move, in order, asked about in the very state it was then played in
    assert len(human) > 20 and len(asked) == len(human)
    assert all(a[0] is h[0] and a[1] == h[1] for a, h in zip(asked, human, strict=True))


def test_the_quick_game_moves_at_once(qtbot, boards, tmp_path) -> None:
    asked, session = play_out(qtbot, boards, tmp_path, think=0.0)
    assert session.is_over and asked == []
