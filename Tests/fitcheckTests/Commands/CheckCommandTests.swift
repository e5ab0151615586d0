import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck check` end to end on the real pipeline (catalog → shaping → fitting → reports): the
/// demo, copies of it with planted failures, and small catalogs written for the test.
@Suite struct CheckCommandTests {
    // MARK: - The demo at 300 pt in Hindi

    /// `fitcheck --width 300 --lang hi`: 135 Hindi renditions × 1 width × 4 sizes. One title wraps to
    /// 3 lines at xxxL and AX1, so the run fails, and only because of those cells.
    @Test func hindiAt300ExitsAsItsCellsDemand() throws {
        let run = DemoRun.hindi
        let report = try ReportJSON(run.outcome.standardOutput)
        #expect(report.renditions > 0)
        #expect(report.cells == report.renditions * 1 * 4)
        #expect(report.language("hi", "renditions") == report.renditions)
        #expect(report.languages == ["hi"])
        #expect(report.failureCount == report.failures.count)
        #expect(report.failureCount > 0)
        #expect(run.outcome.status == (report.failureCount > 0 ? 1 : 0))
        #expect(report.failingKeys == ["title.notifications_off"])
        for failure in report.failures {
            #expect(failure["language"] as? String == "hi")
            #expect(failure["width"] as? Double == 300)
        }
        #expect(Set(report.failures.compactMap { $0["size"] as? String }) == ["xxxL", "AX1"])
    }

    /// Narrowed to the failing key the run still fails; narrowed to a key that fits it passes.
    @Test func narrowingToAFittingKeyPasses() throws {
        let failing = CheckHarness.check(DemoRun.hindiArguments + ["--key", "title.notifications_off", "--report", "json"])
        #expect(failing.status == 1)
        #expect(try ReportJSON(failing.standardOutput).failureCount == 2)

        let fitting = CheckHarness.check(DemoRun.hindiArguments + ["--key", "tight.badge.new"])
        #expect(fitting.status == 0)
        #expect(fitting.standardOutput.hasPrefix("fitcheck: all 4 cells fit · 1 key · 1 language\n"))
        #expect(fitting.standardError == "")
    }

    /// A copy of the demo with a Hindi chip made too long for its one line fails the run at that key;
    /// putting the text back passes it.
    @Test func aPlantedOverflowFailsTheRunAndItsRemovalPassesIt() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let demo = try CheckHarness.copyDemo(into: folder)
        let original = "नया", planted = "बिल्कुल नई वार्षिक सदस्यता योजना"
        try CheckHarness.replace(in: demo.catalog, key: "tight.badge.new", language: "hi", value: original, with: planted)

        let red = CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--report", "json"])
        #expect(red.status == 1)
        let report = try ReportJSON(red.standardOutput)
        #expect(report.failingKeys == ["title.notifications_off", "tight.badge.new"])
        let plantedCells = report.failures.filter { $0["key"] as? String == "tight.badge.new" }
        #expect(plantedCells.count == 4)
        for cell in plantedCells {
            #expect(cell["text"] as? String == planted)
            #expect(cell["verdict"] as? String == "overflow")
            #expect(cell["file"] as? String == "demo/Demo.xcstrings")   // relative to the matrix's folder
        }
        #expect(CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--key", "tight.badge.new"]).status == 1)

        try CheckHarness.replace(in: demo.catalog, key: "tight.badge.new", language: "hi", value: planted, with: original)
        #expect(CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--key", "tight.badge.new"]).status == 0)
        let restored = try ReportJSON(CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--report", "json"])
            .standardOutput)
        #expect(restored.failingKeys == ["title.notifications_off"])
    }

    // MARK: - Counts

    /// cells = renditions × widths × sizes, with the renditions counted from the catalog's JSON by
    /// the test itself: en 1 + 2 + 2 + 1 = 6, de 6, ru 1 + 4 + 2 + 1 = 8.
    @Test func cellsAreRenditionsTimesWidthsTimesSizes() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder)
        let expected = try small.renditionsFromTheRawJSON(languages: SmallCatalog.languages)
        #expect(expected.values.allSatisfy { $0 > 0 })

        let whole = try ReportJSON(CheckHarness.check(matrix: small.matrix, ["--report", "json"]).standardOutput)
        let perCell = SmallCatalog.widths.count * SmallCatalog.sizes.count
        #expect(whole.renditions == expected.values.reduce(0, +))
        #expect(whole.cells == whole.renditions * perCell)
        for language in SmallCatalog.languages {
            #expect(whole.language(language, "renditions") == expected[language])
            #expect(whole.language(language, "translated") == expected[language])
            #expect(whole.language(language, "untranslated") == 0)
            #expect(whole.language(language, "cells") == (expected[language] ?? 0) * perCell)
        }

        let narrowed = try ReportJSON(CheckHarness.check(matrix: small.matrix, [
            "--lang", "ru", "--width", "320", "--width", "999", "--size", "AX1", "--report", "json"]).standardOutput)
        #expect(narrowed.renditions == expected["ru"])
        #expect(narrowed.cells == (expected["ru"] ?? 0) * 2 * 1)
        #expect(narrowed.languages == ["ru"])
    }

    // MARK: - Zero is loud

    /// Each way of selecting nothing stops the run with status 2 and its own one-line message.
    @Test func eachZeroGuardHasItsOwnMessage() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder + "/small")
        let empty = folder + "/Empty.xcstrings"
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": [String: Any]()], to: empty)
        let emptyFolder = folder + "/NoCatalogs"
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)

        let guards: [(arguments: [String], message: String)] = [
            (["--key", "nothing.here.*"], "no key matches --key 'nothing.here.*' (4 keys in the catalogs)"),
            (["--lang", "ja"], "no catalog has language 'ja' (catalogs have: de en ru)"),
            (["--lang", "qqq"], "--lang: unknown language 'qqq' (a BCP-47 tag such as de, pt-BR, hi)"),
            (["--catalog", empty], "\(empty): the catalogs have no keys: nothing to measure"),
            (["--catalog", emptyFolder], "\(emptyFolder): no catalogs found in \(emptyFolder)"),
        ]
        for (arguments, message) in guards {
            let outcome = CheckHarness.check(matrix: small.matrix, arguments)
            #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: \(message)\n"), "\(arguments)")
        }
        // The twins: the same options with something to select measure it.
        for arguments in [["--key", "greeting"], ["--lang", "ru"], ["--catalog", small.catalog], ["--catalog", folder + "/small"]] {
            let outcome = CheckHarness.check(matrix: small.matrix, arguments + ["--report", "json"])
            #expect(outcome.standardError == "", "\(arguments)")
            #expect(try ReportJSON(outcome.standardOutput).cells > 0, "\(arguments)")
        }
    }

    /// A language whose every rendition would be the English fallback is not measured as English
    /// and passed: each cell fails as `untranslated`, and a warning says why.
    @Test(arguments: [false, true])
    func aLanguageWithNoTranslationFails(untranslatedIsAllowed: Bool) throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder, extraLocalizations: [
            "greeting": ["fr": SmallCatalog.unit("", state: "new")],
            "tight.ok": ["fr": SmallCatalog.unit("OK", state: "new")],
        ], matrixChanges: untranslatedIsAllowed ? ["failOn": ["overflow", "clipped", "brokenWord"]] : [:])

        let french = CheckHarness.check(matrix: small.matrix, ["--lang", "fr", "--report", "json"])
        #expect(french.status == 1)
        #expect(french.standardError == "fitcheck: warning: language 'fr' has no translated text: all 6 renditions "
                + "are fallbacks to the source text, so the run fails\n")
        let report = try ReportJSON(french.standardOutput)
        #expect(report.language("fr", "renditions") == 6)
        #expect(report.language("fr", "translated") == 0)
        #expect(report.language("fr", "untranslated") == 6)
        if !untranslatedIsAllowed {
            #expect(report.failureCount == report.cells)
            #expect(report.failures.allSatisfy { $0["verdict"] as? String == "untranslated" })
        }

        // The twin: German is translated, fits, and passes without a warning.
        let german = CheckHarness.check(matrix: small.matrix, ["--lang", "de"])
        #expect(german.status == 0)
        #expect(german.standardError == "")
    }

    /// Shards of such a run merge into a failing run too: the report carries the language, so `merge`
    /// does not turn the shards' failures into a pass when `untranslated` cells themselves do not fail.
    @Test func mergedShardsOfALanguageWithNoTranslationFail() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder, extraLocalizations: [
            "greeting": ["fr": SmallCatalog.unit("", state: "new")],
            "tight.ok": ["fr": SmallCatalog.unit("OK", state: "new")],
        ], matrixChanges: ["failOn": ["overflow", "clipped", "brokenWord"]])
        for index in 1...2 {
            let shard = CheckHarness.check(matrix: small.matrix, ["--lang", "fr", "--lang", "de", "--shard", "\(index)/2",
                                                                 "--report", "json:\(folder)/shard\(index).json"])
            #expect(shard.status == 1)
        }
        let merged = CheckHarness.run(["merge", folder + "/shard1.json", folder + "/shard2.json", "--report", "json"])
        #expect(merged.status == 1)
        #expect(merged.standardOutput.contains("\"untranslatedLanguages\" : [\n    \"fr\""))
        // The twin: German alone is translated; its shards merge into a pass.
        for index in 1...2 {
            _ = CheckHarness.check(matrix: small.matrix, ["--lang", "de", "--shard", "\(index)/2",
                                                         "--report", "json:\(folder)/de\(index).json"])
        }
        #expect(CheckHarness.run(["merge", folder + "/de1.json", folder + "/de2.json"]).status == 0)
    }

    /// A catalog whose every key is stale (no longer in the code) says so, not something about devices.
    @Test func aCatalogOfStaleKeysSaysSo() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder)
        var stale = SmallCatalog.strings
        for key in stale.keys { stale[key] = (stale[key] as? [String: Any] ?? [:]).merging(["extractionState": "stale"]) { _, new in new } }
        let staleCatalog = folder + "/Stale.xcstrings"
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": stale], to: staleCatalog)

        let outcome = CheckHarness.check(matrix: small.matrix, ["--catalog", staleCatalog])
        #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: \(staleCatalog): all 4 keys are stale "
                                          + "(extractionState \"stale\": no longer in the code): nothing to measure\n"))
        // The twin: the same catalog with one key current measures that key.
        stale["greeting"] = SmallCatalog.strings["greeting"]
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": stale], to: staleCatalog)
        let current = CheckHarness.check(matrix: small.matrix, ["--catalog", staleCatalog, "--report", "json"])
        #expect(current.status == 0)
        #expect(try ReportJSON(current.standardOutput).renditions == 3)
        // Asked for, stale entries are measured too (and the earlier message mentions none of this).
        let withStale = CheckHarness.check(matrix: small.matrix, ["--catalog", staleCatalog, "--include-stale",
                                                                  "--report", "json"])
        #expect(try ReportJSON(withStale.standardOutput).renditions > 3)
    }

    /// The same catalog named twice (a folder and a file in it) is read once: no cell is counted twice.
    @Test func theSameCatalogTwiceIsReadOnce() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let small = try SmallCatalog(in: folder)
        let once = try ReportJSON(CheckHarness.check(matrix: small.matrix, ["--report", "json"]).standardOutput)
        let twice = try ReportJSON(CheckHarness.check(matrix: small.matrix, [
            "--catalog", small.catalog, "--catalog", folder + "/./Small.xcstrings", "--catalog", folder, "--report", "json"])
            .standardOutput)
        #expect(once.renditions == 20)
        #expect(twice.renditions == once.renditions)
        #expect(twice.cells == once.cells)
        #expect(twice.summary["catalogs"] as? [String] == [(small.catalog as NSString).lastPathComponent])
    }

    /// A report that cannot be written (a file where its folder should be) stops the run before
    /// anything is measured or drawn, instead of after the whole matrix; a folder that is not there
    /// yet is made (issue 40: the README's `--report json:out/fit.json`).
    @Test func aReportToAMissingFolderStopsBeforeMeasuring() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let blocked = folder + "/a-file"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocked))
        let outcome = CheckHarness.run(["--matrix", Repository.demoMatrix] + DemoRun.hindiArguments
                                       + ["--report", "json:\(blocked)/report.json", "--png-dir", folder + "/png"])
        #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: \(blocked)/report.json: "
                                          + "cannot write: the folder \(blocked) is a file\n"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/png"))
        // The twin: a folder that is not there is made, and the report written in it.
        let missing = folder + "/no/such/folder"
        let written = CheckHarness.check(DemoRun.hindiArguments + ["--key", "tight.badge.new",
                                                                   "--report", "json:\(missing)/report.json"])
        #expect(written.status == 0)
        #expect(try ReportJSON(try CheckHarness.read(missing + "/report.json")).cells == 4)
    }

    // MARK: - Bad option values

    // arguments                         the one line on standard error
    static let badValues: [([String], String)] = [
        (["--width", "abc"],            "--width must be a number of points from 1 to 10000, got 'abc'"),
        (["--width", "0"],              "--width must be a number of points from 1 to 10000, got '0'"),
        (["--width", "-5"],             "--width must be a number of points from 1 to 10000, got '-5'"),
        (["--width", "nan"],            "--width must be a number of points from 1 to 10000, got 'nan'"),
        (["--width", "1e9"],            "--width must be a number of points from 1 to 10000, got '1e9'"),
        (["--width", "1e-300"],         "--width must be a number of points from 1 to 10000, got '1e-300'"),
        (["--width", "10"],             "--width 10: defaultSlot (100% - 32) leaves -22 pt; a slot must be wider than 0"),
        (["--shard", "4/3"],            "--shard must be I/N with 1 ≤ I ≤ N (e.g. 2/3), got '4/3'"),
        (["--shard", "0/3"],            "--shard must be I/N with 1 ≤ I ≤ N (e.g. 2/3), got '0/3'"),
        (["--shard", "1/0"],            "--shard must be I/N with 1 ≤ I ≤ N (e.g. 2/3), got '1/0'"),
        (["--shard", "2"],              "--shard must be I/N with 1 ≤ I ≤ N (e.g. 2/3), got '2'"),
        (["--jobs", "0"],               "--jobs must be a whole number ≥ 1, got '0'"),
        (["--jobs", "two"],             "--jobs must be a whole number ≥ 1, got 'two'"),
        (["--size", "XXL"],             "--size: unknown size category 'XXL' (valid: xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5)"),
        (["--report", "pdf"],           "--report: unknown format 'pdf' (valid: text, json, junit, sarif, github, xcode; write FORMAT or FORMAT:PATH)"),
        (["--report", "json:"],         "--report json:: the path after ':' is empty (write json for standard output)"),
        (["--key", ""],                 "--key: the pattern is empty"),
        (["stray"],                     "unexpected argument 'stray' (options start with --; see fitcheck --help)"),
        (["--colour", "red"],           "unknown option --colour (see 'fitcheck check --help')"),
    ]

    @Test(arguments: badValues)
    func badOptionValuesAreOneLineAndStatusTwo(arguments: [String], message: String) {
        let outcome = CheckHarness.check(arguments)
        #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: \(message)\n"))
    }

    /// The twin of the table: the same options with good values run (narrowed to one key to be quick).
    @Test func goodOptionValuesRun() {
        let outcome = CheckHarness.check(["--width", "300", "--width", "1e3", "--shard", "1/1", "--jobs", "2", "--size", "AX1",
                                          "--report", "TEXT", "--key", "tight.badge.new", "--lang", "de"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("fitcheck: all 2 cells fit · 1 key · 1 language\n"))
        #expect(outcome.standardError == "")
    }

    @Test func aMissingMatrixIsBadInput() {
        let outcome = CheckHarness.run(["--matrix", "/nonexistent/fitcheck.json", "--no-images"])
        #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: /nonexistent/fitcheck.json: cannot read the matrix file\n"))
    }
}
