import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FitCore
import FitcheckTestSupport

/// JUnit XML: a suite per language, a passing case per catalog file measured in it (a count that
/// stays), a case per finding: a `<failure>` when it fails the run, `<skipped>` when it does not.
@Suite struct JUnitReporterTests {
    let report = ReportFixture.report()

    /// Parses the XML and counts suites, cases, failures and skipped cases, as a CI system would.
    func counts(_ xml: String) throws -> (suites: Int, cases: Int, failures: Int, skipped: Int, names: [String]) {
        let document = try XMLDocument(xmlString: xml, options: [])
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        let cases = try document.nodes(forXPath: "//testcase")
        let failures = try document.nodes(forXPath: "//testcase/failure")
        let skipped = try document.nodes(forXPath: "//testcase/skipped")
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        return (suites.count, cases.count, failures.count, skipped.count, names)
    }

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(JUnitReporter().render(report), golden: "junit.xml") == nil)
        #expect(GoldenFiles.reports.difference(JUnitReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "junit.xml") != nil)
    }

    @Test func aCasePerFindingAndAPassingCasePerCatalogAndLanguage() throws {
        let parsed = try counts(JUnitReporter().render(report))
        #expect(parsed.suites == 3)
        // Two catalogs in each of de, en, hi, and the 8 findings.
        #expect(parsed.cases == 6 + 8)
        #expect(parsed.names.filter { $0.hasSuffix(": measured") }.count == 6)
        #expect(parsed.failures == report.findings.filter(\.fails).count)
        #expect(parsed.failures == 7)
        // The language's untranslated keys: one case, skipped (a warning does not fail the build).
        #expect(parsed.skipped == 1)
        #expect(parsed.names.contains("hi coverage · hi · untranslated"))
        #expect(parsed.names.contains("\(ReportFixture.oddKey.oneLine) · de · overflow"))
    }

    /// The count of cases moves with findings only: a planted finding adds one case and one failure.
    @Test func aPlantedFailureAddsACaseAndAFailure() throws {
        let parsed = try counts(JUnitReporter().render(ReportFixture.reportWithPlantedFailure()))
        #expect(parsed.cases == 15)
        #expect(parsed.failures == 8)
    }

    @Test func aFindingsFailureSaysWhereAndWhat() throws {
        let document = try XMLDocument(xmlString: JUnitReporter().render(report), options: [])
        let failure = try #require(try document.nodes(
            forXPath: "/testsuites/testsuite[@name='de']/testcase[@name='url.label · de · clipped']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "clipped")
        let body = failure.stringValue ?? ""
        #expect(body.hasPrefix("Shared/Settings, legacy.xcstrings:70\n"))
        #expect(body.components(separatedBy: "\n").count == 2)
        #expect(body.hasSuffix("(fails in 2 cells: L at 320 pt · AX1 at 320 pt)"))

        // A second verdict in the same key and language is a second case.
        var cells = ReportFixture.cells()
        let clipped = try #require(cells.first { $0.rendition.key == "url.label" && $0.rendition.language == "de" })
        let index = try #require(cells.firstIndex { $0.rendition == clipped.rendition && $0.width == 375 && $0.size == .AX1 })
        cells[index].verdict = .brokenWord
        cells[index].measurement = ReportFixture.measure(verdict: .brokenWord, lines: 2, maxLines: nil, slot: 343,
                                                         overflow: 5, also: [])
        let two = try counts(JUnitReporter().render(ReportFixture.build(cells)))
        #expect(two.names.contains("url.label · de · clipped") && two.names.contains("url.label · de · brokenWord"))
        #expect(two.failures == 8)
    }

    @Test func controlCharactersStillMakeWellFormedXML() throws {
        var weird = report
        weird.findings[0].subject = .key("bell\u{07} esc\u{1B} nul\u{00} tab\t")
        let xml = JUnitReporter().render(weird)
        // The key's controls are written visibly (quoted once, issue 39): no raw control character is left.
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && !["\n", "\t", "\r"].contains($0) })
        // XMLParser is strict where XMLDocument recovers: it rejects a raw control character.
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        #expect(!XMLParser(data: Data(xml.replacingOccurrences(of: "</testsuites>", with: "\u{1B}</testsuites>").utf8)).parse())
    }
}
