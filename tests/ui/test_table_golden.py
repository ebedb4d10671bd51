"""Screenshot goldens: the scene rendered to an image, compared with a tolerance.

A missing golden is written and the test passes with a warning (the first run bootstraps);
on a mismatch, actual/expected/diff PNGs go to tests/_artifacts/. After an intended visual
change (new art, layout), delete tests/ui/goldens/*.png and rerun to regenerate them.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from fake_session import FakeSession, play_random, register_test_fonts
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from nbgui.engine import GameSetup, SeatSpec
from nbgui.ui.table.widget import TableWidget

GOLDENS = Path(__file__).parent / "goldens"
ARTIFACTS = Path(__file__).parent.parent / "_artifacts"
SIZE = QSize(1600, 900)
# the table's size in a maximized window on a 1366×768 and a 1920×1080 screen (measured under
# Xvfb with the real main window: menu bar, status bar and the side dock taken off)
TABLE_1366 = QSize(1010, 718)
TABLE_1920 = QSize(1564, 1030)
TOLERANCE = 2.5  # mean absolute difference per channel (0–255)


def mean_abs_diff(a: QImage, b: QImage) -> tuple[float, QImage]:
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    if a.size() != b.size():
        return 255.0, a
    w, h = a.width(), a.height()
    da = memoryview(a.constBits()).tobytes()
    db = memoryview(b.constBits()).tobytes()
    diff = QImage(w, h, QImage.Format.Format_RGB32)
    diff.fill(QColor("black"))
    total = 0
    step = 4
    for i in range(0, len(da), step):
        d = abs(da[i] - db[i]) + abs(da[i + 1] - db[i + 1]) + abs(da[i + 2] - db[i + 2])
        if d:
            total += d
            px = i // 4
            diff.setPixelColor(px % w, px // w, QColor(min(255, d), 0, 0))
    return total / (w * h * 3), diff


def check_golden(img: QImage, name: str) -> None:
    path = GOLDENS / f"{name}.png"
    if not path.exists():
        GOLDENS.mkdir(parents=True, exist_ok=True)
        img.save(str(path))
        warnings.warn(f"golden {path.name} was missing: created it", stacklevel=2)
        return
    expected = QImage(str(path))
    score, diff = mean_abs_diff(img, expected)
    if score > TOLERANCE:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        img.save(str(ARTIFACTS / f"{name}-actual.png"))
        expected.save(str(ARTIFACTS / f"{name}-expected.png"))
        diff.save(str(ARTIFACTS / f"{name}-diff.png"))
        pytest.fail(f"{name}: mean abs diff {score:.2f} > {TOLERANCE} (see {ARTIFACTS})")


def _solo_table(qtbot, steps: int) -> TableWidget:  # type: ignore[no-untyped-def]
    register_test_fonts()
    from nbgui.captain.setup import captain_seat, load_boards

    boards, _ = load_boards(False)
    setup = GameSetup(seed=7, seats=[captain_seat(boards["starbuck"]), SeatSpec(name="Ann")])
    session = FakeSession(setup, boards)
    session.run_captains()
    w = TableWidget(session, language="en")
    qtbot.addWidget(w)
    w.set_speed("instant")
    w.reset(session.state)
    return play_random(w, session, 4, steps)


def _at(w: TableWidget, qtbot, size: QSize) -> TableWidget:  # type: ignore[no-untyped-def]
    """The table at the size a maximized window gives it (the arrangement follows)."""
    w.resize(size)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_golden_opening(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = _at(_solo_table(qtbot, 0), qtbot, TABLE_1366)
    check_golden(w.render_to_image(TABLE_1366), "opening-1366")


def test_golden_opening_hidpi(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The same table on a scale-2 screen: twice the pixels, the same layout and text sizes."""
    w = _at(_solo_table(qtbot, 0), qtbot, TABLE_1366)
    img = w.render_to_image(TABLE_1366, 2.0)
    assert img.size() == TABLE_1366 * 2 and img.devicePixelRatio() == 2.0
    check_golden(img, "opening-1366-hidpi")


def test_golden_opening_1920(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = _at(_solo_table(qtbot, 0), qtbot, TABLE_1920)
    check_golden(w.render_to_image(TABLE_1920), "opening-1920")


def test_golden_midgame(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two humans, 30 random commands in: independent of the Captain brain's choices."""
    register_test_fonts()
    session = FakeSession(GameSetup(seed=8, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = TableWidget(session, language="en")
    qtbot.addWidget(w)
    w.set_speed("instant")
    play_random(w, session, 6, 30)
    _at(w, qtbot, TABLE_1366)
    check_golden(w.render_to_image(TABLE_1366), "midgame-1366")
    _at(w, qtbot, TABLE_1920)
    check_golden(w.render_to_image(TABLE_1920), "midgame-1920")


def test_missing_assets_fall_back_to_shapes(qtbot, tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    """No manifest at all: the table still builds, plays and renders with drawn shapes."""
    from nbgui.ui.table.assets import AssetLibrary

    register_test_fonts()
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    w = TableWidget(session, assets=AssetLibrary(tmp_path))
    qtbot.addWidget(w)
    w.set_speed("instant")
    play_random(w, session, 2, 10)
    img = w.render_to_image(QSize(800, 450))
    assert not img.isNull()
    assert any("missing" in r.getMessage() for r in caplog.records)


def test_spanish_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Names come through the catalogue (the `Rules` context): they follow the interface
    language, and a language switch redraws them."""
    from nbgui.ui import i18n

    register_test_fonts()
    session = FakeSession(GameSetup(seed=1, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    i18n.set_language("es")
    try:
        w = TableWidget(session, language="es")
        qtbot.addWidget(w)
        assert w.scene.spaces["forest"].name == "Bosque"
        assert w.scene.spaces["city_pier"].name == "Puerto de la Ciudad"
        i18n.set_language("en")
        w.retranslate()
        assert w.scene.spaces["forest"].name == "Forest"
    finally:
        i18n.set_language("en")


def test_golden_compact_layout(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A narrow window (the shell's side dock) switches to the compact arrangement."""
    w = _solo_table(qtbot, 0)
    w.resize(894, 701)
    w.show()
    qtbot.waitExposed(w)
    assert w.scene.compact
    rect = w.scene.sceneRect()
    assert rect.width() < 1300
    check_golden(w.render_to_image(QSize(int(rect.width()), int(rect.height()))), "compact")
    w.resize(1280, 720)
    qtbot.wait(10)
    assert not w.scene.compact
