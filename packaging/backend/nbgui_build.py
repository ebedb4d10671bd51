"""In-tree PEP 517 build backend: setuptools, plus the app's data in the wheel.

`pip install .` / `pipx install .` build a wheel; without this the wheel held only the Python
package, and the installed `nbgui` could not find `rules/`. Here the wheel also carries, under
``nbgui/_data/`` (where `nbgui.paths.data_dir` looks):

- ``rules/``, ``assets/`` and ``licenses/`` as they are in the source tree;
- ``translations/nbgui_<lang>.qm`` compiled from ``translations/*.ts`` with Qt's ``lrelease``
  at build time (the .qm files are not in git), so a wheel never ships without Spanish;
- anything else listed in `GENERATED` (build steps of other parts of the app).

Compiling needs PySide6 in the build environment: `get_requires_for_build_wheel` asks for it,
while an editable install (`pip install -e .`, what `make test` does) does not: the data then
stays beside the package in the checkout, where `data_dir` finds it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from setuptools import build_meta as _orig
from setuptools.command.build_py import build_py as _build_py

ROOT = Path(__file__).resolve().parent.parent.parent
#: Folders copied verbatim into nbgui/_data/ (relative to the project root).
DATA_FOLDERS = ("rules", "assets", "licenses")
#: The PySide6 the app runs with also compiles its catalogues (same range as the dependency).
PYSIDE_REQUIREMENT = "PySide6-Essentials>=6.11.3,<6.12"
#: Skipped while copying the data folders.
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")

# ---- PEP 517 hooks: setuptools' own, plus PySide6 for a wheel ---------------------------------

build_sdist = _orig.build_sdist
build_wheel = _orig.build_wheel
prepare_metadata_for_build_wheel = _orig.prepare_metadata_for_build_wheel
get_requires_for_build_sdist = _orig.get_requires_for_build_sdist
build_editable = getattr(_orig, "build_editable", None)
get_requires_for_build_editable = getattr(_orig, "get_requires_for_build_editable", None)
prepare_metadata_for_build_editable = getattr(_orig, "prepare_metadata_for_build_editable", None)


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*_orig.get_requires_for_build_wheel(config_settings), PYSIDE_REQUIREMENT]


# ---- the data ----------------------------------------------------------------------------------


class BuildError(RuntimeError):
    """The wheel cannot be built complete (said plainly instead of shipping a broken app)."""


def find_lrelease() -> str:
    """Qt's lrelease: the one inside the PySide6 wheel, else ``pyside6-lrelease``/``lrelease``."""
    try:
        import PySide6

        folder = Path(PySide6.__file__).resolve().parent
        for name in ("lrelease.exe", "lrelease", "Qt/libexec/lrelease"):
            if (folder / name).is_file():
                return str(folder / name)
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return found
    raise BuildError(
        "cannot compile the translation catalogues: Qt's lrelease was not found "
        f"(install {PYSIDE_REQUIREMENT!r} in the build environment)"
    )


def compile_catalogues(source: Path, target: Path) -> list[Path]:
    """Compile every ``source/*.ts`` into ``target/*.qm``; returns the .qm paths."""
    sources = sorted(source.glob("*.ts"))
    if not sources:
        raise BuildError(f"no translation sources in {source}")
    target.mkdir(parents=True, exist_ok=True)
    lrelease = find_lrelease()
    out: list[Path] = []
    for ts in sources:
        qm = target / (ts.stem + ".qm")
        result = subprocess.run(
            [lrelease, str(ts), "-qm", str(qm), "-silent"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if result.returncode != 0 or not qm.is_file() or qm.stat().st_size == 0:
            raise BuildError(f"lrelease failed on {ts.name}: {result.stderr.strip()}")
        out.append(qm)
    return out


def write_data(root: Path, target: Path) -> list[Path]:
    """Fill `target` (``…/nbgui/_data``) from the project at `root`; returns the files written."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for name in DATA_FOLDERS:
        folder = root / name
        if not folder.is_dir():
            raise BuildError(f"data folder {name!r} missing from {root}")
        shutil.copytree(folder, target / name, ignore=IGNORED)
    compile_catalogues(root / "translations", target / "translations")
    for step in GENERATED:
        step(root, target)
    return sorted(p for p in target.rglob("*") if p.is_file())


#: Further build steps ``step(project_root, data_target)`` that write generated data files.
GENERATED: list[Any] = []


class BuildPyWithData(_build_py):
    """setuptools' build_py, then the data into ``<build_lib>/nbgui/_data`` (not when editable)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "nbgui" / "_data"
        try:
            files = write_data(ROOT, target)
        except BuildError as exc:
            sys.stderr.write(f"nbgui build: {exc}\n")
            raise SystemExit(1) from exc
        self.announce(f"nbgui build: {len(files)} data files in {target}", level=2)
        self._data_outputs = [str(p) for p in files]

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), *getattr(self, "_data_outputs", [])]


if __name__ == "__main__":  # python packaging/backend/nbgui_build.py OUT: the data folder alone
    written = write_data(ROOT, Path(sys.argv[1] if len(sys.argv) > 1 else "build/_data"))
    print(f"nbgui build: {len(written)} data files")
