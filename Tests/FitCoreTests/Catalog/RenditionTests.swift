import Foundation
import Testing
@testable import FitCore

/// A rendition keeps its fields in a shared box; these hold it to what a plain struct of stored
/// properties does.
@Suite("Rendition: a value, whatever it keeps its fields in")
struct RenditionTests {
    static let plural = Rendition(key: "files", language: "de", variant: "plural.one", text: "1 Datei",
                                  status: .translated, state: "translated", samples: ["1"], device: "iphone",
                                  widthVariant: 20, file: "App.xcstrings", line: 12, comment: "Files shown",
                                  extractionState: "manual")

    @Test("changing a copy leaves the original as it was, field by field")
    func copiesAreIndependent() {
        let original = Self.plural
        var copy = original
        copy.text = "1 Ordner"
        copy.samples.append("2")
        copy.widthVariant = nil
        copy.status = .untranslated
        #expect(original.text == "1 Datei" && original.samples == ["1"] && original.widthVariant == 20)
        #expect(original.status == .translated)
        #expect(copy.text == "1 Ordner" && copy.samples == ["1", "2"] && copy.widthVariant == nil)
        #expect(copy != original)
        copy.text = "1 Datei"
        copy.samples = ["1"]
        copy.widthVariant = 20
        copy.status = .translated
        #expect(copy == original && copy.hashValue == original.hashValue)
    }

    @Test("every field takes part in equality")
    func everyFieldCounts() {
        let original = Self.plural
        var changes: [(inout Rendition) -> Void] = [
            { $0.key = "x" }, { $0.language = "fr" }, { $0.variant = "" }, { $0.text = "x" },
            { $0.status = .notTranslatable }, { $0.state = nil }, { $0.samples = [] }, { $0.device = nil },
            { $0.widthVariant = 30 }, { $0.file = "x" }, { $0.line = 13 }, { $0.comment = nil },
            { $0.extractionState = nil },
        ]
        var unequal = 0
        for index in changes.indices {
            var changed = original
            changes[index](&changed)
            if changed != original { unequal += 1 }
        }
        changes.removeAll()
        #expect(unequal == 13)
    }

    @Test("JSON: the same keys as stored properties wrote, absent optionals left out, and read back equal")
    func codingRoundTrip() throws {
        let plain = Rendition(key: "k", language: "en", variant: "", text: "Hello", status: .translated,
                              file: "A.xcstrings", line: 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(plain), as: UTF8.self)
        #expect(json == #"{"file":"A.xcstrings","key":"k","language":"en","line":3,"samples":[],"status":"translated","text":"Hello","variant":""}"#)
        for rendition in [plain, Self.plural] {
            let decoded = try JSONDecoder().decode(Rendition.self, from: try encoder.encode(rendition))
            #expect(decoded == rendition)
        }
    }

    @Test("described by its fields, as a plain struct would be")
    func describedByFields() {
        let description = String(describing: Self.plural)
        #expect(description.contains(#"text: "1 Datei""#) && description.contains("line: 12"))
    }
}
