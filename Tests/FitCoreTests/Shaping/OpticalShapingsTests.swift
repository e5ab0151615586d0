import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A text shaped once in each optical design gives every size exactly as shaping at that size does:
/// the text design up to 17 pt, the display design from 28 pt, the arithmetic blend between. The
/// shaped texts are compared whole (`==`: every advance to the last bit, every flag, glyph, font and
/// metric), which is stricter than advances within 1e-9 pt.
@Suite struct OpticalShapingsTests {
    /// Point sizes on both sides of both designs' sizes, and at them.
    static let pointSizes: [Double] = [11, 13, 15, 16.9, 17, 17.5, 20, 22, 23, 24, 26, 27.9, 28, 31, 34, 40, 53]

    static func requests() throws -> [(text: StyledText, language: String)] {
        let demo = Repository.demoCatalog
        let catalogs = try CatalogReader.read(path: demo)
        let renditions = try catalogs.flatMap { try RenditionExpander().renditions(of: $0) }
        var seen = Set<String>()
        var texts = renditions.filter { seen.insert($0.language + "\u{0}" + $0.text).inserted }
            .map { (text: StyledText(text: $0.text), language: $0.language) }
        // Markdown styles (bold, italic, code runs), a ligature, a line break, an unknown character.
        for markdown in ["**Save** *now* `code`", "Office ffi fl — “quoted”", "Line one\nline two", "Price: \u{E000}"] {
            texts.append((InlineMarkdown.parse(markdown), "en"))
        }
        return texts
    }

    @Test func everySizeDerivesFromOneShapingPerDesign() throws {
        let library = try ShapingTestSupport.library.get()
        let requests = try Self.requests()
        #expect(requests.count > 300)
        let perSize = Shaper(library: library)
        let once = Shaper(library: library)
        var compared = 0, differing: [String] = []
        for (index, (text, language)) in requests.enumerated() {
            // Every fifth text also with its glyphs (pictures); the others as the matrix run shapes.
            let keepingGlyphs = index % 5 == 0
            for font in [FontChoice(), FontChoice(weight: .semibold), FontChoice(weight: .bold, italic: true)] {
                var both = library.request(text, language: language, font: font, pointSize: 22)
                both.opticalSize = OpticalDesigns.blendedSize
                let optical = try once.shapeBothDesigns(both, keepingGlyphs: keepingGlyphs)
                for pointSize in Self.pointSizes {
                    let request = library.request(text, language: language, font: font, pointSize: pointSize)
                    let design = library.designRequest(for: request)
                    let expected = try perSize.shapeDesigns(design.request, keepingGlyphs: keepingGlyphs)
                        .blended(displayShare: design.displayShare)
                    let derived = optical.shaped(opticalSize: try #require(request.opticalSize))
                    if derived != expected { differing.append("\(language) \(font.weight.name) \(pointSize): \(text.text)") }
                    compared += 1
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(compared > 15_000)
    }

    /// Twin: the three kinds of size really differ (text design, blend, display design), so the
    /// comparison above can tell a wrong derivation.
    @Test func theDesignsDiffer() throws {
        let library = try ShapingTestSupport.library.get()
        let shaper = Shaper(library: library)
        let text = StyledText(text: "Manage your subscription")
        var both = library.request(text, language: "en", font: FontChoice(), pointSize: 22)
        both.opticalSize = OpticalDesigns.blendedSize
        let optical = try shaper.shapeBothDesigns(both)
        let widths = [15.0, 22, 34].map { size in
            optical.shaped(opticalSize: library.opticalSize(forPointSize: size)!).clusters.reduce(0) { $0 + $1.advance }
        }
        #expect(widths[0] > widths[1] && widths[1] > widths[2], "\(widths)")
        #expect(optical.display.fontsUsed.map { ($0 as NSString).lastPathComponent } == ["InterDisplay.var.ttf"])
    }
}
