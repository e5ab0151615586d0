import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// The JUnit, SARIF and GitHub reports of a real run parse, count what the JSON report counts, and
/// put each failure at its key's line in the catalog (found here by searching the catalog's text).
@Suite struct ReportFormatsEndToEndTests {
    let run = DemoRun.narrow

    /// `key · language` pairs with a failing cell, from the JSON report.
    func failingGroups(_ report: ReportJSON) -> Set<String> {
        Set(report.failures.map { "\($0["key"] as? String ?? "") · \($0["language"] as? String ?? "")" })
    }

    @Test func theSharedRunHasFailuresInSeveralKeysAndLanguages() throws {
        let report = try run.json()
        #expect(run.outcome.status == 1)
        // Keys failing alone (failures[] lists their cells); the demo's groups fail as groups.
        #expect(report.failureCount == 10)
        #expect(failingGroups(report).count == 5)
        #expect(Set(report.failures.compactMap { $0["language"] as? String }) == ["de", "hi", "ru"])
        #expect(report.findings.filter { $0["subject"] as? String == "group" }.count == 10)
        #expect(report.cells == report.renditions * 2 * 4)
    }

    /// A test suite per language: a passing case for the catalog measured in it, a case per finding,
    /// a failure per finding that fails the run.
    @Test func junitParsesWithACasePerFindingAndPerCatalogAndLanguage() throws {
        let report = try run.json()
        let xml = try JUnitDocument(try run.report("junit.xml"))
        let findings = try #require(report.object["findings"] as? [[String: Any]])
        #expect(findings.count == 15)
        #expect(xml.suites.map(\.name) == report.languages)
        // One catalog (the demo) in each language, plus one case per finding.
        #expect(xml.rootTests == report.languages.count + findings.count)
        #expect(xml.rootFailures == findings.count)
        #expect(xml.suites.allSatisfy { $0.tests == $0.cases })
        #expect(xml.suites.map(\.failures).reduce(0, +) == findings.count)
        let expected = findings.map { finding in
            "\(Self.subject(finding)) · \(finding["language"] as? String ?? "") · \(finding["verdict"] as? String ?? "") · \(finding["language"] as? String ?? "")"
        }
        #expect(Set(xml.failingCases) == Set(expected))
        #expect(xml.failureElements == findings.count)
    }

    /// How a case names a finding's subject: its key, or `group NAME (ID)`.
    static func subject(_ finding: [String: Any]) -> String {
        guard let group = finding["group"] as? [String: Any] else { return finding["key"] as? String ?? "" }
        return "group \(group["name"] as? String ?? "") (\(group["id"] as? String ?? ""))"
    }

    /// SARIF 2.1.0: one result per finding, its rule the verdict, at the key's line (a group's at each
    /// member's line).
    @Test func sarifParsesWithAResultPerFinding() throws {
        let report = try run.json()
        let sarif = try CheckHarness.json(try run.report("report.sarif"))
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == report.findingCount)
        #expect(results.count == report.findings.count)
        #expect(results.count < report.findings.reduce(0) { $0 + ($1["failingCellCount"] as? Int ?? 0) })
        let catalog = try CatalogText(Repository.demoCatalog)
        var identities: Set<String> = []
        for result in results {
            let properties = try #require(result["properties"] as? [String: Any])
            let key = try #require(properties["key"] as? String)
            identities.insert("\(key) · \(properties["language"] as? String ?? "") · \(result["ruleId"] as? String ?? "")")
            let group = report.findings.first { ($0["group"] as? [String: Any])?["id"] as? String == key }?["group"] as? [String: Any]
            let keys = (group?["members"] as? [[String: Any]])?.compactMap { $0["key"] as? String } ?? [key]
            let locations = (result["locations"] as? [[String: Any]] ?? []).map { $0["physicalLocation"] as? [String: Any] }
            #expect(locations.count == keys.count)
            for (location, key) in zip(locations, keys) {
                let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
                let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
                #expect(uri == "Matrix/demo/Demo.xcstrings")   // relative to the repository
                #expect(line == catalog.line(of: key), "\(key)")
            }
        }
        #expect(identities == Set(report.findings.map {
            "\($0["key"] as? String ?? ($0["group"] as? [String: Any])?["id"] as? String ?? "") · \($0["language"] as? String ?? "") · \($0["verdict"] as? String ?? "")"
        }))
    }

    /// One `::error` per finding, the 10 most severe (a step shows 10), at the catalog file and the
    /// key's line (a group's at its failing member's line), and a notice for the rest.
    @Test func githubAnnotationsCarryTheFileAndTheKeysLine() throws {
        let report = try run.json()
        let lines = try run.report("github.txt").split(separator: "\n")
        let annotations = try GitHubAnnotation.parse(lines.filter { !$0.hasPrefix("::notice") }.joined(separator: "\n"))
        #expect(annotations.count == min(report.findingCount, 10))
        #expect(lines.contains { $0.hasPrefix("::notice title=fitcheck::\(report.findingCount - 10) more errors not annotated") })
        let catalog = try CatalogText(Repository.demoCatalog)
        for annotation in annotations {
            #expect(annotation.file == "Matrix/demo/Demo.xcstrings")
            let finding = report.findings.first { $0["line"] as? Int == annotation.line }
            let key = annotation.key.hasPrefix("group ") ? (finding?["worst"] as? [String: Any])?["key"] as? String ?? "" : annotation.key
            #expect(annotation.line == catalog.line(of: key), "\(annotation.key)")
        }
        #expect(Set(annotations.map(\.key).filter { !$0.hasPrefix("group ") }).isSubset(of: report.failingKeys))
    }

    /// The twin: three blank lines put before the catalog's first line move every annotation down by
    /// three, so the line does come from the file that was read.
    @Test func annotationsFollowTheKeyWhenTheCatalogMoves() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let demo = try CheckHarness.copyDemo(into: folder)
        let original = try CheckHarness.read(demo.catalog)
        try ("\n\n\n" + original).write(toFile: demo.catalog, atomically: true, encoding: .utf8)

        let outcome = CheckHarness.check(matrix: demo.matrix, ["--width", "300", "--key", "settings.terms",
                                                                "--report", "github"])
        #expect(outcome.status == 1)
        let annotations = try GitHubAnnotation.parse(outcome.standardOutput)
        #expect(annotations.count == 1)
        let unmoved = try #require(try CatalogText(Repository.demoCatalog).line(of: "settings.terms"))
        #expect(annotations.first?.file == "demo/Demo.xcstrings")   // relative to the matrix's folder
        #expect(annotations.first?.line == unmoved + 3)
        #expect(annotations.first?.line == (try CatalogText(demo.catalog)).line(of: "settings.terms"))
    }
}

/// A catalog's text, to find a key's line the way a person would: the line where `"key" : {` opens
/// the entry under `strings`.
struct CatalogText {
    let lines: [Substring]
    init(_ path: String) throws {
        lines = try CheckHarness.read(path).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// 1-based.
    func line(of key: String) -> Int? {
        let opening = "    \(CheckHarness.quoted(key)) : {"
        let found = lines.indices.filter { lines[$0] == opening }
        return found.count == 1 ? found[0] + 1 : nil
    }
}

/// `::error file=F,line=L,title=T::KEY: message` as GitHub Actions reads it.
struct GitHubAnnotation {
    var file: String
    var line: Int
    var key: String

    static func parse(_ text: String) throws -> [GitHubAnnotation] {
        try text.split(separator: "\n").map { command in
            guard command.hasPrefix("::error "), let end = command.range(of: "::", range: command.index(command.startIndex, offsetBy: 2)..<command.endIndex)
            else { throw HarnessError("not an error command: \(command)") }
            let properties = command[command.index(command.startIndex, offsetBy: 8)..<end.lowerBound]
            var values: [String: String] = [:]
            for property in properties.split(separator: ",") {
                let parts = property.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = String(parts[1]).removingPercentEncoding }
            }
            let message = command[end.upperBound...]
            guard let file = values["file"], let line = values["line"].flatMap({ Int($0) }),
                  let colon = message.firstIndex(of: ":") else { throw HarnessError("incomplete: \(command)") }
            return GitHubAnnotation(file: file, line: line, key: String(message[..<colon]))
        }
    }
}

/// What a JUnit XML document holds, read with XMLParser.
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Suite { var name: String; var tests: Int; var failures: Int; var cases = 0 }
    private(set) var rootTests = -1
    private(set) var rootFailures = -1
    private(set) var suites: [Suite] = []
    /// `name · suite` of each test case with a `<failure>`.
    private(set) var failingCases: [String] = []
    private(set) var failureElements = 0
    private var currentCase = ""

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw HarnessError("JUnit XML does not parse: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuites":
            rootTests = Int(attributes["tests"] ?? "") ?? -1
            rootFailures = Int(attributes["failures"] ?? "") ?? -1
        case "testsuite":
            suites.append(Suite(name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                                failures: Int(attributes["failures"] ?? "") ?? -1))
        case "testcase":
            if !suites.isEmpty { suites[suites.count - 1].cases += 1 }
            currentCase = attributes["name"] ?? ""
        case "failure":
            failureElements += 1
            failingCases.append("\(currentCase) · \(suites.last?.name ?? "")")
        default:
            break
        }
    }
}
