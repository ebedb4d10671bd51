"""The Captain's plain sentence in Spanish: Spanish template, course words and names."""

from __future__ import annotations

import random

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import plain_sentence
from nbgui.captain.setup import load_boards
from nbgui.engine import DieRolled, Place, apply, legal_commands, new_game
from nbgui.simulate import make_setup
from nbgui.ui import i18n


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def _sentences(boards, seed=3, captain="stubb"):
    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(seed, [captain], boards))
    die = None
    out = []
    rng = random.Random(seed)
    while state.decision.kind != "over" and len(out) < 40:
        d = state.decision
        if state.seats[d.seat].is_captain:
            decision = brain.decide(state)
            if d.kind == "place":
                course = brain.current_course(state, d.seat)
                out.append(plain_sentence(state, decision, course, die))
            state, events = apply(state, decision.command)
            die = next((e.value for e in events if isinstance(e, DieRolled)), None)
        else:
            state, _ = apply(state, rng.choice(legal_commands(state)))
    return out


def test_spanish_sentences_use_spanish_words(qapp, boards) -> None:
    sentences = _sentences(boards)
    i18n.set_language("es")
    try:
        for sentence in sentences:
            text = i18n.say(sentence.msg)
            assert text.startswith(("Stubb sacó un", "El Rumbo", "En la ronda 12")), text
            assert " the " not in text and "rolled" not in text and "{" not in text, text
    finally:
        i18n.set_language("en")
    for sentence in sentences:
        assert i18n.say(sentence.msg) == sentence.english()


def test_the_log_names_a_course_in_words_not_by_the_helm_label(qapp, boards) -> None:
    """The log's plain sentence names the course as words of the sentence
    (`captain.said.*`): "his course is now preparing a ship or else launching to space 6" /
    "su Rumbo es ahora preparar un barco o, si no puede, zarpar a la casilla 6". The Helm
    space's label is a label: "his Helm points to Prepare or launch 6" / "su Timón marca
    Preparar o zarpar 6" used it as a noun (review, 2026-12-03). The table's captions keep the
    label ("Course: Prepare or launch 6")."""
    from nbgui.ui.table.scene import course_short

    told = [s for seed in range(3, 6) for c in ("starbuck", "ahab")
            for s in _sentences(boards, seed, c)]
    said_as = {
        "en": {"prepare": "preparing a ship", "launch": "launching to space {n}",
               "prepare_launch": "preparing a ship or else launching to space {n}",
               "build_white": "a white-list building",
               "build_victory": "a victory building"},
        "es": {"prepare": "preparar un barco", "launch": "zarpar a la casilla {n}",
               "prepare_launch": "preparar un barco o, si no puede, zarpar a la casilla {n}",
               "build_white": "un edificio de su lista blanca",
               "build_victory": "un edificio de victoria"},
    }
    for kind in said_as["en"]:
        assert [s for s in told if s.course.kind == kind], f"a {kind} course came up"
    for lang, words in said_as.items():
        assert i18n.set_language(lang)
        try:
            assert course_short(told[0].course)  # the label still exists for the table
            for sentence in told:
                text = i18n.say(sentence.msg)
                assert "Timón marca" not in text and "Helm points to" not in text, text
                if sentence.course.kind in words:  # a good's course is its name, label or not
                    assert course_short(sentence.course) not in text, text
                    said = words[sentence.course.kind].format(n=sentence.course.n)
                    assert said in text, text
        finally:
            i18n.set_language("en")


def test_read_the_captain_ahead(qapp, boards) -> None:
    """On the human's turn each die result is listed with its odds and where the same brain's
    Orders would send him; the odds come from the die's faces in rules/."""
    from fractions import Fraction

    from nbgui.captain.preview import read_ahead

    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(4, ["starbuck"], boards))
    rng = random.Random(4)
    checked = 0
    while state.decision.kind != "over" and checked < 30:
        d = state.decision
        if state.seats[d.seat].is_captain:
            state, _ = apply(state, brain.decide(state).command)
            continue
        if d.kind == "place":
            before = state
            outlooks = read_ahead(state, brain, 0)
            assert state is before and state.decision == d  # the game is not touched
            assert sum(Fraction(*o.odds) for o in outlooks) == 1
            if state.round < 12:
                assert [(o.die, Fraction(*o.odds)) for o in outlooks] == [
                    (1, Fraction(1, 2)), (2, Fraction(1, 3)), (3, Fraction(1, 6))]
                for o in outlooks:
                    helm = (state.seats[0].helm + o.die) % state.seats[0].spec.helm_size
                    assert o.course == boards["starbuck"].course_at(helm, state.round)
            for o in outlooks:
                assert o.sentence is not None and o.sentence.course == o.course
            checked += 1
        state, _ = apply(state, rng.choice(legal_commands(state)))
    assert checked >= 10


def test_the_window_shows_the_captain_ahead(qtbot, boards, tmp_path) -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(2, ["stubb"], boards))
    w.table.skip()
    w.table.controller.perform(legal_commands(w.session.state)[0])
    w.table.skip()
    lines = w.ahead_label.text().splitlines()
    assert lines[0] == "What Stubb would do if he placed now:"
    assert [line.split(":")[0] for line in lines[1:]] == [
        "• If he rolls a 1 (1/2)", "• If he rolls a 2 (1/3)", "• If he rolls a 3 (1/6)"]
    assert w.ahead_label.isVisible()


def test_the_dock_follows_the_table_through_the_captains_turns(qtbot, boards, tmp_path) -> None:
    """The session plays the Captains at once, the table shows their moves after, and the
    dock follows the table: while it shows a Captain's turn the status line names that
    Captain (it named the last Captain of the run for all of them) and there is no "if he
    placed now" outlook (it was read from the player's next turn, moves ahead of the table);
    when the table reaches the player's turn the outlook is there, read from that turn."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(2, ["stubb", "ahab"], boards))
    w.table.skip()
    s = w.session
    for _ in range(40):  # to a placement of the player's that two Captains' turns follow
        st = s.state
        at = st.order.index(st.decision.seat)
        after = [st.order[(at + k) % len(st.order)] for k in (1, 2)]
        if st.decision.kind == "place" and all(st.seats[i].is_captain for i in after):
            break
        w.table.controller.perform(legal_commands(st)[0])
        w.table.skip()
    assert w.ahead_area.isVisible() and w.ahead_label.text()
    w.table.set_speed("fast")
    w.table.animator.factor = 0.05  # animated, but quickly
    w.table.controller.perform(next(c for c in legal_commands(s.state) if isinstance(c, Place)))
    assert not s.state.seats[s.state.decision.seat].is_captain  # the session is on already
    seen = set()
    while w.table.busy:
        qtbot.wait(2)
        seat = w.table.animator.current_seat
        if w.table.busy and seat is not None and s.state.seats[seat].is_captain:
            seen.add(seat)
            assert not w.ahead_area.isVisible(), w.ahead_label.text()
            name = s.seat_names[seat]
            assert w.status_line.text() == f"{name} is playing…", (name, w.status_line.text())
    assert len(seen) >= 2, "the table showed no two Captains' turns"
    assert w.ahead_area.isVisible()
    assert w.ahead_label.text() == "\n".join(w.ahead_lines(s.state))


def test_the_dock_outlook_changes_language_with_the_window(qtbot, boards, tmp_path) -> None:
    """Switching the language on the player's turn says the outlook in the new language at
    once (it stayed in the old one until the next move)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(2, ["stubb"], boards))
    w.table.skip()
    w.table.controller.perform(legal_commands(w.session.state)[0])
    w.table.skip()
    assert w.ahead_label.text().startswith("What Stubb would do if he placed now:")
    try:
        w.change_language("es")
        assert w.ahead_label.text().startswith("Lo que haría Stubb si colocara ahora:")
        assert w.ahead_label.text() == "\n".join(w.ahead_lines())
    finally:
        w.change_language("en")


def test_the_orders_walk_reads_as_spanish_sentences(qapp, boards) -> None:
    """Every line of the Captain's Orders walk said in Spanish: a whole sentence naming the
    step ("Paso 1, la ciudad: …") or the Captain, in the course words of his Helm."""
    brain = CaptainBrain(boards)
    lines = []
    for seed, captain in ((5, "starbuck"), (6, "ahab")):
        state, _ = new_game(make_setup(seed, [captain], boards))
        rng = random.Random(seed)
        while state.decision.kind != "over":
            d = state.decision
            if state.seats[d.seat].is_captain:
                decision = brain.decide(state)
                lines += decision.trace
                state, _ = apply(state, decision.command)
            else:
                state, _ = apply(state, rng.choice(legal_commands(state)))
    i18n.set_language("es")
    try:
        said = [(step, i18n.say(step.msg)) for step in lines]
    finally:
        i18n.set_language("en")
    assert len(said) > 100
    for step, text in said:
        assert text[:1].isupper() and text.endswith("."), text
        assert not any(w in text for w in (" the ", "Step", "serves", "course", "{")), text
        if step.kind in ("check", "choice") and step.step is not None:
            assert text.startswith(f"Paso {step.step}"), text
        if step.kind == "course":
            assert text.startswith("El Rumbo de "), text
    assert any("sirve para" in text for _, text in said)


def test_spanish_says_one_verb_for_launching(qapp) -> None:
    """The City Pier, the Wharf and the Dry Dock say "zarpar" in Spanish, as the Helm and the
    log do ("Zarpar a 4"); rules/ once said "Bota" for the same action."""
    from nbgui.content import default_rules
    from nbgui.text import Term, msg
    from nbgui.ui.i18n import term

    rules = default_rules()
    texts = [
        rules.spaces["city_pier"].text.en,
        rules.buildings["wharf"].text.en,
        rules.buildings["dry_dock"].text.en,
    ]
    assert i18n.set_language("es")
    try:
        said = [term(Term(text)) for text in texts]
        helm = i18n.say(msg("captain.helm.launch", n=4))
    finally:
        i18n.set_language("en")
    assert helm == "Zarpar a 4"
    assert said[0].startswith("Zarpa:"), said[0]
    for text in said:
        assert "zarpar" in text.lower() or text.startswith("Zarpa:"), text
        assert "bota" not in text.lower(), text


def _ahab_post_office_checks(boards, seats):
    """Every trace line of Ahab's about his Post Office step over a few games of `seats`."""
    brain = CaptainBrain(boards)
    found = []
    for seed in range(1, 7):
        setup = make_setup(seed, ["ahab"], boards, humans=len(seats), human_names=seats)
        state, _ = new_game(setup)
        rng = random.Random(seed)
        while state.decision.kind != "over":
            d = state.decision
            if state.seats[d.seat].is_captain:
                decision = brain.decide(state)
                found += [t for t in decision.trace if t.check and "post_office" in t.check]
                state, _ = apply(state, decision.command)
            else:
                state, _ = apply(state, rng.choice(legal_commands(state)))
        if found:
            break
    return found


def test_ahab_skips_a_post_office_his_game_does_not_have(qapp, boards, tmp_path, qtbot) -> None:
    """The Post Office comes with three or four seats: in solo against Ahab his Orders' step
    'Post Office (if not its owner)' is left out of the Orders box and his reasoning says the
    building is not in this game (it said "it is not built", as if it might be), in English
    and in Spanish; with three seats the box names it."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    solo = _ahab_post_office_checks(boards, ["Ana"])
    assert solo, "Ahab's Orders never reached the Post Office step in six solo games"
    assert {t.msg.args["why"].id for t in solo} == {"why.not_in_game"}
    three = _ahab_post_office_checks(boards, ["Ana", "Bea"])
    assert three and "why.not_in_game" not in {
        getattr(t.msg.args.get("why"), "id", None) for t in three
    }

    for humans, shown in ((["Ana"], False), (["Ana", "Bea"], True)):
        setup = make_setup(3, ["ahab"], boards, humans=len(humans), human_names=humans)
        w = open_test_window(qtbot, boards, tmp_path, setup)
        scene = w.table.scene
        seat = next(i for i, s in enumerate(w.session.state.seats) if s.is_captain)
        board = scene.board_for(seat)
        step = next(s for s in board.orders if any(c.building == "post_office" for c in s))
        for lang, name in (("en", "Post Office"), ("es", "Oficina de Correos")):
            assert i18n.set_language(lang)
            try:
                words = scene.step_words(step)
                assert (name in words) is shown, (lang, words)
                assert words and "post_office" not in words, (lang, words)
            finally:
                i18n.set_language("en")
        w.close()


def test_the_dock_outlook_is_gone_in_the_final_returns(qtbot, boards, tmp_path) -> None:
    """After round 12 nobody places a worker again: at the final returns the dock said
    "Flask next, if he placed now: • Round 12: …" over the player's homecoming (Xvfb
    1366x768, phase12-return). There it says nothing; before, on the player's turns, it did (and in
    round 12 it says the round once: `said_once`)."""
    import sys
    from pathlib import Path

    from nbgui.bots.greedy import GreedyBot

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(7, ["flask"], boards),
                         warnings=False)
    s = w.session
    bot = GreedyBot(7)
    said_before = final_turns = round_12 = 0
    while not s.state.is_over:
        w.table.skip()
        st = s.state
        if st.decision.seat is not None and not st.seats[st.decision.seat].is_captain:
            if st.final:
                final_turns += 1
                assert w.ahead_lines(st) == []
                assert not w.ahead_area.isVisible(), w.ahead_label.text()
            elif st.decision.kind == "place":
                said_before += bool(w.ahead_lines(st))
                if st.round == 12 and st.seats[0].workers_left:
                    round_12 += 1
                    said_once(w, st)
                elif st.round == 12:  # Flask places nothing more: nothing to say
                    assert w.ahead_lines(st) == []
        assert w.table.controller.perform(bot.choose(st, legal_commands(st)))
    assert said_before and final_turns and round_12, (said_before, final_turns, round_12)


def said_once(w, st) -> None:  # type: ignore[no-untyped-def]
    """In round 12 the dock said "• Round 12: In round 12 Flask follows his fixed course…" /
    "• Ronda 12: En la ronda 12 el Rumbo fijo…" (fl/phase12-return.png, Xvfb 1366x768): the
    Captain's sentence names the round itself."""
    for lang, word in (("en", "round 12"), ("es", "ronda 12")):
        assert i18n.set_language(lang)
        try:
            lines = w.ahead_lines(st)
        finally:
            i18n.set_language("en")
        said = [line for line in lines if word in line.casefold()]
        assert said and all(line.casefold().count(word) == 1 for line in said), lines


def test_ahabs_plan_says_he_draws_from_the_bag(qtbot, boards, tmp_path) -> None:
    """Where no space serves Ahab's rolled course he draws a token from the bag: his plan over
    the board said "1/2 · Launch to 5 → nothing fits" / "→ nada encaja" (tour-ahab-es
    captain-turn.png, Xvfb 1366x768), nothing of what he then does."""
    import sys
    from pathlib import Path

    from nbgui.bots.greedy import GreedyBot
    from nbgui.engine import Fallback

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(7, ["ahab"], boards))
    s = w.session
    scene = w.table.scene
    bot = GreedyBot(7)
    seen = 0
    while not s.state.is_over and not seen:
        w.table.skip()
        st = s.state
        cap = next(i for i, seat in enumerate(st.seats) if seat.is_captain)
        draws = [o for o in scene.ahead.get(cap, []) if isinstance(o.command, Fallback)]
        if draws and st.decision.kind == "place":
            for lang, said in (("en", "draws from the bag"), ("es", "saca de la bolsa")):
                assert i18n.set_language(lang)
                try:
                    lines = [text for text, *_ in scene.plan_lines(cap, short=False)[0]]
                finally:
                    i18n.set_language("en")
                assert sum(said in line for line in lines) == len(draws), lines
                assert not any("nothing fits" in line or "nada encaja" in line for line in lines)
            seen += 1
        assert w.table.controller.perform(bot.choose(st, legal_commands(st)))
    assert seen, "Ahab's outlook never had a draw from the bag"


def test_the_dock_outlook_speaks_of_a_placement_only_where_one_comes(qtbot, boards,
                                                                      tmp_path) -> None:
    """"What Starbuck would do if he placed now" was shown at the player's whaling picks, the
    returns and the player's last placement of a round, where the Captain places nothing until
    the next round (and spaces taken now are free again then). It is shown while he has a
    placement to come this round; otherwise the dock says, in both languages, the round he
    places again in — never in round 12, when he has none."""
    import sys
    from pathlib import Path

    from nbgui.bots.greedy import GreedyBot

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(5, ["starbuck"], boards),
                         warnings=False)
    s = w.session
    bot = GreedyBot(5)
    kinds = set()
    while not s.state.is_over:
        w.table.skip()
        st = s.state
        d = st.decision
        if d.seat is not None and not st.seats[d.seat].is_captain and not st.final:
            lines = w.ahead_lines(st)
            later = st.phase not in ("setup", "action", "inn") or (
                st.phase != "setup" and st.seats[0].workers_left == 0)
            if not later:
                assert lines[0] == "What Starbuck would do if he placed now:", lines
                kinds.add("now")
            elif st.round < 12:
                said = (f"Starbuck has no worker left to place this round: he places again in "
                        f"round {st.round + 1}.")
                assert lines == [said], (d.kind, lines)
                assert i18n.set_language("es")
                try:
                    assert w.ahead_lines(st) == [
                        "Starbuck ya no tiene trabajadores que colocar en esta ronda: vuelve a "
                        f"colocar en la ronda {st.round + 1}."
                    ]
                finally:
                    i18n.set_language("en")
                kinds.add(d.kind)
            else:
                assert lines == [], lines
        assert w.table.controller.perform(bot.choose(st, legal_commands(st)))
    assert {"now", "place", "pick", "return"} <= kinds, kinds
    assert "start_goods" not in kinds  # before round 1 he places first: the outlook


def test_the_outlook_reads_on_in_lower_case_after_its_colon(qtbot, boards, tmp_path) -> None:
    """The outlook's line says the Captain's sentence after the roll's colon, and Spanish
    (like English) goes on in lower case there: "• Si saca un 1 (1/2): el Rumbo de Stubb es…"
    (it said "…: El Rumbo…"); a sentence that starts with a name keeps it ("Stubb's course")."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from window_helpers import open_test_window

    w = open_test_window(qtbot, boards, tmp_path, make_setup(2, ["stubb"], boards))
    w.table.skip()
    w.table.controller.perform(legal_commands(w.session.state)[0])
    w.table.skip()
    try:
        for lang, roll, start in (
            ("es", "• Si saca un", "el Rumbo de Stubb es "),
            ("en", "• If he rolls a", "Stubb's course is "),
        ):
            i18n.set_language(lang)
            lines = w.ahead_lines()
            assert len(lines) == 4, lines
            for line in lines[1:]:
                head, sentence = line.split("): ", 1)
                assert head.startswith(roll) and sentence.startswith(start), line
    finally:
        i18n.set_language("en")


def test_a_clause_keeps_a_name_or_an_acronym_and_lowers_a_word() -> None:
    from nbgui.text.message import continued

    assert continued("In round {round} {captain}…") == "in round {round} {captain}…"
    assert continued("El Rumbo de {captain}") == "el Rumbo de {captain}"
    assert continued("{captain} sacó un {die}") == "{captain} sacó un {die}"
    assert continued("AI players") == "AI players"
