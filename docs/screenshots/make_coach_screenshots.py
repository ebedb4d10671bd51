"""Hints from the coach and a mistake warning, in the real window with real X11 mouse events.

    Xvfb :56 -screen 0 1366x768x24 &
    DISPLAY=:56 .venv/bin/python docs/screenshots/make_coach_screenshots.py en docs/screenshots

Plays the greedy bot's moves by mouse (tools/mouse_playthrough.py's `Hand`) against Starbuck
until round `--round`, then, at a worker placement: clicks "Suggest a move" (quick), switches
Settings → Hint strength → Strong and clicks it again, and drops a worker on a move the coach's
check finds clearly worse, leaving the warning open (then "Why?" beside it). Saves
``coach-<lang>-1-hint-quick.png``, ``-2-hint-strong.png``, ``-3-warning.png``,
``-4-warning-why.png`` and prints the hint times and the check's time.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import mouse_playthrough as mp  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nbgui.bots.greedy import GreedyBot  # noqa: E402
from nbgui.captain.setup import load_boards  # noqa: E402
from nbgui.engine import Place, StartGoods, legal_commands  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402
from nbgui.ui import i18n  # noqa: E402
from nbgui.ui.fonts import register_fonts  # noqa: E402
from nbgui.ui.main_window import MainWindow  # noqa: E402
from nbgui.ui.session import GameSession  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("lang", choices=["en", "es"])
    parser.add_argument("out", nargs="?", default="/tmp/coach-shots")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--round", type=int, default=4)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    mp.APP = app = QApplication(sys.argv[:1])
    register_fonts()
    i18n.set_language(args.lang)
    boards, _ = load_boards(False)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    setup = make_setup(args.seed, ["starbuck"], boards, human_names=["Ishmael"])
    session = GameSession(setup, boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    window.showMaximized()
    session.start()
    window.set_speed("fast")
    mp.pump(1.0)
    hand = mp.Hand(window)
    bot = GreedyBot(1)
    warnings_on = window.warnings_action.isChecked()
    window.warnings_action.setChecked(False)  # the lead-in is the bot's: no checks

    def shot(name: str) -> None:
        mp.pump(0.4)
        path = out / f"coach-{args.lang}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        print(f"saved {path}", flush=True)

    def settle() -> None:
        while window.table_busy():
            mp.pump(0.1)
        mp.pump(0.3)

    # -- the lead-in, by mouse
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        settle()
        st = session.state
        d = st.decision
        if d.kind == "place" and st.round >= args.round and not st.seats[d.seat].is_captain:
            break
        if d.seat is None or st.seats[d.seat].is_captain:
            mp.pump(0.2)
            continue
        cmd = bot.choose(st, legal_commands(st))
        if isinstance(cmd, StartGoods):
            cmd = StartGoods(0, 2, 1, 1)
        hand.perform(cmd)
    window.warnings_action.setChecked(warnings_on or True)

    def click_hint() -> None:
        button = window.hint_button
        p = button.mapToGlobal(button.rect().center())
        mp.xdo("mousemove", str(p.x()), str(p.y()))
        mp.xdo("click", "1")
        mp.pump(0.2)
        end = time.monotonic() + 30
        while window.hints.running and time.monotonic() < end:
            mp.pump(0.05)
        mp.pump(0.3)

    # -- hints, quick then strong (clicked)
    window.prefetch_coach()
    window.hints.wait(10_000)
    click_hint()
    print("quick:", window.hint_label.text(), flush=True)
    shot("1-hint-quick")
    window.findChild(type(window.warnings_action), "actionHint_strong").trigger()
    window.clear_hint()
    click_hint()
    print("strong:", window.hint_label.text(), flush=True)
    shot("2-hint-strong")
    window.clear_hint()

    # -- a warning: at this or a later placement, the greedy bot's worst-looking placements
    # are checked (the app's real check) until one is clearly worse; that one is dropped by mouse
    chosen = None
    window.warnings_action.setChecked(False)
    for _attempt in range(12):
        settle()
        st = session.state
        d = st.decision
        if d.kind == "over":
            break
        if d.seat is None or st.seats[d.seat].is_captain:
            continue
        legal = legal_commands(st)
        if d.kind == "place":
            ranked = bot.ranked(st, legal)
            worst = [c for _v, c in reversed(ranked) if isinstance(c, Place)][:5]
            for cmd in worst:
                found = window.hints.check(st, cmd)
                print(f"{'warns' if found else 'no warning'}: {cmd} "
                      f"({window.hints.last_check_s:.2f} s)", flush=True)
                if found:
                    chosen = cmd
                    print(found[0].message, flush=True)
                    break
        if chosen is not None:
            break
        cmd = bot.choose(st, legal)
        hand.perform(cmd)
    if chosen is None:
        print("no clearly worse placement found", file=sys.stderr)
        return 1
    window.warnings_action.setChecked(True)
    st = session.state
    ctl = hand.ctl
    ctl.refresh()
    d = st.decision
    placed = sum(1 for s, _ in st.placements if s == d.seat)
    worker = window.table.scene.pieces[("worker", d.seat, placed)]
    key = ("space", chosen.space) if chosen.space in st.rules.spaces else ("building",
                                                                          chosen.space)
    t0 = time.monotonic()
    hand.drag(worker.sceneBoundingRect().center(), ctl.target_center(key))
    for _ in range(8):  # the sub-choices (ship, track space…), not the warning
        popup = ctl.popup
        if popup is None or popup.field == "confirm":
            break
        if popup.on_confirm is not None:  # steppers: how many of each good to sell
            want = dict(zip(("lumber", "food", "brick"), chosen.sell, strict=True))
            for good in list(popup.counts):
                while popup.counts[good] != want.get(good, 0):
                    step = 1 if popup.counts[good] < want.get(good, 0) else -1
                    button = popup.buttons[popup.values.index((good, step))]
                    hand.click(hand.button_center(button))
            hand.click(hand.button_center(popup.buttons[popup.values.index("confirm")]))
            continue
        value = getattr(chosen, popup.field, None)
        hand.click(hand.button_center(popup.buttons[popup.values.index(value)]))
    print(f"drop to warning: {time.monotonic() - t0:.2f} s (check "
          f"{window.hints.last_check_s:.2f} s)", flush=True)
    if ctl.popup is None or ctl.popup.field != "confirm":
        print("the warning did not open", file=sys.stderr)
        return 1
    shot("3-warning")
    popup = ctl.popup
    hand.click(hand.button_center(popup.buttons[popup.values.index("why")]))
    shot("4-warning-why")
    _ = app
    return 0


if __name__ == "__main__":
    sys.exit(main())
