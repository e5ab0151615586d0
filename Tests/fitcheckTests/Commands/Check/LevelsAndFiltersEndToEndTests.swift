import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// The built `fitcheck`, run as a user runs it, on a small app with one layout error (German
/// overflows a one-line slot) and a language half translated (French): levels, the coverage of each
/// language, `--verdict` and `--level`, and what decides the exit status.
@Suite(.serialized) struct LevelsAndFiltersEndToEndTests {
    /// The small catalog plus `tight.title` (too long in German for its one-line slot) and French,
    /// translated for two keys of five; `matrix` changes the matrix.
    static func app(_ label: String, matrix: [String: Any] = [:]) throws -> SmallCatalog {
        let folder = try TemporaryFolder.make(label).path
        var changes: [String: Any] = ["languages": ["en", "de", "fr", "ru"]]
        changes.merge(matrix) { _, new in new }
        return try SmallCatalog(in: folder, extraLocalizations: [
            "tight.title": [
                "en": SmallCatalog.unit("Title"),
                "de": SmallCatalog.unit("Eine Überschrift, die in keine schmale Zeile je hineinpasst"),
                "ru": SmallCatalog.unit("Заголовок"),
            ],
            "greeting": ["fr": SmallCatalog.unit("Bonjour")],
            "tight.ok": ["fr": SmallCatalog.unit("OK")],
        ], matrixChanges: changes)
    }

    /// `fitcheck --matrix … ARGUMENTS --report json:report.json --report text:report.txt --no-images`.
    static func check(_ app: SmallCatalog, _ arguments: [String]) throws -> (FitcheckProcess.Result, ReportJSON, String) {
        let result = try FitcheckProcess.run(["--matrix", app.matrix] + arguments + [
            "--report", "json:\(app.folder)/report.json", "--report", "text:\(app.folder)/report.txt", "--no-images"],
            in: app.folder)
        #expect(!result.crashed && !result.hung)
        let json = try ReportJSON(CheckHarness.read(app.folder + "/report.json"))
        return (result, json, try CheckHarness.read(app.folder + "/report.txt"))
    }

    static func verdicts(_ report: ReportJSON) -> [String] { report.findings.compactMap { $0["verdict"] as? String } }
    static func levels(_ report: ReportJSON) -> [String] { report.findings.compactMap { $0["level"] as? String } }

    @Test("a first run: the overflow is an error and fails it; French is one warning listing its missing keys")
    func levelsAndCoverage() throws {
        let app = try Self.app("levels")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let (result, report, text) = try Self.check(app, [])
        #expect(result.status == 1)
        #expect(Set(Self.verdicts(report)) == ["overflow", "untranslated"])
        // Errors first, then the warning.
        #expect(Self.levels(report).first == "error" && Self.levels(report).last == "warning")
        let untranslated = report.findings.filter { $0["verdict"] as? String == "untranslated" }
        #expect(untranslated.count == 1)   // one per language, never one per key
        #expect(untranslated.first?["language"] as? String == "fr")
        #expect(untranslated.first?["fails"] as? Bool == false)
        #expect((untranslated.first?["keys"] as? [String])?.sorted() == ["device.hint", "items.count", "tight.title"])
        let coverage = try #require((report.object["coverage"] as? [[String: Any]])?.first { $0["language"] as? String == "fr" })
        #expect(coverage["translated"] as? Int == 2 && coverage["total"] as? Int == 5)
        #expect(text.contains("coverage:    fr 2 of 5 keys (40 %)"))
        #expect(text.contains("warnings (1): they do not fail the run"))
    }

    @Test("--level warning reports the coverage warning only, and the run passes: the error is not looked at")
    func levelWarning() throws {
        let app = try Self.app("level-warning")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let (result, report, text) = try Self.check(app, ["--level", "warning"])
        #expect(result.status == 0)
        #expect(Self.verdicts(report) == ["untranslated"])
        #expect(report.summary["findings"] as? Int == 1)
        #expect((report.object["narrowedTo"] as? [String: Any])?["levels"] as? [String] == ["warning"])
        #expect(text.contains("narrowed:    --level warning"))
        #expect(!text.contains("tight.title ·"))
        // Its twin: --level error reports the overflow and fails.
        let (errors, errorReport, _) = try Self.check(app, ["--level", "error"])
        #expect(errors.status == 1)
        #expect(Self.verdicts(errorReport) == ["overflow"])
    }

    @Test("--verdict untranslated fails the run only when failOn lists untranslated")
    func verdictFilterAndFailOn() throws {
        let app = try Self.app("verdict")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let (passing, report, _) = try Self.check(app, ["--verdict", "untranslated"])
        #expect(passing.status == 0)
        #expect(Self.verdicts(report) == ["untranslated"])
        let strict = try Self.app("verdict-failon", matrix: ["failOn": ["overflow", "untranslated"]])
        defer { TemporaryFolder.remove(URL(fileURLWithPath: strict.folder)) }
        let (failing, _, _) = try Self.check(strict, ["--verdict", "untranslated"])
        #expect(failing.status == 1)
        // Several verdicts: any of them.
        let (both, bothReport, _) = try Self.check(app, ["--verdict", "overflow", "--verdict", "untranslated"])
        #expect(both.status == 1)
        #expect(Set(Self.verdicts(bothReport)) == ["overflow", "untranslated"])
    }

    @Test("the matrix's levels make untranslated an error, which then fails the run by default")
    func levelsFromTheMatrix() throws {
        let app = try Self.app("matrix-levels", matrix: ["levels": ["untranslated": "error"]])
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let (result, report, _) = try Self.check(app, ["--verdict", "untranslated"])
        #expect(result.status == 1)
        #expect(Self.levels(report) == ["error"])
    }

    @Test("minimumCoverage fails the run for a language below it, at error level")
    func minimumCoverage() throws {
        let app = try Self.app("minimum", matrix: ["minimumCoverage": ["fr": 0.5]])
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let (result, report, _) = try Self.check(app, ["--level", "error", "--verdict", "untranslated"])
        #expect(result.status == 1)
        let finding = try #require(report.findings.first)
        #expect(finding["language"] as? String == "fr" && finding["level"] as? String == "error")
        #expect(finding["fails"] as? Bool == true)
        // Its twin: a minimum French meets.
        let met = try Self.app("minimum-met", matrix: ["minimumCoverage": ["fr": 0.4]])
        defer { TemporaryFolder.remove(URL(fileURLWithPath: met.folder)) }
        let (passing, _, _) = try Self.check(met, ["--verdict", "untranslated"])
        #expect(passing.status == 0)
    }

    @Test("an unknown verdict or level is bad input: one line naming the option, exit 2, no report written")
    func badFilters() throws {
        let app = try Self.app("bad-filter")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        for arguments in [["--verdict", "overflows"], ["--level", "fatal"], ["--verdict", "fits"]] {
            let result = try FitcheckProcess.run(["--matrix", app.matrix] + arguments + ["--report", "json:\(app.folder)/bad.json"],
                                                 in: app.folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.split(separator: "\n").count == 1)
            #expect(result.standardError.contains(arguments[0]))
            #expect(!FileManager.default.fileExists(atPath: app.folder + "/bad.json"))
        }
    }

    @Test("shards narrowed alike merge into the narrowed run; merge --level narrows a merged run")
    func mergeNarrows() throws {
        let app = try Self.app("merge")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        var shards: [String] = []
        for index in 1...2 {
            let path = "\(app.folder)/shard-\(index).json"
            _ = try FitcheckProcess.run(["--matrix", app.matrix, "--shard", "\(index)/2", "--level", "warning",
                                         "--no-images", "--report", "json:\(path)"], in: app.folder)
            shards.append(path)
        }
        let merged = try FitcheckProcess.run(["merge"] + shards + ["--report", "json"], in: app.folder)
        #expect(merged.status == 0)
        #expect(Self.verdicts(try ReportJSON(merged.standardOutput)) == ["untranslated"])
        // Whole shards, narrowed by merge.
        var whole: [String] = []
        for index in 1...2 {
            let path = "\(app.folder)/whole-\(index).json"
            _ = try FitcheckProcess.run(["--matrix", app.matrix, "--shard", "\(index)/2", "--no-images", "--report", "json:\(path)"],
                                        in: app.folder)
            whole.append(path)
        }
        let narrowed = try FitcheckProcess.run(["merge"] + whole + ["--level", "error", "--report", "json"], in: app.folder)
        #expect(narrowed.status == 1)
        #expect(Self.verdicts(try ReportJSON(narrowed.standardOutput)) == ["overflow"])
        // Shards narrowed differently are not one run.
        let mixed = try FitcheckProcess.run(["merge", shards[0], whole[1]], in: app.folder)
        #expect(mixed.status == 2)
        #expect(mixed.standardError.contains("reports only --level warning"))
    }

    @Test("a narrowed run neither calls the entries it did not look at fixed nor drops them from the baseline")
    func baselineWithFilters() throws {
        let app = try Self.app("baseline-filter")
        defer { TemporaryFolder.remove(URL(fileURLWithPath: app.folder)) }
        let baseline = app.folder + "/base.json"
        func entries() throws -> [[String: Any]] {
            try CheckHarness.json(try CheckHarness.read(baseline))["entries"] as? [[String: Any]] ?? []
        }
        _ = try FitcheckProcess.run(["--matrix", app.matrix, "--no-images", "--update-baseline", baseline], in: app.folder)
        #expect(try entries().count == 2)   // the overflow and French's coverage
        let (known, _, text) = try Self.check(app, ["--baseline", baseline, "--level", "warning"])
        #expect(known.status == 0)
        #expect(!text.contains("no longer fail"), "\(text)")
        _ = try FitcheckProcess.run(["--matrix", app.matrix, "--no-images", "--level", "warning", "--update-baseline", baseline],
                                    in: app.folder)
        #expect(try entries().compactMap { $0["verdict"] as? String }.sorted() == ["overflow", "untranslated"])
        // Its twin: a run that looks at everything and no longer finds the overflow (the German title
        // shortened) calls its entry fixed.
        let catalog = try CheckHarness.read(app.catalog)
        try catalog.replacingOccurrences(of: "Eine Überschrift, die in keine schmale Zeile je hineinpasst", with: "Titel")
            .write(toFile: app.catalog, atomically: true, encoding: .utf8)
        let (_, _, whole) = try Self.check(app, ["--baseline", baseline])
        #expect(whole.contains("entry no longer fails"), "\(whole)")
    }
}
