import Testing
@testable import FitCore

/// A picture draws the outlines that were measured: a bold label in Inter's bold instance (its `wght`
/// axis), not in the variable font's default, regular instance, whose letters are thinner than the
/// advances they stand on.
@Suite struct VariableInstancePictureTests {
    static func shaped(_ text: String, weight: FontWeight) throws -> ShapedText {
        try Shaper(library: RenderTestSupport.library.get())
            .shape(ShapingRequest(text: text, language: "en", font: FontChoice(weight: weight)))
    }

    /// Dark pixels when the glyphs of `shaped` are drawn at 40 px, each run in `variations(run)`.
    static func ink(_ shaped: ShapedText, variations: (ShapedRun) -> [FontVariation]) throws -> Int {
        let rasterizer = try GlyphRasterizer()
        var canvas = Canvas(width: 200, height: 60)
        var x = 4.0
        for run in shaped.runs {
            for glyph in run.glyphs {
                try rasterizer.draw(glyph: glyph.glyphID, font: shaped.fontsUsed[run.fontIndex],
                                    variations: variations(run), pixelSize: 40, x: x, baseline: 45,
                                    color: .ink, into: &canvas)
                x += glyph.xAdvance * 40
            }
        }
        return (0..<60).reduce(0) { sum, y in
            sum + (0..<200).filter { canvas.pixel(x: $0, y: y)?.isDark == true }.count
        }
    }

    @Test func aRunCarriesTheInstanceItWasShapedIn() throws {
        let bold = try Self.shaped("Pro", weight: .bold)
        #expect(bold.runs.first?.variations.contains(FontVariation(tag: "wght", value: 700)) == true)
        // Fitting never reads glyphs, and a run shaped without them carries no instance either.
        let unkept = try Shaper(library: RenderTestSupport.library.get())
            .shape(ShapingRequest(text: "Pro", language: "en", font: FontChoice(weight: .bold)), keepingGlyphs: false)
        #expect(unkept.runs.allSatisfy { $0.variations.isEmpty })
    }

    @Test func boldIsDrawnBold() throws {
        let bold = try Self.shaped("Pro", weight: .bold)
        let asShaped = try Self.ink(bold) { $0.variations }
        let inDefaultInstance = try Self.ink(bold) { _ in [] }
        // Inter's bold strokes are about half again as wide as its regular ones.
        #expect(Double(asShaped) > 1.25 * Double(inDefaultInstance), "bold \(asShaped) vs default \(inDefaultInstance) dark pixels")
        let regular = try Self.ink(try Self.shaped("Pro", weight: .regular)) { $0.variations }
        #expect(abs(regular - inDefaultInstance) * 20 < inDefaultInstance, "regular \(regular) vs default \(inDefaultInstance)")
    }
}
