import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// Keys counted once and said the same way everywhere (issue 31): a key in a legacy table and in a
/// String Catalog of the same table name is measured once, from the catalog (Xcode builds the
/// catalog's), with a warning naming both files; terminal, JSON and page count the same keys; the page
/// names catalogs found through a folder by their repository-relative path, as the JSON does.
@Suite struct CountedOnceEndToEndTests {
    static func app(in folder: String) throws -> String {
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App/de.lproj", withIntermediateDirectories: true)
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": [
            "Save": ["localizations": ["en": unit("Save"), "de": unit("Sichern")]],
            "Cancel": ["localizations": ["en": unit("Cancel"), "de": unit("Abbrechen")]],
            "tight.title": ["localizations": ["en": unit("Title"),
                                              "de": unit("Eine Überschrift, die in keine schmale Zeile je hineinpasst")]],
        ]], to: folder + "/App/Localizable.xcstrings")
        try "\"Save\" = \"Save\";\n\"Other\" = \"Other\";\n".write(toFile: folder + "/App/en.lproj/Localizable.strings",
                                                                 atomically: true, encoding: .utf8)
        try "\"Save\" = \"Speichern\";\n\"Other\" = \"Andere\";\n".write(toFile: folder + "/App/de.lproj/Localizable.strings",
                                                                       atomically: true, encoding: .utf8)
        let matrix = folder + "/fitcheck.json"
        try CheckHarness.writeJSON(["catalogs": ["App"], "languages": ["en", "de"], "widths": [320], "sizes": ["L"],
                                    "rules": [["match": "tight.", "width": "50% - 24", "lines": 1]]], to: matrix)
        return matrix
    }

    @Test func aKeyInALegacyTableAndACatalogOfOneTableIsMeasuredOnceFromTheCatalog() throws {
        let folder = try TemporaryFolder.make("counted-once").path
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Self.app(in: folder)
        // The catalogs given as an absolute folder: every report still names them from the repository.
        let result = try FitcheckProcess.run(["--matrix", matrix, "--catalog", folder + "/App", "--png-dir", folder + "/png",
                                              "--report", "json:\(folder)/report.json", "--report", "text:\(folder)/report.txt"],
                                             in: folder)
        #expect(result.status == 1)
        let report = try ReportJSON(CheckHarness.read(folder + "/report.json"))
        let keys = try #require(report.object["keys"] as? [[String: Any]])
        let measured = keys.map { "\($0["key"] as? String ?? "") \($0["file"] as? String ?? "")" }.sorted()
        // Each language's file of the legacy table is listed where its key is; Save only from the catalog.
        #expect(measured == ["Cancel App/Localizable.xcstrings", "Other App/de.lproj/Localizable.strings",
                             "Other App/en.lproj/Localizable.strings", "Save App/Localizable.xcstrings",
                             "tight.title App/Localizable.xcstrings"], "\(measured)")
        // Four keys, a legacy table's key once whatever its languages' files.
        #expect(report.summary["keys"] as? Int == 4)
        // The warning names both files.
        let warning = try #require(result.standardError.split(separator: "\n").first { $0.contains("in both") })
        #expect(warning.contains("Localizable.xcstrings") && warning.contains("Localizable.strings") && warning.contains("Save"))
        // The same count in the terminal, the JSON and on the page.
        let failing = try #require(report.summary["failingKeys"] as? Int)
        let text = try CheckHarness.read(folder + "/report.txt")
        #expect(text.contains("findings in \(failing) of 4 keys"))
        let page = try CheckHarness.read(folder + "/png/index.html")
        #expect(page.contains("in \(failing) of 4 keys</h1>"))
        // Repository-relative paths on the page, as in the JSON.
        let files = try #require(try ReportPageData.read(page)["files"] as? [String])
        #expect(!files.isEmpty && files.allSatisfy { !$0.hasPrefix("/") && $0.hasPrefix("App/") }, "\(files)")
    }
}
