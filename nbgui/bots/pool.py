"""A process pool for the search's playouts: the second core (issue 17).

A search's playouts are independent of each other: playout *j* of candidate *i* depends only on
the position, the candidate, the sample seed *j*, the Captain brain and the level. A
`PlayoutPool` runs a batch of them split between this process and `workers` helper processes
and gives the results back in the batch's order, so a search that uses it makes exactly the
same playouts and the same move as one that does not (for a fixed seed and budget; a search cut
short by its deadline depends on the machine's speed either way).

Where it is safe, and where it is not used:

- **Lazy and reused**: nothing is started at import or when a pool is made; the helper
  processes start with the first batch that has work for them, and serve every later search
  until `close()` (or the program's exit: they are daemons, and they stop when their pipe
  closes).
- **Spawned, not forked** (`multiprocessing.get_context("spawn")`): a fork of a process with
  threads (the app's runner threads, Qt) may copy a held lock; a spawned helper starts a fresh
  interpreter that imports only `nbgui.bots` and the engine (no Qt).
- **One batch at a time** (a lock): the app's AI and coach runners are threads and may search
  at once; they then take turns at the pool.
- **Unavailable → in-process**: in a frozen bundle (`sys.frozen`: the PyInstaller bundle leaves
  `multiprocessing` out for its start-up, packaging/pyinstaller/nbgui.spec), or where a helper
  cannot be started, every batch runs in this process, with the same results.
- A batch's deadline travels as the time left on the caller's clock (`time.perf_counter` or
  `time.process_time`, which a helper reads for itself); a clock that cannot be sent to another
  process (a test's fake clock) runs the batch in-process.

Nothing uses a pool by default, the app included: on a busy 2-core machine it measured no
gain (docs/engine-speed.md; `benchmarks/engine_bench.py` prints its speed-up with the load).
`SearchBot(pool=...)` and `search(..., pool=...)` take one.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from nbgui.content.models import Rules
from nbgui.engine import Command, GameState

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from nbgui.bots.search import Clock, Level
    from nbgui.captain.brain import CaptainBrain

T = TypeVar("T")

#: A playout function of the search: (state, first command, sample, brain, level, deadline,
#: clock) → its result, or None when the deadline cut it. It must be a module-level function
#: (a helper process finds it by name).
Playout = Callable[
    [GameState, Command, int, "CaptainBrain", "Level", "float | None", "Clock"], "T | None"
]


def _serve(conn: Connection) -> None:
    """A helper process: load positions and run batches until the pipe closes."""
    rules: Rules | None = None
    position: tuple[GameState, Any, Any, Any] | None = None
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        kind = message[0]
        if kind == "rules":
            rules = message[1]
        elif kind == "position":
            state, brain, level, playout = message[1:]
            assert rules is not None
            state.rules = rules  # one Rules object for every position: its tables are kept
            position = (state, brain, level, playout)
        else:
            _, tasks, left, clock = message
            assert position is not None
            state, brain, level, playout = position
            deadline = None if left is None else clock() + left
            conn.send(_run(playout, state, brain, level, tasks, deadline, clock))


def _run(
    playout: Any,
    state: GameState,
    brain: Any,
    level: Any,
    tasks: Sequence[tuple[Command, int]],
    deadline: float | None,
    clock: Any,
) -> list[Any]:
    """The results of `tasks` in order; once one is cut by the deadline, the rest are None."""
    out: list[Any] = []
    for first, sample in tasks:
        got = playout(state, first, sample, brain, level, deadline, clock)
        out.append(got)
        if got is None:
            out.extend([None] * (len(tasks) - len(out)))
            break
    return out


def _sendable(obj: object) -> bool:
    import pickle  # only with a pool at work: not in every coach's or AI's memory (issue 18)

    try:
        pickle.dumps(obj)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False
    return True


class PlayoutPool:
    """Playouts split between this process and `workers` helper processes (see the module
    docstring). `enabled=False` (or a frozen bundle) runs everything in this process."""

    def __init__(self, workers: int = 1, enabled: bool = True) -> None:
        self.workers = max(0, workers)
        self.enabled = enabled and self.workers > 0 and not getattr(sys, "frozen", False)
        self._lock = threading.Lock()
        self._procs: list[BaseProcess] = []
        self._conns: list[Connection] = []
        self._rules: Rules | None = None  # the Rules object the helpers hold
        self._position: object = None  # the session whose position the helpers hold
        self.started = False
        self.failed = False  # a helper could not be started: in-process from then on

    def _start(self) -> bool:
        if self.started:
            return True
        if self.failed or not self.enabled:
            return False
        try:
            import multiprocessing

            ctx = multiprocessing.get_context("spawn")
            for _ in range(self.workers):
                mine, theirs = ctx.Pipe()
                proc = ctx.Process(
                    target=_serve, args=(theirs,), daemon=True, name="nbgui-playouts"
                )
                proc.start()
                theirs.close()
                self._procs.append(proc)
                self._conns.append(mine)
        except (ImportError, OSError, RuntimeError):
            self.failed = True
            self.close()
            return False
        self.started = True
        return True

    def close(self) -> None:
        """Stop the helper processes (a later batch starts them again)."""
        for conn in self._conns:
            try:
                conn.send(None)
                conn.close()
            except OSError:
                pass
        for proc in self._procs:
            proc.join(timeout=2)
            if proc.is_alive():
                proc.kill()
        self._procs, self._conns = [], []
        self._rules = None
        self._position = None
        self.started = False

    def session(
        self, state: GameState, brain: CaptainBrain, level: Level, playout: Playout[T]
    ) -> PoolSession[T]:
        """The playouts of one decision: `state` (not changed while the session is used)
        with this brain, level and playout function."""
        return PoolSession(self, state, brain, level, playout)

    def __enter__(self) -> PlayoutPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class PoolSession(Generic[T]):
    """One decision's playouts on a pool: `run(tasks, deadline, clock)`."""

    def __init__(
        self,
        pool: PlayoutPool,
        state: GameState,
        brain: CaptainBrain,
        level: Level,
        playout: Playout[T],
    ) -> None:
        self.pool = pool
        self.state = state
        self.brain = brain
        self.level = level
        self.playout = playout

    def _local(
        self, tasks: Sequence[tuple[Command, int]], deadline: float | None, clock: Clock
    ) -> list[T | None]:
        return _run(self.playout, self.state, self.brain, self.level, tasks, deadline, clock)

    def run(
        self, tasks: Sequence[tuple[Command, int]], deadline: float | None, clock: Clock
    ) -> list[T | None]:
        """The result of each (first command, sample) of `tasks`, in order; None for a playout
        the deadline cut (and for every later task of the same share)."""
        pool = self.pool
        shares = pool.workers + 1
        if len(tasks) < 2 or not pool.enabled or pool.failed:
            return self._local(tasks, deadline, clock)
        if deadline is not None and not _sendable(clock):
            return self._local(tasks, deadline, clock)
        with pool._lock:
            if not pool._start():
                return self._local(tasks, deadline, clock)
            left = None if deadline is None else deadline - clock()
            # Contiguous shares, this process's first: results come back in the batch's order.
            size = -(-len(tasks) // shares)
            parts = [tasks[k * size : (k + 1) * size] for k in range(shares)]
            busy: list[Connection] = []
            try:
                self._load()
                for conn, part in zip(pool._conns, parts[1:], strict=False):
                    if part:
                        conn.send(("run", list(part), left, clock))
                        busy.append(conn)
                mine = self._local(parts[0], deadline, clock)
                theirs = [conn.recv() for conn in busy]
            except (OSError, EOFError):
                pool.failed = True  # a helper died: in-process from now on
                pool.close()
                return self._local(tasks, deadline, clock)
            except BaseException:
                # This process's share raised (or was interrupted) with the helpers' replies
                # still to come: stop them, so no later batch reads a stale reply.
                pool.close()
                raise
        out: list[T | None] = list(mine)
        for got in theirs:
            out.extend(got)
        return out

    def _load(self) -> None:
        """Send the position (and its rules, once per Rules object) to the helpers."""
        pool = self.pool
        if pool._position is self:
            return
        rules = self.state.rules
        bare = self.state.clone()
        bare.rules = None  # type: ignore[assignment]  # sent once, below, and put back there
        for conn in pool._conns:
            if pool._rules is not rules:
                conn.send(("rules", rules))
            conn.send(("position", bare, self.brain, self.level, self.playout))
        pool._rules = rules
        pool._position = self
