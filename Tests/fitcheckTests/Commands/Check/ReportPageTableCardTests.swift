import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// A broken table's card on the report page (issue 33), as headless Chromium builds it: the place at
/// file:line:column, what the parser expected and what the device shows (the words every report uses,
/// ``Finding/headline``), the keys it affects (``Finding/failingCellsLine``), and why it has no picture:
/// it is about the table file, not a text.
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct ReportPageTableCardTests {
    @Test func aTableCardSaysItsColumnWhatWasExpectedWhatTheDeviceShowsAndTheKeys() throws {
        let broken = TableFinding(
            kind: .unreadableTable, file: "App/eu.lproj/Localizable.strings", language: "eu", line: 3, column: 7,
            expected: "';' after the entry \"save\"", found: "`\"cancel\" = …`", affectedKeys: ["title", "save", "cancel"],
            shows: .defaultValue, build: .fails)
        var builder = RunReportBuilder(toolVersion: "test")
        for finding in Finding.tableFindings([broken]) { builder.add(finding) }
        let report = builder.build()
        let finding = try #require(report.findings.first)

        let folder = try TemporaryFolder.make("table-card")
        defer { TemporaryFolder.remove(folder) }
        let page = folder.appendingPathComponent("index.html").path
        try Data(ReportPage(report: report, pictures: [:]).html().utf8).write(to: URL(fileURLWithPath: page))
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let dom = try browser.dumpDOM(page)

        let start = try #require(dom.range(of: "<article class=\"card\""), "no card: \(dom)")
        let end = try #require(dom.range(of: "</article>", range: start.upperBound..<dom.endIndex))
        let card = String(dom[start.lowerBound..<end.upperBound])
        /// The card's text as a reader sees it: tags dropped, entities of quotes undone.
        let text = card.replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
            .replacingOccurrences(of: "&quot;", with: "\"")
        #expect(text.contains("App/eu.lproj/Localizable.strings:3:7"), "\(text)")
        #expect(text.contains(finding.headline), "\(text)")
        #expect(finding.headline.contains("expected ';' after the entry \"save\"")
                && finding.headline.contains("3 keys show the default value the code passes"))
        #expect(text.contains("keys: title · save · cancel"), "\(text)")
        #expect(text.contains("no picture: unreadableTable is about the table file"), "\(text)")
        #expect(!text.contains("about the text"), "\(text)")
    }
}
