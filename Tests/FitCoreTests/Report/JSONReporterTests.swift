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
        #expect(object["schemaVersion"] as? Int == 5)
        #expect((object["levels"] as? [String: String])?["untranslated"] == "warning")
        #expect((object["levels"] as? [String: String])?["overflow"] == "error")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["cells"] as? Int == 92)
        #expect(summary["failures"] as? Int == 16)
        #expect(summary["findings"] as? Int == 8)
        #expect(summary["failing"] as? Int == 7)
        #expect(summary["findingsByLevel"] as? [String: Int] == ["error": 7, "warning": 1, "note": 0])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 8)
        for finding in findings {
            for field in ["subject", "level", "fails", "variant", "language", "verdict", "file", "line"] {
                #expect(finding[field] != nil, "findings[].\(field)")
            }
        }
        for finding in findings where finding["subject"] as? String == "key" {
            for field in ["key", "text", "worst", "failingCellCount"] {
                #expect(finding[field] != nil, "findings[].\(field)")
            }
        }
        let manage = try #require(findings.first { $0["key"] as? String == "settings.manage" })
        #expect(manage["over"] as? Double == 31)
        #expect(manage["level"] as? String == "error")
        // The language's coverage finding: its catalog, counts and missing keys.
        let hi = try #require(findings.first { $0["subject"] as? String == "language" })
        #expect(hi["catalog"] as? String == ReportFixture.app)
        #expect(hi["keys"] as? [String] == ["promo.banner"])
        #expect(hi["translated"] as? Int == 3 && hi["total"] as? Int == 4)
        #expect(hi["level"] as? String == "warning" && hi["fails"] as? Bool == false)
        #expect(hi["worst"] == nil && hi["key"] == nil)
        let coverage = try #require(object["coverage"] as? [[String: Any]])
        #expect(coverage.map { "\($0["language"] ?? "") \($0["translated"] ?? "")/\($0["total"] ?? "")" } == ["de 5/5", "de 2/2", "hi 3/4", "hi 2/2"])
        let hindi = try #require((summary["languages"] as? [String: Any])?["hi"] as? [String: Any])
        for field in ["renditions", "translated", "untranslated", "cells", "failures"] {
            #expect(hindi[field] is Int, "summary.languages.hi.\(field)")
        }
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.count == 16)
        let overflow = try #require(failures.first { $0["key"] as? String == "settings.manage" })
        for field in ["key", "language", "variant", "text", "width", "slotWidth", "size", "style", "verdict", "lines",
                      "maxLines", "over", "file", "line", "image"] {
            #expect(overflow[field] != nil, "failures[].\(field)")
        }
        #expect(overflow["width"] as? Double == 320)
        #expect(overflow["over"] as? Double == 31)
        #expect(object["shard"] == nil)
    }

    /// A format mismatch's finding carries both specifier lists, a regional language's finding the
    /// language whose text it shows, under the names a failing cell (`failures[]`) uses; both read back.
    @Test func findingsCarryTheMismatchAndTheInheritance() throws {
        let mismatch = Rendition(key: "%@ posts", language: "ca", variant: "", text: "% publicacions", status: .translated,
                                 file: ReportFixture.app, line: 3,
                                 formatMismatch: FormatMismatch(source: ["%@"], translation: ["% p"]))
        let regional = Rendition(key: "greeting", language: "es-MX", variant: "", text: "Hola (LatAm)", status: .translated,
                                 file: ReportFixture.app, line: 9, inheritedFrom: "es-419")
        let cells = [(mismatch, Verdict.formatMismatch, 0), (regional, .overflow, 2)].map { rendition, verdict, lines in
            ReportFixture.Cell(rendition: rendition, width: 320, size: .L, style: .body, rule: "default", maxLines: 1,
                               measurement: ReportFixture.measure(verdict: verdict == .formatMismatch ? .fits : verdict, lines: lines,
                                                                  maxLines: 1, slot: 288, overflow: lines == 0 ? 0 : 12, also: []),
                               verdict: verdict)
        }
        let report = ReportFixture.build(cells)
        let text = JSONReporter().render(report)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let failures = try #require(object["failures"] as? [[String: Any]])
        for list in [findings, failures] {
            let ca = try #require(list.first { $0["language"] as? String == "ca" })
            let specifiers = try #require(ca["formatMismatch"] as? [String: [String]])
            #expect(specifiers == ["source": ["%@"], "translation": ["% p"]])
            #expect(ca["inheritedFrom"] == nil)
            let mx = try #require(list.first { $0["language"] as? String == "es-MX" })
            #expect(mx["inheritedFrom"] as? String == "es-419")
            #expect(mx["formatMismatch"] == nil)
        }
        let decoded = try RunReport.decode(Data(text.utf8), source: "r.json")
        #expect(decoded.findings.map(\.worst?.formatMismatch) == report.findings.map(\.worst?.formatMismatch))
        #expect(decoded.findings.map(\.worst?.inheritedFrom) == [nil, "es-419"])
        #expect(JSONReporter().render(decoded) == text)
    }

    @Test func isPrettySortedAndEndsWithANewline() {
        #expect(json.hasSuffix("}\n"))
        #expect(json.hasPrefix("{\n  \"coverage\" : ["))
        #expect(json == JSONReporter().render(ReportFixture.build(ReportFixture.cells().reversed())))
    }
}
