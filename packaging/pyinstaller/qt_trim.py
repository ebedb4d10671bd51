"""Trim PyInstaller's Qt collection to what nbgui uses (imported by ``nbgui.spec``).

PyInstaller's PySide6 hooks collect every Qt plugin a module *might* need, Qt's translations
for every language, and the system libraries those plugins link. `excludes=` only drops Python
modules, so the spec filters the `Analysis` tables (``(dest, src, typecode)`` entries) here:

1. keep only the Qt libraries in `KEEP_QT_LIBS` and the plugins in `KEEP_PLUGINS`, drop the
   PySide6 extension modules of `UNUSED_QT` and Qt's own translations;
2. on Linux, drop each shared library no kept binary links any more (PyInstaller resolved the
   dropped plugins' dependencies — GTK, Wayland, EGL… — before the spec could filter);
3. drop symbolic links left pointing at something removed.

Destination paths differ by OS (``PySide6/Qt/lib/libQt6Core.so.6``, ``PySide6/Qt6Core.dll``,
``PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore``; plugins under ``…/plugins/<kind>/``);
the rules below handle all three and are unit-tested in ``tests/test_packaging.py``.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Iterable

Entry = tuple[str, str, str]  # (dest, src, typecode) as in PyInstaller's TOC lists

#: PySide6 modules nbgui never imports (also passed to `excludes=` as ``PySide6.<name>``).
UNUSED_QT = [
    "QtNetwork", "QtQml", "QtQmlFeatures", "QtQuick", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtOpenGL", "QtOpenGLWidgets", "QtPrintSupport", "QtSql", "QtTest",
    "QtXml", "QtHelp", "QtDesigner", "QtUiTools", "QtConcurrent", "QtLabsStyleKit",
    "QtMultimedia", "QtWebEngineCore", "QtWebEngineWidgets", "QtCharts", "QtPdf", "Qt3DCore",
]  # fmt: skip

#: Qt libraries kept, by module name (libQt6<Name>.so.6 / Qt6<Name>.dll / Qt<Name>.framework).
#: DBus stays on Linux: the xcb platform plugin and the input-method plugins link it.
BASE_QT_LIBS = frozenset({"Core", "Gui", "Widgets", "Svg", "SvgWidgets", "DBus"})
LINUX_QT_LIBS = frozenset({"XcbQpa"})

#: Plugins kept: plugin folder → file stems (no ``lib`` prefix, no suffix).
KEEP_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"}),
    # the art is SVG, the icons SVG/PNG (PNG is built into QtGui); no JPEG or GIF anywhere
    "imageformats": frozenset({"qsvg", "qico", "qicns"}),
    "iconengines": frozenset({"qsvgicon"}),
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),  # not qgtk3: it would pull GTK in
}

QT_LIB_RE = re.compile(
    r"(?:^|/)(?:lib)?Qt6?([A-Za-z0-9]+?)(?:\.so\.6.*|\.dll|\.framework/.*|\.dylib)$"
)
PLUGIN_RE = re.compile(r"(?:^|/)plugins/([^/]+)/(?:lib)?([^/.]+)[^/]*$")
QT_PYMOD_RE = re.compile(r"(?:^|/)PySide6/(Qt[A-Za-z0-9]+)\.(?:abi3\.so|pyd|.*\.so)$")
QT_TRANSLATIONS_RE = re.compile(r"PySide6/(?:Qt/)?translations/")
QT_DEV_DATA_RE = re.compile(
    r"PySide6/(?:Qt/)?(?:qml|resources/qtwebengine|metatypes|typesystems|include)/"
)


def _norm(path: str) -> str:
    return path.replace("\\", "/")


class QtTrim:
    """The filter for one target OS (``"linux"``, ``"win32"`` or ``"darwin"``)."""

    def __init__(self, platform: str) -> None:
        self.linux = platform.startswith("linux")
        self.keep_libs = BASE_QT_LIBS | (LINUX_QT_LIBS if self.linux else frozenset())
        self.dropped: Counter[str] = Counter()

    # ---- single entries ------------------------------------------------------------------

    def plugin_dropped(self, path: str) -> bool | None:
        """True/False for a Qt plugin path, None when `path` is not a plugin."""
        m = PLUGIN_RE.search(path)
        if not m or ("PySide6/" not in path and not path.startswith("plugins/")):
            return None
        return m.group(2) not in KEEP_PLUGINS.get(m.group(1), frozenset())

    def qt_lib_dropped(self, path: str) -> bool | None:
        """True/False for a Qt library path, None when `path` is not a Qt library."""
        m = QT_LIB_RE.search(path)
        if not m or "/plugins/" in path:
            return None
        return m.group(1) not in self.keep_libs

    def keep_binary(self, dest: str) -> bool:
        path = _norm(dest)
        if "PySide6/" not in path and not path.startswith(("Qt", "libQt")):
            return True
        plugin = self.plugin_dropped(path)
        if plugin is not None:
            self.dropped["plugins"] += plugin
            return not plugin
        m = QT_PYMOD_RE.search(path)
        if m and m.group(1) in UNUSED_QT:
            self.dropped["pyside-modules"] += 1
            return False
        lib = self.qt_lib_dropped(path)
        if lib:
            self.dropped["qt-libs"] += 1
            return False
        return True

    def keep_data(self, dest: str) -> bool:
        path = _norm(dest)
        if path.startswith("translations/") and not path.endswith(".qm"):
            return False  # ship the compiled catalogues only, not the .ts sources
        if QT_TRANSLATIONS_RE.search(path):  # Qt's own, every language
            self.dropped["qt-translations"] += 1
            return False
        if QT_DEV_DATA_RE.search(path):
            return False
        if "PySide6/" in path and (PLUGIN_RE.search(path) or QT_LIB_RE.search(path)):
            return self.keep_binary(path)  # framework resources, plugin metadata
        return True

    def link_dropped(self, dest: str, src: str, present: set[str]) -> bool:
        """Whether the SYMLINK `dest` → `src` points at something removed.

        `src` is the link target: a bundle-root path (PyInstaller's library links) or relative
        to the link's folder (macOS framework links, possibly through Versions/Current). On
        Linux the target must be a kept file; elsewhere a link goes only when its target names
        a dropped Qt library or plugin.
        """
        target = _norm(src)
        beside = _norm(os.path.normpath(os.path.join(os.path.dirname(_norm(dest)), target)))
        if self.linux:
            return not (target in present or beside in present)
        for path in (target, beside):
            if self.plugin_dropped(path) or self.qt_lib_dropped(path):
                return True
        return False

    # ---- whole tables --------------------------------------------------------------------

    def prune_unreachable(
        self, binaries: list[Entry], imports_of: Callable[[str], Iterable[tuple[str, str | None]]]
    ) -> list[Entry]:
        """Drop plain BINARY libraries no root reaches through link-time imports.

        Roots: Python extensions (typecode EXTENSION), plugins, libpython, shiboken/pyside.
        `imports_of(src)` gives ``(name, resolved path or None)`` pairs, as PyInstaller's
        ``bindepend.get_imports`` does.
        """
        entries = {_norm(dest): (dest, src, kind) for dest, src, kind in binaries}
        by_real: dict[str, str] = {}
        by_base: dict[str, str] = {}
        for dest, (_d, src, kind) in entries.items():
            if kind != "SYMLINK":
                by_real[os.path.realpath(src)] = dest
                by_base.setdefault(os.path.basename(dest), dest)

        def is_root(dest: str, kind: str) -> bool:
            base = os.path.basename(dest)
            return (
                kind != "BINARY"
                or "plugins/" in dest
                or re.match(r"(?:lib)?python\d", base) is not None
                or base.startswith(("libshiboken", "libpyside", "shiboken", "pyside"))
            )

        reached = {d for d, (_x, _s, k) in entries.items() if k != "SYMLINK" and is_root(d, k)}
        queue = list(reached)
        while queue:
            src = entries[queue.pop()][1]
            try:
                imports = list(imports_of(src))
            except Exception:  # unreadable: keep whatever it may need
                continue
            for name, path in imports:
                hit = by_real.get(os.path.realpath(path)) if path else None
                hit = hit or by_base.get(os.path.basename(name))
                if hit and hit not in reached:
                    reached.add(hit)
                    queue.append(hit)
        kept: list[Entry] = []
        for dest, entry in entries.items():
            if entry[2] == "SYMLINK" or dest in reached:
                kept.append(entry)
            else:
                self.dropped["unreachable-libs"] += 1
        return kept

    def apply(
        self,
        binaries: list[Entry],
        datas: list[Entry],
        imports_of: Callable[[str], Iterable[tuple[str, str | None]]] | None = None,
    ) -> tuple[list[Entry], list[Entry]]:
        """All three steps; `imports_of` enables the Linux unreachable-library pruning."""
        binaries = [e for e in binaries if e[2] == "SYMLINK" or self.keep_binary(e[0])]
        datas = [e for e in datas if e[2] == "SYMLINK" or self.keep_data(e[0])]
        if self.linux and imports_of is not None:
            # Only Linux bundles big system libraries for the dropped plugins; on Windows and
            # macOS the lists above are enough, and import names there (DLL case, @rpath) are
            # easier to mismatch, so those bundles stay conservative.
            binaries = self.prune_unreachable(binaries, imports_of)
        present = {_norm(d) for d, _s, k in binaries + datas if k != "SYMLINK"}
        out: list[list[Entry]] = []
        for table in (binaries, datas):
            kept = []
            for dest, src, kind in table:
                if kind == "SYMLINK" and self.link_dropped(dest, src, present):
                    self.dropped["dangling-symlinks"] += 1
                    continue
                kept.append((dest, src, kind))
            out.append(kept)
        return out[0], out[1]
