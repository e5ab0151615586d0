import Testing
@testable import FitCore
import FitcheckTestSupport

/// FailureImage: a failing cell's picture shows the slot to scale, ink inside it, and red exactly
/// where the text overflows — below the line limit, or past the slot's edge.
@Suite struct FailureImageTests {
    let rasterizer: GlyphRasterizer
    init() throws { rasterizer = try GlyphRasterizer() }

    /// Renders, encodes and decodes back, so the checks read the PNG a person would open.
    func picture(_ cell: FailureCell, style: FailureImageStyle = FailureImageStyle()) throws -> Canvas {
        let canvas = try FailureImage.render(cell, style: style, rasterizer: rasterizer,
                                             shapeCaption: RenderTestSupport.captionShaper())
        return try PNGReader.decode(PNGWriter.encode(canvas))
    }

    @Test func linesBelowTheLimitAreRedAndTheSlotHoldsInk() throws {
        let shaped = try RenderTestSupport.shaped("Manage your subscription")
        let cell = RenderTestSupport.cell("settings.manage", shaped, breaks: [7, 12],
                                          FitParameters(pointSize: 17, slotWidth: 120, maxLines: 1))
        let image = try picture(cell)
        let slot = try #require(PixelRegions.slotOutline(image))
        // The slot is drawn to scale: 120 pt at 2× is 240 pixels inside a 2-pixel outline.
        #expect(slot.maxX - slot.minX + 1 == 240 + 2 * 2)
        // One line tall: the natural line height of Noto Sans at 17 pt, at 2×.
        let lineHeight = shaped.naturalLineHeight * 17 * 2
        #expect(abs(Double(slot.maxY - slot.minY + 1 - 2 * 2) - lineHeight) <= 1)
        // Height: caption and gap, then three lines (one shown, two below the limit), then the margin.
        let expectedHeight = 24 + 3 * 11 * 1.4 * 2 + 20 + 3 * lineHeight + 24
        #expect(image.height == Int(expectedHeight.rounded(.up)))

        let inside = PixelRegions.count(image, x: slot.minX..<slot.maxX + 1, y: slot.minY..<slot.maxY + 1)
        let below = PixelRegions.count(image, x: 0..<image.width, y: slot.maxY + 1..<image.height)
        let right = PixelRegions.count(image, x: slot.maxX + 1..<image.width, y: slot.minY..<image.height)
        #expect(inside.dark > 300)
        #expect(inside.red == 0)
        #expect(below.red > 1000)
        #expect(below.dark == 0)
        #expect(right.red == 0)
    }

    @Test func aWordWiderThanTheSlotIsRedPastItsEdge() throws {
        let shaped = try RenderTestSupport.shaped("Unbreakablewordhere")
        let parameters = FitParameters(pointSize: 17, slotWidth: 80)
        let cell = RenderTestSupport.cell("tight.word", shaped, breaks: [], parameters)
        #expect(cell.measurement.verdict == .clipped)
        let image = try picture(cell)
        let slot = try #require(PixelRegions.slotOutline(image))
        #expect(slot.maxX - slot.minX + 1 == 160 + 4)
        let inside = PixelRegions.count(image, x: slot.minX + 2..<slot.maxX - 1, y: slot.minY..<slot.maxY + 1)
        let right = PixelRegions.count(image, x: slot.maxX + 1..<image.width, y: slot.minY..<slot.maxY + 1)
        let below = PixelRegions.count(image, x: 0..<image.width, y: slot.maxY + 1..<image.height)
        #expect(inside.dark > 300)
        #expect(inside.red == 0)
        #expect(right.red > 1000)
        #expect(right.dark == 0)
        #expect(below.red == 0)
    }

    @Test func aWideTextSetsTheWidthUpToTheLimitWhereItIsCutWithAMark() throws {
        let shaped = try RenderTestSupport.shaped("Kontoeinstellungenverwaltungsübersicht")
        let parameters = FitParameters(pointSize: 34, slotWidth: 100)
        let cell = RenderTestSupport.cell("wide", shaped, breaks: [], parameters)
        // Wider than the caption: the picture is the margins plus the measured line, at 2×.
        let image = try picture(cell)
        #expect(image.width == Int((2 * 24 + cell.measurement.widestLineWidth * 2).rounded(.up)))
        // With a smaller limit the picture stops at it, and its right edge carries the red cut mark.
        let bounded = try picture(cell, style: FailureImageStyle(maxWidth: 600))
        #expect(bounded.width == 600)
        let slot = try #require(PixelRegions.slotOutline(bounded))
        #expect(PixelRegions.count(bounded, x: 594..<600, y: slot.minY..<slot.maxY).red > 20)
        #expect(PixelRegions.count(image, x: image.width - 6..<image.width, y: slot.minY..<slot.maxY).red == 0)
    }

    @Test func aHugeTextIsCutWithAVisibleMarkNotAGiantImage() throws {
        let words = Array(repeating: "overflowing ", count: 600).joined()
        let shaped = try RenderTestSupport.shaped(words)
        let breaks = RenderTestSupport.wordStarts(shaped)
        let cell = RenderTestSupport.cell("huge", shaped, breaks: breaks, FitParameters(pointSize: 17, slotWidth: 100, maxLines: 2))
        #expect(cell.measurement.lines.count == 600)
        let image = try picture(cell)
        #expect(image.height <= 2400 && image.width <= 2400)
        #expect(image.height > 2000)
        // The last caption-height band holds the red "+ N more lines not drawn" mark.
        #expect(PixelRegions.count(image, x: 0..<image.width, y: image.height - 24 - 31..<image.height - 24).red > 100)
    }

    @Test func rightToLeftTextIsRightAlignedAndOverflowsToTheLeft() throws {
        let shaped = try RenderTestSupport.shaped("إدارة الاشتراك الخاص بك", language: "ar")
        #expect(shaped.runs.allSatisfy { $0.isRightToLeft })
        let cell = RenderTestSupport.cell("settings.manage", shaped, breaks: [], FitParameters(pointSize: 17, slotWidth: 110),
                                          language: "ar")
        #expect(cell.measurement.verdict == .clipped)
        let image = try picture(cell)
        let slot = try #require(PixelRegions.slotOutline(image))
        let rows = slot.minY..<slot.maxY + 1
        let left = PixelRegions.count(image, x: 0..<slot.minX, y: rows)
        let inside = PixelRegions.count(image, x: slot.minX + 2..<slot.maxX - 1, y: rows)
        let right = PixelRegions.count(image, x: slot.maxX + 1..<image.width, y: rows)
        #expect(left.red > 300)
        #expect(inside.dark > 1000 && inside.red == 0)
        #expect(right.red == 0 && right.dark == 0)
        // Right-aligned: ink reaches the slot's right edge (within the last 10 pixels).
        #expect(PixelRegions.count(image, x: slot.maxX - 12..<slot.maxX - 1, y: rows).dark > 20)
        // Twin: the same glyphs as a left-to-right paragraph hug the left edge and overflow to the right.
        var leftToRight = cell
        for index in leftToRight.shaped.runs.indices { leftToRight.shaped.runs[index].isRightToLeft = false }
        let twin = try picture(leftToRight)
        let twinSlot = try #require(PixelRegions.slotOutline(twin))
        #expect(PixelRegions.count(twin, x: twinSlot.maxX + 1..<twin.width, y: rows).red > 300)
    }

    @Test func devanagariLinesBelowTheLimitAreRed() throws {
        let shaped = try RenderTestSupport.shaped("सदस्यता प्रबंधित करें", language: "hi")
        let breaks = RenderTestSupport.wordStarts(shaped)
        #expect(breaks.count == 2)
        let cell = RenderTestSupport.cell("settings.manage", shaped, breaks: [breaks[1]],
                                          FitParameters(pointSize: 17, slotWidth: 110, maxLines: 1), language: "hi")
        let image = try picture(cell)
        let slot = try #require(PixelRegions.slotOutline(image))
        #expect(PixelRegions.count(image, x: slot.minX..<slot.maxX, y: slot.minY..<slot.maxY).dark > 1000)
        #expect(PixelRegions.count(image, x: 0..<image.width, y: slot.maxY + 4..<image.height).red > 200)
    }

    @Test func hindiAndArabicOverflowAsTheLineFitterMeasuredIt() throws {
        for (language, text) in [("hi", "अपनी सदस्यता प्रबंधित करें"), ("ar", "إدارة الاشتراك الخاص بك الآن")] {
            let shaped = try RenderTestSupport.shaped(text, language: language)
            let parameters = FitParameters(pointSize: 17, slotWidth: 120, maxLines: 1)
            let measurement = Judge.measure(shaped, parameters)
            #expect(measurement.verdict == .overflow && measurement.lines.count >= 2, "\(language)")
            let cell = FailureCell(key: "settings.manage", language: language, variant: "", containerWidth: 390,
                                   textSize: "body L", shaped: shaped, measurement: measurement, parameters: parameters)
            let image = try picture(cell)
            let slot = try #require(PixelRegions.slotOutline(image))
            #expect(PixelRegions.count(image, x: slot.minX..<slot.maxX, y: slot.minY..<slot.maxY).dark > 1000, "\(language)")
            #expect(PixelRegions.count(image, x: 0..<image.width, y: slot.maxY + 4..<image.height).red > 300, "\(language)")
        }
    }

    @Test func glyphsLandWhereTheLineFitterMeasuredThem() throws {
        let shaped = try RenderTestSupport.shaped("Manage your subscription settings")
        for tracking in [0.0, 1.5] {
            let parameters = FitParameters(pointSize: 17, slotWidth: 120, tracking: tracking)
            let measurement = Judge.measure(shaped, parameters)
            #expect(measurement.lines.count >= 2)
            for line in measurement.lines {
                let placed = FailureImage.place(shaped, clusters: line.clusterRange, rightToLeft: false, slotWidth: 120,
                                                pointSize: 17, tracking: tracking, truncateAt: nil, ellipsis: nil)
                #expect(abs(placed.inkMaxX - line.width) < 1e-6, "tracking \(tracking): \(placed.inkMaxX) vs \(line.width)")
            }
        }
        // Twin: letter-spacing does move the glyphs.
        let line = Judge.measure(shaped, FitParameters(pointSize: 17, slotWidth: 120)).lines[0]
        let spaced = FailureImage.place(shaped, clusters: line.clusterRange, rightToLeft: false, slotWidth: 120,
                                        pointSize: 17, tracking: 1.5, truncateAt: nil, ellipsis: nil)
        #expect(spaced.inkMaxX > line.width + 1)
    }

    @Test func samePictureGivesSameBytes() throws {
        let shaped = try RenderTestSupport.shaped("Manage your subscription")
        let cell = RenderTestSupport.cell("a", shaped, breaks: [7], FitParameters(pointSize: 17, slotWidth: 60, maxLines: 1))
        let captions = try RenderTestSupport.captionShaper()
        let render = { (cell: FailureCell) in
            try PNGWriter.encode(FailureImage.render(cell, rasterizer: self.rasterizer, shapeCaption: captions))
        }
        #expect(try render(cell) == (try render(cell)))
        // Twin: a cell one point wider is another picture.
        var wider = cell
        wider.parameters.slotWidth += 1
        #expect(try render(cell) != (try render(wider)))
    }
}

/// Reading a decoded picture: where the slot is, and how many pixels are ink or overflow red.
enum PixelRegions {
    /// Bounding box of the slot's blue outline.
    static func slotOutline(_ image: Canvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) == .slot {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    static func count(_ image: Canvas, x: Range<Int>, y: Range<Int>) -> (dark: Int, red: Int) {
        var dark = 0, red = 0
        for py in y.clamped(to: 0..<image.height) {
            for px in x.clamped(to: 0..<image.width) {
                guard let pixel = image.pixel(x: px, y: py) else { continue }
                if pixel.isDark { dark += 1 }
                if pixel.isOverflowRed { red += 1 }
            }
        }
        return (dark, red)
    }
}
