"""Work held back until a window's first frame (`nbgui.ui.first_frame`, issue 18): it runs after
the first paint, in order, once; a window that never paints still gets it; and the app starts a
new game only once its window has painted (the first frame does not wait for the Captain)."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtWidgets import QWidget

from nbgui.ui.first_frame import AfterFirstFrame


def test_jobs_run_after_the_first_paint_in_order_once(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    after = AfterFirstFrame(window)
    ran: list[str] = []
    after.add(lambda: ran.append("start"))
    after.add(lambda: ran.append("history"))
    qtbot.wait(50)  # the event loop turns: nothing runs before the window has painted
    assert ran == [] and not after.done
    with qtbot.waitSignal(after.ready, timeout=5000):
        window.show()
    assert ran == ["start", "history"] and after.done
    window.update()
    qtbot.wait(50)  # later paints run nothing again
    assert ran == ["start", "history"]
    after.add(lambda: ran.append("late"))  # added once it has run: at once
    assert ran == ["start", "history", "late"]


def test_a_window_that_never_paints_still_runs_them(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    after = AfterFirstFrame(window, fallback_ms=30)
    ran: list[int] = []
    after.add(lambda: ran.append(1))
    with qtbot.waitSignal(after.ready, timeout=5000):
        pass
    assert ran == [1]


PROBE = r"""
from nbgui.ui.session import GameSession
plain_start = GameSession.start
def start(self):
    print("game-started", flush=True)
    plain_start(self)
GameSession.start = start
from nbgui.app import run_app
raise SystemExit(run_app(["--benchmark-startup"]))
"""


def test_the_app_starts_a_new_game_right_after_its_first_frame():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [line.split()[0] for line in out.stdout.splitlines() if line.strip()]
    assert lines == ["first-paint", "frame-done", "game-started"], out.stdout


PROBE_OPENED = r"""
from PySide6.QtCore import QTimer
from nbgui.ui.session import GameSession
import nbgui.ui.main_window as mw
plain_start = GameSession.start
def start(self):
    print("game-started", flush=True)
    plain_start(self)
GameSession.start = start
plain_init = mw.MainWindow.__init__
def init(self, *a, **k):
    plain_init(self, *a, **k)
    # a game begun before the first frame (as a second start's file would be): kept
    QTimer.singleShot(0, lambda: (print("rematch", flush=True), self.session.rematch()))
mw.MainWindow.__init__ = init
from nbgui.app import run_app
raise SystemExit(run_app(["--benchmark-startup"]))
"""


def test_a_game_begun_before_the_first_frame_is_not_started_over():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", PROBE_OPENED], capture_output=True, text=True, env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [line.split()[0] for line in out.stdout.splitlines() if line.strip()]
    assert "game-started" not in lines and "rematch" in lines, out.stdout
