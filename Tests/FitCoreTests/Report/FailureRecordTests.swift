import Foundation
import Testing
@testable import FitCore

/// A failure record keeps its fields in a shared box; these hold it to what a plain struct of stored
/// properties does.
@Suite("FailureRecord: a value, whatever it keeps its fields in")
struct FailureRecordTests {
    static let overflow = FailureRecord(
        key: "files", language: "de", variant: "plural.one", text: "1 Datei", samples: ["1"], status: "translated",
        state: "translated", width: 320.004, slotWidth: 288, size: .L, style: .body, weight: .regular,
        verdict: .overflow, alsoFails: [.brokenWord], lines: 3, maxLines: 2, overflow: 12.345, overflowLines: 1,
        lineWidths: [100.004, 250.126, 3], rule: "*", file: "App.xcstrings", line: 12, image: "a.png", device: "iphone")

    @Test("lengths are rounded to 0.01 pt as the record is made; an empty alsoFails is none")
    func rounded() {
        let record = Self.overflow
        #expect(record.width == 320 && record.overflow == 12.35 && record.lineWidths == [100, 250.13, 3])
        let plain = FailureRecord(key: "k", language: "en", variant: "", text: "t", samples: [], status: "translated",
                              state: nil, width: 1, slotWidth: 1, size: .L, style: .body, weight: .regular,
                              verdict: .clipped, alsoFails: [], lines: 1, maxLines: nil, overflow: 0, overflowLines: 0,
                              lineWidths: nil, rule: "*", file: "A", line: 1, image: nil, device: nil)
        #expect(plain.alsoFails == nil && plain.lineWidths == nil)
    }

    @Test("changing a copy leaves the original as it was")
    func copiesAreIndependent() {
        let original = Self.overflow
        var copy = original
        copy.text = "1 Ordner"
        copy.lineWidths?.append(4)
        copy.image = nil
        #expect(original.text == "1 Datei" && original.lineWidths == [100, 250.13, 3] && original.image == "a.png")
        #expect(copy.text == "1 Ordner" && copy.lineWidths == [100, 250.13, 3, 4] && copy.image == nil)
        #expect(copy != original)
    }

    @Test("every field takes part in equality")
    func everyFieldCounts() {
        let changes: [(inout FailureRecord) -> Void] = [
            { $0.key = "x" }, { $0.language = "x" }, { $0.variant = "x" }, { $0.text = "x" }, { $0.samples = [] },
            { $0.status = "x" }, { $0.state = nil }, { $0.width = 1 }, { $0.slotWidth = 1 }, { $0.size = .S },
            { $0.style = .title1 }, { $0.weight = .bold }, { $0.verdict = .clipped }, { $0.alsoFails = nil },
            { $0.lines = 9 }, { $0.maxLines = nil }, { $0.overflow = 1 }, { $0.overflowLines = 9 },
            { $0.lineWidths = nil }, { $0.rule = "x" }, { $0.file = "x" }, { $0.line = 9 }, { $0.image = nil },
            { $0.device = nil },
        ]
        var unequal = 0
        for change in changes {
            var changed = Self.overflow
            change(&changed)
            if changed != Self.overflow { unequal += 1 }
        }
        #expect(unequal == 24)
    }

    @Test("JSON: the keys stored properties wrote, absent optionals left out, and read back equal")
    func codingRoundTrip() throws {
        var plain = Self.overflow
        (plain.state, plain.alsoFails, plain.maxLines, plain.lineWidths, plain.image, plain.device) = (nil, nil, nil, nil, nil, nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let keys = try #require(try JSONSerialization.jsonObject(with: encoder.encode(plain)) as? [String: Any]).keys.sorted()
        #expect(keys == ["file", "key", "language", "line", "lines", "overflow", "overflowLines", "rule", "samples", "size",
                         "slotWidth", "status", "style", "text", "variant", "verdict", "weight", "width"])
        for record in [plain, Self.overflow] {
            #expect(try JSONDecoder().decode(FailureRecord.self, from: encoder.encode(record)) == record)
        }
    }

    @Test("described by its fields, as a plain struct would be")
    func describedByFields() {
        let description = String(describing: Self.overflow)
        #expect(description.contains(#"text: "1 Datei""#) && description.contains("overflowLines: 1"))
    }
}
