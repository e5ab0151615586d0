/// Placing a measured line's glyphs for drawing: in visual order, at the positions layout measured,
/// truncated where a label truncates, and drawn into a canvas (``FailureImage``'s lines and captions).
extension FailureImage {
    /// A glyph at its place on a line, in points from the line's reference (the slot's left edge).
    struct PlacedGlyph {
        var glyphID: UInt32
        var font: String
        /// The variable font's instance (``ShapedRun/variations``).
        var variations: [FontVariation]
        var x: Double
        var y: Double          // up, as in the font
        var advance: Double
        var isSpace: Bool
        /// Hidden by truncation: drawn in the overflow colour wherever it lands.
        var hidden: Bool
    }

    /// One line's glyphs in visual order, and the horizontal extent of its ink, in points.
    struct PlacedLine {
        var glyphs: [PlacedGlyph]
        var inkMinX: Double
        var inkMaxX: Double
    }

    /// The `…` to append on truncation: its glyph, font (and instance) and advance in ems.
    struct Ellipsis {
        var glyphID: UInt32
        var font: String
        var variations: [FontVariation] = []
        var advance: Double
    }

    /// The `…` from the first of the text's fonts that has one (as a label draws it in its own font,
    /// in the instance of the text's first run: a semibold label's `…` is semibold), otherwise as the
    /// Shaper draws it.
    static func ellipsis(fonts: [String], variations: [FontVariation] = [], rasterizer: GlyphRasterizer,
                         shape: (String) throws -> ShapedText) throws -> Ellipsis {
        for (index, font) in fonts.enumerated() {
            if let glyph = try rasterizer.glyph(for: "\u{2026}", font: font) {
                let instance = index == 0 ? variations : []
                return Ellipsis(glyphID: glyph, font: font, variations: instance,
                                advance: try rasterizer.advance(of: glyph, font: font))
            }
        }
        let shaped = try shape("\u{2026}")
        guard let run = shaped.runs.first, let glyph = run.glyphs.first, run.fontIndex < shaped.fontsUsed.count else {
            return Ellipsis(glyphID: 0, font: fonts.first ?? "", advance: 0)   // nothing to draw: leave no mark
        }
        return Ellipsis(glyphID: glyph.glyphID, font: shaped.fontsUsed[run.fontIndex], advance: glyph.xAdvance)
    }

    /// The first cluster a tail-truncating label hides on this line: clusters are kept, in logical
    /// order, while they fit in `room` points; white space before the cut is dropped too.
    static func truncationCluster(_ shaped: ShapedText, line: MeasuredLine, room: Double, tracking: Double,
                                  pointSize: Double, gapBefore: [Int]? = nil) -> Int {
        let gapBefore = gapBefore ?? LetterSpacingGaps.before(in: shaped)
        var width = 0.0
        var cut = line.clusterRange.lowerBound
        for index in line.clusterRange {
            let cluster = shaped.clusters[index]
            let gaps = (index == line.clusterRange.lowerBound ? 0 : gapBefore[index]) + LetterSpacingGaps.inside(cluster)
            width += cluster.advance * pointSize + tracking * Double(gaps)
            if width > room + 1e-6 { break }
            cut = index + 1
        }
        while cut > line.clusterRange.lowerBound, shaped.clusters[cut - 1].flags.contains(.whitespace) { cut -= 1 }
        return cut
    }

    /// Lays out the glyphs of `clusters` (all of them when `nil`) in visual order, in points.
    ///
    /// Left-to-right paragraphs start at the slot's left edge; right-to-left ones end at its right
    /// edge, so trailing white space (visually leftmost) hangs outside. With `truncateAt`, clusters
    /// from that index on are hidden and `ellipsis` is inserted where the kept text ends.
    static func place(_ shaped: ShapedText, clusters: Range<Int>?, rightToLeft: Bool, slotWidth: Double,
                      pointSize: Double, tracking: Double, truncateAt: Int?, ellipsis: Ellipsis?,
                      gapBefore: [Int]? = nil) -> PlacedLine {
        let range = clusters ?? 0..<shaped.clusters.count
        var visual = visualGlyphs(shaped, clusters: range, rightToLeft: rightToLeft)
        var ellipsisIndex: Int?
        if let truncateAt, let ellipsis {
            let kept = visual.indices.filter { Int(visual[$0].glyph.clusterIndex) < truncateAt }
            let position = rightToLeft ? (kept.first ?? visual.count) : (kept.last.map { $0 + 1 } ?? 0)
            let glyph = ShapedGlyph(glyphID: ellipsis.glyphID, clusterIndex: -1, xAdvance: ellipsis.advance,
                                    xOffset: 0, yOffset: 0)
            visual.insert((glyph, ellipsis.font, ellipsis.variations, rightToLeft), at: position)
            ellipsisIndex = position
        }
        // Letter-spacing exactly as the LineFitter counts it (see `BreakableText`): a gap before a
        // cluster whose first grapheme and the grapheme before it are both trackable (none before the
        // line's first cluster), and gaps between the graphemes inside a trackable cluster.
        let gapBefore = gapBefore ?? LetterSpacingGaps.before(in: shaped)
        func spacing(entering cluster: Int, rightToLeft: Bool) -> Double {
            guard cluster >= 0 else { return 0 }
            return tracking * Double(rightToLeft ? LetterSpacingGaps.inside(shaped.clusters[cluster])
                                                 : (cluster == range.lowerBound ? 0 : gapBefore[cluster]))
        }
        func spacing(leaving cluster: Int, rightToLeft: Bool) -> Double {
            guard cluster >= 0 else { return 0 }
            return tracking * Double(rightToLeft ? (cluster == range.lowerBound ? 0 : gapBefore[cluster])
                                                 : LetterSpacingGaps.inside(shaped.clusters[cluster]))
        }
        var placed = [PlacedGlyph]()
        var pen = 0.0
        var current: (cluster: Int, rightToLeft: Bool)?
        for (index, item) in visual.enumerated() {
            let glyph = item.glyph
            let cluster = Int(glyph.clusterIndex)
            if current?.cluster != cluster {
                if let current { pen += spacing(leaving: current.cluster, rightToLeft: current.rightToLeft) }
                pen += spacing(entering: cluster, rightToLeft: item.rightToLeft)
                current = (cluster, item.rightToLeft)
            }
            let isEllipsis = index == ellipsisIndex
            let flags = isEllipsis ? [] : shaped.clusters[cluster].flags
            placed.append(PlacedGlyph(
                glyphID: glyph.glyphID, font: item.font, variations: item.variations, x: pen + glyph.xOffset * pointSize, y: glyph.yOffset * pointSize,
                advance: glyph.xAdvance * pointSize, isSpace: flags.contains(.whitespace),
                hidden: !isEllipsis && truncateAt.map { cluster >= $0 } ?? false))
            pen += glyph.xAdvance * pointSize
        }
        if let current { pen += spacing(leaving: current.cluster, rightToLeft: current.rightToLeft) }
        let start = rightToLeft ? slotWidth - pen : 0
        for index in placed.indices { placed[index].x += start }
        let ink = placed.filter { !$0.isSpace }
        return PlacedLine(glyphs: placed,
                          inkMinX: ink.map { $0.x }.min() ?? start,
                          inkMaxX: ink.map { $0.x + $0.advance }.max() ?? start)
    }

    /// A glyph with its font file, the font's instance and its run's direction.
    typealias VisualGlyph = (glyph: ShapedGlyph, font: String, variations: [FontVariation], rightToLeft: Bool)

    /// The glyphs of `clusters`, with their fonts, in visual order: runs reordered by UAX #9 rule L2
    /// (right-to-left runs at level 1; left-to-right runs at 0, or 2 inside a right-to-left
    /// paragraph), glyphs within a run already in visual order from shaping.
    static func visualGlyphs(_ shaped: ShapedText, clusters: Range<Int>,
                             rightToLeft: Bool) -> [VisualGlyph] {
        var pieces = [(level: Int, glyphs: [VisualGlyph])]()
        for run in shaped.runs where run.clusterRange.overlaps(clusters) {
            let font = run.fontIndex < shaped.fontsUsed.count ? shaped.fontsUsed[run.fontIndex] : ""
            let glyphs = run.glyphs.filter { clusters.contains(Int($0.clusterIndex)) }.map {
                (glyph: $0, font: font, variations: run.variations, rightToLeft: run.isRightToLeft)
            }
            pieces.append((run.isRightToLeft ? 1 : (rightToLeft ? 2 : 0), glyphs))
        }
        // L2: from the highest level down to 1, reverse every maximal sequence at that level or higher.
        let highest = pieces.map(\.level).max() ?? 0
        var level = highest
        while level >= 1 {
            var start = 0
            while start < pieces.count {
                guard pieces[start].level >= level else { start += 1; continue }
                var end = start
                while end < pieces.count, pieces[end].level >= level { end += 1 }
                pieces[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return pieces.flatMap(\.glyphs)
    }

    /// Draws a placed line with its reference at `x` pixels. Pixel columns outside `inkColumns`, and
    /// hidden glyphs, get the overflow colour. With `maxX`, drawing stops before the first glyph that
    /// would cross it (captions), so no glyph is cut in half.
    static func draw(_ line: PlacedLine, x: Double, baseline: Double, pointSize: Double, scale: Double,
                     color: PixelColor, inkColumns: Range<Int>?, maxX: Double?, rasterizer: GlyphRasterizer,
                     into canvas: inout Canvas) throws {
        for glyph in line.glyphs where !glyph.isSpace {
            let left = x + glyph.x * scale
            if let maxX, left + glyph.advance * scale > maxX { break }
            try rasterizer.draw(glyph: glyph.glyphID, font: glyph.font, variations: glyph.variations,
                                pixelSize: pointSize * scale, x: left,
                                baseline: baseline - glyph.y * scale, color: glyph.hidden ? .overflow : color,
                                outsideColor: glyph.hidden ? nil : .overflow, inkColumns: glyph.hidden ? nil : inkColumns,
                                into: &canvas)
        }
    }
}
