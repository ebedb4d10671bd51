"""The crash dialog: an unexpected error is shown, not fatal. The player reads plain catalogue
sentences (what happened to the game, where the details are); the technical account (the
error's own text and traceback) stays in the crash file and the log, one click away ("Show
details", "Copy details" for a bug report). `nbgui.app` shows it from
`nbgui.persist.install_excepthook`'s `on_crash` after the error is logged."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from nbgui.persist.crash import CrashReport
from nbgui.ui.i18n import say


class CrashDialog(QDialog):
    def __init__(self, report: CrashReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.intro = QLabel(say(report.msg), self)
        self.intro.setObjectName("crashExplain")
        self.intro.setWordWrap(True)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(report.details, self)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Error details"))
        self.details.setVisible(False)  # technical: shown only on request
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.show_details = buttons.addButton(
            self.tr("Show details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.show_details.setCheckable(True)
        self.show_details.toggled.connect(self._toggle)
        self.copy = buttons.addButton(
            self.tr("Copy details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(report.details))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(560, 200)

    def _toggle(self, on: bool) -> None:
        self.details.setVisible(on)
        self.show_details.setText(self.tr("Hide details") if on else self.tr("Show details"))
        if on:
            self.resize(max(self.width(), 640), max(self.height(), 400))
