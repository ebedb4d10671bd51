"""The tutorial panel: step n of N, Next on read and watch steps (a watch step's full Captain
reasoning behind a Details toggle), Leave and Restart. The step's sentence itself is said in
the table's one prompt area (`Prompt.set_note`), where the play's instructions are."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from nbgui.ui.table.items import HIGHLIGHT
from nbgui.ui.tutorial.runner import Tutorial


class TutorialPanel(QWidget):
    def __init__(self, tutorial: Tutorial, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.tutorial = tutorial
        self.title = QLabel(self)
        self.title.setObjectName("tutorialTitle")
        self.title.setStyleSheet("font-weight: bold;")
        self.detail = QLabel(self)
        self.detail.setObjectName("tutorialDetail")
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #3c4a5a;")
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("tutorialNext")
        # lit as the table lights the piece or button a step asks for: the read steps end
        # "Press Next." in the prompt area, far from this dock (at 1920×1080 the plain button
        # sat some 1,500 px right of the sentence, beside Restart and Leave)
        self.next_button.setStyleSheet(
            f"QPushButton#tutorialNext {{ border: 3px solid {HIGHLIGHT.name()}; border-radius: 5px;"
            " background: #e6f7ee; padding: 3px 14px; font-weight: bold; }"
        )
        self.details_button = QPushButton(self)
        self.details_button.setObjectName("tutorialDetails")
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(lambda _on: self.update_view())
        self._fitted_details = False  # whether the dock was last fitted with the details shown
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("tutorialLeave")
        self.restart_button = QPushButton(self)
        self.restart_button.setObjectName("tutorialRestart")
        # A narrow column (the window's right dock area): the step line, then the buttons in
        # one row, then the Captain's details when asked for.
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.details_button)
        buttons.addStretch(1)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addLayout(buttons)
        layout.addWidget(self.detail)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.next_button.clicked.connect(self._next)
        self.leave_button.clicked.connect(tutorial.leave)
        self.restart_button.clicked.connect(tutorial.restart)
        tutorial.stepChanged.connect(lambda _i: self.update_view())
        tutorial.sentenceChanged.connect(lambda: self._say(tutorial.step_text()))
        tutorial.left.connect(lambda: self._say(""))
        self.retranslate()

    def _say(self, text: str) -> None:
        """The step's sentence in the table's prompt area ("" clears it)."""
        controller = self.tutorial.controller
        if controller is not None:
            controller.prompt.set_note(text)

    def fit_dock(self) -> None:
        """Give the dock the height the panel needs: the window keeps a dock's height when its
        content grows, so the Captain's details were cut to their first three lines at
        1366×768 (the game dock below kept the room). At most 3/5 of the window (the game dock
        keeps the rest); hiding the details gives the room back."""
        dock, main, layout = self.parentWidget(), self.window(), self.layout()
        if not isinstance(dock, QDockWidget) or not isinstance(main, QMainWindow) or not layout:
            return
        # the details wrap: their height follows the width (the panel's size hint, which its
        # Maximum policy makes its largest size, is taken unwrapped)
        shown = not self.detail.isHidden()
        self._fitted_details = shown
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        self.detail.setMinimumHeight(self.detail.heightForWidth(width) if shown else 0)
        layout.activate()
        title = dock.titleBarWidget()
        extra = title.sizeHint().height() if title is not None else 24
        want = min(self.sizeHint().height() + extra, main.height() * 3 // 5)
        main.resizeDocks([dock], [want], Qt.Orientation.Vertical)

    def _next(self) -> None:
        if self.tutorial.step.kind == "end":
            self.tutorial.leave()
        else:
            self.tutorial.next()

    def retranslate(self) -> None:
        self.leave_button.setText(self.tr("Leave"))
        self.leave_button.setAccessibleName(self.tr("Leave the tutorial"))
        self.restart_button.setText(self.tr("Restart"))
        self.restart_button.setAccessibleName(self.tr("Restart the tutorial"))
        self.details_button.setText(self.tr("Details"))
        self.details_button.setAccessibleName(self.tr("Show the Captain's full reasoning"))
        self.update_view()

    def update_view(self) -> None:
        t = self.tutorial
        step = t.step
        total = len(t.script.steps)
        self.title.setText(
            self.tr("Tutorial — step {n} of {total}").format(n=t.index + 1, total=total)
        )
        self._say(t.step_text() if t.active else "")
        self.details_button.setVisible(step.kind == "watch")
        if step.kind == "watch" and self.details_button.isChecked():
            lines = t.captain_explanation()
            self.detail.setText("\n".join(f"• {line}" for line in lines[-12:]))
            self.detail.show()
        else:
            self.detail.clear()
            self.detail.hide()
        if not self.detail.isHidden() or self._fitted_details:
            self.fit_dock()
        self.next_button.setVisible(step.kind in ("read", "watch", "end"))
        self.next_button.setText(self.tr("Play on") if step.kind == "end" else self.tr("Next"))
        self.next_button.setAccessibleName(self.next_button.text())
