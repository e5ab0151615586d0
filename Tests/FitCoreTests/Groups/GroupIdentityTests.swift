import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A group finding is the same finding from run to run whichever member fails in it: its identity
/// (baselines, SARIF fingerprints) is the group's id, language and verdict — not the catalog of the
/// member that happens to be the worst, which changes with the texts.
@Suite("A group finding's identity")
struct GroupIdentityTests {
    /// A row of "a" (catalog A) and "b" (catalog B) at 200 pt, one line each: the long one fails.
    static func run(a: String, b: String, in folder: URL) throws -> RunReport {
        func catalog(_ key: String, _ text: String) -> String {
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "\#(key)": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "\#(text)" } } } } } }"#
        }
        _ = try MatrixTestSupport.write(catalog("a", a), name: "A.xcstrings", in: folder)
        _ = try MatrixTestSupport.write(catalog("b", b), name: "B.xcstrings", in: folder)
        let matrix = try Matrix.load(path: try MatrixTestSupport.write("""
            { "catalogs": ["A.xcstrings", "B.xcstrings"], "widths": [200], "sizes": ["L"], "languages": ["en"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "name": "pair", "members": ["a", "b"] }] }
            """, in: folder))
        return try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
    }

    static let long = "A rather long label here"

    @Test func theWorstMembersCatalogDoesNotChangeIt() throws {
        let folder = try TemporaryFolder.make("group-identity")
        defer { TemporaryFolder.remove(folder) }
        let before = try Self.run(a: Self.long, b: "OK", in: folder)
        let after = try Self.run(a: "OK", b: Self.long, in: folder)
        let (was, now) = (try #require(before.findings.first), try #require(after.findings.first))
        // The worst member moved from A.xcstrings to B.xcstrings: the report says where it is now…
        #expect(was.worst?.key == "a" && now.worst?.key == "b")
        #expect(was.file.hasSuffix("A.xcstrings") && now.file.hasSuffix("B.xcstrings"))
        // …but it is the same finding: one identity, one SARIF fingerprint, known to the baseline.
        #expect(was.identity == now.identity)
        #expect(SARIFReporter.fingerprint(was.identity.parts) == SARIFReporter.fingerprint(now.identity.parts))
        let baselinePath = folder.appendingPathComponent("baseline.json").path
        let applied = after.applying(Baseline(report: before, path: baselinePath), path: baselinePath)
        #expect(applied.findings.isEmpty, "\(applied.findings.map(\.file))")
        #expect(applied.baseline?.knownFindings.count == 1)
        #expect(applied.baseline?.stale == [])
        // The twin: another verdict, language or group is another finding.
        var other = now
        other.language = "de"
        #expect(other.identity != was.identity)
    }
}
