import Testing
@testable import FitCore

@Test func verdictsOrderBySeverity() {
    #expect(Verdict.zeroLines.isMoreSevere(than: .overflow))
    #expect(Verdict.formatMismatch.isMoreSevere(than: .zeroLines))
    #expect(!Verdict.overflow.isMoreSevere(than: .overflow))
    // The order every report lists verdicts in: the README's table, a table's own verdicts in their place.
    #expect(Verdict.allCases.sorted(by: Verdict.moreSevereFirst)
            == [.unreadableTable, .formatMismatch, .zeroLines, .missingGlyphs, .controlCharacter, .duplicateKey, .untranslated,
                .overflow, .clipped, .brokenWord, .shrinks, .fits])
    #expect(Verdict.allCases.filter(\.isFailure).count == 11)
    #expect(Verdict.allCases.filter(\.isTableVerdict) == [.unreadableTable, .duplicateKey])
    #expect(DynamicType.metrics(.body, .L) == TypeMetrics(pointSize: 17, leading: 22))
}
