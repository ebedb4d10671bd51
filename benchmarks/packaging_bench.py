"""Packaging figures against their targets: bundle size, .deb size, frozen cold start.

Reads what `make dist && make deb` left in dist/ (it builds nothing):

- bundle size unpacked: every file under dist/nbgui/ (symlinks not followed) — target ≤ 150 MB
- .deb size: dist/nbgui_*.deb — target ≤ 70 MB
- cold start to first frame: the frozen binary run with the hidden ``--benchmark-startup`` flag
  (it prints ``first-paint <s>`` at the window's first paint event and quits); the figure is the
  wall time from process launch to that line, first run after dropping the page cache when
  this is allowed (root), else the first run of this script — target ≤ 2 s. Without the flag,
  ``--selftest`` is timed instead, and the output says so.

MB here is 10^6 bytes. Qt runs offscreen (headless machines); pass ``--platform xcb`` under a
display or ``xvfb-run`` to include the real platform plugin.

    .venv/bin/python benchmarks/packaging_bench.py [--runs 5] [--platform offscreen]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE_TARGET_MB = 150.0
DEB_TARGET_MB = 70.0
START_TARGET_S = 2.0
MB = 1_000_000


def tree_bytes(folder: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(dirpath) / name
            if not path.is_symlink():
                total += path.stat().st_size
    return total


def verdict(value: float, target: float) -> str:
    return "PASS" if value <= target else "MISS"


def drop_page_cache() -> bool:
    """Make the next start really cold (root only; ignored where /proc is read-only)."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


def time_start(
    binary: Path, args: list[str], marker: str, env: dict[str, str]
) -> tuple[float, str]:
    """Wall seconds from launch until a stdout line starting with `marker` (or exit)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(binary), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=str(binary.parent),
    )
    assert proc.stdout is not None
    seen = ""
    elapsed = None
    for line in proc.stdout:
        if line.startswith(marker):
            elapsed = time.perf_counter() - start
            seen = line.strip()
            break
    proc.stdout.read()
    code = proc.wait(timeout=60)
    if elapsed is None:
        elapsed = time.perf_counter() - start
        if code != 0:
            raise RuntimeError(f"{binary.name} {' '.join(args)} exited {code} without {marker!r}")
    return elapsed, seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="start-up runs (first is the cold one)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs")
    args = parser.parse_args(argv)

    exe_name = "nbgui.exe" if sys.platform == "win32" else "nbgui"
    binary = DIST / "nbgui" / exe_name
    debs = sorted(DIST.glob("nbgui_*.deb"))
    if not binary.exists() or (sys.platform.startswith("linux") and not debs):
        print("skipped: run make dist && make deb first")
        return 0

    bundle_mb = tree_bytes(binary.parent) / MB
    print(
        f"bundle size unpacked: {bundle_mb:7.1f} MB  (target <= {BUNDLE_TARGET_MB:.0f} MB) "
        f"{verdict(bundle_mb, BUNDLE_TARGET_MB)}"
    )
    if debs:
        deb_mb = debs[-1].stat().st_size / MB
        print(
            f"deb size:             {deb_mb:7.1f} MB  (target <= {DEB_TARGET_MB:.0f} MB) "
            f"{verdict(deb_mb, DEB_TARGET_MB)}  [{debs[-1].name}]"
        )
    for tarball in sorted(DIST.glob("nbgui-*.tar.gz")):
        tar_mb = tarball.stat().st_size / MB
        print(f"tar.gz size:          {tar_mb:7.1f} MB  (no target) [{tarball.name}]")

    env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
    probe_args, marker, what = ["--benchmark-startup"], "first-paint", "first frame"
    try:
        cold_dropped = drop_page_cache()
        cold, line = time_start(binary, probe_args, marker, env)
        if not line:
            raise RuntimeError("no first-paint line")
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"note: --benchmark-startup unavailable ({exc}); timing --selftest instead")
        probe_args, marker, what = ["--selftest"], "selftest: all checks passed", "selftest done"
        cold_dropped = drop_page_cache()
        cold, line = time_start(binary, probe_args, marker, env)
    warm = [time_start(binary, probe_args, marker, env)[0] for _ in range(max(0, args.runs - 1))]
    cache = "page cache dropped" if cold_dropped else "page cache NOT dropped (not root)"
    print(
        f"cold start to {what}: {cold:5.2f} s  (target <= {START_TARGET_S:.0f} s) "
        f"{verdict(cold, START_TARGET_S)}  [{cache}; platform {args.platform}; app says: {line}]"
    )
    if hasattr(os, "getloadavg"):
        load = os.getloadavg()[0]
        cpus = os.cpu_count()
        print(f"machine: {cpus} CPUs, load average {load:.1f} (start time rises with load)")
    if warm:
        print(
            f"warm start to {what}: median {statistics.median(warm):5.2f} s over {len(warm)} runs "
            f"(min {min(warm):.2f}, max {max(warm):.2f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
