"""The main window: opens with the table and the log, the log shows the engine's sentences,
status and score preview follow the game, undo/redo, save/open, the end-of-game score sheet, and
the window fits 1280×720."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QWidget

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.setup import load_boards
from nbgui.engine import Describer, GameSetup, SeatSpec, StartGoods, legal_commands, state_hash
from nbgui.simulate import make_setup
from nbgui.ui.fonts import register_fonts
from nbgui.ui.main_window import MainWindow, make_table
from nbgui.ui.session import GameSession


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


class PlaceholderTable(QWidget):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.calls: list[str] = []
        self.busy = False

    def set_speed(self, name):
        self.calls.append(f"speed:{name}")

    def skip(self):
        self.calls.append("skip")

    def zoom_in(self):
        self.calls.append("zoom_in")


def open_window(qtbot, session, settings, factory=PlaceholderTable):
    register_fonts()
    window = MainWindow(session, settings=settings, table_factory=factory, ask_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    session.start()
    return window


def test_window_opens_with_table_log_and_sentences(qtbot, boards, settings):
    session = GameSession(make_setup(12, ["starbuck"], boards, human_names=["Ishmael"]), boards)
    window = open_window(qtbot, session, settings)
    assert isinstance(window.centralWidget(), PlaceholderTable)
    lines = window.log_panel.lines()
    assert lines and lines[0].startswith("New game (seed 12)")
    assert "Your turn" in window.status_line.text()
    session.submit(StartGoods(0, 1, 0, 4))
    describe = Describer(session.seat_names, session.state.rules)
    lines = window.log_panel.lines()
    for batch in session.batches:
        for event in batch.events:
            assert describe(event) in lines
    # his first placement uses the starting course (no roll): "Starbuck's course is …"
    assert any(line.startswith("Starbuck's course is") for line in lines), "the Captain's sentence"
    assert not any(line.startswith("↳ ") for line in lines), "the Orders walk is a detail"
    window.log_panel.details.setChecked(True)
    assert any(line.startswith("↳ ") for line in window.log_panel.lines()), "details: reasons"
    assert window.score_preview.rowCount() == 2
    assert window.score_preview.item(1, 0).text() == "Ishmael"
    assert window.log_panel.view.accessibleName() == "Game log"


def test_real_or_fallback_table_is_embedded(qtbot, boards, settings):
    session = GameSession(make_setup(3, ["flask"], boards), boards)
    window = open_window(qtbot, session, settings, factory=make_table)
    assert window.centralWidget() is window.table
    assert window.table.objectName() == "table"


def test_speed_skip_and_reduced_motion_reach_the_table(qtbot, boards, settings):
    session = GameSession(make_setup(3, ["flask"], boards), boards)
    window = open_window(qtbot, session, settings)
    window.speed_box.setCurrentIndex(window.speed_box.findData("fast"))
    window.skip_button.click()
    assert "speed:fast" in window.table.calls and "skip" in window.table.calls
    window.reduced_motion_action.setChecked(True)
    assert window.table.calls[-1] == "speed:instant" and not window.speed_box.isEnabled()
    assert settings.value("speed") == "fast"


def test_undo_redo_marks_the_log(qtbot, settings):
    session = GameSession(GameSetup(seed=4, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    window = open_window(qtbot, session, settings)
    assert not window.undo_action.isEnabled()
    session.submit(StartGoods(0, 0, 0, 5))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.log_panel.lines()[-1].endswith("undone")
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert not window.log_panel.lines()[-1].endswith("undone")


def test_save_and_open(qtbot, boards, settings, tmp_path):
    session = GameSession(make_setup(31, ["ahab"], boards), boards)
    window = open_window(qtbot, session, settings)
    session.submit(StartGoods(0, 0, 0, 5))
    path = tmp_path / "game.nbsave"
    assert window.save_to(path)
    saved = state_hash(session.state)
    session.rematch()
    assert window.open_game(str(path))
    assert state_hash(session.state) == saved
    assert "game.nbsave" in window.windowTitle()


def test_the_title_names_the_game_not_the_app_twice(qtbot, boards, settings):
    """Qt puts the application's display name after a window's title on Windows and Linux:
    "New Bedford — seed 31" read "New Bedford — seed 31 — New Bedford" in the title bar."""
    session = GameSession(make_setup(31, ["ahab"], boards), boards)
    window = open_window(qtbot, session, settings)
    title = window.windowTitle()
    assert "New Bedford" not in title
    assert "Captain Ahab" in title and "31" in title
    assert len(window.log_panel.lines()) > 3


def test_game_over_shows_the_score_sheet(qtbot, settings):
    session = GameSession(GameSetup(seed=5, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    window = open_window(qtbot, session, settings)
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None)
    assert "Game over" in window.status_line.text()
    assert window.log_panel.lines()[-1].startswith("Game over")


def test_fits_1280x720_and_remembers_geometry(qtbot, boards, settings):
    session = GameSession(make_setup(8, ["starbuck", "stubb", "ahab"], boards), boards)
    window = open_window(qtbot, session, settings, factory=make_table)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    window.resize(1280, 720)
    assert window.width() == 1280 and window.height() == 720
    window.resize(1100, 700)
    window.close()
    assert settings.value("window/geometry") is not None
    again = MainWindow(session, settings=settings, table_factory=PlaceholderTable,
                       ask_dialogs=False)
    qtbot.addWidget(again)
    # restored from the settings, not the 1280×720 default (the offscreen screen is only
    # 800 px wide, so Qt clamps the restored width to it)
    assert again.size().height() == 700 and again.size().width() != 1280


def test_language_switch_rebuilds_the_menus(qtbot, boards, settings):
    from pathlib import Path

    from nbgui.ui import i18n

    session = GameSession(make_setup(8, ["starbuck"], boards), boards)
    window = open_window(qtbot, session, settings)
    try:
        window.change_language("es")
        assert settings.value("language") == "es"
        first_menu = window.menuBar().actions()[0].text()
        if Path(i18n.translation_file("es")).exists():
            assert first_menu != "&Game"  # the Spanish catalogue is in use
    finally:
        window.change_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"


def test_captain_tie_is_asked_then_resolved(qtbot, boards, settings):
    """With automatic ties off, a real Captain tie reaches the window, which settles it."""
    asked = []
    for seed in range(1, 40):
        session = GameSession(make_setup(seed, ["ahab", "stubb"], boards), boards,
                              auto_ties=False)
        session.tieQuestion.connect(asked.append)
        window = open_window(qtbot, session, settings)
        bot = RandomBot(seed)
        for _ in range(200):
            if asked or session.is_over:
                break
            if session.pending_tie is None:
                session.submit(bot.choose(session.state, legal_commands(session.state)))
        if asked:
            break
        window.close()
    assert asked, "no Captain tie in 39 seeds"
    qtbot.waitUntil(lambda: session.pending_tie is None)
    settled = [
        s for b in session.batches for s in b.trace if s.text.startswith("The player settled")
    ]
    assert len(settled) >= 1


def test_fallback_table_plays_the_selected_move(qtbot, boards, settings):
    from nbgui.ui.panels.fallback_table import FallbackTable

    session = GameSession(make_setup(6, ["flask"], boards), boards)
    window = open_window(qtbot, session, settings, factory=lambda s, p: FallbackTable(s, None, p))
    table = window.table
    assert table.commands.count() == len(legal_commands(session.state))
    table.commands.setCurrentRow(0)
    table.play.click()
    assert session.batches and not session.batches[0].captain
    assert table.render_to_image(QSize(320, 200)).width() == 320


def test_the_table_is_built_once_in_the_windows_language(qtbot, boards, settings, monkeypatch):
    """Start-up (issue 18): the window's table is drawn once, in the window's language and in
    the arrangement its size in the window calls for; retranslating it into the language it
    already speaks draws nothing again; a real change of language still redraws it."""
    from nbgui.ui import i18n
    from nbgui.ui.table.scene import TableScene

    built: list[str] = []
    build = TableScene.build

    def counting(scene, state):
        built.append(scene.language)
        build(scene, state)

    monkeypatch.setattr(TableScene, "build", counting)
    i18n.set_language("es")
    try:
        session = GameSession(make_setup(8, ["starbuck"], boards), boards)
        window = MainWindow(session, boards, settings, ask_dialogs=False)
        qtbot.addWidget(window)
        assert built == ["es"] and window.table.language == "es"
        window.show()  # laid out before it was drawn: showing it draws nothing again
        qtbot.waitExposed(window)
        assert built == ["es"]
        window.table.retranslate()
        assert built == ["es"]
        i18n.set_language("en")
        window.table.retranslate()
        assert built == ["es", "en"] and window.table.language == "en"
    finally:
        i18n.set_language("en")


def test_bundled_fonts_are_registered_once(qapp, monkeypatch):
    """The table's assets name the same font files as `assets/fonts`: each is given to Qt once
    (a second registration only costs memory)."""
    from PySide6.QtGui import QFontDatabase

    from nbgui.ui import fonts
    from nbgui.ui.table.assets import AssetLibrary

    added: list[str] = []
    add = QFontDatabase.addApplicationFont

    def counting(path):
        added.append(path)
        return add(path)

    monkeypatch.setattr(QFontDatabase, "addApplicationFont", staticmethod(counting))
    monkeypatch.setattr(fonts, "_files", {})
    monkeypatch.setattr(fonts, "_registered", None)
    families = fonts.register_fonts()
    library = AssetLibrary()
    assert added and len(added) == len(set(added))
    assert library.family in families


def _play_to_the_end(session) -> None:
    bot = RandomBot(3)
    while not session.is_over:
        session.submit(bot.choose(session.state, legal_commands(session.state)))


def test_the_score_sheet_is_shown_inside_the_window_and_keeps_the_table_from_clicks(
    qtbot, boards, settings
):
    """The score sheet is part of the window (no window, hence no backing store of its own:
    issue 18), over the dimmed table, which it keeps from being clicked; Esc takes it down."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    session = GameSession(make_setup(5, ["starbuck"], boards, human_names=["Ann"]), boards)
    window = open_window(qtbot, session, settings, factory=make_table)
    window.resize(1280, 720)
    window.set_speed("instant", remember=False)
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None, timeout=30_000)
    sheet = window.last_sheet_dialog
    assert sheet.isVisible() and not sheet.isWindow() and sheet.window() is window
    assert window.rect().contains(sheet.geometry())
    assert window.table._shade.isVisible()  # the table is dimmed behind it
    # the table and the side panel beside the sheet are under its scrim: a click goes nowhere
    corner = window.table.mapTo(window, QPoint(8, 8))
    assert window.childAt(corner) is sheet._scrim
    assert window.childAt(window.dock.mapTo(window, QPoint(20, 60))) is sheet._scrim
    QTest.mouseClick(sheet._scrim, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert sheet.isVisible()
    # the menu bar is not covered
    assert window.childAt(window.menuBar().geometry().center()) is not sheet._scrim
    QTest.keyClick(sheet, Qt.Key.Key_Escape)
    assert not sheet.isVisible() and not sheet._scrim.isVisible()
    assert not window.table._shade.isVisible()


def test_the_score_sheet_rematch_and_undo(qtbot, boards, settings):
    """Its Rematch starts the same seed again (the player answers when they like: the window
    is not blocked), and an undo takes a sheet still up down with the game it scored."""
    session = GameSession(GameSetup(seed=6, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")]))
    window = open_window(qtbot, session, settings)
    window.ask_dialogs = True
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None, timeout=30_000)
    sheet = window.last_sheet_dialog
    seed = session.setup.seed
    sheet.rematch_button.click()
    assert not sheet.isVisible()
    assert not session.is_over and session.setup.seed == seed
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not sheet, timeout=30_000)
    again = window.last_sheet_dialog
    assert again.isVisible()
    from shiboken6 import isValid

    qtbot.waitUntil(lambda: not isValid(sheet))  # the first game's sheet is gone, scrim and all
    qtbot.waitUntil(lambda: len(window.findChildren(QWidget, "scoreSheetScrim")) == 1)
    window.undo()  # the last move, a player's
    assert not session.is_over
    assert not again.isVisible()


def test_a_language_change_under_the_score_sheet_shows_it_again_in_those_words(
    qtbot, boards, settings
):
    """The menus stay usable under the sheet: a language change redraws the table (its shade
    went with the old scene: it was a deleted item, an error) and shows the sheet again."""
    from PySide6.QtWidgets import QLabel
    from shiboken6 import isValid

    session = GameSession(make_setup(5, ["starbuck"], boards, human_names=["Ann"]), boards)
    window = open_window(qtbot, session, settings, factory=make_table)
    window.set_speed("instant", remember=False)
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None, timeout=30_000)
    sheet = window.last_sheet_dialog
    try:
        window.change_language("es")
        again = window.last_sheet_dialog
        winner = again.findChild(QLabel, "winnerLine").text()
    finally:
        window.change_language("en")
    assert again is not sheet and (not isValid(sheet) or not sheet.isVisible())
    assert winner.startswith("Gana: ")  # "Ganador" gave a woman's name a man's word
    shade = window.table._shade
    assert shade.scene() is window.table.scene and shade.isVisible()


def test_the_score_sheet_stands_over_the_table_beside_the_side_panel(qtbot, boards, settings):
    """The score sheet stands over the table, not over the side panel, whose score table,
    status and log stay uncovered (the sheet centred on the whole window covered the score
    table's names at 1280×720, three seats); the table behind it is shaded dark, the side
    panel (it takes no clicks either) lightly, so it stays readable; and when the side panel
    is hidden, the sheet is placed again over the wider table. (The test screen is 800 px
    wide: a two-seat sheet beside a narrow side panel.)"""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QColor

    session = GameSession(make_setup(5, ["starbuck"], boards, human_names=["Ann"]), boards)
    window = open_window(qtbot, session, settings, factory=make_table)
    window.resize(1280, 720)
    window.dock.setFixedWidth(180)  # room for the sheet beside it on this screen
    window.set_speed("instant", remember=False)
    _play_to_the_end(session)
    qtbot.waitUntil(lambda: window.last_sheet_dialog is not None, timeout=30_000)
    sheet = window.last_sheet_dialog
    qtbot.waitUntil(sheet.isVisible)
    dock = QRect(window.dock.mapTo(window, QPoint(0, 0)), window.dock.size())
    table = QRect(window.table.mapTo(window, QPoint(0, 0)), window.table.size())
    assert not sheet.geometry().intersects(dock), (sheet.geometry(), dock)
    assert table.contains(sheet.geometry())
    image = window.grab().toImage()

    def lightness(widget, point: QPoint) -> int:  # type: ignore[no-untyped-def]
        return QColor(image.pixel(widget.mapTo(window, point))).lightness()

    # the table's parchment beside the sheet, the side panel's score table
    beside = QPoint(8, window.table.height() // 2)
    assert not sheet.geometry().contains(window.table.mapTo(window, beside))
    assert lightness(window.table, beside) < 110  # the parchment (~235) shaded
    preview = window.findChild(QWidget, "scorePreview")
    # a cell's empty parchment (the seat column's right end: its name is left-aligned), not
    # wherever the preview's centre falls (a grid line at some column widths)
    cell = preview.visualRect(preview.model().index(0, 0))
    empty = QPoint(cell.right() - 4, cell.center().y())
    assert lightness(preview.viewport(), empty) > 180  # its parchment: ~210
    window.dock.hide()  # View menu: the table takes the room; the sheet follows it
    qtbot.waitUntil(lambda: sheet.geometry().center().x() > table.center().x() + 50)
    sheet.reject()
