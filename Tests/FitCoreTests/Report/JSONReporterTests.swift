import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The JSON report is the whole `RunReport`, byte-stable, with the fields the issue names.
@Suite struct JSONReporterTests {
    let json = JSONReporter().render(ReportFixture.report())

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(json, golden: "report.json") == nil)
        #expect(GoldenFiles.reports.difference(JSONReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "report.json") != nil)
    }

    @Test func carriesTheFieldsTheIssueNames() throws {
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["cells"] as? Int == 92)
        #expect(summary["failures"] as? Int == 16)
        #expect(summary["findings"] as? Int == 8)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 8)
        for finding in findings {
            for field in ["key", "variant", "language", "verdict", "file", "line", "text", "worst", "failingCellCount"] {
                #expect(finding[field] != nil, "findings[].\(field)")
            }
        }
        let hindi = try #require((summary["languages"] as? [String: Any])?["hi"] as? [String: Any])
        for field in ["renditions", "translated", "untranslated", "cells", "failures"] {
            #expect(hindi[field] is Int, "summary.languages.hi.\(field)")
        }
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.count == 16)
        let overflow = try #require(failures.first { $0["key"] as? String == "settings.manage" })
        for field in ["key", "language", "variant", "text", "width", "slotWidth", "size", "style", "verdict", "lines",
                      "maxLines", "overflow", "file", "line", "image"] {
            #expect(overflow[field] != nil, "failures[].\(field)")
        }
        #expect(overflow["width"] as? Double == 320)
        #expect(overflow["overflow"] as? Double == 31)
        #expect(object["shard"] == nil)
    }

    @Test func isPrettySortedAndEndsWithANewline() {
        #expect(json.hasSuffix("}\n"))
        #expect(json.hasPrefix("{\n  \"failOn\" : ["))
        #expect(json == JSONReporter().render(ReportFixture.build(ReportFixture.cells().reversed())))
    }
}
