/// Where everything of a ``Picture`` goes, in pixels: the scale, the caption, each share's slot and
/// columns, the picture's size; ``draw(rasterizer:shapeCaption:)`` then paints it (``FailureImage``).
///
/// Vertically: the caption, a gap, then the row's shares side by side, each as tall as the lines its
/// slot shows (or its height limit), lines past the limit below it. Horizontally: the row to scale
/// (2× unless it is wider than the largest picture, then smaller, never cut), with room left of its
/// first share and right of its last for text that runs past them, up to the largest picture.
struct PictureLayout {
    let picture: Picture
    let style: FailureImageStyle
    /// Pixels per point.
    let scale: Double
    let margin: Double
    /// The caption's lines placed at caption size, and the distance between their baselines in pixels.
    let captions: [FailureImage.PlacedLine]
    let captionLineHeight: Double
    /// The top of the row, in pixels.
    let blockTop: Double
    /// Per share, its text laid out (`nil` for a share without a cell).
    let slots: [SlotLines?]
    /// Per share, its left edge and width in points from the row's left edge.
    let frames: [(x: Double, width: Double)]
    /// The row's left edge, in pixels.
    let rowX: Double
    let width: Int
    let height: Int
    /// Where the picture's edges cut text short.
    let cutLeft: Bool
    let cutRight: Bool

    init(_ picture: Picture, style: FailureImageStyle, rasterizer: GlyphRasterizer,
         shapeCaption: (String) throws -> ShapedText) throws {
        self.picture = picture
        self.style = style
        let rowWidth = picture.rowWidth
        // A row wider than the largest picture is drawn at a smaller scale, never cut.
        let scale = min(style.scale, Double(style.maxWidth) / (rowWidth + 2 * style.marginPoints + 8))
        let margin = style.marginPoints * scale
        let captionSize = style.captionPointSize
        captions = try picture.captionLines.map { try FailureImage.place(shapeCaption($0), clusters: nil, rightToLeft: false,
                                                                         slotWidth: 0, pointSize: captionSize, tracking: 0,
                                                                         truncateAt: nil, ellipsis: nil) }
        captionLineHeight = captionSize * 1.4 * scale
        // Lines that do not fit the height limit are counted, not drawn.
        blockTop = margin + Double(captions.count) * captionLineHeight + 10 * scale
        let room = Double(style.maxHeight) - blockTop - margin - captionLineHeight
        let slots = try picture.shares.map { share in
            try share.cell.map { try SlotLines($0, slotWidth: share.textWidth, scale: scale, room: room,
                                               rasterizer: rasterizer, shapeCaption: shapeCaption) }
        }
        let frames = picture.frames
        (self.slots, self.frames) = (slots, frames)

        // Room for text past the row's left edge (right-to-left text) and past its right edge.
        let leftmost = frames.indices.min { frames[$0].x < frames[$1].x }
        let rightmost = frames.indices.max { frames[$0].x < frames[$1].x }
        let leftOverflow = leftmost.flatMap { index in
            slots[index].map { max(0, -(frames[index].x + picture.shares[index].inset + $0.inkMinX)) }
        } ?? 0
        let rightOverflow = rightmost.flatMap { index in
            slots[index].map { max(0, (frames[index].x + picture.shares[index].inset + $0.inkMaxX) - rowWidth) }
        } ?? 0
        let rowPixels = rowWidth * scale
        let captionWidth = (captions.map(\.inkMaxX).max() ?? 0) * scale
        let wanted = max(2 * margin + leftOverflow * scale + rowPixels + rightOverflow * scale, 2 * margin + captionWidth)
        width = min(style.maxWidth, Int(wanted.rounded(.up)))
        let spare = max(0, Double(width) - 2 * margin - rowPixels)
        let leftRoom = min(leftOverflow * scale, spare)
        rowX = margin + leftRoom
        cutLeft = leftOverflow * scale > leftRoom + 0.5
        cutRight = rightOverflow * scale > spare - leftRoom + 0.5

        let blockHeight = slots.compactMap { $0?.blockHeight(scale) }.max() ?? 0
        let notDrawn = slots.reduce(0) { $0 + ($1?.notDrawn ?? 0) }
        let wantedHeight = blockTop + blockHeight + (notDrawn > 0 ? captionLineHeight : 0) + margin
        height = min(style.maxHeight, Int(wantedHeight.rounded(.up)))
        self.scale = scale
        self.margin = margin
    }

    /// The pixel column at `points` from the row's left edge.
    func column(_ points: Double) -> Int { Int((rowX + points * scale).rounded()) }

    /// The columns of share `index`'s text slot: its ink is drawn in ink there, in red elsewhere.
    func slotColumns(_ index: Int) -> Range<Int> {
        let left = frames[index].x + picture.shares[index].inset
        return column(left)..<column(left + picture.shares[index].textWidth)
    }

    /// The columns of share `index` itself, outline included.
    func shareColumns(_ index: Int) -> Range<Int> {
        let stroke = max(1, Int(scale.rounded()))
        return column(frames[index].x) - stroke..<column(frames[index].x + frames[index].width) + stroke
    }

    /// The columns share `index` may draw into: its share, out to the picture's edge on the row's
    /// outer sides.
    func drawableColumns(_ index: Int) -> Range<Int> {
        let left = frames.allSatisfy({ $0.x >= frames[index].x }) ? 0 : column(frames[index].x)
        let right = frames.allSatisfy({ $0.x <= frames[index].x }) ? width : column(frames[index].x + frames[index].width)
        return left..<max(left, right)
    }

    /// The picture, painted.
    func draw(rasterizer: GlyphRasterizer, shapeCaption: (String) throws -> ShapedText) throws -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let stroke = max(1, Int(scale.rounded()))
        let top = Int(blockTop)
        let tallest = slots.compactMap { $0?.slotHeight(scale) }.max() ?? Int((captionLineHeight).rounded())

        // Each share as tall as the row's tallest slot: its text's slot filled, its outline (red for a
        // failing member), and its line limit as a dashed line across its columns when lines run past it.
        for (index, share) in picture.shares.enumerated() {
            let text = slotColumns(index)
            canvas.fill(x: text.lowerBound, y: top, width: text.count, height: tallest, color: .slotFill)
            let left = column(frames[index].x), right = column(frames[index].x + frames[index].width)
            canvas.stroke(x: left - stroke, y: top - stroke, width: right - left + 2 * stroke,
                          height: tallest + 2 * stroke, thickness: stroke, color: share.marked ? .overflow : .slot)
            if let slot = slots[index], slot.truncated {
                let columns = drawableColumns(index)
                canvas.dashedHorizontalLine(x: columns.lowerBound, y: top + slot.slotHeight(scale), length: columns.count,
                                            thickness: stroke, dash: 4 * stroke, color: .caption)
            }
        }

        // Caption: subject in ink, place in grey, verdict in red, anything more in grey; a line too long
        // for the picture stops at its edge.
        let captionColors: [PixelColor] = [.ink, .caption, .overflow]
        let captionSize = style.captionPointSize
        for (index, caption) in captions.enumerated() {
            let baseline = margin + Double(index) * captionLineHeight + captionSize * scale
            try FailureImage.draw(caption, x: margin, baseline: baseline, pointSize: captionSize, scale: scale,
                                  color: index < captionColors.count ? captionColors[index] : .caption, inkColumns: nil,
                                  maxX: Double(width) - margin, rasterizer: rasterizer, into: &canvas)
        }

        // Each text, line by line, at the measured positions, within its share's columns.
        var drawnBottom = top
        for (index, share) in picture.shares.enumerated() {
            let columns = drawableColumns(index)
            canvas.clipColumns = columns
            defer { canvas.clipColumns = nil }
            guard let slot = slots[index] else {
                if let label = share.label {
                    let placed = try FailureImage.place(shapeCaption(label), clusters: nil, rightToLeft: false, slotWidth: 0,
                                                        pointSize: captionSize, tracking: 0, truncateAt: nil, ellipsis: nil)
                    let x = Double(column(frames[index].x + frames[index].width / 2)) - placed.inkMaxX * scale / 2
                    try FailureImage.draw(placed, x: x, baseline: blockTop + (Double(tallest) + captionSize * scale * 0.7) / 2,
                                          pointSize: captionSize, scale: scale, color: .caption, inkColumns: nil,
                                          maxX: nil, rasterizer: rasterizer, into: &canvas)
                }
                continue
            }
            let x = rowX + (frames[index].x + share.inset) * scale
            try slot.draw(x: x, top: blockTop, scale: scale, inkColumns: slotColumns(index), rasterizer: rasterizer,
                          into: &canvas)
            let bottom = Int(blockTop + Double(slot.lines.count) * slot.linePixels(scale))
            drawnBottom = max(drawnBottom, bottom)
            // Text cut at a share's edge between two others.
            let inkLeft = x + slot.inkMinX * scale, inkRight = x + slot.inkMaxX * scale
            if columns.lowerBound > 0, inkLeft < Double(columns.lowerBound) - 0.5 {
                canvas.dashedVerticalLine(x: columns.lowerBound, y: top, length: bottom - top, thickness: 3 * stroke,
                                          dash: 3 * stroke, color: .overflow)
            }
            if columns.upperBound < width, inkRight > Double(columns.upperBound) + 0.5 {
                canvas.dashedVerticalLine(x: columns.upperBound - 3 * stroke, y: top, length: bottom - top,
                                          thickness: 3 * stroke, dash: 3 * stroke, color: .overflow)
            }
        }

        // Visible marks where the picture cuts the text short.
        if cutLeft { canvas.dashedVerticalLine(x: 0, y: top, length: drawnBottom - top,
                                               thickness: 3 * stroke, dash: 3 * stroke, color: .overflow) }
        if cutRight { canvas.dashedVerticalLine(x: width - 3 * stroke, y: top, length: drawnBottom - top,
                                                thickness: 3 * stroke, dash: 3 * stroke, color: .overflow) }
        let notDrawn = slots.reduce(0) { $0 + ($1?.notDrawn ?? 0) }
        if notDrawn > 0 {
            let more = try FailureImage.place(shapeCaption("+ \(notDrawn) more \(notDrawn == 1 ? "line" : "lines") not drawn"),
                                              clusters: nil, rightToLeft: false, slotWidth: 0, pointSize: captionSize,
                                              tracking: 0, truncateAt: nil, ellipsis: nil)
            try FailureImage.draw(more, x: margin, baseline: Double(drawnBottom) + captionSize * scale, pointSize: captionSize,
                                  scale: scale, color: .overflow, inkColumns: nil, maxX: Double(width) - margin,
                                  rasterizer: rasterizer, into: &canvas)
        }
        return canvas
    }
}
