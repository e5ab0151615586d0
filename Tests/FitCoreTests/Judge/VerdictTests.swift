import Testing
@testable import FitCore

@Test func verdictsOrderBySeverity() {
    #expect(Verdict.zeroLines.isMoreSevere(than: .overflow))
    #expect(Verdict.formatMismatch.isMoreSevere(than: .zeroLines))
    #expect(!Verdict.overflow.isMoreSevere(than: .overflow))
    // The order every report lists verdicts in, the README's table.
    #expect(Verdict.allCases.sorted(by: Verdict.moreSevereFirst)
            == [.formatMismatch, .zeroLines, .missingGlyphs, .untranslated, .overflow, .clipped, .brokenWord, .shrinks, .fits])
    #expect(Verdict.allCases.filter(\.isFailure).count == 8)
    #expect(DynamicType.metrics(.body, .L) == TypeMetrics(pointSize: 17, leading: 22))
}
