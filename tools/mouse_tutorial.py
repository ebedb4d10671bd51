"""Play the whole tutorial in the real window with real X11 mouse events (xdotool).

Every learner move is made by moving and clicking the X pointer (see mouse_playthrough.py);
"Next" on read and watch steps is clicked too. The window is maximized on the display; a
screenshot of the screen is saved at each step (``step01.png`` …), of each popup a move opens
before its button is clicked (``step08-popup1.png``) and of a watch step's Details. At each
step the table's texts and pieces are measured as in mouse_playthrough.py: a text below
12 px, a piece below 28 px or a text shortened with "…" is reported, and the run exits 2.

    Xvfb :55 -screen 0 1366x768x24 &
    DISPLAY=:55 .venv/bin/python tools/mouse_tutorial.py es --shots docs/screenshots/tutorial-es
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import mouse_playthrough as mp
from PySide6.QtCore import QSettings

from nbgui.captain.setup import load_boards
from nbgui.ui import i18n
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.legibility import painted, pieces_too_small, too_small
from nbgui.ui.tutorial.script import default_script


def shoot(path: Path) -> None:
    subprocess.run(["import", "-window", "root", f"PNG8:{path}"], check=False)


class ShotHand(mp.Hand):
    """The pointer, saving the screen before each click into a popup the move opened (the
    building, the launch space, the goods to sell…: ``stepNN-popup1.png`` …)."""

    prefix: Path | None = None
    shots = 0

    def click(self, scene_pt):  # type: ignore[no-untyped-def]
        if self.prefix is not None and self.ctl.popup is not None:
            self.shots += 1
            mp.pump(0.2)
            shoot(self.prefix.with_name(f"{self.prefix.name}-popup{self.shots}.png"))
        super().click(scene_pt)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("lang", choices=["en", "es"])
    parser.add_argument("--shots", default="/tmp/tutorial")
    args = parser.parse_args()
    shots = Path(args.shots)
    shots.mkdir(parents=True, exist_ok=True)
    app = mp.start_app()  # the app's names and font, as nbgui.app sets them
    i18n.set_language(args.lang)
    boards, _ = load_boards(False)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    session = GameSession(default_script().setup(boards, args.lang), boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    window.showMaximized()
    window.set_speed("fast")
    window.start_tutorial()
    mp.pump(1.0)
    hand = ShotHand(window)
    tutorial = window.tutorial
    n = 0
    bad: set[str] = set()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        mp.pump(0.1)
        if window.table_busy():
            continue
        # the frame the table paints when it comes to rest reaches the screen before it is read
        # (read at once, the screen could still show the last frame of the Captain's turn)
        mp.pump(0.3)
        if window.table_busy():
            continue
        step = tutorial.step
        n += 1
        shoot(shots / f"step{n:02d}.png")
        lit = tutorial.lit_move()
        print(f"step {n}: {step.kind} {step.id} {lit or ''}", flush=True)
        texts, pieces = painted(window.table)
        found = too_small(texts) + pieces_too_small(pieces)
        found += [f"{who} {text!r} shortened to {shown!r}" for who, text, shown in TextLog.elided]
        if found:
            bad.update(found)
            print(f"step {n}: " + "; ".join(found), file=sys.stderr)
        if step.kind == "end":
            print("tutorial finished by mouse", flush=True)
            print(f"legibility: {n} steps measured, {len(bad)} problems")
            return 2 if bad else 0
        before = (tutorial.step, session.state)
        hand.prefix = shots / f"step{n:02d}"
        hand.shots = 0
        if step.kind == "watch":  # the Captain's full reasoning too
            details = window.tutorial_panel.details_button
            p = details.mapToGlobal(details.rect().center())
            mp.xdo("mousemove", str(p.x()), str(p.y()))
            mp.xdo("click", "1")
            mp.pump(0.3)
            shoot(shots / f"step{n:02d}-details.png")
        if step.kind in ("read", "watch"):
            button = window.tutorial_panel.next_button
            p = button.mapToGlobal(button.rect().center())
            mp.xdo("mousemove", str(p.x()), str(p.y()))
            mp.xdo("click", "1")
        else:
            hand.perform(lit)
        mp.pump(0.3)
        if (tutorial.step, session.state) == before:
            print(f"step {n} did not advance", file=sys.stderr)
            return 1
    _ = app
    return 1


if __name__ == "__main__":
    sys.exit(main())
