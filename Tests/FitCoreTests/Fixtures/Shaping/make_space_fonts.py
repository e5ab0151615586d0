#!/usr/bin/env python3
"""Generates two tiny fonts whose OpenType lookups involve the space, for the word-shaping tests:

- FitcheckSpaceContext.ttf: `kern` moves an "A" that follows a space by -200 units (contextual
  positioning: the space is only context). A word starting with "A" shaped alone loses the
  adjustment, so fitcheck must shape it in its run.
- FitcheckSpaceKern.ttf: `kern` pairs "space A" by -200 units (the space itself is positioned), so
  no word of this font may be shaped apart.

License: these fonts and this script were generated for fitcheck's tests; all are dedicated to the
public domain under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/).

Regenerate (needs fontTools, `pip install fonttools`):
    python3 Tests/FitCoreTests/Fixtures/Shaping/make_space_fonts.py

Every glyph is a box of 600 units (space: empty, 250). Timestamps are fixed so the output is the
same bytes every run.
"""
import os
import string

from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

from make_opsz_font import box   # the same 50-unit-inset box glyph

UPEM = 1000
FIXED_TIMESTAMP = 3660681600   # 2020-01-01 in seconds since 1904-01-01, the `head` table's epoch
HERE = os.path.dirname(os.path.abspath(__file__))
LETTERS = string.ascii_uppercase + string.ascii_lowercase
GLYPH_ORDER = [".notdef", "space"] + list(LETTERS)
CMAP = {ord(" "): "space", **{ord(c): c for c in LETTERS}}

FONTS = {
    "FitcheckSpaceContext": "feature kern { pos space A' -200; } kern;",
    "FitcheckSpaceKern": "feature kern { pos space A -200; } kern;",
}


def build(family, features):
    builder = FontBuilder(UPEM, isTTF=True)
    builder.setupGlyphOrder(GLYPH_ORDER)
    builder.setupCharacterMap(CMAP)
    glyphs = {name: box(600) for name in GLYPH_ORDER}
    glyphs["space"] = TTGlyphPen(None).glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (250 if name == "space" else 600, 0 if name == "space" else 50)
                                    for name in GLYPH_ORDER})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": family, "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    builder.setupHead(unitsPerEm=UPEM, created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP)
    addOpenTypeFeaturesFromString(builder.font, features)
    font = builder.font
    font.recalcTimestamp = False
    output = os.path.join(HERE, family + ".ttf")
    font.save(output)
    print(f"wrote {output} ({os.path.getsize(output)} bytes)")


if __name__ == "__main__":
    for family, features in FONTS.items():
        build(family, features)
