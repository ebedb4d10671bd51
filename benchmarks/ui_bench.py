"""UI benchmark: time to update the table after a command, and peak memory over a full game.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui_bench.py
Targets (issue 11): update ≤ 8 ms median and ≤ 16 ms p95 (sync + layout + instant
animation), peak RSS over a full game ≤ 150 MB.
"""

from __future__ import annotations

import os
import resource
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from nbgui.bots.random_bot import RandomBot
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import captain_seat, load_boards
from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game
from nbgui.ui.table.widget import TableWidget

UPDATE_TARGET_MS = 8.0  # median (issue 11)
UPDATE_P95_TARGET_MS = 16.0
MEMORY_TARGET_MB = 150.0  # peak over a full game (issue 11)


class _Batch:
    def __init__(self, before, after, command, events, trace, seat, captain):  # type: ignore[no-untyped-def]
        self.before, self.after, self.command, self.events = before, after, command, events
        self.trace, self.seat, self.captain = trace, seat, captain


class _Session:
    from PySide6.QtCore import QObject, Signal

    class _S(QObject):
        from PySide6.QtCore import Signal

        advanced = Signal(object)
        refused = Signal(str, str)

    def __init__(self, state, boards):  # type: ignore[no-untyped-def]
        self.sig = self._S()
        self.advanced = self.sig.advanced
        self.refused = self.sig.refused
        self.state = state
        self.boards = boards

    def submit(self, cmd, seat=None):  # type: ignore[no-untyped-def]
        return False


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    boards, _ = load_boards(False)
    brain = CaptainBrain(boards)
    setup = GameSetup(
        seed=3,
        seats=[
            captain_seat(boards["starbuck"]),
            captain_seat(boards["flask"]),
            SeatSpec(name="Ann"),
        ],
    )
    state, _ = new_game(setup)
    session = _Session(state, boards)
    w = TableWidget(session)
    w.resize(1280, 720)
    w.set_speed("instant")
    w.show()
    app.processEvents()
    bot = RandomBot(1)
    times: list[float] = []
    paint_times: list[float] = []
    commands = 0
    while not state.is_over:
        seat = state.decision.seat
        captain = seat is not None and state.seats[seat].is_captain
        if captain:
            decision = brain.decide(state)
            cmd, trace = decision.command, decision.trace
        else:
            cmd, trace = bot.choose(state, legal_commands(state)), []
        after, events = apply(state, cmd)
        batch = _Batch(state, after, cmd, events, trace, seat, captain)
        session.state = after
        t0 = time.perf_counter()
        session.advanced.emit(batch)
        t1 = time.perf_counter()
        app.processEvents()
        w.view.viewport().repaint()
        t2 = time.perf_counter()
        times.append((t1 - t0) * 1000)
        paint_times.append((t2 - t0) * 1000)
        state = after
        commands += 1
    t0 = time.perf_counter()
    w.reset(state)
    reset_ms = (time.perf_counter() - t0) * 1000
    median = statistics.median(times)
    p95 = sorted(times)[int(len(times) * 0.95)]
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss_mb = rss_kb / 1024
    ok1 = "OK" if median <= UPDATE_TARGET_MS and p95 <= UPDATE_P95_TARGET_MS else "OVER"
    ok2 = "OK" if rss_mb <= MEMORY_TARGET_MB else "OVER"
    print(f"commands in the game: {commands}")
    print(
        f"scene update after a command: median {median:.2f} ms, p95 {p95:.2f} ms "
        f"(target ≤ {UPDATE_TARGET_MS} ms median, ≤ {UPDATE_P95_TARGET_MS} ms p95) {ok1}"
    )
    print(
        f"same, including the repaint of a 1280×720 view: median "
        f"{statistics.median(paint_times):.2f} ms (information; offscreen raster)"
    )
    print(f"full reset: {reset_ms:.2f} ms")
    print(f"peak memory (max RSS): {rss_mb:.1f} MB (target ≤ {MEMORY_TARGET_MB} MB) {ok2}")
    del w
    return 0  # ran: the verdicts are in the output (make bench fails only if a bench crashed)


if __name__ == "__main__":
    raise SystemExit(main())
