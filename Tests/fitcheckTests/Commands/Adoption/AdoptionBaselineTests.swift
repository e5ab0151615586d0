import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// A team adopts fitcheck with the demo's 24 failing cells: a baseline makes the run pass, a new
/// failure still fails it (even of a key already in the baseline), and a fixed cell shows as stale.
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
        #expect(outcome.standardError.contains("14 failing cells recorded"))
        return Adopted(folder: folder, catalog: catalog, baseline: baseline, report: report,
                       recorded: try Baseline.load(path: baseline))
    }

    @Test func withTheBaselineTheDemoPasses() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        #expect(adopted.recorded.entries.count == 14)
        #expect(adopted.recorded.entries.allSatisfy { $0.file == "Demo.xcstrings" })

        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 0)
        #expect(report?.failures?.isEmpty == true)
        #expect(report?.summary.failures == 0)
        #expect(report?.baseline?.knownFailures.count == 14)
        #expect(report?.baseline?.stale == [])
        #expect(outcome.standardOutput.hasPrefix("fitcheck: no new failures in 51000 cells · 14 known (baseline)"))

        // The twin: the same run without the baseline fails on those 14 cells.
        let (plain, plainReport) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report, [])
        #expect(plain.status == 1)
        #expect(plainReport?.failures?.count == 14)
        #expect(plainReport?.baseline == nil)
    }

    /// button.subscribe already fails in Russian at 300 pt; a longer translation fails at more widths.
    /// Only those new cells fail the run; the known ones stay in the baseline's list.
    @Test func aNewFailureOfAKnownKeyAtANewCellFails() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        let known = adopted.recorded.entries.filter { $0.key == "button.subscribe" && $0.language == "ru" }
        #expect(!known.isEmpty)
        try AdoptionFixture.setText("Оформить подписку за %@ в год прямо сейчас", key: "button.subscribe",
                                    language: "ru", in: adopted.catalog)

        let (unbaselined, all) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report, [])
        #expect(unbaselined.status == 1)
        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 1)
        let new = report?.failures ?? []
        #expect(!new.isEmpty)
        #expect(new.allSatisfy { $0.key == "button.subscribe" && $0.language == "ru" })
        let recorded = Set(adopted.recorded.entries)
        #expect(new.allSatisfy { !recorded.contains(BaselineEntry($0, relativeTo: adopted.folder.path)) })
        // Exactly the cells that fail now and were not recorded: nothing hidden, nothing extra.
        let expected = (all?.failures ?? []).filter { !recorded.contains(BaselineEntry($0, relativeTo: adopted.folder.path)) }
        #expect(new.map(\.cellIdentity) == expected.map(\.cellIdentity))
        #expect(report?.summary.failures == new.count)
        #expect(report?.summary.failingKeys == 1)
        #expect(outcome.standardOutput.contains("button.subscribe"))
        #expect(!outcome.standardOutput.contains("tight.tab.settings ·"))
    }

    @Test func aFixedFailureIsReportedAsAStaleEntry() throws {
        let adopted = try adopt()
        defer { TemporaryFolder.remove(adopted.folder) }
        let fixed = adopted.recorded.entries.filter { $0.key == "settings.terms" }
        #expect(fixed.count == 1)
        try AdoptionFixture.setText("AGB", key: "settings.terms", language: "de", in: adopted.catalog)

        let (outcome, report) = try AdoptionFixture.check(catalog: adopted.catalog, report: adopted.report,
                                                          ["--baseline", adopted.baseline])
        #expect(outcome.status == 0)
        #expect(report?.baseline?.stale == fixed)
        #expect(report?.baseline?.knownFailures.count == 13)
        #expect(outcome.standardOutput.contains("1 entry no longer fails"))
        #expect(outcome.standardOutput.contains("fixed: settings.terms · de ·"))

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
        #expect(report?.baseline?.knownFailures.count == adopted.recorded.entries.filter { $0.language == "hi" }.count)

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
