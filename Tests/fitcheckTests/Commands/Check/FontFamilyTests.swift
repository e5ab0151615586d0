import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// A rule's `font` family: measured in it when it is loaded, else in the default fonts with a note.
@Suite struct FontFamilyTests {
    /// Checks one key in a 140 pt one-line slot drawn in `family`: about 125 pt in the default fonts
    /// (it fits), 153 pt in DejaVu Sans Mono (it overflows).
    static func check(family: String) throws -> CommandOutcome {
        let folder = try TemporaryFolder.make("family").path
        defer { TemporaryFolder.remove(folder) }
        try Data(#"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Wide words here"}}}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/App.xcstrings"))
        try Data("""
            { "widths": [320], "sizes": ["L"], "languages": ["en"], "catalogs": ["App.xcstrings"],
              "rules": [ { "match": "=k", "width": "140", "lines": 1, "font": "\(family)" } ] }
            """.utf8).write(to: URL(fileURLWithPath: folder + "/matrix.json"))
        return CheckHarness.check(matrix: folder + "/matrix.json", ["--report", "json"])
    }

    @Test func aFamilyThatIsNotLoadedIsMeasuredInTheDefaultFontsWithANote() throws {
        let outcome = try Self.check(family: "Avenir Next")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("font family 'Avenir Next' (rules[0] (=k)) is not loaded"))
    }

    @Test func aLoadedFamilyIsMeasuredInItWithoutANote() throws {
        // DejaVu Sans Mono is among the default fonts (Markdown code): loaded, so no note, and measured
        // in it — wider than the default proportional face the unloaded family falls back to.
        let mono = try Self.check(family: "DejaVu Sans Mono")
        #expect(mono.status == 1 && !mono.standardError.contains("font family"), "\(mono.standardError)")
    }
}
