import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck init` in a project folder, then `fitcheck` there without flags.
@Suite struct AdoptionInitTests {
    /// An app folder with the demo catalog under App/, and copies fitcheck must not pick up.
    func project() throws -> URL {
        let folder = try TemporaryFolder.make("init")
        for sub in ["App/Resources", "Pods/Lib", ".build/checkouts", "node_modules/x"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try AdoptionFixture.copyDemo(to: folder.appendingPathComponent("App/Resources"), name: "Localizable.xcstrings")
        for ignored in ["Pods/Lib", ".build/checkouts", "node_modules/x"] {
            try AdoptionFixture.copyDemo(to: folder.appendingPathComponent(ignored))
        }
        return folder
    }

    /// A language written in a script no default font has (Tifinagh) is named, with its characters.
    @Test func initWarnsAboutALanguageWithoutAFont() throws {
        let folder = try TemporaryFolder.make("init-fonts")
        defer { TemporaryFolder.remove(folder) }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"hello":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Hello"}},
              "ja":{"stringUnit":{"state":"translated","value":"こんにちは"}},
              "zgh":{"stringUnit":{"state":"translated","value":"ⴰⵣⵓⵍ"}}}}}}
            """
        try catalog.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let outcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.standardError)")
        #expect(lines.first?.hasPrefix("fitcheck: warning: zgh: fitcheck's fonts lack 4 of its characters (U+2D30 ⴰ, U+2D63 ⵣ, U+2D53 ⵓ, U+2D4D ⵍ)") == true,
                "\(outcome.standardError)")
    }

    @Test func initWritesAMatrixThatRunsAndFindsTheCatalogsLanguages() throws {
        let folder = try project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "")   // every language of the demo has its fonts
        let written = folder.appendingPathComponent("fitcheck.json").path
        let matrix = try Matrix.load(path: written)
        #expect(matrix.catalogs == ["App/Resources/Localizable.xcstrings"])
        let demoLanguages = try CatalogReader.read(path: Repository.demoCatalog)[0].languages
        #expect(Set(matrix.languages) == Set(demoLanguages))
        #expect(matrix.languages.first == "en")
        let defaults = try Matrix.load(path: Repository.demoMatrix)
        #expect(matrix.widths == defaults.widths)
        #expect(matrix.sizes == defaults.sizes)
        #expect(matrix.rules.count == 1)
        #expect(matrix.slots.resolve(key: "tight.badge.new").source.contains("tight."))
        #expect(matrix.slots.resolve(key: "settings.title").source == "defaultSlot")

        // `fitcheck` in that folder, no flags: the built binary picks fitcheck.json up.
        let run = try FitcheckProcess.run(["--no-images", "--report", "json:r.json"],
                                          in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(run.status == 1, "\(run.standardError)")   // the demo's Russian and German overflows
        let report = try RunReport.load(path: folder.appendingPathComponent("r.json").path)
        #expect(report.summary.catalogs == ["App/Resources/Localizable.xcstrings"])
        #expect(report.summary.languages.keys.sorted() == demoLanguages.sorted())
        #expect(report.summary.keys == 125)
    }

    @Test func aSecondInitRefuses() throws {
        let folder = try project()
        defer { TemporaryFolder.remove(folder) }
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let written = folder.appendingPathComponent("fitcheck.json").path
        let first = try Data(contentsOf: URL(fileURLWithPath: written))
        let second = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(second == CommandOutcome(status: 2, standardError:
            "fitcheck: \(written): already exists; init never overwrites it (edit it, `fitcheck init --update` to "
            + "rewrite the rules inferred from code, or remove it to start again)\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == first)
    }

    @Test func aFolderWithoutCatalogsIsBadInput() throws {
        let folder = try TemporaryFolder.make("init-empty")
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pods/Lib"), withIntermediateDirectories: true)
        try AdoptionFixture.copyDemo(to: folder.appendingPathComponent("Pods/Lib"))
        let outcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("fitcheck: \(folder.path): no catalogs found"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fitcheck.json").path))
    }
}
