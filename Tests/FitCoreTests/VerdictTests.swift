import Testing
@testable import FitCore

@Test func verdictsOrderBySeverity() {
    #expect(Verdict.zeroLines < Verdict.overflow)
    #expect(Verdict.allCases.filter(\.isFailure).count == 6)
    #expect(DynamicType.metrics(.body, .L) == TypeMetrics(pointSize: 17, leading: 22))
}
