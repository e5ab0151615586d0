import Foundation
import Testing
@testable import FitCore

/// A failure record rounds its lengths as it is made and writes the JSON members the reports name.
@Suite("FailureRecord: rounding and JSON members")
struct FailureRecordTests {
    static let overflow = FailureRecord(
        key: "files", language: "de", variant: "plural.one", text: "1 Datei", samples: ["1"], status: "translated",
        state: "translated", containerWidth: 320.004, slotWidth: 288, size: .L, style: .body, weight: .regular,
        verdict: .overflow, alsoFails: [.brokenWord], lines: 3, maxLines: 2, excessPoints: 12.345, overflowLines: 1,
        lineWidths: [100.004, 250.126, 3], rule: "*", file: "App.xcstrings", line: 12, image: "a.png", device: "iphone")

    @Test("lengths are rounded to 0.01 pt as the record is made; an empty alsoFails is none")
    func rounded() {
        let record = Self.overflow
        #expect(record.containerWidth == 320 && record.excessPoints == 12.35 && record.lineWidths == [100, 250.13, 3])
        let plain = FailureRecord(key: "k", language: "en", variant: "", text: "t", samples: [], status: "translated",
                              state: nil, containerWidth: 1, slotWidth: 1, size: .L, style: .body, weight: .regular,
                              verdict: .clipped, alsoFails: [], lines: 1, maxLines: nil, excessPoints: 0, overflowLines: 0,
                              lineWidths: nil, rule: "*", file: "A", line: 1, image: nil, device: nil)
        #expect(plain.alsoFails == nil && plain.lineWidths == nil)
    }

    @Test("JSON: the keys stored properties wrote, absent optionals left out, and read back equal")
    func codingRoundTrip() throws {
        var plain = Self.overflow
        (plain.state, plain.alsoFails, plain.maxLines, plain.lineWidths, plain.image, plain.device) = (nil, nil, nil, nil, nil, nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let keys = try #require(try JSONSerialization.jsonObject(with: encoder.encode(plain)) as? [String: Any]).keys.sorted()
        #expect(keys == ["file", "key", "language", "line", "lines", "over", "overflowLines", "rule", "samples", "size",
                         "slotWidth", "status", "style", "text", "variant", "verdict", "weight", "width"])
        for record in [plain, Self.overflow] {
            #expect(try JSONDecoder().decode(FailureRecord.self, from: encoder.encode(record)) == record)
        }
    }
}
