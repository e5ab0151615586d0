import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issue 40: a baseline lists a language's missing keys only when `untranslated` can fail the run
/// (one real app's baseline was 500 KB of keys nobody gated), and records the settings it was made
/// under, so that a gate turned on later says the baseline predates it instead of calling every key
/// new. And `--changed-since` never calls an entry it did not measure fixed.
@Suite struct AdoptionBaselineSettingsTests {
    /// A git repository holding the demo catalog with German lacking `button.subscribe`, committed,
    /// and two matrices: the default one, and one whose `failOn` adds `untranslated`.
    struct Project {
        let folder: URL
        let catalog: String
        let plain: String
        let gated: String
        var baseline: String { folder.appendingPathComponent("fitcheck-baseline.json").path }
        var report: String { folder.appendingPathComponent("r.json").path }
    }

    func project() throws -> Project {
        let (folder, catalog) = try AdoptionChangedSinceTests().repository()
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog))) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["button.subscribe"] as? [String: Any])
        var localizations = try #require(entry["localizations"] as? [String: Any])
        localizations["de"] = nil
        entry["localizations"] = localizations
        strings["button.subscribe"] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: catalog))
        try AdoptionChangedSinceTests().git(["commit", "-q", "-am", "German lacks button.subscribe"], in: folder)
        var matrix = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repository.demoMatrix))) as? [String: Any])
        let plain = folder.appendingPathComponent("plain.json").path
        try JSONSerialization.data(withJSONObject: matrix).write(to: URL(fileURLWithPath: plain))
        matrix["failOn"] = ["overflow", "clipped", "brokenWord", "zeroLines", "missingGlyphs", "formatMismatch", "unreadableTable", "untranslated"]
        let gated = folder.appendingPathComponent("gated.json").path
        try JSONSerialization.data(withJSONObject: matrix).write(to: URL(fileURLWithPath: gated))
        return Project(folder: folder, catalog: catalog, plain: plain, gated: gated)
    }

    func check(_ project: Project, matrix: String, _ more: [String]) throws -> (CommandOutcome, RunReport?) {
        let outcome = AdoptionFixture.dispatcher.run(["--matrix", matrix, "--catalog", project.catalog, "--no-images", "--jobs", "2",
                                                      "--report", "json:" + project.report] + more)
        let report = FileManager.default.fileExists(atPath: project.report) ? try RunReport.load(path: project.report) : nil
        try? FileManager.default.removeItem(atPath: project.report)
        return (outcome, report)
    }

    /// The `failOn` the baseline file says it was recorded under (`settings.failOn`).
    func recordedFailOn(_ path: String) throws -> [String]? {
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return (file?["settings"] as? [String: Any])?["failOn"] as? [String]
    }

    func germanCoverage(_ baseline: Baseline) -> BaselineEntry? {
        baseline.entries.first { $0.subject == .language && $0.language == "de" }
    }

    @Test func missingKeysAreRecordedOnlyWhenUntranslatedCanFail() throws {
        let project = try project()
        defer { TemporaryFolder.remove(project.folder) }
        // The default failOn: untranslated is a warning that never fails the run. The entry, no keys.
        let (recorded, _) = try check(project, matrix: project.plain, ["--update-baseline", project.baseline])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let plain = try Baseline.load(path: project.baseline)
        let entry = try #require(germanCoverage(plain))
        #expect(entry.keys == nil)
        #expect(try recordedFailOn(project.baseline)?.contains("untranslated") == false)
        let (known, _) = try check(project, matrix: project.plain, ["--baseline", project.baseline])
        #expect(known.status == 0)

        // The gate turned on later: the finding fails, and says the baseline predates the gate
        // instead of calling button.subscribe new.
        let (gated, report) = try check(project, matrix: project.gated, ["--baseline", project.baseline])
        #expect(gated.status == 1)
        let finding = try #require(report?.findings.first { $0.subject.kind == .language && $0.language == "de" })
        #expect(finding.worseThanBaseline?.contains("predates") == true, "\(finding.worseThanBaseline ?? "nil")")

        // Recorded under the gate: the keys are listed, and the gated run passes with it.
        let (again, _) = try check(project, matrix: project.gated, ["--update-baseline", project.baseline])
        #expect(again.status == 0)
        let listed = try Baseline.load(path: project.baseline)
        #expect(germanCoverage(listed)?.keys == ["button.subscribe"])
        #expect(try recordedFailOn(project.baseline)?.contains("untranslated") == true)
        let (passes, _) = try check(project, matrix: project.gated, ["--baseline", project.baseline])
        #expect(passes.status == 0, "\(passes.standardOutput)")
    }

    /// Only one key changed: the German coverage entry (button.subscribe missing) was not measured
    /// and must not be called fixed (it was: "1 entry no longer fails").
    @Test func changedSinceNeverCallsUnmeasuredEntriesFixed() throws {
        let project = try project()
        defer { TemporaryFolder.remove(project.folder) }
        _ = try check(project, matrix: project.gated, ["--update-baseline", project.baseline])
        #expect(germanCoverage(try Baseline.load(path: project.baseline))?.keys == ["button.subscribe"])
        try AdoptionFixture.setText("%@ wirklich löschen?", key: "alert.delete.title", language: "de", in: project.catalog)
        let (changed, report) = try check(project, matrix: project.gated, ["--baseline", project.baseline, "--changed-since", "HEAD"])
        #expect(report?.keys.map(\.key) == ["alert.delete.title"], "\(changed.standardError)")
        #expect(report?.baseline?.stale == [], "\(changed.standardOutput)")
        #expect(!changed.standardOutput.contains("no longer fail"))
    }

    /// A version-3 file (`amount` before version 4 named it `over`; no settings) is read as it is.
    @Test func aVersion3BaselineIsRead() throws {
        let folder = try TemporaryFolder.make("baseline-v3")
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("b.json").path
        try #"{"schemaVersion": 3, "entries": [{"amount":31,"cells":3,"file":"L.xcstrings","key":"a","language":"de","subject":"key","variant":"","verdict":"overflow"}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let read = try Baseline.load(path: path)
        #expect(read.entries.first?.amount == 31 && read.entries.first?.cells == 3)
    }
}
