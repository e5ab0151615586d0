import Foundation
import Testing
@testable import FitCore

/// A table's findings in a report (issue 33): one `unreadableTable` finding per broken table, one
/// `duplicateKey` finding per table × language, their JSON, SARIF region, baseline entry and level.
@Suite struct TableFindingReportTests {
    static let broken = TableFinding(
        kind: .unreadableTable, file: "App/eu.lproj/Localizable.strings", language: "eu", line: 3, column: 1,
        expected: "';' after the entry \"save\"", found: "`\"cancel\" = …`", affectedKeys: ["title", "save", "cancel"],
        shows: .defaultValue, build: .fails)
    static func duplicate(_ key: String, _ first: Int, _ later: Int) -> TableFinding {
        TableFinding(kind: .duplicateKey, file: "App/de.lproj/Localizable.strings", language: "de", line: later, column: 1,
                     expected: "one entry per key", found: "\"\(key)\" again (first at line \(first))", affectedKeys: [key],
                     shows: nil, build: .passes, otherLine: first)
    }

    static func report(_ tables: [TableFinding], failOn: Set<Verdict>? = nil) -> RunReport {
        var builder = RunReportBuilder(toolVersion: "test", failOn: failOn)
        for finding in Finding.tableFindings(tables) { builder.add(finding) }
        return builder.build()
    }

    @Test func aBrokenTableIsOneErrorAndDuplicatesOneWarningPerTable() throws {
        let report = Self.report([Self.broken, Self.duplicate("b", 4, 12), Self.duplicate("a", 2, 9)])
        #expect(report.findings.map(\.verdict) == [.unreadableTable, .duplicateKey])
        let (broken, duplicates) = (report.findings[0], report.findings[1])
        #expect(broken.level == .error && broken.fails)
        #expect(broken.table == FindingTable(column: 1, expected: "';' after the entry \"save\"",
                                             affectedKeys: ["title", "save", "cancel"], shows: .defaultValue, build: .fails))
        #expect(broken.place == "App/eu.lproj/Localizable.strings:3:1")
        // Duplicates: at the first of them in the file, every key listed, both lines of each named.
        #expect(duplicates.level == .warning && !duplicates.fails)
        #expect(duplicates.line == 9 && duplicates.table?.affectedKeys == ["a", "b"] && duplicates.table?.shows == nil)
        #expect(duplicates.detail?.hasPrefix("2 keys given twice: \"a\" at lines 2 and 9, \"b\" at lines 4 and 12.") == true,
                "\(duplicates.detail ?? "")")
        #expect(report.summary.failing == 1)
        // Twin: duplicates alone are a warning, and fail nothing.
        #expect(Self.report([Self.duplicate("a", 2, 9)]).summary.failing == 0)
        // A matrix's own failOn decides.
        #expect(Self.report([Self.broken], failOn: [.overflow]).summary.failing == 0)
    }

    /// `{"verdict", "file", "line", "column", "language", "expected", "affectedKeys", "shows", "build"}`
    /// with no `key`, beside what every finding has; read back whole.
    @Test func theJSONIsTheIssuesAndReadsBack() throws {
        let report = Self.report([Self.broken, Self.duplicate("a", 2, 9)])
        let data = Data(StableJSON.text(report.findings).utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(Set(objects[0].keys) == ["verdict", "file", "line", "column", "language", "expected", "affectedKeys", "shows",
                                         "build", "subject", "level", "fails", "variant", "detail"])
        #expect(objects[0]["shows"] as? String == "defaultValue" && objects[0]["build"] as? String == "fails")
        #expect(objects[0]["column"] as? Int == 1 && objects[0]["affectedKeys"] as? [String] == ["title", "save", "cancel"])
        #expect(objects[1]["shows"] == nil && objects[1]["key"] == nil && objects[1]["build"] as? String == "passes")
        let decoded = try JSONDecoder().decode([Finding].self, from: data)
        #expect(decoded == report.findings)
        // The field-by-field writer and Foundation's encoder agree.
        let foundation = try JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(try JSONSerialization.jsonObject(with: foundation.encode(report.findings)) as? NSArray
                == JSONSerialization.jsonObject(with: data) as? NSArray)
    }

    @Test func sarifPointsAtTheColumnAndGitHubToo() throws {
        let report = Self.report([Self.broken])
        let sarif = SARIFReporter().render(report)
        #expect(sarif.contains("\"startColumn\" : 1,\n") && sarif.contains("\"startLine\" : 3"), "\(sarif)")
        #expect(sarif.contains("\"shows\" : \"defaultValue\""))
        let github = GitHubReporter().render(report)
        #expect(github.hasPrefix("::error file=App/eu.lproj/Localizable.strings,line=3,col=1,title=fitcheck unreadableTable::eu: expected"))
        #expect(github.contains("keys: title · save · cancel"))
        let text = TextReporter().render(report)
        #expect(text.contains("table · App/eu.lproj/Localizable.strings:3:1\n  eu: expected ';' after the entry \"save\""), "\(text)")
        let junit = JUnitReporter().render(report)
        #expect(junit.contains("name=\"table · eu · unreadableTable\"") && junit.contains("App/eu.lproj/Localizable.strings:3:1&#10;"))
    }

    /// A baseline entry by file, language and verdict; a key the table newly loses makes it worse.
    @Test func aBaselineKnowsTheTableByFileLanguageAndVerdict() throws {
        let report = Self.report([Self.broken])
        let baseline = Baseline(report: report, path: "baseline.json")
        let entry = try #require(baseline.entries.first)
        #expect(entry.subject == .table && entry.file == "App/eu.lproj/Localizable.strings" && entry.language == "eu"
                && entry.verdict == .unreadableTable && entry.keys == ["title", "save", "cancel"])
        let text = String(decoding: try baseline.encoded(), as: UTF8.self)
        #expect(!text.contains("\"key\"") && !text.contains("\"variant\""), "\(text)")
        #expect(report.applying(baseline, path: "baseline.json").findings.isEmpty)
        var grown = Self.broken
        grown.affectedKeys.append("new.key")
        let worse = Self.report([grown]).applying(baseline, path: "baseline.json")
        #expect(worse.findings.count == 1)
        #expect(worse.findings.first?.worseThanBaseline == "1 more key affected than the baseline lists")
    }
}
