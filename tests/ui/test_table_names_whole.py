"""Names are shown whole (issues 11 and 13): at the table size a maximized 1366×768 window
gives, no town-space or building name, purchase cost or seat-board label ("Workers left") is
shortened with "…", in English or Spanish.

`draw_text` wraps a name onto more lines (breaking an over-long word with "-") before it ever
elides, and records every elision in `TextLog.elided`.
"""

from __future__ import annotations

import pytest
from fake_session import FakeSession, register_test_fonts, shown_table
from test_table_legibility import TABLE_1366

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.legibility import painted_texts
from nbgui.ui.table.widget import TableWidget


def _table(qtbot, lang: str, captain: str) -> tuple[TableWidget, FakeSession]:  # type: ignore[no-untyped-def]
    """The table against `captain` at the maximized 1366×768 size (language already set)."""
    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, [captain], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, TABLE_1366, language=lang)
    return w, session


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_space_or_building_name_is_elided(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, "stubb")
        rules = session.state.rules
        names = {w.scene.name_of(k) for k in [*rules.spaces, *rules.buildings]}
        assert "Ayuntamiento" in names or lang == "en"
        texts = painted_texts(w)
        shown = {t for _, t, _ in texts}
        assert names & shown, "no name was drawn"
        # names, the purchase buttons' costs and the seat boards' labels ("Workers left: 2")
        cut = [
            (who, t, s)
            for who, t, s in TextLog.elided
            if t in names or "BuyGoods" in who or who.startswith("seat board")
        ]
        assert not cut, "\n".join(cut)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("captain", ["stubb", "starbuck"])
def test_no_table_text_is_elided_in_a_whole_game(qtbot, lang: str, captain: str) -> None:  # type: ignore[no-untyped-def]
    """No text the table draws is shortened with "…" at any step of a whole game at the
    maximized 1366×768 size: tile names on an eight-building Captain corner, bonus ribbons,
    space rules, built tiles' effects, the Helm's words and course caption, the Captain's
    Orders and read-ahead, drop zones, the prompt and the score headings at game over. What
    cannot be whole at 12 px is replaced by a short form and an icon (the card has it all);
    the returns panel's whale names and Pay/Sell buttons too."""
    register_test_fonts()
    i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, captain)
        cut: dict[tuple[str, str], str] = {}
        seen: set[str] = set()

        def check(when: str) -> None:
            seen.add(when)
            painted_texts(w)
            for who, text, shown in TextLog.elided:
                cut.setdefault((who, text), f"{when}: {shown!r}")

        bot = GreedyBot(1)
        step = 0
        while not session.state.is_over:
            st = session.state
            d = st.decision
            if d.kind == "return" and "returns" not in seen:
                check("returns")
            elif step % 4 == 0:
                check(f"round {st.round} {d.kind}")
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
            step += 1
        check("game over")
        assert "returns" in seen
        assert not cut, "\n".join(f"{who} {text!r} -> {s}" for (who, text), s in cut.items())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_tutorial_sentences_fit_whole_in_the_prompt(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every tutorial sentence is said whole in the one prompt area at 1366×768 on the kind
    of decision its step is shown with (the starting goods, a returning ship, a placement),
    with a Captain sentence of the longest allowed length (160 characters). The welcome step
    is shown on the starting goods too, beside their buttons: measured on a placement's wider
    prompt, its Spanish passed here and lost "… y 1 por cada 5 $. Pulsa Siguiente." in the
    real tutorial at 1366×768 (session 5)."""
    from tutorial_words import step_params

    from nbgui.ui.tutorial.texts import known_ids, step_text

    register_test_fonts()
    i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, "starbuck")
        on_kind = {"goal": "start_goods", "start": "start_goods", "pay": "return", "sell": "return"}
        # a Captain sentence of the longest allowed length (160 characters)
        sentence = (
            "Starbuck rolled a 2: his Helm points to Build (white list) but no space serves it, so "
            "he turns to Lumber and takes lumber at the Lumber Mill (Ann gets two dollars)."
        )[:160]
        prompt = w.controller.prompt
        cut: list[str] = []

        def check(kind: str) -> None:
            for step in sorted(known_ids()):
                if on_kind.get(step, "place") != kind:
                    continue
                text = step_text(step, **{**step_params(step), "sentence": sentence})
                prompt.set_note(text)
                painted_texts(w)
                cut.extend(f"{step} on {kind}: {s!r}" for who, t, s in TextLog.elided if t == text)
            prompt.set_note("")

        bot = GreedyBot(1)
        done: set[str] = set()
        while not session.state.is_over and len(done) < 3:
            st = session.state
            kind = st.decision.kind
            human = not st.seats[st.decision.seat or 0].is_captain
            if kind in ("start_goods", "return", "place") and human and kind not in done:
                done.add(kind)
                check(kind)
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
        assert done == {"start_goods", "return", "place"}, done
        assert not cut, "\n".join(cut)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_course_caption_is_whole(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The Captain's course caption, for every course of every Helm and every course his
    Orders may turn to ("Course: Build (black) → Brick"), is whole at 1366×768."""
    from types import SimpleNamespace

    from nbgui.ui.table.animator import course_note

    register_test_fonts()
    i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, "stubb")
        cap = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        courses = []
        for board in w.scene.boards.values():
            for space in board.helm:
                courses += [space.course, space.then] if space.is_split else [space.course]
            courses += list(board.round12)
        kinds = list({(c.kind, c.n): c for c in courses}.values())
        cut = []
        # only the Captain's seat board is painted for each note, where it shows, at the
        # view's scale: the whole view's render, ~100 ms with every item's cache off, for
        # each of the ~200 pairs was 10 of this test's 11 s (the note's painted size,
        # rectangles and elisions compared equal both ways for all 196 pairs, en and es)
        board = w.scene.seat_panel_of[cap].sceneBoundingRect()
        for a in kinds:
            for b in kinds:
                note = course_note(SimpleNamespace(plain=SimpleNamespace(course=a, used=b)))
                w.scene.course_note[cap] = note
                w.scene.seat_panel_of[cap].update()
                assert any(t == note for _, t, _ in painted_texts(w, board)), note
                cut += [s for who, t, s in TextLog.elided if t == note]
        assert len(kinds) >= 8
        assert not cut, cut
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "white", "change", "farther"),
    [
        ("en", "Build (white)", "Course: Build (black → white)",
         "Course: Prepare or launch 3 → 4"),
        ("es", "Lista blanca", "Rumbo: Construir (lista negra → blanca)",
         "Rumbo: Preparar o zarpar 3 → 4"),
    ],
)
def test_build_courses_read_as_words(  # type: ignore[no-untyped-def]
    qapp, lang: str, white: str, change: str, farther: str
) -> None:
    """The captions and next-move lines name a build course in words a newcomer reads
    ("Build W" / "Const. B" read B as brick); from one list to the other "Build" is said
    once, and from one track space to another of the same course its words once, so the
    caption stays whole on its two lines (`test_every_course_caption_is_whole`)."""
    from types import SimpleNamespace

    from nbgui.ui.table.animator import course_note
    from nbgui.ui.table.scene import course_short

    assert i18n.set_language(lang)
    try:
        black, white_c = SimpleNamespace(kind="build_black"), SimpleNamespace(kind="build_white")
        assert course_short(white_c) == white
        # a build course names the list, never its colour alone ("Construir blanca": an
        # adjective without its noun)
        assert lang == "en" or ("Lista" in white and "lista" in change)
        note = course_note(SimpleNamespace(plain=SimpleNamespace(course=black, used=white_c)))
        assert note == change
        three, four = (SimpleNamespace(kind="prepare_launch", n=n) for n in (3, 4))
        note = course_note(SimpleNamespace(plain=SimpleNamespace(course=three, used=four)))
        assert note.replace("\u00a0", " ") == farther  # a kept number's space is drawn so
        kinds = ["lumber", "food", "brick", "money", "prepare", "launch", "prepare_launch",
                 "build_white", "build_black", "build_victory"]
        for kind in kinds:
            words = course_short(SimpleNamespace(kind=kind, n=4)).replace("/", " ").split()
            # a letter alone is an abbreviation ("Build W") unless it is a word ("o": or)
            letters = [w for w in words if len(w.strip("().")) == 1 and w.isalpha()]
            assert not [w for w in letters if w not in ("o", "y", "a")], words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "Prepare or launch 3"), ("es", "Preparar o zarpar 3")]
)
@pytest.mark.parametrize("captain", ["starbuck", "ahab"])
def test_prepare_launch_reads_as_words_on_helm(qtbot, lang: str, words: str, captain: str) -> None:  # type: ignore[no-untyped-def]
    """A Prepare/Launch course ("Prep/3" before) is said in plain words on its Helm space and
    in the next-move lines: he prepares a ship, or launches one to the track space. On the Helm
    space the words are drawn whole at a readable size (on two lines; in Spanish their
    space is wider than the others); no Helm word is an abbreviation with "/"."""
    from types import SimpleNamespace

    from nbgui.ui.table.scene import course_short

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        assert course_short(SimpleNamespace(kind="prepare_launch", n=3)) == words
        w, session = _table(qtbot, lang, captain)
        cap = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        board = w.scene.board_for(cap)
        spaces = [k for k, sp in enumerate(board.helm) if sp.course.kind == "prepare_launch"]
        assert spaces, "this Captain's Helm has a Prepare/Launch space"
        texts = painted_texts(w)
        helm = [(t, px) for who, t, px in texts if who == "Helm space"]
        assert len(helm) == 8
        assert not [t for t, _ in helm if "/" in t], helm
        for k in spaces:
            course = board.helm[k].course
            said = course_short(course)
            assert " " in said and "/" not in said
            assert [px for t, px in helm if t == said], (said, helm)
            assert min(px for t, px in helm if t == said) >= 12.0
        assert not [e for e in TextLog.elided if e[0] == "Helm space"], TextLog.elided
    finally:
        i18n.set_language("en")


def test_helm_shares_give_long_words_their_width() -> None:
    """A Helm space whose words need more than an equal share gets what it needs, the others
    share the rest equally; equal needs give equal spaces."""
    from nbgui.ui.table.scene import helm_shares

    assert helm_shares([50.0] * 8, 560.0) == [70.0] * 8
    shares = helm_shares([50.0] * 7 + [84.0], 560.0)
    assert shares[7] == 84.0
    assert shares[:7] == [68.0] * 7
    assert abs(sum(shares) - 560.0) < 1e-9


@pytest.mark.parametrize(
    ("lang", "line", "fixed"),
    [
        ("en", "1/3 · Prepare: can't, so Money → Bank", "Prepare: can't, so Money → Bank"),
        (
            "es",
            "1/3 · Preparar: no puede, pasa a Dinero → Banco",
            "Preparar: no puede, pasa a Dinero → Banco",
        ),
    ],
)
def test_next_move_says_when_orders_change_course(qtbot, lang: str, line: str, fixed: str) -> None:  # type: ignore[no-untyped-def]
    """A next move whose Orders turn the Captain from his Helm's course to another says so
    ("1/3 · Prepare → Bank" before: it read as if preparing a ship took him to the Bank)."""
    from types import SimpleNamespace

    from nbgui.captain.preview import Odds
    from nbgui.content.captains import parse_course

    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, "starbuck")
        cap = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        prepare, money = parse_course("prepare"), parse_course("money")
        bank = SimpleNamespace(space="bank", build=None)
        changed = SimpleNamespace(used=money)
        plain = SimpleNamespace(used=None)

        def outlook(die: int | None, odds: Odds, course: object, sentence: object) -> object:
            return SimpleNamespace(
                die=die, odds=odds, course=course, sentence=sentence, command=bank
            )

        w.scene.ahead[cap] = [
            outlook(2, Odds(1, 3), prepare, changed),
            outlook(None, Odds(1, 1), prepare, changed),
            outlook(1, Odds(1, 2), money, plain),
        ]
        lines = w.scene.ahead_lines(cap, short=True)
        assert lines[0] == line
        assert lines[1] == fixed
        assert "·" in lines[2] and ":" not in lines[2]  # no change: as before
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "prefix"), [("en", "Course: "), ("es", "Rumbo: ")])
def test_the_course_caption_says_the_helm_space_words(qtbot, lang: str, prefix: str) -> None:  # type: ignore[no-untyped-def]
    """Before any change of course, the Captain's caption says his course in the words of
    his Helm space ("Course: Food" under the "Food" space, not "Course: food"; "Prepare or
    launch 3", not "prepare a ship, or else launch to 3")."""
    from nbgui.ui.table.scene import helm_word

    register_test_fonts()
    i18n.set_language(lang)
    try:
        w, session = _table(qtbot, lang, "stubb")
        cap = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        board = w.scene.board_for(cap)
        seat = session.state.seats[cap]
        course = board.course_at(seat.helm % len(board.helm), max(session.state.round, 1))
        assert not course.kind.startswith("build")  # its Helm word is then "White"/"Black"
        caption = w.scene.course_caption(cap)
        assert caption == prefix + helm_word(course), caption
        assert caption in {t for _, t, _ in painted_texts(w)}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "launch", "both"),
    [("en", "Launch to\u00a04", "Prepare or launch\u00a03"),
     ("es", "Zarpar a\u00a04", "Preparar o zarpar\u00a03")],
)
def test_a_course_keeps_its_number_on_its_line(qapp, lang: str, launch: str, both: str) -> None:  # type: ignore[no-untyped-def]
    """The course caption never wraps as "Course: Launch to / 4" (a two-seat board's caption
    did at 1366x768): the space before the number is non-breaking; other words still wrap."""
    from types import SimpleNamespace

    from nbgui.ui.table.scene import course_short, number_kept

    assert i18n.set_language(lang)
    try:
        assert number_kept(course_short(SimpleNamespace(kind="launch", n=4))) == launch
        assert number_kept(course_short(SimpleNamespace(kind="prepare_launch", n=3))) == both
        food = course_short(SimpleNamespace(kind="food"))
        assert number_kept(food) == food
        # after his Orders changed course, both courses keep their numbers ("Course: Launch
        # to / 5 → Prepare or / launch 4" on Flask's board at 1366x768)
        from nbgui.ui.table.animator import course_note

        plain = SimpleNamespace(
            course=SimpleNamespace(kind="launch", n=4),
            used=SimpleNamespace(kind="prepare_launch", n=3),
        )
        note = course_note(SimpleNamespace(plain=plain))
        assert launch in note and both in note, note
    finally:
        i18n.set_language("en")
