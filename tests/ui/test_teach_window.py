"""Teaching features in the window: the rules reference (search, right-click on the table, "Why?"
after a refusal), hints in a worker thread, mistake warnings (accept / cancel / Why?), and the
language switch (widgets, log, reference)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from window_helpers import open_test_window

from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands, parse_command
from nbgui.simulate import make_setup
from nbgui.ui import i18n


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def window(qtbot, boards, tmp_path):
    setup = make_setup(2, ["starbuck"], boards, human_names=["Ann"])
    w = open_test_window(qtbot, boards, tmp_path, setup)
    yield w
    i18n.set_language("en")


def play(w, text: str) -> None:
    w.table.skip()
    assert w.table.controller.perform(parse_command(text)), text


def test_reference_search_and_related_link(window) -> None:
    w = window
    w.show_reference()
    assert w.reference_dock.isVisible()
    panel = w.reference_panel
    panel.search_box.setText("dockyard")
    assert panel.result_ids()[0] == "space:dockyard"
    panel.results.setCurrentRow(0)
    assert panel.current_id == "space:dockyard"
    assert "Dockyard" in panel.view.toPlainText()
    entry = panel.reference.get("space:dockyard")
    assert entry is not None and entry.related
    panel._on_link(QUrl(f"entry:{entry.related[0]}"))
    assert panel.current_id == entry.related[0]


def test_right_click_on_a_space_opens_its_entry(window) -> None:
    w = window
    view = w.table.view
    space = w.table.scene.spaces["forest"]
    point = view.mapFromScene(space.sceneBoundingRect().center())
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.mapToGlobal(point))
    QApplication.sendEvent(view, event)
    # the large card opens; its last line (a click on the card) opens the reference entry
    card = w.table.scene.card
    assert card.isVisible() and card.pinned
    assert card.title == w.table.scene.name_of("forest")
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(card.sceneBoundingRect().center()),
    )
    assert not card.isVisible()
    assert w.reference_dock.isVisible()
    assert w.reference_panel.current_id == "space:forest"
    # the Captain's seat board opens the Captain's entry
    seat_rect = w.table.scene.geo.seat_rects[0]
    assert w.help_at(QPointF(seat_rect.left() + 5, seat_rect.top() + 5))
    assert w.reference_panel.current_id in ("captain:starbuck", "rule:helm")


def test_refusal_offers_why(window) -> None:
    w = window
    play(w, "start L0 F3 B0 $2")
    before = w.session.state
    # a placement the engine refuses (no ship to launch at the City Pier)
    w.session.submit(parse_command("place city_pier ship=1 to=4"), before.decision.seat)
    assert w.session.state is before
    assert w.why_button.isVisible() or not w.isVisible()
    assert w.why_entry is not None
    assert w.show_why()
    assert w.reference_panel.current_id == w.why_entry


def _game_dock_in_view(w) -> bool:
    """The game dock (score, hint button, the Captain's next move, log) can be seen: not
    behind another dock's tab, its hint button drawn."""
    QApplication.processEvents()
    return (
        not w.tabifiedDockWidgets(w.dock)
        and not w.dock.visibleRegion().isEmpty()
        and not w.hint_button.visibleRegion().isEmpty()
    )


def test_why_keeps_the_game_dock_in_view(window) -> None:
    """ "Why?" (a warning's, a refusal's), F1 and a right-click open the reference under the
    game dock, not as a tab over it: the newcomer lost the game panel (score, hint, the
    Captain's next move, log) to the reference. A window state saved with the old tabs is
    split again when the reference opens."""
    w = window
    assert _game_dock_in_view(w)
    assert w.show_reference("rule:launch_space_1")
    assert w.reference_dock.isVisible() and not w.reference_dock.visibleRegion().isEmpty()
    assert _game_dock_in_view(w)
    assert w.hint_shown() or not w.hint_label.isVisible()
    # the entry has most of the reference's height (it had three lines under the list)
    QApplication.processEvents()
    panel = w.reference_panel
    results, entry = panel.split.sizes()
    assert entry > 2 * results, (results, entry)
    # a short reference (a long hint above it at 1366×768 left it about 210 px): the results
    # fold away and the entry takes the whole split (the list kept four rows and the entry
    # showed two lines); typing a search unfolds the results
    w.resizeDocks([w.dock, w.reference_dock], [w.height(), 160], Qt.Orientation.Vertical)
    QApplication.processEvents()
    total = sum(panel.split.sizes())
    assert 0 < total // 4 < panel.results.minimumSizeHint().height(), panel.split.sizes()
    panel.favour_entry()
    results, entry = panel.split.sizes()
    assert results == 0 and entry == total, (results, entry)
    panel.search_box.setText("lay")
    results, entry = panel.split.sizes()
    # (half the split, or all of it where half would clip the list's rows)
    # (the count line is back above it: the split is a line shorter)
    assert results >= min(results + entry, panel.results.minimumSizeHint().height()), (
        results, entry)
    assert results > 0
    # an old window state: the reference tabbed over the game dock
    w.reference_dock.close()
    w.tabifyDockWidget(w.dock, w.reference_dock)
    assert w.show_reference("rule:returns")
    assert _game_dock_in_view(w)


def test_a_prefetched_hint_says_the_wait_from_the_ask_not_the_thinking(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The quick coach thinks while the player does (the prefetch), so its advice may have
    taken 2.4 s of which the player waited 0.3: the label says the wait ("Hint (quick, 0.3
    s)"), the promise the menu makes ("about 1 s"). It said the coach's thinking, 2.4 s, for
    a hint shown at once (seen in a hot-seat game by mouse: 30 of 73 hints "1.1"-"2.5 s")."""
    import dataclasses
    import time

    w = window
    play(w, "start L0 F3 B0 $2")
    w.hints.playouts = 6
    w.hints.cap_s = 0
    state = w.session.state
    with qtbot.waitSignal(w.hints.ready, timeout=15000) as got:
        assert w.request_hint()
    hint = dataclasses.replace(got.args[1], elapsed_s=2.4)
    w._hint_asked_at = time.perf_counter() - 0.3
    w._on_hint_ready(state, hint)
    text = w.hint_label.text()
    assert text.startswith("Hint (quick, 0.3 s): "), text


def test_hint_runs_off_thread_and_lights_a_legal_move(window, qtbot) -> None:
    w = window
    play(w, "start L0 F3 B0 $2")
    w.hints.playouts = 6  # a tiny coach budget, uncapped: the same hint under any load
    w.hints.cap_s = 0
    assert w.hint_strength() == "quick"
    state = w.session.state
    with qtbot.waitSignal(w.hints.ready, timeout=15000):
        assert w.request_hint()
    assert w.hint_command in legal_commands(state)
    # with the strength and the time it took
    assert w.hint_label.text().startswith("Hint (quick, ")
    assert " s): " in w.hint_label.text()
    # the strong setting, chosen from the Settings menu, shows its time while thinking
    w.findChild(type(w.warnings_action), "actionHint_strong").trigger()
    assert w.hint_strength() == "strong"
    assert w.session.hints_used == 1
    assert w.table.controller.lit_command == w.hint_command
    w.clear_hint()
    with qtbot.waitSignal(w.hints.ready, timeout=15000):
        assert w.request_hint()
        assert "strong: about 3 s" in w.hint_label.text()
    assert w.hint_label.text().startswith("Hint (strong, ")
    # said once, in the dock (the status bar repeated it, cut at the window's edge)
    assert w.hint_shown()
    assert w.statusBar().currentMessage() == ""
    # the rules reference opens under the game dock: the hint stays in view
    w.show_reference()
    QApplication.processEvents()
    assert w.hint_shown()
    # a player who drags the reference onto the game dock's tab: the status bar says it
    w.tabifyDockWidget(w.dock, w.reference_dock)
    w.reference_dock.raise_()
    qtbot.waitUntil(lambda: not w.hint_shown(), timeout=3000)
    w.clear_hint()
    with qtbot.waitSignal(w.hints.ready, timeout=15000):
        assert w.request_hint()
    assert w.statusBar().currentMessage() == w.hint_label.text()
    assert w.statusBar().currentMessage().startswith("Hint (strong, ")
    # the score sheet shows the counts
    w.show_score_sheet()
    assert "Hints used: 3" in w.last_sheet_dialog.teaching_line.text()
    w.last_sheet_dialog.close()


def clearly_worse(monkeypatch, gap: float = 5.0) -> None:
    """The coach's check finds every move but the farm clearly worse (the popup's flow does
    not depend on what a search finds under the test machine's load)."""
    import nbgui.teach.warnings as warnings_module
    from nbgui.engine import Place
    from nbgui.teach.warnings import Verdict

    def judge(state, brain, cmd, **_kw):
        return Verdict(cmd, Place("farm"), gap, 1.0, 24, 0.01, 0.2)

    monkeypatch.setattr(warnings_module, "judge", judge)


def test_the_check_runs_in_the_worker_on_prefetched_advice(window, qtbot) -> None:
    """A placement begins: the coach starts on it in the worker; a move is then judged there
    (the GUI thread only waits, painting), and the time it took is kept."""
    import threading

    import nbgui.teach.warnings as warnings_module

    w = window
    w.hints.playouts = 6
    w.hints.cap_s = 0
    w.hints.check_cap_s = 0
    w.hints.pairs = 4
    play(w, "start L0 F3 B0 $2")
    state = w.session.state
    assert state.decision.kind == "place"
    # prefetched once the placement has stood a moment
    qtbot.waitUntil(lambda: w._hints is not None and w.hints._cached(state) is not None,
                    timeout=15000)
    threads = []
    real = warnings_module.judge

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    warnings_module.judge, saved = spy, real
    try:
        cmd = next(c for c in legal_commands(state) if c != w.hints._cached(state).command)
        w.move_warnings(state, cmd)
    finally:
        warnings_module.judge = saved
    assert threads and threads[0] is not threading.main_thread()
    assert w.hints.last_check_s is not None and w.hints.last_check_s < 10


def test_warning_confirm_flow(window, monkeypatch) -> None:
    w = window
    clearly_worse(monkeypatch)
    c = w.table.controller
    play(w, "start L0 F5 B0 $0")
    play(w, "place forest")
    play(w, "place dockyard ship=1")
    # round 2: launching to space 1 warns (one popup: the teaching layer's warning)
    cmd = parse_command("place city_pier ship=1 to=1")
    assert cmd in legal_commands(w.session.state)
    found = c.choices.move_warnings(cmd)
    assert [code for code, _, _ in found] == ["launch_space_1"]
    worker, key = c.command_piece(cmd)
    before = w.session.state
    c.driver.drag_to(worker, key)
    popup = c.popup
    assert popup is not None and popup.field in ("to", "ship", "confirm")
    while c.popup is not None and c.popup.field != "confirm":
        c.popup.choose(getattr(cmd, c.popup.field))
    assert c.popup is not None and c.popup.field == "confirm"
    # "Why?" opens the reference and keeps the question open
    c.popup.choose("why")
    assert w.session.state is before
    assert w.reference_panel.current_id == "rule:launch_space_1"
    assert c.popup is not None and c.popup.field == "confirm"
    # Esc cancels: the state is kept
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    def press(key):
        return c.key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))

    assert press(Qt.Key.Key_Escape)
    assert c.popup is None and w.session.state is before
    # Enter confirms: the move is played
    c.driver.drag_to(worker, key)
    while c.popup is not None and c.popup.field != "confirm":
        c.popup.choose(getattr(cmd, c.popup.field))
    assert press(Qt.Key.Key_Return)
    assert w.session.state is not before
    # with warnings off, the table still confirms a launch to space 1 itself
    w.warnings_action.setChecked(False)
    assert c.warnings is None
    assert [code for code, _, _ in c.choices.move_warnings(cmd)] == ["launch_space_1"]


def test_dont_warn_me_again(window, monkeypatch) -> None:
    w = window
    clearly_worse(monkeypatch)
    c = w.table.controller
    play(w, "start L0 F5 B0 $0")
    play(w, "place forest")
    play(w, "place dockyard ship=1")
    cmd = parse_command("place city_pier ship=1 to=1")
    worker, key = c.command_piece(cmd)
    before = w.session.state
    c.driver.drag_to(worker, key)
    while c.popup is not None and c.popup.field != "confirm":
        c.popup.choose(getattr(cmd, c.popup.field))
    c.popup.choose("mute")
    assert w.session.state is not before
    assert "launch_space_1" in w.muted_warnings()
    assert w.move_warnings(before, cmd) == []


def test_space_1_is_confirmed_when_the_check_finds_it_fine(window, monkeypatch) -> None:
    """Warnings on and the coach's check not finding the launch worse in this position: the
    table still confirms a launch to space 1, as it does with warnings off and as the reference
    promises; "don't warn me again" switches it off both ways."""
    w = window
    clearly_worse(monkeypatch, gap=0.0)  # the check finds nothing worse
    c = w.table.controller
    play(w, "start L0 F5 B0 $0")
    play(w, "place forest")
    play(w, "place dockyard ship=1")
    cmd = parse_command("place city_pier ship=1 to=1")
    assert c.warnings is not None
    assert w.move_warnings(w.session.state, cmd) == []  # the teaching layer: nothing
    assert [code for code, _, _ in c.choices.move_warnings(cmd)] == ["launch_space_1"]
    assert c.choices.move_warnings(parse_command("place city_pier ship=1 to=2")) == []
    w.mute_warning("launch_space_1")
    assert c.choices.move_warnings(cmd) == []
    w.warnings_action.setChecked(False)
    assert c.warnings is None
    assert c.choices.move_warnings(cmd) == []


def test_language_switch_retranslates_widgets_log_and_reference(window) -> None:
    w = window
    play(w, "start L0 F3 B0 $2")
    w.show_reference("space:forest")
    w.change_language("es")
    try:
        assert w.hint_button.text() == "Sugerir una jugada (H)"
        assert w.reference_dock.windowTitle() == "Reglamento"
        assert w.reference_panel.shown_title() == "Bosque"
        lines = w.log_panel.lines()
        assert any("empieza con" in line for line in lines), lines[:5]
        assert any("Comida" in line for line in lines)
    finally:
        w.change_language("en")
    assert w.hint_button.text() == "Suggest a move (H)"
    assert any("starts with" in line for line in w.log_panel.lines())


def test_keyboard_plays_the_lit_move(window) -> None:
    w = window
    play(w, "start L0 F3 B0 $2")
    w.table.skip()
    cmd = parse_command("place forest")
    w.table.controller.show_command(cmd)
    view = w.table.view
    view.setFocus()
    from PySide6.QtTest import QTest

    before = w.session.state
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert w.session.state is not before
    assert w.session.batches[-1].command == cmd or any(b.command == cmd for b in w.session.batches)


def test_spanish_describer_covers_a_whole_game(boards, qapp) -> None:
    from nbgui.bots.random_bot import RandomBot
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import Describer, apply, new_game
    from nbgui.ui import i18n

    assert i18n.set_language("es")

    setup = make_setup(4, ["starbuck", "stubb"], boards, human_names=["Ana"])
    state, events = new_game(setup)
    names = [s.name for s in setup.seats]
    describer = Describer(names, state.rules)

    def describe(e: object) -> str:
        return i18n.say(describer.message(e))  # type: ignore[arg-type]

    brain, bot = CaptainBrain(boards), RandomBot(1)
    sentences = [describe(e) for e in events]
    kinds = {type(e).__name__ for e in events}
    traces = []
    while not state.is_over:
        seat = state.decision.seat
        if seat is not None and state.seats[seat].is_captain:
            decision = brain.decide(state)
            cmd = decision.command
            traces += [i18n.say(step.msg) for step in decision.trace]
        else:
            cmd = bot.choose(state, legal_commands(state))
        state, events = apply(state, cmd)
        sentences += [describe(e) for e in events]
        kinds |= {type(e).__name__ for e in events}
    assert not [s for s in sentences if s.split("(")[0] in kinds], "an event fell back to repr"
    assert len(sentences) > 300 and len(kinds) > 20
    assert any("Fin de la partida" in s for s in sentences)
    assert any("Cachalote" in s or "Ballena" in s for s in sentences)
    i18n.set_language("en")
    assert traces and any(t.startswith(("El Rumbo de", "Paso 1, la ciudad")) for t in traces)


def test_score_sheet_shows_the_captain_ledger(qtbot, boards) -> None:
    from nbgui.engine import apply, new_game, score
    from nbgui.teach.ledger import captain_ledgers
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    state, _ = new_game(make_setup(2, ["starbuck"], boards, human_names=["Ann"]))
    moves = []
    from nbgui.captain.brain import CaptainBrain

    brain = CaptainBrain(boards)
    while state.decision.kind != "start_goods":
        seat = state.decision.seat
        state, events = apply(state, brain.decide(state).command)
        moves.append((seat, events))
    dialog = ScoreSheetDialog(
        score(state), ["Starbuck", "Ann"], state.rules, ledgers=captain_ledgers(state, moves)
    )
    qtbot.addWidget(dialog)
    lines = [line.text() for line in dialog.ledger_lines]
    assert len(lines) == 1 and lines[0].startswith("Starbuck's ledger:")
    [ledger] = captain_ledgers(state, moves)
    # the whales sold him are said only when there are any ("(0 points from whales…)")
    assert ("from whales you sold him" in lines[0]) == (ledger.whale_points_from_players > 0)


def test_how_a_game_was_decided_is_said_in_plain_words(qapp) -> None:
    """"broken by the money left over (money mod 5)": a programmer's operator and a rules
    number in the sheet's sentence; each way a game is decided is said in words, en and es."""
    import re

    from nbgui.ui import i18n
    from nbgui.ui.dialogs.score_sheet import decided_by_text

    ways = ("score", "whales", "money", "shared", "captain_tie")
    for lang in ("en", "es"):
        assert i18n.set_language(lang)
        try:
            said = [decided_by_text(how) for how in ways]
        finally:
            i18n.set_language("en")
        for text in said:
            assert not re.search(r"\d|\bmod\b|\bmódulo\b|\bresto de dividir", text), text
    assert decided_by_text("money") == (
        "a tie on points and whales, broken by the money left over (what made no whole point)")


def test_the_money_row_says_the_rules_money_per_point(qtbot, boards) -> None:
    """The sheet's row said "Money (1 per $5)" typed into its label ("Dinero (1 por cada 5 $)",
    a plain space): the rules' money per point, said as money, in both languages."""
    from dataclasses import replace

    from nbgui.engine import new_game, score
    from nbgui.ui import i18n
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    state, _ = new_game(make_setup(2, ["starbuck"], boards, human_names=["Ann"]))
    dearer = replace(state.rules, game=replace(state.rules.game, money_per_point=6))

    def label(rules) -> str:  # type: ignore[no-untyped-def]
        dialog = ScoreSheetDialog(score(state), ["Starbuck", "Ann"], rules)
        qtbot.addWidget(dialog)
        return dialog.table.verticalHeaderItem(3).text()

    assert label(state.rules) == "Money (1 per $5)"
    assert label(dearer) == "Money (1 per $6)"
    assert i18n.set_language("es")
    try:
        assert label(dearer) == "Dinero (1 por cada 6\u00a0$)"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("counts", "english", "spanish"),
    [
        (
            (1, 2, 5, 3, 1, 1),  # each count in its own plural form
            "Starbuck's ledger: 9 points = 1 point from whales (1 point from whales you sold "
            "him) + 2 points from his buildings + 5 points from his victory bonuses + 1 point "
            "from his money · the supply paid you $3 when he used yours",
            # a Captain never pays (RULES 10.4)
            "Cuentas de Starbuck: 9 puntos = 1 punto por ballenas (1 punto por ballenas que le "
            "vendiste) + 2 puntos por sus edificios + 5 puntos por sus bonificaciones de "
            "victoria + 1 punto por su dinero · la reserva te pagó 3\u00a0$ cuando él usó los "
            "tuyos",  # a no-break space
        ),
        (
            (2, 0, 1, 0, 4, 0),  # he paid nothing: no "he paid you $0" clause
            "Starbuck's ledger: 5 points = 4 points from whales (2 points from whales you sold "
            "him) + 0 points from his buildings + 1 point from his victory bonuses + 0 points "
            "from his money",
            "Cuentas de Starbuck: 5 puntos = 4 puntos por ballenas (2 puntos por ballenas que "
            "le vendiste) + 0 puntos por sus edificios + 1 punto por sus bonificaciones de "
            "victoria + 0 puntos por su dinero",
        ),
        (
            (0, 2, 5, 3, 4, 1),  # nothing sold him: no "(0 points from whales you sold him)"
            "Starbuck's ledger: 12 points = 4 points from whales + 2 points from his buildings "
            "+ 5 points from his victory bonuses + 1 point from his money · the supply paid you "
            "$3 when he used yours",
            "Cuentas de Starbuck: 12 puntos = 4 puntos por ballenas + 2 puntos por sus edificios "
            "+ 5 puntos por sus bonificaciones de victoria + 1 punto por su dinero · la reserva "
            "te pagó 3\u00a0$ cuando él usó los tuyos",
        ),
    ],
)
def test_captain_ledger_line_in_both_languages(qtbot, boards, counts, english, spanish) -> None:
    from dataclasses import replace

    from nbgui.engine import new_game, score
    from nbgui.teach.ledger import CaptainLedger
    from nbgui.ui import i18n
    from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog

    state, _ = new_game(make_setup(2, ["starbuck"], boards, human_names=["Ann"]))
    whales, buildings, bonuses, paid, all_whales, money = counts
    ledger = CaptainLedger(
        seat=0,
        whale_points_from_players=whales,
        building_points=buildings,
        bonus_points=bonuses,
        paid_to_players=paid,
    )
    # the sheet's row for him, as the game would have it: the ledger's parts of his total
    sheet = score(state)
    rows = tuple(
        replace(r, whales=all_whales, buildings=buildings, bonuses=bonuses, money=money,
                total=all_whales + buildings + bonuses + money) if r.seat == 0 else r
        for r in sheet.rows
    )
    sheet = replace(sheet, rows=rows)

    def line() -> str:
        dialog = ScoreSheetDialog(
            sheet, ["Starbuck", "Ann"], state.rules, ledgers=[ledger]
        )
        qtbot.addWidget(dialog)
        return dialog.ledger_lines[0].text()

    assert line() == english
    assert i18n.set_language("es")
    try:
        assert line() == spanish
    finally:
        i18n.set_language("en")


def test_reference_is_built_when_first_used_and_reopens_where_left(qtbot, boards, tmp_path):
    setup = make_setup(2, ["starbuck"], boards, human_names=["Ann"])
    w = open_test_window(qtbot, boards, tmp_path, setup)
    assert w._reference_dock is None and w._tutorial is None and w._hints is None
    w.show_reference("space:forest")
    assert w.reference_dock.isVisible()
    w.close()
    again = open_test_window(qtbot, boards, tmp_path, setup)  # same settings file
    assert again._reference_dock is not None  # it was open: back where it was left
    assert again.reference_dock.toggleViewAction().isChecked()
    again.reference_dock.close()
    again.close()
    third = open_test_window(qtbot, boards, tmp_path, setup)
    assert third._reference_dock is None  # closed last time: built when first used


def test_the_score_sheet_lets_the_tables_art_go_first(window, monkeypatch) -> None:
    """The score sheet (the game over: the table stops moving) lets every SVG document of the
    table go — the ones drawn a moment ago too — before the heap is handed back and the sheet
    is built (issue 18: the game's last moments' documents, up to ~0.5 MiB, at its peak)."""
    import nbgui.ui.main_window as main_window

    w = window
    w.table.skip()
    assets = w.table.assets
    assert assets.renderer("worker_0") is not None  # just drawn: the idle sweep keeps it
    held_then: list[list[str]] = []
    monkeypatch.setattr(main_window, "give_back", lambda: held_then.append(assets.parsed()))
    w.show_score_sheet()
    assert held_then == [[]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_reference_list_wraps_and_never_scrolls_sideways(qtbot, lang) -> None:
    """The rules reference's list of entries, as wide as in the side dock of a maximized
    1366×768 window (the list 338 px) or narrower: a long title ("Solo puedes elegir una acción
    que puedas completar") takes a second line, no title runs past the list's right edge and
    there is no sideways scrolling (the Spanish list scrolled 31 px sideways at 1366×768)."""
    from nbgui.ui.fonts import register_fonts
    from nbgui.ui.panels.reference_panel import ReferencePanel

    register_fonts()
    i18n.set_language(lang)
    try:
        panel = ReferencePanel()
        qtbot.addWidget(panel)
        panel.show()
        lst = panel.results
        for width in (350, 260):
            panel.resize(width, 600)
            QApplication.processEvents()
            assert panel.search("") and lst.count() > 40
            QApplication.processEvents()
            inside = lst.viewport().width()
            wider = [
                lst.item(i).text()
                for i in range(lst.count())
                if lst.visualItemRect(lst.item(i)).right() >= inside
            ]
            assert wider == []
            assert lst.horizontalScrollBar().maximum() == 0
        one_line = lst.visualItemRect(lst.item(0)).height()
        longest = max((lst.item(i) for i in range(lst.count())), key=lambda it: len(it.text()))
        assert lst.visualItemRect(longest).height() > one_line, longest.text()  # wrapped at 260
    finally:
        i18n.set_language("en")


def test_a_turners_mill_hint_says_its_cost_in_spanish(qapp, boards) -> None:
    """The Mill's cost in a hint's Spanish (greedy game 0 against Starbuck with the Mill, round
    5 and 8): the total with the repeated building's fee, or what the Mill costs beyond the
    space it repeats. The Spanish said "En Taller de Tornero, repite la acción de Escuela:
    ganas 2 de Leña y 2 de Comida" of a move that costs 2 $."""
    from nbgui.bots.greedy import GreedyBot
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import Place, apply, new_game
    from nbgui.teach.hints import describe_move

    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(0, ["starbuck"], boards, 1, False, True))
    bot = GreedyBot(0)
    said = {}
    wanted = {
        "schoolhouse": Place(space="turners_mill", repeat="schoolhouse"),
        "city_pier": Place(space="turners_mill", repeat="city_pier", ship=1, to=2),
    }
    assert i18n.set_language("es")
    try:
        while state.decision.kind != "over" and len(said) < len(wanted):
            if state.seats[state.decision.seat].is_captain:
                state, _ = apply(state, brain.decide(state).command)
                continue
            legal = legal_commands(state)
            for key, cmd in wanted.items():
                if cmd in legal and key not in said:
                    said[key] = i18n.say(describe_move(state, cmd))
            state, _ = apply(state, bot.choose(state, legal))
    finally:
        i18n.set_language("en")
    nb = "\u00a0"
    assert said == {
        "schoolhouse": (
            f"En el Taller de Tornero, repite la acción de la Escuela por 2{nb}$, contando "
            f"1{nb}$ por usar la Escuela: ganas 2 de Leña y 2 de Comida"
        ),
        "city_pier": (
            "Haz zarpar tu barco pequeño desde el Taller de Tornero a la casilla 2 del medidor: "
            f"tendrá 1 ronda de caza; cuesta 1{nb}$ más que en el Puerto de la Ciudad"
        ),
    }, said


@pytest.mark.parametrize(("lang", "first", "second"), [
    ("en", "Right whale: lay $2, worth 1 point.", "Bowhead whale: lay $4, worth 2 points."),
    ("es", "Ballena Franca: tasa 2 $, vale 1 punto.",
     "Ballena de Groenlandia: tasa 4 $, vale 2 puntos."),
])
def test_the_reference_keeps_a_lists_lines_apart(qtbot, lang, first, second) -> None:  # type: ignore[no-untyped-def]
    """The reference's one-per-line lists (the whale kinds, scoring, the Helm's courses, the
    Orders' checks) were shown joined into one paragraph: "Right whale: lay $2, worth 1 point.
    Bowhead whale: …" (Help > Rules at 1366x768). Each line stays a line."""
    from nbgui.ui.panels.reference_panel import ReferencePanel

    i18n.set_language(lang)
    try:
        panel = ReferencePanel()
        qtbot.addWidget(panel)
        assert panel.show_entry("rule:whales")
        text = panel.view.toPlainText()
        assert first + "\u2028" + second in text or first + "\n" + second in text, text
    finally:
        i18n.set_language("en")
