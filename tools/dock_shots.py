"""The game dock beside one, two or three Captains, on a real screen: how much room the log gets.

Opens the window as on a first run (maximized to the screen), plays the player's seat with the
greedy bot through the table (no mouse) until the player is to place a worker in round 3, then
saves a screenshot of the window and prints the heights of the dock's parts and how many lines
of text the log's viewport holds.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python tools/dock_shots.py \\
        starbuck,stubb,ahab /tmp/dock-1366-3.png [--lang es]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mouse_playthrough as mp
from PySide6.QtCore import QSettings

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession

PARTS = ("round_label", "status_line", "score_preview", "hint_button", "ahead_area", "log_panel")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("captains", help="comma-separated, e.g. starbuck,stubb,ahab")
    parser.add_argument("shot", help="where to save the window's screenshot (PNG)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    mp.start_app()
    if not i18n.set_language(args.lang):
        print(f"no translation catalogue for {args.lang}", file=sys.stderr)
        return 1
    boards = load_boards(use_overrides=False)[0]
    setup = make_setup(args.seed, args.captains.split(","), boards, human_names=["Ishmael"])
    session = GameSession(setup, boards)
    ini = Path(tempfile.mkdtemp()) / "settings.ini"  # a first run: the window opens maximized
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    window = MainWindow(session, settings=settings, ask_dialogs=False)
    window.show()
    window.table.set_speed("instant")
    session.start()
    mp.pump(1.0)
    bot = GreedyBot(args.seed)

    def players_turn_in_round_3() -> bool:
        st = session.state
        seat = st.decision.seat
        human = seat is not None and not st.seats[seat].is_automated
        return st.round >= 3 and st.decision.kind == "place" and human

    while not players_turn_in_round_3():
        mp.pump(0.02)
        st = session.state
        seat = st.decision.seat
        if window.table_busy() or seat is None or st.seats[seat].is_automated:
            continue
        window.table.controller.perform(bot.choose(st, legal_commands(st)))
    mp.pump(1.5)
    view = window.log_panel.view
    height = view.viewport().height()
    print(f"window {window.width()}x{window.height()}; log viewport {height} px, "
          f"{height / view.fontMetrics().lineSpacing():.1f} lines of text")
    for name in PARTS:
        part = getattr(window, name)
        print(f"  {name}: top {part.geometry().y()}, height {part.height()}, "
              f"{'shown' if part.isVisible() else 'hidden'}")
    window.grab().save(args.shot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
