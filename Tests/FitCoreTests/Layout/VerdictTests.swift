import Testing
@testable import FitCore

@Test func verdictsOrderBySeverity() {
    #expect(Verdict.zeroLines < Verdict.overflow)
    #expect(Verdict.formatMismatch < Verdict.zeroLines)
    #expect(Verdict.allCases.filter(\.isFailure).count == 7)
    #expect(DynamicType.metrics(.body, .L) == TypeMetrics(pointSize: 17, leading: 22))
}
