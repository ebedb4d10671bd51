"""Kill the app at random moments: every restart resumes at the last completed command.

`python -m nbgui.selfplay` (a subprocess, its own NBGUI_HOME, offscreen) plays a script
of games, autosaving after every command and printing ``saved game=G commands=K`` once each
autosave is on disk. We SIGKILL it at seeded random moments — 50 kills across 50 games (five
scripts of ten games run side by side) — restart it, and check its first line.

Why "K or K + 1": a command is *committed* when its autosave's `os.replace` returns; the
``saved`` line is printed (one write to the pipe) after that. A kill before the replace leaves
the previous autosave (K commands, the last line we read); a kill between the replace and the
print leaves K + 1 commands although we never saw that line. Nothing else is possible: the
replace is atomic, so a half-written autosave never exists. When K + 1 is the game's last
command, the game was already complete: the restart files it under finished/ and begins the
next game. At the end every finished game must equal the same script played without a break.
"""

from __future__ import annotations

import functools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from nbgui.engine import state_hash
from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore
from nbgui.selfplay import game_seed
from nbgui.selfplay import play_reference as _play_reference

SCRIPTS = 5  # independent homes, run side by side
GAMES = 10  # games per script: 50 in all
KILLS = 10  # kills per script: 50 in all
SEED = 20261129
REPO = Path(__file__).resolve().parents[2]


play_reference = functools.lru_cache(maxsize=None)(_play_reference)


def _fields(line: str) -> tuple[str, dict[str, int]]:
    verb, *rest = line.split()
    values = {}
    for word in rest:
        key, _, value = word.partition("=")
        if key != "hash":
            values[key] = int(value)
    return verb, values


@dataclass
class Tracker:
    """What the printed lines prove is on disk, and the checks on each restart."""

    lengths: dict[int, int]  # reference command count of every game
    current: int | None = None
    count: int | None = None  # last printed saved count of the current game
    over: bool = False
    finished: set[int] = field(default_factory=set)
    plus_one: int = 0  # restarts that found the unprinted K + 1
    resumes: int = 0

    def _current_done(self) -> bool:
        if self.current is None:
            return False
        if self.over or self.current in self.finished:
            return True
        last = self.lengths[self.current]
        return self.count is not None and self.count + 1 == last  # committed, not printed

    def check_start(self, line: str) -> None:
        verb, v = _fields(line)
        if self.current is None:
            assert (verb, v.get("game")) == ("new", 0), line
            return
        cur = self.current
        if verb == "resume":
            assert v["game"] == cur, (line, cur)
            assert not self.over, line
            allowed = {0} if self.count is None else {self.count, self.count + 1}
            assert v["commands"] in allowed, (line, allowed)
            assert v["commands"] < self.lengths[cur], line
            if self.count is not None and v["commands"] == self.count + 1:
                self.plus_one += 1
            self.resumes += 1
            return
        done = self.finished | ({cur} if self._current_done() else set())
        todo = [g for g in range(len(self.lengths)) if g not in done]
        if verb == "new" and v["game"] == cur:
            assert self.count is None and cur not in self.finished, line
            return
        if self._current_done() and cur not in self.finished and not self.over:
            self.plus_one += 1
        if verb == "new":
            assert todo and v["game"] == todo[0], (line, todo)
        else:
            assert verb == "done" and not todo, (line, todo)
        self.finished = done

    def feed(self, line: str) -> None:
        verb, v = _fields(line)
        if verb == "new":
            self.current, self.count, self.over = v["game"], None, False
        elif verb == "resume":
            self.current, self.count, self.over = v["game"], v["commands"], False
        elif verb == "saved":
            assert v["game"] == self.current, line
            expected = 0 if self.count is None else self.count + 1
            assert v["commands"] == expected, (line, expected)
            self.count, self.over = v["commands"], bool(v["over"])
        elif verb == "finished":
            assert v["game"] == self.current and self.over, line
            self.finished.add(v["game"])
        else:
            assert verb == "done", line


def _start(home: Path, script: int) -> subprocess.Popen[str]:
    env = dict(os.environ, NBGUI_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "nbgui.selfplay",
            "--games",
            str(GAMES),
            "--seed",
            str(script),
        ],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _run_script(home: Path, script: int, rng: random.Random) -> Tracker:
    lengths = {g: len(play_reference(script, g)[0]) for g in range(GAMES)}
    tracker = Tracker(lengths)
    for attempt in range(KILLS + 1):
        proc = _start(home, script)
        watchdog = threading.Timer(120, proc.kill)
        watchdog.start()
        try:
            assert proc.stdout is not None
            lines: list[str] = []
            if attempt < KILLS:
                if rng.random() < 0.15:  # kill during start-up or the first commands
                    time.sleep(rng.uniform(0.0, 0.5))
                else:
                    for _ in range(rng.randint(1, 150)):
                        line = proc.stdout.readline()
                        if not line:
                            break
                        lines.append(line)
                    time.sleep(rng.uniform(0.0, 0.008))
                proc.kill()
            rest = proc.stdout.read()
            proc.wait()
            err = proc.stderr.read() if proc.stderr else ""
        finally:
            watchdog.cancel()
        assert rest == "" or rest.endswith("\n"), f"a torn line: {rest[-80:]!r}"
        lines += rest.splitlines(keepends=True)
        assert all(line.endswith("\n") for line in lines)
        if attempt == KILLS:
            assert proc.returncode == 0, err
        else:
            assert proc.returncode in (0, -9), err
        for i, line in enumerate(lines):
            if i == 0:
                tracker.check_start(line)
            tracker.feed(line)
        if attempt == KILLS:
            assert lines and lines[-1].startswith("done"), lines[-3:]
    return tracker


def _check_home(home: Path, script: int) -> None:
    dirs = AppDirs.under(home)
    store = SaveStore(dirs)
    assert not dirs.autosave.exists()
    assert store.list_saves(kinds=("abandoned", "damaged")) == [], "a game was set aside"
    finished = store.list_saves(kinds=("finished",))
    seeds = sorted(s.seed for s in finished if s.seed is not None)
    assert seeds == [game_seed(script, g) for g in range(GAMES)], "lost or duplicated games"
    for summary in finished:
        game = (summary.seed or 0) - game_seed(script, 0)
        loaded = store.load(summary.path)
        commands, state = play_reference(script, game)
        assert loaded.commands == commands, f"game {game} differs from an unbroken run"
        assert state_hash(loaded.state) == state_hash(state)


@pytest.fixture
def homes_root(tmp_path: Path):
    """A RAM folder when there is one: SIGKILL keeps the page cache, so what a kill can break
    (rename atomicity) is the same there, and its fsync costs nothing — the test runs twice as
    fast on a slow disk. Elsewhere the test's temporary folder."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        root = Path(tempfile.mkdtemp(prefix="nbgui-kill-", dir=shm))
        yield root
        shutil.rmtree(root, ignore_errors=True)
    else:
        yield tmp_path


def test_killed_at_random_moments_every_game_resumes_where_it_was(homes_root: Path) -> None:
    master = random.Random(SEED)
    jobs = [
        (homes_root / f"home{s}", s + 1, random.Random(master.random())) for s in range(SCRIPTS)
    ]
    with ThreadPoolExecutor(max_workers=SCRIPTS) as pool:
        trackers = list(pool.map(lambda job: _run_script(*job), jobs))
    for home, script, _ in jobs:
        _check_home(home, script)
    assert all(t.finished == set(range(GAMES)) for t in trackers)
    kills = SCRIPTS * KILLS
    resumes = sum(t.resumes for t in trackers)
    plus_one = sum(t.plus_one for t in trackers)
    print(f"{kills} kills, {resumes} resumed mid-game, {plus_one} found the unprinted command")
