"""The art: SVG renderers from ``assets/manifest.json``, cached, with drawn fallbacks.

A missing manifest, id or file never crashes: `renderer(id)` returns None (logged once) and
the items draw a plain shape instead. Zone rectangles of the board SVGs come from the
manifest's ``layout``; `rect(board, name)` falls back to the built-in copy of that layout.

A parsed document takes far more of Qt's memory than its file (the whaling board ~0.55 MiB, the
town ~0.17 MiB, against 24 and 13 KB; a building's icon of 1–2 KB 15–35 KiB, and each of its
paths, once drawn, keeps a 3 KiB vector copy), while the table draws most art into its items'
device caches and needs it again only when a cache is drawn anew (a highlight, a move, a new
scale). So every document is let go once it has not been drawn for `RELEASE_AFTER_MS` and
parsed again when next drawn (issue 18: memory over a game; the boards were the first), and the
C heap's pages it held are handed back to the system (`nbgui.heap.give_back`). `has(id)`
answers whether art exists without keeping it parsed.
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtSvg import QSvgRenderer, QtSvg

from nbgui.content.files import (
    FileReadError,
    parse_json,
    read_regular_file,
    regular_file_problem,
)
from nbgui.heap import give_back
from nbgui.paths import data_dir
from nbgui.text.message import english
from nbgui.ui.fonts import add_font_file

log = logging.getLogger(__name__)

#: How long a document may go undrawn before it is let go (above): longer than the gap between
#: the frames of a window being resized (each repaints the boards at the new scale) or of an
#: animation, shorter than a move. The documents are swept every `RELEASE_AFTER_MS` while any is
#: held: one not drawn since the last sweep goes (so between one and two of them after its last
#: draw).
RELEASE_AFTER_MS = 500

#: The asset manifest is read as a hostile file (a regular file, capped: it is ~17 KB)
MAX_MANIFEST_BYTES = 1_000_000
#: An art file's size cap: the largest drawing is under 24 KB (boards/board_whaling.svg).
MAX_ART_BYTES = 2_000_000

_DEFAULT_COLORS = ["#D55E00", "#0072B2", "#F0E442", "#CC79A7"]
_DEFAULT_TEXT = ["#000000", "#FFFFFF", "#1F2F4A", "#000000"]  # ≥ 4.5:1 on each seat colour
_DEFAULT_PALETTE = {
    "parchment": "#F3E6C6",
    "parchment_light": "#FBF4E2",
    "parchment_dark": "#E4CF9E",
    "ink": "#1F2F4A",
    "ink_soft": "#3F5578",
    "sea_deep": "#1E4D6E",
    "sea": "#2E6C93",
    "sea_mid": "#4F8DB5",
    "sea_light": "#A3CBE0",
    "foam": "#E8F3F7",
    "wood": "#8E5B2C",
    "brick": "#B5543B",
    "gold": "#E2AA2F",
    "gold_dark": "#94690F",
    "red": "#B23A2E",
    "green": "#5E9150",
}


def _default_layout() -> dict[str, dict[str, Any]]:
    """The board zones used when the manifest has no layout (same numbers as the art's)."""
    town: dict[str, list[float]] = {}
    for i, sp in enumerate(("farm", "forest", "warehouse", "general_store", "town_hall")):
        x = 20 + 194 * i
        town[f"town_{sp}"] = [x, 14, 184, 380]
        town[f"town_{sp}_label"] = [x + 10, 118, 164, 34]
        town[f"town_{sp}_text"] = [x + 10, 160, 164, 66]
        town[f"town_{sp}_bonus"] = [x + 10, 232, 164, 52]
        town[f"town_{sp}_bonus_text"] = [x + 58, 232, 112, 52]
        town[f"town_{sp}_workers"] = [x + 10, 292, 164, 92]
    wh: dict[str, list[float]] = {}
    for sp, y in (("dockyard", 14), ("city_pier", 254)):
        wh[sp] = [20, y, 360, 230]
        wh[f"{sp}_label"] = [124, y + 4, 244, 34]
        wh[f"{sp}_text"] = [124, y + 44, 244, 70]
        wh[f"{sp}_bonus"] = [32, y + 116, 336, 36]
        wh[f"{sp}_bonus_text"] = [68, y + 116, 296, 36]
        wh[f"{sp}_workers"] = [32, y + 156, 336, 66]
    wh["dock"] = [20, 494, 360, 226]
    for i in range(6):
        wh[f"dock_berth_{i + 1}"] = [31 + 115 * (i % 3), 532 + 88 * (i // 3), 108, 84]
    wh["return"] = [400, 14, 500, 98]
    for k in range(3):
        wh[f"return_slot_{k + 1}"] = [480 + 138 * k, 23, 132, 80]
    for n in range(1, 7):
        y = 20 + 100 * n
        wh[f"track_space_{n}"] = [400, y, 500, 100]
        wh[f"track_space_{n}_cost"] = [410, y + 18, 60, 60]
        for k in range(3):
            wh[f"track_space_{n}_slot_{k + 1}"] = [480 + 138 * k, y + 10, 132, 80]
    wh["drawn_tokens"] = [920, 14, 266, 380]
    wh["bag"] = [932, 24, 84, 84]
    wh["drawn_label"] = [1024, 30, 150, 72]
    for i in range(9):
        wh[f"drawn_{i + 1}"] = [935 + 84 * (i % 3), 124 + 86 * (i // 3), 72, 72]
    wh["panel_right"] = [920, 404, 266, 316]
    for r in range(12):
        wh[f"round_{r + 1}"] = [28 + 96 * r, 742, 88, 72]
    helm: dict[str, list[float]] = {}
    import math

    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        helm[f"helm_space_{i + 1}"] = [
            200 + 148 * math.cos(a) - 36,
            200 + 148 * math.sin(a) - 36,
            72,
            72,
        ]
    helm["helm_hub"] = [156, 156, 88, 88]
    return {
        "board_town": {"viewBox": [0, 0, 1000, 408], "rects": town},
        "board_whaling": {"viewBox": [0, 0, 1200, 840], "rects": wh},
        "helm": {"viewBox": [0, 0, 400, 400], "rects": helm},
        "tile_frame_action": {
            "viewBox": [0, 0, 300, 200],
            "rects": {
                "name": [14, 12, 272, 36],
                "icon": [16, 56, 88, 88],
                "cost": [14, 152, 272, 36],
                "text": [112, 56, 112, 88],
                "worker": [232, 56, 54, 88],
            },
        },
    }


def _art_file(path: str) -> bool:
    """Whether `path` is a regular file (a link to one is followed) of at most `MAX_ART_BYTES`,
    which QtSvg may read: a folder, pipe or device is no art, and a huge file (QtSvg reads it
    whole) is refused with a line in the log (the piece is then drawn as a plain shape)."""
    problem = regular_file_problem(path, MAX_ART_BYTES)
    if problem is not None and problem.id == "file.too_large":
        log.warning("art %s not drawn: %s", path, english(problem))
    return problem is None


class AssetLibrary:
    """Loads the manifest once; hands out cached `QSvgRenderer`s, colours and zone rects."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir("assets")
        self._renderers: dict[str, QSvgRenderer | None] = {}
        #: `font` and `metrics` by (pixel size, bold, italic): the table's text is fitted and
        #: drawn at a few sizes, hundreds of times a frame (issue 18: the first frame's CPU)
        self._fonts: dict[tuple[int, bool, bool], tuple[QFont, QFontMetricsF]] = {}
        self._valid: dict[str, bool] = {}  # whether each asset id asked for parsed
        self._drawn: set[str] = set()  # asset ids asked for since the last sweep
        self._colors: dict[str, QColor] = {}
        self._release_timer: QTimer | None = None
        self._warned: set[str] = set()
        self.manifest: dict[str, Any] = {}
        path = self.folder / "manifest.json"
        try:
            manifest = parse_json(read_regular_file(path, MAX_MANIFEST_BYTES).decode("utf-8"))
            self.manifest = manifest if isinstance(manifest, dict) else {}
        except FileReadError as exc:
            if exc.msg.id == "file.missing":
                log.warning("no asset manifest at %s: drawing plain shapes", path)
            else:
                log.warning("asset manifest %s unreadable (%s): drawing plain shapes", path, exc)
        except ValueError as exc:  # not UTF-8, not JSON, nested too deeply
            log.warning("asset manifest %s unreadable (%s): drawing plain shapes", path, exc)
        self.layout: dict[str, dict[str, Any]] = _default_layout()
        given = self.manifest.get("layout")
        if isinstance(given, dict):
            for board, data in given.items():
                if isinstance(data, dict) and isinstance(data.get("rects"), dict):
                    merged = dict(self.layout.get(board, {}).get("rects", {}))
                    merged.update(data["rects"])
                    self.layout[board] = {"viewBox": data.get("viewBox"), "rects": merged}
        self.palette = dict(_DEFAULT_PALETTE)
        pal = self.manifest.get("palette")
        if isinstance(pal, dict):
            self.palette.update({k: v for k, v in pal.items() if isinstance(v, str)})
        self.family = self._register_fonts()

    # ---- fonts ------------------------------------------------------------------------------

    def _register_fonts(self) -> str:
        fonts = self.manifest.get("fonts")
        family = "NBGUI DejaVu Sans"
        if isinstance(fonts, dict):
            family = str(fonts.get("family", family))
            for key in ("regular", "bold"):
                rel = fonts.get(key)
                if isinstance(rel, str) and (self.folder / rel).is_file():
                    add_font_file(self.folder / rel)
        folder = self.folder / "fonts"
        if folder.is_dir():
            for path in sorted(folder.glob("*.[ot]tf")):
                add_font_file(path)
        return family

    def font(self, px: float, bold: bool = False, italic: bool = False) -> QFont:
        """The table's font at `px` (rounded to whole pixels). Shared: not to be modified
        (copy it with ``QFont(font)`` first)."""
        return self._font_entry(px, bold, italic)[0]

    def metrics(self, px: float, bold: bool = False, italic: bool = False) -> QFontMetricsF:
        """``QFontMetricsF(font(px, bold, italic))``, made once per size."""
        return self._font_entry(px, bold, italic)[1]

    def _font_entry(self, px: float, bold: bool, italic: bool) -> tuple[QFont, QFontMetricsF]:
        key = (max(1, round(px)), bool(bold), bool(italic))
        entry = self._fonts.get(key)
        if entry is None:
            f = QFont(self.family)
            f.setPixelSize(key[0])
            f.setBold(bold)
            f.setItalic(italic)
            f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            if len(self._fonts) > 400:  # sizes come from the table's scale: a few dozen
                self._fonts.clear()
            entry = self._fonts[key] = (f, QFontMetricsF(f))
        return entry

    # ---- art --------------------------------------------------------------------------------

    def renderer(self, asset_id: str) -> QSvgRenderer | None:
        """The cached renderer for `asset_id`, or None (warned once) if it is missing (parsed
        again if it was let go: module doc). For drawing now: not to be kept."""
        if asset_id in self._renderers:
            renderer = self._renderers[asset_id]
        else:
            rel = self.manifest.get(asset_id)
            renderer = None
            path = os.path.join(self.folder, rel) if isinstance(rel, str) else ""
            if path and _art_file(path):
                r = QSvgRenderer()
                # the app's own art (tools/gen_assets.py): QtSvg need not guard against a
                # hostile file, and its guard measures every `<use>`'s stroked bounds at every
                # render (the compact art draws repeated parts by `<use>`: issue 18)
                r.setOptions(QtSvg.Option.AssumeTrustedSource)
                if r.load(path) and r.isValid():
                    renderer = r
            if renderer is None and asset_id not in self._warned:
                self._warned.add(asset_id)
                log.warning("asset %r is missing: drawing a plain shape instead", asset_id)
            self._renderers[asset_id] = renderer
            self._valid[asset_id] = renderer is not None
        if renderer is not None:
            self._drawn.add(asset_id)
            self._release_later()
        return renderer

    def has(self, asset_id: str) -> bool:
        """Whether the art for `asset_id` exists and parses (parsed once to find out; art let
        go is not parsed again for it)."""
        if asset_id not in self._valid:
            self.renderer(asset_id)
        return self._valid[asset_id]

    def parsed(self) -> list[str]:
        """The asset ids whose documents are held now (tests, docs/ui.md)."""
        return sorted(k for k, r in self._renderers.items() if r is not None)

    def _release_later(self) -> None:
        """Keep the sweep of undrawn documents running while any is held: only in the thread
        of a running application (elsewhere they are simply kept). The application's thread
        is the main thread (nbgui makes its QApplication there): asking Qt for its `QThread`
        would build PySide6's QThread type in the first frame (issue 18)."""
        timer = self._release_timer
        if timer is not None and timer.isActive():
            return
        app = QCoreApplication.instance()
        if app is None or threading.current_thread() is not threading.main_thread():
            return
        if timer is None:
            me = weakref.ref(self)
            timer = self._release_timer = QTimer()
            timer.setInterval(RELEASE_AFTER_MS)

            def sweep() -> None:
                lib = me()
                if lib is not None:
                    lib._release_idle()

            timer.timeout.connect(sweep)
        timer.start()

    def _release_idle(self) -> None:
        """Let go of every document not drawn since the last sweep; stop sweeping when none
        is held."""
        gone = False
        for asset_id, renderer in list(self._renderers.items()):
            if renderer is not None and asset_id not in self._drawn:
                del self._renderers[asset_id]
                gone = True
        self._drawn.clear()
        if gone:  # what they held stays resident in the C heap unless handed back
            give_back()
        held = any(r is not None for r in self._renderers.values())
        if self._release_timer is not None and not held:
            self._release_timer.stop()

    def forget(self, asset_id: str) -> None:
        """Let go of `asset_id`'s document now, if it is held (its drawing is kept elsewhere: a
        board's picture); the next draw parses it again. Missing art stays known as missing."""
        if self._renderers.get(asset_id) is not None:
            del self._renderers[asset_id]
        self._drawn.discard(asset_id)

    def release_all(self) -> bool:
        """Let go of every document held now, drawn lately or not (the game is over: the table
        stops moving, its items keep their drawings); whether any was. A later draw parses what
        it needs again. The caller hands the C heap's pages back (`give_back`)."""
        held = [asset_id for asset_id, r in self._renderers.items() if r is not None]
        for asset_id in held:
            del self._renderers[asset_id]
        self._drawn.clear()
        return bool(held)

    def seat_color(self, seat: int) -> QColor:
        colors = self.manifest.get("seat_colors")
        if isinstance(colors, list) and seat < len(colors) and isinstance(colors[seat], dict):
            return QColor(str(colors[seat].get("hex", _DEFAULT_COLORS[seat % 4])))
        return QColor(_DEFAULT_COLORS[seat % 4])

    def seat_text_color(self, seat: int) -> QColor:
        colors = self.manifest.get("seat_colors")
        if isinstance(colors, list) and seat < len(colors) and isinstance(colors[seat], dict):
            return QColor(str(colors[seat].get("text_hex", _DEFAULT_TEXT[seat % 4])))
        return QColor(_DEFAULT_TEXT[seat % 4])

    def seat_shape(self, seat: int) -> str:
        colors = self.manifest.get("seat_colors")
        if isinstance(colors, list) and seat < len(colors) and isinstance(colors[seat], dict):
            return str(colors[seat].get("shape", "circle"))
        return ("circle", "square", "triangle", "diamond")[seat % 4]

    def color(self, name: str) -> QColor:
        """The palette colour `name` (grey if unknown). Shared, as `font`: not to be modified
        (copy it with ``QColor(color)`` first); the table asks for its few colours hundreds of
        times a frame."""
        color = self._colors.get(name)
        if color is None:
            color = self._colors[name] = QColor(self.palette.get(name, "#888888"))
        return color

    def rect(self, board: str, name: str) -> QRectF:
        """A zone of a board SVG in the SVG's own units (an empty rect if unknown)."""
        r = self.layout.get(board, {}).get("rects", {}).get(name)
        if not r or len(r) != 4:
            return QRectF()
        return QRectF(float(r[0]), float(r[1]), float(r[2]), float(r[3]))

    def view_box(self, board: str) -> QRectF:
        vb = self.layout.get(board, {}).get("viewBox") or [0, 0, 100, 100]
        return QRectF(float(vb[0]), float(vb[1]), float(vb[2]), float(vb[3]))
