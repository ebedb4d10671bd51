"""Game → Saved games…: the player's saves and the games set aside, to carry one on.

A game left for a new one is never deleted: the new game's first autosave moves it to
``saves/abandoned/`` (`nbgui.persist.store`). Until this list, only a person who knew that
folder could get it back (the Open dialog started in the home folder). The list shows the saves
the player made in the saves folder and the set-aside games, newest first, each as the resume
question names it ("Captain Starbuck, Ann · round 5"); finished games are in History → Replays,
damaged files stay where they are (the resume question said so when it filed them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nbgui.text import msg
from nbgui.ui.i18n import say


def _tr(text: str) -> str:
    return QCoreApplication.translate("SavedGames", text)


def _plain(label: str) -> str:
    """A menu text as the window shows it: without its mnemonic ("&Game" → "Game")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def menu_item_path(menu: str, item: str) -> str:
    """A menu item as a sentence names it: "View → Full screen", from the menu's and the
    item's texts as the window says them (mnemonics and all), so a sentence that names them
    never goes stale in either language."""
    return say(msg("menu.path", menu=_plain(menu), item=_plain(item)))


def menu_path() -> str:
    """Where the list is: "Game → Saved games…" (the main window's own menu texts)."""
    return menu_item_path(
        QCoreApplication.translate("MainWindow", "&Game"),
        QCoreApplication.translate("MainWindow", "Saved &games…"),
    )


def entry_text(summary: Any) -> str:
    """One line of the list: when, which game, and whether it was saved or set aside."""
    when = summary.modified.strftime("%Y-%m-%d %H:%M")
    key = "save.list.set_aside" if summary.kind == "abandoned" else "save.list.saved"
    return say(msg(key, when=when, game=summary.label_msg()))


class SavedGamesChooser(QDialog):
    """Pick a saved or set-aside game (newest first), or open another file.

    After `exec()`: `chosen` is the chosen file, or `browse` is True when the player asked for
    the Open dialog instead.
    """

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("savedGames")
        self.setWindowTitle(_tr("Saved games"))
        self.chosen: Path | None = None
        self.browse = False
        self.summaries = [s for s in store.list_saves(kinds=("named", "abandoned")) if s.ok]
        intro = QLabel(say(msg("save.list.intro")), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("savedGamesList")
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        self.list.setAlternatingRowColors(True)
        for s in self.summaries:
            item = QListWidgetItem(entry_text(s))
            item.setToolTip(str(s.path))
            self.list.addItem(item)
        self.empty = QLabel(say(msg("save.list.empty")), self)
        self.empty.setObjectName("savedGamesEmpty")
        self.empty.setWordWrap(True)
        self.empty.setVisible(not self.summaries)
        self.list.setVisible(bool(self.summaries))
        if self.summaries:
            self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self._accept_row())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.open_button = QPushButton(_tr("Continue this game"), self)
        self.open_button.setObjectName("savedGamesOpen")
        self.open_button.setEnabled(bool(self.summaries))
        self.open_button.setDefault(bool(self.summaries))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        other = QPushButton(_tr("Open another file…"), self)
        other.setObjectName("savedGamesBrowse")
        buttons.addButton(other, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(self._accept_row)
        other.clicked.connect(self._browse)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.empty, 1)
        lay.addWidget(buttons)
        self.resize(640, 420)

    def _accept_row(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.summaries):
            self.chosen = self.summaries[row].path
            self.accept()

    def _browse(self) -> None:
        self.browse = True
        self.accept()
