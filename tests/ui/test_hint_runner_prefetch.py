"""The quick coach thinks while the player thinks (`HintRunner.prefetch`): by the time the
player asks, the quick hint stands on its full budget, and the promise (a hint within 1 s)
counts from the ask.

Under load the prefetch used to stop at the quick hint's own cap (0.9 s from when the decision
began), so a hint asked 2 s later said "Playing the next 5 rounds out 2 times …" (hint_bench
`--ask-after 2 --load 2`: median 9 playouts behind the hint's move). The prefetch now runs on a
generous cap of its own, and whoever comes to wait for it (a quick hint, the mistake check)
brings its stop forward."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from nbgui.bots.coach import advise
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.engine import legal_commands
from nbgui.teach.positions import human_positions
from nbgui.teach.warnings import checked
from nbgui.ui.hint_runner import HintRunner


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


@pytest.fixture(scope="module")
def state(boards):
    return next(s for s in human_positions(boards, 6, seed=7)
                if s.decision.kind == "place" and len(legal_commands(s)) > 3)


def _hint(runner: HintRunner, state, boards):
    """A quick hint asked now: (the hint, seconds from the ask)."""
    hint, wait = runner.hint_now(state, boards, "quick", timeout_ms=20_000)
    assert hint is not None and not isinstance(hint, str), hint
    return hint, wait


def test_a_prefetch_done_before_the_ask_gives_the_hint_its_whole_budget(qtbot, boards, state):
    """With an ask-time cap so small that a search started then could play nothing, a
    prefetch that finished before the ask gives the hint the budget's advice, as uncapped (the
    old prefetch ran on the ask-time cap: it was cut short)."""
    runner = HintRunner(None, boards)
    runner.playouts = 40  # the budget (small: a fast test); its own generous cap is kept
    runner.cap_s = 0.001  # the ask-time cap: nothing can be searched in it
    assert runner.prefetch(state)
    assert runner.wait(20_000)
    hint, _wait = _hint(runner, state, boards)
    whole = advise(state, CaptainBrain(boards), "quick", playouts=40, cap_s=0)
    assert not hint.cut_short
    assert hint.playouts == whole.playouts > 0
    assert hint.command == whole.command
    assert "quick look" not in hint.reason


def busy_coach(monkeypatch) -> None:
    """The coach on a busy machine: a search that only its deadline ends (read on the clock
    it is given), then a tiny uncapped search's advice (made once a position, so the time
    measured is the deadline's), said cut short."""
    import nbgui.bots.coach as coach

    real = coach.advise
    made: dict[tuple[int, str], object] = {}

    def busy_advise(st, brain, budget="quick", *, cap_s=None, clock=time.perf_counter, **kw):
        key = (id(st), budget)
        if key not in made:
            made[key] = replace(real(st, brain, budget, playouts=6, cap_s=0), cut_short=True)
        start = clock()
        while cap_s and clock() < start + coach.SEARCH_SHARE * cap_s:
            time.sleep(0.005)
        return made[key]

    monkeypatch.setattr(coach, "advise", busy_advise)


def test_whoever_waits_for_a_running_prefetch_waits_no_longer_than_promised(
    qtbot, boards, state, monkeypatch
):
    """A search that would run long (the machine busy: a fake coach that stops only at its
    deadline) is stopped by whoever comes to wait: a quick hint within its 1 s promise from the
    ask, not the prefetch's own cap; the mistake check where the quick cap stopped it before (a
    wait no longer than it was: the rest of 0.9 s from the prefetch's start, and its own
    0.4 s). Each says the search was cut short."""
    busy_coach(monkeypatch)
    runner = HintRunner(None, boards)
    assert runner.prefetch(state)
    time.sleep(0.3)
    hint, wait = _hint(runner, state, boards)
    assert hint.cut_short
    assert wait < 1.5, wait  # (1 s promised; the search stops 0.77 s after the ask; 6 s cap)
    assert runner.wait(20_000)

    runner = HintRunner(None, boards)
    runner.pairs = 4
    cmd = next(c for c in legal_commands(state) if checked(state, c))
    began = time.perf_counter()
    assert runner.prefetch(state)
    time.sleep(0.3)
    runner.check(state, cmd)
    assert runner.wait(20_000)
    # the prefetch stopped 0.77 s after it began, the check's cap is 0.4 s: not its own 6 s
    assert runner.last_check_s is not None and runner.last_check_s < 2.0, runner.last_check_s
    assert time.perf_counter() - began < 3.0


def test_a_prefetch_stops_when_the_game_moves_on(qtbot, boards, state, monkeypatch):
    """The game moved on to a position nobody prefetches (a Captain's turn, an undo): the
    prefetch of the one left stops at once and is not kept, rather than spending its own
    generous cap on a busy machine beside the Captains' animations."""
    busy_coach(monkeypatch)
    runner = HintRunner(None, boards)
    assert runner.prefetch(state)
    time.sleep(0.2)
    began = time.perf_counter()
    runner.moved_on(state.clone())  # (another position object: the game moved on)
    assert runner.wait(20_000)
    assert time.perf_counter() - began < 2.0  # (its own cap: 6 s)
    assert runner._cached(state) is None
    runner.moved_on(state)  # the position prefetched: nothing stops


def test_a_strong_hint_keeps_the_prefetched_quick_advice(qtbot, boards, state, monkeypatch):
    """A strong hint asked while the prefetch runs stops it where the quick cap stopped it
    before and keeps its advice: the mistake check after the strong hint finds it ready (it
    was dropped, and that check computed it again, up to 0.9 s more)."""
    busy_coach(monkeypatch)
    runner = HintRunner(None, boards)
    runner.cap_s = 0.3  # both strengths' caps, short: a fast test
    assert runner.prefetch(state)
    time.sleep(0.1)
    hint, wait = runner.hint_now(state, boards, "strong", timeout_ms=20_000)
    assert hint is not None and not isinstance(hint, str), hint
    assert wait < 2.0, wait  # (behind the prefetch's rest of 0.26 s, then its own 0.26 s)
    assert runner._cached(state) is not None
