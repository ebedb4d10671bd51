"""One story while a move that ends a round is shown: the table synced to the move's result
before its pieces moved, so its round line said the next round ("Round 2 of 12") while the side
panel, which follows the moves shown, still said "Round 1 of 12". Both now say the round being
finished while the pieces glide, and the new one once they have landed."""

from __future__ import annotations

import re
from pathlib import Path

from window_helpers import open_test_window

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import GameSetup, SeatSpec, legal_commands
from nbgui.ui.table import legibility

ROUND = re.compile(r"Round (\d+) of 12")


def _rounds_said(window) -> tuple[set[int], int]:  # type: ignore[no-untyped-def]
    """The rounds the table's painted texts say, and the side panel's."""
    texts = legibility.painted_texts(window.table)
    table = {int(m.group(1)) for _who, text, _px in texts if (m := ROUND.search(text))}
    panel = ROUND.search(window.round_label.text())
    assert panel is not None, window.round_label.text()
    return table, int(panel.group(1))


def test_table_and_side_panel_say_one_round_while_a_round_ends(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    boards = load_boards(use_overrides=False)[0]
    setup = GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
    window = open_test_window(qtbot, boards, tmp_path, setup, warnings=False)
    session, table = window.session, window.table
    table.set_speed("normal")
    table.animator.factor = 0.05  # animated, quickly
    sync = table.scene.sync
    gliding: list[tuple[set[int], int]] = []

    def record(state):  # type: ignore[no-untyped-def]
        sync(state)
        batch = table.animator.current_batch
        if batch is not None and state is batch.after and batch.after.round > batch.before.round:
            gliding.append(_rounds_said(window))  # the pieces of the round's last move glide

    table.scene.sync = record  # type: ignore[method-assign]
    bot = GreedyBot(5)
    while not gliding:
        qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
        state = session.state
        assert session.submit(bot.choose(state, legal_commands(state)))
    assert gliding == [({1}, 1)]  # "Round 1 of 12" on the table and beside it
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert _rounds_said(window) == ({2}, 2)  # the pieces have landed: round 2 on both
