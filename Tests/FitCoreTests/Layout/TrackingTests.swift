import Testing
@testable import FitCore
import FitcheckTestSupport

/// Letter-spacing goes between grapheme clusters of trackable scripts, never after a line's last one.
@Suite struct TrackingTests {
    private func width(_ text: String, tracking: Double, characters: Double = 100) -> Measurement {
        Judge.measure(SyntheticText.make(text),
                       FitParameters(pointSize: 10, slotWidth: characters * 5, lineHeight: 12, tracking: tracking))
    }

    @Test func englishGrowsByExactlyTrackingTimesGaps() {
        // 11 graphemes on one line: 10 gaps.
        #expect(width("hello world", tracking: 0).widestLineWidth == 55)
        #expect(width("hello world", tracking: 2).widestLineWidth == 55 + 2 * 10)
        #expect(width("hello world", tracking: -0.5).widestLineWidth == 55 - 0.5 * 10)
    }

    @Test func noTrackingAfterTheLastGraphemeOfALine() {
        // Wrapped as "hello " + "world": 4 gaps per line, none into the hanging space.
        let wrapped = width("hello world", tracking: 2, characters: 7)
        #expect(wrapped.lineWidths == [25 + 8, 25 + 8])
    }

    @Test func hindiMeasuresExactlyAsWithoutTracking() {
        let hindi = "सब्सक्रिप्शन रद्द करें"
        let plain = width(hindi, tracking: 0)
        #expect(plain.widestLineWidth > 0)
        #expect(width(hindi, tracking: 2).widestLineWidth == plain.widestLineWidth)
        #expect(width("مرحبا بالعالم", tracking: 2).widestLineWidth == width("مرحبا بالعالم", tracking: 0).widestLineWidth)
        // Twin: the same number of Latin graphemes does grow.
        #expect(width("abc def", tracking: 2).widestLineWidth == width("abc def", tracking: 0).widestLineWidth + 12)
    }

    @Test func mixedTextSpacesOnlyBetweenTrackableNeighbours() {
        // "ab" gap, "b"→space gap; space→"क" and inside Devanagari: none.
        let mixed = width("ab कक", tracking: 1)
        #expect(mixed.widestLineWidth == width("ab कक", tracking: 0).widestLineWidth + 2)
        let text = BreakableText(SyntheticText.make("ab कक"))
        #expect(text.pieces.map(\.trackableGaps) == [1, 0])
    }

    @Test func trackingCanPushAWordOntoTheNextLine() {
        // "abcd efgh" is 45 pt; with 1 pt between its 9 graphemes it is 53 pt.
        #expect(width("abcd efgh", tracking: 0, characters: 10).lineCount == 1)
        #expect(width("abcd efgh", tracking: 1, characters: 10).lineCount == 2)
    }
}
