"""Who the table's prompt says is moving, as a newcomer reads it, in both languages: while the
player's own move is shown it said "Player 1 is playing…" (the status line says "Your turn"), and
while an AI seat searched its move the prompt said "The Captain follows its Helm and Orders." of a
seat that is no Captain."""

from __future__ import annotations

import pytest
from fake_session import register_test_fonts, shown_table

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards, make_setup
from nbgui.engine import legal_commands
from nbgui.ui import i18n
from nbgui.ui.session import GameSession


@pytest.mark.parametrize(
    ("lang", "yours", "flask", "ai_title"),
    [
        ("en", "Your move…", "Flask is playing…", "AI 1 (Easy) is thinking…"),
        ("es", "Tu jugada…", "Está jugando Flask…", "IA 1 (Fácil) está pensando…"),
    ],
)
def test_mover_titles(qtbot, lang, yours, flask, ai_title) -> None:  # type: ignore[no-untyped-def]
    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        boards = load_boards(use_overrides=False)[0]
        session = GameSession(make_setup(3, ["flask"], boards, humans=1, ai_levels=["easy"]),
                              boards)
        w = shown_table(qtbot, session, (1366, 740), language=lang, speed="fast")
        w.animator.factor = 0.05  # animated, but quickly: the titles are read while it runs
        shown: dict[int, set[str]] = {}
        w.animator.batchStarted.connect(
            lambda seat: shown.setdefault(seat, set()).add(w.scene.prompt_title)
        )
        thinking: list[tuple[str, str]] = []
        session.aiThinking.connect(
            lambda _seat: (
                w.controller.refresh(),
                thinking.append((w.scene.prompt_title, w.scene.prompt_text)),
            )
        )
        session.start()
        bot = GreedyBot(3)
        for _ in range(12):
            qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
            qtbot.waitUntil(lambda: not w.animator.busy, timeout=10_000)
            st = session.state
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
        human = next(i for i, s in enumerate(session.state.seats) if not s.is_automated)
        captain = next(i for i, s in enumerate(session.state.seats) if s.is_captain)
        assert shown[human] == {yours}
        assert shown[captain] == {flask}
        assert thinking and {t for t, _ in thinking} == {ai_title}
        assert not any("Capit" in text for _, text in thinking), thinking
        session.wait_ai()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "places"),
    [("en", "AI 1 (Easy) places a worker on the "), ("es", "IA 1 (Fácil) coloca un trabajador ")],
)
def test_an_ai_move_is_captioned_while_shown(qtbot, lang, places) -> None:  # type: ignore[no-untyped-def]
    """While the table shows an AI player's move, the prompt says what it does in the log's
    words, as a Captain's move is captioned (it said only "Press Space (or Skip) to see the
    result at once."); the caption is gone once the move is shown."""
    register_test_fonts()
    assert i18n.set_language(lang)
    try:
        boards = load_boards(use_overrides=False)[0]
        session = GameSession(make_setup(5, [], boards, humans=1, ai_levels=["easy"]), boards)
        w = shown_table(qtbot, session, (1366, 740), language=lang, speed="fast")
        w.animator.factor = 0.05
        captions: dict[int | None, list[str]] = {}
        set_caption = w.scene.set_caption

        def record(text: str) -> None:
            if text:
                captions.setdefault(w.animator.current_seat, []).append(text)
            set_caption(text)

        w.scene.set_caption = record  # type: ignore[method-assign]
        session.start()
        bot = GreedyBot(5)
        while len(captions.get(1, [])) < 3:
            qtbot.waitUntil(lambda: not session.machine_to_act, timeout=30_000)
            qtbot.waitUntil(lambda: not w.animator.busy, timeout=10_000)
            assert w.scene.prompt_caption == ""
            st = session.state
            assert w.controller.perform(bot.choose(st, legal_commands(st)))
        assert 0 not in captions  # the player's own move is not captioned
        assert any(c.startswith(places) for c in captions[1]), captions[1]
        session.wait_ai()
    finally:
        i18n.set_language("en")


def test_the_movers_board_stays_framed_while_its_move_is_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """While the pieces of an AI player's move glide, the scene shows the state after it, whose
    seat to act is the next one: that board was framed under "AI 1 (easy) is playing…". The
    mover's board is framed until its move is shown, then the next seat's."""
    from nbgui.engine import GameSetup, SeatSpec

    register_test_fonts()
    boards = load_boards(use_overrides=False)[0]
    setup = GameSetup(
        seed=4, seats=[SeatSpec(name="AI 1 (easy)", ai="easy"), SeatSpec(name="Ann")],
        first_seat=0,
    )
    session = GameSession(setup, boards)
    w = shown_table(qtbot, session, (1366, 740), speed="slow")
    anim = w.animator
    seen: list[tuple[int | None, int | None, int | None]] = []
    sync = w.scene.sync

    def record(state):  # type: ignore[no-untyped-def]
        sync(state)
        batch = anim.current_batch
        if anim.busy and batch is not None and state is batch.after:  # its pieces glide now
            seen.append((anim.current_seat, state.decision.seat, w.scene.acting_seat()))

    w.scene.sync = record  # type: ignore[method-assign]
    session.start()  # the AI seat chooses its starting goods first
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen[0] == (0, 1, 0)  # AI 1 moves, Ann is next: AI 1's board is framed
    anim.skip()
    assert w.scene.acting_seat() == 1
    session.wait_ai()



def test_a_boards_signature_follows_its_frame(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A board is repainted only when its signature changes, so the signature says whether it
    is framed: by the mover while a move is shown. It said "acting" of the state's seat to act
    only, and at 1920x1080 the player's board kept its frame while an AI thought and moved
    (phase04-ai, phase05-ai-move of a game by mouse, 2026-12-03)."""
    register_test_fonts()
    boards = load_boards(use_overrides=False)[0]
    session = GameSession(make_setup(3, [], boards, humans=1, ai_levels=["easy"]), boards)
    w = shown_table(qtbot, session, (1366, 740))
    sc = w.scene
    state = session.state
    acting = state.decision.seat
    assert acting is not None
    other = 1 - acting
    idle = sc.seat_signature(state, other)
    sc.mover = other  # its move is being shown
    assert sc.seat_signature(state, other) != idle
    sc.mover = None
    assert sc.seat_signature(state, other) == idle
