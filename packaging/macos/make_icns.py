"""Write a macOS ``.icns`` icon from the app's PNGs, in pure Python (no ``iconutil`` needed).

An ``.icns`` file is the magic ``icns``, the total length (big-endian u32), then one entry per
image: a four-letter type, the entry length (header included) and the PNG bytes. Since macOS
10.7 every type below may hold PNG data. Used by the PyInstaller spec on macOS; runs anywhere,
so the output is checked on Linux too (Qt's ``qicns`` image plugin reads it back).

    python packaging/macos/make_icns.py assets/icons build/nbgui.icns
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

#: icns type → pixel size of the PNG it holds (the @2x types reuse the bigger PNGs).
ICNS_TYPES: list[tuple[bytes, int]] = [
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
]


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if data[:8] != PNG_MAGIC or data[12:16] != b"IHDR":
        raise ValueError("not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """The ``.icns`` bytes for square PNGs keyed by size; sizes not available are left out."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs.get(size)
        if data is None:
            continue
        body += kind + struct.pack(">I", len(data) + 8) + data
    if not body:
        raise ValueError("no PNG of a size an .icns can hold (16…512)")
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_icns(icon_dir: Path, out: Path, pattern: str = "nbgui_*.png") -> Path:
    """Collect ``icon_dir/pattern`` PNGs (square ones only) and write ``out``."""
    pngs: dict[int, bytes] = {}
    for path in sorted(icon_dir.glob(pattern)):
        data = path.read_bytes()
        width, height = png_size(data)
        if width == height:
            pngs[width] = data
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(build_icns(pngs))
    return out


def read_icns_types(data: bytes) -> list[tuple[str, int]]:
    """The (type, entry length) list of an ``.icns`` file — for tests."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an icns file (bad magic or length)")
    entries: list[tuple[str, int]] = []
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[pos + 4 : pos + 8])
        entries.append((kind, length))
        pos += length
    if pos != len(data):
        raise ValueError("icns entries overrun the file")
    return entries


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: make_icns.py ICON_DIR OUT.icns")
    written = write_icns(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{written} {[t for t, _ in read_icns_types(written.read_bytes())]}")
