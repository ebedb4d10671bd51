"""Help → About: what the app is, the reconstructed-boards note, and the licences."""

from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from nbgui import __version__
from nbgui.ui.dialogs.new_game import reconstructed_note


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About nbgui"))
        text = "<h2>nbgui {v}</h2><p>{what}</p><p>{note}</p><p>{lic}</p><p>{qt}</p>".format(
            v=__version__,
            what=self.tr(
                "New Bedford for the desktop: play solo against the four Captain automata "
                "(Starbuck, Stubb, Flask, Ahab) or with friends at one screen, every rule "
                "refereed and every Captain decision explained."
            ),
            note=reconstructed_note(),
            lic=self.tr(
                "nbgui is free software under the MIT licence. New Bedford is a board game by "
                "Nathan Tyler; this project is not affiliated with its publishers and uses none "
                "of their art: every picture was drawn for this project."
            ),
            qt=self.tr(
                "Built with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL v3; "
                "pydantic and platformdirs, under the MIT licence."
            ).format(qt=qVersion(), pyside=pyside_version),
        )
        label = QLabel(text, self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setOpenExternalLinks(True)
        label.setMinimumWidth(460)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)
