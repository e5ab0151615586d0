import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// A team adopts fitcheck with the demo's 6 findings: a baseline makes the run pass, a known finding
/// that gets worse (fails in more cells) still fails it, a new one fails it, and a fixed one shows
/// as stale.
@Suite struct AdoptionBaselineTests {
    /// A copy of the demo and a baseline taken on it.
    struct Adopted {
        let folder: URL
        let catalog: String
        let baseline: String
        let report: String
        let recorded: Baseline
    }

    func adopt() throws -> Adopted {
        let folder = try TemporaryFolder.make("baseline")
        let catalog = try AdoptionFixture.copyDemo(to: folder)
        let baseline = folder.appendingPathComponent("fitcheck-baseline.json").path
        let report = folder.appendingPathComponent("report.json").path
        let (outcome, _) = try AdoptionFixture.check(catalog: catalog, report: report, ["--update-baseline", baseline])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("15 findings recorded"))
        return Adopted(folder: folder, catalog: catalog, baseline: baseline, report: report,
                       recorded: try Baseline.load(path: baseline))
    }

    @Test func withTheBaselineTheDemoPasses() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        #expect(adopted.recorded.entries.count == 15)
        // A key's entry names its catalog; a group's (10 of them) its id alone.
        #expect(adopted.recorded.entries.allSatisfy { $0.file == ($0.subject == .group ? "" : "Demo.xcstrings") && $0.cells != nil && $0.amount != nil })
        #expect(adopted.recorded.entries.filter { $0.subject == .group }.count == 10)

        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 0)
        #expect(report?.findings.isEmpty == true)
        #expect(report?.summary.findings == 0)
        #expect(report?.baseline?.knownFindings.count == 15)
        #expect(report?.baseline?.stale == [])
        #expect(outcome.standardOutput.hasPrefix("fitcheck: nothing new in 52800 cells · 15 known (baseline)"))

        // The twin: the same run without the baseline fails on those 15 findings.
        let (plain, plainReport) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report, [])
        #expect(plain.status == 1)
        #expect(plainReport?.findings.count == 15)
        #expect(plainReport?.baseline == nil)
    }

    /// button.subscribe already fails in Russian at 300 pt; a longer translation fails at more widths.
    /// The known finding grew: it fails the run again, saying what grew; nothing else does.
    @Test func aKnownFindingThatGrowsFailsTheRun() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        let known = try #require(adopted.recorded.entries.first { $0.key == "button.subscribe" && $0.language == "ru" })
        try AdoptionFixture.setText("Оформить подписку за %@ в год прямо сейчас", key: "button.subscribe",
                                    language: "ru", in: adopted.catalog)

        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 1)
        let worse = try #require(report?.findings.first)
        #expect(report?.findings.count == 1)
        #expect(worse.key == "button.subscribe" && worse.language == "ru")
        #expect(worse.failingCellCount > known.cells ?? 0)
        #expect(worse.worseThanBaseline?.contains("in the baseline") == true)
        #expect(report?.baseline?.worse == 1)
        #expect(report?.baseline?.knownFindings.count == 14)
        #expect(report?.summary.failingKeys == 1)
        #expect(outcome.standardOutput.contains("button.subscribe"))
        #expect(outcome.standardOutput.contains("  worse than the baseline: "))
        #expect(!outcome.standardOutput.contains("tight.tab.settings ·"))
    }

    @Test func aFixedFindingIsReportedAsAStaleEntry() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        let fixed = adopted.recorded.entries.filter { $0.key == "settings.terms" }
        #expect(fixed.count == 1)
        try AdoptionFixture.setText("AGB", key: "settings.terms", language: "de", in: adopted.catalog)

        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 0)
        #expect(report?.baseline?.stale == fixed)
        #expect(report?.baseline?.knownFindings.count == 14)
        #expect(outcome.standardOutput.contains("1 entry no longer fails"))
        #expect(outcome.standardOutput.contains("fixed: settings.terms · de · brokenWord"))

        // Updating shrinks the file by exactly those entries.
        _ = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report, ["--update-baseline", adopted.baseline])
        let shrunk = try Baseline.load(path: adopted.baseline)
        #expect(Set(shrunk.entries) == Set(adopted.recorded.entries).subtracting(fixed))
    }

    /// A narrower run neither calls unmeasured entries stale nor drops them on update.
    @Test func entriesOutsideANarrowRunAreNeitherStaleNorDropped() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline, "--lang", "hi"])
        #expect(outcome.status == 0)
        #expect(report?.baseline?.stale == [])
        #expect(report?.baseline?.knownFindings.count == adopted.recorded.entries.filter { $0.language == "hi" }.count)

        _ = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                      ["--update-baseline", adopted.baseline, "--lang", "hi"])
        #expect(try Baseline.load(path: adopted.baseline) == adopted.recorded)
    }

    @Test func conflictingOptionsAndAMissingFileAreBadInput() throws {
        let folder = try TemporaryFolder.make("baseline-bad")
        defer { TemporaryFolder.remove(folder) }
        let missing = folder.appendingPathComponent("none.json").path
        let both = AdoptionFixture.dispatcher.run(["--baseline", missing, "--update-baseline", missing])
        #expect(both.status == 2)
        #expect(both.standardError == "fitcheck: give --baseline or --update-baseline, not both (--update-baseline also applies the file it writes)\n")
        let shard = AdoptionFixture.dispatcher.run(["--update-baseline", missing, "--shard", "1/2"])
        #expect(shard.status == 2)
        let (absent, _) = try AdoptionFixture.check(catalog: Repository.demoCatalog,
                                                    report: folder.appendingPathComponent("r.json").path,
                                                    ["--baseline", missing, "--lang", "hi", "--width", "300"])
        #expect(absent.status == 2)
        #expect(absent.standardError.hasPrefix("fitcheck: \(missing): cannot read the baseline"))
        #expect(absent.standardError.split(separator: "\n").count == 1)
    }
}

/// A baseline path that cannot be used stops the run before anything is measured or drawn.
@Suite struct BaselinePathCheckedFirstTests {
    @Test(arguments: [["--baseline", "missing.json"], ["--update-baseline", "no-such-folder/baseline.json"]])
    func aBadBaselinePathCostsNoRun(_ option: [String]) throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        let outcome = CheckHarness.check(["--png-dir", pictures] + option.enumerated().map { $0.offset == 1 ? folder + "/" + $0.element : $0.element })
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("fitcheck: " + folder))
        #expect(!FileManager.default.fileExists(atPath: pictures))   // nothing was measured or drawn
    }
}
