"""The history and the statistics after a newcomer's first game against AI players: the list of
finished games said "vs players" of a game against three AI players (and "vs Ahab" of one
against Ahab and an AI player), the best games' "Against" was empty, and the headline said
"1 games played" (a game of one player and three AI players by mouse, Spanish, 2026-12-03)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.history.db import record_from_sheet
from nbgui.simulate import make_setup, play_game
from nbgui.ui import i18n
from nbgui.ui.fonts import register_fonts
from nbgui.ui.history.stats_window import StatsWindow

EXPECTED = {
    "en": ("  vs Ahab, AI 1 (Easy)  ", "1 game played, ", "Ahab, AI 1 (Easy)"),
    "es": ("  contra Ahab, IA 1 (Fácil)  ", "1 partida jugada, ", "Ahab, IA 1 (Fácil)"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_game_against_ai_players_names_them(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_fonts()
    boards = load_boards(use_overrides=False)[0]
    i18n.set_language("en")  # set up in English, looked at in `lang`
    setup = make_setup(3, ["ahab"], boards, human_names=["Ann"], ai_levels=["easy"],
                       ai_names=["AI 1 (Easy)"])
    played = play_game(setup, CaptainBrain(boards), "greedy", 3, record=True)
    record = record_from_sheet(setup, played.commands, played.sheet,
                               finished_at=datetime(2026, 12, 3, 21, 55, tzinfo=UTC))
    label, headline, against = EXPECTED[lang]
    assert i18n.set_language(lang)
    try:
        assert label in i18n.say(record.label_msg())
        win = StatsWindow([record])
        qtbot.addWidget(win)
        assert win.page.headline.text().startswith(headline), win.page.headline.text()
        drawn: list[str] = []

        class Recording(QPainter):
            def drawText(self, *args):  # type: ignore[no-untyped-def]
                if len(args) == 3 and isinstance(args[0], QRectF):
                    drawn.append(str(args[2]))
                return super().drawText(*args)

        for chart in (win.page.best_panel, win.page.trend_chart):
            image = QImage(QSize(700, 318), QImage.Format.Format_ARGB32)
            p = Recording(image)
            chart.paint_on(p, QRectF(0, 0, 700, 318))
            p.end()
        assert against in drawn, drawn  # the best games' "Against"
        assert any(text.startswith(headline.split(" ")[0] + " " + headline.split(" ")[1])
                   and "·" in text for text in drawn), drawn  # "1 game · dashed: …"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("captain", [[], ["stubb"]])
def test_a_replay_shows_a_captains_reasoning_only_where_there_is_one(qtbot, captain) -> None:  # type: ignore[no-untyped-def]
    """The replay of a game against AI players showed a "Captain's reasoning" pane that could
    only say "(A player's move.)": the log takes its room."""
    from PySide6.QtWidgets import QWidget

    from nbgui.ui.history.replay_window import ReplayWindow

    boards = load_boards(use_overrides=False)[0]
    setup = make_setup(3, captain, boards, human_names=["Ann"], ai_levels=["easy"])
    win = ReplayWindow(setup, [], boards, table_factory=lambda *_a: QWidget())
    qtbot.addWidget(win)
    assert win.why_view.isHidden() == win.why_label.isHidden() == (not captain)
