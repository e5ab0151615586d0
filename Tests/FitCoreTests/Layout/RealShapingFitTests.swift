import Testing
@testable import FitCore

/// Fitting texts shaped by the real ``Shaper`` with the bundled fonts.
@Suite struct RealShapingFitTests {
    private func measure(_ text: String, _ language: String, width: Double, tracking: Double = 0,
                         maxLines: Int? = nil) throws -> MeasuredText {
        let shaper = try ShapingTestSupport.shaper()
        return try TextMeasurer(shape: { try shaper.shape($0) }).measure(
            text, language: language,
            parameters: FitParameters(pointSize: 17, slotWidth: width, maxLines: maxLines, lineHeight: 22, tracking: tracking))
    }

    @Test func hindiWithTrackingMeasuresExactlyAsWithout() throws {
        let text = "सब्सक्रिप्शन रद्द करें"
        let plain = try measure(text, "hi", width: 500)
        let tracked = try measure(text, "hi", width: 500, tracking: 2)
        #expect(plain.measurement.widestLineWidth > 0)
        #expect(tracked.measurement.widestLineWidth == plain.measurement.widestLineWidth)
        // Twin: English grows by exactly tracking × gaps (11 graphemes, 10 gaps).
        let english = try measure("Hello world", "en", width: 500)
        let englishTracked = try measure("Hello world", "en", width: 500, tracking: 2)
        #expect(abs(englishTracked.measurement.widestLineWidth - english.measurement.widestLineWidth - 20) < 1e-9)
    }

    @Test func aGermanCompoundIsBrokenOnlyBetweenGraphemesAndAHindiWordNeverInsideAnAksara() throws {
        let german = try measure("Donaudampfschifffahrtsgesellschaft", "de", width: 80)
        #expect(german.measurement.verdict == .brokenWord)
        #expect(german.lineTexts.joined() == "Donaudampfschifffahrtsgesellschaft")
        #expect(german.measurement.lineWidths.allSatisfy { $0 <= 80 })
        let hindi = try measure("सब्सक्रिप्शन", "hi", width: 30)
        #expect(hindi.measurement.verdict == .brokenWord)
        // Every line starts a grapheme cluster: splitting the text at the line starts gives whole
        // Characters (Swift's graphemes), so no aksara was cut.
        let pieces = hindi.lineTexts
        #expect(pieces.count > 1)
        #expect(pieces.map(\.count).reduce(0, +) == "सब्सक्रिप्शन".count)
    }

    @Test func overflowWithLineCountAndPoints() throws {
        let result = try measure("Benachrichtigungen für neue Nachrichten verwalten", "de", width: 200, maxLines: 2)
        #expect(result.measurement.verdict == .overflow)
        #expect(result.measurement.overflowLines == 1)
        #expect(result.lineTexts.last == "verwalten")
        // The amount is the width it needs on two lines minus the slot's: it fits with that much
        // more room (and not half a point less), whatever the width of the line beyond the limit.
        let excess = result.measurement.excessPoints
        #expect(excess > 0 && abs(excess - result.measurement.lineWidths[2]) > 1)
        #expect(try measure("Benachrichtigungen für neue Nachrichten verwalten", "de", width: 200 + excess, maxLines: 2)
            .measurement.verdict == .fits)
        #expect(try measure("Benachrichtigungen für neue Nachrichten verwalten", "de", width: 200 + excess - 0.5, maxLines: 2)
            .measurement.verdict == .overflow)
    }
}
