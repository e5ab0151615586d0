import Testing
@testable import FitCore

/// The passes read frames and numbers through ``FrameReader`` and ``NumberReader``: every spelling
/// of a number gives the same slot.
@Suite("Slot inference: numbers and frames through the readers")
struct ReaderSpellingTests {
    typealias T = SlotInferenceConstructTests

    /// A fixed-width member beside a stretching one, its width and the stretch spelled many ways.
    static let fixedWidths: [(String, String)] = [
        ("80", ".infinity"), ("8_0", ".infinity"), ("100 - 20", "CGFloat.infinity"), ("CGFloat(80)", ".infinity"),
        ("40 * 2", "Double.infinity"),
    ]

    @Test(arguments: fixedWidths)
    func aFixedWidthMember(_ row: (String, String)) throws {
        let result = T.infer("""
            HStack(spacing: 0) {
                Text("Name").frame(width: \(row.0))
                Text("A longer description").frame(maxWidth: \(row.1))
            }
            """, keys: ["Name", "A longer description"])
        let group = try #require(result.groups.first?.row, "\(row)")
        #expect(group.policy == .fixed && group.members[0].fixedWidth == 80, "\(row)")
    }

    /// `.minimumScaleFactor(…)` spelled many ways, clamped to 0.01…1.
    static let scaleFactors: [(String, Double)] = [("0.5", 0.5), ("CGFloat(0.5)", 0.5), ("1 / 2", 0.5), ("0", 0.01), ("-1", 0.01)]

    @Test(arguments: scaleFactors)
    func aScaleFactor(_ row: (String, Double)) throws {
        let result = T.infer("Text(\"Title\").lineLimit(1).minimumScaleFactor(\(row.0))", keys: ["Title"])
        #expect(T.slot(result, "Title")?.slot.minimumScaleFactor == row.1, "\(row.0)")
    }
}
