import Testing
@testable import FitCore

@Suite struct SFTrackingTests {
    // point size   1/1000 em   (HIG table; sizes between listed ones take the lower one)
    static let table: [(Double, Double)] = [
        (5,          41),
        (6,          41),
        (12,          0),
        (17,        -26),
        (17.5,      -26),
        (24,          3),
        (34,         12),
        (38,         10),
        (57,          6),
        (59,          5),
        (65,          4),
        (73,          2),
        (79,          1),
        (80,          0),
        (200,         0),
    ]

    @Test(arguments: table)
    func thousandthsFollowTheHIGTable(size: Double, expected: Double) {
        #expect(SFTracking.trackingThousandths(forPointSize: size) == expected)
    }

    @Test func trackingInPointsIsSizeTimesThousandths() {
        #expect(abs(SFTracking.tracking(forPointSize: 17) - -0.442) < 1e-12)
        #expect(abs(SFTracking.tracking(forPointSize: 34) - 0.408) < 1e-12)   // +0.012 em
        #expect(SFTracking.tracking(forPointSize: 12) == 0)
        #expect(SFTracking.tracking(forPointSize: 16) < SFTracking.tracking(forPointSize: 10))
    }
}
