import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// A language whose `.lproj` tables stand beside a String Catalog of the same table that holds the
/// language under another code (`sr.lproj/Localizable.strings`, `sr-RS` in `Localizable.xcstrings`):
/// the catalog builds `sr-RS.lproj`, the device reading Serbian (`sr`) reads the table, so the table's
/// texts count for `sr`, and the language's findings name its own table.
@Suite struct TablesUnderAnotherCodeTests {
    static func app(in folder: String) throws -> String {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        for language in ["az", "sr"] {
            try FileManager.default.createDirectory(atPath: folder + "/App/\(language).lproj", withIntermediateDirectories: true)
        }
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": [
            "Hello": ["localizations": ["az": unit("Salam"), "sr-RS": unit("Здраво")]],
            "Goodbye": ["localizations": ["az": unit("Sağ ol"), "sr-RS": unit("Довиђења")]],
        ]], to: folder + "/App/Localizable.xcstrings")
        // No English table (English is the catalog's source); az has a key Serbian lacks.
        try "\"Hello\" = \"Salam\";\n\"Goodbye\" = \"Sağ ol\";\n\"Extra\" = \"Əlavə\";\n"
            .write(toFile: folder + "/App/az.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"Hello\" = \"Здраво\";\n\"Goodbye\" = \"Довиђења\";\n"
            .write(toFile: folder + "/App/sr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let matrix = folder + "/fitcheck.json"
        try CheckHarness.writeJSON(["catalogs": ["App"], "languages": ["en", "az", "sr", "sr-RS"], "widths": [320],
                                    "sizes": ["L"]], to: matrix)
        return matrix
    }

    @Test func theTablesCountForTheirLanguageAndItsFindingNamesItsOwnTable() throws {
        let folder = try TemporaryFolder.make("tables-other-code").path
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Self.app(in: folder)
        let result = try FitcheckProcess.run(["--matrix", matrix, "--png-dir", folder + "/png",
                                              "--report", "json:\(folder)/report.json"], in: folder)
        let report = try ReportJSON(CheckHarness.read(folder + "/report.json"))
        // Serbian has its own translations: not "nothing translated", and the run does not fail for it.
        #expect(!result.standardError.contains("'sr' has no translated text"), "\(result.standardError)")
        #expect(result.status == 0, "\(result.standardError)")
        let findings = try #require(report.object["findings"] as? [[String: Any]])
        let serbian = findings.filter { $0["language"] as? String == "sr" }
        #expect(serbian.count == 1, "\(serbian)")
        // Its one finding: the key its table lacks, a warning, at its own table.
        let finding = try #require(serbian.first)
        #expect(finding["verdict"] as? String == "untranslated" && finding["level"] as? String == "warning")
        #expect(finding["catalog"] as? String == "App/sr.lproj/Localizable.strings", "\(finding)")
        #expect(finding["translated"] as? Int == 2 && finding["total"] as? Int == 3 && finding["detail"] == nil, "\(finding)")
        #expect(finding["keys"] as? [String] == ["Extra"])
        // Each key is measured once per language: Hello in sr from the table; in en, az and sr-RS from the catalog.
        let keys = try #require(report.object["keys"] as? [[String: Any]])
        let hello = keys.filter { $0["key"] as? String == "Hello" }.map { "\($0["file"] as? String ?? "") \($0["languages"] as? [String] ?? [])" }
        #expect(hello.sorted() == ["App/Localizable.xcstrings [\"az\", \"en\", \"sr-RS\"]",
                                   "App/sr.lproj/Localizable.strings [\"sr\"]"], "\(hello)")
    }
}
