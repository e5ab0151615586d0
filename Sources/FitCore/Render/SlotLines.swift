/// One cell's text as a picture lays it out: the measured lines, placed glyph by glyph in points
/// from the slot's left edge, with how many of them the slot shows and how many the picture draws.
/// ``FailureImage`` lays out each share of a ``Picture`` so, a key's slot and a group member's alike.
struct SlotLines {
    let cell: FailureCell
    /// The width the text was laid out in, in points (at least 1).
    let slotWidth: Double
    /// Distance between baselines, in points.
    let lineHeight: Double
    /// Lines the slot shows: the line limit, and the height limit if there is one.
    let visibleCount: Int
    /// Whether lines run past what the slot shows (the last shown then ends in `…`).
    let truncated: Bool
    /// The lines drawn (as many as the picture's height leaves room for), placed.
    let lines: [FailureImage.PlacedLine]
    /// Lines the picture's height leaves out.
    let notDrawn: Int
    let rightToLeft: Bool
    /// The slot's height, in lines: its height limit, or the lines it shows; at least 1, at most those drawn.
    let slotLines: Double

    /// Lays out `cell`'s lines in `slotWidth` points, drawing as many as `room` pixels hold at `scale`.
    /// - Parameter shapeCaption: gives the `…` when none of the text's fonts has one.
    init(_ cell: FailureCell, slotWidth: Double, scale: Double, room: Double, rasterizer: GlyphRasterizer,
         shapeCaption: (String) throws -> ShapedText) throws {
        let (parameters, measurement, shaped) = (cell.parameters, cell.measurement, cell.shaped)
        let pointSize = parameters.pointSize
        let lineHeight = parameters.lineHeight ?? shaped.naturalLineHeight * pointSize
        var visibleCount = measurement.visibleLineCount
        if let maxHeight = parameters.maxHeight, lineHeight > 0 {
            visibleCount = min(visibleCount, Int((maxHeight / lineHeight + 1e-9).rounded(.down)))
        }
        let truncated = visibleCount < measurement.lines.count
        let ellipsis = try FailureImage.ellipsis(fonts: shaped.fontsUsed, variations: shaped.runs.first?.variations ?? [],
                                                 rasterizer: rasterizer, shape: shapeCaption)
        // Only the lines drawn are placed: a huge text (a 1 MB string is tens of thousands of lines)
        // costs the picture no more than a page of it.
        let drawable = max(1, Int(room / max(1, lineHeight * scale)))
        let drawnCount = min(measurement.lines.count, drawable)
        let rightToLeft = shaped.runs.first?.isRightToLeft ?? false
        let gapBefore = LetterSpacingGaps.before(in: shaped)
        var lines = [FailureImage.PlacedLine]()
        for (index, line) in measurement.lines.prefix(drawnCount).enumerated() {
            let cut = truncated && index == visibleCount - 1
                ? FailureImage.truncationCluster(shaped, line: line, room: slotWidth - ellipsis.advance * pointSize,
                                                 tracking: parameters.tracking, pointSize: pointSize, gapBefore: gapBefore)
                : nil
            lines.append(FailureImage.place(shaped, clusters: line.clusterRange, rightToLeft: rightToLeft, slotWidth: slotWidth,
                                            pointSize: pointSize, tracking: parameters.tracking,
                                            truncateAt: cut, ellipsis: ellipsis, gapBefore: gapBefore))
        }
        let slotLimit = parameters.maxHeight.map { $0 / lineHeight } ?? Double(visibleCount)
        self.cell = cell
        self.slotWidth = slotWidth
        self.lineHeight = lineHeight
        self.visibleCount = visibleCount
        self.truncated = truncated
        self.lines = lines
        self.notDrawn = measurement.lines.count - drawnCount
        self.rightToLeft = rightToLeft
        self.slotLines = max(1, min(slotLimit, Double(max(drawnCount, 1))))
    }

    /// Distance between baselines, in pixels at `scale`.
    func linePixels(_ scale: Double) -> Double { max(1, lineHeight * scale) }

    /// The slot's height, in pixels at `scale`.
    func slotHeight(_ scale: Double) -> Int { Int((slotLines * linePixels(scale)).rounded()) }

    /// The height the drawn lines (or the slot, if taller) take, in pixels at `scale`.
    func blockHeight(_ scale: Double) -> Double { max(Double(lines.count), slotLines) * linePixels(scale) }

    /// Where the ink of the drawn lines starts and ends, in points from the slot's left edge.
    var inkMinX: Double { lines.map(\.inkMinX).min() ?? 0 }
    var inkMaxX: Double { lines.map(\.inkMaxX).max() ?? 0 }

    /// Draws the lines with the slot's left edge at `x` and its top at `top` pixels: what the slot shows
    /// in ink (red past `inkColumns`), lines past the limit in red, a split word marked.
    func draw(x: Double, top: Double, scale: Double, inkColumns: Range<Int>, rasterizer: GlyphRasterizer,
              into canvas: inout Canvas) throws {
        let shaped = cell.shaped, pointSize = cell.parameters.pointSize
        let linePixels = linePixels(scale)
        let stroke = max(1, Int(scale.rounded()))
        let ascender = shaped.ascender * pointSize, descender = shaped.descender * pointSize
        let halfLeading = (lineHeight - ascender - descender) / 2
        for (index, line) in lines.enumerated() {
            let lineTop = top + Double(index) * linePixels
            let baseline = lineTop + (halfLeading + ascender) * scale
            let shown = index < visibleCount
            try FailureImage.draw(line, x: x, baseline: baseline, pointSize: pointSize, scale: scale,
                                  color: shown ? .ink : .overflow, inkColumns: shown ? inkColumns : nil,
                                  maxX: nil, rasterizer: rasterizer, into: &canvas)
            if cell.measurement.lines[index].endsMidWord {
                let splitX = Int((x + (rightToLeft ? line.inkMinX : line.inkMaxX) * scale).rounded())
                canvas.dashedVerticalLine(x: splitX, y: Int(lineTop), length: Int(linePixels), thickness: stroke,
                                          dash: 2 * stroke, color: .mark)
            }
        }
    }
}
