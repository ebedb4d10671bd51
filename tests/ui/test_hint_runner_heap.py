"""The coach's search hands its garbage back (`nbgui.heap.give_back`, issue 18): it runs in the
worker thread, whose malloc arena is its own, so what it freed stays resident unless handed
back; a cached advice (no search) does not ask."""

from __future__ import annotations

from nbgui.captain.setup import load_boards
from nbgui.teach.positions import human_positions
from nbgui.ui import hint_runner
from nbgui.ui.hint_runner import HintRunner


def test_the_coachs_search_hands_the_heap_back(qtbot, monkeypatch) -> None:
    import nbgui.bots.coach as coach

    boards = load_boards(use_overrides=False)[0]
    state = next(iter(human_positions(boards, 1, seed=12)))
    searched: list[object] = []
    given: list[int] = []

    def advise(st, brain, budget, **kwargs):
        searched.append(st)
        return "advice"

    monkeypatch.setattr(coach, "advise", advise)
    monkeypatch.setattr(hint_runner, "give_back", lambda: given.append(len(searched)))
    runner = HintRunner(None, boards)
    assert runner._advise(state) == "advice"
    assert given == [1]  # after the search
    assert runner._advise(state) == "advice"  # known: no search, nothing to hand back
    assert searched == [state] and given == [1]


def test_the_mistake_check_hands_the_heap_back(qtbot, monkeypatch) -> None:
    """The mistake check's playouts run in the worker thread too: their garbage is handed back
    once the check is done (after the advice's own search hands back its own)."""
    import nbgui.bots.coach as coach
    import nbgui.teach.warnings as warnings
    from nbgui.engine import legal_commands

    boards = load_boards(use_overrides=False)[0]
    state, cmd = next(
        (st, c) for st in human_positions(boards, 8, seed=12) for c in legal_commands(st)
        if warnings.checked(st, c)
    )
    judged: list[object] = []
    given: list[int] = []

    def check(st, brain, c, **kwargs):
        judged.append(c)
        return [], None

    monkeypatch.setattr(coach, "advise", lambda st, brain, budget, **kwargs: "advice")
    monkeypatch.setattr(warnings, "check", check)
    monkeypatch.setattr(hint_runner, "give_back", lambda: given.append(len(judged)))
    runner = HintRunner(None, boards)
    assert runner.check(state, cmd) == []
    assert judged == [cmd]
    assert given == [0, 1]  # the advice's search, then the check
