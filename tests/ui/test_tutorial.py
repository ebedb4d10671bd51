"""The curriculum tutorial in the real window: the whole script played through the controller in
English and Spanish (every step reachable, every asked move lit, legal and accepted, every lay
payable), equivalent moves accepted, wrong moves refused, the step saved with the game and
resumed at three steps, Leave / Restart."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication
from tutorial_words import said_steps
from window_helpers import open_test_window

from nbgui.captain.setup import load_boards
from nbgui.engine import Pay, Sell, legal_commands, parse_command
from nbgui.ui import i18n
from nbgui.ui.tutorial.runner import STEP_KEY
from nbgui.ui.tutorial.script import ScriptError, default_script, parse_script, script_path
from nbgui.ui.tutorial.texts import known_ids

LAY = {"R": 2, "B": 4, "S": 8}


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture
def window(qtbot, boards, tmp_path):
    w = open_test_window(qtbot, boards, tmp_path, default_script().setup(boards))
    yield w
    i18n.set_language("en")


def play_step(w, alternative: bool = False) -> None:
    """Do what the step asks, as a learner would (the lit move, or another accepted one)."""
    t = w.tutorial
    step = t.step
    if step.kind in ("read", "watch"):
        assert t.step_text()
        w.tutorial_panel.next_button.click()
        return
    w.table.skip()
    state = w.session.state
    legal = legal_commands(state)
    accepted = [c for c in legal if step.accepts(c)]
    assert accepted, f"step {t.index} ({step.id}) asks for a move that is not possible now"
    ctl = w.table.controller
    if step.id != "start":
        assert ctl.lit_command in accepted, "only an accepted move is lit"
    # and the learner can see it: the piece to move, or the button to press ($3 purchase,
    # Take these), is drawn lit
    piece_lit = ctl.selected is not None and ctl.selected.highlight
    button_lit = ctl.lit_button is not None and ctl.lit_button.highlight
    assert piece_lit or button_lit, f"step {t.index} ({step.id}): nothing on the table is lit"
    cmd = accepted[-1] if alternative else t.lit_move()
    if isinstance(cmd, Pay):
        assert state.seats[state.decision.seat].money >= LAY[cmd.token[0]]
    if isinstance(cmd, Sell):
        # never a whale the learner could keep: a Captain takes a sold whale free (step 18
        # had the learner sell a Right whale with $6 in hand, and Starbuck scored it)
        assert state.seats[state.decision.seat].money < LAY[cmd.token[0]], (step.id, str(cmd))
    ok = w.table.controller.perform(cmd)
    assert ok, (str(cmd), w.table.scene.bubble.text)


def play_to(w, step_id: str, skip: bool = True):  # type: ignore[no-untyped-def]
    """Start the tutorial and do each step as a learner would until step `step_id` is shown;
    with `skip`, the moves already under way (the Captain's) are played out. The tutorial."""
    w.start_tutorial()
    t = w.tutorial
    while t.step.id != step_id:
        play_step(w)
    if skip:
        w.table.skip()
    return t


def play_to_end(w, alternative: bool = False, shown: list[str] | None = None) -> set[str]:
    t = w.tutorial
    seen = set()
    for _ in range(len(t.script.steps) + 1):
        if t.step.kind == "end":
            break
        seen.add(t.step.id)
        assert w.table.scene.prompt_note == t.step_text()
        if shown is not None:
            shown.append(t.step_text())
        play_step(w, alternative)
        assert t.active
    return seen


CURRICULUM = {
    "goal", "start", "captain_first", "forest", "purchase", "farm", "store", "build",
    "prepare", "launch", "pick", "pick_again", "pay", "pay_again", "captain_turn",
    "captain_next", "scoring",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_whole_curriculum_plays_through(window, lang) -> None:
    w = window
    if lang != "en":
        w.change_language(lang)
    w.start_tutorial()
    t = w.tutorial
    assert t.active and t.index == 0 and w.tutorial_dock.isVisible()
    if lang == "es":
        assert w.table.scene.prompt_note.startswith("¡Bienvenido a New Bedford! Tras")
        assert w.tutorial_panel.title.text().startswith("Tutorial — paso 1 de")
    shown: list[str] = []
    seen = play_to_end(w, shown=shown)
    assert seen >= CURRICULUM
    # each step says what it is about: no two steps in a row show the same sentence (steps 12
    # and 13, two Farm placements in round 4, once both said "Your ship is at sea…")
    repeats = [(n, a) for n, (a, b) in enumerate(pairwise(shown), start=1) if a == b]
    assert not repeats, repeats
    # nor anywhere: the second whale pick (step 14) repeated step 11's sentence; it now says
    # what became of the tokens nobody took
    twice = [a for n, a in enumerate(shown) if a in shown[:n]]
    assert not twice, twice
    assert t.step.kind == "end"
    assert w.session.command_filter is None  # play on
    assert w.tutorial_panel.next_button.isVisible()
    assert int(w.settings.value(STEP_KEY)) == -1
    assert not w.session.is_over
    # the learner built a building and brought whales home
    me = w.session.state.seats[-1]
    assert w.session.state.owner.get("lumber_mill") == len(w.session.state.seats) - 1
    assert me.returned
    if lang == "es":
        assert "sigue jugando contra Starbuck" in t.step_text()


def test_equivalent_moves_are_all_accepted(window) -> None:
    """Playing the last accepted legal move at every step (the other bowhead, …) still reaches
    the end."""
    w = window
    w.start_tutorial()
    play_to_end(w, alternative=True)
    assert w.tutorial.step.kind == "end"


def test_the_captain_turn_is_told_in_one_sentence(window) -> None:
    w = window
    w.start_tutorial()
    t = w.tutorial
    while t.step.kind != "watch":
        play_step(w)
    sentence = t.captain_sentence()
    assert sentence.startswith("Starbuck rolled") and len(sentence) <= 160
    assert sentence in t.step_text()
    faces = ", ".join(str(f) for f in w.session.state.rules.game.die_faces)
    assert f"course die ({faces})" in t.step_text()  # the die's faces, from rules/
    w.change_language("es")
    assert t.captain_sentence().startswith("Starbuck sacó un")
    assert t.captain_sentence() in w.table.scene.prompt_note
    w.change_language("en")
    assert not w.tutorial_panel.detail.isVisible()
    w.tutorial_panel.details_button.click()
    assert w.tutorial_panel.detail.isVisible() and w.tutorial_panel.detail.text()


def test_wrong_move_is_refused_with_the_tutorial_sentence(window) -> None:
    w = window
    play_to(w, "forest", skip=False)
    before = w.session.state
    assert not w.table.controller.perform(parse_command("place farm"))
    assert w.session.state is before
    # said once, by the table next to the drop point; the status bar does not repeat it
    assert "tutorial" in w.table.scene.bubble.text and w.table.scene.bubble.isVisible()
    assert "tutorial" not in w.statusBar().currentMessage()


def test_read_steps_wait_for_next(window) -> None:
    w = window
    w.start_tutorial()
    assert w.tutorial.step.kind == "read"
    before = w.session.state
    assert not w.table.controller.perform(parse_command("start L0 F0 B1 $3"))
    assert w.session.state is before


def test_leave_and_restart(window) -> None:
    w = window
    t = w.tutorial
    w.start_tutorial()
    for _ in range(6):
        play_step(w)
    index = t.index
    t.leave()
    assert not t.active and w.session.command_filter is None and not w.tutorial_dock.isVisible()
    assert t.mark() is None
    # Learn to play again continues this game where it was
    w.start_tutorial()
    assert t.active and t.index == index
    play_step(w)
    assert t.index == index + 1
    t.restart()
    assert t.index == 0 and not [b for b in w.session.batches if not b.captain]


def _window_with_store(qtbot, boards, tmp_path, setup):
    from nbgui.persist import AppDirs, SaveStore
    from nbgui.ui.fonts import register_fonts
    from nbgui.ui.main_window import MainWindow
    from nbgui.ui.session import GameSession

    register_fonts()
    i18n.set_language("en")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("reduced_motion", True)
    store = SaveStore(AppDirs.under(tmp_path))
    session = GameSession(setup, boards)
    w = MainWindow(session, boards, settings, store=store, ask_dialogs=False)
    qtbot.addWidget(w)
    w.show()
    w.table.set_speed("instant")
    return w, store


@pytest.mark.parametrize("steps", [3, 9, 15])
def test_quit_and_resume_continue_at_the_same_step(qtbot, boards, tmp_path, steps) -> None:
    setup = default_script().setup(boards)
    w, store = _window_with_store(qtbot, boards, tmp_path, setup)
    w.session.start()
    w.start_tutorial()
    for _ in range(steps):
        play_step(w)
    index, banner, title = w.tutorial.index, w.table.scene.prompt_note, None
    title = w.tutorial_panel.title.text()
    assert w.autosave_now() is not None
    assert json.loads(store.autosave_path.read_text())["tutorial_step"] == index
    w.close()
    # a new start: resume the autosave
    from nbgui.persist import SaveStore

    loaded = SaveStore(store.dirs).open_game()
    assert loaded is not None and loaded.envelope.tutorial_step == index
    w2, _ = _window_with_store(qtbot, boards, tmp_path / "again", setup)
    w2.session.load(loaded.loaded)
    t = w2.tutorial
    assert t.active and t.index == index
    assert w2.table.scene.prompt_note == banner
    assert w2.tutorial_panel.title.text() == title
    play_step(w2)
    assert t.index == index + 1


def test_a_saved_step_that_does_not_fit_follows_the_game(qtbot, boards, tmp_path) -> None:
    setup = default_script().setup(boards)
    w, store = _window_with_store(qtbot, boards, tmp_path, setup)
    w.session.start()
    w.start_tutorial()
    for _ in range(8):
        play_step(w)
    index = w.tutorial.index
    w.autosave_now()
    data = json.loads(store.autosave_path.read_text())
    data["tutorial_step"] = 2  # tampered: an earlier step than the moves made
    from nbgui.engine import load_envelope

    w2, _ = _window_with_store(qtbot, boards, tmp_path / "again", setup)
    w2.session.load(load_envelope(data))
    assert w2.tutorial.active and w2.tutorial.index == index


def test_an_ordinary_game_is_not_a_tutorial(qtbot, boards, tmp_path) -> None:
    from nbgui.simulate import make_setup

    w, _ = _window_with_store(qtbot, boards, tmp_path, make_setup(5, ["stubb"], boards))
    w.session.start()
    assert not w.tutorial.active and w.tutorial.mark() is None


def test_the_script_file_is_checked() -> None:
    data = json.loads(script_path().read_text(encoding="utf-8"))
    script = parse_script(data)
    assert {s.id for s in script.steps} <= known_ids() | {"end"}
    broken = dict(data, steps=[*data["steps"][:-1]])
    with pytest.raises(ScriptError):
        parse_script(broken)
    bad_move = dict(data, steps=[{"id": "x", "kind": "move", "accept": ["place farm"],
                                  "command": "place forest"}, data["steps"][-1]])
    with pytest.raises(ScriptError, match="does not accept its own move"):
        parse_script(bad_move)
    with pytest.raises(ScriptError):
        parse_script([])


def test_first_screen_offers_the_tutorial(qtbot, boards) -> None:
    from nbgui.ui.dialogs.new_game import TUTORIAL, NewGameDialog

    dialog = NewGameDialog(boards, seed=5)
    qtbot.addWidget(dialog)
    dialog.tutorial_button.click()
    assert dialog.result() == TUTORIAL


def test_warnings_setting_outlives_the_app(tmp_path) -> None:
    from nbgui.app import PersistSettings
    from nbgui.persist import AppDirs, load_settings

    dirs = AppDirs.under(tmp_path)
    dirs.config.mkdir(parents=True, exist_ok=True)
    first = PersistSettings(dirs, load_settings(dirs)[0])
    first.setValue("mistake_warnings", False)
    first.sync()
    again = PersistSettings(dirs, load_settings(dirs)[0])
    assert again.value("mistake_warnings") is False


def lit_values(popup) -> list[object]:
    return [v for b, v in zip(popup.buttons, popup.values, strict=True) if b.highlight]


def test_the_lit_move_is_lit_in_its_popups(window) -> None:
    """A drop that asks a sub-choice lights the step's own: the building to build at the Town
    Hall, and the goods to sell at the General Store (+ up to the count, then Sell)."""
    w = window
    w.start_tutorial()
    t = w.tutorial
    ctl = w.table.controller
    seen = set()
    while t.step.id in CURRICULUM and t.step.id != "prepare":
        if t.step.id in ("store", "build"):
            w.table.skip()
            lit = t.lit_move()
            piece, key = ctl.command_piece(lit)
            ctl.drop(piece, key, ctl.target_center(key))
            popup = ctl.popup
            assert popup is not None
            if t.step.id == "build":
                assert lit_values(popup) == [lit.build]
            else:
                assert lit_values(popup) == [("lumber", 1)]
                popup.bump("lumber", 1)
                assert lit_values(popup) == ["confirm"]
            seen.add(t.step.id)
            popup.cancel()
        play_step(w)
    assert seen == {"store", "build"}


def test_spanish_steps_launch_with_the_boards_word(qapp) -> None:
    """The City Pier and the Helm say "Zarpa" / "Zarpar": the Spanish steps say it that way
    too, never "lanzar" (a second word for the same move confuses a newcomer)."""
    said = said_steps("es")
    assert not [k for k, text in said.items() if "lanz" in text.lower()]
    assert "Haz zarpar tu barco a la casilla 3" in said["launch"]


def test_spanish_steps_name_what_is_lit_as_the_english_do(qapp) -> None:
    """A step that tells the learner the piece or button to use is lit ("the lit Buy button")
    says so in Spanish too ("iluminado"): the purchase step once said only "el botón Comprar"."""
    said = {lang: said_steps(lang) for lang in ("en", "es")}
    lit_en = {k for k, text in said["en"].items() if " lit " in f" {text.lower()} "}
    lit_es = {k for k, text in said["es"].items() if "ilumin" in text.lower()}
    assert "purchase" in lit_en
    assert lit_es == lit_en


def test_steps_name_whale_kinds_as_the_catalogue_does(qapp) -> None:
    """A step naming a whale kind spells it as the tokens, the log and the hints do (the data's
    name, with its capital: "Right whale", "Ballena Franca"); the welcome said "right whale 1,
    bowhead 2, sperm whale 4" in English."""
    import re

    from nbgui.content.loader import default_rules

    kinds = [w for w in default_rules().game.whales if w.id != "sea"]
    for lang in ("en", "es"):
        said = said_steps(lang)
        names = [getattr(w.name, lang) for w in kinds]
        for key in ("goal", "pick", "earn"):
            for name in names:
                assert name in said[key], (lang, key, name, said[key])
        if lang != "en":
            continue  # ("la ballena más valiosa": the Spanish kinds begin with a common noun)
        for key, text in said.items():
            for name in names:
                # the name in any other case ("right whale"), or cut short ("bowhead", "sperm")
                first = name.split()[0]
                for found in re.finditer(rf"\b{re.escape(first)}\b", text, re.IGNORECASE):
                    assert text[found.start():].startswith(name), (lang, key, text)


def test_the_captains_details_are_shown_whole_at_1366x768(window) -> None:
    """Details on the Captain's turn shows his whole reasoning: the dock grows to the wrapped
    lines (it kept its height and cut them after three lines at 1366×768, the game dock below
    keeping the room), and gives the room back on the next step."""
    w = window
    w.resize(1366, 740)
    w.start_tutorial()
    t = w.tutorial
    while t.step.kind != "watch":
        play_step(w)
    panel = w.tutorial_panel
    before = panel.height()
    panel.details_button.click()
    QApplication.processEvents()  # the window lays its docks out again
    detail = panel.detail
    assert not detail.isHidden() and detail.text().count("•") >= 3
    assert detail.height() >= detail.heightForWidth(detail.width())  # every wrapped line
    bottom = detail.mapTo(w.tutorial_dock, detail.rect().bottomLeft()).y()
    assert bottom <= w.tutorial_dock.height()  # inside the dock, not under the game dock
    assert panel.height() > before
    panel.next_button.click()
    QApplication.processEvents()
    assert detail.isHidden() and panel.height() < before + 20


def test_what_the_steps_point_at_is_on_the_table(window) -> None:
    """A step that names something on the Captain's board says it as the board does: "His
    next move" (the read-ahead's heading) in both languages; the build step's discount is the
    Town Hall's first-worker bonus, and the learner is its first worker then; and the earn
    step's reason for the General Store holds: the Captain is on the learner's Lumber Mill then
    (both in both plays)."""
    from nbgui.text import msg

    for alternative in (False, True):
        w = window
        w.start_tutorial()
        t = w.tutorial
        while t.step.id != "earn":
            if t.step.id == "build":  # "The Town Hall's first worker pays one good less": he is
                w.table.skip()
                assert "town_hall" not in [s for _, s in w.session.state.placements]
            play_step(w, alternative)
        w.table.skip()
        state = w.session.state
        assert "lumber_mill" in state.used_buildings
        users = [seat for seat, space in state.placements if space == "lumber_mill"]
        assert users and state.seats[users[0]].is_captain
        assert w.table.controller.lit_command is not None
    # and at the step that says so, his Helm carries the odds of his next roll
    w = window
    t = play_to(w, "captain_next")
    captain = next(i for i, s in enumerate(w.session.state.seats) if s.is_captain)
    odds = w.table.scene.ahead_odds(captain)
    assert sorted(odds.values()) == ["1/2", "1/3", "1/6"], odds
    for lang in ("en", "es"):
        i18n.set_language(lang)
        try:
            heading = QCoreApplication.translate("Table", "His next move:").rstrip(":")
            said = i18n.say(msg("tutorial.captain_next"))
        finally:
            i18n.set_language("en")
        assert heading in said, (lang, heading, said)


def test_asking_for_a_hint_in_the_tutorial_keeps_the_steps_move(window) -> None:
    """Suggest a move (H) during a step: the coach's move (the Lumber Mill, at the step that
    asks to sell 1 lumber at the General Store) was lit over the step's, and making it was
    refused ("Not yet: in this step of the tutorial, make the lit move") while it was the one
    lit. The hint line now says the lit move is the one to make, the step's move stays lit and
    is accepted, and the line goes with the step; after the tutorial hints work again."""
    w = window
    t = play_to(w, "store")
    lit = t.lit_move()
    assert w.request_hint() is False  # no coach move in the tutorial
    QApplication.processEvents()
    assert w.hint_command is None
    assert not w.hint_label.isHidden() and "make the lit move" in w.hint_label.text()
    assert w.table.controller.lit_command == lit
    play_step(w)  # the step's move, as lit: accepted
    assert t.step.id != "store" and w.hint_label.isHidden()
    while t.step.kind != "end":
        play_step(w)
    assert not w._guided()  # play on: the coach's hints again


@pytest.mark.parametrize("lang", ["en", "es"])
def test_what_each_step_lights_is_on_screen_at_1366x768(window, lang) -> None:
    """At the table's size in a maximized 1366×768 window, every move step's lit piece and its
    target (or its lit button) lie whole inside the view and the middle of each is the item
    a click there reaches (nothing drawn over it), so a learner can see and use what the
    sentence points at."""
    from PySide6.QtCore import QRectF

    w = window
    if lang != "en":
        w.change_language(lang)
    w.resize(1366, 740)  # the maximized window's size under Xvfb, its title bar excluded
    w.start_tutorial()
    t = w.tutorial
    view = w.table.view
    checked = 0
    while t.step.kind != "end":
        if t.step.kind == "move":
            w.table.skip()
            QApplication.processEvents()
            ctl = w.table.controller
            box = view.viewport().rect()
            lit = ctl.selected if ctl.selected is not None else ctl.lit_button
            assert lit is not None, t.step.id
            parts: list[tuple[str, QRectF, object]] = [("piece", lit.sceneBoundingRect(), lit)]
            if ctl.selected is not None:
                key = next(iter(ctl.targets))
                target = ctl.target_item(key)
                rect = (target.sceneBoundingRect() if target is not None
                        else QRectF(ctl.target_center(key), ctl.target_center(key)))
                parts.append(("target", rect, target))
            for what, rect, item in parts:
                shown = view.mapFromScene(rect).boundingRect()
                assert box.contains(shown), (t.step.id, what, shown, box)
                if item is not None:
                    top = view.scene().items(rect.center())
                    assert top and (top[0] is item or item.isAncestorOf(top[0])), \
                        (t.step.id, what, top[:1])
            checked += 1
        play_step(w)
    assert checked >= 15  # the script's move steps


def test_the_helms_build_lists_are_explained_where_they_are_met(window) -> None:
    """Starbuck's Helm shows "White" (his build course) and the dock says "Build (white
    list)"; the tutorial never said what the lists were. By the step that explains his next
    moves the learner has read, in either language, what the Helm's White and Black stand for
    (his two lists of buildings, where to see them, which one he builds), and the tip it sends
    them to (the card of the White space) lists them; the order they are built in is the
    log's first line."""
    from nbgui.text import english, msg
    from nbgui.ui.table.card import helm_space_card

    w = window
    w.start_tutorial()
    t = w.tutorial
    read: dict[str, list[str]] = {"en": [], "es": []}
    while t.step.id != "captain_next":
        read["en"].append(t.step_text())
        play_step(w)
    for lang, (white, black, lists, hover) in {
        "en": ('"White"', '"Black"', "two lists of buildings", "(hover them)"),
        "es": ("«Blanca»", "«Negra»", "dos listas de edificios", "(pasa el ratón por ellas)"),
    }.items():
        w.change_language(lang)
        text = t.step_text()
        said = [s for s in [*read[lang], text] if lists in s]
        assert said and all(x in said[0] for x in (white, black, hover)), (lang, text)
        # the order is the log's own line ("Building setup order: …"), named in its words
        order = i18n.say(msg("event.building_order", buildings="")).split(":")[0]
        assert order in said[0], (order, said[0])
        # the Helm's words are the ones quoted
        assert white.strip('"«»') == i18n.say(msg("captain.helm.white")), lang
        assert black.strip('"«»') == i18n.say(msg("captain.helm.black")), lang
        # hovering the White space shows his white list's unbuilt buildings, the next first
        # (the Helm's own tip with the lists was hidden under its spaces' cards)
        scene = w.table.scene
        state = w.session.state
        board = scene.board_for(0)
        k = next(i for i, s in enumerate(board.helm) if s.course.kind == "build_white")
        at = scene.geo.helm_space_rect(0, k).center()
        _title, rows = helm_space_card(scene, 0, at)
        listed = dict(rows)["White list" if lang == "en" else "Lista blanca"]
        left = [b for b in state.unbuilt if b in board.white_list]
        assert left and listed == ", ".join(scene.name_of(b) for b in left), (listed, left)
    w.change_language("en")
    assert english(msg("captain.helm.white")) == "White"


def test_each_step_says_how_to_go_on_and_points_where_the_table_shows_it(window) -> None:
    """Looked at as a newcomer (2026-12-03): the first step gave no way on (every other read
    step ends "Press Next"); the first whale pick said "click the most valuable whale" without
    where the tokens are (under the Ocean bag, as step 14 says); the scoring step counted the
    points without the score table beside the board that counts them all game; and the General
    Store step asked to sell 1 lumber without why. Each read or watch step names the Next
    button as the panel labels it, the pick names the bag as the board labels it, the scoring
    step the table's Total column as it heads it (both languages); and the store step's reason
    holds in play: the lumber left covers the building and the ship of the next steps, with no
    lumber gathered before the launch."""
    script = default_script()
    for lang in ("en", "es"):
        said = said_steps(lang)
        i18n.set_language(lang)
        try:
            next_label = QCoreApplication.translate("TutorialPanel", "Next")
            bag = QCoreApplication.translate("Table", "Ocean bag\n{n} tokens").split("\n")[0]
            total = QCoreApplication.translate("ScorePreview", "Total")
        finally:
            i18n.set_language("en")
        assert next_label != "Next" or lang == "en", next_label
        silent = [s.id for s in script.steps
                  if s.kind in ("read", "watch") and next_label not in said[s.id]]
        assert not silent, (lang, silent)
        assert bag in said["pick"], (lang, bag, said["pick"])
        assert f"({total})" in said["scoring"], (lang, total, said["scoring"])
    w = window
    t = play_to(w, "store", skip=False)
    play_step(w)  # 1 lumber sold
    seat = w.session.state.decision.seat
    kept = w.session.state.seats[seat].lumber
    spent = 0
    while t.step.id != "pick":
        before = w.session.state.seats[seat].lumber
        step = t.step.id
        play_step(w)
        w.table.skip()
        after = w.session.state.seats[seat].lumber
        assert after <= before, f"lumber gathered at step {step}: the store step's reason"
        spent += before - after
    assert 0 < spent <= kept, (spent, kept)


def test_the_forest_step_says_why_not_the_learners_free_lumber_mill(qapp, boards) -> None:
    """Step 15 sent the learner to the Forest while his own Lumber Mill was free, and only
    step 16 spoke of the Mill. At that position of the scripted game the Mill is his, nobody
    is on it, and he has 1 lumber: it would pay the Mill's price once. The step now says so
    (the Mill's name, its price from the rules, the 1 lumber, in both languages), and the
    Forest first is the better move: by the returns it has brought more money than the Mill
    could pay for everything he holds then."""
    from nbgui.captain.brain import CaptainBrain
    from nbgui.engine import apply, new_game
    from nbgui.text import msg
    from nbgui.ui.tutorial.texts import learner_params, rules_params

    script = default_script()
    state, _ = new_game(script.setup(boards))
    brain = CaptainBrain(boards, auto_ties=True)
    steps = [s for s in script.steps if s.command is not None]
    at: dict[str, object] = {}
    i = 0
    while steps[i].id != "pay_again":
        if state.seats[state.decision.seat].is_captain:
            state, _ = apply(state, brain.decide(state).command)
            continue
        at[steps[i].id] = state
        state, _ = apply(state, steps[i].command)
        i += 1
    here, home = at["gather_lumber"], at["pay"]
    seat = here.decision.seat
    me = here.seats[seat]
    mill = here.rules.buildings["lumber_mill"]
    assert here.owner.get("lumber_mill") == seat
    assert "lumber_mill" not in here.used_buildings
    assert me.lumber == 1 and mill.sell_price.lumber == 2
    assert home.seats[seat].money - me.money > me.lumber * mill.sell_price.lumber
    richer = here.clone()  # the lumber held is read from the game as the step is shown
    richer.seats[seat].lumber = 3
    for lang, name in (("en", "Lumber Mill"), ("es", "Aserradero")):
        assert i18n.set_language(lang)
        try:
            said, said_richer = (
                i18n.say(msg("tutorial.gather_lumber", captain="Starbuck",
                             **rules_params(st.rules), **learner_params(st)))
                for st in (here, richer))
        finally:
            i18n.set_language("en")
        price = f"${mill.sell_price.lumber}" if lang == "en" else f"{mill.sell_price.lumber}\xa0$"
        only = "only {}" if lang == "en" else "solo tienes {}"
        assert name in said and price in said and only.format(me.lumber) in said, said
        assert only.format(3) in said_richer, said_richer


# The numbers the steps still write as text: rules the engine holds, not rules/ (a building
# scores 1 point, $N per point is 1 point per $N, a ship moves 1 space a round, the bag gives
# 1 token per ship plus 1; docs/teaching.md "The tutorial's numbers")
ENGINE_NUMBERS = {
    "en": ("1 per ", "1 point at the end", "move 1 space", "1 token per ship", "plus 1"),
    "es": ("1 por ", "1 punto al final", "avanzan 1 casilla", "1 ficha por barco", "más 1"),
}


def _changed_rules():
    """The shipped rules with every number the steps quote changed."""
    import dataclasses as dc

    from nbgui.content.loader import default_rules

    rules = default_rules()
    g = rules.game
    game = dc.replace(
        g, rounds=10, workers_per_seat=3, starting_value=7, money_per_point=6, fee=2,
        prepare_lumber=3, goods_value={**g.goods_value, "lumber": 3, "brick": 4},
        purchase=dc.replace(g.purchase, price=4, amount=3),
        track=dc.replace(g.track, food_cost=[1, 2, 5, 6, 7, 8]))
    sp = rules.spaces

    def bonus(space, **kw):
        return dc.replace(sp[space], bonus=dc.replace(sp[space].bonus, **kw))

    spaces = {
        **sp,
        "forest": dc.replace(sp["forest"], gain=dc.replace(sp["forest"].gain, lumber=4)),
        "farm": dc.replace(sp["farm"], gain=dc.replace(sp["farm"].gain, food=5)),
        "general_store": bonus("general_store", money=2),
        "dockyard": bonus("dockyard", count=2),
        "city_pier": bonus("city_pier", count=2),
    }
    mill = rules.buildings["lumber_mill"]
    buildings = {**rules.buildings, "lumber_mill": dc.replace(
        mill, cost=dc.replace(mill.cost, lumber=4),
        sell_price=dc.replace(mill.sell_price, lumber=3))}
    whales = {**rules.whales, "sperm": dc.replace(rules.whales["sperm"], lay=9, points=5),
              "right": dc.replace(rules.whales["right"], points=2)}
    return dc.replace(rules, game=game, spaces=spaces, buildings=buildings, whales=whales)


def test_the_steps_quote_numbers_from_the_rules(qapp) -> None:
    """Every rules number lives in rules/: the steps wrote about 30 of them into their sentences
    (12 rounds, whale points 1/2/4, 1 point per $5, the $5 of starting goods, the goods' worth,
    the $3 purchase of 2 lumber, the Forest's and the Farm's goods and bonuses, the fee, the
    Dockyard's lumber…) and the scripted moves' amounts (1 brick and $3, 1 lumber sold, space
    3). Their sentences (English and Spanish) now hold no number but the engine's few
    (`ENGINE_NUMBERS`); the runner fills the rest from the rules and the script, and changed
    rules change the words."""
    import re

    from nbgui.text import msg

    for lang in ("en", "es"):
        assert i18n.set_language(lang)
        try:
            templates = {k: i18n.say(msg(f"tutorial.{k}")) for k in known_ids()}
        finally:
            i18n.set_language("en")
        for key, template in templates.items():  # the fields left as {names}
            rest = template
            for phrase in ENGINE_NUMBERS[lang]:
                rest = rest.replace(phrase, "")
            assert not re.search(r"\d", rest), (lang, key, template)
    said = {lang: said_steps(lang) for lang in ("en", "es")}
    changed = {lang: said_steps(lang, _changed_rules()) for lang in ("en", "es")}
    follows = {  # step: what the shipped rules say, what the changed ones say (English)
        "goal": ["After 12 rounds", "Right whale 1 point,", "Sperm whale 4 points", "1 per $5.",
                 "After 10 rounds", "Right whale 2 points,", "Sperm whale 5 points", "1 per $6."],
        "start": ["with $5 in goods", "lumber is worth $1", "brick $2.",
                  "with $7 in goods", "lumber is worth $3", "brick $4."],
        "forest": ["your 2 workers", "+2 lumber", "your 3 workers", "+4 lumber"],
        "purchase": ["2 lumber or 2 food for $3", "3 lumber or 3 food for $4"],
        "farm": ["+2 food", "+5 food"],
        "store": ["lumber $1", "gets $1 more", "lumber $3", "gets $2 more"],
        "build": ["for 2 lumber and 1 brick instead of 3 lumber and 1 brick", "pays you $1",
                  "for 3 lumber and 1 brick instead of 4 lumber and 1 brick", "pays you $2"],
        "prepare": ["pay 2 lumber (1 lumber if", "pay 3 lumber (1 lumber if"],
        "launch": ["costs 3 food (1 food less", "costs 5 food (2 food less"],
        "pick": ["Sperm whale (4 points)", "Right whale (1 point)",
                 "Sperm whale (5 points)", "Right whale (2 points)"],
        "gather_food_again": ["2 food, not 3 food", "5 food, not 6 food"],
        "gather_lumber": ["pays $2 a lumber", "pays $3 a lumber"],
        "earn": ["Sperm whale $8", "Sperm whale $9"],
        "scoring": ["after round 12", "1 per $5.", "after round 10", "1 per $6."],
    }
    for step, pairs in follows.items():
        half = len(pairs) // 2
        for old, new in zip(pairs[:half], pairs[half:], strict=True):
            assert old in said["en"][step] and old not in changed["en"][step], (step, old)
            assert new in changed["en"][step], (step, new, changed["en"][step])
    for lang in ("en", "es"):
        moved = {k for k in said[lang] if said[lang][k] != changed[lang][k]}
        assert moved == set(follows), (lang, moved ^ set(follows))


def test_the_steps_quote_the_scripted_moves_own_amounts(qapp) -> None:
    """The starting goods taken, the lumber sold, the launch's space and its whaling rounds are
    read from the step's move, not written into the sentence: another move says other words."""
    from nbgui.content.loader import default_rules
    from nbgui.text import msg
    from nbgui.ui.tutorial.texts import move_params, rules_params

    rules = default_rules()

    def say(step: str, command: str) -> str:
        return i18n.say(msg(f"tutorial.{step}", **rules_params(rules),
                            **move_params(rules, parse_command(command))))

    said = said_steps("en")
    assert "Take $3 and 1 brick (already set here)" in said["start"]
    assert "Take $2, 2 lumber and 1 food (already set here)" in say("start", "start L2 F1 B0 $2")
    assert "sell 1 lumber:" in said["store"]
    assert "sell 2 lumber and 1 food:" in say("store", "place general_store lumber=2 food=1")
    assert "space 3 means 2 whaling rounds. Launch your ship to space 3." in said["launch"]
    far = say("launch", "place city_pier ship=1 to=5")
    assert "Space 5 costs 5 food" in far and "space 5 means 4 whaling rounds" in far, far
    assert "space 2 means 1 whaling round." in say("launch", "place city_pier ship=1 to=2")
    assert "la casilla 3 son 2 rondas de caza" in said_steps("es")["launch"]


def test_the_scoring_step_says_a_tie_goes_to_the_captain(qapp, boards) -> None:
    """The scoring step said "A tie goes to the most whales, then the most money left": the
    tie-break between players. Against a Captain the human wins only by scoring more than
    him (RULES.md 10.8; `nbgui.engine.scoring.score`), so in the tutorial's game a tie is the
    Captain's: the step says so, with the Captain's name, in both languages."""
    from nbgui.engine import new_game, score

    state, _ = new_game(default_script().setup(boards))
    sheet = score(state)  # 0 points each: a tie
    assert len({r.total for r in sheet.rows}) == 1
    assert [state.seats[w].is_captain for w in sheet.winners] == [True]
    for lang, words in (("en", ("more than Starbuck", "a tie goes to the Captain")),
                        ("es", ("más que Starbuck", "un empate es para el Capitán"))):
        scoring = said_steps(lang)["scoring"]
        assert all(w in scoring for w in words), (lang, scoring)
        assert "most whales" not in scoring and "más ballenas" not in scoring, scoring


def test_the_first_step_on_each_space_says_it_is_lit(qapp) -> None:
    """A newcomer meets a space for the first time in a step that says what to do with a
    worker there and that the space is lit: the Dockyard step said only "Dockyard: pay 2
    lumber…", the first Farm of the second round "the Farm gives food for your next launch"
    (nothing to do), the store, build and launch steps did not say their space was lit."""
    from nbgui.content.loader import default_rules
    from nbgui.engine import Place

    names = {k: sp.name for k, sp in default_rules().spaces.items()}
    said = {lang: said_steps(lang) for lang in ("en", "es")}
    seen: set[str] = set()
    firsts = []
    for step in default_script().steps:
        cmd = step.command
        if isinstance(cmd, Place) and cmd.space not in seen:
            seen.add(cmd.space)
            firsts.append((step.id, cmd.space))
    assert len(firsts) == 6, firsts
    for step, space in [*firsts, ("gather_food", "farm")]:
        en, es = said["en"][step], said["es"][step]
        assert f"lit {names[space].en}" in en, (step, en)
        assert names[space].es in es and "ilumin" in es, (step, es)


def test_the_next_button_is_lit_as_the_table_lights_a_move(window) -> None:
    """The read steps end "Press Next." in the table's prompt area; the Next button is in the
    tutorial's dock, far to the right of the sentence (at 1920×1080 some 1,500 px), and was a
    plain grey button beside Restart and Leave. It is drawn lit, in the table's highlight
    colour, on every step that shows it; Restart and Leave are not."""
    from nbgui.ui.table.items import HIGHLIGHT

    def lit_pixels(button) -> int:
        image = button.grab().toImage()
        return sum(
            1
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).name() == HIGHLIGHT.name()
        )

    w = window
    w.start_tutorial()
    panel = w.tutorial_panel
    assert w.tutorial.step.kind == "read"
    QApplication.processEvents()
    assert panel.next_button.isVisible()
    assert lit_pixels(panel.next_button) > 100, lit_pixels(panel.next_button)
    assert lit_pixels(panel.restart_button) == 0 and lit_pixels(panel.leave_button) == 0


def test_the_earn_step_says_what_the_whales_aboard_will_cost(window) -> None:
    """Step earn sent the learner to sell his lumber "for that money" after listing the three
    lays, without saying what his own whales would cost or what he had. It says both, read
    from the game (the lays of the whales aboard his ship, his money; said again after each
    Captain move, `Tutorial.sentenceChanged`): in the scripted game $6 against $5, which is
    why he sells."""
    w = window
    t = play_to(w, "earn")
    state = w.session.state
    me = next(s for s in state.seats if not s.is_captain)
    lays = sum(LAY[token[0]] for ship in me.ships for token in ship.cargo)
    assert (lays, me.money) == (6, 5)
    said = t.step_text()
    assert f"Yours will cost ${lays} and you have ${me.money}: sell your lumber" in said, said
    # shown as it is now: Starbuck's turn after the step began paid the learner the Lumber
    # Mill's $1 (the sentence shown at the step's start said $4)
    assert w.table.scene.prompt_note == said


def test_the_captain_next_step_shows_the_building_setup_order_it_names(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Step captain_next sends the learner to the "Building setup order" at the top of the log,
    which by then had scrolled out of sight (a tutorial played by mouse at 1366x768). Shown, the
    step scrolls the log back to its first lines, so the line it names is in view."""
    w = window
    play_to(w, "captain_next")
    view = w.log_panel.view
    order = next(
        i for i in range(view.count()) if view.item(i).text().startswith("Building setup order")
    )

    def in_view() -> bool:
        rect = view.visualItemRect(view.item(order))
        return rect.isValid() and view.viewport().rect().contains(rect)

    qtbot.waitUntil(in_view, timeout=2000)
