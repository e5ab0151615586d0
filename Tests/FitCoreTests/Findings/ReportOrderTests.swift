import Testing
@testable import FitCore

/// Every list fitcheck writes orders its texts one way, ``ReportOrder``: by UTF-8 bytes. Swift's `<`
/// and `==` on `String` treat canonically equivalent texts as equal, so a catalog's two keys `é`
/// (U+00E9) and `é` (`e` + U+0301) would otherwise have no fixed order, and each list its own.
@Suite struct ReportOrderTests {
    /// The same letter, encoded two ways: equal as Swift strings, two keys in a catalog.
    static let decomposed = "e\u{301}.title"   // 65 CC 81 …
    static let composed = "\u{E9}.title"       // C3 A9 …

    static func record(key: String, file: String = "Localizable.xcstrings") -> FailureRecord {
        FailureRecord(key: key, language: "de", variant: "", text: "t", samples: [], status: "translated",
                      state: nil, containerWidth: 320, slotWidth: 288, size: .L, style: .body, weight: .regular,
                      verdict: .overflow, alsoFails: nil, lines: 3, maxLines: 2, excessPoints: 1, overflowLines: 1,
                      lineWidths: nil, rule: "r", file: file, line: 1, image: nil, device: nil)
    }

    @Test func textsCompareByTheirUTF8Bytes() {
        #expect(Self.decomposed == Self.composed)   // what Swift's String says
        #expect(ReportOrder.compare(Self.decomposed, Self.composed) < 0)
        #expect(ReportOrder.compare(Self.composed, Self.decomposed) > 0)
        #expect(ReportOrder.compare("a", "a") == 0)
        #expect(ReportOrder.precedes("a", "ab"))
        #expect(ReportOrder.precedes("Z", "a"))          // bytes, not case-folded
        #expect(ReportOrder.precedes("z", "ключ"))       // ASCII before Cyrillic
    }

    @Test func failingCellsFindingsBaselinesAndKeysAllAgree() {
        let (first, second) = (Self.record(key: Self.decomposed), Self.record(key: Self.composed))
        #expect(FailureRecord.reportOrder(first, second))
        #expect(!FailureRecord.reportOrder(second, first))

        let findings = [first, second].map { Finding(worst: $0, failingCellCount: 1, failingCells: nil) }
        #expect(Finding.reportOrder(findings[0], findings[1]))
        #expect(!Finding.reportOrder(findings[1], findings[0]))

        let entries = findings.map { BaselineEntry($0, relativeTo: "/") }
        #expect(BaselineEntry.fileOrder(entries[0], entries[1]))
        #expect(!BaselineEntry.fileOrder(entries[1], entries[0]))

        #expect(MeasuredKey.reportOrder(key: Self.decomposed, file: "a", key: Self.composed, file: "a"))
        #expect(!MeasuredKey.reportOrder(key: Self.composed, file: "a", key: Self.decomposed, file: "a"))

        // FailureOrder ranks renditions without comparing records, to the same order: the decomposed
        // key first, then the composed key's two files ("B…" before "L…").
        let cells = [second, first, second.with(file: "B.xcstrings")]
        #expect(FailureOrder.order(of: cells) == [1, 2, 0])
        #expect(cells.indices.sorted { FailureRecord.reportOrder(cells[$0], cells[$1]) } == [1, 2, 0])
    }

    @Test func filesCompareByBytesToo() {
        let (first, second) = (Self.record(key: "k", file: Self.decomposed), Self.record(key: "k", file: Self.composed))
        #expect(FailureRecord.reportOrder(first, second))
        #expect(!FailureRecord.reportOrder(second, first))
    }
}

private extension FailureRecord {
    func with(file: String) -> FailureRecord {
        var copy = self
        copy.file = file
        return copy
    }
}
