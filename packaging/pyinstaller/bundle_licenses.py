"""Collect the licence texts of everything a PyInstaller bundle ships (imported by ``nbgui.spec``).

Writes ``<out>/`` with one sub-folder of texts per component and ``index.json``
(`nbgui.licenses.write_index`), which the spec adds to the bundle as ``licenses/``. Every
bundled binary must be covered by a component, or the build stops, naming it:

- under a site-packages folder → the Python distribution that installed it (its own licence
  files; PySide6 and shiboken6 carry none, so Qt's LGPL/GPL texts from ``licenses/``), except
  ``libicu*`` inside PySide6 → ICU (``licenses/ICU.txt``);
- under Python's prefix (``libpython``, ``lib-dynload``, Windows ``DLLs``) → Python
  (its ``LICENSE.txt``, which on Windows and macOS also lists the libraries Python bundles);
- anything else (Linux system libraries PyInstaller copies from ``/usr/lib``) → the Debian
  package that owns it (``dpkg -S``), with ``/usr/share/doc/<package>/copyright``.

Plus nbgui itself, Python, Qt, every pure-Python distribution nbgui requires, and the fonts.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from nbgui import __version__  # noqa: E402
from nbgui import licenses as L  # noqa: E402

LIB_SUFFIX = re.compile(r"\.(so(\.[0-9.]+)?|dll|pyd|dylib)$", re.IGNORECASE)


class LicenceBuildError(RuntimeError):
    pass


@dataclass
class _Entry:
    name: str
    version: str
    licence: str
    texts: list[Path]
    libraries: set[str] = field(default_factory=set)


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-").lower() or "component"


def is_library(dest: str, src: str, kind: str) -> bool:
    return kind in ("BINARY", "EXTENSION") and bool(
        LIB_SUFFIX.search(dest) or LIB_SUFFIX.search(src) or "/Versions/" in dest
    )


def _site_dirs() -> list[Path]:
    paths = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib"), *sys.path}
    return [Path(p).resolve() for p in paths if p and "site-packages" in p and Path(p).is_dir()]


def _file_owners() -> dict[Path, metadata.Distribution]:
    owners: dict[Path, metadata.Distribution] = {}
    for dist in metadata.distributions():
        for entry in dist.files or []:
            owners[Path(str(dist.locate_file(entry))).resolve()] = dist
    return owners


def _dpkg_owner(path: Path) -> tuple[str, str, Path]:
    """(package, version, copyright file) of a system library, through dpkg."""
    if shutil.which("dpkg-query") is None:
        raise LicenceBuildError(f"{path}: cannot tell its package (no dpkg-query on this system)")
    real = path.resolve()
    candidates = [str(real), str(path)]
    for p in list(candidates):  # merged /usr: dpkg may know /lib/x or /usr/lib/x
        candidates.append("/usr" + p if not p.startswith("/usr/") else p[4:])
    for candidate in candidates:
        found = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            package = found.stdout.split(":", 1)[0].strip().split(",")[0].strip()
            version = subprocess.run(
                ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True
            ).stdout.strip()
            text = Path("/usr/share/doc") / package / "copyright"
            if not text.is_file():
                raise LicenceBuildError(f"{path}: package {package} has no {text}")
            return package, version or "unknown", text
    raise LicenceBuildError(f"{path}: no Debian package owns it (dpkg-query -S)")


def collect(
    binaries: Iterable[tuple[str, str, str]], out: Path, licence_folder: Path | None = None
) -> list[L.Component]:
    """Write the texts and ``index.json`` into `out`; returns the components."""
    licence_folder = licence_folder or ROOT / "licenses"
    qt_texts = [licence_folder / n for n in L.QT_TEXTS]
    entries: dict[str, _Entry] = {}

    def entry(name: str, version: str, licence: str, texts: list[Path]) -> _Entry:
        key = name.lower()
        if key not in entries:
            if not texts or not all(t.is_file() for t in texts):
                raise LicenceBuildError(f"{name}: licence text missing ({texts})")
            entries[key] = _Entry(name, version, licence, list(texts))
        return entries[key]

    entry("nbgui", __version__, "MIT", [ROOT / "LICENSE"])
    py_text = L.python_licence()
    if py_text is None:
        raise LicenceBuildError("Python's LICENSE.txt not found next to the standard library")
    python = entry("Python", sys.version.split()[0], "PSF-2.0", [py_text])
    for dist in L.distribution_closure():
        name = dist.metadata["Name"]
        if name.lower().startswith(("pyside6", "shiboken6")):
            entry(name, dist.version, L.QT_LICENCE, L.licence_files(dist) or qt_texts)
            if name.lower().startswith("pyside6"):
                entry("Qt", dist.version, L.QT_LICENCE, qt_texts)
        else:
            files = L.licence_files(dist)
            if not files:
                raise LicenceBuildError(f"{name} {dist.version} installed no licence file")
            entry(name, dist.version, L.licence_name(dist), files)
    fonts = ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt"
    if fonts.is_file():
        entry("DejaVu fonts", "2.37", L.DEJAVU_LICENCE, [fonts])

    owners = _file_owners()
    sites = _site_dirs()
    prefixes = {Path(p).resolve() for p in (sys.base_prefix, sys.exec_prefix, sys.prefix)}
    unknown: list[str] = []
    for dest, src, kind in binaries:
        if not is_library(dest, src, kind):
            continue
        path = Path(src)
        real = path.resolve()
        dest_posix = dest.replace("\\", "/")
        if any(s in real.parents for s in sites):
            dist = owners.get(real) or owners.get(path.absolute())
            if dist is None:
                unknown.append(f"{dest} ({src}): in site-packages but no distribution lists it")
                continue
            if path.name.startswith("libicu"):
                entry("ICU", "in Qt " + dist.version, "Unicode-3.0", [licence_folder / "ICU.txt"])
                entries["icu"].libraries.add(dest_posix)
                continue
            name = dist.metadata["Name"]
            key = name.lower()
            if key not in entries:
                files = L.licence_files(dist)
                if not files and name.lower().startswith(("pyside6", "shiboken6")):
                    files = qt_texts
                if not files:
                    unknown.append(f"{dest}: {name} installed no licence file")
                    continue
                entry(name, dist.version, L.licence_name(dist), files)
            entries[key].libraries.add(dest_posix)
        elif any(p in real.parents for p in prefixes):
            python.libraries.add(dest_posix)
        elif sys.platform.startswith("linux"):
            try:
                package, version, text = _dpkg_owner(path)
            except LicenceBuildError as exc:
                unknown.append(str(exc))
                continue
            entry(package, version, L.DEBIAN_LICENCE, [text]).libraries.add(
                dest_posix
            )
        else:
            unknown.append(f"{dest} ({src}): not from Python, site-packages or a known package")
    if unknown:
        raise LicenceBuildError(
            "bundled libraries without a known licence:\n  " + "\n  ".join(unknown)
        )

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    components: list[L.Component] = []
    for e in sorted(entries.values(), key=lambda e: e.name.lower()):
        folder = out / _slug(e.name)
        folder.mkdir()
        rel: list[str] = []
        for n, text in enumerate(e.texts):
            name = text.name if text.name not in {Path(r).name for r in rel} else f"{n}-{text.name}"
            shutil.copyfile(text, folder / name)
            rel.append(f"{folder.name}/{name}")
        components.append(L.Component(e.name, e.version, e.licence, tuple(rel), tuple(e.libraries)))
    components = L.display_order(components)
    L.write_index(out, components)
    L.load_index(out / L.INDEX_NAME)  # what the app will read must read back
    return components


def bundle_libraries(bundle_root: Path) -> list[str]:
    """Shared libraries in a built bundle (paths relative to its root), for the checks."""
    found = []
    for dirpath, _dirs, files in os.walk(bundle_root):
        for name in files:
            path = Path(dirpath) / name
            if LIB_SUFFIX.search(name) and not path.is_symlink():
                found.append(path.relative_to(bundle_root).as_posix())
    return sorted(found)
