"""The bundled fonts are a subset of DejaVu Sans (tools/subset_fonts.py): every character the
app's own texts can show must be in both files, or Qt would draw it from another font."""

from __future__ import annotations

import io
import json
import os
import tokenize
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QFontDatabase, QRawFont

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
MANIFEST = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
FONTS = MANIFEST["fonts"]
#: What tools/subset_fonts.py keeps beyond the app's own texts (players' names, common signs).
EXTRA = "ÀÉÑÖÜßàéñöüĄŁŒœŠŽ ΑΩαω ДЖЯдчя €£¥ ←↑→↓ ★☆ ✓✔✗✘ ■□●○▲▶▼◀ ±×÷−∞≈≠≤≥ “”‘’„«»…–—•·"


def _python_strings(path: Path) -> str:
    """The text of every string literal (docstrings and f-strings' text included)."""
    kinds = {tokenize.STRING}
    middle = getattr(tokenize, "FSTRING_MIDDLE", None)  # Python 3.12
    if middle is not None:
        kinds.add(middle)
    source = path.read_text(encoding="utf-8")
    return "".join(t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)
                   if t.type in kinds)


def app_characters() -> dict[str, str]:
    """Every character of nbgui's string literals, the catalogues (source and translations)
    and the rules files (the reference and tutorial texts), with where it was first seen."""
    seen: dict[str, str] = {}
    texts: list[tuple[str, str]] = []
    for path in sorted((ROOT / "nbgui").rglob("*.py")):
        texts.append((str(path.relative_to(ROOT)), _python_strings(path)))
    for folder, pattern in (("translations", "*.ts"), ("rules", "*.json")):
        for path in sorted((ROOT / folder).rglob(pattern)):
            texts.append((str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")))
    texts.append(("EXTRA", EXTRA))
    for where, text in texts:
        for ch in text:
            if ch.isprintable() and not ch.isspace() and ch not in seen:
                seen[ch] = where
    return seen


def test_every_character_is_in_both_fonts(qapp):
    chars = app_characters()
    assert len(chars) > 150  # the scan found the texts
    for key in ("regular", "bold"):
        raw = QRawFont(str(ASSETS / FONTS[key]), 12)
        assert raw.isValid(), FONTS[key]
        missing = {f"U+{ord(ch):04X} {ch} ({where})" for ch, where in chars.items()
                   if not raw.supportsCharacter(ord(ch))}  # the code point overload
        assert not missing, f"{FONTS[key]} lacks {sorted(missing)}: tools/subset_fonts.py"


def test_the_subset_has_its_own_family_and_licence(qapp):
    """Renamed (so fontconfig never takes a system's full DejaVu Sans for it), with the
    licence's notices kept in the files and the licence next to them."""
    assert FONTS["family"] != "DejaVu Sans"
    assert "Bitstream" not in FONTS["family"] and "Vera" not in FONTS["family"]
    for key in ("regular", "bold"):
        path = ASSETS / FONTS[key]
        font_id = QFontDatabase.addApplicationFont(str(path))
        assert QFontDatabase.applicationFontFamilies(font_id) == [FONTS["family"]]
        data = path.read_bytes()
        assert "Copyright (c) 2003 by Bitstream, Inc.".encode("utf-16-be") in data
        assert path.stat().st_size < 250_000  # a subset, not the 0.7 MB full font
    licence = (ASSETS / FONTS["license"]).read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "public domain" in licence
