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

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

import shots  # noqa: E402 - this folder's shared helpers

from nbgui.bots.greedy import GreedyBot  # noqa: E402 - after the QApplication
from nbgui.engine import StartGoods, legal_commands  # noqa: E402


def pump(seconds: float) -> None:
    shots.pump(app, seconds)


def main() -> None:
    out = Path(sys.argv[1])
    tag = sys.argv[2]
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    prefix = "table" if lang == "en" else f"table-{lang}"
    out.mkdir(parents=True, exist_ok=True)
    window = shots.open_table(app, lang, 52, ["starbuck"], ["Ishmael"])
    session = window.session
    table = window.table
    human = next(i for i, s in enumerate(session.state.seats) if not s.is_captain)

    def shot(name: str) -> None:
        print(shots.grab(app, table, out / f"{prefix}-{tag}-{name}.png"), flush=True)

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
