"""Start the real app with one of its files damaged, many ways, and report what it did.

A home folder (`NBGUI_HOME`) is made once: settings, ``ui-state.json``, an open autosave and its
``.bak``, a named save, two finished games, the play history with a journal file and a pending
file, a Captain override. Each case copies it, damages one file (empty, cut at each 1/16, bit
flips, a byte-order mark, UTF-16, NaN, 1e999, a duplicated key, deep nesting, a long number,
random bytes, a 200 MB sparse file, a folder, a named pipe, links to ``/dev/zero``, to nothing,
to itself, in a circle) or replaces a folder by a file or a pipe, then starts the app offscreen
(`nbgui.app.run_app`; its message boxes and the new-game dialog are answered and recorded; it
quits 1.5 s after the window shows) and reports: a hang (90 s), a traceback, no window, what the
start said, and whether a named save, finished game or Captain board went missing.

    .venv/bin/python tools/start_fuzz.py /tmp/fuzz [--only autosave] [--jobs 2]

Each start takes 2-7 s (docs/testing.md, "Every file the app reads, attacked": 349 starts).
POSIX only (named pipes, links).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: The start, in a child process: message boxes recorded and answered "Yes", the new-game
#: dialog accepted, the crash dialog recorded; the window quits 1.5 s after it shows.
DRIVER = r"""
import json, sys
import nbgui.app as app_module
from PySide6.QtWidgets import QDialog
import nbgui.ui.dialogs.crash as crash
import nbgui.ui.dialogs.new_game as new_game
import nbgui.ui.main_window as main_window

shown = []

def message(icon, title, text, question=False, parent=None):
    shown.append([str(icon), title, text])
    return True

def new_game_exec(self):
    shown.append(["-", "NEWGAME", ""])
    return int(QDialog.DialogCode.Accepted)

def crash_exec(self):
    shown.append(["-", "CRASH", ""])
    return 0

real_show = main_window.MainWindow.show

def show(self):
    real_show(self)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def done():
        print("RESULT " + json.dumps({"shown": shown}), flush=True)
        QApplication.instance().quit()

    QTimer.singleShot(1500, done)

app_module._message = message
new_game.NewGameDialog.exec = new_game_exec
crash.CrashDialog.exec = crash_exec
main_window.MainWindow.show = show
code = app_module.run_app(sys.argv[1:])
print("EXIT " + json.dumps({"code": code, "shown": shown}), flush=True)
"""

#: The files attacked, relative to the home (the journal file is found when the home is made).
TARGETS = [
    "config/settings.json", "config/ui-state.json", "data/saves/autosave.nbsave",
    "data/saves/autosave.nbsave.bak", "data/saves/named.nbsave", "data/captains/flask.json",
    "data/history.sqlite3", "data/history-pending.jsonl", "data/nbgui.lock", "logs/nbgui.log",
]
FOLDERS = ["config", "data", "data/saves", "data/captains", "logs", "data/saves/finished",
           "data/history-journal", "state"]
#: Files whose loss is data loss (the app's own caches and backups are rewritten by design).
KEPT = ("data/saves/named", "data/saves/finished", "data/captains/")


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", NBGUI_HOME=str(home))


def make_home(home: Path) -> None:
    """The home every case starts from."""
    shutil.rmtree(home, ignore_errors=True)
    for seed in (3, 4):  # two finished games (the second left in the journal)
        subprocess.run([sys.executable, "-m", "nbgui", "--autoplay", str(seed), "--linger", "0"],
                       env=_env(home), capture_output=True, timeout=300, check=True, cwd=ROOT)
        if seed == 3:  # the history takes the first game in
            subprocess.run([sys.executable, "-c", (
                "import sys, pathlib; from nbgui.history.db import HistoryDB; "
                "d = pathlib.Path(sys.argv[1]) / 'data'; "
                "HistoryDB.open(d / 'history.sqlite3', finished_dir=d / 'saves' / 'finished')"
            ), str(home)], env=_env(home), check=True, timeout=120)
    journal = next((home / "data" / "history-journal").glob("*.json"))
    record = json.loads(journal.read_text(encoding="utf-8"))
    record["setup"]["seed"] = 44
    (home / "data" / "history-pending.jsonl").write_text(json.dumps(record) + "\n")
    code = (
        "import sys, shutil, json, pathlib\n"
        "from nbgui.captain.setup import captain_seat, load_boards\n"
        "from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game\n"
        "from nbgui.paths import data_dir\n"
        "from nbgui.persist import Settings, save_settings\n"
        "from nbgui.persist.paths import AppDirs\n"
        "from nbgui.persist.store import SaveStore\n"
        "dirs = AppDirs.under(pathlib.Path(sys.argv[1])); dirs.ensure()\n"
        "s = Settings(); s.language = 'en'; save_settings(dirs, s)\n"
        "(dirs.config / 'ui-state.json').write_text(json.dumps({'hint_strength': 'strong'}))\n"
        "store = SaveStore(dirs)\n"
        "boards = load_boards(use_overrides=False)[0]\n"
        "setup = GameSetup(seed=5, seats=[captain_seat(boards['stubb']), SeatSpec(name='Ann')])\n"
        "state, _ = new_game(setup); done = []\n"
        "for _ in range(6):\n"
        "    c = legal_commands(state)[0]; state, _ = apply(state, c); done.append(c)\n"
        "    store.autosave(setup, done, state)\n"
        "store.save_as(dirs.saves / 'named.nbsave', setup, done, state)\n"
        "dirs.captains.mkdir(parents=True, exist_ok=True)\n"
        "shutil.copy(data_dir('rules') / 'captains' / 'flask.json', dirs.captains)\n"
    )
    subprocess.run([sys.executable, "-c", code, str(home)], env=_env(home), check=True,
                   timeout=120)
    (home / "data" / "nbgui.lock").unlink(missing_ok=True)


def mutations(data: bytes) -> Iterator[tuple[str, bytes | None]]:
    """(name, new bytes) for a file's bytes; None: a special kind `damage` makes."""
    yield "empty", b""
    if data:
        for k in range(1, 16):
            yield f"cut{k}", data[: len(data) * k // 16]
        for seed in range(4):
            rng, flipped = random.Random(seed), bytearray(data)
            for _ in range(1 + seed * 3):
                flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
            yield f"flip{seed}", bytes(flipped)
        yield "bom", b"\xef\xbb\xbf" + data
        text = data.decode("utf-8", errors="replace")
        yield "utf16", text.encode("utf-16")
        if data[:1] in (b"{", b"["):
            yield "nan", data.replace(b"0", b"NaN", 1)
            yield "inf", data.replace(b"1", b"1e999", 1)
            yield "dupkey", data[:1] + data[1:].split(b",", 1)[0] + b"," + data[1:]
    yield "deep", b"[" * 100_000 + b"]" * 100_000
    yield "bigint", b"1" + b"0" * 100_000
    yield "garbage", random.Random(9).randbytes(5000)
    for special in ("big", "folder", "pipe", "dev_zero", "loop", "nowhere", "self"):
        yield special, None


def damage(path: Path, kind: str, data: bytes | None) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    if data is not None:
        path.write_bytes(data)
    elif kind == "big":
        with path.open("wb") as fh:
            fh.truncate(200 * 1024 * 1024)
    elif kind == "folder":
        path.mkdir()
        (path / "x").write_text("x")
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "loop":
        other = path.with_name(path.name + ".loop")
        path.symlink_to(other.name)
        other.symlink_to(path.name)
    elif kind == "nowhere":
        path.symlink_to(path.parent / "gone" / path.name)
    elif kind == "self":
        path.symlink_to(path.name)


def _kept(home: Path) -> set[str]:
    """The hashes of the files whose loss is data loss."""
    return {
        hashlib.sha256(p.read_bytes()).hexdigest()
        for p in home.rglob("*")
        if p.is_file() and not p.is_symlink() and str(p.relative_to(home)).startswith(KEPT)
    }


def run_case(base: Path, out: Path, target: str, kind: str, data: bytes | None) -> dict[str, Any]:
    name = f"{target.replace('/', '_')}-{kind}"
    home = out / "homes" / name
    shutil.rmtree(home, ignore_errors=True)
    shutil.copytree(base, home, symlinks=True)
    damage(home / target, kind, data)
    before = _kept(home)
    args = [str(home / target)] if target.endswith("named.nbsave") else []
    started = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-c", DRIVER, *args], env=_env(home),
                              capture_output=True, text=True, timeout=90, cwd=ROOT)
        stdout, stderr, code = done.stdout, done.stderr, str(done.returncode)
    except subprocess.TimeoutExpired:
        stdout, stderr, code = "", "", "hang"
    said: list[Any] = []
    window = False
    for line in stdout.splitlines():
        if line.startswith(("RESULT ", "EXIT ")):
            window = window or line.startswith("RESULT ")
            said = json.loads(line.split(" ", 1)[1])["shown"]
    lost = code != "hang" and bool(before - _kept(home))
    return {"case": name, "code": code, "seconds": round(time.monotonic() - started, 1),
            "window": window, "said": said, "traceback": "Traceback" in stderr + stdout,
            "lost": lost, "stderr": stderr[-2000:] if "Traceback" in stderr else ""}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="a folder for the homes and results.json")
    parser.add_argument("--only", default="", help="only cases whose name holds this text")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    base = args.out / "base"
    if not base.exists():
        make_home(base)
    journal = next((base / "data" / "history-journal").glob("*.json"))
    targets = [*TARGETS, str(journal.relative_to(base))]
    cases: list[tuple[str, str, bytes | None]] = []
    for target in targets:
        path = base / target
        original = path.read_bytes() if path.is_file() else b""
        cases += [(target, kind, data) for kind, data in mutations(original)]
    for folder in FOLDERS:
        cases += [(folder, "file", b"x"), (folder, "pipe", None)]
    cases = [c for c in cases if args.only in f"{c[0]}-{c[1]}"]
    print(f"{len(cases)} cases", flush=True)
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for result in pool.map(lambda c: run_case(base, args.out, *c), cases):
            results.append(result)
            flags = [f for f, on in (("HANG", result["code"] == "hang"),
                                     ("TRACEBACK", result["traceback"]),
                                     ("NO-WINDOW", not result["window"]),
                                     ("LOST", result["lost"])) if on]
            titles = [s[1] for s in result["said"]]
            print(f"{result['case']:60} {result['seconds']:5}s {' '.join(flags)} {titles}",
                  flush=True)
    (args.out / "results.json").write_text(json.dumps(results, indent=1), encoding="utf-8")
    bad = [r for r in results if r["code"] == "hang" or r["traceback"] or r["lost"]]
    print(f"{len(results)} starts: {len(bad)} hung, crashed or lost a file")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
