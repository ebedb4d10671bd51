"""What the screenshot scripts in this folder share: letting the window come to rest."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path
from typing import Any


def settle(app: Any, window: Any = None) -> None:
    """Process pending events; with a window, skip its animations until the table is idle."""
    for _ in range(5):
        app.processEvents()
    if window is not None:
        for _ in range(50):
            window.skip()
            app.processEvents()
            if not getattr(window.table, "busy", False):
                break
        for _ in range(10):
            app.processEvents()
            time.sleep(0.01)


def pump(app: Any, seconds: float) -> None:
    """Process events for `seconds` (animations run meanwhile)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def grab(app: Any, table: Any, path: Path) -> str:
    """Grab the whole X screen into `path` (dialogs and the dimmed table together) and say
    what the table drew there: its smallest text and piece, every text shortened with "…"
    and every piece or text over another (`nbgui.ui.table.legibility`)."""
    from nbgui.ui.table.items import TextLog
    from nbgui.ui.table.legibility import overlaps, painted

    pump(app, 0.3)
    texts, pieces = painted(table)
    cut = [shown for _, _, shown in TextLog.elided]
    over = overlaps(table)
    text = min(texts, key=lambda t: t[2])
    piece = min(pieces, key=lambda p: p[3])
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    return (
        f"{path.name}: smallest text {text[2]:.1f} px ({text[0]}), smallest piece "
        f"{piece[3]:.1f} px ({piece[0]}); shortened {cut}; over another {over}"
    )


def open_table(app: Any, lang: str, seed: int, captains: list[str], names: list[str]) -> Any:
    """A game of `captains` and the players `names` (seed `seed`) in a main window opened as
    on a first run (maximized), in `lang`, its table at instant speed; returns the window."""
    import tempfile

    from PySide6.QtCore import QSettings

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup
    from nbgui.ui import i18n
    from nbgui.ui.fonts import apply_app_font
    from nbgui.ui.main_window import MainWindow
    from nbgui.ui.session import GameSession

    apply_app_font(app)
    if not i18n.set_language(lang):
        raise SystemExit(f"no catalogue for {lang} (run make translations)")
    boards, _ = load_boards(use_overrides=False)
    setup = make_setup(seed, captains, boards, humans=len(names), human_names=names)
    session = GameSession(setup, boards)
    ini = Path(tempfile.mkdtemp()) / "settings.ini"  # a first run: opens maximized
    window = MainWindow(
        session, boards, QSettings(str(ini), QSettings.Format.IniFormat), ask_dialogs=False
    )
    window.show()
    session.start()
    window.table.set_speed("instant")
    pump(app, 1.0)
    return window
