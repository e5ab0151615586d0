import Testing
@testable import FitCore
import FitcheckTestSupport

/// A `missingGlyphs` finding gets a picture (issue 20), and the picture shows the boxes: a character no
/// font covers is drawn as the font's .notdef glyph, where a device shows its box.
@Suite struct MissingGlyphPictureTests {
    @Test func aCharacterNoFontCoversIsDrawnAsABox() throws {
        // U+0378 is unassigned in the Greek block: no font has a glyph for it.
        let missing = try RenderTestSupport.shaped("Abo \u{0378}\u{0378}\u{0378}")
        #expect(missing.clusters.contains { $0.flags.contains(.missingGlyph) })
        let parameters = FitParameters(pointSize: 17, slotWidth: 300, maxLines: 1)
        func inkInTheSlot(_ shaped: ShapedText) throws -> Int {
            let cell = RenderTestSupport.cell("tofu", shaped, breaks: [], parameters)
            let canvas = try FailureImage.render(
                FailureCell(key: cell.key, language: "en", variant: "", containerWidth: 390, textSize: "body L",
                            shaped: shaped, measurement: cell.measurement, parameters: parameters, verdict: .missingGlyphs),
                rasterizer: try GlyphRasterizer(), shapeCaption: RenderTestSupport.captionShaper())
            let image = try PNGReader.decode(PNGWriter.encode(canvas))
            let slot = try #require(PixelRegions.slotOutline(image))
            return PixelRegions.count(image, x: slot.minX + 2..<slot.maxX - 1, y: slot.minY + 2..<slot.maxY - 1).dark
        }
        // Twin: the same text without the three characters has less ink; the boxes add theirs.
        let boxes = try inkInTheSlot(missing)
        let plain = try inkInTheSlot(try RenderTestSupport.shaped("Abo"))
        #expect(plain > 100)
        #expect(boxes > plain + 150, "\(boxes) dark pixels with the boxes, \(plain) without")
        #expect(PictureSelection.draws(.missingGlyphs))
        #expect(!PictureSelection.draws(.untranslated))
    }
}
