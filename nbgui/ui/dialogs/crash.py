"""The crash dialog: an unexpected error is shown, not fatal. The details can be copied into a
bug report; the game keeps its last good state and its autosave. `nbgui.app` shows it from
`nbgui.persist.install_excepthook`'s `on_crash` after the error is logged."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class CrashDialog(QDialog):
    def __init__(self, details: str, log_hint: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        intro = QLabel(
            self.tr(
                "nbgui hit an unexpected error. Your game is kept as it was before the error. "
                "Please copy the details below into a bug report."
            )
            + (" " + log_hint if log_hint else ""),
            self,
        )
        intro.setWordWrap(True)
        self.details = QPlainTextEdit(details, self)
        self.details.setReadOnly(True)
        self.details.setAccessibleName(self.tr("Error details"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = buttons.addButton(self.tr("Copy details"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(details))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.details)
        layout.addWidget(buttons)
        self.resize(640, 400)
