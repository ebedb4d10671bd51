"""The documentation's new-game dialog screenshot shows the dialog as it is today: the dialog is
rendered again in a fresh offscreen process (same seed, same fonts and Captain-board folder as
docs/screenshots/make_screenshots.py run with ``HOME=/home/ishmael``) and compared with the PNG.
A changed figure that keeps the layout passes; a dialog that gained or lost rows, buttons or
lines fails. Regenerate it with:

    HOME=/home/ishmael xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python \\
        docs/screenshots/make_screenshots.py /tmp/shots 1280 720
    cp /tmp/shots/new-game-dialog.png docs/screenshots/
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
SHOT = ROOT / "docs" / "screenshots" / "new-game-dialog.png"
BUTTON_ROW_PX = 40  # the buttons' focus frame is drawn differently offscreen and under X
HEIGHT_SLACK_PX = 24  # about one wrapped line
MAX_DIFFERING = 0.05

RENDER = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from nbgui.captain.setup import load_boards
from nbgui.ui import i18n
from nbgui.ui.dialogs.new_game import NewGameDialog
from nbgui.ui.fonts import apply_app_font
apply_app_font(app)
i18n.set_language("en")
dialog = NewGameDialog(load_boards(use_overrides=False)[0], seed=123456)  # NEW_GAME_SEED
dialog.show()
for _ in range(5):
    app.processEvents()
dialog.grab().save(sys.argv[1])
"""


def _differing(a: QImage, b: QImage, rows: int) -> float:
    """Share of pixels in the first `rows` rows whose colour differs by more than 64."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    differ = total = 0
    for y in range(0, rows, 2):
        for x in range(0, min(a.width(), b.width()), 2):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += 1
            d = max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()),
                    abs(pa.blue() - pb.blue()))  # fmt: skip
            differ += d > 64
    return differ / max(total, 1)


def test_new_game_dialog_screenshot_is_current(qapp, tmp_path) -> None:
    out = tmp_path / "now.png"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NBGUI_", "XDG_"))}
    env.update(HOME="/home/ishmael", QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-c", RENDER, str(out)], cwd=ROOT, env=env, check=True,
                   timeout=120, capture_output=True)  # fmt: skip
    now, shot = QImage(str(out)), QImage(str(SHOT))
    assert not now.isNull() and not shot.isNull()
    stale = "docs/screenshots/new-game-dialog.png is stale: regenerate it (this test's docstring)"
    assert shot.width() == now.width(), stale
    assert abs(shot.height() - now.height()) <= HEIGHT_SLACK_PX, stale
    rows = min(shot.height(), now.height()) - BUTTON_ROW_PX
    assert _differing(shot, now, rows) < MAX_DIFFERING, stale
