"""One surface: the window, menus, dialogs and the score sheet share the table's palette
(parchment, ink, deep sea) and its font. `apply_theme()` sets the application style sheet
once; every widget then follows it. Text colours keep at least 4.5:1 contrast."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

PARCHMENT = "#F3E6C6"
PARCHMENT_LIGHT = "#FBF4E2"
PARCHMENT_DARK = "#E4CF9E"
INK = "#1F2F4A"  # 10.8:1 on parchment
INK_SOFT = "#3F5578"  # 6.1:1 on parchment
SEA_DEEP = "#1E4D6E"  # white on it: 9.0:1
DISABLED = "#6B6350"  # 4.8:1 on parchment

STYLE = f"""
QMainWindow, QDialog, QDockWidget, QMessageBox {{ background: {PARCHMENT}; color: {INK}; }}
QWidget {{ color: {INK}; }}
QDockWidget::title {{ background: {PARCHMENT_DARK}; padding: 4px; }}
QMenuBar {{ background: {PARCHMENT_DARK}; color: {INK}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {SEA_DEEP}; color: white; }}
QMenu {{ background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {INK_SOFT}; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QStatusBar {{ background: {PARCHMENT_DARK}; color: {INK}; }}
QPushButton {{
    background: {PARCHMENT_LIGHT}; color: {INK}; border: 1px solid {INK};
    border-radius: 6px; padding: 4px 12px;
}}
QPushButton:hover {{ background: #FFF3C4; }}
QPushButton:default {{ background: {SEA_DEEP}; color: white; }}
QPushButton:disabled {{ background: #D8D2C2; color: #55524A; border-color: #8A8678; }}
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


def apply_theme(app: QApplication | None = None) -> None:
    """Give the application the table's look (once; a later call changes nothing)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or app.property("nbguiTheme"):
        return
    app.setStyleSheet(STYLE)
    app.setProperty("nbguiTheme", True)
