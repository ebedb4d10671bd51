"""Asks the player to settle a Captain's exact tie (when "decide Captain ties automatically" is
off): the Captain's reasoning so far, and one button per tied command."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from nbgui.captain.api import CaptainDecision
from nbgui.content.models import Rules
from nbgui.engine import Command, Fallback, Place
from nbgui.text import msg, words
from nbgui.ui.i18n import say


def command_text(cmd: Command, rules: Rules | None) -> str:
    """A tied choice in words, as the Orders walk says it: "Market, selling 1 lumber" rather
    than the notation "place market sell=1,0,0"."""
    if isinstance(cmd, Fallback) and cmd.ship is not None:
        return say(msg("tie.fallback_ship", ship=words.his_ship(cmd.ship)))
    if not isinstance(cmd, Place) or rules is None:
        return str(cmd)
    from nbgui.captain.brain import place_detail

    option = msg("tie.option", space=words.place(rules, cmd.space), detail=place_detail(cmd, rules))
    return say(option)


class TieChoiceDialog(QDialog):
    """`chosen()` is the selected command after `exec()` is accepted (the automatic one if the
    dialog is closed)."""

    def __init__(
        self,
        decision: CaptainDecision,
        captain_name: str,
        parent: QWidget | None = None,
        rules: Rules | None = None,
        chooser_name: str | None = None,
    ) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("tieChoiceDialog")
        self.setWindowTitle(self.tr("{name} cannot decide").format(name=captain_name))
        self.decision = decision
        self._chosen: Command = decision.command
        intro = QLabel(
            self.tr(
                "{name}'s Orders found several equally good places. You choose where {name} goes."
            ).format(name=captain_name),
            self,
        )
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)  # a user board may name its Captain
        if any(isinstance(c, Fallback) for c in decision.tie_options or ()):
            intro.setText(
                self.tr(
                    "{name}'s Orders found no space: he draws a token from the bag. If it is a "
                    "whale, which of his ships at sea takes it?"
                ).format(name=captain_name)
            )
        elif chooser_name:
            intro.setText(
                self.tr(
                    "{name}'s Orders found several equally good places. {player}, you control "
                    "{name}: you choose where {name} goes."
                ).format(name=captain_name, player=chooser_name)
            )
        trace = QListWidget(self)
        trace.setAccessibleName(self.tr("The Captain's reasoning"))
        trace.setWordWrap(True)
        trace.addItems([say(step.msg) for step in decision.trace])
        trace.setMaximumHeight(160)
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(trace)
        self.option_buttons: list[QPushButton] = []
        options: Sequence[Command] = decision.tie_options or [decision.command]
        for cmd in options:
            text = command_text(cmd, rules)
            button = QPushButton(text, self)
            button.setAccessibleName(
                self.tr("Send {name} to {place}").format(name=captain_name, place=text)
            )
            button.clicked.connect(lambda _=False, c=cmd: self._choose(c))
            layout.addWidget(button)
            self.option_buttons.append(button)

    def _choose(self, cmd: Command) -> None:
        self._chosen = cmd
        self.accept()

    def chosen(self) -> Command:
        return self._chosen
