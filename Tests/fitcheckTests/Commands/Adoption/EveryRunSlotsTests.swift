import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issue 42: the source is the truth on every run. On a copy of the CubeTime app with the small file
/// `init` writes, an edit to a Swift file shows in the next `fitcheck` (no `init` between), and a run on
/// unchanged sources takes every file from the cache.
@Suite(.enabled(if: Corpus.cubeTimeAvailable, Comment(rawValue: Corpus.absent))) struct EveryRunSlotsTests {
    static let dispatcher = SlotsCommandTests.dispatcher
    static let long = "\nIf you run into any issues, please visit our GitHub page and submit an issue. \nhttps://github.com/CubeStuffs/CubeTime/issues"

    /// A writable copy of the app.
    static func copy() throws -> URL {
        let folder = try TemporaryFolder.make("everyrun")
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Corpus.cubeTime, to: app)
        _ = try FitcheckProcess.run(["chmod", "-R", "u+w", app.path], in: folder.path, executable: "/usr/bin/env")
        return app
    }

    static func check(_ app: URL) throws -> (CommandOutcome, RunReport) {
        let report = app.appendingPathComponent("r.json").path
        let outcome = dispatcher.run(["--matrix", app.appendingPathComponent("fitcheck.json").path, "--no-images", "--report", "json:" + report])
        return (outcome, try RunReport.load(path: report))
    }

    @Test func aLineLimitAddedInTheCodeIsTheNextRunsFindingAndAnUnchangedRunHitsTheCache() throws {
        let app = try Self.copy()
        defer { TemporaryFolder.remove(app.deletingLastPathComponent()) }
        #expect(Self.dispatcher.run(["init", app.path]).status == 0)
        let matrix = try String(contentsOf: app.appendingPathComponent("fitcheck.json"), encoding: .utf8)
        #expect(matrix.utf8.count <= 5_000 && !matrix.contains("\"match\": \"="), "init writes no rule per key")

        let (first, before) = try Self.check(app)
        #expect(first.status == 1, "\(first.standardError)")
        #expect(!before.findings.map(\.key).contains(Self.long))
        // Nothing changed: every Swift file's tokens come from the cache.
        let slots = Self.dispatcher.run(["slots", app.path])
        #expect(slots.standardOutput.contains("Swift files: 0 lexed, 63 from the cache"), "\(slots.standardOutput)")

        // The edit: the long About text may no longer wrap.
        let view = app.appendingPathComponent("CubeTime/Settings/AboutSettings.swift")
        let source = try String(contentsOf: view, encoding: .utf8)
        let edited = source.replacingOccurrences(of: "issues\")\n                .fixedSize(horizontal: false, vertical: true)",
                                                 with: "issues\")\n                .lineLimit(1)")
        #expect(edited != source)
        try Data(edited.utf8).write(to: view)
        // Only the edited file is lexed again.
        let again = Self.dispatcher.run(["slots", app.path])
        #expect(again.standardOutput.contains("Swift files: 1 lexed, 62 from the cache"), "\(again.standardOutput)")
        let (second, after) = try Self.check(app)
        #expect(second.status == 1, "\(second.standardError)")
        let finding = try #require(after.findings.first { $0.key == Self.long }, "\(after.findings.map(\.key))")
        #expect(finding.verdict == .overflow)
        // The run's own inference says where the code shows it: the edited view, at the line of the text.
        let place = try #require(finding.shownAt.first, "a finding of a run that inferred its slots names its code place")
        #expect(place.file.hasSuffix("CubeTime/Settings/AboutSettings.swift") && place.column != nil, "\(place)")
        #expect(after.findings.filter { $0.verdict.isLayoutFailure }.allSatisfy { !$0.shownAt.isEmpty },
                "\(after.findings.filter { $0.shownAt.isEmpty }.map(\.key))")
        #expect(Set(after.findings.map(\.key)).subtracting([Self.long]) == Set(before.findings.map(\.key)))
    }
}
