"""Save speed: the median autosave write of a finished game (target <= 20 ms) and the median
load of that save with full verification — read, parse, validate, replay every command, compare
the state hash (target <= 200 ms).

The write is what `SaveStore.autosave` does after every command: build the envelope, write a
temporary file, fsync it, keep the previous file as .bak, os.replace, fsync the folder. It runs
in a temporary folder on the system's temp disk (set TMPDIR to measure another disk).

Run: python benchmarks/persist_bench.py [--repeats 40]   (also part of `make bench`)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from nbgui.persist.paths import AppDirs
from nbgui.persist.store import SaveStore
from nbgui.selfplay import game_setup, play_reference

TARGET_WRITE_MS = 20.0
TARGET_LOAD_MS = 200.0


def _times_ms(action: Callable[[], object], repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        out.append((time.perf_counter() - start) * 1000)
    return out


def _line(label: str, times: list[float], target: float) -> str:
    median = statistics.median(times)
    worst = max(times)
    verdict = "PASS" if median <= target else "MISS"
    return (
        f"{label}: median {median:6.2f} ms, max {worst:6.2f} ms "
        f"(target <= {target:.0f} ms) {verdict}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=40)
    args = parser.parse_args(argv)

    # the longest of a few finished 4-seat scripted games
    games = [(g, play_reference(9, g)) for g in (2, 5, 8)]
    game, (commands, state) = max(games, key=lambda item: len(item[1][0]))
    setup = game_setup(9, game)
    with tempfile.TemporaryDirectory(prefix="nbgui-bench-") as tmp:
        store = SaveStore(AppDirs.under(Path(tmp)))
        path = store.autosave_path
        store.write(path, setup, commands, state)  # warm up (imports, the folder)
        size_kb = path.stat().st_size / 1024
        writes = _times_ms(lambda: store.write(path, setup, commands, state), args.repeats)
        store.load(path)
        loads = _times_ms(lambda: store.load(path), args.repeats)
    print(
        f"Saves: a finished {len(setup.seats)}-seat game, {len(commands)} commands, "
        f"{size_kb:.1f} KB, {args.repeats} runs, temp folder {Path(tempfile.gettempdir())}"
    )
    print(_line("  autosave write (atomic, fsync, .bak)", writes, TARGET_WRITE_MS))
    print(_line("  load with verification (replay + hash)", loads, TARGET_LOAD_MS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
