import Testing
@testable import FitCore
import FitcheckTestSupport

/// A column's picture (``Picture/Axis/column``, a choice's `VStack` alternative): its members one
/// under the other, each in the whole width, the failing one marked as in a row.
@Suite struct ColumnPictureTests {
    let rasterizer: GlyphRasterizer
    init() throws { rasterizer = try GlyphRasterizer() }

    /// A short text that fits over a word wider than its 100 pt slot (clipped, marked), each in a
    /// 116 pt share (8 pt insets), 8 pt apart.
    func column() throws -> Picture {
        let short = RenderTestSupport.cell("short", try RenderTestSupport.shaped("Fits"), breaks: [],
                                           FitParameters(pointSize: 17, slotWidth: 100))
        let wide = RenderTestSupport.cell("wide", try RenderTestSupport.shaped("Unbreakablewordhere"), breaks: [],
                                          FitParameters(pointSize: 17, slotWidth: 100))
        #expect(short.measurement.verdict == .fits && wide.measurement.verdict == .clipped)
        return Picture(captionLines: ["group g (choice-1)", "en · column", "clipped"],
                       shares: [Picture.Share(cell: short, inset: 8, width: 116, marked: false),
                                Picture.Share(cell: wide, inset: 8, width: 116, marked: true)],
                       spacing: 8, axis: .column, namedAfter: wide)
    }

    /// The runs of pixel rows, from `top` down, with dark ink in `columns`.
    func inkBands(_ image: Canvas, columns: Range<Int>, from top: Int) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in top..<image.height where PixelRegions.count(image, x: columns, y: y..<y + 1).dark > 0 {
            if let last = bands.last, last.upperBound == y - 1 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        return bands
    }

    @Test func aColumnsMembersAreDrawnOneUnderTheOtherInTheSameWidth() throws {
        let picture = try column()
        let layout = try PictureLayout(picture, style: FailureImageStyle(), rasterizer: rasterizer,
                                       shapeCaption: try RenderTestSupport.captionShaper())
        let canvas = try FailureImage.render(picture, rasterizer: rasterizer, shapeCaption: try RenderTestSupport.captionShaper())
        let image = try PNGReader.decode(PNGWriter.encode(canvas))
        // The first member's slot: 100 pt at 2×, starting 8 pt in.
        let columns = layout.slotColumns(0)
        #expect(columns.count == 200)
        // Both members' ink lies in those columns: two bands of text, the second wholly below the first.
        let bands = inkBands(image, columns: columns.lowerBound + 2..<columns.upperBound - 2, from: Int(layout.blockTop) + 2)
        try #require(bands.count >= 2, "bands: \(bands)")
        let (first, second) = (bands[0], bands[bands.count - 1])
        #expect(second.lowerBound > first.upperBound + 16)
        #expect(first.count > 10 && second.count > 10)
        // The two texts start at the same left edge.
        func inkLeft(_ rows: ClosedRange<Int>) -> Int? {
            (0..<image.width).first { PixelRegions.count(image, x: $0..<$0 + 1, y: rows.lowerBound..<rows.upperBound + 1).dark > 0 }
        }
        let (left0, left1) = (try #require(inkLeft(first)), try #require(inkLeft(second)))
        #expect(abs(left0 - left1) <= 4 && columns.contains(left0))
        // The fitting member has no red; the failing one's outline and hidden text are red.
        #expect(PixelRegions.count(image, x: 0..<image.width, y: first.lowerBound..<first.upperBound + 1).red == 0)
        #expect(PixelRegions.count(image, x: 0..<image.width, y: second.lowerBound..<second.upperBound + 1).red > 100)
        // A column is as wide as one share: no wider than a one-share picture of the wide word.
        #expect(image.width < 2 * 116 * 2)
    }
}
