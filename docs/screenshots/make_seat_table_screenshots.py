"""Tables of three and four seats in a real maximized window (issue 11's follow-ups).

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python \\
        docs/screenshots/make_seat_table_screenshots.py docs/screenshots 1366 [es] [TABLE]
    (and with a 1920x1080 screen and 1920; with "es" the Spanish table)

TABLE is one of `1c3h` (Starbuck and three players, the default), `2c2h` (Stubb and Ahab and
two players), `1c2h` (Stubb and two players) or `3c1h` (Starbuck, Stubb and Ahab and one
player: the prompt's words one board wide beside three plans) or `2c1h` (Starbuck and Ahab
and one player: three seats, each Captain's plan over his board). The players' moves come from the
greedy bot through the session (as the table submits them), the Captains play themselves (seed
11). Saves, as `seats-{TABLE}[-es]-{size}-N-name.png`: a player's turn in round 2 (each
Captain's next moves over his board), a Captain's turn mid-animation (his course and Orders
there), a homecoming, a late round (built tiles as name plates on every corner) and the end.
Each shot also prints the smallest text and piece, every text shortened with "…" and every
piece or text drawn over another (`nbgui.ui.table.legibility`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

import shots  # noqa: E402 - this folder's shared helpers

from nbgui.bots.greedy import GreedyBot  # noqa: E402 - after the QApplication
from nbgui.engine import legal_commands  # noqa: E402

TABLES = {
    "1c3h": (["starbuck"], 3),
    "2c2h": (["stubb", "ahab"], 2),
    "1c2h": (["stubb"], 2),
    "3c1h": (["starbuck", "stubb", "ahab"], 1),
    "2c1h": (["starbuck", "ahab"], 1),
}


def pump(seconds: float) -> None:
    shots.pump(app, seconds)


def main() -> None:
    out = Path(sys.argv[1])
    tag = sys.argv[2]
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    table_name = sys.argv[4] if len(sys.argv) > 4 else "1c3h"
    captains, humans = TABLES[table_name]
    prefix = f"seats-{table_name}" + ("" if lang == "en" else f"-{lang}")
    out.mkdir(parents=True, exist_ok=True)
    window = shots.open_table(app, lang, 11, captains, ["Ann", "Ben", "Cid"][:humans])
    session = window.session
    table = window.table

    def shot(name: str) -> None:
        print(shots.grab(app, table, out / f"{prefix}-{tag}-{name}.png"), flush=True)

    bots = {i: GreedyBot(10 + i) for i, s in enumerate(session.state.seats) if not s.is_captain}
    done: set[str] = set()
    steps = 0
    while not session.is_over and steps < 5000:
        steps += 1
        st = session.state
        seat = st.decision.seat
        if seat is None or st.seats[seat].is_captain:
            session.run_captains()
            pump(0.01)
            continue
        if "ahead" not in done and st.round >= 2 and st.decision.kind == "place":
            done.add("ahead")
            shot("1-next-moves")
        if "captain" not in done and st.round >= 3 and st.decision.kind == "place":
            nxt = st.order[(st.order.index(seat) + 1) % len(st.order)]
            if st.seats[nxt].is_captain and st.seats[nxt].workers_left:
                done.add("captain")
                table.set_speed("normal")
                assert session.submit(bots[seat].choose(st, legal_commands(st)))
                for _ in range(300):
                    pump(0.02)
                    if table.busy and table.animator.current_seat == nxt:
                        break
                pump(1.4)
                shot("2-captain-turn")
                table.skip()
                table.set_speed("instant")
                pump(0.2)
                continue
        if "returns" not in done and st.decision.kind == "return" and st.round >= 4:
            done.add("returns")
            shot("3-returns")
        if "late" not in done and st.round >= 11 and st.decision.kind == "place":
            done.add("late")
            shot("4-late")
        assert session.submit(bots[seat].choose(st, legal_commands(st)))
        pump(0.01)
    pump(0.5)
    shot("5-end")
    for w in app.topLevelWidgets():
        w.close()


if __name__ == "__main__":
    main()
