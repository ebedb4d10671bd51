"""Regenerate docs/screenshots/statistics.png and replay.png on a real display.

    DISPLAY=:55 .venv/bin/python tests/history/make_screenshots.py

Plays ~20 simulated games into a temporary NBGUI_HOME history, opens the statistics window and
a replay of one of those games (read back from the database), and grabs both windows.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(HERE)]
os.environ["NBGUI_HOME"] = tempfile.mkdtemp(prefix="nbgui-history-")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from simulated import simulate_history  # noqa: E402

from nbgui.history.db import HistoryDB, default_path  # noqa: E402
from nbgui.ui.fonts import register_fonts  # noqa: E402
from nbgui.ui.history.replay_window import ReplayWindow  # noqa: E402
from nbgui.ui.history.stats_window import StatsWindow  # noqa: E402


def main() -> int:
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv)
    register_fonts()
    simulate_history(default_path(), games=20)
    db, _ = HistoryDB.open(default_path())
    records = db.games()
    stats = StatsWindow(records)
    stats.move(0, 0)
    stats.show()
    record = max(records, key=lambda r: len(r.captains))
    replay = ReplayWindow(record.setup, list(record.commands), title=record.label())
    step = next(
        s
        for s in range(1, len(replay.commands) + 1)
        if replay.states[s - 1].round >= 4 and len(replay.captain_why(s) or []) > 2
    )
    replay.set_step(step)
    replay.move(0, 0)

    def grab_stats() -> None:
        stats.grab().save(str(out / "statistics.png"))
        stats.hide()
        replay.show()
        QTimer.singleShot(1200, grab_replay)

    def grab_replay() -> None:
        replay.grab().save(str(out / "replay.png"))
        app.quit()

    QTimer.singleShot(1000, grab_stats)
    app.exec()
    print(out / "statistics.png", out / "replay.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
