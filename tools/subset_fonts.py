"""Write the app's two fonts: DejaVu Sans (Book, Bold) cut down to the characters nbgui shows.

The full DejaVu Sans files are 0.7 MB each (6,200 glyphs: Latin, Greek, Cyrillic, Arabic,
Hebrew, maths, …) and Linux systems often have the same files installed. Qt then drew with the
system's copy (fontconfig lists it first), and either way the process mapped the big files. The
app ships a subset instead (issue 18, docs/ui.md's memory section): every character of
`SUBSET_RANGES` (Latin up to Latin Extended-A, Greek and Cyrillic for players' names, the
punctuation, arrows and the few maths signs and symbols nbgui's texts use or may), with all
the glyphs need kept as they are — outlines, hinting instructions, kerning and the other
OpenType layout features, glyph names, the font-wide metrics — so the covered text draws the
same pixels (docs/screenshots' make_screenshots.py under Xvfb: identical; italics, which the
app asks for in a few notes, are slanted by Qt from the regular font, as on every system
without DejaVu Sans Oblique installed). Anything outside it (a player's name in another
script) is drawn by Qt's font fallback from the system's fonts, as any character the full font
lacks always was. `tests/test_fonts_subset.py` checks that every
character of the catalogues, the rules texts and nbgui's sources is in both files.

Licence (assets/fonts/LICENSE-DejaVu.txt, Bitstream Vera's terms, DejaVu's changes public
domain): a modified font must not carry the names "Bitstream" or "Vera" (DejaVu's do not), and
its copyright and licence notices stay in it. The subset is renamed to `FAMILY` as well, so
fontconfig never takes a system's full DejaVu Sans for it (the name table keeps every other
record: copyright, licence, version, designer).

Needs fontTools (not one of the app's dependencies): run it once where it is installed when the
fonts or the characters change, and commit the result:

    python tools/subset_fonts.py [--source /usr/share/fonts/truetype/dejavu] [--out assets/fonts]

The source is DejaVu Sans 2.37 (the Debian `fonts-dejavu-core` files, which `tools/gen_assets.py
--fonts` copied before).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/truetype/dejavu")

#: The family name of the subset (name IDs 1, 4, 16; the PostScript name follows).
FAMILY = "NBGUI DejaVu Sans"
POSTSCRIPT = "NBGUIDejaVuSans"

#: Source file → output file (same names as before, so the manifest and the bundle keep them).
FILES = {"DejaVuSans.ttf": "DejaVuSans.ttf", "DejaVuSans-Bold.ttf": "DejaVuSans-Bold.ttf"}

#: Unicode ranges kept (inclusive).
SUBSET_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x017F),  # Latin-1 Supplement, Latin Extended-A
    (0x0370, 0x03FF),  # Greek (players' names)
    (0x0400, 0x04FF),  # Cyrillic (players' names)
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2190, 0x21FF),  # Arrows
    # single symbols: − ∞ ≈ ≠ ≤ ≥, ■ □ ▲ ▶ ▼ ◀ ○ ●, ★ ☆, ✓ ✔ ✗ ✘, the replacement character
    *((c, c) for c in (0x2212, 0x221E, 0x2248, 0x2260, 0x2264, 0x2265)),
    *((c, c) for c in (0x25A0, 0x25A1, 0x25B2, 0x25B6, 0x25BC, 0x25C0, 0x25CB, 0x25CF)),
    *((c, c) for c in (0x2605, 0x2606, 0x2713, 0x2714, 0x2717, 0x2718, 0xFFFD)),
)


def rename(font: object, bold: bool) -> None:
    """Give the subset its own family (`FAMILY`) in every name record that carries one."""
    style = "Bold" if bold else "Book"
    names = {
        1: FAMILY,
        3: f"{FAMILY} {style} (subset of DejaVu Sans 2.37)",
        4: FAMILY if not bold else f"{FAMILY} Bold",
        6: POSTSCRIPT if not bold else f"{POSTSCRIPT}-Bold",
        16: FAMILY,
    }
    table = font["name"]  # type: ignore[index]
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID,
                          record.platEncID, record.langID)


def subset(source: Path, target: Path, bold: bool) -> None:
    from fontTools import subset as ft_subset  # a build tool's own dependency
    from fontTools.ttLib import TTFont

    options = ft_subset.Options()
    options.layout_features = ["*"]  # kerning, ligatures, marks: as the full font draws
    options.legacy_kern = True  # the old 'kern' table too (FreeType's kerning reads it)
    options.glyph_names = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.notdef_outline = True
    options.recommended_glyphs = True
    options.hinting = True  # the same hinted outlines: the same pixels
    options.drop_tables = [*options.drop_tables, "FFTM"]  # FontForge's timestamps
    cmap = TTFont(str(source)).getBestCmap()
    unicodes = {c for lo, hi in SUBSET_RANGES for c in range(lo, hi + 1)}
    # Glyphs kept only as parts of others (accents of composites) or through the layout
    # features (the ff/fi/ffl ligatures) keep their own characters in the map: FreeType's
    # auto-hinter (fontconfig's "hintslight") hints a glyph by the script its character belongs
    # to, and one without a character differently, so the text would not draw the same pixels.
    while True:
        font = TTFont(str(source))
        subsetter = ft_subset.Subsetter(options=options)
        subsetter.populate(unicodes=sorted(unicodes))
        subsetter.subset(font)
        kept = set(font.getGlyphOrder())
        more = {c for c, glyph in cmap.items() if glyph in kept} - unicodes
        if not more:
            break
        unicodes |= more
    # The font-wide metrics as the full font has them (Qt sizes some things by the widest
    # glyph, e.g. a header section by `hhea`'s widest advance), not recomputed for the subset.
    full = TTFont(str(source))
    for table, fields in (("head", ("xMin", "yMin", "xMax", "yMax", "flags")),
                          ("hhea", ("advanceWidthMax", "minLeftSideBearing",
                                    "minRightSideBearing", "xMaxExtent"))):
        for field in fields:
            setattr(font[table], field, getattr(full[table], field))
    font.recalcBBoxes = False
    rename(font, bold)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="folder of DejaVu Sans 2.37")
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "fonts")
    args = parser.parse_args(argv)
    for src, dst in FILES.items():
        subset(args.source / src, args.out / dst, bold="Bold" in src)
        print(f"{args.out / dst}: {(args.out / dst).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
