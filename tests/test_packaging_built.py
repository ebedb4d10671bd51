"""Checks on what `make dist` / `make deb` built (dist/): skipped with a reason when nothing is
built, so `make test` on a fresh clone stays fast. lintian takes a minute or two: it runs only
with NBGUI_PACKAGING_TESTS=1 (the release workflow's Linux job sets it after `make deb`).

    make deb && NBGUI_PACKAGING_TESTS=1 .venv/bin/python -m pytest tests/test_packaging_built.py

They also skip when dist/ is older than the sources (build/dist.stamp older than any file that
goes into the bundle): a stale build must not fail `make test`.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "nbgui"
INTERNAL = BUNDLE / "_internal"
DEBS = sorted((ROOT / "dist").glob("nbgui_*.deb"))
HEAVY = os.environ.get("NBGUI_PACKAGING_TESTS") == "1"

STAMP = ROOT / "build" / "dist.stamp"  # touched by `make dist` after a successful build
SOURCES = ("nbgui", "rules", "assets", "licenses", "translations", "packaging/pyinstaller")


def _built_from_current_sources() -> bool:
    """Whether `make dist` ran after the last change to what goes into the bundle."""
    if not STAMP.is_file():
        return False
    newest = (ROOT / "pyproject.toml").stat().st_mtime
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".qm":
                newest = max(newest, path.stat().st_mtime)
    return STAMP.stat().st_mtime >= newest


BUILT = (BUNDLE / "nbgui").is_file() and sys.platform.startswith("linux")
CURRENT = BUILT and _built_from_current_sources()
needs_bundle = pytest.mark.skipif(
    not CURRENT,
    reason="no Linux bundle built here (make dist)"
    if not BUILT
    else "dist/ is older than the sources (make dist rebuilds it)",
)
needs_deb = pytest.mark.skipif(
    not DEBS or not CURRENT or DEBS[-1].stat().st_mtime < STAMP.stat().st_mtime,
    reason="no .deb built here from the current bundle (make deb)",
)


def _elves(folder: Path) -> list[Path]:
    out = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    out.append(path)
    return out


@needs_bundle
def test_bundle_has_both_catalogues_and_every_data_folder():
    for lang in ("en", "es"):
        qm = INTERNAL / "translations" / f"nbgui_{lang}.qm"
        assert qm.is_file() and qm.stat().st_size > 1000, qm
    assert not list((INTERNAL / "translations").glob("*.ts"))
    for folder in ("rules", "assets", "licenses"):
        assert (INTERNAL / folder).is_dir(), folder


@needs_bundle
def test_bundle_modules_are_plain_bytecode_files():
    # nbgui.spec: noarchive on Linux (Python's file finder loads them faster than PyInstaller's
    # archive loader: issue 18, the frozen first paint); the .deb's lintian override covers them.
    for module in ("nbgui/app.pyc", "nbgui/engine/__init__.pyc", "encodings/__init__.pyc"):
        assert (INTERNAL / module).is_file(), module
    assert not (INTERNAL / "base_library.zip").exists()


@needs_bundle
def test_bundle_rules_match_their_compiled_form():
    from nbgui.content import _compiled
    from nbgui.content.compiled import source_digest

    assert source_digest(INTERNAL / "rules") == _compiled.SOURCE_DIGEST


@needs_bundle
def test_bundle_licence_files_cover_every_library():
    index = json.loads((INTERNAL / "licenses" / "index.json").read_text(encoding="utf-8"))
    components = index["components"]
    names = {c["name"] for c in components}
    for needed in ("nbgui", "Python", "Qt", "PySide6_Essentials", "shiboken6", "pydantic"):
        assert needed in names or needed.replace("_", "-") in names, needed
    for comp in components:
        for rel in comp["files"]:
            text = INTERNAL / "licenses" / rel
            assert text.is_file() and text.stat().st_size > 0, text
    covered = {lib for c in components for lib in c["libraries"]}
    libraries = [
        p.relative_to(INTERNAL).as_posix()
        for p in _elves(INTERNAL)
        if ".so" in p.name
    ]
    assert libraries and not sorted(set(libraries) - covered)


@needs_bundle
def test_no_build_machine_runpaths_and_no_exec_bit_on_libraries():
    if shutil.which("readelf") is None:
        pytest.skip("readelf not installed (apt binutils)")
    foreign = []
    for path in _elves(BUNDLE):
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "(RUNPATH)" in line or "(RPATH)" in line:
                value = line.split("[", 1)[1].rstrip("]")
                if any(p and not p.startswith("$ORIGIN") for p in value.split(":")):
                    foreign.append(f"{path.relative_to(BUNDLE)}: {value}")
        if path.name != "nbgui" and path.stat().st_mode & 0o111:
            foreign.append(f"{path.relative_to(BUNDLE)}: executable bit")
    assert not foreign, foreign[:10]


@needs_deb
def test_deb_layout():
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(DEBS[-1])], capture_output=True, text=True, check=True
    ).stdout
    for needed in (
        "./usr/lib/nbgui/nbgui",
        "./usr/games/nbgui -> ../lib/nbgui/nbgui",
        "./usr/share/applications/nbgui.desktop",
        "./usr/share/mime/packages/nbgui.xml",
        "./usr/share/icons/hicolor/scalable/mimetypes/application-x-nbsave.svg",
        "./usr/share/man/man6/nbgui.6.gz",
        "./usr/share/doc/nbgui/changelog.gz",
        "./usr/share/doc/nbgui/copyright",
        "./usr/lib/nbgui/_internal/licenses/index.json",
        "./usr/lib/nbgui/_internal/translations/nbgui_es.qm",
    ):
        assert needed in listing, needed
    assert "./opt/" not in listing
    assert " root/root " in listing and all(
        " root/root " in line for line in listing.splitlines() if line
    )
    control = subprocess.run(
        ["dpkg-deb", "-f", str(DEBS[-1]), "Maintainer", "Depends"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "@" in control.split("\n", 1)[0]
    depends = control.split("Depends:", 1)[1]
    assert "libc6 (>=" in depends and len(depends.split(",")) < 12


@needs_deb
@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian not installed")
@pytest.mark.skipif(not HEAVY, reason="lintian takes minutes: set NBGUI_PACKAGING_TESTS=1")
def test_lintian_reports_no_errors():
    result = subprocess.run(
        ["lintian", "--no-tag-display-limit", str(DEBS[-1])],
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
    assert errors == [], "\n".join(errors)
