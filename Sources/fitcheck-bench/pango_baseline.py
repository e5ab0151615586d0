#!/usr/bin/env python3
"""Pango baseline for fitcheck's benchmark: lays out each cell from scratch, one Pango layout per
cell, as a per-string checker does it (no shaping cache across widths and sizes).

Usage: pango_baseline.py CELLS.jsonl FONTS_DIR
Each input line: {"text", "language", "weight", "pointSize", "slotWidth", "tracking", "maxLines", "lines"}.
Prints one JSON object: {"cells", "seconds", "cpuSeconds", "sameLines", "farLines", "version"}; the
times cover the layouts only (reading the file and loading fonts are outside the clock).

Same fonts as fitcheck: a private fontconfig configuration with only the repository's Fonts/ folder,
hinting off, 72 dpi so that one point is one Pango unit of size, and unrounded glyph positions.
"""
import json
import os
import sys
import tempfile
import time


def private_fontconfig(fonts_dir):
    """A fontconfig file that sees only fonts_dir, with hinting off; returns its path."""
    folder = tempfile.mkdtemp(prefix="fitcheck-pango-")
    path = os.path.join(folder, "fonts.conf")
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{os.path.abspath(fonts_dir)}</dir>
  <cachedir>{folder}</cachedir>
  <match target="pattern">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
  </match>
</fontconfig>
""")
    return path


def main():
    cells_path, fonts_dir = sys.argv[1], sys.argv[2]
    # fontconfig reads this when Pango first loads it, so it is set before the import.
    os.environ["FONTCONFIG_FILE"] = private_fontconfig(fonts_dir)
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoFT2", "1.0")
    from gi.repository import Pango, PangoFT2

    with open(cells_path, encoding="utf-8") as f:
        cells = [json.loads(line) for line in f if line.strip()]

    fontmap = PangoFT2.FontMap.new()
    fontmap.set_resolution(72, 72)
    context = Pango.FontMap.create_context(fontmap)   # the base class's; PangoFc's own is deprecated
    context.set_round_glyph_positions(False)
    scale = Pango.SCALE

    # Font descriptions and languages are cheap value objects; making them once keeps Python's own
    # overhead out of the figure, so the clock measures Pango's layout work.
    descriptions = {}
    languages = {}

    def description(language, weight, size):
        key = (language, weight, size)
        if key not in descriptions:
            d = Pango.FontDescription.new()
            d.set_family("Noto Sans Devanagari,Noto Sans" if language == "hi" else "Noto Sans")
            d.set_weight(Pango.Weight(weight))
            d.set_absolute_size(size * scale)
            descriptions[key] = d
        return descriptions[key]

    for cell in cells:   # load every font before the clock starts
        description(cell["language"], cell["weight"], cell["pointSize"])
        languages.setdefault(cell["language"], Pango.Language.from_string(cell["language"]))
    warm = Pango.Layout.new(context)
    warm.set_text("Warm up अभी Привет", -1)
    warm.get_line_count()

    same = far = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for cell in cells:
        layout = Pango.Layout.new(context)
        layout.set_font_description(description(cell["language"], cell["weight"], cell["pointSize"]))
        layout.set_width(int(cell["slotWidth"] * scale))
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        attributes = Pango.AttrList.new()
        attributes.insert(Pango.attr_language_new(languages[cell["language"]]))
        if cell["tracking"]:
            attributes.insert(Pango.attr_letter_spacing_new(int(cell["tracking"] * scale)))
        layout.set_attributes(attributes)
        layout.set_text(cell["text"], -1)
        lines = layout.get_line_count()
        layout.get_extents()   # the widths a checker compares with the slot
        if lines == cell["lines"]:
            same += 1
        elif abs(lines - cell["lines"]) > 1:
            far += 1
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start

    print(json.dumps({"cells": len(cells), "seconds": seconds, "cpuSeconds": cpu_seconds,
                      "sameLines": same, "farLines": far,
                      "version": Pango.version_string()}))


if __name__ == "__main__":
    main()
