"""The theme without an application style sheet (issue 18, docs/ui.md's eighteenth step): the
palette carries the colours, `STYLE` sits only on the dialogs (not on the main window nor its
in-window score sheet), and every text colour the palette sets keeps 4.5:1 against its
background."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from nbgui.captain.setup import load_boards
from nbgui.simulate import make_setup
from nbgui.ui import theme
from nbgui.ui.table.legibility import contrast
from tests.ui.window_helpers import open_test_window

R = QPalette.ColorRole
G = QPalette.ColorGroup
#: (text, background) pairs a widget draws with
PAIRS = [
    (R.Text, R.Base),
    (R.Text, R.AlternateBase),
    (R.WindowText, R.Window),
    (R.ButtonText, R.Button),
    (R.HighlightedText, R.Highlight),
    (R.ToolTipText, R.ToolTipBase),
    (R.PlaceholderText, R.Base),
]


def palettes() -> list[tuple[str, QPalette]]:
    out = [("application", theme.palette())]
    out += [(name, theme.palette(**roles)) for name, roles in theme.PART_PALETTES.items()]
    return out


@pytest.mark.parametrize("name,pal", palettes())
def test_every_text_colour_of_the_palettes_keeps_4_5_to_1(name: str, pal: QPalette) -> None:
    for group in (G.Active, G.Disabled):
        for text, back in PAIRS:
            if group == G.Disabled and text in (R.HighlightedText, R.ToolTipText):
                continue  # not drawn disabled
            ratio = contrast(pal.color(group, text), pal.color(group, back))
            assert ratio >= 4.5, (name, group, text, back, round(ratio, 2))


def test_contrast_check_catches_a_faint_pair() -> None:
    assert contrast(QColor(theme.PARCHMENT_DARK), QColor(theme.PARCHMENT)) < 4.5


def test_tooltips_take_the_theme_whatever_the_platform_gave_them(qapp) -> None:  # type: ignore[no-untyped-def]
    """A tooltip draws with `QToolTip.palette()`, which a platform theme sets on its own
    (dark on a dark desktop): `apply_theme` gives it the theme's ink on light parchment."""
    from PySide6.QtWidgets import QToolTip

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    was, themed = QToolTip.palette(), app.property("nbguiTheme")
    dark = QPalette(QColor("#202020"))
    dark.setColor(R.ToolTipBase, QColor("#202020"))
    dark.setColor(R.ToolTipText, QColor("#303030"))
    QToolTip.setPalette(dark)  # as a platform's own tooltip palette
    app.setProperty("nbguiTheme", False)
    try:
        theme.apply_theme(app)
        tip = QToolTip.palette()
        assert tip.color(R.ToolTipBase) == QColor(theme.PARCHMENT_LIGHT)
        assert tip.color(R.ToolTipText) == QColor(theme.INK)
        assert contrast(tip.color(R.ToolTipText), tip.color(R.ToolTipBase)) >= 4.5
    finally:
        QToolTip.setPalette(was)
        app.setProperty("nbguiTheme", themed)


@pytest.fixture(scope="module")
def boards():  # type: ignore[no-untyped-def]
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def window(qtbot, boards, tmp_path):  # type: ignore[no-untyped-def]
    """A started solo game against Stubb (seed 5), the window shown."""
    setup = make_setup(5, ["stubb"], boards, human_names=["Ishmael"])
    return open_test_window(qtbot, boards, tmp_path, setup)


def under_sheet(widget: QWidget) -> bool:
    return widget.style().metaObject().className() == "QStyleSheetStyle"


def test_a_started_game_polishes_only_the_named_widgets_by_style_sheet(  # type: ignore[no-untyped-def]
    window,
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.styleSheet() == ""  # no sheet on every widget
    assert app.style().name().lower() == "fusion"
    assert app.palette().color(R.Window) == QColor(theme.PARCHMENT)
    widgets = [window, *window.findChildren(QWidget)]
    assert len(widgets) > 40
    styled = {w.objectName() or type(w).__name__ for w in widgets if under_sheet(w)}
    assert styled == set()  # not one widget of the main window under QStyleSheetStyle
    # what the sheet drew, said otherwise: the dock's title on the darker parchment, the menu
    # bar's and status bar's backgrounds, bold score headers
    assert window.dock.titleBarWidget() is None  # Qt's own title, its float button kept
    assert window.dock.autoFillBackground() and window.dock.widget().autoFillBackground()
    assert window.dock.palette().color(R.Window) == QColor(theme.PARCHMENT_DARK)
    assert window.dock.widget().palette().color(R.Window) == QColor(theme.PARCHMENT)
    assert window.menuBar().palette().color(R.Window) == QColor(theme.PARCHMENT_DARK)
    assert window.statusBar().palette().color(R.Window) == QColor(theme.PARCHMENT_DARK)
    assert window.statusBar().autoFillBackground()
    assert window.score_preview.horizontalHeader().font().bold()


def test_dialogs_carry_the_whole_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from nbgui.ui.dialogs.about import AboutDialog

    about = AboutDialog(window)
    qtbot.addWidget(about)
    assert about.styleSheet() == theme.STYLE
    buttons = about.findChildren(QPushButton)
    assert buttons and all(under_sheet(b) for b in buttons)


def test_the_score_sheet_in_the_window_has_no_sheet_and_a_deep_sea_default(  # type: ignore[no-untyped-def]
    window,
) -> None:
    sheet = window.show_score_sheet()
    assert sheet.styleSheet() == ""
    assert not [w for w in sheet.findChildren(QWidget) if under_sheet(w)]
    rematch = sheet.rematch_button
    assert rematch.isDefault()
    fill, text = rematch.palette().color(R.Button), rematch.palette().color(R.ButtonText)
    assert fill == QColor(theme.SEA_DEEP) and contrast(text, fill) >= 4.5
    header = sheet.table.horizontalHeader()
    assert header.font().bold()
    assert header.palette().color(R.Button) == QColor(theme.PARCHMENT_DARK)
