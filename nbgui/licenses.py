"""The licences of nbgui and of everything shipped with it, for the About dialog and the self-test.

Two sources, one shape (`Component`):

- a built bundle (PyInstaller: the folder, `.deb`, NSIS installer, `.dmg`) carries
  ``licenses/index.json`` beside the texts, written at build time by
  ``packaging/pyinstaller/bundle_licenses.py``. It names each component, its version, its
  licence, its text files and the bundled libraries it covers. The file is read like any other
  file the app reads: a regular file, size-capped, every field checked (`LicenceError`).
- anywhere else (a checkout, an installed wheel) the list is made from what is running: nbgui's
  own licence, Python's ``LICENSE.txt``, every installed distribution nbgui requires (their
  own licence files), Qt's texts from the ``licenses/`` data folder and the DejaVu fonts.

No Qt here: the self-test and the build scripts use it too.
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from nbgui.content.files import FileReadError, parse_json, read_regular_file
from nbgui.paths import data_dir
from nbgui.text.message import Msg, english, msg

INDEX_NAME = "index.json"
INDEX_MAX_BYTES = 1_000_000
#: Texts Qt and Qt for Python are used under (the LGPL v3 is the GPL v3 plus permissions).
QT_TEXTS = ("LGPL-3.0.txt", "GPL-3.0.txt")
QT_LICENCE = "LGPL-3.0-only"
DEJAVU_LICENCE = "Bitstream Vera / public domain"


class LicenceError(ValueError):
    """The bundle's licence index is missing, unreadable or malformed: `msg` says why (a
    catalogue message, ``licence.*``); `str()` is its English."""

    def __init__(self, why: Msg) -> None:
        self.msg = why
        super().__init__(english(why))


@dataclass(frozen=True)
class Component:
    """One licensed part of the app: a library, Python, Qt, the fonts, nbgui itself."""

    name: str
    version: str
    licence: str
    #: Licence text files: absolute paths (live) or relative to the index's folder (bundle).
    files: tuple[str, ...]
    #: Bundled binaries (paths relative to the bundle root) this component's licence covers.
    libraries: tuple[str, ...] = field(default=())

    def paths(self, base: Path | None = None) -> list[Path]:
        return [Path(f) if base is None else base / f for f in self.files]


#: The components a reader looks for first, in this order; then Python packages and fonts, then
#: the system libraries a Linux bundle carries (their licence is their Debian copyright file).
FIRST = ("nbgui", "python", "qt", "pyside6-essentials", "shiboken6", "icu")
DEBIAN_LICENCE = "see copyright file (Debian)"


def display_order(items: list[Component]) -> list[Component]:
    """`items` as the About dialog lists them: the main parts first, system libraries last."""

    def key(c: Component) -> tuple[int, str]:
        name = normalise(c.name)
        if name in FIRST:
            return (FIRST.index(name), name)
        return (len(FIRST) + (c.licence == DEBIAN_LICENCE), name)

    return sorted(items, key=key)


# ---- a built bundle: licenses/index.json --------------------------------------------------------


def index_path() -> Path:
    return data_dir("licenses") / INDEX_NAME


def load_index(path: Path) -> list[Component]:
    """Read and check a licence index; every text file it names must exist beside it."""
    try:
        raw = parse_json(read_regular_file(path, INDEX_MAX_BYTES).decode("utf-8"))
    except FileReadError as exc:
        raise LicenceError(msg("licence.unreadable", file=str(path), problem=exc.msg)) from exc
    except ValueError as exc:  # not UTF-8, not JSON, nested too deeply
        raise LicenceError(msg("licence.not_json", file=str(path))) from exc
    items = raw.get("components") if isinstance(raw, dict) else None
    if not isinstance(items, list) or not items:
        raise LicenceError(msg("licence.no_components", file=str(path)))
    out: list[Component] = []
    base = path.parent.resolve()
    for n, item in enumerate(items):
        if not isinstance(item, dict):
            raise LicenceError(msg("licence.not_object", file=str(path), n=n))
        strings = {k: item.get(k) for k in ("name", "version", "licence")}
        if not all(isinstance(v, str) and v for v in strings.values()):
            raise LicenceError(msg("licence.incomplete", file=str(path), n=n))
        files, libs = item.get("files"), item.get("libraries", [])
        if not isinstance(files, list) or not files or not all(isinstance(f, str) for f in files):
            raise LicenceError(
                msg("licence.no_text", file=str(path), component=str(strings["name"]))
            )
        if not isinstance(libs, list) or not all(isinstance(f, str) for f in libs):
            raise LicenceError(
                msg("licence.bad_libraries", file=str(path), component=str(strings["name"]))
            )
        for f in files:
            text = (base / f).resolve()
            if base not in text.parents or not text.is_file() or text.stat().st_size == 0:
                raise LicenceError(
                    msg(
                        "licence.text_missing",
                        file=str(path), component=str(strings["name"]), text=f,
                    )
                )  # fmt: skip
        out.append(
            Component(
                str(strings["name"]), str(strings["version"]), str(strings["licence"]),
                tuple(files), tuple(libs),
            )
        )  # fmt: skip
    return out


def write_index(folder: Path, components: list[Component]) -> Path:
    """Write ``folder/index.json`` for `components` (their files relative to `folder`)."""
    payload = {
        "components": [
            {
                "name": c.name, "version": c.version, "licence": c.licence,
                "files": list(c.files), "libraries": sorted(c.libraries),
            }
            for c in components
        ]
    }  # fmt: skip
    path = folder / INDEX_NAME
    path.write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


# ---- what is running: a checkout or an installed wheel ------------------------------------------


def python_licence() -> Path | None:
    """Python's own ``LICENSE.txt`` (where `site` looks for the `license()` builtin)."""
    here = Path(os.__file__).resolve().parent
    for folder in (here, here.parent, Path(sys.base_prefix), Path(sys.prefix)):
        for name in ("LICENSE.txt", "LICENSE"):
            if (folder / name).is_file():
                return folder / name
    return None


def normalise(name: str) -> str:
    """A distribution name as pip compares it (``PySide6_Essentials`` → ``pyside6-essentials``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_names(dist: metadata.Distribution) -> list[str]:
    names = []
    for req in dist.requires or []:
        if ";" in req and "extra" in req.split(";", 1)[1]:
            continue  # optional extras (test, dist) are not shipped
        m = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", req)
        if m:
            names.append(m.group(0))
    return names


def distribution_closure(root: str = "nbgui") -> list[metadata.Distribution]:
    """`root`'s installed run-time requirements, recursively (not `root` itself)."""
    seen: dict[str, metadata.Distribution] = {}
    try:
        queue = _requirement_names(metadata.distribution(root))
    except metadata.PackageNotFoundError:
        queue = ["PySide6-Essentials", "pydantic", "platformdirs"]
    while queue:
        name = queue.pop()
        key = normalise(name)
        if key in seen:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        seen[key] = dist
        queue.extend(_requirement_names(dist))
    return sorted(seen.values(), key=lambda d: str(d.metadata["Name"]).lower())


def licence_name(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    expr = str(meta["License-Expression"] or "")
    if expr:
        return expr
    short = str(meta["License"] or "")
    if short and "\n" not in short and len(short) < 80:
        return short
    for classifier in meta.get_all("Classifier") or []:
        if str(classifier).startswith("License :: OSI Approved :: "):
            return str(classifier).rsplit(" :: ", 1)[1]
    return "see licence file"


def licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence texts a distribution installed (``dist-info/licenses/…``, ``LICENSE*``…)."""
    found: list[Path] = []
    for entry in dist.files or []:
        parts = entry.parts
        in_info = parts and parts[0].endswith(".dist-info")
        name = entry.name.upper()
        if in_info and (
            "licenses" in parts[1:-1] or name.startswith(("LICEN", "COPYING", "NOTICE"))
        ):
            path = Path(str(dist.locate_file(entry)))
            if path.is_file():
                found.append(path)
    return found


def nbgui_licence() -> Path | None:
    try:
        dist = metadata.distribution("nbgui")
    except metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        files = licence_files(dist)
        if files:
            return files[0]
    checkout = Path(__file__).resolve().parent.parent / "LICENSE"
    return checkout if checkout.is_file() else None


def live_components() -> list[Component]:
    """The list for a checkout or a wheel install (texts where the installed packages keep them)."""
    from nbgui import __version__

    out: list[Component] = []
    own = nbgui_licence()
    if own is not None:
        out.append(Component("nbgui", __version__, "MIT", (str(own),)))
    py = python_licence()
    if py is not None:
        out.append(Component("Python", sys.version.split()[0], "PSF-2.0", (str(py),)))
    qt_texts = tuple(str(data_dir("licenses") / name) for name in QT_TEXTS)
    for dist in distribution_closure():
        name = dist.metadata["Name"]
        files = tuple(str(p) for p in licence_files(dist))
        if name.lower().startswith(("pyside6", "shiboken6")):
            files = files or qt_texts
            out.append(Component(name, dist.version, QT_LICENCE, files))
            if name.lower().startswith("pyside6"):
                out.append(Component("Qt", dist.version, QT_LICENCE, qt_texts))
            continue
        if files:
            out.append(Component(name, dist.version, licence_name(dist), files))
    fonts = data_dir("assets") / "fonts" / "LICENSE-DejaVu.txt"
    if fonts.is_file():
        out.append(Component("DejaVu fonts", "2.37", DEJAVU_LICENCE, (str(fonts),)))
    return out


def components() -> tuple[list[Component], Path | None]:
    """What the About dialog lists: the bundle's index when there is one, else the live list.

    Returns the components and the folder their relative ``files`` start at (None: absolute).
    A damaged index raises `LicenceError`.
    """
    path = index_path()
    if path.exists() or getattr(sys, "frozen", False):
        return load_index(path), path.parent
    return live_components(), None


def missing(items: list[Component], base: Path | None) -> list[str]:
    """Licence files named but absent or empty (``name: file``)."""
    gone = []
    for c in items:
        for p in c.paths(base):
            if not p.is_file() or p.stat().st_size == 0:
                gone.append(f"{c.name}: {p}")
    return gone
