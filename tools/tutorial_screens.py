"""Play the tutorial through the controller on a real display and save screenshots.

    DISPLAY=:55 python tools/tutorial_screens.py en   # docs/screenshots/tutorial-en-*.png
    DISPLAY=:55 python tools/tutorial_screens.py es

Each learner move is made with `Controller.perform` (the same path as a drag) after the step
has been shown for a moment; the window is grabbed at the steps named in SHOTS.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHOTS = {"start": "1-start", "watch": "2-captain", "forest": "3-forest", "city_pier": "4-launch",
         "pick": "5-whaling", "pay": "6-pay", "sell": "7-sell", "end": "8-play-on"}


def main() -> int:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from nbgui.captain.setup import load_boards
    from nbgui.ui import i18n
    from nbgui.ui.fonts import register_fonts
    from nbgui.ui.main_window import MainWindow
    from nbgui.ui.session import GameSession
    from nbgui.ui.tutorial.script import default_script

    app = QApplication(sys.argv)
    register_fonts()
    i18n.set_language(lang)
    boards, _ = load_boards(False)
    tmp = tempfile.mkdtemp()
    settings = QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat)
    session = GameSession(default_script().setup(boards, lang), boards)
    window = MainWindow(session, boards, settings, ask_dialogs=False)
    window.resize(1280, 800)
    window.show()
    window.set_speed("fast")
    window.start_tutorial()
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    t = window.tutorial
    taken: set[str] = set()

    def tick() -> None:
        if window.table_busy():
            QTimer.singleShot(200, tick)
            return
        step = t.step
        name = SHOTS.get(step.topic)
        if name and step.topic not in taken:
            taken.add(step.topic)
            window.grab().save(str(out / f"tutorial-{lang}-{name}.png"))
        if step.kind == "end":
            QTimer.singleShot(300, app.quit)
            return
        if step.kind == "watch":
            window.tutorial_panel.next_button.click()
        else:
            window.table.controller.perform(step.command)
        QTimer.singleShot(400, tick)

    QTimer.singleShot(1200, tick)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    print("saved", sorted(taken))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
