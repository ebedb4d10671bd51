"""The shell's dialogs: the new-game dialog builds a valid GameSetup for every kind of table and
refuses the others; the score sheet and tie-choice dialogs render."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.api import CaptainDecision, TraceStep
from nbgui.captain.setup import load_boards
from nbgui.engine import GameSetup, Place, SeatSpec, apply, legal_commands, new_game, score
from nbgui.text import msg
from nbgui.ui.dialogs.new_game import NewGameDialog, table_problem
from nbgui.ui.dialogs.score_sheet import REMATCH, ScoreSheetDialog
from nbgui.ui.dialogs.tie_choice import TieChoiceDialog
from nbgui.ui.fonts import register_fonts


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def dialog(qtbot, boards):
    register_fonts()
    d = NewGameDialog(boards, seed=1234)
    qtbot.addWidget(d)
    return d


def configure(d: NewGameDialog, captains: list[str], humans: int) -> None:
    for name, box in d.captain_boxes.items():
        box.setChecked(name in captains)
    d.human_count.setValue(humans)


def ok_enabled(d: NewGameDialog) -> bool:
    return d.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_defaults_are_solo_against_starbuck(dialog):
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == ["captain", "human"]
    assert setup.seats[0].captain == "starbuck"
    assert setup.seed == 1234
    assert dialog.choice().language in ("en", "es")
    note = dialog.findChild(type(dialog.problem), "reconstructedNote")
    assert "reconstruct" in note.text().lower() and "captains" in note.text()


VALID = [
    (["starbuck"], 1),
    (["starbuck", "stubb"], 1),
    (["starbuck", "stubb", "flask"], 1),
    (["ahab"], 2),
    (["ahab"], 3),
    (["starbuck", "stubb"], 2),  # each player controls one Captain (RULES.md 10.2)
    ([], 2),
    ([], 3),
    ([], 4),
]


@pytest.mark.parametrize(("captains", "humans"), VALID)
def test_valid_tables_build_a_game_setup(dialog, captains, humans):
    configure(dialog, captains, humans)
    assert ok_enabled(dialog)
    setup = dialog.setup()
    assert isinstance(setup, GameSetup)
    assert sorted(s.captain for s in setup.seats if s.captain) == sorted(captains)
    assert sum(s.kind == "human" for s in setup.seats) == humans
    new_game(setup)  # the engine accepts it


INVALID = [
    ([], 1),  # alone, no Captain
    (["starbuck", "stubb", "flask", "ahab"], 1),  # five seats
    (["starbuck", "stubb", "flask"], 2),  # five seats
    (["ahab"], 4),  # five seats
]


@pytest.mark.parametrize(("captains", "humans"), INVALID)
def test_invalid_tables_are_refused(dialog, captains, humans):
    configure(dialog, captains, humans)
    assert not ok_enabled(dialog)
    assert dialog.problem.text()
    with pytest.raises(ValueError):
        dialog.setup()
    assert table_problem(humans, len(captains)) is not None


def test_names_must_be_present_and_distinct(dialog):
    configure(dialog, [], 2)
    dialog.name_edits[1].setText("Player 1")
    assert not ok_enabled(dialog)
    dialog.name_edits[1].setText("")
    assert not ok_enabled(dialog)
    dialog.name_edits[1].setText("Queequeg")
    assert ok_enabled(dialog)
    assert [s.name for s in dialog.setup().seats] == ["Player 1", "Queequeg"]


def test_turners_mill_and_expert_only_with_captains(dialog):
    dialog.turners_mill.setChecked(True)
    dialog.expert.setChecked(True)
    setup = dialog.setup()
    assert setup.turners_mill and setup.expert
    configure(dialog, [], 2)
    assert not dialog.turners_mill.isEnabled() and not dialog.turners_mill.isChecked()
    assert not dialog.setup().turners_mill


def test_turners_mill_only_with_captains_against_one_player(dialog):
    for captains, humans in ((["ahab"], 2), (["starbuck", "stubb"], 2), (["ahab"], 3)):
        configure(dialog, ["ahab"], 1)
        dialog.turners_mill.setChecked(True)
        configure(dialog, captains, humans)
        assert not dialog.turners_mill.isEnabled() and not dialog.turners_mill.isChecked()
        assert not dialog.setup().turners_mill
    configure(dialog, ["starbuck", "stubb"], 2)
    assert not dialog.control_note.isHidden()
    configure(dialog, ["starbuck", "stubb"], 1)
    assert dialog.control_note.isHidden() and dialog.turners_mill.isEnabled()


def test_seed_is_editable(dialog):
    dialog.seed_edit.setText("42")
    assert dialog.setup().seed == 42
    dialog.seed_edit.setText("")
    assert not ok_enabled(dialog)


def finished_game():
    setup = GameSetup(seed=6, seats=[SeatSpec(name="Ann"), SeatSpec(name="Ben")])
    state, _ = new_game(setup)
    bot = RandomBot(2)
    while legal_commands(state):
        state, _ = apply(state, bot.choose(state, legal_commands(state)))
    return state


def test_score_sheet_dialog_renders(qtbot):
    register_fonts()
    state = finished_game()
    sheet = score(state)
    d = ScoreSheetDialog(sheet, ["Ann", "Ben"], state.rules)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.table.columnCount() == 2
    totals = [d.table.item(4, c).text() for c in range(2)]
    assert totals == [str(r.total) for r in sheet.rows]
    winner = d.findChild(QLabel, "winnerLine").text()
    assert all(["Ann", "Ben"][w] in winner for w in sheet.winners)
    assert d.findChild(QLabel, "decidedBy").text()
    assert not d.grab().isNull()
    d.rematch_button.click()
    assert d.result() == REMATCH


def test_tie_choice_dialog_returns_the_clicked_option(qtbot):
    a, b = Place("forest"), Place("farm")
    step = TraceStep(1, "tie", msg("trace.buy_pass", captain="Forest and Farm tie"))
    decision = CaptainDecision(a, [step], [a, b])
    d = TieChoiceDialog(decision, "Starbuck")
    qtbot.addWidget(d)
    assert d.chosen() == a
    d.option_buttons[1].click()
    assert d.chosen() == b


def test_tie_choice_buttons_speak_words_not_notation(qtbot):
    """A tied choice reads as the Orders walk says it ("Market, selling 1 lumber"), in the
    player's language, never the notation ("place market sell=1,0,0")."""
    from nbgui.content.loader import default_rules
    from nbgui.ui import i18n

    rules = default_rules()
    a, b = Place("bank"), Place("market", sell=(1, 0, 0))
    step = TraceStep(1, "tie", msg("trace.buy_pass", captain="Starbuck"))
    d = TieChoiceDialog(CaptainDecision(a, [step], [a, b]), "Starbuck", rules=rules)
    qtbot.addWidget(d)
    assert [x.text() for x in d.option_buttons] == ["Bank", "Market, selling 1 lumber"]
    i18n.set_language("es")
    try:
        es = TieChoiceDialog(CaptainDecision(a, [step], [a, b]), "Starbuck", rules=rules)
        qtbot.addWidget(es)
        texts = [x.text() for x in es.option_buttons]
    finally:
        i18n.set_language("en")
    assert texts[1].startswith("Mercado, vendiendo 1") and "=" not in texts[1], texts


def test_ahabs_tied_drawn_whale_names_his_ship(qtbot):
    """Ahab's drawn whale with two ships at sea: the buttons said "A drawn whale boards ship
    1" / "ship 2" (the app names ships small and large everywhere else)."""
    from nbgui.content.loader import default_rules
    from nbgui.engine import Fallback
    from nbgui.ui import i18n

    rules = default_rules()
    a, b = Fallback(ship=1), Fallback(ship=2)
    step = TraceStep(1, "tie", msg("trace.buy_pass", captain="Ahab"))

    def texts() -> list[str]:
        d = TieChoiceDialog(CaptainDecision(a, [step], [a, b]), "Ahab", rules=rules)
        qtbot.addWidget(d)
        return [x.text() for x in d.option_buttons]

    assert texts() == [
        "A drawn whale goes onto his small ship",
        "A drawn whale goes onto his large ship",
    ]
    i18n.set_language("es")
    try:
        assert texts() == [
            "Una ballena sacada va a su barco pequeño",
            "Una ballena sacada va a su barco grande",
        ]
    finally:
        i18n.set_language("en")


def test_choosing_a_language_redraws_the_dialog_in_it_keeping_the_choices(qtbot, boards):
    """Picking Español in the new-game dialog left the whole dialog in English, and its default
    name "Player 1" went into the Spanish game; now the dialog is built again in Spanish at once,
    with what was chosen so far (a typed name kept, a default name in the new language)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    from nbgui.ui import i18n
    from nbgui.ui.dialogs.new_game import run_new_game_dialog

    register_fonts()
    i18n.set_language("en")
    switched: list[str] = []
    seen: list[tuple[str, str, str, list[str], int, str, bool, str]] = []
    dialogs: list[NewGameDialog] = []

    def act() -> None:
        d = QApplication.activeModalWidget()
        if not isinstance(d, NewGameDialog) or d in dialogs:
            QTimer.singleShot(20, act)
            return
        dialogs.append(d)
        if not seen:
            configure(d, ["flask", "ahab"], 2)
            d.name_edits[1].setText("Ana")
            d.expert.setChecked(True)
            d.seed_edit.setText("4242")
        seen.append((d.windowTitle(), d.name_edits[0].text(), d.name_edits[1].text(),
                     d.chosen_captains(), d.human_count.value(), d.seed_edit.text(),
                     d.expert.isChecked(),
                     d.buttons.button(QDialogButtonBox.StandardButton.Ok).text()))
        if len(seen) < 3:  # to Spanish, and back
            d.language.setCurrentIndex(d.language.findData("es" if len(seen) == 1 else "en"))
            QTimer.singleShot(20, act)
        else:
            d.reject()

    def switch(code: str) -> None:
        switched.append(code)
        i18n.set_language(code)

    QTimer.singleShot(0, act)
    try:
        from PySide6.QtWidgets import QMainWindow

        window = QMainWindow()  # as from Game > New game: the dialog has the window as parent
        qtbot.addWidget(window)
        window.show()
        result, last = run_new_game_dialog(boards, switch, window, seed=7)
        assert switched == ["es", "en"]
        assert result == QDialog.DialogCode.Rejected
        assert seen[0][:3] == ("New game", "Player 1", "Ana")
        assert seen[0][-1] == "Start"
        assert seen[1] == ("Partida nueva", "Jugador 1", "Ana", ["flask", "ahab"], 2, "4242",
                           True, "Empezar")
        assert seen[2] == ("New game", "Player 1", "Ana", ["flask", "ahab"], 2, "4242", True,
                           "Start")
        assert last.language.currentData() == "en"
    finally:
        i18n.set_language("en")
