import Foundation
import Testing
@testable import FitCore

/// SARIF 2.1.0: a rule per failure class, a result per failing cell at the key's line.
@Suite struct SARIFReporterTests {
    let report = ReportFixture.report()

    func results(_ sarif: String) throws -> (version: String?, rules: [String], results: [[String: Any]]) {
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        return (log["version"] as? String, rules, run["results"] as? [[String: Any]] ?? [])
    }

    @Test func matchesTheGoldenFile() {
        #expect(Snapshot.check(SARIFReporter().render(report), golden: "report.sarif") == nil)
        #expect(Snapshot.difference(SARIFReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "report.sarif") != nil)
    }

    @Test func isVersion210WithAResultPerFailingCell() throws {
        let parsed = try results(SARIFReporter().render(report))
        #expect(parsed.version == "2.1.0")
        #expect(parsed.rules == ["zeroLines", "missingGlyphs", "untranslated", "overflow", "clipped", "brokenWord", "formatMismatch"])
        #expect(parsed.results.count == report.summary.failures)
        #expect(parsed.results.count == 16)
        #expect(parsed.results.allSatisfy { parsed.rules.contains($0["ruleId"] as? String ?? "") })
        let planted = try results(SARIFReporter().render(ReportFixture.reportWithPlantedFailure()))
        #expect(planted.results.count == 17)
    }

    @Test func locatesEachResultAtTheKeysLine() throws {
        let parsed = try results(SARIFReporter().render(report))
        let located = parsed.results.compactMap { result -> String? in
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            guard let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return "\(uri):\(line)"
        }
        #expect(located.count == 16)
        #expect(located.contains("App/Localizable.xcstrings:12"))
        #expect(located.contains("Shared/Settings,%20legacy.xcstrings:70"))
        #expect(!located.contains("App/Localizable.xcstrings:70"))
    }

    @Test func absolutePathsBecomeFileURIs() {
        #expect(SARIFReporter.uri("/work/App/Loc 1.xcstrings") == "file:///work/App/Loc%201.xcstrings")
        #expect(SARIFReporter.uri("App/Localizable.xcstrings") == "App/Localizable.xcstrings")
    }
}
