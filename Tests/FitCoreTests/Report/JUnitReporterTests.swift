import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FitCore
import FitcheckTestSupport

/// JUnit XML: a suite per language, a case per key × language, a failure per failing key × language
/// listing its findings.
@Suite struct JUnitReporterTests {
    let report = ReportFixture.report()

    /// Parses the XML and counts suites, cases and failures, as a CI system would.
    func counts(_ xml: String) throws -> (suites: Int, cases: Int, failures: Int, names: [String]) {
        let document = try XMLDocument(xmlString: xml, options: [])
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        let cases = try document.nodes(forXPath: "//testcase")
        let failures = try document.nodes(forXPath: "//testcase/failure")
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        return (suites.count, cases.count, failures.count, names)
    }

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(JUnitReporter().render(report), golden: "junit.xml") == nil)
        #expect(GoldenFiles.reports.difference(JUnitReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "junit.xml") != nil)
    }

    @Test func parsesWithASuitePerLanguageAndACasePerKey() throws {
        let parsed = try counts(JUnitReporter().render(report))
        #expect(parsed.suites == 3)
        // de: 7 keys, en: 8 keys, hi: 6 keys.
        #expect(parsed.cases == 21)
        // Failing (key, language) pairs.
        #expect(parsed.failures == Set(report.findings.map { [$0.key, $0.language] }).count)
        #expect(parsed.failures == 8)
        #expect(parsed.names.contains(ReportFixture.oddKey))
    }

    @Test func aPlantedFailureAddsACaseAndAFailure() throws {
        let parsed = try counts(JUnitReporter().render(ReportFixture.reportWithPlantedFailure()))
        #expect(parsed.cases == 22)
        #expect(parsed.failures == 9)
    }

    @Test func theFailureListsEveryFindingOfTheKeyInTheLanguage() throws {
        let document = try XMLDocument(xmlString: JUnitReporter().render(report), options: [])
        let failure = try #require(try document.nodes(
            forXPath: "/testsuites/testsuite[@name='de']/testcase[@name='url.label']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "clipped")
        let body = failure.stringValue ?? ""
        #expect(body.hasPrefix("Shared/Settings, legacy.xcstrings:70\n"))
        // One finding (clipped in 2 cells): one line after the location.
        #expect(body.components(separatedBy: "\n").count == 2)
        #expect(body.hasSuffix("(fails in 2 cells: L at 320 pt · AX1 at 320 pt)"))

        // A second verdict in the same key and language is a second finding in the same test case.
        var cells = ReportFixture.cells()
        let clipped = try #require(cells.first { $0.rendition.key == "url.label" && $0.rendition.language == "de" })
        let index = try #require(cells.firstIndex { $0.rendition == clipped.rendition && $0.width == 375 && $0.size == .AX1 })
        cells[index].verdict = .brokenWord
        cells[index].measurement = ReportFixture.measure(verdict: .brokenWord, lines: 2, maxLines: nil, slot: 343,
                                                         overflow: 5, also: [])
        let two = try XMLDocument(xmlString: JUnitReporter().render(ReportFixture.build(cells)), options: [])
        let both = try #require(try two.nodes(
            forXPath: "/testsuites/testsuite[@name='de']/testcase[@name='url.label']/failure").first as? XMLElement)
        let lines = (both.stringValue ?? "").components(separatedBy: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].contains("clipped"))
        #expect(lines[2].contains("word broken across lines"))
        #expect(try two.nodes(forXPath: "//testcase/failure").count == 8)
    }

    @Test func controlCharactersStillMakeWellFormedXML() throws {
        var weird = report
        weird.findings[0].worst.key = "bell\u{07} esc\u{1B} nul\u{00} tab\t"
        let xml = JUnitReporter().render(weird)
        #expect(xml.contains("bell[U+0007] esc[U+001B] nul[U+0000] tab&#9;"))
        // XMLParser is strict where XMLDocument recovers: it rejects a raw control character.
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        #expect(!XMLParser(data: Data(xml.replacingOccurrences(of: "[U+001B]", with: "\u{1B}").utf8)).parse())
    }
}
