"""One surface: the window, menus, dialogs and the score sheet share the table's palette
(parchment, ink, deep sea) and its font. Text colours keep at least 4.5:1 contrast
(`tests/ui/test_theme.py` checks every pair the palette sets).

`apply_theme()` sets the Fusion style and a `QPalette` on the application (`dress` gives the
main window's menu bar, menus, header views and status bar palettes of their own); it sets
**no application style sheet**: a sheet on the application makes `QStyleSheetStyle` match and
cache its rules for every widget made (about 95 in a game, ~0.9 MiB at a game's peak, issue
18, docs/ui.md's eighteenth step). What a palette cannot say (a push button's rounded
border and padding) comes from `STYLE`, set only on each dialog and secondary window (`themed`,
short-lived) but not on the main window, whose push buttons (the in-window score sheet's
included) are Fusion's, in the palette's colours, the default one deep-sea by its own palette
(`default_button`): any widget under a sheet brings `QStyleSheetStyle` in, and the main
window's three buttons alone with a sheet each kept ~0.5 MiB of a game's peak. The docks'
titles keep the darker parchment by the docks' own palettes (`dock_title`).

Fusion is set explicitly on Windows and macOS (`NATIVE_STYLE_PLATFORMS`) so that the palette
holds the same there: their native styles draw buttons, menus and headers from the system's
own colours and ignore much of an application palette. On Linux Qt's own default is already
Fusion (or the desktop's Qt style, which follows an application palette), and setting it
again is not free: `setStyle("Fusion")` before the first widget still raised a game's peak by
~0.4 MiB (3 games each, docs/ui.md)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QMenu,
    QToolTip,
    QWidget,
)

PARCHMENT = "#F3E6C6"
PARCHMENT_LIGHT = "#FBF4E2"
PARCHMENT_DARK = "#E4CF9E"
INK = "#1F2F4A"  # 10.8:1 on parchment
INK_SOFT = "#3F5578"  # 6.1:1 on parchment
SEA_DEEP = "#1E4D6E"  # white on it: 9.0:1
DISABLED = "#6B6350"  # 4.8:1 on parchment
BUTTON_DISABLED = "#D8D2C2"
BUTTON_DISABLED_TEXT = "#55524A"  # 6.0:1 on BUTTON_DISABLED
WHITE = "#FFFFFF"

BUTTON_STYLE = f"""
QPushButton {{
    background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {INK};
    border-radius: 6px; padding: 4px 12px;
}}
QPushButton:hover {{ background: #FFF3C4; }}
QPushButton:default {{ background: {SEA_DEEP}; color: white; }}
QPushButton:disabled {{
    background: {BUTTON_DISABLED}; color: {BUTTON_DISABLED_TEXT}; border-color: #8A8678;
}}
"""

STYLE = (
    f"""
QMainWindow, QDialog, QDockWidget, QMessageBox {{ background: {PARCHMENT}; color: {INK}; }}
QWidget {{ color: {INK}; }}
QDockWidget::title {{ background: {PARCHMENT_DARK}; padding: 4px; }}
QMenuBar {{ background: {PARCHMENT_DARK}; color: {INK}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {SEA_DEEP}; color: white; }}
QMenu {{ background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {INK_SOFT}; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QStatusBar {{ background: {PARCHMENT_DARK}; color: {INK}; }}
QTableWidget, QTableView, QListWidget, QListView, QTextBrowser, QPlainTextEdit, QLineEdit,
QSpinBox, QComboBox {{
    background: {PARCHMENT_LIGHT}; color: {INK}; gridline-color: {PARCHMENT_DARK};
    selection-background-color: {SEA_DEEP}; selection-color: white;
}}
QHeaderView::section {{
    background: {PARCHMENT_DARK}; color: {INK}; border: 0; padding: 3px; font-weight: bold;
}}
QToolTip {{ background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {INK}; }}
"""
    + BUTTON_STYLE
)

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


def palette(
    window: str = PARCHMENT,
    base: str = PARCHMENT_LIGHT,
    button: str = PARCHMENT_LIGHT,
    disabled: str = DISABLED,
) -> QPalette:
    """The theme's palette; `window`, `base` and `button` change for the menu bar, the menus
    and the header views (their own backgrounds in `STYLE`), `disabled` (the disabled text)
    where the background is the darker parchment."""
    p = QPalette()
    colours = {
        Role.Window: window,
        Role.Base: base,
        Role.AlternateBase: PARCHMENT,
        Role.Text: INK,
        Role.WindowText: INK,
        Role.Button: button,
        Role.ButtonText: INK,
        Role.Highlight: SEA_DEEP,
        Role.HighlightedText: WHITE,
        Role.ToolTipBase: PARCHMENT_LIGHT,
        Role.ToolTipText: INK,
        Role.PlaceholderText: INK_SOFT,
        Role.Light: WHITE,
        Role.Midlight: PARCHMENT_LIGHT,
        Role.Mid: PARCHMENT_DARK,
        Role.Dark: INK_SOFT,
        Role.Shadow: INK,
        Role.Link: SEA_DEEP,
        Role.BrightText: WHITE,
    }
    for role, colour in colours.items():
        p.setColor(role, QColor(colour))
    for role, colour in {
        Role.Text: disabled,
        Role.WindowText: disabled,
        Role.ButtonText: BUTTON_DISABLED_TEXT,
        Role.Button: BUTTON_DISABLED,
    }.items():
        p.setColor(Group.Disabled, role, QColor(colour))
    return p


#: The palettes of the main window's parts whose background `STYLE` set apart (`dress`)
PART_PALETTES = {
    "QMenuBar": {
        "window": PARCHMENT_DARK,
        "button": PARCHMENT_DARK,
        "disabled": BUTTON_DISABLED_TEXT,  # 5.1:1 on the darker parchment
    },
    "QMenu": {"window": PARCHMENT_LIGHT},
    "QHeaderView": {"button": PARCHMENT_DARK},
    "QStatusBar": {"window": PARCHMENT_DARK, "disabled": BUTTON_DISABLED_TEXT},
}


#: Where the platform's own style ignores an application palette: Fusion is set there
NATIVE_STYLE_PLATFORMS = ("win32", "darwin")


def apply_theme(app: QApplication | None = None) -> None:
    """Give the application the table's look (once; a later call changes nothing)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or app.property("nbguiTheme"):
        return
    if sys.platform in NATIVE_STYLE_PLATFORMS:
        app.setStyle("Fusion")
    app.setPalette(palette())
    # a tooltip takes `QToolTip.palette()`, which a platform theme may give its own colours
    # (Windows, macOS, a dark desktop): set, it is ink on the light parchment everywhere
    QToolTip.setPalette(palette())
    app.setProperty("nbguiTheme", True)


def dress(window: QMainWindow) -> None:
    """The main window's menu bar, its menus, header views and status bar in their own
    palettes (`PART_PALETTES`; a class palette set on the application does not reach them in
    PySide6 6.11, so each gets its own): call once its menus are built."""
    window.menuBar().setPalette(palette(**PART_PALETTES["QMenuBar"]))
    for menu in window.menuBar().findChildren(QMenu):
        dress_menu(menu)
    window.statusBar().setPalette(palette(**PART_PALETTES["QStatusBar"]))
    window.statusBar().setAutoFillBackground(True)
    for header in window.findChildren(QHeaderView):
        dress_header(header)


def dress_menu(menu: QMenu) -> None:
    """A menu in the main window's menus' palette (`dress`; a menu added later, the History
    menu's, is dressed when it is made)."""
    menu.setPalette(palette(**PART_PALETTES["QMenu"]))


def dress_header(header: QHeaderView) -> None:
    """A header view as `STYLE`'s `QHeaderView::section` drew it: bold on the darker
    parchment (Fusion adds its section lines and a light gradient)."""
    header.setPalette(palette(**PART_PALETTES["QHeaderView"]))
    bold = header.font()
    bold.setBold(True)
    header.setFont(bold)


def themed(widget: QWidget) -> QWidget:
    """Give a dialog or secondary window (and its children) the whole `STYLE`."""
    widget.setStyleSheet(STYLE)
    return widget


def default_button(button: QWidget) -> QWidget:
    """A dialog's default button in the main window (the score sheet's Rematch) filled with
    the deep sea, white text, by its own palette: `STYLE`'s `QPushButton:default` without a
    sheet."""
    own = button.palette()
    for group in (Group.Active, Group.Inactive):
        own.setColor(group, Role.Button, QColor(SEA_DEEP))
        own.setColor(group, Role.ButtonText, QColor(WHITE))
    button.setPalette(own)
    return button


def dock_title(dock: QDockWidget) -> None:
    """The dock's title on the darker parchment (what `STYLE`'s `QDockWidget::title` drew),
    without a sheet: the dock fills its background with it and its content widget (set
    before) fills its own with the parchment, so only the title strip shows the darker one.
    Qt still draws the title, its float button included."""
    shade = dock.palette()
    shade.setColor(Role.Window, QColor(PARCHMENT_DARK))
    shade.setColor(Group.Disabled, Role.WindowText, QColor(BUTTON_DISABLED_TEXT))
    dock.setPalette(shade)
    dock.setAutoFillBackground(True)
    content = dock.widget()
    if content is not None:
        own = content.palette()
        own.setColor(Role.Window, QColor(PARCHMENT))
        own.setColor(Group.Disabled, Role.WindowText, QColor(DISABLED))
        content.setPalette(own)
        content.setAutoFillBackground(True)
