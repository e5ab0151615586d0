import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A slot with `"layout": false` (text that is spoken or replaced before it is shown) is checked for
/// its translation and specifiers, never for its fit.
@Suite("Text never laid out")
struct NotLaidOutTests {
    /// Runs `rule` (a rule's members after `"match": "=long"`) on one key that never fits 40 pt, in
    /// English and in German, which lacks it (untranslated).
    static func run(rule: String) throws -> RunOutcome {
        let folder = try TemporaryFolder.make("notlaidout")
        defer { TemporaryFolder.remove(folder) }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "long":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A sentence far too long for forty points"}}}},
              "other":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"x"}},"de":{"stringUnit":{"state":"translated","value":"y"}}}}}}
            """
        let catalogPath = try MatrixTestSupport.write(catalog, name: "App.xcstrings", in: folder)
        let matrixPath = try MatrixTestSupport.write("""
            { "widths": [320], "sizes": ["L"], "languages": ["en", "de"], "catalogs": ["\(catalogPath)"],
              "rules": [ { "match": "=long", "width": "40", "lines": 1\(rule) } ] }
            """, in: folder)
        let matrix = try Matrix.load(path: matrixPath)
        return try MatrixRun(matrix: matrix, selection: RunSelection(languages: ["en", "de"]), fonts: try FontLibrary.bundled(),
                             toolVersion: "test").run()
    }

    static func verdicts(_ outcome: RunOutcome) -> [String] {
        outcome.report.findings.map { "\($0.language) \($0.verdict.rawValue)" }.sorted()
    }

    @Test func aKeyNotLaidOutIsJudgedOnItsTranslationAlone() throws {
        #expect(Self.verdicts(try Self.run(rule: ", \"layout\": false")) == ["de untranslated"])
    }

    @Test func theSameKeyLaidOutOverflows() throws {
        // The twin: laid out, the English text overflows its 40 pt line.
        #expect(Self.verdicts(try Self.run(rule: "")).contains("en overflow"))
    }

    @Test func layoutMustBeTrueOrFalse() {
        #expect(throws: InputError.self) {
            try MatrixTestSupport.load(#"{ "widths": [320], "sizes": ["L"], "languages": ["en"], "rules": [ { "match": "a", "layout": "no" } ] }"#)
        }
    }
}
