"""The score sheet's rows read on one line each at the maximized 1366×768 table area (1010 px
wide), English and Spanish: the victory bonuses' row says its total and, under it, each
bonus whole ("Municipal Office +4, Seamen's Bethel +5" on one line where the sheet has room;
else the bonuses on as few lines as fit, never a building's name broken). It took four lines,
"Seamen's / Bethel +5" broken, in a solo game's two 150 px columns."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from nbgui.content.loader import default_rules
from nbgui.engine import ScoreRow, ScoreSheet
from nbgui.ui import i18n
from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog
from nbgui.ui.fonts import apply_app_font

VICTORY = ("municipal_office", "seamens_bethel", "counting_house", "mansion")


def row(seat: int, bonuses: tuple[tuple[str, int], ...]) -> ScoreRow:
    points = sum(p for _b, p in bonuses)
    return ScoreRow(seat, 10, 5, points, 1, 16 + points, 6, 2, bonuses)


def shown(qtbot, sheet: ScoreSheet, names: list[str]) -> ScoreSheetDialog:  # type: ignore[no-untyped-def]
    """The sheet inside a window whose table area is the maximized 1366×768 one."""
    host = QMainWindow()
    qtbot.addWidget(host)
    host.setCentralWidget(QWidget())
    host.resize(1010, 740)
    host.show()
    qtbot.waitExposed(host)
    dialog = ScoreSheetDialog(sheet, names, default_rules(), host)
    dialog.show_in(host)
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def lines_of(dialog: ScoreSheetDialog, col: int) -> list[str]:
    """The bonus cell's lines, each checked to fit its column whole (Qt would wrap it)."""
    table = dialog.table
    text = table.item(2, col).text()
    fm = QFontMetrics(table.font())
    for line in text.split("\n"):
        assert fm.horizontalAdvance(line) <= table.columnWidth(col) - 8, (line, col)
    return text.split("\n")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_two_bonuses_read_on_one_line_under_the_total(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    apply_app_font(app)
    i18n.set_language(lang)
    try:
        bonuses = (("municipal_office", 4), ("seamens_bethel", 5))
        sheet = ScoreSheet((row(0, bonuses), row(1, ())), (0,), "score")
        dialog = shown(qtbot, sheet, ["Stubb", "Ann"])
        assert len(lines_of(dialog, 0)) == 2, dialog.table.item(2, 0).text()
        assert dialog.table.item(2, 1).text() == "0"
        height = QFontMetrics(dialog.table.font()).lineSpacing()
        assert dialog.table.rowHeight(2) <= 2 * height + 12, dialog.table.rowHeight(2)
        assert dialog.width() <= 1010
    finally:
        i18n.set_language("en")
        app.setFont(before)


def test_four_long_bonuses_wrap_between_buildings(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four seats in Spanish, one of them with every victory building: the sheet stays in the
    table area and every bonus is whole on its line."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.font()
    apply_app_font(app)
    i18n.set_language("es")
    try:
        every = tuple((b, 4) for b in VICTORY)
        rows = (row(0, every), row(1, every[:2]), row(2, every[2:]), row(3, ()))
        dialog = shown(qtbot, ScoreSheet(rows, (0,), "score"), ["Ann", "Ben", "Cid", "Dan"])
        assert dialog.width() <= 1010
        rules = default_rules()
        names = [QApplication.translate("Rules", rules.buildings[b].name.en) for b in VICTORY]
        said = "\n".join(lines_of(dialog, 0)[1:])
        assert all(name in said for name in names), said
    finally:
        i18n.set_language("en")
        app.setFont(before)


def test_the_bonuses_are_listed_one_way_through_the_catalogue(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A victory bonus ("Mansion +4") and the list of them are the catalogue's (``sheet.bonus``,
    ``list.more``), alike in the cell, its tooltip and the column's measure: the sheet wrote
    f"{name} +{points}" and joined them with ", " in Python, in two ways (the tooltip's
    ", ".join, the cell's lines glued with f"{line}, {part}"). A language with its own
    separator (here a test one, " / ", and "(+4)") gets its own in every place."""
    test_words = {"list.more": "{items} / {item}", "sheet.bonus": "{building} (+{points})"}
    said = i18n._template
    monkeypatch.setattr(
        i18n, "_template", lambda m: test_words.get(m.id) or said(m)
    )
    bonuses = (("municipal_office", 4), ("seamens_bethel", 5), ("mansion", 3))
    sheet = ScoreSheet((row(0, bonuses), row(1, ())), (0,), "score")
    dialog = shown(qtbot, sheet, ["Stubb", "Ann"])
    item = dialog.table.item(2, 0)
    assert item.toolTip() == "Municipal Office (+4) / Seamen's Bethel (+5) / Mansion (+3)"
    lines = lines_of(dialog, 0)
    assert lines[0] == "12"
    assert " / ".join(lines[1:]) == item.toolTip()  # each line a whole part of the one list
    assert all(", " not in line and line.count("(+") == line.count(" / ") + 1 for line in lines[1:])
