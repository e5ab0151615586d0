import Testing
@testable import FitCore

/// ICU's line breaker that cannot open is fitcheck's own failure (issue 31): the run stops with an
/// ``InternalError`` (exit 3). Shaping on without it gave every text no break opportunity — one
/// unbreakable piece, a false `brokenWord` in every narrow cell.
@Suite struct ShaperICUFailureTests {
    /// Not the shortcut's text (a hyphen and brackets need ICU's rules).
    static let request = ShapingRequest(text: "Wi-Fi settings (on)", language: "en")

    @Test func aLineBreakerThatCannotOpenIsAnInternalError() throws {
        let shaper = try ShapingTestSupport.shaper()
        shaper.openLineBreaker = { language in throw InternalError("ICU cannot open a line breaker for '\(language)' (planted)") }
        #expect(throws: InternalError("ICU cannot open a line breaker for 'en' (planted)")) { try shaper.shape(Self.request) }
        // Twin: the real breaker opens and finds where the text may break.
        let shaped = try ShapingTestSupport.shaper().shape(Self.request)
        #expect(shaped.clusters.filter { $0.flags.contains(.breakBefore) }.count >= 2)
    }
}
