"""Qt's own words that the catalogue Qt ships lacks for this Qt version.

`i18n.set_language` installs ``qtbase_<lang>.qm`` for Qt's own dialogs, but Qt 6's file dialog
labels its fields "&Look in:" and "Files of &type:" (with their shortcut letters), and Qt's
Spanish catalogue translates only the older "Look in:" and "Files of type:": the Open and Save
dialogs showed those two labels in English among Spanish ones. Qt asks every installed
translator in turn, so the app's own catalogue supplies them, under Qt's own context: the calls
below are never needed at run time, they only put the strings into the catalogue
(`tools/i18n.py`). Their Spanish keeps Qt's words ("Ver en:", "Ficheros de tipo:"), as the
rest of that dialog ("Nombre de fichero:") does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def file_dialog_labels() -> tuple[str, str]:
    """The two file-dialog labels in the interface language."""
    return (
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
    )
