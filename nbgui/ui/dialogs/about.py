"""Help → About: what the app is, the reconstructed-boards note, and the licences.

The licence list is `nbgui.licenses.components()`: in an installed bundle the index written at
build time (every bundled library covered), elsewhere the installed packages. Choosing a row
shows that component's licence text below the list.
"""

from __future__ import annotations

from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nbgui import __version__, licenses
from nbgui.content.files import FileReadError, read_regular_file
from nbgui.ui import i18n
from nbgui.ui.dialogs.new_game import reconstructed_note

#: A licence text larger than this is not shown (the files are read like any other input).
TEXT_MAX_BYTES = 2_000_000


def read_text(path: Path) -> str | None:
    """The licence text at `path`, or None when it is missing, not a file or too large."""
    try:
        return read_regular_file(path, TEXT_MAX_BYTES).decode("utf-8", errors="replace")
    except FileReadError:
        return None


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
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
                "Built with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL v3. "
                "Every component shipped with nbgui and its licence is listed below; choose one "
                "to read its licence."
            ).format(qt=qVersion(), pyside=pyside_version),
        )
        label = QLabel(text, self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setOpenExternalLinks(True)
        label.setMinimumWidth(560)

        self.components: list[licenses.Component] = []
        self.base: Path | None = None
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("licenceTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Component"), self.tr("Version"), self.tr("Licence")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licenceText")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        # the licences are legal texts, shown as their authors wrote them (in English): the
        # interface says so in its own language above them, where a Spanish reader met a
        # page of English without a word why
        self.licence_note = QLabel(
            self.tr(
                "The licences are legal texts and are shown as their authors wrote them, "
                "in English, without translation."
            ),
            self,
        )
        self.licence_note.setObjectName("licenceNote")
        self.licence_note.setWordWrap(True)
        pane = QWidget(self)
        column = QVBoxLayout(pane)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.licence_note)
        column.addWidget(self.text, 1)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.table)
        splitter.addWidget(pane)
        splitter.setSizes([220, 200])
        self.table.currentCellChanged.connect(lambda row, *_: self.show_licence(row))
        self._fill()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.resize(720, 640)

    def _fill(self) -> None:
        try:
            found, self.base = licenses.components()
            self.components = licenses.display_order(found)
        except licenses.LicenceError as exc:
            self.components, self.base = [], None
            self.text.setPlainText(
                self.tr("The licence list of this installation cannot be read: {why}").format(
                    why=i18n.say(exc.msg)
                )
            )
            return
        self.table.setRowCount(len(self.components))
        for row, comp in enumerate(self.components):
            for col, value in enumerate((comp.name, comp.version, comp.licence)):
                item = QTableWidgetItem(value)
                if col == 0:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        if self.components:
            self.table.setCurrentCell(0, 0)

    def show_licence(self, row: int) -> None:
        if not 0 <= row < len(self.components):
            return
        comp = self.components[row]
        parts: list[str] = []
        for path in comp.paths(self.base):
            body = read_text(path)
            if body is None:
                body = self.tr("(licence file {name} missing)").format(name=path.name)
            parts.append(body)
        if comp.libraries:
            parts.append(
                self.tr("Bundled files under this licence: {files}").format(
                    files=i18n.listed(comp.libraries)
                )
            )
        self.text.setPlainText("\n\n".join(parts))
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
