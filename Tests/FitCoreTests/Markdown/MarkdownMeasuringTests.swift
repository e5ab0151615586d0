import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A key's Markdown is measured as SwiftUI's `Text` draws it: markup gone, bold at the bold weight,
/// links as their label, code in the monospaced font; and as written where the matrix turns it off.
@Suite struct MarkdownMeasuringTests {
    static let size = 17.0

    static func measure(_ text: String, font: FontChoice = FontChoice(), markdown: Bool = true) throws -> MeasuredText {
        try TextMeasurer(shaper: ShapingTestSupport.shaper())
            .measure(text, language: "en", font: font,
                     parameters: FitParameters(pointSize: size, slotWidth: 10_000), markdown: markdown)
    }

    static func width(_ measured: MeasuredText) throws -> Double {
        try #require(measured.measurement.lines.first).width
    }

    @Test(.enabled(if: HarfBuzzReferenceTests.hbShape != nil, "hb-shape not found (install libharfbuzz-bin)"))
    func strongIsMeasuredAtTheBoldWeight() throws {
        let measured = try Self.measure("**Pro**")
        #expect(measured.lineTexts == ["Pro"])
        let bold = try Self.width(Self.measure("Pro", font: FontChoice(weight: .bold), markdown: false))
        let regular = try Self.width(Self.measure("Pro", markdown: false))
        #expect(try Self.width(measured) == bold)
        #expect(bold > regular + 0.5)
        // HarfBuzz's own shaper on the font file at wght 700 gives the same width.
        let font = Repository.path("Fonts/Inter.var.ttf")
        let reference = try #require(try HarfBuzzReferenceTests.reference(font: font, text: "Pro", language: "en",
                                                                          variations: "wght=700"))
        let upem = 2816.0   // Inter 4.0
        #expect(abs(try Self.width(measured) - Double(reference.advance) / upem * Self.size) < 0.001)
    }

    @Test func strongInASemiboldHeadlineIsBold() throws {
        let headline = FontChoice(weight: .semibold)
        let measured = try Self.width(Self.measure("**Pro**", font: headline))
        let semibold = try Self.width(Self.measure("Pro", font: headline, markdown: false))
        #expect(measured == (try Self.width(Self.measure("Pro", font: FontChoice(weight: .bold), markdown: false))))
        #expect(measured > semibold)
    }

    @Test func aLinkIsMeasuredAsItsLabel() throws {
        let measured = try Self.measure("[Privacy](https://example.com)")
        #expect(measured.lineTexts == ["Privacy"])
        #expect(try Self.width(measured) == (try Self.width(Self.measure("Privacy", markdown: false))))
    }

    @Test func codeIsMeasuredInTheMonospacedFont() throws {
        let measured = try Self.measure("Run `make`")
        #expect(measured.lineTexts == ["Run make"])
        #expect(ShapingTestSupport.fontNames(measured.shaped) == ["Inter.var.ttf", "DejaVuSansMono.ttf"])
        // DejaVu Sans Mono: every character 1233/2048 em.
        #expect(abs(try Self.width(Self.measure("`make`")) - 4 * 1233.0 / 2048 * Self.size) < 0.001)
    }

    @Test func emphasisIsMeasuredInInterItalic() throws {
        let italic = try Self.width(Self.measure("*Privacy Policy and Terms*"))
        let upright = try Self.width(Self.measure("Privacy Policy and Terms", markdown: false))
        // Inter's `slnt` axis at −10°: its italic, a little wider here.
        #expect(italic != upright)
        #expect(abs(italic - upright) < 0.1)
    }

    @Test func escapesAndSnakeCaseAreDrawnAsWritten() throws {
        #expect(try Self.measure("\\*Pro\\*").lineTexts == ["*Pro*"])
        let snake = try Self.measure("snake_case_name")
        #expect(snake.lineTexts == ["snake_case_name"])
        #expect(try Self.width(snake) == (try Self.width(Self.measure("snake_case_name", markdown: false))))
    }

    @Test func markdownOffMeasuresTheRawCharacters() throws {
        let raw = try Self.measure("**Pro**", markdown: false)
        #expect(raw.lineTexts == ["**Pro**"])
        #expect(try Self.width(raw) > (try Self.width(Self.measure("**Pro**"))) + 5)
    }

    @Test func linesBreakOverTheDrawnTextAndRunsKeepTheirStyle() throws {
        let shaper = try ShapingTestSupport.shaper()
        let drawn = InlineMarkdown.parse("Get **Pro** and `more` now")
        let request = shaper.library.request(drawn, language: "en", font: FontChoice(), pointSize: Self.size)
        let shaped = try shaper.shape(request)
        #expect(shaped.text == "Get Pro and more now")
        // The runs split at the style edges: regular, bold, regular, monospaced, regular.
        let fonts = shaped.runs.map { ShapingTestSupport.fontNames(shaped)[$0.fontIndex] }
        #expect(fonts == ["Inter.var.ttf", "Inter.var.ttf", "Inter.var.ttf", "DejaVuSansMono.ttf", "Inter.var.ttf"])
        // A slot as wide as "Get **Pro** and" is drawn: the first line ends there.
        let firstLine = try Self.width(Self.measure("Get **Pro** and"))
        let narrow = Judge.measure(shaped, FitParameters(pointSize: Self.size, slotWidth: firstLine + 0.01))
        #expect(narrow.lines.map { $0.text(in: shaped).trimmingCharacters(in: .whitespaces) } == ["Get Pro and", "more now"])
    }
}
