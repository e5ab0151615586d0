import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// The report page of many findings in a real browser: the findings are data, written once; the
/// script builds the cards of the first hundred and adds the next hundred on "show more"; the filters
/// (level here) choose among all of them, not among the cards built.
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct ReportPageScaleBrowserTests {
    /// 240 layout findings (overflow, errors) and 60 coverage-like warnings (untranslated) of 300 keys.
    static func report() -> RunReport {
        var builder = RunReportBuilder(toolVersion: "test", keepsCells: false)
        for index in 0..<240 {
            let rendition = Rendition(key: "key.\(index)", language: index % 2 == 0 ? "de" : "fr", variant: "",
                                      text: "Ein recht langer Text Nummer \(index)", status: .translated,
                                      file: "App/Localizable.xcstrings", line: 3 + index)
            builder.noteRendition(rendition)
            let measurement = Measurement(lines: [], widestLineWidth: 300, height: 66, verdict: .overflow, failures: [.overflow],
                                          maxLines: 1, excessPoints: Double(index), overflowLines: 1)
            builder.add(rendition: rendition, style: .body, weight: .regular, rule: "default", cells: [
                CellResult(containerWidth: 320, slotWidth: 288, size: .L, measurement: measurement, verdict: .overflow),
            ])
        }
        var report = builder.build()
        for index in 0..<60 {
            report.findings.append(Finding(subject: .table(key: "dup.\(index)"), verdict: .untranslated, level: .warning,
                                           fails: false, file: "App/Localizable.xcstrings", line: 900 + index, language: "de",
                                           detail: "listed for the test"))
        }
        return report
    }

    @Test func aHundredCardsAtFirstMoreOnDemandAndFiltersOverAll() throws {
        let folder = try TemporaryFolder.make("page-scale").path
        defer { TemporaryFolder.remove(folder) }
        let page = folder + "/index.html"
        let report = Self.report()
        try ReportPage(report: report, pictures: [:]).html().write(toFile: page, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let dom = try browser.dumpDOM(page)
        #expect(ReportPageBrowserTests.tags(with: "data-finding", in: dom).count == 100)
        #expect(ReportPageBrowserTests.values(of: "data-shown", in: dom) == ["300"])
        #expect(dom.contains("show 100 more of 200"))
        #expect(ReportPageBrowserTests.values(of: "data-first-card", in: dom).count == 1)
        // The most severe first: the errors, the largest amount first.
        #expect(ReportPageBrowserTests.values(of: "data-key", in: dom).first == "key.239")
        // Filtered by level: the 60 warnings, all built (fewer than a hundred), none of the errors.
        let warnings = try browser.dumpDOM(page, fragment: "level=warning")
        let cards = ReportPageBrowserTests.tags(with: "data-finding", in: warnings)
        #expect(cards.count == 60)
        #expect(cards.allSatisfy { ReportPageBrowserTests.values(of: "data-level", in: $0) == ["warning"] })
        #expect(ReportPageBrowserTests.values(of: "data-shown", in: warnings) == ["60"])
    }

    /// The page stays small: the findings are data, not markup (25,000 in under 3 MB: `make bench`).
    @Test func theDataIsWrittenOnce() throws {
        let report = Self.report()
        let html = ReportPage(report: report, pictures: [:]).html()
        // Each key once, as a subject; no card markup in the file.
        #expect(html.components(separatedBy: "\"key.17\"").count - 1 == 1)
        #expect(!html.contains("<article"))
    }
}
