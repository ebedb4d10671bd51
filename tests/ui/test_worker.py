"""The coach and AI runners' worker (`nbgui.ui.worker.WorkerRunner`): one job at a time, its
answer or its error's sentence back on the GUI thread with the state it was for."""

from __future__ import annotations

import threading

from nbgui.engine import GameSetup, SeatSpec, new_game
from nbgui.ui.worker import WorkerRunner


def _state():
    return new_game(GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")]))[0]


def test_an_answer_comes_back_on_the_gui_thread(qtbot) -> None:
    runner = WorkerRunner()
    state = _state()
    gate = threading.Event()
    worker: list[threading.Thread] = []

    def job() -> int:
        worker.append(threading.current_thread())
        gate.wait(5)
        return 42

    got: list[tuple[object, object, threading.Thread]] = []
    runner.ready.connect(lambda s, a: got.append((s, a, threading.current_thread())))
    assert runner.start_job(job, state)
    assert not runner.start_job(lambda: 0, state)  # one job at a time
    gate.set()
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got[0][:2] == (state, 42)
    assert got[0][2] is threading.main_thread() and worker[0] is not threading.main_thread()
    assert not runner.running and runner.start_job(lambda: 1, state)
    assert runner.wait()


def test_an_error_comes_back_as_a_sentence(qtbot) -> None:
    runner = WorkerRunner()
    state = _state()

    def job() -> None:
        raise KeyError("boom")

    failed: list[tuple[object, str]] = []
    runner.failed.connect(lambda s, m: failed.append((s, m)))
    with qtbot.waitSignal(runner.failed, timeout=5000):
        assert runner.start_job(job, state)
    # neither the exception's name nor its text: they go to the log
    assert failed[0][0] is state
    assert failed[0][1] == "an unexpected error (the details are in nbgui's log file)"
    assert not runner.running
