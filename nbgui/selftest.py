"""``nbgui --selftest``: a headless smoke test of an installed or frozen app.

It catches packaging drift (a missing data folder, Qt plugin, font or library) in a few seconds:
load the rules and the Captain boards, play a scripted solo game (a greedy bot against a Captain)
through the checked engine API, start Qt offscreen, register the bundled fonts, load a
translation when one is shipped, build the main window (or, while it does not exist, a
`QGraphicsScene` with one SVG from `assets/`), play a few moves in it and render it once to a
`QImage`. One line per check goes to stdout (``selftest: rules ok``…); the first failure prints
``selftest: FAILED: <what>`` and the exit code is 1. Nothing here touches the network or writes
to the user's folders (settings go to a temporary file).

>>> import sys; from nbgui.selftest import main  # doctest: +SKIP
>>> main([])  # doctest: +SKIP
0
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

PREFIX = "selftest:"
#: Data folders every install must carry (`nbgui.paths.data_dir`).
DATA_FOLDERS = ("rules", "assets", "translations", "licenses")
#: Components whose licence must be listed (the About dialog shows them).
REQUIRED_LICENCES = ("nbgui", "Python", "Qt", "PySide6-Essentials", "shiboken6", "pydantic")
LIBRARY = re.compile(r"\.(so(\.[0-9.]+)?|dll|pyd|dylib)$", re.IGNORECASE)


class SelftestError(RuntimeError):
    """A check that ran but found something wrong (the message says what)."""


_report: list[Path] = []  # --report FILE: a windowed Windows build has no stdout to read


def _say(text: str) -> None:
    line = f"{PREFIX} {text}"
    if sys.stdout is not None:
        print(line, flush=True)
    for path in _report:
        with path.open("a", encoding="utf-8") as fh:
            fh.write(line + "\n")


class _Run:
    """Shared objects between the checks (the rules, boards, QApplication…)."""

    def __init__(
        self, rounds: int | None, seed: int, verbose: bool, screenshot: Path | None = None
    ) -> None:
        self.rounds = rounds
        self.seed = seed
        self.verbose = verbose
        self.screenshot = screenshot
        self.rules: Any = None
        self.boards: dict[str, Any] = {}
        self.app: Any = None
        self.tmp = tempfile.TemporaryDirectory(prefix="nbgui-selftest-")
        self.keep: list[Any] = []  # Qt objects kept alive until the end

    # ---- checks ----------------------------------------------------------------------------

    def check_data(self) -> str:
        from nbgui.paths import data_dir

        frozen = "frozen" if getattr(sys, "frozen", False) else "source"
        if not getattr(sys, "frozen", False) and data_dir("rules").parent.name == "_data":
            frozen = "installed wheel"
        for name in DATA_FOLDERS:
            if not data_dir(name).is_dir():
                raise SelftestError(f"data folder {name!r} not found (looked at {data_dir(name)})")
        return f"data ok ({frozen}, {data_dir('rules').parent})"

    def check_licences(self) -> str:
        from nbgui import licenses

        try:
            items, base = licenses.components()
        except licenses.LicenceError as exc:
            raise SelftestError(f"licence index unreadable: {exc}") from exc
        names = {licenses.normalise(c.name) for c in items}
        absent = [n for n in REQUIRED_LICENCES if licenses.normalise(n) not in names]
        if absent:
            raise SelftestError(f"no licence listed for {', '.join(absent)}")
        gone = licenses.missing(items, base)
        if gone:
            raise SelftestError(f"licence files missing: {'; '.join(gone[:5])}")
        uncovered: list[str] = []
        frozen_root = getattr(sys, "_MEIPASS", None)
        if frozen_root is not None:  # every shared library in the bundle has a licence listed
            covered = {lib for c in items for lib in c.libraries}
            root = Path(frozen_root)
            for dirpath, _dirs, files in os.walk(root):
                for name in files:
                    path = Path(dirpath) / name
                    if LIBRARY.search(name) and not path.is_symlink():
                        rel = path.relative_to(root).as_posix()
                        if rel not in covered:
                            uncovered.append(rel)
            if uncovered:
                first = ", ".join(uncovered[:5])
                raise SelftestError(f"{len(uncovered)} bundled libraries with no licence: {first}")
        libs = sum(len(c.libraries) for c in items)
        where = "bundle index" if base is not None else "installed packages"
        return f"licences ok ({len(items)} components, {libs} bundled libraries; {where})"

    def check_rules(self) -> str:
        from nbgui.content.loader import load_rules
        from nbgui.paths import data_dir

        self.rules = load_rules(data_dir("rules"), validate=True)
        if not self.rules.buildings or not self.rules.spaces:
            raise SelftestError("rules loaded but no buildings or spaces")
        if load_rules(data_dir("rules")) != self.rules:
            raise SelftestError("the compiled rules differ from the validated rules/ files")
        return (
            f"rules ok ({len(self.rules.buildings)} buildings, {len(self.rules.spaces)} spaces, "
            f"digest {self.rules.digest})"
        )

    def check_captains(self) -> str:
        from nbgui.captain.setup import load_boards

        # Built-in boards only: a user's override file must not make the self-test fail.
        self.boards, warnings = load_boards(use_overrides=False)
        if len(self.boards) != 4:
            raise SelftestError(f"expected 4 Captain boards, found {sorted(self.boards)}")
        if warnings:
            raise SelftestError("built-in Captain boards refused: " + "; ".join(map(str, warnings)))
        return f"captains ok ({', '.join(sorted(self.boards))})"

    def check_game(self) -> str:
        from nbgui.bots.greedy import GreedyBot
        from nbgui.captain.brain import CaptainBrain
        from nbgui.captain.setup import captain_seat
        from nbgui.engine import GameSetup, SeatSpec, apply, legal_commands, new_game, score

        captain = "starbuck" if "starbuck" in self.boards else sorted(self.boards)[0]
        setup = GameSetup(
            seed=self.seed, seats=[captain_seat(self.boards[captain]), SeatSpec(name="Selftest")]
        )
        state, _events = new_game(setup)
        brain = CaptainBrain(self.boards)
        bot = GreedyBot(self.seed)
        steps = 0
        events = 0
        while True:
            if self.rounds is not None and state.round > self.rounds:
                break
            legal = legal_commands(state)
            if not legal:
                break
            seat = state.decision.seat
            if seat is None:
                raise SelftestError(f"legal commands but no seat to act at step {steps}")
            if state.seats[seat].is_captain:
                cmd = brain.decide(state).command
            else:
                cmd = bot.choose(state, legal)
            state, new_events = apply(state, cmd)  # checked path: raises RuleError if illegal
            steps += 1
            events += len(new_events)
            if steps > 5000:
                raise SelftestError("game did not end after 5000 commands")
        sheet = score(state)
        totals = ", ".join(f"{row.total}" for row in sheet.rows)
        ended = "to the end" if not legal_commands(state) else f"{self.rounds} rounds"
        return (
            f"game ok ({captain} vs greedy bot, {ended}: {steps} commands, "
            f"{events} events, scores {totals})"
        )

    def check_qt(self) -> str:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import QCoreApplication, QSettings
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None:
            # Our own process: keep any QSettings (window state, language…) out of the user's
            # real config. Inside a host process (tests) the host's settings are left alone;
            # the window below gets an explicit temporary settings file either way.
            QSettings.setDefaultFormat(QSettings.Format.IniFormat)
            QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, self.tmp.name)
            app = QApplication([sys.argv[0] if sys.argv else "nbgui"])
            QCoreApplication.setApplicationName("nbgui")
            QCoreApplication.setOrganizationName("nbgui")
        self.app = app
        return f"qt ok (PySide6 {pyside_version}, platform {QApplication.platformName()})"

    def check_fonts(self) -> str:
        from PySide6.QtGui import QFontDatabase

        from nbgui.paths import data_dir

        try:
            from nbgui.ui.fonts import register_fonts
        except ImportError:
            families: list[str] = []
            for path in sorted((data_dir("assets") / "fonts").glob("*.[ot]tf")):
                font_id = QFontDatabase.addApplicationFont(str(path))
                if font_id >= 0:
                    families.extend(QFontDatabase.applicationFontFamilies(font_id))
        else:
            families = list(register_fonts())
        shipped = sorted((data_dir("assets") / "fonts").glob("*.[ot]tf"))
        if shipped and not families:
            raise SelftestError(f"{len(shipped)} font files shipped but none registered")
        known = set(QFontDatabase.families())
        missing = [f for f in families if f not in known]
        if missing:
            raise SelftestError(f"registered fonts not in the font database: {missing}")
        return f"fonts ok ({', '.join(sorted(set(families))) or 'none shipped'})"

    def check_translation(self) -> str:
        from PySide6.QtCore import QTranslator

        from nbgui.paths import data_dir
        from nbgui.ui import i18n

        folder = data_dir("translations")
        catalogues = sorted(folder.glob("*.qm")) if folder.is_dir() else []
        # every language the UI offers must have its catalogue (a build without Spanish fails)
        offered = sorted(i18n.LANGUAGES)
        absent = [lang for lang in offered if not (folder / f"nbgui_{lang}.qm").is_file()]
        if absent:
            raise SelftestError(
                f"no catalogue for the offered language(s) {', '.join(absent)} in {folder}"
            )
        loaded: list[str] = []
        for path in catalogues:
            translator = QTranslator(self.app)
            if not translator.load(str(path)):
                raise SelftestError(f"translation {path.name} did not load")
            if translator.isEmpty():
                raise SelftestError(f"translation {path.name} is empty")
            loaded.append(path.stem)
            self.keep.append(translator)
        # Exercise the app's own language switch too, then go back to English.
        for lang in offered:
            if lang != i18n.DEFAULT_LANGUAGE:
                if not i18n.set_language(lang):
                    raise SelftestError(f"i18n.set_language({lang!r}) failed")
                i18n.set_language(i18n.DEFAULT_LANGUAGE)
        return f"translation ok ({', '.join(loaded)})"

    def check_svg(self) -> str:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QColor, QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer

        from nbgui.paths import data_dir

        path = data_dir("assets") / "icons" / "app_icon.svg"
        if not path.is_file():
            candidates = sorted(data_dir("assets").rglob("*.svg"))
            if not candidates:
                raise SelftestError("no SVG files under assets/")
            path = candidates[0]
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise SelftestError(f"QSvgRenderer cannot read {path.name}")
        image = QImage(128, 128, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, 128, 128))
        painter.end()
        if _distinct_colours(image, 64) < 2:
            raise SelftestError(f"{path.name} rendered as a blank image")
        from PySide6.QtGui import QImageReader

        formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
        if "svg" not in formats:
            raise SelftestError("Qt's svg image-format plugin is missing (imageformats/qsvg)")
        return f"svg ok ({path.name}, svg image plugin present)"

    def check_icon(self) -> str:
        from PySide6.QtGui import QIcon

        from nbgui.paths import data_dir

        folder = data_dir("assets") / "icons"
        icon = QIcon()
        for png in sorted(folder.glob("nbgui_*.png")):
            icon.addFile(str(png))
        if icon.isNull():
            raise SelftestError("no app icon PNGs (assets/icons/nbgui_*.png)")
        svg_icon = QIcon(str(folder / "app_icon.svg"))
        svg_note = "svg icon engine ok" if not svg_icon.pixmap(32, 32).isNull() else "no svg icon"
        return f"icon ok ({len(icon.availableSizes())} sizes, {svg_note})"

    def check_window(self) -> str:
        try:
            from nbgui.ui.main_window import MainWindow
            from nbgui.ui.session import GameSession
        except ImportError as exc:
            return self._scene_fallback(f"main window not importable: {exc}")
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from nbgui.captain.setup import captain_seat
        from nbgui.engine import GameSetup, SeatSpec, legal_commands

        captain = "starbuck" if "starbuck" in self.boards else sorted(self.boards)[0]
        setup = GameSetup(
            seed=self.seed, seats=[captain_seat(self.boards[captain]), SeatSpec(name="Selftest")]
        )
        settings = QSettings(str(Path(self.tmp.name) / "selftest.ini"), QSettings.Format.IniFormat)
        session = GameSession(setup, self.boards)
        window = MainWindow(session, self.boards, settings, ask_dialogs=False)
        self.keep += [session, window, settings]
        window.resize(1280, 720)
        window.show()
        session.start()
        QApplication.processEvents()
        moves = 0
        for _ in range(6):  # a few scripted human moves; the session plays the Captain's turns
            legal = legal_commands(session.state)
            if not legal or session.captain_to_act:
                break
            if not session.submit(legal[0]):
                raise SelftestError(f"the window's session refused a legal command {legal[0]}")
            moves += 1
            QApplication.processEvents()
        image = window.grab().toImage()
        if image.isNull() or image.width() < 100:
            raise SelftestError("the main window rendered an empty image")
        colours = _distinct_colours(image, 48)
        if colours < 4:
            raise SelftestError(f"the main window rendered almost blank ({colours} colours)")
        if self.screenshot is not None and not image.save(str(self.screenshot)):
            raise SelftestError(f"cannot write the screenshot {self.screenshot}")
        window.close()
        QApplication.processEvents()
        return (
            f"window ok (MainWindow {image.width()}x{image.height()}, {moves} moves played, "
            f"{colours} colours sampled)"
        )

    def check_dataclass_code(self) -> str:
        """The dataclass methods' ready-made code is in use (nbgui.dataclass_code): a bundle
        frozen by a Python whose generated module is missing or stale starts slower (every
        method compiled at import), with nothing else to show for it."""
        from nbgui import dataclass_code

        version = ".".join(map(str, sys.version_info[:2]))
        if not dataclass_code.applies():
            return f"dataclass code not used (Python {version}: methods compiled at import)"
        if not dataclass_code.install():
            raise SelftestError(
                f"{dataclass_code.generated_module()} missing or not for Python {version} "
                "(tools/gen_dataclass_code.py writes it)"
            )
        if dataclass_code.compiled:
            module, method = dataclass_code.compiled[0]
            raise SelftestError(
                f"{len(dataclass_code.compiled)} dataclass methods compiled at run time "
                f"(first {module} {method}): tools/gen_dataclass_code.py regenerates the code"
            )
        return f"dataclass code ok (Python {version}, no method compiled)"

    def check_enum_build(self) -> str:
        """PySide6's enum classes are built the quick way (nbgui.enum_build) where this
        Python's `enum` is the one it copies, and alike: a Qt enum's own list (flags, aliases,
        multi-bit members) built by the standard library and by it, compared."""
        from PySide6.QtCore import Qt

        from nbgui import enum_build
        from nbgui.enum_build_check import build, describe

        version = ".".join(map(str, sys.version_info[:2]))
        if not enum_build.applies():
            return f"enum build not used (Python {version}: the standard library's)"
        sample = Qt.AlignmentFlag
        base = sample.__mro__[1]
        items = [(name, member._value_) for name, member in sample._member_map_.items()]
        standard = build(base, sample.__name__, items, quick=False)
        quick = build(base, sample.__name__, items, quick=True)
        if describe(quick) != describe(standard):
            raise SelftestError("PySide6's enum classes are not built as the standard library's")
        return f"enum build ok (Python {version}, Qt.AlignmentFlag's {len(items)} names alike)"

    def check_pyside_import(self) -> str:
        """Frozen, shiboken's support modules came compiled from the bundle's cache file
        (nbgui.pyside_import, written by the build): a bundle without it, or with one for
        another Python or PySide6, compiles them at every start, with nothing else to show."""
        from nbgui import pyside_import

        counts = pyside_import.stats
        if not getattr(sys, "frozen", False):
            return (f"pyside import: {counts['codes_cached']} modules from the cache, "
                    f"{counts['codes_compiled']} compiled (not frozen: not checked)")
        if counts["codes_cached"] == 0 or counts["codes_compiled"]:
            raise SelftestError(
                f"shiboken's modules compiled at start ({counts['codes_compiled']} compiled, "
                f"{counts['codes_cached']} from {pyside_import.cache_path()}): the build "
                "writes that file (packaging/pyinstaller/nbgui.spec)"
            )
        return (f"pyside import ok ({counts['codes_cached']} modules and "
                f"{counts['patterns_cached']} patterns from the cache, none compiled)")

    def _scene_fallback(self, why: str) -> str:
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QColor, QImage, QPainter
        from PySide6.QtSvgWidgets import QGraphicsSvgItem
        from PySide6.QtWidgets import QGraphicsScene

        from nbgui.paths import data_dir

        svgs = sorted((data_dir("assets") / "boards").glob("*.svg")) or sorted(
            data_dir("assets").rglob("*.svg")
        )
        scene = QGraphicsScene()
        item = QGraphicsSvgItem(str(svgs[0]))
        scene.addItem(item)
        rect = scene.itemsBoundingRect()
        image = QImage(640, 480, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 640, 480), rect)
        painter.end()
        if _distinct_colours(image, 48) < 2:
            raise SelftestError(f"scene with {svgs[0].name} rendered blank")
        return f"window ok (scene fallback with {svgs[0].name}; {why})"


def _distinct_colours(image: Any, step: int) -> int:
    """How many distinct pixel values a coarse grid over `image` sees (blank → 1)."""
    seen: set[int] = set()
    for y in range(0, image.height(), max(1, image.height() // step)):
        for x in range(0, image.width(), max(1, image.width() // step)):
            seen.add(image.pixel(x, y))
    return len(seen)


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="nbgui --selftest", description=__doc__.split("\n")[0])
    parser.add_argument("--selftest", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--rounds", type=int, default=None, help="stop the scripted game after N rounds"
    )
    parser.add_argument("--seed", type=int, default=7, help="game seed (default 7)")
    parser.add_argument("--verbose", action="store_true", help="print tracebacks on failure")
    parser.add_argument("--report", type=Path, default=None, help="also write the lines to FILE")
    parser.add_argument(
        "--screenshot", type=Path, default=None, help="save the rendered main window as a PNG"
    )
    args, _unknown = parser.parse_known_args(list(argv))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run every check in order; 0 when all pass, 1 at the first failure."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args = _parse(sys.argv[1:] if argv is None else argv)
    run = _Run(args.rounds, args.seed, args.verbose, args.screenshot)
    _report.clear()
    if args.report is not None:
        args.report.write_text("", encoding="utf-8")
        _report.append(args.report)
    checks: list[tuple[str, Callable[[], str]]] = [
        ("data", run.check_data),
        ("licences", run.check_licences),
        ("rules", run.check_rules),
        ("captains", run.check_captains),
        ("game", run.check_game),
        ("qt", run.check_qt),
        ("fonts", run.check_fonts),
        ("translation", run.check_translation),
        ("svg", run.check_svg),
        ("icon", run.check_icon),
        ("window", run.check_window),
        ("dataclass code", run.check_dataclass_code),
        ("enum build", run.check_enum_build),
        ("pyside import", run.check_pyside_import),
    ]
    start = time.perf_counter()
    try:
        for name, check in checks:
            try:
                _say(check())
            except Exception as exc:  # report any failure as a failed check, never a traceback
                if args.verbose and sys.stderr is not None:
                    traceback.print_exc()
                _say(f"FAILED: {name}: {type(exc).__name__}: {exc}")
                return 1
        _say(f"all checks passed in {time.perf_counter() - start:.2f} s")
        return 0
    finally:
        run.keep.clear()
        run.tmp.cleanup()


if __name__ == "__main__":
    sys.exit(main())
