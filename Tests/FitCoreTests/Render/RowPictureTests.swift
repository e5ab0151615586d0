import Testing
@testable import FitCore
import FitcheckTestSupport

/// A row's picture (``Picture`` with several shares): each text stays in its share. A text running
/// past a share between two others is cut at that share's edge with a red mark; the row's last share
/// runs into the picture's margin, as a key's slot does; a right-to-left row starts on the right.
@Suite struct RowPictureTests {
    let rasterizer: GlyphRasterizer
    init() throws { rasterizer = try GlyphRasterizer() }

    /// A word wider than its 80 pt slot (clipped, marked) beside a short one that fits, each in a
    /// 96 pt share (8 pt insets), 8 pt apart.
    func row(rightToLeft: Bool = false) throws -> Picture {
        let wide = RenderTestSupport.cell("wide", try RenderTestSupport.shaped("Unbreakablewordhere"), breaks: [],
                                          FitParameters(pointSize: 17, slotWidth: 80))
        let short = RenderTestSupport.cell("short", try RenderTestSupport.shaped("OK"), breaks: [],
                                           FitParameters(pointSize: 17, slotWidth: 80))
        #expect(wide.measurement.verdict == .clipped && short.measurement.verdict == .fits)
        return Picture(captionLines: ["group g (row-1)", "en · row", "clipped"],
                       shares: [Picture.Share(cell: wide, inset: 8, width: 96, marked: true),
                                Picture.Share(cell: short, inset: 8, width: 96, marked: false)],
                       spacing: 8, rightToLeft: rightToLeft, namedAfter: wide)
    }

    func drawn(_ picture: Picture) throws -> (Canvas, PictureLayout) {
        let layout = try PictureLayout(picture, style: FailureImageStyle(), rasterizer: rasterizer,
                                       shapeCaption: try RenderTestSupport.captionShaper())
        let canvas = try FailureImage.render(picture, rasterizer: rasterizer, shapeCaption: try RenderTestSupport.captionShaper())
        return (try PNGReader.decode(PNGWriter.encode(canvas)), layout)
    }

    @Test func aTextPastAShareBetweenTwoOthersIsCutAtItsEdge() throws {
        let (image, layout) = try drawn(try row())
        let rows = Int(layout.blockTop) - 2..<image.height
        // 96 pt shares 8 pt apart at 2×: the second starts 208 px after the first; 160 px slots.
        #expect(layout.slotColumns(1).lowerBound - layout.slotColumns(0).lowerBound == 208)
        #expect(layout.slotColumns(0).count == 160)
        #expect(PixelRegions.count(image, x: layout.slotColumns(0), y: rows).dark > 300)
        #expect(PixelRegions.count(image, x: layout.slotColumns(1), y: rows).dark > 100)
        // The wide word's hidden part is red up to its share's edge and stops there: none in the sibling's share.
        let edge = layout.drawableColumns(0).upperBound
        #expect(PixelRegions.count(image, x: layout.slotColumns(0).upperBound..<edge, y: rows).red > 20)
        #expect(PixelRegions.count(image, x: layout.shareColumns(1), y: rows).red == 0)
    }

    @Test func aRightToLeftRowStartsOnTheRightAndItsLastShareRunsIntoTheMargin() throws {
        let (image, layout) = try drawn(try row(rightToLeft: true))
        let rows = Int(layout.blockTop) - 2..<image.height
        #expect(layout.slotColumns(0).lowerBound > layout.slotColumns(1).upperBound)
        // The wide word, now rightmost, runs red past its share into the picture's margin, uncut.
        let right = layout.shareColumns(0).upperBound
        #expect(PixelRegions.count(image, x: right..<image.width, y: rows).red > 300)
        #expect(PixelRegions.count(image, x: layout.shareColumns(1), y: rows).red == 0)
    }
}
