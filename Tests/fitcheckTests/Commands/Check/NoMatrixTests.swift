import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// No silent demo: without fitcheck.json, `--matrix` or `--catalog`, a run says to run `fitcheck init`;
/// with `--catalog` alone it measures the catalog's languages, saying which it skipped and why.
/// Runs the built binary in a scratch folder (the lookup depends on the working folder).
@Suite struct NoMatrixTests {
    func run(_ arguments: [String], in folder: URL) throws -> FitcheckProcess.Result {
        try FitcheckProcess.run(arguments, in: folder.path, environment: FitcheckProcess.withoutHome)
    }

    @Test func aRunWithoutAMatrixSaysToRunInit() throws {
        let folder = try TemporaryFolder.make("nomatrix")
        defer { TemporaryFolder.remove(folder) }
        // A copy of fitcheck's own Matrix/default.json here is not picked up either: only fitcheck.json is.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Matrix"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.demoMatrix,
                                         toPath: folder.appendingPathComponent("Matrix/default.json").path)
        let result = try run(["--no-images"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError == "fitcheck: " + MatrixArgument.noMatrix + "\n")
        #expect(result.standardOutput.isEmpty)
        // The twin: with a fitcheck.json the same command measures.
        try FileManager.default.copyItem(atPath: Repository.demoMatrix, toPath: folder.appendingPathComponent("fitcheck.json").path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("demo"), withIntermediateDirectories: true)
        _ = try AdoptionFixture.copyDemo(to: folder.appendingPathComponent("demo"))
        #expect(try run(["--no-images", "--lang", "en"], in: folder).status != 2)
    }

    @Test func aCatalogAloneIsMeasuredInItsLanguagesWithTheSkippedOnesNamed() throws {
        let folder = try TemporaryFolder.make("catalogonly")
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("Shop.xcstrings")
        try Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "buy": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Buy"}},
                "de": {"stringUnit": {"state": "translated", "value": "Kaufen"}},
                "ko": {"stringUnit": {"state": "new", "value": ""}},
                "Base": {"stringUnit": {"state": "translated", "value": "Buy"}}}}}}
            """#.utf8).write(to: catalog)
        let result = try run(["--catalog", "Shop.xcstrings", "--no-images", "--report", "json:r.json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let report = try RunReport.load(path: folder.appendingPathComponent("r.json").path)
        #expect(report.summary.languages.keys.sorted() == ["de", "en"])
        #expect(result.standardError.contains("no fitcheck.json: measuring the catalogs' 2 languages (en de)"))
        #expect(result.standardError.contains("skipped: Base (not a language fitcheck measures), ko (no translated text)"))
        // An explicit language the catalog lacks is still bad input.
        let missing = try run(["--catalog", "Shop.xcstrings", "--no-images", "--lang", "fr"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no catalog has language 'fr'"))
    }

    @Test func initAddsTheFailureFolderToGitignoreOnce() throws {
        let folder = try TemporaryFolder.make("gitignore")
        defer { TemporaryFolder.remove(folder) }
        _ = try AdoptionFixture.copyDemo(to: folder)
        let first = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(first.status == 0, "\(first.standardError)")
        let ignore = folder.appendingPathComponent(".gitignore")
        #expect(try String(contentsOf: ignore, encoding: .utf8) == ".fitcheck/\n")
        #expect(first.standardOutput.contains("added .fitcheck/"))
        // An existing file gains the line once, its own lines kept.
        try Data("build\n/.fitcheck".utf8).write(to: ignore)
        #expect(try GitIgnore.add(".fitcheck/", in: folder.path) == false)
        try Data("build".utf8).write(to: ignore)
        #expect(try GitIgnore.add(".fitcheck/", in: folder.path) == true)
        #expect(try GitIgnore.add(".fitcheck/", in: folder.path) == false)
        #expect(try String(contentsOf: ignore, encoding: .utf8) == "build\n.fitcheck/\n")
    }
}
