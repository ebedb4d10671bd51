"""Regenerate the PNGs in this folder from the real widgets.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python docs/screenshots/make_screenshots.py \
        docs/screenshots 1280 720
    (and again with 1920 1080)

Run it with ``HOME=/home/ishmael`` (an absent folder: nothing is written there) so the
new-game dialog names a neutral Captain-board folder, as tests/ui/test_doc_screenshots.py does.

Plays a solo game (Ishmael against Starbuck and Ahab, seed 42) with the random bot for the
human: the window at the start, in round 5 and at the end, plus the new-game, score-sheet,
tie-choice and About dialogs. Animations are skipped before each grab.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

from shots import settle as settle_window  # noqa: E402 - this folder's shared helper

from nbgui.bots.random_bot import RandomBot  # noqa: E402 - after the QApplication
from nbgui.captain.api import CaptainDecision, TraceStep  # noqa: E402
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import Place, legal_commands  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402
from nbgui.text import Term, msg  # noqa: E402
from nbgui.ui.dialogs.about import AboutDialog  # noqa: E402
from nbgui.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from nbgui.ui.dialogs.tie_choice import TieChoiceDialog  # noqa: E402
from nbgui.ui.fonts import apply_app_font  # noqa: E402
from nbgui.ui.main_window import MainWindow  # noqa: E402
from nbgui.ui.session import GameSession  # noqa: E402

#: The new-game dialog's seed field in the screenshot (tests/ui/test_doc_screenshots.py uses it).
NEW_GAME_SEED = 123456


def main() -> None:
    out = Path(sys.argv[1])
    width, height = int(sys.argv[2]), int(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    apply_app_font(app)
    boards, _ = load_boards(use_overrides=False)
    window: MainWindow | None = None

    def settle() -> None:
        settle_window(app, window)

    dialog = NewGameDialog(boards, seed=NEW_GAME_SEED)
    dialog.show()
    settle()
    dialog.grab().save(str(out / "new-game-dialog.png"))
    dialog.close()

    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    setup = make_setup(42, ["starbuck", "ahab"], boards, human_names=["Ishmael"])
    session = GameSession(setup, boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    window.resize(width, height)
    window.show()
    session.start()
    settle()
    window.grab().save(str(out / f"main-start-{width}x{height}.png"))
    bot = RandomBot(7)
    while not session.is_over and session.state.round < 5:
        session.submit(bot.choose(session.state, legal_commands(session.state)))
    settle()
    window.grab().save(str(out / f"main-mid-{width}x{height}.png"))
    while not session.is_over:
        session.submit(bot.choose(session.state, legal_commands(session.state)))
    settle()
    window.grab().save(str(out / f"main-end-{width}x{height}.png"))
    sheet = window.last_sheet_dialog
    if sheet is not None:
        sheet.adjustSize()
        settle()
        sheet.grab().save(str(out / "score-sheet.png"))

    about = AboutDialog()
    about.show()
    settle()
    about.grab().save(str(out / "about.png"))
    money = msg("captain.course.money")
    trace = [
        TraceStep(1, "course", msg("trace.course", captain="Starbuck", course=money,
                                   where=msg("trace.where_helm", space=7))),
        TraceStep(1, "check", msg("trace.check_failed", step=1, check=msg("check.own"),
                                  why=msg("why.own_nothing", course=money))),
        TraceStep(1, "tie", msg("trace.choice", step=1, check=msg("check.opponents"),
                                space=Term("Bank"), course=money, detail="",
                                tie=msg("tie.ask", others=(Term("Market"),)))),
    ]
    options = [Place("bank"), Place("market", sell=(1, 0, 0))]
    tie = TieChoiceDialog(CaptainDecision(options[0], trace, options), "Starbuck",
                          rules=session.state.rules)
    tie.show()
    settle()
    tie.grab().save(str(out / "tie-choice.png"))


if __name__ == "__main__":
    main()
