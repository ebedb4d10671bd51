"""Regenerate the Spanish dialog screenshots in this folder (es-new-game-*, es-refused-*).

    HOME=/home/ishmael xvfb-run -a -s "-screen 0 1366x768x24" \
        .venv/bin/python docs/screenshots/make_es_screenshots.py docs/screenshots

``HOME=/home/ishmael`` (an absent folder: nothing is written there) makes the new-game dialog
name a neutral Captain-board folder. Each shot is the whole 1366×768 screen with the dialog
as the app shows it: the new-game dialog (its Captains in the ladder's order, each with the
medium and strong AIs' measured win rates: es-new-game-dialog-1366, and with Stubb chosen and the
expert variant on: es-new-game-ladder-1366), a save that cannot be read (its path goes
through a file: es-refused-save-1366) and two Captain board files refused at start-up
(an unknown Captain and a limit past its bound, in a temporary folder:
es-refused-board-files-1366). The Spanish game itself is `tools/mouse_playthrough.py --lang
es` (es-1-… to es-5-…).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox

app = QApplication(sys.argv[:1])

from shots import pump  # noqa: E402 - this folder's shared helper

from nbgui.app import _message  # noqa: E402 - after the QApplication
from nbgui.captain.setup import load_boards, load_captain_boards  # noqa: E402
from nbgui.simulate import make_setup  # noqa: E402
from nbgui.ui import i18n  # noqa: E402
from nbgui.ui.dialogs.new_game import NewGameDialog  # noqa: E402
from nbgui.ui.fonts import apply_app_font  # noqa: E402
from nbgui.ui.main_window import MainWindow  # noqa: E402
from nbgui.ui.session import GameSession  # noqa: E402


def screen(path: Path) -> None:
    pump(app, 0.4)
    subprocess.run(["import", "-window", "root", str(path)], check=True)


def while_modal(path: Path) -> None:
    """Grab the screen once the next modal dialog is up, then close it."""

    def shoot() -> None:
        modal = app.activeModalWidget()
        if modal is None:
            QTimer.singleShot(100, shoot)
            return
        screen(path)
        modal.close()

    QTimer.singleShot(300, shoot)


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    apply_app_font(app)
    if not i18n.set_language("es"):
        raise SystemExit("no Spanish catalogue (run make translations)")
    boards, _ = load_boards(use_overrides=False)

    dialog = NewGameDialog(boards, seed=123456)
    dialog.show()
    screen(out / "es-new-game-dialog-1366.png")
    boxes = {b.text(): b for b in dialog.findChildren(QCheckBox)}
    if "Stubb" in boxes:
        boxes["Stubb"].setChecked(True)
    dialog.expert.setChecked(True)
    screen(out / "es-new-game-ladder-1366.png")
    dialog.close()

    # a save whose path goes through a file: the main window's own refusal
    folder = Path(tempfile.mkdtemp())
    (folder / "partida").write_text("not a folder", encoding="utf-8")
    setup = make_setup(42, ["starbuck"], boards, human_names=["Ishmael"])
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameSession(setup, boards), boards, settings, ask_dialogs=False)
    window.hide()
    while_modal(out / "es-refused-save-1366.png")
    window.open_game(str(folder / "partida" / "partida.nbsave"))
    window.close()

    # two Captain board files refused at start-up, as the app says it (`nbgui.app`)
    captains = folder / "captains"
    captains.mkdir()
    (captains / "queequeg.json").write_text("{}", encoding="utf-8")
    stubb = json.loads(
        (Path(__file__).resolve().parents[2] / "rules" / "captains" / "stubb.json").read_text(
            encoding="utf-8"
        )
    )
    stubb["limits"]["normal"]["buildings"] = 31
    (captains / "stubb.json").write_text(json.dumps(stubb), encoding="utf-8")
    _boards, warnings = load_captain_boards(override_dir=captains)
    tr = app.translate
    while_modal(out / "es-refused-board-files-1366.png")
    _message(
        "Warning",
        tr("App", "Captain board files refused"),
        tr("App", "These board files were refused; the built-in boards are used:")
        + "\n\n"
        + "\n\n".join(i18n.say(w) for w in warnings),
    )


if __name__ == "__main__":
    main()
