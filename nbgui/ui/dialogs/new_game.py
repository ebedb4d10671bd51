"""The new-game dialog: Captains, players at this screen, AI players, variants, seed, language.

The valid tables are the engine's (`GameSetup`, RULES.md 11.13): one player against 1–3
Captains, one Captain with 2–3 players, two Captains with two players (each player controls one
Captain and settles its ties), or 2–4 players without Captains. Turner's Mill is offered only
when Captains play against one player. AI players (easy, medium or strong: `nbgui.bots.search`)
count as players, so one person can play the ordinary 2–4-player game against AI players. The
dialog explains what is wrong instead of letting an invalid table through. Defaults: solo
against Starbuck.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QPen,
    QRegularExpressionValidator,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nbgui.captain import make_setup
from nbgui.content.captains import CAPTAIN_NAMES, CaptainBoard, default_override_dir
from nbgui.engine import AiLevel, GameSetup, turners_mill_allowed
from nbgui.engine import table_problem as engine_table_problem
from nbgui.text import Term, msg
from nbgui.ui import i18n
from nbgui.ui.i18n import LANGUAGES, current_language, say

if TYPE_CHECKING:
    from nbgui.ui.dialogs.ladder import Measured, Place

MAX_SEATS = 4
MAX_SEED = 2**63 - 1


#: `exec()` result when "Learn to play (tutorial)" was chosen.
TUTORIAL = 3
#: `exec()` result when another language was chosen: the dialog is built again in it
#: (`run_new_game_dialog`), with what was chosen so far.
RELANGUAGE = 4


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def random_seed() -> int:
    return random.SystemRandom().randrange(2**31)  # secrets.randbelow, without OpenSSL


def table_problem(humans: int, captains: int, ai: int = 0) -> str | None:
    """Why this table cannot be played, or None: the engine's `table_problem` (RULES.md 11.13:
    2–4 players; 1 player with 1–3 Captains; 2 or 3 players with 1 Captain; 2 players with 2
    Captains), in the player's language. AI players count as players; one person must play."""
    if humans >= 1 and engine_table_problem(humans + ai, captains) is None:
        return None
    if humans < 1:
        return _tr("At least one player is needed.")
    if humans + ai + captains > MAX_SEATS:
        return _tr("A table has at most four seats.")
    if captains == 0 and humans + ai < 2:
        return _tr("Choose a Captain to play solo, or add a second player.")
    return _tr("This mix of Captains and players is not one the rules describe.")


def ai_level_names() -> dict[str, str]:
    """The AI levels as the dialog shows them (`nbgui.bots.search.LEVELS`)."""
    return {level: say(msg(f"ai.level.{level}")) for level in ("easy", "medium", "strong")}


def ai_seat_name(n: int, level: str) -> str:
    """An AI seat's name as the setup keeps it, in the language of now; the table, the log and
    the windows say it in the language shown (`words.seat`)."""
    return say(msg("seat.ai", n=n, level=msg(f"ai.level.{level}")))


def reconstructed_note() -> str:
    return _tr(
        "Reconstructed boards: the printed Captain boards are pictures that no available "
        "source transcribes, so these boards are this project's reconstruction from the rulebook "
        "text. If you own the game, drop a corrected board file into {folder} and it replaces "
        "the built-in one."
    ).format(folder=str(default_override_dir()))


class DifficultyScale(QWidget):
    """A Captain's place on the measured ladder drawn as `count` marks, the first `rank` filled
    (one for the easiest, all for the hardest); its accessible name says it in words."""

    MARK = 10  # px: a mark's side
    GAP = 4

    def __init__(self, rank: int, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_place(rank, count)

    def set_place(self, rank: int, count: int) -> None:
        """Draw place `rank` of `count` (the variant ticked can change it)."""
        self.rank, self.count = rank, count
        self.setFixedSize(self.count * (self.MARK + self.GAP) - self.GAP + 2, self.MARK + 2)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        from nbgui.ui.theme import INK, SEA_DEEP

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(self.count):
            filled = i < self.rank
            painter.setPen(QPen(QColor(INK if filled else SEA_DEEP), 1.2))
            painter.setBrush(QColor(SEA_DEEP) if filled else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                QRectF(1 + i * (self.MARK + self.GAP), 1, self.MARK, self.MARK), 2, 2
            )
        painter.end()


class ReservedLabel(QLabel):
    """A wrapped label as tall, at any width, as the tallest of its text and the `reserve`
    texts: a Captain's text in the other variant keeps its room."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.reserve: tuple[str, ...] = ()
        self._probe = QLabel()
        self._probe.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:
        height = super().heightForWidth(width)
        self.ensurePolished()  # the theme's font, also before the dialog is first shown
        probe = self._probe
        probe.setFont(self.font())
        probe.setContentsMargins(self.contentsMargins())
        for text in self.reserve:
            probe.setText(text)
            height = max(height, probe.heightForWidth(width))
        return height


@dataclass
class NewGameChoice:
    setup: GameSetup
    language: str


class NewGameDialog(QDialog):
    """Builds a valid `GameSetup`; `choice()` returns it with the chosen language."""

    def __init__(
        self,
        boards: Mapping[str, CaptainBoard],
        parent: QWidget | None = None,
        seed: int | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__(parent)
        from nbgui.ui.theme import themed

        themed(self)  # the theme's style sheet on this window only (nbgui/ui/theme.py)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self.boards = dict(boards)
        lang = language or current_language()

        # -- Captains
        self.captain_boxes: dict[str, QCheckBox] = {}
        captains = QGroupBox(self.tr("Captains (solo opponents)"), self)
        column = QVBoxLayout(captains)
        from nbgui.ui.dialogs.ladder import ladder

        # Each Captain's row (his box, his place said and drawn, his text): the place, the
        # figures and the rows' order are the ladder's for the variant ticked (`_show_ladder`).
        self.captain_column = column
        self.captain_rows: dict[str, QWidget] = {}
        self.about_labels: dict[str, ReservedLabel] = {}
        self.difficulty_labels: dict[str, QLabel] = {}
        self.difficulty_scales: dict[str, DifficultyScale] = {}
        self._captain_order = ladder([n for n in CAPTAIN_NAMES if n in self.boards])
        for name in self._captain_order:
            row = QWidget(captains)
            row.setObjectName(f"captainRow_{name}")
            rows = QVBoxLayout(row)
            rows.setContentsMargins(0, 0, 0, 0)
            box = QCheckBox(self._captain_name(name), row)
            box.setObjectName(f"captain_{name}")
            bold = QFont(box.font())
            bold.setBold(True)
            box.setFont(bold)
            header = QHBoxLayout()
            header.addWidget(box)
            header.addStretch(1)
            difficulty = QLabel(row)
            difficulty.setObjectName(f"difficulty_{name}")
            scale = DifficultyScale(1, 1, row)
            scale.setObjectName(f"difficultyScale_{name}")
            header.addWidget(difficulty)
            header.addWidget(scale)
            self.difficulty_labels[name] = difficulty
            self.difficulty_scales[name] = scale
            about = ReservedLabel(row)
            about.setObjectName(f"captainAbout_{name}")
            # the room kept for the other variant's text stays below it
            about.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            about.setContentsMargins(24, 0, 0, 6)
            about.setMinimumWidth(460)  # wrap at the real width, not a narrow first guess
            about.setBuddy(box)
            box.setAccessibleName(box.text())
            rows.addLayout(header)
            rows.addWidget(about)
            column.addWidget(row)
            self.captain_rows[name] = row
            self.about_labels[name] = about
            self.captain_boxes[name] = box
            box.toggled.connect(self._refresh)
        note = QLabel(reconstructed_note(), captains)
        note.setObjectName("reconstructedNote")
        note.setWordWrap(True)
        note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        note.setStyleSheet("color: #555; font-style: italic;")
        note.setMinimumWidth(460)
        column.addWidget(note)
        column.addStretch(1)

        # -- players
        players = QGroupBox(self.tr("Players at this screen"), self)
        form = QFormLayout(players)
        self.human_count = QSpinBox(players)
        self.human_count.setRange(1, MAX_SEATS)
        self.human_count.setAccessibleName(self.tr("Number of players"))
        form.addRow(self.tr("Players:"), self.human_count)
        self.name_edits: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            edit = QLineEdit(self.tr("Player {n}").format(n=i + 1), players)
            edit.setMaxLength(24)
            edit.setObjectName(f"playerName{i + 1}")
            edit.setAccessibleName(self.tr("Name of player {n}").format(n=i + 1))
            edit.textChanged.connect(self._refresh)
            label = QLabel(self.tr("Name {n}:").format(n=i + 1), players)
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.name_edits.append(edit)
            self.name_labels.append(label)
        hot = QLabel(self.tr("Several players take turns at this one screen (hot seat)."), players)
        hot.setWordWrap(True)
        hot.setStyleSheet("color: #555;")
        form.addRow(hot)
        self.control_note = QLabel(
            self.tr(
                "Two Captains and two players: Player 1 controls the first Captain and Player 2 "
                "the second (each settles their Captain's ties); the player whose Captain is first "
                "in a round places third."
            ),
            players,
        )
        self.control_note.setObjectName("controlNote")
        self.control_note.setWordWrap(True)
        self.control_note.setStyleSheet("color: #555;")
        form.addRow(self.control_note)
        self.human_count.valueChanged.connect(self._refresh)

        # -- AI players
        self.ai_count = QSpinBox(players)
        self.ai_count.setObjectName("aiCount")
        self.ai_count.setRange(0, MAX_SEATS - 1)
        self.ai_count.setAccessibleName(self.tr("Number of AI players"))
        self.ai_count.setToolTip(
            self.tr("Computer players for the ordinary game: easy, medium or strong.")
        )
        form.addRow(self.tr("AI players:"), self.ai_count)
        self.ai_levels: list[QComboBox] = []
        self.ai_labels: list[QLabel] = []
        for i in range(MAX_SEATS - 1):
            combo = QComboBox(players)
            combo.setObjectName(f"aiLevel{i + 1}")
            for code, text in ai_level_names().items():
                combo.addItem(text, code)
            combo.setCurrentIndex(1)
            combo.setAccessibleName(self.tr("Level of AI player {n}").format(n=i + 1))
            combo.currentIndexChanged.connect(self._refresh)
            label = QLabel(self.tr("AI {n}:").format(n=i + 1), players)
            label.setBuddy(combo)
            form.addRow(label, combo)
            self.ai_levels.append(combo)
            self.ai_labels.append(label)
        self.ai_count.valueChanged.connect(self._refresh)

        # -- options
        options = QGroupBox(self.tr("Options"), self)
        oform = QFormLayout(options)
        self.turners_mill = QCheckBox(self.tr("Add Turner's Mill"), options)
        self.turners_mill.setObjectName("turnersMill")
        mill_about = QLabel(
            self.tr(
                "A newcomer's aid: copy a Captain's last action (only with Captains against one "
                "player)."
            ),
            options,
        )
        mill_about.setObjectName("turnersMillNote")
        mill_about.setWordWrap(True)  # a check box cannot wrap: its explanation is a label
        mill_about.setContentsMargins(24, 0, 0, 4)
        mill_about.setStyleSheet("color: #555;")
        mill_about.setBuddy(self.turners_mill)
        self.turners_mill.setAccessibleDescription(mill_about.text())
        from nbgui.ui.dialogs.ladder import MEASURED, expert_change

        change = expert_change()
        self.expert = QCheckBox(
            self.tr("Expert variant — harder: stronger Captain limits"), options
        )
        if change is not None:
            self.expert.setToolTip(
                self.tr(
                    "Measured: {player} wins {normal}% of its games against a Captain on "
                    "average in normal play, {expert}% in the expert variant."
                ).format(
                    player=_player_name(next(iter(MEASURED.values())).player, short=True),
                    normal=i18n.number(change[0], 1),
                    expert=i18n.number(change[1], 1),
                )
            )
        self.expert.setObjectName("expert")
        self.expert.toggled.connect(lambda _on: self._show_ladder())
        oform.addRow(self.turners_mill)
        oform.addRow(mill_about)
        oform.addRow(self.expert)
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit(options)
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QRegularExpressionValidator(r"[0-9]{1,18}", self.seed_edit))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.setToolTip(self.tr("The same seed and the same moves give the same game."))
        self.seed_edit.textChanged.connect(self._refresh)
        reroll = QPushButton(self.tr("New seed"), options)
        reroll.setAccessibleName(self.tr("Choose a new random seed"))
        reroll.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(reroll)
        oform.addRow(self.tr("Seed:"), seed_row)
        self.language = QComboBox(options)
        self.language.setObjectName("language")
        self.language.setAccessibleName(self.tr("Language"))
        for code, language_name in LANGUAGES.items():
            self.language.addItem(language_name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(lang)))
        # a newcomer who reads only Spanish picks Español and reads the dialog in it at once
        self.language.currentIndexChanged.connect(lambda _i: self.done(RELANGUAGE))
        oform.addRow(self.tr("Language:"), self.language)

        # -- problems and buttons
        self.problem = QLabel(self)
        self.problem.setObjectName("tableProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a0281e; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        # Qt's own words for standard buttons come from its catalogue, which the app does not
        # ship: the dialog names them itself.
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.tutorial_button = self.buttons.addButton(
            self.tr("Learn to play (tutorial)"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.tutorial_button.setObjectName("tutorialButton")
        self.tutorial_button.setAccessibleName(self.tr("Learn to play with a guided first game"))
        self.tutorial_button.clicked.connect(lambda: self.done(TUTORIAL))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addWidget(captains, 3)
        right = QVBoxLayout()
        right.addWidget(players)
        right.addWidget(options)
        right.addStretch(1)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(900)

        # defaults: solo against Starbuck, a fresh random seed
        if "starbuck" in self.captain_boxes:
            self.captain_boxes["starbuck"].setChecked(True)
        self.seed_edit.setText(str(seed if seed is not None else random_seed()))
        self._show_ladder()
        self._refresh()
        self._fit_screen(parent)

    def _captain_name(self, name: str) -> str:
        return i18n.term(Term(self.boards[name].name.en, "Captains"))

    def _ladder_words(
        self, expert: bool
    ) -> tuple[list[str], dict[str, tuple[str, str, Place | None]]]:
        """The Captains in the ladder's order for a variant (the ladder's normal rows, or the
        same player's expert rows), and for each (his text, "Difficulty k of n" or "", his
        place or None)."""
        from nbgui.ui.dialogs.ladder import ladder, margin_decimals, places, tied, variant

        table = variant(expert)
        order = ladder(self._captain_order, table)
        ladder_places = places(order, table)
        decimals = margin_decimals(order, table)
        said_margin = tied(order, table)
        words: dict[str, tuple[str, str, Place | None]] = {}
        for name in order:
            board = self.boards[name]
            text = i18n.term(Term(board.personality.en, "Captains"))
            found = table.get(name)
            place = ladder_places.get(name)
            said = ""
            if found is not None and place is not None:
                # the measured order, said and drawn: "Difficulty 2 of 4" with the scale's
                # two filled marks, and in words between which two Captains he stands
                if place.of == 1:
                    level = ""
                elif place.easier is None:
                    level = self.tr("Easiest.")
                elif place.harder is None:
                    level = self.tr("Hardest.")
                else:
                    level = self.tr("Harder than {easier}, easier than {harder}.").format(
                        easier=self._captain_name(place.easier),
                        harder=self._captain_name(place.harder),
                    )
                # sentences one after another, as the catalogue joins them
                text = i18n.sentences(
                    level,
                    self._figures_words(name, found, expert),
                    self._margin_words(found, decimals) if name in said_margin else "",
                    text,
                )
                said = self.tr("Difficulty {rank} of {count}").format(
                    rank=place.rank, count=place.of
                )
            if board.reconstructed:
                text = self.tr("{text} (reconstructed board)").format(text=text)
            words[name] = (text, said, place)
        return order, words

    def _show_ladder(self) -> None:
        """Say and draw each Captain's measured place, and the reference players' figures against
        him, for the variant ticked; the rows stand in that variant's order, easiest first.
        Each text keeps the height of the other variant's too (`ReservedLabel`): ticking the
        box neither grows the dialog nor cuts a text."""
        expert = self.expert.isChecked()
        order, words = self._ladder_words(expert)
        _, other = self._ladder_words(not expert)
        for i, name in enumerate(order):
            self.captain_column.removeWidget(self.captain_rows[name])
            self.captain_column.insertWidget(i, self.captain_rows[name])
        self.captain_boxes = {n: self.captain_boxes[n] for n in order}
        for first, second in pairwise(self.captain_boxes.values()):
            QWidget.setTabOrder(first, second)
        for name in order:
            text, said, place = words[name]
            difficulty = self.difficulty_labels[name]
            scale = self.difficulty_scales[name]
            difficulty.setVisible(place is not None)
            scale.setVisible(place is not None)
            if place is not None:
                difficulty.setText(said)
                scale.set_place(place.rank, place.of)
                scale.setAccessibleName(said)
                scale.setToolTip(said)
            about = self.about_labels[name]
            about.reserve = (other[name][0],)
            about.setText(text)
            box = self.captain_boxes[name]
            box.setAccessibleDescription(i18n.sentences(said, text))
            box.setToolTip(text)

    def _figures_words(self, name: str, found: Measured, expert: bool) -> str:
        """How the reference player (the medium AI) fared against Captain `name` in the variant
        ticked, and the stronger player (the strong AI) beside it when measured: "Against him,
        our Medium AI (about a newcomer's level) won 25% of 200 games; our Strong AI (about an
        experienced player's level) won 76% of 50." """
        from nbgui.ui.dialogs.ladder import STRONGER, variant

        stronger = variant(expert, STRONGER).get(name)
        if stronger is None:
            template = (
                self.tr(
                    "In the expert variant, against him, {player} won {rate}% of {games} games."
                )
                if expert
                else self.tr("Against him, {player} won {rate}% of {games} games.")
            )
        else:
            template = (
                self.tr(
                    "In the expert variant, against him, {player} won {rate}% of {games} games; "
                    "{stronger} won {stronger_rate}% of {stronger_games}."
                )
                if expert
                else self.tr(
                    "Against him, {player} won {rate}% of {games} games; {stronger} won "
                    "{stronger_rate}% of {stronger_games}."
                )
            )
        return template.format(
            player=_player_name(found.player),
            rate=_rate(found.win_rate),
            games=found.games,
            stronger=_player_name(stronger.player) if stronger is not None else "",
            stronger_rate=_rate(stronger.win_rate) if stronger is not None else "",
            stronger_games=stronger.games if stronger is not None else "",
        )

    def _margin_words(self, found: Measured, decimals: int) -> str:
        """The measured mean score margin in words, what orders Captains of one win rate:
        "On average he finished 9 points ahead of our Medium AI." (`found.margin` is the
        reference player's mean score minus the Captain's)."""
        margin = found.margin
        player = _player_name(found.player, short=True)
        size = round(abs(margin), decimals)
        if size == 0:
            return i18n.say(msg("ladder.margin.level", player=player))
        points = (
            msg("unit.points", n=int(size))
            if decimals == 0
            else msg("unit.points.decimal", n=i18n.number(size, decimals))
        )
        ident = "ladder.margin.ahead" if margin < 0 else "ladder.margin.behind"
        return i18n.say(msg(ident, points=points, player=player))

    def _fit_screen(self, parent: QWidget | None) -> None:
        """Open at the size the wrapped texts need, within the screen. (Left alone, Qt opens a
        dialog at most 2/3 of the screen, which at 1366x768 cut the Captains' descriptions and
        the reconstructed-boards note.)"""
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        layout = self.layout()
        if screen is None or layout is None:
            return
        room = screen.availableGeometry()
        width = min(max(self.sizeHint().width(), self.minimumSizeHint().width()), room.width())
        width = max(width, self.minimumWidth())  # the width it opens at: the texts' heights

        def height_at(width: int) -> int:
            height = self.sizeHint().height()
            if layout.hasHeightForWidth():
                height = max(height, layout.totalHeightForWidth(width))
            return height

        limit = room.height() - 40  # 40: the title bar
        height = height_at(width)
        # Texts too tall for the screen at that width: wider, while the screen has room (the
        # Spanish Captains' texts, each saying two AI players' figures, were cut at 1366x768).
        # (The size hint's own height is measured at a narrower width: not this one's.)
        while (
            layout.hasHeightForWidth()
            and layout.totalHeightForWidth(width) > limit
            and width < room.width()
        ):
            width = min(width + 20, room.width())
        height = height_at(width)
        self.resize(width, min(height, limit))

    # ---- state --------------------------------------------------------------------------

    def chosen_captains(self) -> list[str]:
        return [name for name, box in self.captain_boxes.items() if box.isChecked()]

    def human_names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits[: self.human_count.value()]]

    def chosen_ai(self) -> list[str]:
        """The level of every AI player seat, in seat order."""
        return [str(c.currentData()) for c in self.ai_levels[: self.ai_count.value()]]

    def ai_names(self) -> list[str]:
        return [ai_seat_name(i + 1, level) for i, level in enumerate(self.chosen_ai())]

    def problem_text(self) -> str | None:
        captains = self.chosen_captains()
        problem = table_problem(self.human_count.value(), len(captains), self.ai_count.value())
        if problem:
            return problem
        names = self.human_names()
        if any(not n for n in names):
            return self.tr("Every player needs a name.")
        taken = (
            [n.casefold() for n in names]
            + [self.boards[c].name.en.casefold() for c in captains]
            + [n.casefold() for n in self.ai_names()]
        )
        if len(set(taken)) != len(taken):
            return self.tr("Each seat needs a different name.")
        if not self.seed_edit.text():
            return self.tr("Enter a seed (any whole number).")
        return None

    def _refresh(self) -> None:
        count = self.human_count.value()
        for i, (edit, label) in enumerate(zip(self.name_edits, self.name_labels, strict=True)):
            edit.setVisible(i < count)
            label.setVisible(i < count)
        ai = self.ai_count.value()
        for i, (combo, label) in enumerate(zip(self.ai_levels, self.ai_labels, strict=True)):
            combo.setVisible(i < ai)
            label.setVisible(i < ai)
        has_captains = bool(self.chosen_captains())
        mill = turners_mill_allowed(count + ai, len(self.chosen_captains()))
        self.turners_mill.setEnabled(mill)
        self.expert.setEnabled(has_captains)
        if not mill:
            self.turners_mill.setChecked(False)
        if not has_captains:
            self.expert.setChecked(False)
        self.control_note.setVisible(len(self.chosen_captains()) == 2 and count + ai == 2)
        problem = self.problem_text()
        self.problem.setText(problem or "")
        self.problem.setAccessibleDescription(problem or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)

    def setup(self) -> GameSetup:
        """The `GameSetup` chosen; raises ValueError with the problem if the table is invalid."""
        problem = self.problem_text()
        if problem:
            raise ValueError(problem)
        seed = min(int(self.seed_edit.text()), MAX_SEED)
        return make_setup(
            seed,
            self.chosen_captains(),
            self.boards,
            humans=self.human_count.value(),
            expert=self.expert.isChecked(),
            turners_mill=self.turners_mill.isChecked(),
            human_names=self.human_names(),
            ai_levels=cast(list[AiLevel], self.chosen_ai()),
            ai_names=self.ai_names(),
        )

    def choice(self) -> NewGameChoice:
        return NewGameChoice(self.setup(), str(self.language.currentData()))

    def set_from(self, setup: GameSetup) -> None:
        """Preselect a previous table (the dialog opened from a running game)."""
        self.restore(
            DialogState(
                captains=[s.captain for s in setup.seats if s.kind == "captain" and s.captain],
                humans=sum(s.kind == "human" and s.ai is None for s in setup.seats),
                names=[s.name for s in setup.seats if s.kind == "human" and s.ai is None],
                ai=[s.ai for s in setup.seats if s.ai is not None],
                turners_mill=setup.turners_mill,
                expert=setup.expert,
                seed=self.seed_edit.text(),
            )
        )

    def _default_name(self, i: int) -> str:
        return self.tr("Player {n}").format(n=i + 1)

    def state(self) -> DialogState:
        """What is chosen so far, to build the dialog again in another language; a name left
        as this language's default ("Player 1") is not kept, so it follows the language."""
        names = [e.text() for e in self.name_edits]
        return DialogState(
            captains=self.chosen_captains(),
            humans=self.human_count.value(),
            names=[None if n == self._default_name(i) else n for i, n in enumerate(names)],
            ai=self.chosen_ai(),
            turners_mill=self.turners_mill.isChecked(),
            expert=self.expert.isChecked(),
            seed=self.seed_edit.text(),
        )

    def restore(self, state: DialogState) -> None:
        """Choose again what `state` holds (a dialog built again in another language)."""
        for name, box in self.captain_boxes.items():
            box.setChecked(name in state.captains)
        self.human_count.setValue(state.humans)
        for edit, typed in zip(self.name_edits, state.names, strict=False):
            if typed is not None:
                edit.setText(typed)
        self.ai_count.setValue(len(state.ai))
        for combo, level in zip(self.ai_levels, state.ai, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.turners_mill.setChecked(state.turners_mill)
        self.expert.setChecked(state.expert)
        self.seed_edit.setText(state.seed)
        self._refresh()


@dataclass
class DialogState:
    """The new-game dialog's choices, carried over a change of language."""

    captains: list[str]
    humans: int
    names: list[str | None]
    ai: list[str]
    turners_mill: bool
    expert: bool
    seed: str


def run_new_game_dialog(
    boards: Mapping[str, CaptainBoard],
    switch: Callable[[str], None],
    parent: QWidget | None = None,
    seed: int | None = None,
    preset: GameSetup | None = None,
) -> tuple[int, NewGameDialog]:
    """Show the new-game dialog until the player starts, asks for the tutorial or cancels;
    returns that `exec()` result and the dialog. When another language is chosen, `switch`
    puts the app in it and the dialog is built again in it, with the choices made so far."""
    dialog = NewGameDialog(boards, parent, seed=seed)
    if preset is not None:
        dialog.set_from(preset)
    while True:
        result = dialog.exec()
        if result != RELANGUAGE:
            return result, dialog
        state, code = dialog.state(), str(dialog.language.currentData())
        dialog.deleteLater()
        switch(code)
        # the new translator's LanguageChange is posted: deliver it now, before the new dialog
        # exists (its button box would put Qt's "OK" back over "Start")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        dialog = NewGameDialog(boards, parent, seed=seed, language=code)
        dialog.restore(state)
        dialog.language.setFocus()


def _rate(rate: float) -> str:
    """A measured win rate (%) as the dialog says it: whole, or to a tenth where it has one."""
    return i18n.number(rate, 0 if rate.is_integer() else 1)


def _player_name(player: str, short: bool = False) -> str:
    """A player of the strength ladder, in words a newcomer can place: the AI players by the
    names of the levels this dialog offers, with the level of human player each stands for
    (the designer's winning scores: about 20 points for new players, 25 for experienced ones;
    the medium AI scores 19–20 against the Captains, the strong AI 24–25,
    docs/captains-calibration.md); `short` without that level."""
    from PySide6.QtCore import QCoreApplication

    def tr(text: str) -> str:
        return QCoreApplication.translate("NewGameDialog", text)

    names = {
        "greedy": (tr("a simple test program"), tr("the test program")),
        "easy": (tr("our Easy AI"), tr("our Easy AI")),
        "medium": (tr("our Medium AI (about a newcomer's level)"), tr("our Medium AI")),
        "strong": (tr("our Strong AI (about an experienced player's level)"), tr("our Strong AI")),
    }
    found = names.get(player)
    if found is None:
        return player
    return found[1] if short else found[0]
