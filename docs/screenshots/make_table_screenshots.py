"""The table as a newcomer sees it, in a real maximized window (issue 11's screenshots).

    Xvfb :11 -screen 0 1366x768x24 & DISPLAY=:11 .venv/bin/python \\
        docs/screenshots/make_table_screenshots.py docs/screenshots 1366 [es]
    (and with a 1920x1080 screen and 1920; with "es" the Spanish table, named table-es-*)

Plays Ishmael (the greedy bot choosing, the controller performing) against Starbuck, seed 52,
and grabs the whole X screen (`import -window root`, so dialogs and the dimmed table show
together): the opening, mid-game with whales aboard, the returns step, a Captain turn
mid-animation, a whale's card open (at the returns step), and the score sheet; also the first
homecoming of four whales or more ("3b", the kinds in named piles). Each shot
also reports the smallest text and the smallest piece the table drew, every text shortened
with "…" and every piece covering a text or another whale (`nbgui.ui.table.legibility`).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

from nbgui.bots.greedy import GreedyBot  # noqa: E402 - after the QApplication
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import StartGoods, legal_commands  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402
from nbgui.ui import i18n  # noqa: E402
from nbgui.ui.fonts import apply_app_font  # noqa: E402
from nbgui.ui.main_window import MainWindow  # noqa: E402
from nbgui.ui.session import GameSession  # noqa: E402
from nbgui.ui.table.items import TextLog  # noqa: E402
from nbgui.ui.table.legibility import overlaps, painted  # noqa: E402


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def main() -> None:
    out = Path(sys.argv[1])
    tag = sys.argv[2]
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    prefix = "table" if lang == "en" else f"table-{lang}"
    out.mkdir(parents=True, exist_ok=True)
    apply_app_font(app)
    if not i18n.set_language(lang):
        raise SystemExit(f"no catalogue for {lang} (run make translations)")
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(52, ["starbuck"], boards, human_names=["Ishmael"])
    session = GameSession(setup, boards)
    ini = Path(tempfile.mkdtemp()) / "settings.ini"  # a first run: opens maximized
    window = MainWindow(session, boards, QSettings(str(ini), QSettings.Format.IniFormat),
                        ask_dialogs=False)
    window.show()
    session.start()
    table = window.table
    table.set_speed("instant")
    pump(1.0)
    human = next(i for i, s in enumerate(session.state.seats) if not s.is_captain)

    def shot(name: str) -> None:
        pump(0.3)
        texts, pieces = painted(table)
        cut = [shown for _, _, shown in TextLog.elided]
        covered = overlaps(table)
        smallest = min(px for _, _, px in texts)
        piece = min(pieces, key=lambda p: p[3])
        path = out / f"{prefix}-{tag}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        print(
            f"{path.name}: smallest table text {smallest:.1f} px, smallest piece "
            f"{piece[3]:.1f} px ({piece[0]}); shortened {cut}; covered {covered}",
            flush=True,
        )

    def play_one() -> None:
        st = session.state
        cmd = bot.choose(st, legal_commands(st))
        if isinstance(cmd, StartGoods):
            cmd = StartGoods(0, 2, 1, 1)
        assert table.controller.perform(cmd), cmd

    bot = GreedyBot(1)
    shot("1-opening")
    done = set()
    while not session.state.is_over:
        st = session.state
        aboard = any(ship.cargo for ship in st.seats[human].ships if ship.where == "sea")
        if "mid" not in done and aboard and st.decision.kind == "place" and st.round >= 5:
            done.add("mid")
            shot("2-midgame-whales-aboard")
            # a Captain turn mid-animation: play at normal speed, grab while it moves
            table.set_speed("normal")
            play_one()
            for _ in range(200):
                pump(0.02)
                if table.busy and table.animator.current_seat != human:
                    break
            pump(1.1)
            shot("4-captain-turn-mid-animation")
            table.skip()
            table.set_speed("instant")
            continue
        big = st.decision.kind == "return" and st.decision.seat == human
        big = big and len(st.ship(human, st.decision.ship or 1).cargo) >= 4
        if "big" not in done and "returns" in done and big:
            done.add("big")
            shot("3b-returns-four-or-more")
        if "returns" not in done and st.decision.kind == "return" and st.decision.seat == human:
            done.add("returns")
            shot("3-returns")
            # a card open: hover the first whale coming home (lay, sale price, points)
            token = table.scene.pieces[("token", st.ship(human, st.decision.ship).cargo[0])]
            table.view.show_card_at(token.sceneBoundingRect().center())
            shot("5-card-open")
            table.view.hide_card()
        play_one()
        pump(0.01)
    pump(0.5)
    shot("6-score-sheet")
    for w in app.topLevelWidgets():
        w.close()


if __name__ == "__main__":
    main()
