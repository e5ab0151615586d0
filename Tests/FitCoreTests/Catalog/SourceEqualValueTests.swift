import Foundation
import Testing
@testable import FitCore

/// A translation equal to its source ("OK", a brand name) is a translation when its state says
/// `translated`, and missing when it says `new` (Xcode's state for a string nobody translated yet):
/// the state decides, not the text.
@Suite struct SourceEqualValueTests {
    @Test func theStateDecidesWhetherAValueEqualToTheSourceIsTranslated() throws {
        func unit(_ value: String, _ state: String) -> String {
            "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \"\(value)\"}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {"
            + "\"OK\": {\"localizations\": {\"en\": \(unit("OK", "translated")), \"de\": \(unit("OK", "translated"))}}, "
            + "\"FitCheck Pro\": {\"localizations\": {\"en\": \(unit("FitCheck Pro", "translated")), \"de\": \(unit("FitCheck Pro", "new"))}}, "
            + "\"Save\": {\"localizations\": {\"en\": \(unit("Save", "translated")), \"de\": \(unit("Sichern", "translated"))}}}}"
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "same.xcstrings")
        let renditions = try RenditionExpander().renditions(of: catalog, languages: ["de"])
        let status = Dictionary(uniqueKeysWithValues: renditions.map { ($0.key, $0.status) })
        #expect(status["OK"] == .translated)
        #expect(status["FitCheck Pro"] == .untranslated)
        #expect(status["Save"] == .translated)
        var counter = CoverageCounter(shard: nil)
        counter.count(renditions, of: catalog)
        let german = try #require(counter.coverage.first { $0.language == "de" })
        #expect(german.translated == 2 && german.total == 3)
        #expect(german.missing == ["FitCheck Pro"])
    }
}
