import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// SARIF 2.1.0: a rule per failure class, a result per finding at the key's line, at most 5,000
/// (most severe first), the rest counted in the run's properties.
@Suite struct SARIFReporterTests {
    let report = ReportFixture.report()

    func results(_ sarif: String) throws -> (version: String?, rules: [String], results: [[String: Any]],
                                             properties: [String: Any]) {
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        return (log["version"] as? String, rules, run["results"] as? [[String: Any]] ?? [],
                run["properties"] as? [String: Any] ?? [:])
    }

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(SARIFReporter().render(report), golden: "report.sarif") == nil)
        #expect(GoldenFiles.reports.difference(SARIFReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "report.sarif") != nil)
    }

    @Test func isVersion210WithAResultPerFinding() throws {
        let parsed = try results(SARIFReporter().render(report))
        #expect(parsed.version == "2.1.0")
        #expect(parsed.rules == ["zeroLines", "missingGlyphs", "controlCharacter", "untranslated", "overflow", "clipped", "brokenWord", "shrinks", "formatMismatch", "unreadableTable", "duplicateKey"])
        #expect(parsed.results.count == report.summary.findings)
        #expect(parsed.results.count == 8)
        #expect(parsed.results.allSatisfy { parsed.rules.contains($0["ruleId"] as? String ?? "") })
        #expect(parsed.properties["findings"] as? Int == 8)
        #expect(parsed.properties["resultsLeftOut"] as? Int == 0)
        let planted = try results(SARIFReporter().render(ReportFixture.reportWithPlantedFailure()))
        #expect(planted.results.count == 9)
    }

    @Test func writesAtMost5000ResultsTheMostSevereFirst() throws {
        let many = ReportFixture.reportWithOverflowingKeys(5_100)
        #expect(many.summary.findings == 5_100)
        let parsed = try results(SARIFReporter().render(many))
        #expect(parsed.results.count == 5_000)
        #expect(parsed.properties["findings"] as? Int == 5_100)
        #expect(parsed.properties["resultsLeftOut"] as? Int == 100)
        // Key n misses by n + 1 pt: the 100 smallest misses are the ones left out.
        let keys = parsed.results.compactMap { ($0["properties"] as? [String: Any])?["key"] as? String }
        #expect(keys.first == "many.05099")
        #expect(keys.last == "many.00100")
        #expect(!keys.contains("many.00099"))
        // The twin: at the limit, nothing is left out.
        let exact = try results(SARIFReporter().render(ReportFixture.reportWithOverflowingKeys(5_000)))
        #expect(exact.results.count == 5_000)
        #expect(exact.properties["resultsLeftOut"] as? Int == 0)
    }

    @Test func fingerprintsFollowAFindingNotItsLine() throws {
        let parsed = try results(SARIFReporter().render(report))
        let prints = parsed.results.compactMap { ($0["partialFingerprints"] as? [String: String])?["fitcheckFinding/v1"] }
        #expect(Set(prints).count == 8)
        var moved = report
        moved.findings[0].line += 5
        let again = try results(SARIFReporter().render(moved))
        let movedPrints = again.results.compactMap { ($0["partialFingerprints"] as? [String: String])?["fitcheckFinding/v1"] }
        #expect(Set(movedPrints) == Set(prints))
        moved.findings[0].language = "fr"
        let other = try results(SARIFReporter().render(moved))
        #expect(Set(other.results.compactMap { ($0["partialFingerprints"] as? [String: String])?["fitcheckFinding/v1"] }) != Set(prints))
    }

    @Test func locatesEachResultAtTheKeysLine() throws {
        let parsed = try results(SARIFReporter().render(report))
        let located = parsed.results.compactMap { result -> String? in
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            guard let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return "\(uri):\(line)"
        }
        #expect(located.count == 8)
        #expect(located.contains("App/Localizable.xcstrings:12"))
        #expect(located.contains("Shared/Settings,%20legacy.xcstrings:70"))
        #expect(!located.contains("App/Localizable.xcstrings:70"))
    }

    @Test func absolutePathsBecomeFileURIs() {
        #expect(SARIFReporter.uri("/work/App/Loc 1.xcstrings") == "file:///work/App/Loc%201.xcstrings")
        #expect(SARIFReporter.uri("App/Localizable.xcstrings") == "App/Localizable.xcstrings")
    }
}
