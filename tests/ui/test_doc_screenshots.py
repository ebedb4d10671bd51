"""The documentation's new-game dialog screenshot shows the dialog as it is today: it is
rendered again here (same seed, same Captain-board folder as docs/screenshots/make_screenshots.py
under ``HOME=/home/ishmael``) and compared with the PNG. When the dialog changes, regenerate it:

    HOME=/home/ishmael xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python \\
        docs/screenshots/make_screenshots.py /tmp/shots 1280 720
    cp /tmp/shots/new-game-dialog.png docs/screenshots/
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from nbgui.captain.setup import load_boards
from nbgui.ui import i18n
from nbgui.ui.dialogs import new_game
from nbgui.ui.fonts import apply_app_font

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SEED = 123456  # make_screenshots.NEW_GAME_SEED
BUTTON_ROW_PX = 40  # the buttons' focus frame is drawn differently offscreen and under X


def _differing(a: QImage, b: QImage, rows: int) -> float:
    """Share of pixels in the first `rows` rows whose colour differs by more than 64."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    differ = total = 0
    for y in range(0, rows, 2):
        for x in range(0, a.width(), 2):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            total += 1
            d = max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()),
                    abs(pa.blue() - pb.blue()))  # fmt: skip
            differ += d > 64
    return differ / total


def test_new_game_dialog_screenshot_is_current(qapp, monkeypatch) -> None:
    monkeypatch.setattr(
        new_game, "default_override_dir", lambda: Path("/home/ishmael/.local/share/nbgui/captains")
    )
    before = qapp.font()
    apply_app_font(qapp)  # as the app and the screenshot script do
    try:
        i18n.set_language("en")
        dialog = new_game.NewGameDialog(load_boards(use_overrides=False)[0], seed=SEED)
        dialog.show()
        for _ in range(5):
            qapp.processEvents()
        now = dialog.grab().toImage()
        dialog.close()
    finally:
        qapp.setFont(before)  # the other tests keep the font they measure with
    shot = QImage(str(SHOTS / "new-game-dialog.png"))
    assert not shot.isNull()
    assert (shot.width(), shot.height()) == (now.width(), now.height()), (
        "docs/screenshots/new-game-dialog.png is stale: regenerate it (see this test's docstring)"
    )
    assert _differing(shot, now, now.height() - BUTTON_ROW_PX) < 0.01, (
        "docs/screenshots/new-game-dialog.png is stale: regenerate it (see this test's docstring)"
    )
