"""Text from files and players shown as text, never as markup.

Qt guesses whether a label's text is HTML (``Qt.mightBeRichText``): a seat name such as
``<b>Ann</b><img src=x>`` read from a save would be rendered, not shown. Every label and
message box that can show a name or a file's problem uses plain text (docs/saves.md).
"""

from __future__ import annotations

from typing import Any, TypeVar

W = TypeVar("W")


def plain(widget: W) -> W:
    """Make a QLabel (or QMessageBox) show its text as plain text; returns it."""
    from PySide6.QtCore import Qt

    widget.setTextFormat(Qt.TextFormat.PlainText)  # type: ignore[attr-defined]
    return widget


def message(
    icon: Any, title: str, text: str, question: bool = False, parent: Any = None
) -> bool:
    """A modal message box whose text is plain text; for a question, True when the answer is
    Yes."""
    from PySide6.QtWidgets import QMessageBox

    from nbgui.ui.theme import themed

    box = plain(QMessageBox(icon, title, text, parent=parent))
    themed(box)  # the theme's style sheet on this box only (nbgui/ui/theme.py)
    if question:
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return bool(box.exec() == QMessageBox.StandardButton.Yes)


def warning(parent: Any, title: str, text: str) -> None:
    """`QMessageBox.warning` with plain text."""
    from PySide6.QtWidgets import QMessageBox

    message(QMessageBox.Icon.Warning, title, text, parent=parent)


def information(parent: Any, title: str, text: str) -> None:
    """`QMessageBox.information` with plain text."""
    from PySide6.QtWidgets import QMessageBox

    message(QMessageBox.Icon.Information, title, text, parent=parent)
