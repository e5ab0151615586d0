import Testing
@testable import FitCore

/// The width a text needs, checked against `measure` (the real shaper, bundled fonts): the text fits
/// at that width and does not fit 0.5 pt below it.
@Suite struct RequiredWidthTests {
    // text                                                    language  lines
    static let cases: [(String, String, Int?)] = [
        ("Manage subscriptions",                                "en", 1),
        ("Notifications for new messages and price changes",   "en", 2),
        ("Abonnements verwalten",                               "de", 1),
        ("Benachrichtigungen für neue Nachrichten verwalten",  "de", 2),
        ("सदस्यता प्रबंधित करें",                                  "hi", 1),
        ("यह सदस्यता और उसके भुगतान का इतिहास आपके सभी डिवाइस से हट जाएगा।", "hi", 2),
    ]

    private func parameters(width: Double, lines: Int?) -> FitParameters {
        FitParameters(pointSize: 17, slotWidth: width, maxLines: lines, lineHeight: 22)
    }

    @Test(arguments: cases)
    func fitsAtTheRequiredWidthAndNotHalfAPointBelow(text: String, language: String, lines: Int?) throws {
        let shaper = try ShapingTestSupport.shaper()
        let shaped = try shaper.shape(ShapingRequest(text: text, language: language))
        let required = try #require(RequiredWidth.requiredWidth(BreakableText(shaped), parameters(width: 0, lines: lines)))
        let measurer = TextMeasurer(shape: { try shaper.shape($0) })
        let at = try measurer.measure(text, language: language, parameters: parameters(width: required, lines: lines))
        let below = try measurer.measure(text, language: language, parameters: parameters(width: required - 0.5, lines: lines))
        #expect(at.measurement.verdict == .fits)
        #expect(below.measurement.verdict != .fits)
        // At the required width the widest line is exactly that width: nothing is left over.
        #expect(abs(at.measurement.widestLineWidth - required) < 1e-9)
        if lines == 2 { #expect(at.measurement.lineCount == 2) }
    }

    @Test func aFreeWrappingTextNeedsItsWidestWord() throws {
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: "Benachrichtigungen für alle", language: "de"))
        let breakable = BreakableText(shaped)
        let free = try #require(RequiredWidth.requiredWidth(breakable, parameters(width: 0, lines: nil)))
        let word = try ShapingTestSupport.shaper().shape(ShapingRequest(text: "Benachrichtigungen", language: "de"))
        #expect(abs(free - ShapingTestSupport.width(word) * 17) < 1e-9)
        // Twin: one line needs the whole text, which is wider than its widest word.
        let oneLine = try #require(RequiredWidth.requiredWidth(breakable, parameters(width: 0, lines: 1)))
        #expect(oneLine > free + 20)
    }

    @Test func mandatoryBreaksBeyondTheLimitFitNoWidth() throws {
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: "One\nTwo", language: "en"))
        #expect(RequiredWidth.requiredWidth(BreakableText(shaped), parameters(width: 0, lines: 1)) == nil)
        #expect(RequiredWidth.requiredWidth(BreakableText(shaped), parameters(width: 0, lines: 2)) != nil)
    }
}
