import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `init` never stops on an app file it cannot read: it writes fitcheck.json from what it can read and
/// warns once per such file, at its place.
@Suite struct InitUnreadableFilesTests {
    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The case that stopped `init` on a real app: one line of Basque with text typed after an entry.
    @Test func aBrokenTableAndABrokenCatalogAreWarningsAndTheMatrixIsWritten() throws {
        let folder = try TemporaryFolder.make("init-broken")
        defer { TemporaryFolder.remove(folder) }
        try Self.write([
            "App/en.lproj/Localizable.strings": "\"timeline.add-remote.title\" = \"Add remote local timeline\";\n\"save\" = \"Save\";\n",
            "App/de.lproj/Localizable.strings": "\"timeline.add-remote.title\" = \"Entfernte Zeitleiste\";\n\"save\" = \"Sichern\";\n",
            "App/eu.lproj/Localizable.strings":
                "\"timeline.add-remote.title\" = \"Gehitu urruneko denbora-lerroa\"; Gehitu >\t\t\tfgds\n\"save\" = \"Gorde\";\n",
            "App/Settings.xcstrings": "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" {}}}",
        ], in: folder)
        let outcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let matrix = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        #expect(matrix.catalogs == ["App"])
        #expect(matrix.languages == ["en", "de", "eu"])
        let warnings = outcome.standardError.split(separator: "\n").filter { !$0.contains("fonts lack") }
        #expect(warnings.count == 2, "\(outcome.standardError)")
        #expect(warnings.contains { $0.hasPrefix("fitcheck: warning: \(folder.path)/App/Settings.xcstrings:1:44: expected ':' after the key 'a'") },
                "\(outcome.standardError)")
        #expect(warnings.contains {
            $0.hasPrefix("fitcheck: warning: \(folder.path)/App/eu.lproj/Localizable.strings:1:72: expected '=' or ';' after the key \"Gehitu\", found `> fgds`")
                && $0.contains("Xcode refuses to build this") && $0.contains("2 keys")
        }, "\(outcome.standardError)")
    }

    /// With nothing readable at all, the matrix still gets the language the catalog names.
    @Test func aProjectWhoseOnlyCatalogIsBrokenStillGetsAMatrix() throws {
        let folder = try TemporaryFolder.make("init-only-broken")
        defer { TemporaryFolder.remove(folder) }
        try Self.write(["Localizable.xcstrings": "{\"sourceLanguage\" : \"fr\", \"strings\" : {"], in: folder)
        let outcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let matrix = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        #expect(matrix.catalogs == ["Localizable.xcstrings"] && matrix.languages == ["fr"])
        #expect(outcome.standardError.hasPrefix("fitcheck: warning: \(folder.path)/Localizable.xcstrings:1:"))
        // The run stops on it, with the one line.
        let run = try FitcheckProcess.run(["--no-images"], in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(run.status == 2 && run.standardError.hasPrefix("fitcheck: Localizable.xcstrings:1:"), "\(run.standardError)")
    }
}
