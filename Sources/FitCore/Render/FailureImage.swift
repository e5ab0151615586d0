/// How a failure picture is drawn: its scale and the limits that keep it small.
public struct FailureImageStyle: Sendable, Hashable {
    /// Pixels per point (2 = a Retina screen).
    public var scale: Double
    /// The largest picture, in pixels. A text that needs more is cut with a visible mark.
    public var maxWidth: Int
    public var maxHeight: Int
    /// Caption text size and the margin around everything, in points.
    public var captionPointSize: Double
    public var marginPoints: Double

    public init(scale: Double = 2, maxWidth: Int = 2400, maxHeight: Int = 2400,
                captionPointSize: Double = 11, marginPoints: Double = 12) {
        self.scale = scale
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.captionPointSize = captionPointSize
        self.marginPoints = marginPoints
    }
}

/// The picture of one failing cell: a caption, the slot drawn to scale, and the text drawn exactly as
/// it was measured — the same shaped glyphs at the same positions, broken into the same lines.
///
/// What the slot shows is drawn in ink. What it does not show is drawn in red: lines below the line
/// limit, and every pixel left or right of the slot's edges. When lines are cut off, the last
/// visible line ends in `…` where a `UILabel` with tail truncation puts it, and the part of that line
/// the ellipsis hides follows it in red. Right-to-left lines are right-aligned; glyphs are drawn in
/// visual order (runs reordered by UAX #9 rule L2). A word split to fit is marked at the split.
public enum FailureImage {
    /// Draws `cell`.
    /// - Parameters:
    ///   - rasterizer: draws the glyphs; FreeType faces are cached in it, so reuse one per worker.
    ///   - shapeCaption: shapes a caption line for drawing (the Shaper, in English); also gives the
    ///     `…` when none of the text's own fonts has one.
    public static func render(_ cell: FailureCell, style: FailureImageStyle = FailureImageStyle(),
                              rasterizer: GlyphRasterizer,
                              shapeCaption: (String) throws -> ShapedText) throws -> Canvas {
        let parameters = cell.parameters
        let measurement = cell.measurement
        let shaped = cell.shaped
        let pointSize = parameters.pointSize
        let slotWidth = max(1, parameters.slotWidth)
        // A slot wider than the largest picture is drawn at a smaller scale, never cut.
        let scale = min(style.scale, Double(style.maxWidth) / (slotWidth + 2 * style.marginPoints + 8))
        let margin = style.marginPoints * scale
        let lineHeight = parameters.lineHeight ?? shaped.naturalLineHeight * pointSize   // points

        // Which lines the slot shows: the line limit, and the height limit if there is one.
        var visibleCount = measurement.visibleLineCount
        if let maxHeight = parameters.maxHeight, lineHeight > 0 {
            visibleCount = min(visibleCount, Int((maxHeight / lineHeight + 1e-9).rounded(.down)))
        }
        let truncated = visibleCount < measurement.lines.count
        let ellipsis = try Self.ellipsis(fonts: shaped.fontsUsed, variations: shaped.runs.first?.variations ?? [],
                                         rasterizer: rasterizer, shape: shapeCaption)

        // Caption lines, shaped at caption size.
        let captionSize = style.captionPointSize
        let captions = try cell.captionLines.map { try Self.place(shapeCaption($0), clusters: nil, rightToLeft: false,
                                                                 slotWidth: 0, pointSize: captionSize, tracking: 0,
                                                                 truncateAt: nil, ellipsis: nil) }
        let captionLineHeight = captionSize * 1.4 * scale   // pixels

        // Vertical layout: caption, gap, lines; lines that do not fit the height limit are counted, not drawn.
        let blockTop = margin + Double(captions.count) * captionLineHeight + 10 * scale
        let linePixels = max(1, lineHeight * scale)
        let room = Double(style.maxHeight) - blockTop - margin - captionLineHeight
        let drawable = max(1, Int(room / linePixels))
        let drawnCount = min(measurement.lines.count, drawable)
        let notDrawn = measurement.lines.count - drawnCount

        // The lines drawn, laid out in points relative to the slot's left edge. Only those: a huge text
        // (a 1 MB string is tens of thousands of lines) costs the picture no more than a page of it.
        let rightToLeft = shaped.runs.first?.isRightToLeft ?? false
        let gapBefore = LetterSpacingGaps.before(in: shaped)
        var lines = [PlacedLine]()
        for (index, line) in measurement.lines.prefix(drawnCount).enumerated() {
            let cut = truncated && index == visibleCount - 1
                ? Self.truncationCluster(shaped, line: line, room: slotWidth - ellipsis.advance * pointSize,
                                         tracking: parameters.tracking, pointSize: pointSize, gapBefore: gapBefore)
                : nil
            lines.append(Self.place(shaped, clusters: line.clusterRange, rightToLeft: rightToLeft, slotWidth: slotWidth,
                                    pointSize: pointSize, tracking: parameters.tracking,
                                    truncateAt: cut, ellipsis: ellipsis, gapBefore: gapBefore))
        }

        // Horizontal layout, in pixels: room for overflow left of the slot (right-to-left text) and right of it.
        let slotPixels = slotWidth * scale
        let leftOverflow = max(0, -(lines.map(\.inkMinX).min() ?? 0)) * scale
        let rightOverflow = max(0, (lines.map(\.inkMaxX).max() ?? 0) - slotWidth) * scale
        let captionWidth = (captions.map(\.inkMaxX).max() ?? 0) * scale
        let wanted = max(2 * margin + leftOverflow + slotPixels + rightOverflow, 2 * margin + captionWidth)
        let width = min(style.maxWidth, Int(wanted.rounded(.up)))
        let spare = max(0, Double(width) - 2 * margin - slotPixels)
        let leftRoom = min(leftOverflow, spare)
        let slotX = margin + leftRoom
        let cutLeft = leftOverflow > leftRoom + 0.5
        let cutRight = rightOverflow > spare - leftRoom + 0.5

        // The slot is as tall as the lines it shows (or its height limit), at least one line, at most what is drawn.
        let slotLimit = parameters.maxHeight.map { $0 / lineHeight } ?? Double(visibleCount)
        let slotLines = max(1, min(slotLimit, Double(max(drawnCount, 1))))
        let blockHeight = max(Double(drawnCount), slotLines) * linePixels
        let wantedHeight = blockTop + blockHeight + (notDrawn > 0 ? captionLineHeight : 0) + margin
        let height = min(style.maxHeight, Int(wantedHeight.rounded(.up)))
        var canvas = Canvas(width: width, height: height)

        // The slot, and the line limit as a dashed line when lines run past it.
        let slotLeft = Int(slotX.rounded()), slotRight = Int((slotX + slotPixels).rounded())
        let slotHeight = Int((slotLines * linePixels).rounded())
        let stroke = max(1, Int(scale.rounded()))
        canvas.fill(x: slotLeft, y: Int(blockTop), width: slotRight - slotLeft, height: slotHeight, color: .slotFill)
        canvas.stroke(x: slotLeft - stroke, y: Int(blockTop) - stroke, width: slotRight - slotLeft + 2 * stroke,
                      height: slotHeight + 2 * stroke, thickness: stroke, color: .slot)
        if truncated {
            canvas.dashedHorizontalLine(x: 0, y: Int(blockTop) + slotHeight, length: width, thickness: stroke,
                                        dash: 4 * stroke, color: .caption)
        }

        // Caption: key in ink, place in grey, verdict in red; a line too long for the picture stops at its edge.
        let captionColors: [PixelColor] = [.ink, .caption, .overflow]
        for (index, caption) in captions.enumerated() {
            let baseline = margin + Double(index) * captionLineHeight + captionSize * scale
            try Self.draw(caption, x: margin, baseline: baseline, pointSize: captionSize, scale: scale,
                          color: captionColors[min(index, captionColors.count - 1)], inkColumns: nil,
                          maxX: Double(width) - margin, rasterizer: rasterizer, into: &canvas)
        }

        // The text, line by line, at the measured positions.
        let ascender = shaped.ascender * pointSize, descender = shaped.descender * pointSize
        let halfLeading = (lineHeight - ascender - descender) / 2
        for (index, line) in lines.prefix(drawnCount).enumerated() {
            let top = blockTop + Double(index) * linePixels
            let baseline = top + (halfLeading + ascender) * scale
            let shown = index < visibleCount
            try Self.draw(line, x: slotX, baseline: baseline, pointSize: pointSize, scale: scale,
                          color: shown ? .ink : .overflow, inkColumns: shown ? slotLeft..<slotRight : nil,
                          maxX: nil, rasterizer: rasterizer, into: &canvas)
            if measurement.lines[index].endsMidWord {
                let splitX = Int((slotX + (rightToLeft ? line.inkMinX : line.inkMaxX) * scale).rounded())
                canvas.dashedVerticalLine(x: splitX, y: Int(top), length: Int(linePixels), thickness: stroke,
                                          dash: 2 * stroke, color: .mark)
            }
        }

        // Visible marks where the picture cuts the text short.
        let drawnBottom = Int(blockTop + Double(drawnCount) * linePixels)
        if cutLeft { canvas.dashedVerticalLine(x: 0, y: Int(blockTop), length: drawnBottom - Int(blockTop),
                                               thickness: 3 * stroke, dash: 3 * stroke, color: .overflow) }
        if cutRight { canvas.dashedVerticalLine(x: width - 3 * stroke, y: Int(blockTop), length: drawnBottom - Int(blockTop),
                                                thickness: 3 * stroke, dash: 3 * stroke, color: .overflow) }
        if notDrawn > 0 {
            let more = try Self.place(shapeCaption("+ \(notDrawn) more \(notDrawn == 1 ? "line" : "lines") not drawn"),
                                      clusters: nil, rightToLeft: false, slotWidth: 0, pointSize: captionSize,
                                      tracking: 0, truncateAt: nil, ellipsis: nil)
            try Self.draw(more, x: margin, baseline: Double(drawnBottom) + captionSize * scale, pointSize: captionSize,
                          scale: scale, color: .overflow, inkColumns: nil, maxX: Double(width) - margin,
                          rasterizer: rasterizer, into: &canvas)
        }
        return canvas
    }

    // MARK: - Placing glyphs

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
