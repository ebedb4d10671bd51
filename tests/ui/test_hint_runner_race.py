"""The mistake check can never wait for ever (the table once froze for good in it).

The race (seen twice in docs/screenshots/make_table_screenshots.py, a gdb stack in
`HintRunner.check`'s wait with no pool thread alive): a prefetch for an earlier position still
runs; the player's move is checked, its job queued behind it; the check waits in its local event
loop, where the prefetch timer of the new position fires and `prefetch` cleared the pool's queue
(`pool.clear()`, "an older prefetch is of no use"): the check's job went with it, nothing ever
finished it. Here the same interleaving is forced: a slow coach holds the worker, and the second
prefetch comes from a timer inside the check's wait.

The old code hangs, so the race runs in a child process with a timeout."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = r'''
import sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication([])

import nbgui.bots.coach as coach
from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards, make_setup
from nbgui.engine import apply, legal_commands, new_game
from nbgui.teach.warnings import checked
from nbgui.ui.hint_runner import HintRunner

boards = load_boards(use_overrides=False)[0]
state, _ = new_game(make_setup(2, ["starbuck"], boards, human_names=["Ann"]))
bot = GreedyBot(1)
human = next(i for i, s in enumerate(state.seats) if not s.is_captain)


def player_places(st):
    d = st.decision
    return d.kind == "place" and d.seat == human and len(legal_commands(st)) > 1


while not player_places(state):  # the first placement of the player
    state, _ = apply(state, bot.choose(state, legal_commands(state)))
earlier = state
state, _ = apply(state, bot.choose(state, legal_commands(state)))
while not player_places(state):  # the next one
    state, _ = apply(state, bot.choose(state, legal_commands(state)))
cmd = next(c for c in legal_commands(state) if checked(state, c))


def runner():
    r = HintRunner(None, boards)
    r.playouts, r.cap_s, r.check_cap_s, r.pairs = 6, 0, 0, 4  # the same answer under any load
    r.WATCH_MS = 50
    return r


expected = [w.code for w in runner().check(state, cmd)]  # no race: the answer to keep

real = coach.advise
gate = threading.Event()
entered = threading.Event()  # the worker has begun the earlier position's prefetch


def slow_advise(st, *args, **kwargs):
    if st is earlier:
        entered.set()
        gate.wait(30)  # the earlier position's prefetch holds the worker
    return real(st, *args, **kwargs)


def held(r):
    """`r`'s worker held by the earlier position's prefetch (begun: a stale prefetch not yet
    begun is skipped once the game has moved on)."""
    gate.clear()
    entered.clear()
    assert r.prefetch(earlier)
    assert entered.wait(30)


coach.advise = slow_advise


def race(r, during):
    """`r`'s worker held by the earlier position's prefetch; `during()` runs in the check's
    wait, then the worker is let go."""
    held(r)

    def then():
        during()
        gate.set()

    QTimer.singleShot(300, then)
    found = [w.code for w in r.check(state, cmd)]
    assert r.wait(30000)
    return found


# 1. the new position's prefetch timer fires inside the check's wait (the race seen)
r = runner()
found = race(r, lambda: r.prefetch(state))
assert found == expected, (found, expected)
print("prefetch", found, flush=True)

# 2. whatever else drops the queued check: the check queues it again, same answer
r = runner()
found = race(r, r.pool.clear)
assert found == expected, (found, expected)
print("dropped", found, flush=True)

# 3. a worker held past the wait's limit (the caps on): the check gives up, the move passes
r = runner()
r.cap_s = r.check_cap_s = None
r.CHECK_WAIT_S = 1.0
held(r)
assert r.check(state, cmd) == []
assert 1.0 <= r.last_check_s < 10, r.last_check_s
gate.set()
assert r.wait(30000)
print("given up", r.last_check_s, flush=True)
'''


def test_a_check_queued_behind_a_prefetch_survives_a_new_prefetch(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD], cwd=root, env=env, capture_output=True, text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired as exc:
        said = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout
        raise AssertionError(
            f"the mistake check waited for ever (no answer in 60 s); done before: {said!r}"
        ) from None
    assert done.returncode == 0, done.stderr[-3000:]
    assert "prefetch [" in done.stdout and "dropped [" in done.stdout, done.stdout
    assert "given up" in done.stdout, done.stdout
