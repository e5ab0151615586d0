#!/usr/bin/env python3
"""Generates FitcheckOpsz.ttf: a tiny variable TrueType font with an `opsz` axis (8…12…72),
so the tests can prove fitcheck applies the optical size to advances.

License: this font and script were generated for fitcheck's tests; both are dedicated to the public
domain under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/).

Regenerate (needs fontTools, `pip install fonttools`):
    python3 Tests/FitCoreTests/Fixtures/Shaping/make_opsz_font.py

Every glyph (ASCII letters, space, .notdef) is a box (space: empty) whose advance depends only on
the optical size: 600 units at opsz 8, 580 at the default opsz 12, 500 at opsz 72 (upem 1000).
varLib interpolates the masters and writes HVAR (and gvar phantom points), so HarfBuzz varies the
advances. Timestamps are fixed so the output is the same bytes every run.
"""
import os
import string

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools import varLib

FAMILY = "FitcheckOpsz"
UPEM = 1000
# Advance width (font units) of every glyph at each master's optical size (points).
ADVANCE_BY_OPSZ = {8: 600, 12: 580, 72: 500}
DEFAULT_OPSZ = 12
# 2020-01-01 in seconds since 1904-01-01, the `head` table's epoch.
FIXED_TIMESTAMP = 3660681600

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "FitcheckOpsz.ttf")

LETTERS = string.ascii_uppercase + string.ascii_lowercase
GLYPH_ORDER = [".notdef", "space"] + list(LETTERS)
CMAP = {ord(" "): "space", **{ord(c): c for c in LETTERS}}


def box(advance):
    """A box 50 units in from each side, cap height 700: the same point structure in every master."""
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((advance - 50, 700))
    pen.lineTo((advance - 50, 0))
    pen.closePath()
    return pen.glyph()


def master(advance):
    builder = FontBuilder(UPEM, isTTF=True)
    builder.setupGlyphOrder(GLYPH_ORDER)
    builder.setupCharacterMap(CMAP)
    glyphs = {name: box(advance) for name in GLYPH_ORDER}
    glyphs["space"] = TTGlyphPen(None).glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (advance, 0 if name == "space" else 50) for name in GLYPH_ORDER})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": FAMILY, "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    builder.setupHead(unitsPerEm=UPEM, created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP)
    return builder.font


def main():
    doc = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name = "opsz", "Optical size"
    axis.minimum, axis.default, axis.maximum = min(ADVANCE_BY_OPSZ), DEFAULT_OPSZ, max(ADVANCE_BY_OPSZ)
    doc.addAxis(axis)
    for opsz, advance in sorted(ADVANCE_BY_OPSZ.items()):
        source = SourceDescriptor()
        source.name = f"opsz{opsz}"
        source.font = master(advance)
        source.location = {"Optical size": opsz}
        doc.addSource(source)
    font, _, _ = varLib.build(doc)
    font["head"].created = font["head"].modified = FIXED_TIMESTAMP
    font.recalcTimestamp = False
    font.save(OUTPUT)
    print(f"wrote {OUTPUT} ({os.path.getsize(OUTPUT)} bytes)")


if __name__ == "__main__":
    main()
