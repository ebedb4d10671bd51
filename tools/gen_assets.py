#!/usr/bin/env python3
"""Generate every piece of nbgui's art as SVG, plus ``assets/manifest.json``.

All art is drawn here from plain geometry, for this project: nothing is traced or
scanned from the publisher's components. The output is deterministic (same input,
same bytes), uses only the SVG Tiny 1.2 subset that Qt's QSvgRenderer draws (no
filters, masks, clip paths, CSS or text-on-path) and keeps ``<text>`` to numerals
on tokens. Fill patterns (stripes, dots, cross-hatch) are real shapes clipped by
geometry here, not SVG ``<pattern>`` elements.

Usage::

    python tools/gen_assets.py                  # regenerate into assets/
    python tools/gen_assets.py --out DIR        # write somewhere else (the tests do)
    python tools/gen_assets.py --no-png         # SVGs + manifest only (stdlib only)
    python tools/gen_assets.py --fonts          # also copy DejaVu Sans from the system
    python tools/gen_assets.py --sheet x.png    # also render a contact sheet of every piece

The SVG/manifest part needs only the standard library. The app-icon PNGs, the ICO
and the contact sheet need PySide6; the script sets QT_QPA_PLATFORM=offscreen.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
BUILDINGS_JSON = ROOT / "rules" / "buildings.json"

Pt = tuple[float, float]
Rect = list[float]

# --------------------------------------------------------------------------- palette

PARCH = "#F3E6C6"
PARCH_LIGHT = "#FBF4E2"
PARCH_DARK = "#E4CF9E"
PARCH_EDGE = "#C8AB72"
INK = "#1F2F4A"
INK_SOFT = "#3F5578"
SEA_DEEP = "#1E4D6E"
SEA = "#2E6C93"
SEA_MID = "#4F8DB5"
SEA_LIGHT = "#A3CBE0"
FOAM = "#E8F3F7"
WOOD = "#8E5B2C"
WOOD_LIGHT = "#C08A4E"
WOOD_DARK = "#5C3A1C"
BRICK = "#B5543B"
BRICK_LIGHT = "#D6805F"
BRICK_DARK = "#7D3524"
GOLD = "#E2AA2F"
GOLD_LIGHT = "#F6D77C"
GOLD_DARK = "#94690F"
IRON = "#3B4048"
STEEL = "#9AA5B1"
STONE = "#A59C8C"
STONE_LIGHT = "#C9C0AE"
GREEN = "#5E9150"
GREEN_DARK = "#3C6534"
RED = "#B23A2E"
WHITE = "#FFFCF2"
SACK = "#D9BD84"
WHEAT = "#E4B64A"

#: The app's font (tools/subset_fonts.py: DejaVu Sans cut down and renamed), then the full one.
FONT_FAMILY = "NBGUI DejaVu Sans"
FONT = f"{FONT_FAMILY}, DejaVu Sans, Bitstream Vera Sans, Verdana, sans-serif"

SEATS: list[dict[str, object]] = [
    {"index": 0, "name": "red", "hex": "#D55E00", "okabe_ito": "vermillion",
     "shape": "circle", "pattern": "solid", "pattern_hex": WHITE, "text_hex": "#000000"},
    {"index": 1, "name": "blue", "hex": "#0072B2", "okabe_ito": "blue",
     "shape": "square", "pattern": "stripes", "pattern_hex": WHITE, "text_hex": "#FFFFFF"},
    {"index": 2, "name": "yellow", "hex": "#F0E442", "okabe_ito": "yellow",
     "shape": "triangle", "pattern": "dots", "pattern_hex": INK, "text_hex": INK},
    {"index": 3, "name": "purple", "hex": "#CC79A7", "okabe_ito": "reddish purple",
     "shape": "diamond", "pattern": "crosshatch", "pattern_hex": INK, "text_hex": "#000000"},
]

# --------------------------------------------------------------------------- SVG writing


def num(v: float) -> str:
    """Format a coordinate with at most two decimals (stable, compact)."""
    if isinstance(v, int):
        return str(v)
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


def _attrs(attrs: dict[str, object]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, int | float):
            text = num(value)
        else:
            text = escape(str(value), {'"': "&quot;"})
        out.append(f' {name}="{text}"')
    return "".join(out)


def el(tag: str, *children: str, **attrs: object) -> str:
    a = _attrs(attrs)
    if not children:
        return f"<{tag}{a}/>"
    return f"<{tag}{a}>{''.join(children)}</{tag}>"


def rect(x: float, y: float, w: float, h: float, **a: object) -> str:
    return el("rect", x=x, y=y, width=w, height=h, **a)


def circle(cx: float, cy: float, r: float, **a: object) -> str:
    return el("circle", cx=cx, cy=cy, r=r, **a)


def ellipse(cx: float, cy: float, rx: float, ry: float, **a: object) -> str:
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **a)


def line(x1: float, y1: float, x2: float, y2: float, **a: object) -> str:
    return el("line", x1=x1, y1=y1, x2=x2, y2=y2, **a)


def _pts(points: Iterable[Pt]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def poly(points: Iterable[Pt], **a: object) -> str:
    return el("polygon", points=_pts(points), **a)


def polyline(points: Iterable[Pt], **a: object) -> str:
    return el("polyline", points=_pts(points), fill="none", **a)


def path(d: str, **a: object) -> str:
    return el("path", d=d, **a)


def g(*children: str, **a: object) -> str:
    return el("g", *children, **a)


def dd(*parts: object) -> str:
    """Build a path's d attribute from commands and numbers."""
    return " ".join(num(p) if isinstance(p, int | float) else str(p) for p in parts)


def text(x: float, y: float, s: str, size: float, fill: str = INK, weight: str = "bold") -> str:
    """Centred text; ``y`` is the vertical centre of the digits."""
    return el("text", escape(s), x=x, y=y + size * 0.36, font_family=FONT, font_size=size,
              font_weight=weight, text_anchor="middle", fill=fill)


def ink(w: float = 3.0, color: str = INK) -> dict[str, object]:
    return {"stroke": color, "stroke_width": w, "stroke_linejoin": "round",
            "stroke_linecap": "round"}


def tr(x: float, y: float, s: float = 1.0) -> str:
    return f"translate({num(x)},{num(y)})" + (f" scale({num(s)})" if s != 1.0 else "")


def lin_grad(gid: str, stops: Sequence[tuple[float, str]], x2: float = 0, y2: float = 1) -> str:
    return el("linearGradient", *[el("stop", offset=o, stop_color=c) for o, c in stops],
              id=gid, x1=0, y1=0, x2=x2, y2=y2)


def rad_grad(gid: str, stops: Sequence[tuple[float, str]], r: float = 0.7) -> str:
    return el("radialGradient", *[el("stop", offset=o, stop_color=c) for o, c in stops],
              id=gid, cx=0.5, cy=0.45, r=r)


def svg_doc(w: float, h: float, body: Sequence[str], title: str,
            defs: Sequence[str] = ()) -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{num(w)}" height="{num(h)}" viewBox="0 0 {num(w)} {num(h)}">')
    parts = [head, f"<title>{escape(title)}</title>",
             "<desc>Drawn for nbgui by tools/gen_assets.py</desc>"]
    if defs:
        parts.append("<defs>" + "".join(defs) + "</defs>")
    parts.extend(body)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# --------------------------------------------------------------------------- compact form

#: Presentation attributes a child inherits from its `<g>` in SVG Tiny 1.2 and in QtSvg (which
#: keeps them in the painter's state while it draws a group), and which `compact` may move to
#: a group: the same value on every element of a run, so each resolves exactly as before. Not
#: moved: `opacity` and `transform` (not inherited), `stroke-dasharray` (QtSvg scales a dash
#: pattern by the pen width of the element that sets it: a dashed element keeps its own
#: `stroke-width` too), gradient references (`url(...)`), text attributes.
INHERITED_ATTRS = ("fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
                   "stroke-opacity", "stroke-linejoin", "stroke-linecap", "stroke-miterlimit")
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
#: A repeated drawing smaller than this (serialized bytes) is not worth a `<use>`.
USE_MIN_BYTES = 200


def _tag(node: ET.Element) -> str:
    return node.tag.removeprefix(f"{{{SVG_NS}}}")


def _attr_text(name: str, value: str) -> str:
    if name.startswith(f"{{{XLINK_NS}}}"):
        name = "xlink:" + name.removeprefix(f"{{{XLINK_NS}}}")
    return f' {name}="{escape(value, {chr(34): "&quot;"})}"'


def _write(node: ET.Element) -> str:
    """`node` as this module writes SVG (`el`): attributes in order, no namespace prefixes."""
    attrs = "".join(_attr_text(k, v) for k, v in node.attrib.items())
    inner = escape(node.text or "") + "".join(_write(c) + escape(c.tail or "") for c in node)
    tag = _tag(node)
    return f"<{tag}{attrs}>{inner}</{tag}>" if inner else f"<{tag}{attrs}/>"


def _style_sig(node: ET.Element) -> dict[str, str]:
    """The attributes of `node` that `compact` may move to a group around it."""
    if _tag(node) in ("g", "text", "use", "defs", "title", "desc"):
        return {}
    sig = {k: v for k, v in node.attrib.items() if k in INHERITED_ATTRS and "url(" not in v}
    if "stroke-dasharray" in node.attrib:
        sig.pop("stroke-width", None)
    return sig


def _group_gain(attrs: dict[str, str], n: int) -> int:
    """Bytes saved by moving `attrs` off `n` elements onto one new `<g>`."""
    size = sum(len(_attr_text(k, v)) for k, v in attrs.items())
    return size * (n - 1) - len("<g></g>")


def _factor(children: list[ET.Element]) -> list[ET.Element]:
    """`children` with runs of siblings that share inherited attributes wrapped in a `<g>`
    that carries them (each child drawn with the same resolved style: `INHERITED_ATTRS`)."""
    out: list[ET.Element] = []
    run: list[ET.Element] = []
    shared: dict[str, str] = {}

    def close() -> None:
        if len(run) > 1 and shared and _group_gain(shared, len(run)) > 0:
            group = ET.Element(f"{{{SVG_NS}}}g", dict(shared))
            for child in run:
                for key in shared:
                    del child.attrib[key]
            group.extend(_factor(run))  # what some of them still share
            out.append(group)
        else:
            out.extend(run)

    for child in children:
        sig = _style_sig(child)
        common = {k: v for k, v in shared.items() if sig.get(k) == v}
        if run and common and _group_gain(common, len(run) + 1) > _group_gain(shared, len(run)):
            run.append(child)
            shared = common
            continue
        close()
        run, shared = [child], sig
    close()
    return out


def _compact_children(node: ET.Element) -> None:
    for child in node:
        if _tag(child) in ("g", "defs"):
            _compact_children(child)
    kept = [c for c in node]
    for c in kept:
        node.remove(c)
    node.extend(_factor(kept))


def compact(svg: str) -> str:
    """`svg` as the same drawing in fewer bytes, for QtSvg's parser (issue 18: parsing the art
    is a third of the table's first frame, and QtSvg's XML reader costs per byte): a drawing
    repeated in several `<g transform=…>` groups (the whaling board's six food bags) is
    written once in `<defs>` and drawn by `<use>`; attributes shared by a run of siblings move
    to a `<g>` around them (`_factor`). Each element resolves to the same shapes and style, so
    QtSvg draws the same pixels (`tests/test_assets.py` compares every piece both ways)."""
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.fromstring(svg)
    head, _, _ = svg.partition(">")
    def drawing(node: ET.Element) -> str:  # a placed drawing's content, or ""
        if _tag(node) != "g" or set(node.attrib) != {"transform"} or not len(node):
            return ""
        inner = "".join(_write(c) for c in node)
        return inner if len(inner) >= USE_MIN_BYTES else ""

    counts: dict[str, int] = {}
    for node in root.iter():
        inner = drawing(node)
        counts[inner] = counts.get(inner, 0) + 1
    groups: dict[str, list[ET.Element]] = {}

    def outermost(node: ET.Element) -> None:  # repeated drawings, not those inside them
        for child in node:
            inner = drawing(child)
            if inner and counts[inner] > 1:
                groups.setdefault(inner, []).append(child)
            else:
                outermost(child)

    outermost(root)
    shared = list(groups.values())
    if shared:
        defs = root.find(f"{{{SVG_NS}}}defs")
        if defs is None:
            defs = ET.Element(f"{{{SVG_NS}}}defs")
            at = next(i for i, c in enumerate(root) if _tag(c) not in ("title", "desc"))
            root.insert(at, defs)
        for k, nodes in enumerate(shared):
            drawing = ET.SubElement(defs, f"{{{SVG_NS}}}g", {"id": f"use{k + 1}"})
            drawing.extend(list(nodes[0]))
            for node in nodes:
                for c in list(node):
                    node.remove(c)
                node.tag = f"{{{SVG_NS}}}use"
                node.attrib = {f"{{{XLINK_NS}}}href": f"#use{k + 1}", **node.attrib}
        head = head.replace(f'xmlns="{SVG_NS}"', f'xmlns="{SVG_NS}" xmlns:xlink="{XLINK_NS}"')
    # the drawing in one group: under a painter's opacity (a faded icon) QtSvg draws a group
    # as a whole, into a layer, so the icon fades as one picture whatever groups it has
    drawing = ET.Element(f"{{{SVG_NS}}}g")
    for child in [c for c in root if _tag(c) not in ("title", "desc", "defs")]:
        root.remove(child)
        drawing.append(child)
    root.append(drawing)
    _compact_children(root)
    body = "\n".join(_write(c) for c in root)
    return f"{head}>\n{body}\n</svg>\n"


# --------------------------------------------------------------------------- geometry


def circle_pts(cx: float, cy: float, r: float, n: int = 48) -> list[Pt]:
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def polar(cx: float, cy: float, r: float, deg: float) -> Pt:
    """Point at ``deg`` degrees clockwise from 12 o'clock (SVG y points down)."""
    a = math.radians(deg - 90)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


def _signed_area(pts: Sequence[Pt]) -> float:
    return 0.5 * sum(pts[i][0] * pts[(i + 1) % len(pts)][1]
                     - pts[(i + 1) % len(pts)][0] * pts[i][1] for i in range(len(pts)))


def clip_segment(a: Pt, b: Pt, convex: Sequence[Pt]) -> tuple[Pt, Pt] | None:
    """Cyrus-Beck: the part of segment ab inside a convex polygon (any winding)."""
    sign = 1.0 if _signed_area(convex) > 0 else -1.0
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = len(convex)
    for i in range(n):
        p, q = convex[i], convex[(i + 1) % n]
        ex, ey = q[0] - p[0], q[1] - p[1]
        c0 = (ex * (a[1] - p[1]) - ey * (a[0] - p[0])) * sign
        cd = (ex * dy - ey * dx) * sign
        if abs(cd) < 1e-12:
            if c0 < 0:
                return None
            continue
        t = -c0 / cd
        if cd > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return None
    return (a[0] + t0 * dx, a[1] + t0 * dy), (a[0] + t1 * dx, a[1] + t1 * dy)


def _edge_distance(p: Pt, convex: Sequence[Pt]) -> float:
    """Distance from an inside point to the nearest edge (negative if outside)."""
    sign = 1.0 if _signed_area(convex) > 0 else -1.0
    best = math.inf
    n = len(convex)
    for i in range(n):
        a, b = convex[i], convex[(i + 1) % n]
        ex, ey = b[0] - a[0], b[1] - a[1]
        length = math.hypot(ex, ey)
        dist = (ex * (p[1] - a[1]) - ey * (p[0] - a[0])) * sign / length
        best = min(best, dist)
    return best


def pattern_marks(kind: str, polys: Sequence[Sequence[Pt]], color: str, spacing: float,
                  width: float) -> list[str]:
    """Stripes / dots / cross-hatch drawn as shapes clipped to convex polygons.

    Every polygon shares one global grid, so overlapping parts line up seamlessly.
    """
    if kind == "solid":
        return []
    if kind == "dots":
        out = []
        r = width
        row_h = spacing * math.sqrt(3) / 2
        for poly_pts in polys:
            xs = [p[0] for p in poly_pts]
            ys = [p[1] for p in poly_pts]
            for j in range(math.floor(min(ys) / row_h) - 1, math.ceil(max(ys) / row_h) + 2):
                off = spacing / 2 if j % 2 else 0.0
                for i in range(math.floor(min(xs) / spacing) - 1,
                               math.ceil(max(xs) / spacing) + 2):
                    c = (i * spacing + off, j * row_h)
                    if _edge_distance(c, poly_pts) >= r * 0.9:
                        out.append(circle(round(c[0], 2), round(c[1], 2), r, fill=color))
        # parts overlap: drop duplicate dots
        return list(dict.fromkeys(out))
    dirs = [(1.0, -1.0)] if kind == "stripes" else [(1.0, -1.0), (1.0, 1.0)]
    segs: list[str] = []
    for ux, uy in dirs:
        norm = math.hypot(ux, uy)
        ux, uy = ux / norm, uy / norm
        nx, ny = -uy, ux
        for poly_pts in polys:
            proj = [p[0] * nx + p[1] * ny for p in poly_pts]
            along = [p[0] * ux + p[1] * uy for p in poly_pts]
            lo, hi = min(along) - 5, max(along) + 5
            for k in range(math.floor(min(proj) / spacing), math.ceil(max(proj) / spacing) + 1):
                off = (k + 0.5) * spacing
                a = (nx * off + ux * lo, ny * off + uy * lo)
                b = (nx * off + ux * hi, ny * off + uy * hi)
                seg = clip_segment(a, b, poly_pts)
                if seg and math.dist(*seg) > 0.5:
                    (x1, y1), (x2, y2) = seg
                    segs.append(f"M{num(x1)},{num(y1)}L{num(x2)},{num(y2)}")
    if not segs:
        return []
    return [path("".join(segs), fill="none", stroke=color, stroke_width=width,
                 stroke_linecap="butt")]


def cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: float) -> Pt:
    u = 1 - t
    return (u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
            u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1])


def cubic_at(p0: Pt, p1: Pt, p2: Pt, p3: Pt, value: float, axis: int) -> Pt:
    """Point on a monotonic cubic whose coordinate ``axis`` equals ``value``."""
    lo, hi = 0.0, 1.0
    increasing = cubic(p0, p1, p2, p3, 1.0)[axis] > cubic(p0, p1, p2, p3, 0.0)[axis]
    for _ in range(50):
        mid = (lo + hi) / 2
        v = cubic(p0, p1, p2, p3, mid)[axis]
        if (v < value) == increasing:
            lo = mid
        else:
            hi = mid
    return cubic(p0, p1, p2, p3, (lo + hi) / 2)


# --------------------------------------------------------------------------- seat markers


def shade(hex_color: str, f: float) -> str:
    """Darken (f < 1) or lighten towards white (f > 1)."""
    r, gg, b = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))
    if f <= 1:
        r, gg, b = (round(c * f) for c in (r, gg, b))
    else:
        k = f - 1
        r, gg, b = (round(c + (255 - c) * k) for c in (r, gg, b))
    return f"#{r:02X}{gg:02X}{b:02X}"


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[Pt]:
    if shape == "circle":
        return circle_pts(cx, cy, r)
    if shape == "square":
        s = r * 0.88
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        big = r * 1.3
        c2 = cy + r * 0.2
        h = big * math.sqrt(3) / 2
        return [(cx, c2 - big), (cx + h, c2 + big / 2), (cx - h, c2 + big / 2)]
    if shape == "diamond":
        big = r * 1.22
        return [(cx, cy - big), (cx + big, cy), (cx, cy + big), (cx - big, cy)]
    raise ValueError(shape)


def shape_el(shape: str, cx: float, cy: float, r: float, **a: object) -> str:
    if shape == "circle":
        return circle(cx, cy, r, **a)
    return poly(shape_points(shape, cx, cy, r), **a)


def seat(i: int, key: str) -> str:
    return str(SEATS[i][key])


def seat_badge(i: int, cx: float, cy: float, r: float, sw: float) -> str:
    return shape_el(seat(i, "shape"), cx, cy, r, fill=PARCH_LIGHT, **ink(sw))


def piece_marker(i: int) -> str:
    """The seat's shape, filled with its colour and pattern (for legends)."""
    shp = seat(i, "shape")
    pts = shape_points(shp, 50, 50, 34)
    body = [shape_el(shp, 50, 50, 34, fill=seat(i, "hex")),
            *pattern_marks(seat(i, "pattern"), [pts], seat(i, "pattern_hex"), 11, 3.2),
            shape_el(shp, 50, 50, 34, fill="none", **ink(5))]
    return svg_doc(100, 100, body, f"Seat marker {i} ({seat(i, 'name')})")


# --------------------------------------------------------------------------- workers and ships

MEEPLE_PARTS: list[tuple[str, object]] = [
    ("c", (40.0, 18.0, 14.0)),
    ("p", [(9, 41), (29, 31), (51, 31), (71, 41), (71, 55), (56, 58), (24, 58), (9, 55)]),
    ("c", (10.0, 48.0, 7.0)),
    ("c", (70.0, 48.0, 7.0)),
    ("p", [(24, 48), (56, 48), (61, 76), (19, 76)]),
    ("p", [(19, 70), (42, 70), (34, 95), (10, 95)]),
    ("p", [(38, 70), (61, 70), (70, 95), (46, 95)]),
]


def _part_el(kind: str, geo: object, **a: object) -> str:
    if kind == "c":
        cx, cy, r = geo  # type: ignore[misc]
        return circle(cx, cy, r, **a)
    return poly(geo, **a)  # type: ignore[arg-type]


def _part_poly(kind: str, geo: object) -> list[Pt]:
    if kind == "c":
        cx, cy, r = geo  # type: ignore[misc]
        return circle_pts(cx, cy, r)
    return list(geo)  # type: ignore[call-overload]


def meeple_shapes(fill: str, outline: str | None, sw: float, xf: str = "",
                  **extra: object) -> str:
    """A meeple silhouette: outline layer under a fill layer (union of convex parts)."""
    layers = []
    if outline:
        layers.append(g(*[_part_el(k, geo, fill=outline) for k, geo in MEEPLE_PARTS],
                        stroke=outline, stroke_width=sw * 2, stroke_linejoin="round"))
    layers.append(g(*[_part_el(k, geo) for k, geo in MEEPLE_PARTS], fill=fill, **extra))
    return g(*layers, transform=xf or None)


def worker(i: int) -> str:
    body = [
        meeple_shapes(seat(i, "hex"), INK, 3.0),
        *pattern_marks(seat(i, "pattern"), [_part_poly(k, geo) for k, geo in MEEPLE_PARTS],
                       seat(i, "pattern_hex"), 7.5, 2.2),
        seat_badge(i, 40, 58, 11, 2.5),
    ]
    return svg_doc(80, 100, body, f"Worker, seat {i} ({seat(i, 'name')})")


def _sail(cx: float, top: float, bottom: float, wt: float, wb: float) -> str:
    d = dd("M", cx - wt / 2, top, "L", cx + wt / 2, top, "L", cx + wb / 2, bottom,
           "Q", cx, bottom + 4, cx - wb / 2, bottom, "Z")
    return path(d, fill=WHITE, **ink(1.8))


def ship(i: int, large: bool) -> str:
    if large:
        hull = [(5.0, 57.0), (116.0, 51.0), (101.0, 79.0), (18.0, 79.0)]
        masts = [(33.0, 16.0), (61.0, 6.0), (88.0, 13.0)]
        sails = [(33, 19, 31, 14, 18), (33, 33, 48, 18, 22),
                 (61, 10, 24, 17, 21), (61, 26, 46, 22, 27),
                 (88, 16, 29, 15, 19), (88, 31, 46, 19, 23)]
        jib = [(89.0, 17.0), (117.0, 45.0), (97.0, 45.0)]
        sprit = ((112.0, 52.0), (119.0, 44.0))
        badge = (59.0, 66.0)
    else:
        hull = [(22.0, 58.0), (101.0, 53.0), (89.0, 79.0), (32.0, 79.0)]
        masts = [(60.0, 5.0)]
        sails = [(60, 10, 27, 22, 28), (60, 29, 49, 28, 36)]
        jib = [(61.0, 12.0), (106.0, 47.0), (81.0, 47.0)]
        sprit = ((98.0, 54.0), (107.0, 46.0))
        badge = (61.0, 67.0)
    (x0, y0), (x1, y1) = hull[0], hull[1]

    def deck_y(x: float) -> float:
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)

    color = seat(i, "hex")
    out = [line(*sprit[0], *sprit[1], stroke=WOOD_DARK, stroke_width=3, stroke_linecap="round")]
    out.append(poly(jib, fill=WHITE, **ink(1.8)))
    for mx, top in masts:
        out.append(line(mx, deck_y(mx), mx, top, stroke=WOOD_DARK, stroke_width=3.2,
                        stroke_linecap="round"))
    for cx, top, bottom, wt, wb in sails:
        out.append(_sail(cx, top, bottom, wt, wb))
        out.append(line(cx - wt / 2 - 2, top, cx + wt / 2 + 2, top, stroke=WOOD_DARK,
                        stroke_width=2, stroke_linecap="round"))
    fx, fy = max(masts, key=lambda m: -m[1])
    flag = [(fx + 1, fy - 3), (fx + 19, fy), (fx + 13, fy + 4), (fx + 19, fy + 8),
            (fx + 1, fy + 8)]
    out.append(poly(flag, fill=color, **ink(1.5)))
    out.append(poly(hull, fill=color))
    out.extend(pattern_marks(seat(i, "pattern"), [hull], seat(i, "pattern_hex"), 6.5, 1.8))
    out.append(line(hull[0][0] + 2, hull[0][1] + 4.5, hull[1][0] - 4, hull[1][1] + 4.2,
                    stroke=INK, stroke_width=1.6))
    out.append(poly(hull, fill="none", **ink(3)))
    out.append(seat_badge(i, badge[0], badge[1], 7.5, 2))
    kind = "large" if large else "small"
    return svg_doc(120, 84, out, f"{kind.capitalize()} ship, seat {i} ({seat(i, 'name')})")


# --------------------------------------------------------------------------- whale tokens

WHALES = {
    # 72 x 30 local box, head on the left
    "right": {
        "body": "#2A2E36", "outline": INK, "light": "#DDE6EC",
        "d": "M 3,15 C 4,7 12,3 22,3 C 36,3 50,9 60,13 L 68,6 C 70,4 73,5 72,8 L 67,15 "
             "L 72,22 C 73,25 70,26 68,24 L 60,18 C 50,24 34,28 20,27 C 9,26 2,22 3,15 Z",
        "fin": "M 24,24 L 19,32 L 31,26 Z",
        "extra": [("path", "M 5,17 C 10,10 18,10 25,19", "line"),
                  ("ell", (7.0, 10.0, 2.2, 1.6), "spot"), ("ell", (12.0, 6.5, 2.4, 1.6), "spot"),
                  ("ell", (17.5, 4.8, 2.0, 1.3), "spot")],
    },
    "bowhead": {
        "body": "#E8F3F7", "outline": INK, "light": "#5B6570",
        "d": "M 2,17 C 2,6 10,1 19,2 C 26,3 28,7 33,7 C 44,7 52,10 60,13 L 68,6 "
             "C 70,4 73,5 72,8 L 67,15 L 72,22 C 73,25 70,26 68,24 L 60,18 "
             "C 50,24 36,28 22,28 C 10,28 2,25 2,17 Z",
        "fin": "M 26,25 L 22,32 L 33,27 Z",
        "extra": [("path", "M 3,21 C 7,27 15,28 21,27 C 15,23 9,22 3,21 Z", "patch"),
                  ("path", "M 3,18 C 7,9 15,9 21,20", "line")],
    },
    "sperm": {
        "body": "#3B4048", "outline": "#0F1C2C", "light": "#C9D2DA",
        "d": "M 2,7 C 2,3 4,2 8,2 L 28,3 C 38,4 44,6 47,8 L 50,5 L 54,9 C 57,11 60,13 62,14 "
             "L 68,7 C 70,5 73,6 72,9 L 67,15 L 72,22 C 73,25 70,26 68,24 L 62,17 "
             "C 50,24 36,26 24,25 L 8,24 C 4,24 2,22 2,18 Z",
        "fin": "M 24,23 L 20,30 L 30,25 Z",
        "extra": [("path", "M 7,21 L 22,23", "line"), ("path", "M 34,10 C 38,12 40,12 44,12",
                                                     "line")],
    },
}

#: Each whale kind's token: its own outline shape and colour (colour is never the only cue:
#: shape, silhouette, letter and the numbers tell the kinds apart too). The colours are
#: Okabe–Ito-derived and differ in hue under protanopia, deuteranopia and tritanopia; the
#: text colour on each is ≥ 4.5:1. The lay and the points are NOT drawn here: the UI writes
#: them from rules/ onto the banner (manifest `whale_token`: `lay`, `points`).
WHALE_KINDS: dict[str, dict[str, str]] = {
    "right": {"hex": "#8CCBEF", "text_hex": INK, "shape": "circle"},
    "bowhead": {"hex": "#1B7A5A", "text_hex": "#FFFFFF", "shape": "hexagon"},
    "sperm": {"hex": "#E69F00", "text_hex": INK, "shape": "square"},
    "sea": {"hex": "#CFE6F2", "text_hex": INK, "shape": "scallop"},
}
#: Zones of a whale token (100 × 100): the silhouette (top left), the points medal (top
#: right, parchment) and the lay bar (bottom, gold like a coin), and the boxes where the UI
#: writes the points and the lay — apart, so "$8" and "4" never read as one number.
WHALE_TOKEN_RECTS: dict[str, list[float]] = {
    "whale": [4, 12, 58, 30],
    "lay_plate": [8, 54, 84, 40],
    "points_plate": [60, 6, 38, 38],
    "lay": [0, 50, 100, 50],
    "points": [56, 0, 44, 50],
}


def token_outline(shape: str, fill: str, stroke_w: float = 3.0) -> str:
    """A token's outline in the 100 × 100 box: circle, flat-top hexagon, rounded square or a
    scalloped disc."""
    if shape == "hexagon":
        pts = [(2.0, 50.0), (26.0, 8.0), (74.0, 8.0), (98.0, 50.0), (74.0, 92.0), (26.0, 92.0)]
        return poly(pts, fill=fill, **ink(stroke_w))
    if shape == "square":
        return rect(5, 5, 90, 90, rx=16, ry=16, fill=fill, **ink(stroke_w))
    if shape == "scallop":
        n, r_in, r_out = 14, 42.0, 48.0
        parts: list[object] = []
        for k in range(n):
            a0 = 2 * math.pi * k / n
            a1 = 2 * math.pi * (k + 1) / n
            am = (a0 + a1) / 2
            p0 = (50 + r_in * math.cos(a0), 50 + r_in * math.sin(a0))
            pm = (50 + r_out * 1.06 * math.cos(am), 50 + r_out * 1.06 * math.sin(am))
            p1 = (50 + r_in * math.cos(a1), 50 + r_in * math.sin(a1))
            if k == 0:
                parts += ["M", p0[0], p0[1]]
            parts += ["Q", pm[0], pm[1], p1[0], p1[1]]
        parts.append("Z")
        return path(dd(*parts), fill=fill, **ink(stroke_w))
    return circle(50, 50, 47, fill=fill, **ink(stroke_w))


def whale(kind: str, x: float, y: float, s: float) -> str:
    w = WHALES[kind]
    body, outline, light = str(w["body"]), str(w["outline"]), str(w["light"])
    parts = [path(str(w["d"]), fill=body, **ink(1.6, outline)),
             path(str(w["fin"]), fill=body, **ink(1.4, outline))]
    for etype, geo, role in w["extra"]:  # type: ignore[attr-defined]
        if etype == "ell":
            cx, cy, rx, ry = geo
            parts.append(ellipse(cx, cy, rx, ry, fill=light))
        elif role == "patch":
            parts.append(path(geo, fill=light))
        else:
            parts.append(path(geo, fill="none", stroke=light, stroke_width=1.3,
                              stroke_linecap="round"))
    eye = (10.0, 14.0) if kind != "sperm" else (14.0, 16.0)
    parts.append(circle(*eye, 1.3, fill=light))
    return g(*parts, transform=tr(x, y, s))


def token_base(inner: str, rim: str = PARCH_DARK) -> list[str]:
    return [circle(50, 50, 48, fill=rim, **ink(2.5)),
            circle(50, 50, 41.5, fill=inner, **ink(2))]


def whale_token(kind: str) -> str:
    """A whale kind's token: its outline shape in its colour, the silhouette, and the banner
    (gold for the lay, parchment for the points) that the UI writes the numbers on."""
    k = WHALE_KINDS[kind]
    wx, wy, ww, _wh = WHALE_TOKEN_RECTS["whale"]
    lx, ly, lw, lh = WHALE_TOKEN_RECTS["lay_plate"]
    px, py, pw, _ph = WHALE_TOKEN_RECTS["points_plate"]
    body = [token_outline(k["shape"], k["hex"]), whale(kind, wx, wy, ww / 72),
            rect(lx, ly, lw, lh, rx=9, ry=9, fill=GOLD, **ink(2.4)),
            circle(px + pw / 2, py + pw / 2, pw / 2, fill=PARCH_LIGHT, **ink(2.4))]
    return svg_doc(100, 100, body, f"{kind.capitalize()} whale token")


def whale_alone(kind: str) -> str:
    """A whale kind's silhouette alone, as on its token (a ship's hold shows the whales
    aboard by it, with their count: letters such as "2R" were a code to learn)."""
    return svg_doc(76, 35, [whale(kind, 1.5, 1.5, 1.0)], f"{kind.capitalize()} whale")


def wave_row(x0: float, y: float, n: int, w: float, h: float, **a: object) -> str:
    parts = ["M", x0, y]
    for k in range(n):
        xs = x0 + k * w
        parts += ["Q", xs + w / 4, y - h, xs + w / 2, y, "Q", xs + 3 * w / 4, y + h, xs + w, y]
    return path(dd(*parts), fill="none", **a)


def sea_token() -> str:
    body = [token_outline(WHALE_KINDS["sea"]["shape"], WHALE_KINDS["sea"]["hex"])]
    for y, x0, n in ((30, 26, 4), (45, 16, 6), (60, 16, 6), (75, 26, 4)):
        body.append(wave_row(x0, y, n, 12, 5, stroke=SEA, stroke_width=3.6,
                             stroke_linecap="round"))
    return svg_doc(100, 100, body, "Empty sea token")


def compass(cx: float, cy: float, r: float, light: str, dark: str, short_l: str,
            short_d: str, sw: float, stroke: str = INK) -> list[str]:
    out = []
    for k in range(8):
        ang = k * 45
        rr = r if k % 2 == 0 else r * 0.58
        wid = r * 0.17 if k % 2 == 0 else r * 0.13
        tip = polar(cx, cy, rr, ang)
        left = polar(cx, cy, wid, ang - 90)
        right = polar(cx, cy, wid, ang + 90)
        cl, cd = (light, dark) if k % 2 == 0 else (short_l, short_d)
        out.append((k % 2, poly([(cx, cy), left, tip], fill=cl, **ink(sw, stroke)),
                    poly([(cx, cy), tip, right], fill=cd, **ink(sw, stroke))))
    ordered = [p for odd, a, b in sorted(out, key=lambda t: -t[0]) for p in (a, b)]
    ordered.append(circle(cx, cy, r * 0.08, fill=stroke))
    return ordered


def token_back() -> str:
    body = [*token_base(INK), circle(50, 50, 33, fill="none", stroke=GOLD, stroke_width=1.6)]
    body += compass(50, 50, 31, PARCH_LIGHT, PARCH_DARK, GOLD_LIGHT, GOLD, 1.2, INK)
    return svg_doc(100, 100, body, "Ocean bag token (back)")


# --------------------------------------------------------------------------- goods and coin


def lumber_icon() -> list[str]:
    d = (-20.0, -13.0)
    length = math.hypot(*d)
    n = (-d[1] / length, d[0] / length)
    r = 15.0
    logs = [(56.0, 45.0), (40.0, 73.0), (72.0, 73.0)]
    bodies, faces = [], []
    for cx, cy in logs:
        bx, by = cx + d[0], cy + d[1]
        quad = [(cx + n[0] * r, cy + n[1] * r), (bx + n[0] * r, by + n[1] * r),
                (bx - n[0] * r, by - n[1] * r), (cx - n[0] * r, cy - n[1] * r)]
        bodies.append(circle(bx, by, r, fill=WOOD, **ink(2.5)))
        bodies.append(poly(quad, fill=WOOD))
        bodies.append(line(*quad[0], *quad[1], **ink(2.5)))
        bodies.append(line(*quad[2], *quad[3], **ink(2.5)))
        bodies.append(line(cx + n[0] * r * 0.3, cy + n[1] * r * 0.3,
                           bx + n[0] * r * 0.3, by + n[1] * r * 0.3,
                           stroke=WOOD_DARK, stroke_width=1.8, stroke_linecap="round"))
        faces.append(circle(cx, cy, r, fill=WOOD_LIGHT, **ink(2.5)))
        faces.append(circle(cx, cy, r * 0.62, fill="none", stroke=WOOD, stroke_width=1.8))
        faces.append(circle(cx, cy, r * 0.25, fill=WOOD, stroke="none"))
    return bodies + faces


def food_icon() -> list[str]:
    out = []
    stalks = [((50, 38), (29, 12)), ((50, 38), (50, 5)), ((50, 38), (71, 12))]
    for (x0, y0), (x1, y1) in stalks:
        out.append(line(x0, y0, x1, y1, stroke="#8A6414", stroke_width=3,
                        stroke_linecap="round"))
        ang = math.degrees(math.atan2(y1 - y0, x1 - x0)) + 90
        for t in (0.5, 0.7, 0.9):
            px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            for side in (-1, 1):
                out.append(ellipse(0, 0, 4.0, 7.5, fill=WHEAT, **ink(1.4, "#8A6414"),
                                   transform=f"translate({num(px)},{num(py)}) "
                                             f"rotate({num(ang + side * 30)})"))
        out.append(ellipse(0, 0, 3.6, 7, fill=WHEAT, **ink(1.4, "#8A6414"),
                           transform=f"translate({num(x1)},{num(y1)}) rotate({num(ang)})"))
    out.append(path("M 37,44 C 20,50 13,66 17,80 C 21,93 79,93 83,80 C 87,66 80,50 63,44 Z",
                    fill=SACK, **ink(3)))
    out.append(path("M 39,45 C 41,40 41,36 36,31 L 64,31 C 59,36 59,40 61,45 Z",
                    fill=SACK, **ink(2.5)))
    out.append(rect(35, 38, 30, 7, rx=3, fill=WOOD_DARK, **ink(2)))
    out.append(path("M 34,66 C 42,70 58,70 66,66", fill="none", stroke="#B39A62",
                    stroke_width=2.2, stroke_linecap="round"))
    out.append(path("M 28,78 C 40,83 60,83 72,78", fill="none", stroke="#B39A62",
                    stroke_width=2.2, stroke_linecap="round"))
    return out


def brick_block(x: float, y: float, w: float = 34, h: float = 17, dx: float = 11,
                dy: float = -9) -> list[str]:
    top = [(x, y), (x + w, y), (x + w + dx, y + dy), (x + dx, y + dy)]
    side = [(x + w, y), (x + w + dx, y + dy), (x + w + dx, y + h + dy), (x + w, y + h)]
    return [poly(top, fill=BRICK_LIGHT, **ink(2.2)), poly(side, fill=BRICK_DARK, **ink(2.2)),
            rect(x, y, w, h, fill=BRICK, **ink(2.2))]


def brick_icon() -> list[str]:
    oy = -6
    return [*brick_block(8, 66 + oy), *brick_block(44, 66 + oy), *brick_block(26, 49 + oy)]


def coin_icon() -> list[str]:
    return [
        circle(50, 50, 42, fill=GOLD, **ink(3)),
        circle(50, 50, 34, fill="none", stroke=GOLD_DARK, stroke_width=2.5),
        line(50, 24, 50, 76, stroke="#7A560E", stroke_width=5, stroke_linecap="round"),
        path("M 63,37 C 59,30 43,29 38,36 C 33,43 40,48 50,50 C 60,52 67,57 62,64 "
             "C 57,71 41,70 37,63", fill="none", stroke="#7A560E", stroke_width=7,
             stroke_linecap="round"),
    ]


# --------------------------------------------------------------------------- building icons


def _x_lines(x: float, y: float, w: float, h: float, color: str, sw: float) -> list[str]:
    return [line(x, y, x + w, y + h, stroke=color, stroke_width=sw, stroke_linecap="round"),
            line(x + w, y, x, y + h, stroke=color, stroke_width=sw, stroke_linecap="round")]


def ic_bank() -> list[str]:
    lid = ((14.0, 40.0), (14.0, 24.0), (86.0, 24.0), (86.0, 40.0))
    out = [rect(14, 48, 72, 36, rx=3, fill=WOOD, **ink(3)),
           path("M 14,48 L 14,40 C 14,24 86,24 86,40 L 86,48 Z", fill=WOOD_LIGHT, **ink(3))]
    for bx in (24.0, 68.0):
        top_l = cubic_at(*lid, bx, 0)[1]
        top_r = cubic_at(*lid, bx + 8, 0)[1]
        out.append(poly([(bx, top_l), (bx + 8, top_r), (bx + 8, 84), (bx, 84)], fill=IRON,
                        **ink(1.5)))
    out += [line(14, 48, 86, 48, **ink(3)),
            rect(42, 41, 16, 18, rx=2, fill=GOLD, **ink(2)),
            circle(50, 48, 2.6, fill=INK), rect(49, 48, 2, 6, fill=INK)]
    for k, cy in enumerate((88.0, 83.0, 78.0)):
        out.append(ellipse(80 - k * 0.6, cy, 12, 4.5, fill=GOLD, **ink(1.8, GOLD_DARK)))
    out.append(circle(18, 80, 9, fill=GOLD, **ink(1.8, GOLD_DARK)))
    return out


def ic_dry_dock() -> list[str]:
    wall_l = [(6, 48), (16, 48), (16, 62), (24, 62), (24, 82), (6, 82)]
    wall_r = [(100 - x, y) for x, y in wall_l]
    return [
        rect(6, 80, 88, 10, fill=STONE, **ink(2)),
        poly(wall_l, fill=STONE_LIGHT, **ink(2)), poly(wall_r, fill=STONE_LIGHT, **ink(2)),
        line(44, 40, 44, 12, stroke=WOOD_DARK, stroke_width=3.5, stroke_linecap="round"),
        line(62, 39, 62, 16, stroke=WOOD_DARK, stroke_width=3.5, stroke_linecap="round"),
        line(24, 62, 30, 54, stroke=WOOD_DARK, stroke_width=3.5, stroke_linecap="round"),
        line(76, 62, 72, 54, stroke=WOOD_DARK, stroke_width=3.5, stroke_linecap="round"),
        path("M 22,42 L 82,38 C 81,53 73,62 62,64 L 38,64 C 29,63 24,56 22,42 Z",
             fill=WOOD, **ink(3)),
        path("M 24,48 L 80,44.5", stroke=WOOD_LIGHT, stroke_width=2.5, fill="none"),
        rect(33, 64, 9, 16, fill=WOOD_DARK, **ink(2)),
        rect(57, 64, 9, 16, fill=WOOD_DARK, **ink(2)),
    ]


def ic_lighthouse() -> list[str]:
    out = [poly([(50, 20), (2, 6), (2, 32)], fill=GOLD_LIGHT, fill_opacity=0.85),
           poly([(50, 20), (98, 6), (98, 32)], fill=GOLD_LIGHT, fill_opacity=0.85),
           path("M 16,90 L 24,76 L 38,71 L 62,71 L 77,76 L 86,90 Z", fill=STONE, **ink(2.5))]
    top, bottom, wt, wb = 30.0, 74.0, 18.0, 30.0
    n = 4
    for k in range(n):
        ya, yb = top + (bottom - top) * k / n, top + (bottom - top) * (k + 1) / n
        wa, wb2 = wt + (wb - wt) * k / n, wt + (wb - wt) * (k + 1) / n
        out.append(poly([(50 - wa / 2, ya), (50 + wa / 2, ya), (50 + wb2 / 2, yb),
                         (50 - wb2 / 2, yb)], fill=RED if k % 2 == 0 else WHITE))
    out += [poly([(50 - wt / 2, top), (50 + wt / 2, top), (50 + wb / 2, bottom),
                  (50 - wb / 2, bottom)], fill="none", **ink(3)),
            path("M 46,74 L 46,66 C 46,62 54,62 54,66 L 54,74 Z", fill=WOOD_DARK, **ink(1.5)),
            rect(42, 14, 16, 12, fill=GOLD_LIGHT, **ink(2.2)),
            line(50, 14, 50, 26, stroke=INK, stroke_width=1.5),
            rect(36, 26, 28, 5, rx=1, fill=INK),
            poly([(39, 14), (50, 5), (61, 14)], fill=RED, **ink(2.2)),
            wave_row(4, 94, 4, 23, 3.5, stroke=SEA, stroke_width=3, stroke_linecap="round")]
    return out


def gear_points(cx: float, cy: float, teeth: int, ro: float, ri: float) -> list[Pt]:
    pts = []
    step = 360 / teeth
    for k in range(teeth):
        a = k * step
        for off, rr in ((-0.3, ri), (-0.17, ro), (0.17, ro), (0.3, ri)):
            pts.append(polar(cx, cy, rr, a + off * step))
    return pts


def ic_lumber_mill() -> list[str]:
    teeth = []
    for k in range(20):
        a = k * 18
        teeth += [polar(50, 38, 25, a), polar(50, 38, 32, a + 4), polar(50, 38, 25, a + 18)]
    return [
        poly(teeth, fill=STEEL, **ink(2)),
        circle(50, 38, 14, fill="#C5CDD5", **ink(2)),
        circle(50, 38, 4, fill=INK),
        rect(8, 58, 76, 26, rx=8, fill=WOOD, **ink(3)),
        line(16, 66, 44, 66, stroke=WOOD_DARK, stroke_width=2, stroke_linecap="round"),
        line(26, 76, 62, 76, stroke=WOOD_DARK, stroke_width=2, stroke_linecap="round"),
        ellipse(82, 71, 9, 13, fill=WOOD_LIGHT, **ink(2.5)),
        ellipse(82, 71, 4.5, 7, fill="none", stroke=WOOD, stroke_width=1.6),
    ]


def ic_schoolhouse() -> list[str]:
    out = [rect(18, 46, 64, 40, fill="#B8483A", **ink(3)),
           poly([(11, 48), (50, 24), (89, 48)], fill=INK_SOFT, **ink(3)),
           rect(43, 12, 14, 16, fill=WHITE, **ink(2.2)),
           path("M 46,25 C 46,18 54,18 54,25 Z", fill=GOLD, **ink(1.4)),
           poly([(40, 13), (50, 4), (60, 13)], fill=INK_SOFT, **ink(2.2)),
           rect(43, 62, 14, 24, fill=WHITE, **ink(2.2)),
           circle(53, 75, 1.3, fill=INK)]
    for wx in (24.0, 64.0):
        out += [rect(wx, 56, 12, 14, fill=SEA_LIGHT, **ink(2)),
                line(wx + 6, 56, wx + 6, 70, stroke=INK, stroke_width=1.3),
                line(wx, 63, wx + 12, 63, stroke=INK, stroke_width=1.3)]
    return out


def ic_tavern() -> list[str]:
    out = [path("M 64,46 C 88,46 88,78 64,78", fill="none", stroke=INK, stroke_width=12,
                stroke_linecap="round"),
           path("M 64,46 C 88,46 88,78 64,78", fill="none", stroke=IRON, stroke_width=6,
                stroke_linecap="round"),
           rect(20, 32, 46, 56, rx=4, fill=WOOD_LIGHT)]
    for sx in (31.5, 43.0, 54.5):
        out.append(line(sx, 34, sx, 86, stroke=WOOD, stroke_width=2))
    out += [rect(20, 42, 46, 6, fill=IRON), rect(20, 74, 46, 6, fill=IRON),
            rect(20, 32, 46, 56, rx=4, fill="none", **ink(3)),
            path("M 15,36 C 10,28 18,20 27,24 C 29,14 44,12 48,20 C 54,12 69,14 69,24 "
                 "C 78,22 80,33 71,37 Z", fill=WHITE, **ink(3)),
            path("M 24,37 C 24,43 30,43 30,37", fill=WHITE, **ink(2))]
    return out


def ic_tryworks() -> list[str]:
    out = [circle(40, 16, 7, fill="#CFC8BB"), circle(51, 10, 6, fill="#CFC8BB"),
           circle(60, 17, 5, fill="#CFC8BB"),
           rect(10, 60, 80, 30, fill=BRICK, **ink(3))]
    for ym in (67.0, 74.0, 81.0):
        out.append(line(10, ym, 90, ym, stroke=BRICK_DARK, stroke_width=1.5))
    for row, ym in enumerate((60.0, 67.0, 74.0, 81.0)):
        for xm in range(18 + (row % 2) * 8, 90, 16):
            out.append(line(xm, ym, xm, ym + 7, stroke=BRICK_DARK, stroke_width=1.5))
    out += [rect(10, 60, 80, 30, fill="none", **ink(3)),
            path("M 37,90 L 37,80 C 37,71 63,71 63,80 L 63,90 Z", fill=INK),
            path("M 42,90 C 40,84 45,80 46,76 C 49,81 50,78 52,74 C 55,80 60,84 58,90 Z",
                 fill="#E8772E"),
            path("M 46,90 C 45,86 48,84 50,81 C 52,85 55,87 54,90 Z", fill=GOLD_LIGHT),
            path("M 20,38 L 80,38 C 80,58 68,66 50,66 C 32,66 20,58 20,38 Z", fill=IRON,
                 **ink(3)),
            ellipse(50, 38, 30, 4.5, fill=GOLD, **ink(1.5)),
            rect(15, 33, 70, 7, rx=3, fill="#565C66", **ink(2.2))]
    return out


def ic_wharf() -> list[str]:
    out = [rect(4, 68, 92, 24, fill=SEA_MID)]
    for px in (14.0, 35.0, 56.0, 77.0):
        out.append(rect(px, 56, 8, 32, fill=WOOD_DARK, **ink(2)))
    out += [wave_row(4, 74, 4, 23, 3, stroke=FOAM, stroke_width=2.5, stroke_linecap="round"),
            wave_row(4, 86, 4, 23, 3, stroke=FOAM, stroke_width=2.5, stroke_linecap="round"),
            rect(4, 50, 92, 10, fill=WOOD_LIGHT, **ink(3))]
    for k in range(1, 8):
        out.append(line(4 + k * 11.5, 51.5, 4 + k * 11.5, 58.5, stroke=WOOD, stroke_width=1.5))
    out += [rect(12, 28, 22, 22, fill=WOOD, **ink(2.2)),
            *_x_lines(12, 28, 22, 22, WOOD_DARK, 2),
            rect(12, 28, 22, 22, fill="none", **ink(2.2)),
            rect(36, 36, 14, 14, fill=WOOD_LIGHT, **ink(2.2)),
            *_x_lines(36, 36, 14, 14, WOOD, 1.8),
            rect(36, 36, 14, 14, fill="none", **ink(2.2)),
            rect(70, 38, 10, 12, fill=IRON, **ink(2)),
            ellipse(75, 38, 7, 3, fill="#5A606A", **ink(2)),
            ellipse(87, 47, 7, 3, fill="none", stroke="#C8A165", stroke_width=3),
            ellipse(87, 44, 5, 2.2, fill="none", stroke="#C8A165", stroke_width=3)]
    return out


def ic_counting_house() -> list[str]:
    out = [rect(12, 16, 76, 64, rx=4, fill=PARCH_LIGHT, stroke=INK, stroke_width=13,
                stroke_linejoin="round"),
           rect(12, 16, 76, 64, rx=4, fill="none", stroke=WOOD, stroke_width=7,
                stroke_linejoin="round"),
           rect(16, 82, 8, 8, fill=WOOD_DARK, **ink(1.5)),
           rect(76, 82, 8, 8, fill=WOOD_DARK, **ink(1.5))]
    beads = [(30.0, (3, 2), BRICK), (44.0, (1, 4), GOLD), (58.0, (4, 1), SEA_MID),
             (72.0, (2, 3), GREEN)]
    for y, (left, right), color in beads:
        out.append(line(16, y - 4, 84, y - 4, stroke=INK_SOFT, stroke_width=2))
        xs = [22 + 9 * k for k in range(left)] + [78 - 9 * k for k in range(right)]
        for bx in xs:
            out.append(ellipse(bx, y - 4, 4.5, 5.5, fill=color, **ink(1.5)))
    return out


def ic_mansion() -> list[str]:
    out = [rect(21, 18, 8, 14, fill=BRICK, **ink(2)), rect(71, 18, 8, 14, fill=BRICK, **ink(2)),
           poly([(6, 42), (21, 26), (79, 26), (94, 42)], fill=INK_SOFT, **ink(3)),
           rect(9, 42, 82, 44, fill=PARCH_LIGHT, **ink(3))]
    for wx in (14.0, 25.0, 67.0, 78.0):
        for wy in (50.0, 68.0):
            out.append(rect(wx, wy, 8, 11, fill=SEA_LIGHT, **ink(1.6)))
    out += [poly([(31, 46), (50, 31), (69, 46)], fill=WHITE, **ink(2.5)),
            rect(31, 46, 38, 5, fill=WHITE, **ink(2)),
            rect(45, 64, 10, 22, fill=WOOD_DARK, **ink(1.8))]
    for cx in (34.0, 40.5, 56.5, 63.0):
        out.append(rect(cx, 51, 3.5, 35, fill=WHITE, **ink(1.4)))
    out.append(rect(27, 86, 46, 5, fill=STONE, **ink(1.8)))
    return out


def ic_municipal_office() -> list[str]:
    out = [path("M 20,8 L 62,8 L 78,24 L 78,88 L 20,88 Z", fill=WHITE, **ink(3)),
           path("M 62,8 L 62,24 L 78,24", fill=PARCH_DARK, **ink(2.2))]
    for y, x2 in ((32.0, 70.0), (42.0, 70.0), (52.0, 70.0), (62.0, 52.0)):
        out.append(line(28, y, x2, y, stroke=INK_SOFT, stroke_width=3, stroke_linecap="round"))
    out += [poly([(58, 78), (52, 97), (58, 93), (62, 98), (64, 80)], fill=RED, **ink(1.5)),
            poly([(70, 78), (76, 97), (70, 93), (66, 98), (64, 80)], fill=RED, **ink(1.5)),
            circle(64, 76, 13, fill=RED, **ink(2.2)),
            circle(64, 76, 8, fill="none", stroke="#7A1F1A", stroke_width=1.8)]
    out += compass(64, 76, 6.5, "#E9B3A6", "#E9B3A6", "#E9B3A6", "#E9B3A6", 0, RED)[:8]
    return out


def ic_seamens_bethel() -> list[str]:
    out = [rect(22, 50, 56, 38, fill=WHITE, **ink(3)),
           poly([(22, 50), (50, 32), (78, 50)], fill=WHITE),
           poly([(14, 53), (50, 28), (86, 53), (80, 54), (50, 35), (20, 54)], fill=INK_SOFT,
                **ink(2.5)),
           rect(43, 16, 14, 18, fill=WHITE, **ink(2.5)),
           path("M 47,30 L 47,25 C 47,21 53,21 53,25 L 53,30 Z", fill=INK),
           poly([(41, 17), (50, 1), (59, 17)], fill=INK_SOFT, **ink(2.2)),
           path("M 44,88 L 44,72 C 44,65 56,65 56,72 L 56,88 Z", fill=WOOD_DARK, **ink(2)),
           circle(50, 56, 4.5, fill=SEA_LIGHT, **ink(1.8))]
    for wx in (29.0, 63.0):
        out.append(path(dd("M", wx, 78, "L", wx, 66, "C", wx, 61, wx + 8, 61, wx + 8, 66,
                           "L", wx + 8, 78, "Z"), fill=SEA_LIGHT, **ink(1.8)))
    return out


def ic_bakery() -> list[str]:
    return [
        rect(6, 74, 88, 10, rx=4, fill=WOOD, **ink(2.5)),
        path("M 12,70 C 10,44 30,32 50,32 C 70,32 90,44 88,70 C 88,78 12,78 12,70 Z",
             fill="#C98A3F", **ink(3)),
        path("M 22,54 C 26,44 38,38 50,38 C 62,38 74,44 78,54", fill="none",
             stroke="#E0A862", stroke_width=4, stroke_linecap="round"),
        path("M 28,58 L 38,44", stroke="#F3D9A4", stroke_width=4.5, stroke_linecap="round"),
        path("M 45,58 L 55,43", stroke="#F3D9A4", stroke_width=4.5, stroke_linecap="round"),
        path("M 62,58 L 71,45", stroke="#F3D9A4", stroke_width=4.5, stroke_linecap="round"),
    ]


def ic_brickyard() -> list[str]:
    out = [rect(64, 10, 14, 44, fill=BRICK_DARK, **ink(2)),
           rect(62, 8, 18, 5, fill=INK_SOFT, **ink(1.5)),
           circle(76, 4, 4, fill="#CFC8BB"), circle(86, 6, 3.2, fill="#CFC8BB")]
    rows = [(70.0, (8.0, 36.0, 64.0)), (52.0, (22.0, 50.0)), (34.0, (36.0,))]
    for y, xs in rows:
        for x in xs:
            out += [rect(x, y, 28, 18, fill=BRICK, **ink(2.2)),
                    line(x + 4, y + 4, x + 16, y + 4, stroke=BRICK_LIGHT, stroke_width=2,
                         stroke_linecap="round")]
    return out


def _flame(cx: float, base: float, h: float) -> list[str]:
    d = dd("M", cx, base - h, "C", cx + h * 0.42, base - h * 0.5, cx + h * 0.35, base,
           cx, base, "C", cx - h * 0.35, base, cx - h * 0.42, base - h * 0.5, cx, base - h, "Z")
    d2 = dd("M", cx, base - h * 0.55, "C", cx + h * 0.2, base - h * 0.3, cx + h * 0.16, base,
            cx, base, "C", cx - h * 0.16, base, cx - h * 0.2, base - h * 0.3, cx,
            base - h * 0.55, "Z")
    return [path(d, fill=GOLD_LIGHT, **ink(1.6)), path(d2, fill="#E8772E")]


def ic_chandlery() -> list[str]:
    out = [rect(8, 80, 84, 9, rx=4, fill=GOLD, **ink(2.5))]
    for x, top in ((17.0, 46.0), (42.0, 30.0), (67.0, 54.0)):
        out += [line(x + 8, top, x + 8, top - 5, stroke=INK, stroke_width=2),
                *_flame(x + 8, top - 4, 17),
                rect(x, top, 16, 80 - top, fill="#F6ECD0", **ink(2.5)),
                path(dd("M", x + 3, top, "L", x + 3, top + 8), stroke="#E3D5AE",
                     stroke_width=3, stroke_linecap="round")]
    return out


def ic_cooperage() -> list[str]:
    left = ((30.0, 12.0), (22.0, 32.0), (22.0, 68.0), (30.0, 88.0))
    out = [path("M 30,12 C 22,32 22,68 30,88 L 70,88 C 78,68 78,32 70,12 Z", fill=WOOD_LIGHT,
                **ink(3))]
    for k in (-1, 1):
        for off in (9.0, 19.0):
            x_top = 50 + k * off * 0.9
            out.append(path(dd("M", x_top, 12, "C", 50 + k * off * 1.25, 35, 50 + k * off * 1.25,
                               65, x_top, 88), fill="none", stroke=WOOD, stroke_width=2))
    for y in (22.0, 34.0, 66.0, 78.0):
        xl = cubic_at(*left, y, 1)[0]
        out.append(path(dd("M", xl, y, "Q", 50, y + 3, 100 - xl, y), fill="none", stroke=IRON,
                        stroke_width=5))
    out.append(path("M 30,12 C 22,32 22,68 30,88 L 70,88 C 78,68 78,32 70,12 Z", fill="none",
                    **ink(3)))
    out.append(line(30, 12, 70, 12, **ink(3)))
    return out


def ic_courthouse() -> list[str]:
    gavel = g(rect(50, 36, 44, 8, rx=3, fill=WOOD_LIGHT, **ink(2.2)),
              rect(30, 22, 24, 36, rx=4, fill=WOOD_DARK, **ink(2.8)),
              rect(30, 28, 24, 4, fill=GOLD), rect(30, 48, 24, 4, fill=GOLD),
              rect(30, 22, 24, 36, rx=4, fill="none", **ink(2.8)),
              transform="rotate(-35,52,40)")
    return [rect(14, 76, 52, 10, fill=WOOD_DARK, **ink(2.2)),
            ellipse(40, 76, 26, 6, fill=WOOD, **ink(2.2)),
            gavel]


def ic_inn() -> list[str]:
    return [
        path("M 78,6 A 13,13 0 1 0 94,22 A 10,10 0 1 1 78,6 Z", fill=GOLD_LIGHT, **ink(2)),
        poly(_star4(60, 12, 5), fill=GOLD_LIGHT, **ink(1.2)),
        rect(4, 30, 13, 60, rx=3, fill=WOOD, **ink(2.5)),
        rect(84, 50, 12, 40, rx=3, fill=WOOD, **ink(2.5)),
        rect(15, 54, 71, 15, fill=WHITE, **ink(2.5)),
        rect(15, 69, 71, 9, fill=WOOD_DARK, **ink(2.2)),
        ellipse(30, 48, 13, 8, fill=WHITE, **ink(2.5)),
        path("M 46,44 L 86,44 L 86,69 L 43,69 C 40,61 40,51 46,44 Z", fill=SEA_MID, **ink(2.5)),
        line(48, 52, 86, 52, stroke=FOAM, stroke_width=2.5),
    ]


def _star4(cx: float, cy: float, r: float) -> list[Pt]:
    k = r * 0.32
    return [(cx, cy - r), (cx + k, cy - k), (cx + r, cy), (cx + k, cy + k), (cx, cy + r),
            (cx - k, cy + k), (cx - r, cy), (cx - k, cy - k)]


def ic_market() -> list[str]:
    out = [rect(16, 32, 5, 54, fill=WOOD_DARK, **ink(1.5)),
           rect(79, 32, 5, 54, fill=WOOD_DARK, **ink(1.5)),
           rect(8, 12, 84, 8, rx=2, fill=INK_SOFT, **ink(2))]
    n = 6
    w = 84 / n
    for k in range(n):
        x0 = 8 + k * w
        out.append(path(dd("M", x0, 20, "L", x0 + w, 20, "L", x0 + w, 32, "Q", x0 + w / 2, 42,
                           x0, 32, "Z"), fill=RED if k % 2 == 0 else WHITE, **ink(1.8)))
    out += [circle(26, 57, 6, fill=RED, **ink(1.8)), circle(38, 57, 6, fill=RED, **ink(1.8)),
            circle(32, 49, 6, fill="#D9473A", **ink(1.8)),
            circle(60, 54, 9, fill=GREEN, **ink(1.8)),
            path("M 55,52 C 58,56 62,56 65,52", fill="none", stroke=GREEN_DARK, stroke_width=1.6),
            rect(70, 48, 14, 14, fill=WOOD_LIGHT, **ink(1.8)),
            rect(8, 62, 84, 24, fill=WOOD, **ink(3)),
            line(8, 70, 92, 70, stroke=WOOD_DARK, stroke_width=1.8),
            line(8, 78, 92, 78, stroke=WOOD_DARK, stroke_width=1.8)]
    return out


def ic_post_office() -> list[str]:
    return [
        rect(8, 24, 84, 56, rx=4, fill=WHITE, **ink(3)),
        line(8, 80, 40, 54, stroke=INK_SOFT, stroke_width=2.2, stroke_linecap="round"),
        line(92, 80, 60, 54, stroke=INK_SOFT, stroke_width=2.2, stroke_linecap="round"),
        path("M 10,26 L 50,58 L 90,26", fill=PARCH_DARK, **ink(3)),
        circle(50, 58, 9, fill=RED, **ink(2)),
        circle(50, 58, 4.5, fill="none", stroke="#7A1F1A", stroke_width=1.6),
    ]


def ic_turners_mill() -> list[str]:
    profile = [(26.0, 5.0), (30.0, 5.0), (33.0, 9.0), (38.0, 9.0), (41.0, 5.0), (46.0, 4.0),
               (51.0, 10.0), (58.0, 10.0), (62.0, 5.0), (66.0, 5.0), (69.0, 8.0), (73.0, 8.0),
               (76.0, 4.0)]
    cy = 66.0
    spindle = [(x, cy - r) for x, r in profile] + [(x, cy + r) for x, r in reversed(profile)]
    return [
        poly(gear_points(38, 34, 10, 27, 21), fill=STEEL, **ink(2.2)),
        circle(38, 34, 9, fill=PARCH_LIGHT, **ink(2.2)),
        poly(gear_points(74, 22, 8, 15, 11), fill="#B9C2CB", **ink(2)),
        circle(74, 22, 4, fill=PARCH_LIGHT, **ink(1.8)),
        rect(6, 82, 88, 8, fill=IRON, **ink(2)),
        rect(8, 54, 16, 28, fill=IRON, **ink(2)),
        rect(78, 58, 14, 24, fill=IRON, **ink(2)),
        poly(spindle, fill=WOOD_LIGHT, **ink(2.2)),
        line(24, cy, 26, cy, **ink(3)), line(76, cy, 78, cy, **ink(3)),
    ]


BUILDING_ICONS: dict[str, Callable[[], list[str]]] = {
    "bank": ic_bank, "dry_dock": ic_dry_dock, "lighthouse": ic_lighthouse,
    "lumber_mill": ic_lumber_mill, "schoolhouse": ic_schoolhouse, "tavern": ic_tavern,
    "tryworks": ic_tryworks, "wharf": ic_wharf, "counting_house": ic_counting_house,
    "mansion": ic_mansion, "municipal_office": ic_municipal_office,
    "seamens_bethel": ic_seamens_bethel, "bakery": ic_bakery, "brickyard": ic_brickyard,
    "chandlery": ic_chandlery, "cooperage": ic_cooperage, "courthouse": ic_courthouse,
    "inn": ic_inn, "market": ic_market, "post_office": ic_post_office,
    "turners_mill": ic_turners_mill,
}

# --------------------------------------------------------------------------- space icons


def _tree(cx: float, base: float, h: float, w: float, color: str) -> list[str]:
    out = [rect(cx - 3.5, base - h * 0.2, 7, h * 0.2, fill=WOOD_DARK, **ink(1.8))]
    for k in range(3):
        tb = base - h * 0.15 - k * h * 0.25
        ww = w * (1 - k * 0.22)
        out.append(poly([(cx - ww / 2, tb), (cx, tb - h * 0.42), (cx + ww / 2, tb)], fill=color,
                        **ink(2)))
    return out


def sp_farm() -> list[str]:
    return [
        rect(4, 80, 92, 12, rx=3, fill=GREEN, **ink(2)),
        line(10, 86, 90, 86, stroke=GREEN_DARK, stroke_width=1.8),
        path("M 18,84 L 18,48 L 28,32 L 50,22 L 72,32 L 82,48 L 82,84 Z", fill=RED, **ink(3)),
        poly([(13, 51), (26, 30), (50, 18), (74, 30), (87, 51), (81, 51), (70, 35), (50, 26),
              (30, 35), (19, 51)], fill=INK_SOFT, **ink(2)),
        rect(37, 58, 26, 26, fill=RED, stroke=WHITE, stroke_width=3),
        *_x_lines(38.5, 59.5, 23, 23, WHITE, 2.5),
        rect(43, 36, 14, 13, fill=GOLD, **ink(2)),
        rect(37, 58, 26, 26, fill="none", **ink(1.5)),
    ]


def sp_forest() -> list[str]:
    return [ellipse(50, 89, 44, 5, fill=GREEN_DARK, fill_opacity=0.35),
            *_tree(30, 84, 66, 36, GREEN_DARK), *_tree(80, 86, 48, 28, GREEN_DARK),
            *_tree(56, 92, 84, 46, GREEN)]


def sp_warehouse() -> list[str]:
    out = [rect(10, 40, 80, 46, fill=WOOD_LIGHT, **ink(3))]
    for k in range(1, 8):
        out.append(line(10 + k * 10, 42, 10 + k * 10, 85, stroke=WOOD, stroke_width=1.5))
    out += [poly([(4, 43), (50, 18), (96, 43)], fill=INK_SOFT, **ink(3)),
            rect(43, 28, 14, 11, fill=WOOD_DARK, **ink(2)),
            rect(33, 54, 34, 32, fill=WOOD, **ink(2.5)),
            *_x_lines(33, 54, 17, 32, WOOD_DARK, 2.2), *_x_lines(50, 54, 17, 32, WOOD_DARK, 2.2),
            rect(33, 54, 34, 32, fill="none", **ink(2.5)),
            line(50, 54, 50, 86, **ink(2)),
            rect(2, 66, 22, 22, fill=WOOD, **ink(2.2)), *_x_lines(2, 66, 22, 22, WOOD_DARK, 2),
            rect(2, 66, 22, 22, fill="none", **ink(2.2)),
            rect(74, 78, 24, 10, fill=BRICK, **ink(1.8)),
            rect(78, 68, 18, 10, fill=BRICK, **ink(1.8))]
    return out


def sp_general_store() -> list[str]:
    out = [path("M 12,88 L 12,24 L 30,24 L 30,16 L 70,16 L 70,24 L 88,24 L 88,88 Z",
                fill="#A9C49A", **ink(3)),
           rect(30, 22, 40, 10, fill=WOOD_DARK, **ink(1.8))]
    n = 8
    for k in range(n):
        xa, xb = 14 + k * 9, 14 + (k + 1) * 9
        xc, xd = 8 + k * 10.5, 8 + (k + 1) * 10.5
        out.append(poly([(xa, 38), (xb, 38), (xd, 50), (xc, 50)],
                        fill=INK_SOFT if k % 2 == 0 else WHITE))
    out += [poly([(14, 38), (86, 38), (92, 50), (8, 50)], fill="none", **ink(2.2)),
            rect(17, 56, 30, 24, fill=SEA_LIGHT, **ink(2.2)),
            rect(21, 66, 6, 14, fill=GOLD, **ink(1.2)),
            rect(30, 70, 6, 10, fill=BRICK, **ink(1.2)),
            rect(39, 64, 5, 16, fill=GREEN, **ink(1.2)),
            rect(56, 56, 22, 32, fill=WOOD_DARK, **ink(2.2)),
            circle(73, 73, 1.6, fill=GOLD)]
    return out


def sp_town_hall() -> list[str]:
    out = [line(50, 10, 50, 1, stroke=INK, stroke_width=1.8),
           poly([(50, 1), (62, 4), (50, 7)], fill=RED, **ink(1.2)),
           path("M 36,24 C 36,8 64,8 64,24 Z", fill=GOLD, **ink(2.5)),
           rect(8, 50, 84, 36, fill=WHITE, **ink(3)),
           rect(6, 46, 88, 6, fill=INK_SOFT, **ink(2)),
           rect(37, 22, 26, 26, fill=WHITE, **ink(3)),
           circle(50, 35, 8, fill=PARCH_LIGHT, **ink(2)),
           line(50, 35, 50, 30, stroke=INK, stroke_width=1.6, stroke_linecap="round"),
           line(50, 35, 54, 36, stroke=INK, stroke_width=1.6, stroke_linecap="round"),
           path("M 44,86 L 44,70 C 44,63 56,63 56,70 L 56,86 Z", fill=WOOD_DARK, **ink(2))]
    for wx in (14.0, 27.0, 65.0, 78.0):
        out.append(path(dd("M", wx, 78, "L", wx, 64, "C", wx, 59, wx + 8, 59, wx + 8, 64,
                           "L", wx + 8, 78, "Z"), fill=SEA_LIGHT, **ink(1.6)))
    out.append(rect(28, 86, 44, 5, fill=STONE, **ink(1.8)))
    return out


DOCKYARD_HULL: list[Pt] = [(10.0, 40.0), (90.0, 35.0), (77.0, 64.0), (22.0, 64.0)]


def sp_dockyard() -> list[str]:
    hull = DOCKYARD_HULL
    out = [poly([(4, 84), (96, 74), (96, 82), (4, 92)], fill=STONE, **ink(2)),
           rect(28, 64, 8, 18, fill=WOOD_DARK, **ink(1.8)),
           rect(60, 64, 8, 14, fill=WOOD_DARK, **ink(1.8)),
           line(90, 35, 95, 24, stroke=WOOD_DARK, stroke_width=4, stroke_linecap="round"),
           line(10, 40, 8, 30, stroke=WOOD_DARK, stroke_width=4, stroke_linecap="round")]
    segs = []
    for x in range(17, 88, 7):
        seg = clip_segment((x, 0), (x, 100), hull)
        if seg:
            segs.append(line(*seg[0], *seg[1], stroke=WOOD_LIGHT, stroke_width=3.5,
                             stroke_linecap="round"))
    out += segs
    for y in (54.0, 59.5):
        seg = clip_segment((0, y), (100, y), hull)
        if seg:
            out.append(line(*seg[0], *seg[1], stroke=WOOD, stroke_width=5.5))
    out += [polyline([hull[1], hull[2], hull[3], hull[0]], **ink(3)),
            line(10, 40, 90, 35, stroke=WOOD_DARK, stroke_width=4.5, stroke_linecap="round"),
            g(rect(54, 12, 36, 6, rx=2, fill=WOOD_LIGHT, **ink(2)),
              rect(48, 4, 10, 22, rx=2, fill=IRON, **ink(2.2)),
              transform="rotate(-30,66,16)")]
    return out


def small_ship(x: float, y: float, s: float, hull_color: str = INK_SOFT) -> str:
    return g(line(42, 8, 42, 30, stroke=WOOD_DARK, stroke_width=2.5),
             _sail(42, 10, 20, 14, 18), _sail(42, 22, 32, 18, 22),
             poly([(43, 10), (68, 30), (52, 30)], fill=WHITE, **ink(1.6)),
             poly([(10, 34), (72, 31), (64, 46), (18, 46)], fill=hull_color, **ink(2.5)),
             transform=tr(x, y, s))


def sp_city_pier() -> list[str]:
    out = [rect(4, 60, 92, 32, rx=3, fill=SEA_LIGHT),
           wave_row(40, 68, 2, 28, 3, stroke=FOAM, stroke_width=2.5, stroke_linecap="round"),
           small_ship(28, 18, 1.0),
           rect(4, 50, 30, 9, fill=WOOD_LIGHT, **ink(2.5))]
    for px in (8.0, 24.0):
        out.append(rect(px, 59, 6, 30, fill=WOOD_DARK, **ink(1.8)))
    out += [rect(22, 42, 7, 8, fill=IRON, **ink(1.5)),
            path("M 38,82 L 76,82 L 76,76 L 92,85 L 76,94 L 76,88 L 38,88 Z", fill=GOLD,
                 **ink(2))]
    return out


SPACE_ICONS: dict[str, Callable[[], list[str]]] = {
    "farm": sp_farm, "forest": sp_forest, "warehouse": sp_warehouse,
    "general_store": sp_general_store, "town_hall": sp_town_hall,
    "dockyard": sp_dockyard, "city_pier": sp_city_pier,
}
TOWN_SPACES = ["farm", "forest", "warehouse", "general_store", "town_hall"]
TOWN_ZONE_COLORS = {"farm": "#C9A44A", "forest": GREEN, "warehouse": BRICK,
                    "general_store": GOLD_DARK, "town_hall": INK_SOFT}

# --------------------------------------------------------------------------- tiles

TILE_W, TILE_H = 300, 200
TILE_RECTS = {
    "name": [14, 12, 272, 36],
    "icon": [16, 56, 88, 88],
    "cost": [14, 152, 272, 36],
}
TILE_ACTION_RECTS = {**TILE_RECTS, "text": [112, 56, 112, 88], "worker": [232, 56, 54, 88]}
TILE_VICTORY_RECTS = {**TILE_RECTS, "text": [112, 56, 174, 88]}
NAME_BAND = {"action": INK, "victory": "#6E4A0E"}


def tile_frame(kind: str) -> str:
    rects = TILE_ACTION_RECTS if kind == "action" else TILE_VICTORY_RECTS
    edge = INK if kind == "action" else GOLD_DARK
    body = [rect(2, 2, 296, 196, rx=12, fill=PARCH, **ink(4, edge)),
            rect(8, 8, 284, 184, rx=8, fill="none", stroke=edge, stroke_width=1.2)]
    nx, ny, nw, nh = rects["name"]
    body.append(rect(nx, ny, nw, nh, rx=6, fill=NAME_BAND[kind]))
    ix, iy, iw, ih = rects["icon"]
    body.append(rect(ix, iy, iw, ih, rx=8, fill=PARCH_LIGHT, **ink(1.5, INK_SOFT)))
    cx, cy, cw, ch = rects["cost"]
    body.append(rect(cx, cy, cw, ch, rx=6, fill=PARCH_DARK, **ink(1.2, PARCH_EDGE)))
    tx, ty, tw, th = rects["text"]
    body.append(line(tx, ty + th + 2, tx + tw, ty + th + 2, stroke=PARCH_EDGE, stroke_width=1))
    if kind == "action":
        wx, wy, ww, wh = rects["worker"]
        body.append(rect(wx, wy, ww, wh, rx=10, fill=PARCH_LIGHT, stroke=INK_SOFT,
                         stroke_width=2, stroke_dasharray="6,4"))
        s = (ww - 14) / 80
        body.append(meeple_shapes(INK_SOFT, None, 0, tr(wx + 7, wy + (wh - 100 * s) / 2, s),
                                  fill_opacity=0.22))
    else:
        for sx, sy in ((287.0, 60.0), (287.0, 140.0)):
            body.append(poly(_star5(sx - 8, sy, 7), fill=GOLD, **ink(1.2, GOLD_DARK)))
    return svg_doc(TILE_W, TILE_H, body, f"Building tile frame ({kind})")


def _star5(cx: float, cy: float, r: float) -> list[Pt]:
    return [polar(cx, cy, r if k % 2 == 0 else r * 0.45, k * 36) for k in range(10)]


def tile_back() -> str:
    body = [rect(2, 2, 296, 196, rx=12, fill=INK, **ink(4, "#101A2B")),
            rect(10, 10, 280, 180, rx=8, fill="none", stroke=GOLD, stroke_width=3,
                 stroke_dasharray="9,5"),
            rect(18, 18, 264, 164, rx=6, fill="none", stroke=GOLD_DARK, stroke_width=1.2),
            circle(150, 100, 62, fill="none", stroke=SEA_MID, stroke_width=1.5),
            circle(150, 100, 54, fill="none", stroke=SEA_MID, stroke_width=1)]
    for k in range(36):
        a = polar(150, 100, 54, k * 10)
        b = polar(150, 100, 62 if k % 3 == 0 else 58, k * 10)
        body.append(line(*a, *b, stroke=SEA_MID, stroke_width=1.2))
    body += compass(150, 100, 52, PARCH_LIGHT, PARCH_DARK, GOLD_LIGHT, GOLD, 1.2, "#101A2B")
    for sx in (40.0, 260.0):
        body.append(wave_row(sx - 18, 100, 3, 12, 4, stroke=SEA_MID, stroke_width=2.5,
                             stroke_linecap="round"))
    return svg_doc(TILE_W, TILE_H, body, "Building tile back")


# --------------------------------------------------------------------------- boards


def icon_at(name: str, x: float, y: float, size: float) -> str:
    draw = SPACE_ICONS.get(name) or BUILDING_ICONS[name]
    return g(*draw(), transform=tr(x, y, size / 100))


#: An opaque panel a board draws over its chart grid: x, y, width, height, corner radius.
Cover = tuple[float, float, float, float, float]
#: How far inside a cover a grid line stops (board units): more than two device pixels at the
#: smallest scale the table draws a board (~0.25 px a unit), so the pixels the panel's edge
#: only partly covers still have the grid under them and the panel's fill paints over the rest
#: exactly as before.
GRID_HIDDEN_MARGIN = 10.0


def _hidden_spans(at: float, vertical: bool, covers: Sequence[Cover]) -> list[tuple[float, float]]:
    """The parts of the grid line at `at` (an x for a vertical line, else a y) that lie deep
    inside a cover: more than `GRID_HIDDEN_MARGIN` from its rounded outline."""
    m = GRID_HIDDEN_MARGIN
    spans = []
    for cx, cy, cw, ch, r in covers:
        across, along, across_len, along_len = (cx, cy, cw, ch) if vertical else (cy, cx, ch, cw)
        if across + m <= at <= across + across_len - m:
            inset = m if across + r + m <= at <= across + across_len - r - m else r + m
            if along_len > 2 * inset:
                spans.append((along + inset, along + along_len - inset))
    spans.sort()
    merged: list[tuple[float, float]] = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def chart_grid(x: float, y: float, w: float, h: float, step: float,
               covers: Sequence[Cover] = ()) -> list[str]:
    """The board's faint chart grid, without the parts the opaque panels drawn over it hide
    (`covers`): the same pixels, a fifth of the stroking (issue 18)."""
    segs = []

    def line(at: float, start: float, end: float, vertical: bool) -> None:
        pos = start
        for lo, hi in [*_hidden_spans(at, vertical, covers), (end, end)]:
            if lo > pos:
                if vertical:
                    segs.append(f"M{num(at)},{num(pos)}V{num(min(lo, end))}")
                else:
                    segs.append(f"M{num(pos)},{num(at)}H{num(min(lo, end))}")
            pos = max(pos, hi)

    k = step
    while k < w:
        line(x + k, y, y + h, True)
        k += step
    k = step
    while k < h:
        line(y + k, x, x + w, False)
        k += step
    return [path("".join(segs), fill="none", stroke=PARCH_EDGE, stroke_width=0.8,
                 stroke_opacity=0.45)]


def board_frame(w: float, h: float, gid: str) -> tuple[list[str], list[str]]:
    defs = [rad_grad(gid, [(0, PARCH_LIGHT), (0.75, PARCH), (1, PARCH_DARK)], r=0.8)]
    body = [rect(0, 0, w, h, rx=14, fill=f"url(#{gid})"),
            *chart_grid(0, 0, w, h, 50),
            rect(3, 3, w - 6, h - 6, rx=12, fill="none", stroke=INK, stroke_width=4),
            rect(9, 9, w - 18, h - 18, rx=8, fill="none", stroke=INK_SOFT, stroke_width=1.2)]
    return defs, body


def _r(x: float, y: float, w: float, h: float) -> Rect:
    return [round(x, 2), round(y, 2), round(w, 2), round(h, 2)]


def bonus_box(x: float, y: float, w: float, h: float) -> list[str]:
    return [rect(x, y, w, h, rx=8, fill=GOLD_LIGHT, fill_opacity=0.55, **ink(1.8, GOLD_DARK)),
            poly(_star5(x + h / 2 + 2, y + h / 2 + 1, h * 0.36), fill=GOLD, **ink(1.5, GOLD_DARK))]


def workers_box(x: float, y: float, w: float, h: float) -> str:
    return rect(x, y, w, h, rx=10, fill=PARCH_LIGHT, fill_opacity=0.7, stroke=INK_SOFT,
                stroke_width=1.8, stroke_dasharray="8,5")


def board_town(trim_grid: bool = True) -> tuple[str, dict[str, object]]:
    """`trim_grid` False: the chart grid drawn whole (the tests compare both)."""
    w, h = 1000, 408
    defs, body = board_frame(w, h, "townbg")
    rects: dict[str, Rect] = {}
    zw, zh, gap, x0, y0 = 184, 380, 10, 20, 14
    if trim_grid:  # the five zones' parchment hides the grid under them
        covers = [(x0 + k * (zw + gap), y0, zw, zh, 12) for k in range(len(TOWN_SPACES))]
        body[1] = chart_grid(0, 0, w, h, 50, covers)[0]
    for k, name in enumerate(TOWN_SPACES):
        x = x0 + k * (zw + gap)
        key = f"town_{name}"
        rects[key] = _r(x, y0, zw, zh)
        body += [rect(x, y0, zw, zh, rx=12, fill=PARCH_LIGHT, **ink(3)),
                 rect(x, y0, zw, 8, rx=3, fill=TOWN_ZONE_COLORS[name]),
                 rect(x, y0, zw, zh, rx=12, fill="none", **ink(3))]
        rects[f"{key}_icon"] = _r(x + 52, y0 + 14, 80, 80)
        body.append(circle(x + 92, y0 + 54, 46, fill=PARCH, **ink(1.5, PARCH_EDGE)))
        body.append(icon_at(name, x + 52, y0 + 14, 80))
        rects[f"{key}_label"] = _r(x + 10, y0 + 104, zw - 20, 34)
        # the line under the name is the table's (`SpaceItem`: under a name on two lines too)
        rects[f"{key}_text"] = _r(x + 10, y0 + 146, zw - 20, 66)
        rects[f"{key}_bonus"] = _r(x + 10, y0 + 218, zw - 20, 52)
        rects[f"{key}_bonus_text"] = _r(x + 10 + 48, y0 + 218, zw - 20 - 52, 52)
        body += bonus_box(x + 10, y0 + 218, zw - 20, 52)
        rects[f"{key}_workers"] = _r(x + 10, y0 + 278, zw - 20, 92)
        body.append(workers_box(x + 10, y0 + 278, zw - 20, 92))
    return svg_doc(w, h, body, "Town board", defs), {"viewBox": [0, 0, w, h], "rects": rects}


def action_zone(body: list[str], rects: dict[str, Rect], key: str, x: float, y: float,
                w: float, h: float) -> None:
    rects[key] = _r(x, y, w, h)
    body += [rect(x, y, w, h, rx=12, fill=PARCH_LIGHT, **ink(3)),
             circle(x + 52, y + 52, 44, fill=PARCH, **ink(1.5, PARCH_EDGE)),
             icon_at(key, x + 12, y + 12, 80)]
    rects[f"{key}_icon"] = _r(x + 12, y + 12, 80, 80)
    # beside the icon, room for a name on two lines and the rule's line under it (the
    # Spanish "Muelle de la Ciudad" and "Zarpa" at 12 px on a 1366x768 screen); the line
    # under the name is the table's (`SpaceItem`: under the name as it is drawn)
    rects[f"{key}_label"] = _r(x + 104, y + 4, w - 116, 34)
    rects[f"{key}_text"] = _r(x + 104, y + 44, w - 116, 70)
    rects[f"{key}_bonus"] = _r(x + 12, y + 116, w - 24, 36)
    rects[f"{key}_bonus_text"] = _r(x + 12 + 36, y + 116, w - 24 - 40, 36)
    body += bonus_box(x + 12, y + 116, w - 24, 36)
    rects[f"{key}_workers"] = _r(x + 12, y + 156, w - 24, h - 164)
    body.append(workers_box(x + 12, y + 156, w - 24, h - 164))


SEA_ROWS = ["#BFDDEA", "#A3CBE0", "#86B7D3", "#699FC2", "#4E87AF", "#386F98"]


def pips(x: float, y: float, n: int, r: float, color: str) -> list[str]:
    return [circle(x + k * r * 2.8, y, r, fill=color) for k in range(n)]


#: Berths drawn in the whaling board's dock (three a row, two rows).
DOCK_BERTHS = 6


def board_whaling(trim_grid: bool = True) -> tuple[str, dict[str, object]]:
    """`trim_grid` False: the chart grid drawn whole (the tests compare both)."""
    w, h = 1200, 840
    defs, body = board_frame(w, h, "whalebg")
    if trim_grid:  # the opaque panels drawn below hide the grid under them (not the round
        # track, whose fill is translucent)
        covers = [(20, 14, 360, 230, 12), (20, 254, 360, 230, 12), (20, 494, 360, 226, 12),
                  (400, 14, 500, 98, 12), (400, 120, 500, 600, 12), (920, 14, 266, 380, 12)]
        body[1] = chart_grid(0, 0, w, h, 50, covers)[0]
    defs.append(lin_grad("shore", [(0, "#EAD7A6"), (1, "#D8BE84")]))
    rects: dict[str, Rect] = {}

    # left column: the two whaling-board action spaces and the dock
    action_zone(body, rects, "dockyard", 20, 14, 360, 230)
    action_zone(body, rects, "city_pier", 20, 254, 360, 230)
    rects["dock"] = _r(20, 494, 360, 226)
    body += [rect(20, 494, 360, 226, rx=12, fill=SEA_LIGHT, **ink(3)),
             rect(20, 494, 360, 30, rx=12, fill=WOOD_LIGHT),
             rect(20, 510, 360, 14, fill=WOOD_LIGHT)]
    for k in range(1, 18):
        body.append(line(20 + k * 20, 497, 20 + k * 20, 523, stroke=WOOD, stroke_width=1.5))
    body += [line(20, 524, 380, 524, **ink(2.5)),
             rect(20, 494, 360, 226, rx=12, fill="none", **ink(3))]
    # six berths, three a row, each as wide as a ship on the table (the board is drawn at half
    # scale: a ship's hull is up to 113 board units wide, 72 high), so docked ships never
    # overlap; a seventh and eighth ship (four seats only) crowd in (`Geometry.dock_spots`)
    for k in range(DOCK_BERTHS):
        col, row = k % 3, k // 3
        bx, by = 31 + col * 115, 532 + row * 88
        rects[f"dock_berth_{k + 1}"] = _r(bx, by, 108, 84)
        body += [rect(bx, by, 108, 84, rx=8, fill=FOAM, fill_opacity=0.45, stroke=WHITE,
                      stroke_width=2, stroke_dasharray="6,4")]
        if row == 0 and col > 0:  # a mooring post between two berths (clear of the name)
            body.append(circle(bx - 3.5, 524, 5, fill=IRON, **ink(1.5)))
    body.append(wave_row(40, 710, 6, 53, 3, stroke=FOAM, stroke_width=2, stroke_linecap="round"))

    # middle column: Return row and the six-space whaling track
    tx, tw = 400, 500
    rects["track"] = _r(tx, 120, tw, 600)
    rects["return"] = _r(tx, 14, tw, 98)
    body += [rect(tx, 14, tw, 98, rx=12, fill="url(#shore)", **ink(3)),
             path(dd("M", tx + 3, 102, "Q", tx + 60, 94, tx + 125, 102, "T", tx + 250, 102,
                     "T", tx + 375, 102, "T", tx + tw - 3, 102), fill="none", stroke=SEA_MID,
                  stroke_width=2)]
    body.append(path(dd("M", tx + 40, 90, "L", tx + 40, 40, "M", tx + 28, 54, "L", tx + 40, 38,
                        "L", tx + 52, 54), fill="none", stroke=INK_SOFT, stroke_width=5,
                     stroke_linecap="round", stroke_linejoin="round"))
    slot_w, slot_h, slot_gap, slot_x0 = 132, 80, 6, tx + 80
    for k in range(3):
        sx = slot_x0 + k * (slot_w + slot_gap)
        rects[f"return_slot_{k + 1}"] = _r(sx, 23, slot_w, slot_h)
        body.append(rect(sx, 23, slot_w, slot_h, rx=8, fill=PARCH_LIGHT, fill_opacity=0.55,
                         stroke=INK_SOFT, stroke_width=1.6, stroke_dasharray="7,5"))
    body.append(rect(tx, 120, tw, 600, rx=12, fill=SEA_ROWS[-1], **ink(3)))
    for n in range(1, 7):
        ry = 120 + (n - 1) * 100
        rh = 100
        rects[f"track_space_{n}"] = _r(tx, ry, tw, rh)
        top_r = 12 if n == 1 else 0
        bot = 12 if n == 6 else 0
        body.append(rect(tx + 1.5, ry + (1.5 if n == 1 else 0), tw - 3,
                         rh - (1.5 if n in (1, 6) else 0), rx=max(top_r, bot) * 0.8,
                         fill=SEA_ROWS[n - 1]))
        if n > 1:
            body.append(line(tx, ry, tx + tw, ry, stroke=INK, stroke_width=1.8))
        rects[f"track_space_{n}_cost"] = _r(tx + 10, ry + 18, 60, 60)
        body += [circle(tx + 40, ry + 48, 30, fill=PARCH_LIGHT, **ink(2.5)),
                 icon_at("food_small", tx + 50, ry + 62, 30)]
        for k in range(3):
            sx = slot_x0 + k * (slot_w + slot_gap)
            sy = ry + 10
            rects[f"track_space_{n}_slot_{k + 1}"] = _r(sx, sy, slot_w, slot_h)
            body.append(rect(sx, sy, slot_w, slot_h, rx=8, fill=FOAM, fill_opacity=0.3,
                             stroke=WHITE, stroke_width=1.8, stroke_dasharray="7,5"))
            body += pips(sx + 11, sy + 11, k + 1, 3.8, WHITE if n > 3 else INK_SOFT)
    body.append(rect(tx, 120, tw, 600, rx=12, fill="none", **ink(3)))

    # right column: drawn tokens, bag, compass
    rx0 = 920
    rects["drawn_tokens"] = _r(rx0, 14, 266, 380)
    body.append(rect(rx0, 14, 266, 380, rx=12, fill=PARCH_LIGHT, **ink(3)))
    rects["bag"] = _r(rx0 + 12, 24, 84, 84)
    body.append(icon_at("bag_icon", rx0 + 12, 24, 84))
    rects["drawn_label"] = _r(rx0 + 104, 30, 150, 72)
    for k in range(9):
        col, row = k % 3, k // 3
        dx, dy = rx0 + 15 + col * 84, 124 + row * 86
        rects[f"drawn_{k + 1}"] = _r(dx, dy, 72, 72)
        body.append(circle(dx + 36, dy + 36, 34, fill=SEA_LIGHT, fill_opacity=0.35,
                           stroke=INK_SOFT, stroke_width=1.6, stroke_dasharray="6,4"))
    rects["panel_right"] = _r(rx0, 404, 266, 316)
    body += [circle(rx0 + 133, 562, 118, fill="none", stroke=INK_SOFT, stroke_width=1.2,
                    stroke_opacity=0.6),
             circle(rx0 + 133, 562, 108, fill="none", stroke=INK_SOFT, stroke_width=0.8,
                    stroke_opacity=0.6),
             *compass(rx0 + 133, 562, 104, PARCH_LIGHT, PARCH_DARK, GOLD_LIGHT, GOLD, 1.2)]

    # bottom: round track
    rects["round_track"] = _r(14, 730, 1172, 96)
    body += [rect(14, 730, 1172, 96, rx=12, fill=PARCH_DARK, fill_opacity=0.6, **ink(2.5)),
             line(40, 778, 1160, 778, stroke=WOOD, stroke_width=4, stroke_dasharray="3,5")]
    for k in range(12):
        rxk = 28 + k * 96
        rects[f"round_{k + 1}"] = _r(rxk, 742, 88, 72)
        last = k == 11
        body.append(rect(rxk, 742, 88, 72, rx=10, fill=PARCH_LIGHT,
                         **ink(3.5 if last else 2.2, GOLD_DARK if last else INK)))
        if last:
            body.append(rect(rxk + 5, 747, 78, 62, rx=7, fill="none", stroke=GOLD,
                             stroke_width=2))
    return svg_doc(w, h, body, "Whaling board", defs), {"viewBox": [0, 0, w, h], "rects": rects}


# --------------------------------------------------------------------------- captain pieces

HELM_C, HELM_RING, HELM_SPACE_R = 200.0, 148.0, 36.0


def helm() -> tuple[str, dict[str, object]]:
    c = HELM_C
    body = []
    for k in range(8):
        ang = k * 45 + 22.5
        a = polar(c, c, 60, ang)
        b = polar(c, c, 190, ang)
        body.append(line(*a, *b, stroke=INK, stroke_width=16, stroke_linecap="round"))
        body.append(line(*a, *b, stroke=WOOD, stroke_width=10, stroke_linecap="round"))
        hb = polar(c, c, 190, ang)
        body.append(circle(*hb, 8, fill=WOOD_LIGHT, **ink(2.5)))
    body += [circle(c, c, HELM_RING, fill="none", stroke=INK, stroke_width=82),
             circle(c, c, HELM_RING, fill="none", stroke=WOOD_LIGHT, stroke_width=76),
             circle(c, c, HELM_RING + 24, fill="none", stroke=WOOD, stroke_width=1.5),
             circle(c, c, HELM_RING - 24, fill="none", stroke=WOOD, stroke_width=1.5)]
    spaces = []
    rects: dict[str, Rect] = {}
    for k in range(8):
        ang = k * 45
        mid = polar(c, c, HELM_RING, ang + 22.5)
        heading = ang + 22.5 + 90
        tip = polar(mid[0], mid[1], 11, heading)
        back_l = polar(mid[0], mid[1], 12, heading - 180 + 42)
        back_r = polar(mid[0], mid[1], 12, heading - 180 - 42)
        notch = polar(mid[0], mid[1], 3, heading)
        body.append(poly([tip, back_l, notch, back_r], fill=INK, **ink(1.5)))
        cx, cy = polar(c, c, HELM_RING, ang)
        first = k == 0
        body.append(circle(cx, cy, HELM_SPACE_R, fill=PARCH_LIGHT,
                           **ink(3.5 if first else 3, INK)))
        if first:
            body.append(circle(cx, cy, HELM_SPACE_R - 5, fill="none", stroke=GOLD,
                               stroke_width=3))
        spaces.append({"index": k + 1, "angle_deg": ang, "cx": round(cx, 2), "cy": round(cy, 2),
                       "r": HELM_SPACE_R})
        rects[f"helm_space_{k + 1}"] = _r(cx - HELM_SPACE_R, cy - HELM_SPACE_R,
                                          2 * HELM_SPACE_R, 2 * HELM_SPACE_R)
    body += [circle(c, c, 64, fill=PARCH, **ink(3)),
             circle(c, c, 58, fill="none", stroke=GOLD, stroke_width=3)]
    rects["helm_hub"] = _r(c - 44, c - 44, 88, 88)
    layout = {"viewBox": [0, 0, 400, 400], "center": [c, c], "ring_radius": HELM_RING,
              "angle_convention": "degrees clockwise from 12 o'clock; space 1 at the top, "
                                  "spaces numbered clockwise",
              "spaces": spaces, "rects": rects}
    return svg_doc(400, 400, body, "Captain helm"), layout


def captain_token() -> str:
    body = [circle(50, 50, 47, fill=INK, **ink(2.5, "#101A2B")),
            circle(50, 50, 41, fill="none", stroke=GOLD, stroke_width=2.5),
            path("M 20,50 C 16,36 34,28 50,28 C 66,28 84,36 80,50 Z", fill=WHITE, **ink(2)),
            rect(26, 48, 48, 11, fill=INK_SOFT, **ink(2)),
            line(26, 53.5, 74, 53.5, stroke=GOLD, stroke_width=2),
            path("M 24,58 C 34,66 66,66 76,58 C 70,76 30,76 24,58 Z", fill="#0D1626",
                 **ink(1.8, GOLD)),
            circle(50, 42, 7, fill=GOLD, **ink(1.5, GOLD_DARK)),
            line(50, 37.5, 50, 46.5, stroke=INK, stroke_width=1.5),
            path("M 46,44 C 47,47 53,47 54,44", fill="none", stroke=INK, stroke_width=1.4)]
    return svg_doc(100, 100, body, "Captain token")


def die_face(n: int) -> str:
    spots = {1: [(50, 50)], 2: [(30, 30), (70, 70)], 3: [(28, 28), (50, 50), (72, 72)]}[n]
    body = [rect(6, 6, 88, 88, rx=16, fill=PARCH_LIGHT, **ink(4)),
            rect(12, 12, 76, 76, rx=11, fill="none", stroke=PARCH_EDGE, stroke_width=1.5)]
    body += [circle(x, y, 9.5, fill=INK) for x, y in spots]
    return svg_doc(100, 100, body, f"Course die face {n}")


def ships_wheel() -> str:
    c = 50.0
    body = []
    for k in range(8):
        ang = k * 45
        a = polar(c, c, 8, ang)
        b = polar(c, c, 45, ang)
        body += [line(*a, *b, stroke=INK, stroke_width=9, stroke_linecap="round"),
                 line(*a, *b, stroke=WOOD, stroke_width=5, stroke_linecap="round"),
                 circle(*polar(c, c, 44, ang), 4.5, fill=WOOD_LIGHT, **ink(2))]
    body += [circle(c, c, 31, fill="none", stroke=INK, stroke_width=11),
             circle(c, c, 31, fill="none", stroke=WOOD_LIGHT, stroke_width=7),
             circle(c, c, 11, fill=GOLD, **ink(2.2)),
             circle(c, c, 4, fill=GOLD_DARK)]
    return svg_doc(100, 100, body, "Ship's wheel (first player)")


def round_marker() -> str:
    body = [circle(50, 50, 44, fill=GOLD, **ink(3)),
            circle(50, 50, 37, fill="none", stroke=GOLD_DARK, stroke_width=2),
            rect(31, 20, 38, 7, rx=2, fill=INK),
            rect(31, 73, 38, 7, rx=2, fill=INK),
            path("M 35,27 L 65,27 C 65,40 53,45 53,50 C 53,55 65,60 65,73 L 35,73 "
                 "C 35,60 47,55 47,50 C 47,45 35,40 35,27 Z", fill=WHITE, **ink(2.5)),
            path("M 40,36 L 60,36 C 58,41 52,44 50,47 C 48,44 42,41 40,36 Z", fill=GOLD_DARK),
            path("M 50,56 C 54,62 60,66 61,71 L 39,71 C 40,66 46,62 50,56 Z", fill=GOLD_DARK)]
    return svg_doc(100, 100, body, "Round marker")


def bag_icon() -> list[str]:
    out = [path("M 34,34 C 12,48 10,90 50,92 C 90,90 88,48 66,34 Z", fill=SEA_DEEP, **ink(3)),
           wave_row(26, 62, 4, 12, 4, stroke=SEA_LIGHT, stroke_width=2.6, stroke_linecap="round"),
           wave_row(24, 76, 4, 13, 4, stroke=SEA_LIGHT, stroke_width=2.6, stroke_linecap="round"),
           path("M 36,35 L 64,35 L 60,24 L 40,24 Z", fill=SEA_DEEP, **ink(2.5)),
           path("M 36,24 C 32,12 44,14 50,16 C 56,14 68,12 64,24 Z", fill=SEA, **ink(2.5)),
           path("M 34,31 C 44,36 56,36 66,31", fill="none", stroke=GOLD, stroke_width=4,
                stroke_linecap="round"),
           path("M 64,32 C 70,38 74,44 72,52", fill="none", stroke=GOLD, stroke_width=3,
                stroke_linecap="round"),
           circle(72, 54, 4, fill=GOLD, **ink(1.5))]
    return out


def app_icon() -> str:
    defs = [lin_grad("appbg", [(0, "#274A6E"), (1, INK)]),
            lin_grad("appsea", [(0, SEA_MID), (1, SEA_DEEP)])]
    fluke = ("M 238,372 C 240,322 244,290 246,262 C 210,256 150,238 108,180 "
             "C 160,196 222,192 256,222 C 290,192 352,196 404,180 C 362,238 302,256 266,262 "
             "C 268,290 272,322 274,372 Z")
    body = [rect(16, 16, 480, 480, rx=104, fill="url(#appbg)"),
            circle(256, 236, 160, fill=PARCH),
            circle(256, 236, 160, fill="none", stroke=GOLD, stroke_width=10),
            path(fluke, fill=INK),
            path("M 16,360 Q 76,330 136,360 T 256,360 T 376,360 T 496,360 L 496,392 "
                 "C 496,450 450,496 392,496 L 120,496 C 62,496 16,450 16,392 Z",
                 fill="url(#appsea)"),
            wave_row(56, 418, 4, 100, 14, stroke=FOAM, stroke_width=14, stroke_linecap="round"),
            path("M 16,360 Q 76,330 136,360 T 256,360 T 376,360 T 496,360", fill="none",
                 stroke=FOAM, stroke_width=12, stroke_linecap="round"),
            rect(16, 16, 480, 480, rx=104, fill="none", stroke=GOLD, stroke_width=12)]
    return svg_doc(512, 512, body, "nbgui", defs)


def save_icon() -> str:
    """The document icon of saved games (.nbsave): a page with a folded corner, the app's
    fluke over the sea (Linux MIME icon; Windows and macOS use the app icon)."""
    defs = [lin_grad("docsea", [(0, SEA_MID), (1, SEA_DEEP)])]
    fluke = ("M 248,356 C 250,320 253,296 254,276 C 228,272 186,258 156,216 "
             "C 194,228 236,224 264,248 C 292,224 334,228 372,216 C 342,258 300,272 274,276 "
             "C 275,296 278,320 280,356 Z")
    body = [path("M 96,24 L 336,24 L 432,120 L 432,488 L 96,488 Z", fill=PARCH, stroke=INK,
                 stroke_width=12, stroke_linejoin="round"),
            path("M 336,24 L 336,120 L 432,120 Z", fill=GOLD, stroke=INK, stroke_width=12,
                 stroke_linejoin="round"),
            path(fluke, fill=INK),
            path("M 102,372 Q 144,350 186,372 T 270,372 T 354,372 T 426,372 L 426,482 "
                 "L 102,482 Z", fill="url(#docsea)"),
            wave_row(130, 428, 3, 90, 12, stroke=FOAM, stroke_width=12, stroke_linecap="round"),
            rect(140, 72, 150, 18, rx=9, fill=INK),
            rect(140, 112, 110, 18, rx=9, fill=INK),
            rect(140, 152, 150, 18, rx=9, fill=INK)]
    return svg_doc(512, 512, body, "nbgui saved game", defs)


# small helpers registered as icons so boards can embed them
SPACE_ICONS_EXTRA: dict[str, Callable[[], list[str]]] = {
    "food_small": food_icon,
    "bag_icon": bag_icon,
}
SPACE_ICONS.update(SPACE_ICONS_EXTRA)

# --------------------------------------------------------------------------- assembly


def load_buildings() -> list[dict[str, object]]:
    data = json.loads(BUILDINGS_JSON.read_text(encoding="utf-8"))
    return list(data["buildings"])


def icon_doc(elems: list[str], title: str) -> str:
    return svg_doc(100, 100, elems, title)


def build_all(compact_art: bool = True, trim_grid: bool = True
              ) -> tuple[dict[str, str], dict[str, object]]:
    """Return {relative path: svg text} and the manifest; `compact_art` False: the art as
    drawn above, before `compact`; `trim_grid` False: the boards' chart grids whole (the
    tests compare both)."""
    files: dict[str, str] = {}
    ids: dict[str, str] = {}

    def add(piece_id: str, rel: str, svg: str) -> None:
        # the app's art in its compact form; the icons as written (other programs show them)
        files[rel] = compact(svg) if compact_art and not rel.startswith("icons/") else svg
        ids[piece_id] = rel

    for i in range(4):
        add(f"marker_{i}", f"pieces/marker_{i}.svg", piece_marker(i))
        add(f"worker_{i}", f"pieces/worker_{i}.svg", worker(i))
        add(f"ship_small_{i}", f"pieces/ship_small_{i}.svg", ship(i, False))
        add(f"ship_large_{i}", f"pieces/ship_large_{i}.svg", ship(i, True))
    for kind in WHALES:
        add(f"token_{kind}", f"tokens/token_{kind}.svg", whale_token(kind))
        add(f"whale_{kind}", f"tokens/whale_{kind}.svg", whale_alone(kind))
    add("token_sea", "tokens/token_sea.svg", sea_token())
    add("token_back", "tokens/token_back.svg", token_back())
    add("good_lumber", "goods/good_lumber.svg", icon_doc(lumber_icon(), "Lumber"))
    add("good_food", "goods/good_food.svg", icon_doc(food_icon(), "Food"))
    add("good_brick", "goods/good_brick.svg", icon_doc(brick_icon(), "Brick"))
    add("coin", "goods/coin.svg", icon_doc(coin_icon(), "Money"))
    for bid in sorted(str(b["id"]) for b in load_buildings()):
        if bid not in BUILDING_ICONS:
            raise SystemExit(f"no icon drawn for building {bid!r}: add one to BUILDING_ICONS")
        add(f"building_{bid}", f"buildings/building_{bid}.svg",
            icon_doc(BUILDING_ICONS[bid](), f"building icon: {bid}"))
    add("tile_frame_action", "tiles/tile_frame_action.svg", tile_frame("action"))
    add("tile_frame_victory", "tiles/tile_frame_victory.svg", tile_frame("victory"))
    add("tile_back", "tiles/tile_back.svg", tile_back())
    town_svg, town_layout = board_town(trim_grid)
    add("board_town", "boards/board_town.svg", town_svg)
    whaling_svg, whaling_layout = board_whaling(trim_grid)
    add("board_whaling", "boards/board_whaling.svg", whaling_svg)
    for name in [*TOWN_SPACES, "dockyard", "city_pier"]:
        add(f"space_{name}", f"spaces/space_{name}.svg",
            icon_doc(SPACE_ICONS[name](), f"{name.replace('_', ' ').title()} (space icon)"))
    helm_svg, helm_layout = helm()
    add("helm", "captain/helm.svg", helm_svg)
    add("captain_token", "captain/captain_token.svg", captain_token())
    for n in (1, 2, 3):
        add(f"die_{n}", f"captain/die_{n}.svg", die_face(n))
    add("ships_wheel", "captain/ships_wheel.svg", ships_wheel())
    add("round_marker", "captain/round_marker.svg", round_marker())
    add("bag", "captain/bag.svg", icon_doc(bag_icon(), "Ocean bag"))
    add("app_icon", "icons/app_icon.svg", app_icon())
    add("save_icon", "icons/nbsave.svg", save_icon())

    manifest: dict[str, object] = dict(ids)
    manifest["seat_colors"] = [
        {k: s[k] for k in ("index", "name", "hex", "shape", "pattern", "pattern_hex",
                           "text_hex", "okabe_ito")} for s in SEATS]
    manifest["layout"] = {
        "board_town": town_layout,
        "board_whaling": whaling_layout,
        "helm": helm_layout,
        "tile_frame_action": {"viewBox": [0, 0, TILE_W, TILE_H], "rects": TILE_ACTION_RECTS,
                              "name_text_hex": PARCH_LIGHT},
        "tile_frame_victory": {"viewBox": [0, 0, TILE_W, TILE_H], "rects": TILE_VICTORY_RECTS,
                               "name_text_hex": PARCH_LIGHT},
    }
    manifest["whale_kinds"] = WHALE_KINDS
    manifest["whale_token"] = {"viewBox": [0, 0, 100, 100], "rects": WHALE_TOKEN_RECTS}
    manifest["palette"] = {
        "parchment": PARCH, "parchment_light": PARCH_LIGHT, "parchment_dark": PARCH_DARK,
        "ink": INK, "ink_soft": INK_SOFT, "sea_deep": SEA_DEEP, "sea": SEA,
        "sea_mid": SEA_MID, "sea_light": SEA_LIGHT, "foam": FOAM, "wood": WOOD,
        "brick": BRICK, "gold": GOLD, "gold_dark": GOLD_DARK, "red": RED, "green": GREEN,
    }
    manifest["fonts"] = {"family": FONT_FAMILY, "regular": "fonts/DejaVuSans.ttf",
                         "bold": "fonts/DejaVuSans-Bold.ttf",
                         "license": "fonts/LICENSE-DejaVu.txt"}
    manifest["icons"] = {"svg": "icons/app_icon.svg", "ico": "icons/nbgui.ico",
                         "png": {str(s): f"icons/nbgui_{s}.png" for s in PNG_SIZES}}
    return files, manifest


PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)


def write_svgs(out: Path, files: dict[str, str], manifest: dict[str, object]) -> None:
    for rel, svg in files.items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(svg, encoding="utf-8", newline="\n")
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8",
                                       newline="\n")


def _qt_app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([])


def render_svg(svg_path: Path, w: int, h: int) -> object:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return img


def write_icons(out: Path) -> None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    _qt_app()
    icons = out / "icons"
    pngs: dict[int, bytes] = {}
    for size in PNG_SIZES:
        img = render_svg(icons / "app_icon.svg", size, size)
        buf = QByteArray()
        dev = QBuffer(buf)
        dev.open(QIODevice.OpenModeFlag.WriteOnly)
        img.save(dev, "PNG")  # type: ignore[attr-defined]
        dev.close()
        pngs[size] = bytes(buf.data())
        (icons / f"nbgui_{size}.png").write_bytes(pngs[size])
    # ICO container holding PNG images (Windows Vista and later)
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = 6 + 16 * len(ICO_SIZES)
    entries, blobs = [], []
    for size in ICO_SIZES:
        data = pngs[size]
        entries.append(struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data),
                                   offset))
        blobs.append(data)
        offset += len(data)
    (icons / "nbgui.ico").write_bytes(header + b"".join(entries) + b"".join(blobs))


FONT_SRC = Path("/usr/share/fonts/truetype/dejavu")
FONT_LICENSE_SRC = Path("/usr/share/doc/fonts-dejavu-core/copyright")


def copy_fonts(out: Path) -> None:
    """DejaVu Sans regular and bold from the system, cut down to the app's characters and
    renamed (`tools/subset_fonts.py`, which needs fontTools), and their licence."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import subset_fonts

    if subset_fonts.FAMILY != FONT_FAMILY:
        raise SystemExit(f"subset_fonts.py names {subset_fonts.FAMILY!r}, not {FONT_FAMILY!r}")
    fonts = out / "fonts"
    fonts.mkdir(parents=True, exist_ok=True)
    subset_fonts.main(["--source", str(FONT_SRC), "--out", str(fonts)])
    shutil.copyfile(FONT_LICENSE_SRC, fonts / "LICENSE-DejaVu.txt")


def contact_sheet(out: Path, manifest: dict[str, object], target: Path) -> None:
    """Render every piece (and a 32 px row) onto one PNG for eyeballing."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _qt_app()
    ids = [k for k, v in manifest.items() if isinstance(v, str)]
    small = [k for k in ids if not k.startswith(("board_", "helm", "tile_", "app_icon"))]
    big = ["board_town", "board_whaling"]
    mid = ["helm", "tile_frame_action", "tile_frame_victory", "tile_back", "app_icon"]
    cell, cols = 132, 12
    rows = math.ceil(len(small) / cols)
    width = cols * cell + 20
    height = rows * cell + 330 + 60 * math.ceil(len(small) / 36) + 760 + 40
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(QColor("#E9E2D2"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(QFont("DejaVu Sans", 7))

    def draw(pid: str, x: float, y: float, w: float, h: float) -> None:
        r = QSvgRenderer(str(out / str(manifest[pid])))
        vb = r.viewBoxF()
        s = min(w / vb.width(), h / vb.height())
        rw, rh = vb.width() * s, vb.height() * s
        r.render(p, QRectF(x + (w - rw) / 2, y + (h - rh) / 2, rw, rh))

    for k, pid in enumerate(small):
        x, y = 10 + (k % cols) * cell, 10 + (k // cols) * cell
        draw(pid, x + 8, y + 4, cell - 16, cell - 26)
        p.setPen(QColor(INK))
        p.drawText(QRectF(x, y + cell - 22, cell, 18), Qt.AlignmentFlag.AlignCenter, pid)
    y = 20 + rows * cell
    x = 10
    for pid in mid:
        draw(pid, x, y, 300, 300)
        x += 310
    y += 320
    for k, pid in enumerate(small):
        draw(pid, 10 + (k % 36) * 44, y + (k // 36) * 44, 32, 32)
    y += 60 * math.ceil(len(small) / 36)
    draw(big[0], 10, y, 640, 260)
    draw(big[1], 660, y, width - 670, 740)
    draw(big[0], 10, y + 280, 400, 170)
    draw("board_whaling", 10, y + 460, 400, 280)
    p.end()
    img.save(str(target))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets",
                        help="output folder (default: assets/ next to tools/)")
    parser.add_argument("--no-png", action="store_true",
                        help="skip the app-icon PNG/ICO renders (no PySide6 needed)")
    parser.add_argument("--fonts", action="store_true",
                        help="DejaVu Sans regular/bold from the system, subset (needs fontTools: "
                             "tools/subset_fonts.py), and its licence")
    parser.add_argument("--sheet", type=Path, help="also render a contact sheet PNG here")
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    files, manifest = build_all()
    write_svgs(out, files, manifest)
    if args.fonts:
        copy_fonts(out)
    if not args.no_png:
        write_icons(out)
    if args.sheet:
        contact_sheet(out, manifest, args.sheet)
    print(f"wrote {len(files)} SVGs and manifest.json to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
