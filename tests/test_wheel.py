"""The wheel Python users get (`pip install .`, `pipx install .`) is a working app.

Builds the wheel from a copy of the project as a fresh clone has it (git's files, no compiled
catalogues, no build/), installs it into a new virtual environment and runs `nbgui --selftest`
there, outside the checkout. To stay quick (about 20 s here) the new environment gets the
wheel with ``--no-deps`` and borrows PySide6, pydantic and platformdirs from the test
environment through a ``.pth`` line (a path only, so the test environment's editable nbgui is
not seen). The wheel build itself is the real one: pip's isolated build, setuptools and the
PySide6 that compiles the catalogues, taken from pip's cache or index.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _project_files() -> list[str]:
    """The files a fresh clone of this working tree holds (tracked + new, not ignored)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: cannot tell a fresh clone's files")
    result = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT, capture_output=True, check=True,
    )  # fmt: skip
    names = [n for n in result.stdout.decode().split("\0") if n]
    return [n for n in names if (ROOT / n).is_file()]


def _fresh_clone(target: Path) -> Path:
    for name in _project_files():
        dest = target / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, dest)
    assert not list((target / "translations").glob("*.qm")), "a clone has no .qm files"
    return target


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    if importlib_missing("pip"):
        pytest.skip("pip is not installed in the test environment")
    work = tmp_path_factory.mktemp("wheel")
    clone = _fresh_clone(work / "clone")
    out = work / "wheelhouse"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(clone)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    if result.returncode != 0 and "Could not find a version" in result.stderr:
        pytest.skip("the build requirements (setuptools, PySide6) cannot be fetched here")
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("nbgui-*.whl")
    return built


def importlib_missing(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is None


def test_wheel_carries_the_data_and_catalogues(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "nbgui/_data/rules/game.json",
        "nbgui/_data/assets/icons/app_icon.svg",
        "nbgui/_data/translations/nbgui_en.qm",
        "nbgui/_data/translations/nbgui_es.qm",
        "nbgui/_data/licenses/LGPL-3.0.txt",
    ):
        assert needed in names, needed
    assert not any(n.endswith(".ts") for n in names), "sources of the catalogues shipped"
    rules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "rules").rglob("*") if p.is_file()}
    assert {f"nbgui/_data/{r}" for r in rules} <= names


def test_installed_wheel_passes_its_selftest(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "--quiet", str(wheel)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert install.returncode == 0, install.stdout + install.stderr
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    # the dependencies (PySide6, pydantic, platformdirs) from the test environment, as a path
    Path(site, "borrowed-deps.pth").write_text(sysconfig.get_path("purelib") + "\n")
    script = env_dir / ("Scripts/nbgui.exe" if os.name == "nt" else "bin/nbgui")
    assert script.exists(), "the wheel installed no nbgui command"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    result = subprocess.run(
        [str(script), "--selftest"], cwd=tmp_path, env=env,
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert "selftest: all checks passed" in out
    assert "translation ok (nbgui_en, nbgui_es)" in out
    # the data came from the wheel, not from this checkout
    data_line = next(line for line in out.splitlines() if line.startswith("selftest: data ok"))
    assert str(Path(site) / "nbgui" / "_data") in data_line, data_line
    # the rules compiled at build time (i18's fast start-up path) match the wheel's rules
    same = subprocess.run(
        [str(python), "-c",
         "from nbgui.content import _compiled; from nbgui.content.compiled import source_digest;"
         "from nbgui.paths import data_dir;"
         "print(source_digest(data_dir('rules')) == _compiled.SOURCE_DIGEST)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert same.stdout.strip() == "True", same.stdout + same.stderr
