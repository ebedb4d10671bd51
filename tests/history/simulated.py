"""Fill a history database with simulated games (RandomBot/GreedyBot against Captains)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.content.captains import CAPTAIN_NAMES
from nbgui.history.db import GameRecord, HistoryDB, record_from_sheet
from nbgui.simulate import make_setup, play_game


def simulate_history(path: Path, games: int = 20, seed: int = 7) -> list[GameRecord]:
    """Play `games` games (varied Captains, normal and expert) into the database at `path`."""
    boards = load_boards(use_overrides=False)[0]
    brain = CaptainBrain(boards)
    db, _ = HistoryDB.open(path)
    start = datetime(2026, 10, 1, 18, 0, tzinfo=UTC)
    for g in range(games):
        captains = [CAPTAIN_NAMES[g % 4]]
        if g % 3 == 2:
            captains.append(CAPTAIN_NAMES[(g + 1) % 4])
        setup = make_setup(seed * 1000 + g, captains, boards, expert=g % 4 == 3)
        played = play_game(setup, brain, "random" if g % 4 == 1 else "greedy", g, record=True)
        db.add(
            record_from_sheet(
                setup,
                played.commands,
                played.sheet,
                finished_at=start + timedelta(days=g, hours=g % 5),
                undos_used=g % 3,
                duration_s=600 + 37 * g,
            )
        )
    return db.games()
