"""A 2-Captain 2-player game (RULES.md 10.2) played in the window, with screenshots.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python \
        docs/screenshots/two_captains_two_players.py docs/screenshots

Starbuck and Ahab against Ann and Ben (seed 7; Ann controls Starbuck, Ben controls Ahab). The
players' moves come from the greedy bot through the session, as the table would submit them;
Captain ties are asked (automatic ties off) and answered by the controlling player. Saves: the
new-game dialog set to this table, the window in rounds 1 and 2 (the Captains swap first place,
and the player controlling the first Captain plays third), a tie question addressed to the
controlling player, round 8 (built tiles as name plates in the corners), and the end with
the score sheet; the whole screen is captured once with
ImageMagick's `import` as well.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

from shots import settle as settle_window  # noqa: E402 - this folder's shared helper

from nbgui.bots.greedy import GreedyBot  # noqa: E402 - after the QApplication
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import legal_commands  # noqa: E402
from nbgui.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from nbgui.ui.dialogs.tie_choice import TieChoiceDialog  # noqa: E402
from nbgui.ui.fonts import apply_app_font  # noqa: E402
from nbgui.ui.main_window import MainWindow  # noqa: E402
from nbgui.ui.session import GameSession  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    apply_app_font(app)
    boards, _ = load_boards(use_overrides=False)
    window: MainWindow | None = None

    def settle() -> None:
        settle_window(app, window)

    dialog = NewGameDialog(boards, seed=7)
    for name, box in dialog.captain_boxes.items():
        box.setChecked(name in ("starbuck", "ahab"))
    dialog.human_count.setValue(2)
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Ben")
    dialog.show()
    settle()
    dialog.grab().save(str(out / "two-captains-new-game.png"))
    setup = dialog.setup()
    dialog.close()

    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    session = GameSession(setup, boards, auto_ties=False)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    window.showMaximized()
    session.start()
    settle()
    names = session.seat_names
    print("seats:", names, "round 1 order:", [names[i] for i in session.state.order])
    bots = {i: GreedyBot(10 + i) for i, s in enumerate(session.state.seats) if not s.is_captain}
    shots = {2: "two-captains-round2.png", 8: "two-captains-round8.png"}
    tie_saved = False
    steps = 0
    while not session.is_over and steps < 5000:
        steps += 1
        if session.pending_tie is not None:
            decision = session.pending_tie
            chooser = decision.chooser
            if not tie_saved:
                seat = session.state.decision.seat or 0
                humans = sum(1 for s in session.state.seats if not s.is_captain)
                tie = TieChoiceDialog(
                    decision,
                    names[seat],
                    window,
                    session.state.rules,
                    chooser_name=names[chooser] if chooser is not None and humans > 1 else None,
                )
                tie.show()
                settle()
                tie.grab().save(str(out / "two-captains-tie.png"))
                tie.close()
                tie_saved = True
                print("tie for", names[seat], "asked to", names[chooser or 0])
            window.session.resolve_tie(decision.command)
            continue
        if session.state.decision.kind == "place" and session.state.round in shots:
            settle()
            window.grab().save(str(out / shots.pop(session.state.round)))
            print("round", session.state.round, "order:", [names[i] for i in session.state.order])
        if session.state.round == 1 and steps == 1:
            settle()
            window.grab().save(str(out / "two-captains-round1.png"))
            subprocess.run(["import", "-window", "root", str(out / "two-captains-screen.png")],
                           check=False)
        seat = session.state.decision.seat
        if seat is None or session.state.seats[seat].is_captain:
            window.session.run_captains()
            app.processEvents()
            continue
        legal = legal_commands(session.state)
        session.submit(bots[seat].choose(session.state, legal))
    settle()
    window.grab().save(str(out / "two-captains-end.png"))
    sheet = session.score_sheet()
    print("scores:", [(names[r.seat], r.total) for r in sheet.rows], "winners:",
          [names[w] for w in sheet.winners])
    window.close()


if __name__ == "__main__":
    main()
