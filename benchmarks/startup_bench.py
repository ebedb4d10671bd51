"""nbgui's start-up against a bare PySide6 window, side by side in one run, as ratios.

Both programs are launched as fresh processes, interleaved (bare, nbgui, nbgui, bare, …), with
offscreen Qt on one 1280x720 screen (`GAME_SCREEN`): ``benchmarks/bare_window.py`` (a
QApplication and a QGraphicsView with one rectangle, 1280x720) and ``python -m nbgui
--benchmark-startup`` (a default solo game against Starbuck, no dialog, no user folders, its
window maximized on that screen). Each prints ``first-paint`` at its window's first paint event and
quits. Measured here, per process:

- start to first paint: from just before the launch to the moment that line is read (so the
  interpreter start and every import count);
- CPU time to first paint: user + system CPU time of the process at its first paint event, as
  the process itself reads it there (``time.process_time()``, printed on that line after
  ``cpu``: microseconds, and nothing the process does after the paint). Also printed: the same
  read from ``/proc/<pid>/stat`` when the benchmark reads the line (10 ms clock ticks, and it
  counts what the process did after its paint until then; where there is no /proc, the whole
  process's); and the whole process's CPU time, its exit included;
- peak RSS: ``ru_maxrss`` of the process;
- start to the first frame painted, and the CPU time then: both programs also print
  ``frame-done <s> cpu <s>`` from a zero timer their first paint event queues, so once the whole
  frame is drawn (the ``first-paint`` line comes at the window's paint event, before its children
  — the table, the dock, the log — paint: about 45 ms of nbgui's CPU, 1 ms of the bare window's).

Peak RSS over a full game: a real game, as a player has it: ``python -m nbgui --autoplay SEED``
in a fresh, empty ``NBGUI_HOME`` — the user folders, log file, settings and instance lock, the
History menu, an autosave after every command, the finished game filed to ``saves/finished/``
and recorded for the statistics database (in its journal, as a player's game is), the score
sheet shown — playing the whole solo game against Starbuck through the window (the human
seat by the random bot, instant animations), then quitting half a second after the score sheet
opens. Offscreen, the game's screen is `GAME_SCREEN` (1280x720, the bare window's size: Qt's
offscreen screen is 800x800 otherwise, smaller than nbgui's minimum width). Its human seat
moves as soon as the table allows, so the coach's background prefetch
(the mistake warnings: it starts thinking 250 ms after a player's decision comes up) hardly
ever runs; a second line measures the
same game with the seat thinking `THINK_S` before each move (``--think``), as a player does, so
the coach thinks in the background as it does in a player's game (issue 18: it loaded OpenSSL
and pickle, 4 MiB, which the quick game never showed), and each move then goes through the
mistake check the table runs before a dropped piece is played (the warnings are on in a fresh
user folder, as for a new player). (An earlier
``--benchmark-game`` played the same game with none of the user folders; it missed the 20 MiB
the end of a real game cost, issue 18, and is gone.)

The frozen bundle (``dist/nbgui/nbgui``, from ``make dist``, or ``--bundle PATH``), when there
is one, is timed the same way against the bare script run by this Python (the one the bundle is
frozen from); its own ``--benchmark-startup`` prints the same line.

Bytecode: see `BYTECODE_NOTE` (the children may cache it even under PYTHONDONTWRITEBYTECODE).

Targets (issue 18), all as medians over the runs of this one run:
first paint ≤ 2.0× (stretch 1.5×), CPU ≤ 2.0×, peak RSS over a full game ≤ 1.5×,
frozen bundle's first paint ≤ 2.0×.

    python benchmarks/startup_bench.py [--runs 7] [--games 2] [--paced-games 1]
        [--bundle dist/nbgui/nbgui]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BARE = HERE / "bare_window.py"
BUNDLE = ROOT / "dist" / "nbgui" / ("nbgui.exe" if sys.platform == "win32" else "nbgui")

#: An installed nbgui runs from compiled bytecode (pip compiles the wheel, PyInstaller freezes
#: it), so Python may cache bytecode here even when PYTHONDONTWRITEBYTECODE is set in the
#: caller's environment: the warm-up launch writes it. Without that, every launch of a source
#: checkout compiles all of nbgui again (~0.1 s of CPU), which no installed copy ever does.
BYTECODE_NOTE = "bytecode cached (as installed)"

FIRST_PAINT_TARGET = 2.0
FIRST_PAINT_STRETCH = 1.5
CPU_TARGET = 2.0
GAME_RSS_TARGET = 1.5
#: A player's thinking time before each move in the paced game: longer than the coach's
#: prefetch delay (nbgui.ui.teaching.PREFETCH_DELAY_MS, 250 ms), so the coach thinks as it does
#: in a player's game; short enough for a game in about half a minute.
THINK_S = 0.5
#: The screen the full games are played on (offscreen): the bare window's size, which is also
#: nbgui's default window size. Qt's offscreen screen is 800x800 otherwise: nbgui, maximized on
#: its first run, then had a 796x796 window, narrower than its own minimum width (966 px) —
#: smaller than the bare window's 1280x720 and smaller than any screen the app supports — and
#: Qt widened it to 966 px at the game's end (issue 18: that flattered the game's peak by about
#: 2.7 MiB against a window the size of the reference).
GAME_SCREEN = (1280, 720)
BUNDLE_TARGET = 2.0


@dataclass
class Run:
    first_paint: float  # seconds from launch to the "first-paint" line
    cpu_proc: float  # user + system seconds of the process when the line was read (/proc)
    cpu_total: float  # … and of the whole process, its exit included
    peak_rss_mib: float
    inside: float  # the program's own figure
    cpu_own: float | None = None  # its own CPU seconds at its first paint (``cpu`` on the line)
    frame_done: float | None = None  # seconds from launch to the "frame-done" line
    cpu_frame: float | None = None  # its own CPU seconds then (``cpu`` on that line)
    #: resident memory as (anonymous, file-backed) MiB: the program's own figure on its
    #: ``frame-done`` line (``anon <MiB> file <MiB>``: the bare window prints it), else read
    #: from /proc when `marker` was read (a game lingers after it); None without either
    split: tuple[float, float] | None = None

    @property
    def cpu(self) -> float:
        """CPU seconds to the first paint: the process's own figure, else /proc's."""
        return self.cpu_own if self.cpu_own is not None else self.cpu_proc


def cpu_so_far(pid: int) -> float | None:
    """User + system seconds `pid` has used so far (Linux /proc), else None."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def memory_split(pid: int) -> tuple[float, float] | None:
    """`pid`'s resident memory now as (anonymous, file-backed) MiB (Linux /proc), else None.

    The peak RSS the targets compare counts both. The file-backed part is the pages of the
    libraries (Qt above all) and fonts mapped in, which the kernel's page cache decides as much
    as the program: after this machine's restart of 2026-12-02 the bare window's Qt, shiboken
    and PySide6 pages rose from 22.9 to 30.6 MiB and its peak from 51.7 to 62.8 MiB, with
    neither program changed (docs/ui.md, twentieth step). Printed beside the ratios so such a
    change shows."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as fh:
            fields = dict(line.split(":", 1) for line in fh if ":" in line)
        return (int(fields["RssAnon"].split()[0]) / 1024.0,
                int(fields["RssFile"].split()[0]) / 1024.0)
    except (OSError, KeyError, ValueError, IndexError):
        return None


def launch(
    argv: list[str],
    marker: str = "first-paint",
    timeout: float = 600.0,
    extra_env: dict[str, str] | None = None,
) -> Run:
    """Run `argv` to its end (`extra_env` added to its environment); time it until it prints
    `marker`."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.update(extra_env or {})
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # see BYTECODE_NOTE
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT
    )
    assert proc.stdout is not None
    seen: float | None = None
    cpu_at_paint: float | None = None
    cpu_own: float | None = None
    frame_done: float | None = None
    cpu_frame: float | None = None
    inside = 0.0
    split: tuple[float, float] | None = None
    for line in proc.stdout:
        if frame_done is None and line.startswith("frame-done"):
            frame_done = time.perf_counter() - start
            words = line.split()
            if "cpu" in words[2:-1]:
                cpu_frame = float(words[words.index("cpu") + 1])
            if "anon" in words[2:-1] and "file" in words[2:-1]:  # its own, before it quits
                split = (float(words[words.index("anon") + 1]),
                         float(words[words.index("file") + 1]))
        if seen is None and line.startswith(marker) and split is None:
            split = memory_split(proc.pid)
        if seen is None and line.startswith(marker):
            seen = time.perf_counter() - start
            cpu_at_paint = cpu_so_far(proc.pid)
            words = line.split()
            with contextlib.suppress(ValueError, IndexError):  # "game-over round 12": none
                inside = float(words[1])
            if "cpu" in words[2:-1]:  # "first-paint 0.123 cpu 0.2345"
                cpu_own = float(words[words.index("cpu") + 1])
    deadline = time.monotonic() + timeout
    while True:  # reap it ourselves: wait4 gives this one process's CPU time and peak RSS
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            proc.kill()
        time.sleep(0.01)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if (seen is None and marker == "first-paint") or proc.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {proc.returncode} (first paint seen: {seen})")
    total = usage.ru_utime + usage.ru_stime
    cpu = cpu_at_paint if cpu_at_paint is not None else total
    return Run(
        seen, cpu, total, usage.ru_maxrss / 1024.0, inside, cpu_own, frame_done, cpu_frame, split
    )


def game_screen(folder: Path) -> str:
    """Write Qt's offscreen configuration of one `GAME_SCREEN`-sized screen; its path."""
    width, height = GAME_SCREEN
    config = folder / "offscreen-screen.json"
    screen = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    return str(config)


def screen_env(folder: Path) -> dict[str, str]:
    """The environment that puts an offscreen launch on one `GAME_SCREEN` (its configuration
    written in `folder`); nothing when another platform was asked for."""
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") != "offscreen":
        return {}
    return {"QT_QPA_PLATFORM": "offscreen:configfile=" + game_screen(folder)}


def real_game(seed: int, think: float = 0.0) -> Run:
    """One whole game as a player has it (see the module doc), in a fresh user folder; checks
    that the game was filed and recorded, so a broken save path cannot pass for a light one.
    `think`: seconds the human seat waits before each move (``--think``), as a player does."""
    with tempfile.TemporaryDirectory(prefix="nbgui-bench-") as home:
        env = {"NBGUI_HOME": home, **screen_env(Path(home))}
        run = launch(
            [sys.executable, "-m", "nbgui", "--autoplay", str(seed), "--linger", "0.5",
             "--think", str(think)],
            marker="game-over",
            extra_env=env,
        )
        finished = list((Path(home) / "data" / "saves" / "finished").glob("*.nbsave"))
        # recorded for the history: in its journal (a game's end writes there, without
        # SQLite; the database takes it in when next opened) or in the database itself
        journal = list((Path(home) / "data" / "history-journal").glob("*.json"))
        history = Path(home) / "data" / "history.sqlite3"
        if len(finished) != 1 or not (len(journal) == 1 or history.is_file()):
            raise RuntimeError(f"game {seed}: not filed ({finished}) or not recorded")
    return run


def median(runs: list[Run], field: str) -> float:
    return statistics.median(getattr(r, field) for r in runs)


def verdict(ratio: float, target: float) -> str:
    return "PASS" if ratio <= target else "MISS"


def split_text(runs: list[Run]) -> str:
    """The runs' median resident memory as "anonymous A + file-backed F MiB" ("" without /proc)."""
    splits = [r.split for r in runs if r.split is not None]
    if not splits:
        return ""
    anon = statistics.median(s[0] for s in splits)
    files = statistics.median(s[1] for s in splits)
    return f"anonymous {anon:.1f} + file-backed {files:.1f} MiB"


def print_game_rss(head: str, games: list[Run], bare_rss: float, bare: list[Run]) -> None:
    """One full-game memory line: ``head`` (with ``{rss}`` for the games' median) and the ratio;
    then, where /proc tells, what was resident at the game's end and at the bare window's frame
    (`memory_split`: the file-backed part is partly the kernel's doing)."""
    rss = median(games, "peak_rss_mib")
    ratio = rss / bare_rss
    print(
        f"{head.format(rss=rss)}, bare window {bare_rss:.1f} MiB: {ratio:.2f}x "
        f"(target <= {GAME_RSS_TARGET:.1f}x) {verdict(ratio, GAME_RSS_TARGET)}"
    )
    game_split, bare_split = split_text(games), split_text(bare)
    if game_split and bare_split:
        print(f"  resident at the game's end: {game_split}; bare window at its frame: "
              f"{bare_split} (medians; no target)")


def compare(name: str, runs: list[Run], ref: list[Run]) -> None:
    for r_app, r_ref in zip(runs, ref, strict=False):
        print(
            f"  {name} {r_app.first_paint:6.3f} s  cpu {r_app.cpu:6.3f} s  "
            f"{r_app.peak_rss_mib:6.1f} MiB   |   bare {r_ref.first_paint:6.3f} s  "
            f"cpu {r_ref.cpu:6.3f} s  {r_ref.peak_rss_mib:6.1f} MiB"
        )


def frame_done_line(name: str, runs: list[Run], ref: list[Run]) -> None:
    """Start to the first frame painted, as a ratio, when both programs print ``frame-done``."""
    if any(r.frame_done is None or r.cpu_frame is None for r in runs + ref):
        print(f"{name} start to the first frame painted: skipped (a program prints no frame-done)")
        return
    wall = median(runs, "frame_done") / median(ref, "frame_done")
    cpu = median(runs, "cpu_frame") / median(ref, "cpu_frame")
    print(
        f"{name} start to the first frame painted (frame-done): "
        f"{median(runs, 'frame_done'):.3f} s, bare {median(ref, 'frame_done'):.3f} s: "
        f"{wall:.2f}x (target <= {FIRST_PAINT_TARGET:.1f}x) "
        f"{verdict(wall, FIRST_PAINT_TARGET)}; CPU {median(runs, 'cpu_frame'):.3f} s, bare "
        f"{median(ref, 'cpu_frame'):.3f} s: {cpu:.2f}x (target <= {CPU_TARGET:.1f}x) "
        f"{verdict(cpu, CPU_TARGET)}"
    )


def interleave(a: list[str], b: list[str], runs: int) -> tuple[list[Run], list[Run]]:
    """`runs` fresh launches of each, in the order a b b a a b b a … after one warm-up each,
    both on the same `GAME_SCREEN` (on Qt's default 800x800 offscreen screen nbgui's maximized
    window would be 796x796 against the bare window's 1280x720: less to draw than the
    reference)."""
    with tempfile.TemporaryDirectory(prefix="nbgui-bench-screen-") as folder:
        env = screen_env(Path(folder))
        launch(a, extra_env=env)  # warm the OS file cache: "cold" here means a fresh process
        launch(b, extra_env=env)
        got_a: list[Run] = []
        got_b: list[Run] = []
        for i in range(runs):
            order = ((a, got_a), (b, got_b)) if i % 2 == 0 else ((b, got_b), (a, got_a))
            for argv, into in order:
                into.append(launch(argv, extra_env=env))
    return got_a, got_b


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="interleaved start-up pairs")
    parser.add_argument("--games", type=int, default=2, help="full games for peak RSS (0: none)")
    parser.add_argument("--paced-games", type=int, default=1,
                        help="full games with the player thinking THINK_S before each move")
    parser.add_argument("--bundle", type=Path, default=BUNDLE, help="the frozen app to time")
    args = parser.parse_args(argv)
    bundle: Path = args.bundle

    bare = [sys.executable, str(BARE)]
    app = [sys.executable, "-m", "nbgui", "--benchmark-startup"]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.runs} interleaved fresh launches each; load average {load:.1f} (1 min); "
          f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}; {BYTECODE_NOTE}")
    bare_runs, app_runs = interleave(bare, app, args.runs)
    compare("nbgui", app_runs, bare_runs)

    paint = median(app_runs, "first_paint") / median(bare_runs, "first_paint")
    # the processes' own figures when both programs print them, else /proc's for both
    own = all(r.cpu_own is not None for r in app_runs + bare_runs)
    cpu_field = "cpu" if own else "cpu_proc"
    cpu = median(app_runs, cpu_field) / median(bare_runs, cpu_field)
    rss = median(app_runs, "peak_rss_mib") / median(bare_runs, "peak_rss_mib")
    print(
        f"start to first paint: nbgui {median(app_runs, 'first_paint'):.3f} s, bare "
        f"{median(bare_runs, 'first_paint'):.3f} s: {paint:.2f}x (target <= "
        f"{FIRST_PAINT_TARGET:.1f}x) {verdict(paint, FIRST_PAINT_TARGET)}, stretch <= "
        f"{FIRST_PAINT_STRETCH:.1f}x {verdict(paint, FIRST_PAINT_STRETCH)}"
    )
    print(
        f"CPU time to first paint ({'each process at its paint event' if own else '/proc'}): "
        f"nbgui {median(app_runs, cpu_field):.3f} s, bare {median(bare_runs, cpu_field):.3f} s: "
        f"{cpu:.2f}x (target <= {CPU_TARGET:.1f}x) {verdict(cpu, CPU_TARGET)}"
    )
    frame_done_line("nbgui", app_runs, bare_runs)
    proc_ratio = median(app_runs, "cpu_proc") / median(bare_runs, "cpu_proc")
    print(
        f"  the same from /proc when the line was read (10 ms ticks, and what came after the "
        f"paint): nbgui {median(app_runs, 'cpu_proc'):.2f} s, bare "
        f"{median(bare_runs, 'cpu_proc'):.2f} s: {proc_ratio:.2f}x"
    )
    whole = median(app_runs, "cpu_total") / median(bare_runs, "cpu_total")
    print(
        f"CPU time of the whole process (exit included): nbgui "
        f"{median(app_runs, 'cpu_total'):.2f} s, bare {median(bare_runs, 'cpu_total'):.2f} s: "
        f"{whole:.2f}x (no target)"
    )
    print(
        f"peak RSS at first paint: nbgui {median(app_runs, 'peak_rss_mib'):.1f} MiB, bare "
        f"{median(bare_runs, 'peak_rss_mib'):.1f} MiB: {rss:.2f}x (no target; see the full game)"
    )

    bare_rss = median(bare_runs, "peak_rss_mib")
    games = [real_game(seed) for seed in range(1, args.games + 1)]
    if games:  # --games 0: the start-up figures only
        print_game_rss(
            "peak RSS over a full game (a real one: user folders, autosaves, statistics, score "
            f"sheet; the window maximized on a {GAME_SCREEN[0]}x{GAME_SCREEN[1]} screen): "
            f"nbgui {{rss:.1f}} MiB (median of {len(games)} games, "
            f"{median(games, 'cpu_total'):.1f} s CPU each)",
            games,
            bare_rss,
            bare_runs,
        )
    if args.paced_games > 0:
        paced = [real_game(seed, THINK_S) for seed in range(1, args.paced_games + 1)]
        print_game_rss(
            f"peak RSS over a full game with the player thinking {THINK_S:.1f} s a move (the "
            f"coach's prefetch and mistake check run, as in a player's game): nbgui "
            f"{{rss:.1f}} MiB (median of "
            f"{len(paced)})",
            paced,
            bare_rss,
            bare_runs,
        )

    if not bundle.exists():
        print(f"frozen bundle first paint: skipped, no bundle at {bundle} (make dist builds it)")
        return 0
    bare_again, frozen = interleave(bare, [str(bundle), "--benchmark-startup"], args.runs)
    compare("bundle", frozen, bare_again)
    fratio = median(frozen, "first_paint") / median(bare_again, "first_paint")
    print(
        f"frozen bundle start to first paint: {median(frozen, 'first_paint'):.3f} s, bare "
        f"script with {Path(sys.executable).name} {median(bare_again, 'first_paint'):.3f} s: "
        f"{fratio:.2f}x (target <= {BUNDLE_TARGET:.1f}x) {verdict(fratio, BUNDLE_TARGET)}"
    )
    fcpu = median(frozen, "cpu") / median(bare_again, "cpu")
    print(
        f"frozen bundle CPU time to first paint: {median(frozen, 'cpu'):.3f} s, bare "
        f"{median(bare_again, 'cpu'):.3f} s: {fcpu:.2f}x (no target)"
    )
    frame_done_line("frozen bundle", frozen, bare_again)
    return 0


if __name__ == "__main__":
    sys.exit(main())
