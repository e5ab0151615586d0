import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Every format leads with the code that shows a finding's text (``Finding/shownAt``): the text
/// report's heading, GitHub annotations, `--report xcode` and SARIF results stand on the code, the
/// catalog named beside it; a finding with no code place stays on its catalog line.
@Suite struct ShownAtReportTests {
    static func report() -> RunReport {
        var report = ReportFixture.report()
        report.findings = ShownPlacesTests.places.attach(to: report.findings)
        return report
    }

    @Test func theTextReportsHeadingNamesTheCodeFirst() {
        let lines = TextReporter().render(Self.report()).split(separator: "\n").map(String.init)
        let heading = lines.firstIndex { $0.hasPrefix("App/Other.swift:5:9 · settings.manage · ") }
        #expect(heading != nil, "\(lines)")
        if let heading {
            #expect(lines[heading] == "App/Other.swift:5:9 · settings.manage · App/Localizable.xcstrings:12")
            #expect(lines[heading + 1] == "  also shown at: App/Settings.swift:6:13")
        }
        #expect(lines.contains("App/Base.lproj/Prefs.xib:8 · \"Title\" (Prefs.xib:8, boxCell) · App/Localizable.xcstrings:30"))
        // No code place: the catalog's, as before.
        #expect(lines.contains("hi coverage · App/Localizable.xcstrings:44"))
    }

    @Test func annotationsStandOnTheCodeAndNameTheCatalog() throws {
        let github = GitHubReporter().render(Self.report()).split(separator: "\n").map(String.init)
        let manage = try #require(github.first { $0.contains("settings.manage: de") })
        #expect(manage.hasPrefix("::error file=App/Other.swift,line=5,col=9,title=fitcheck overflow::"), "\(manage)")
        #expect(manage.contains("(catalog App/Localizable.xcstrings:12; also shown at App/Settings.swift:6:13)"))
        let xcode = XcodeReporter(base: "/work/app").render(Self.report()).split(separator: "\n").map(String.init)
        let line = try #require(xcode.first { $0.contains("settings.manage: de") })
        #expect(line.hasPrefix("/work/app/App/Other.swift:5:9: error: settings.manage: de · 320 pt · AX1 · body"), "\(line)")
        #expect(line.hasSuffix("(catalog App/Localizable.xcstrings:12; also shown at App/Settings.swift:6:13) (fitcheck overflow)"))
        let nib = try #require(xcode.first { $0.contains("\"Title\" (Prefs.xib:8, boxCell)") })
        #expect(nib.hasPrefix("/work/app/App/Base.lproj/Prefs.xib:8: "))
        #expect(xcode.contains { $0.hasPrefix("/work/app/App/Localizable.xcstrings:44: warning: hi: ") })
    }

    @Test func sarifResultsStandOnTheCodeWithTheCatalogRelated() throws {
        let sarif = SARIFReporter().render(Self.report())
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let manage = try #require(results.first { ($0["properties"] as? [String: Any])?["key"] as? String == "settings.manage" })
        func place(_ location: [String: Any]) -> String {
            let physical = location["physicalLocation"] as? [String: Any] ?? [:]
            let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let region = physical["region"] as? [String: Any] ?? [:]
            return "\(uri):\(region["startLine"] as? Int ?? 0)" + ((region["startColumn"] as? Int).map { ":\($0)" } ?? "")
        }
        #expect((manage["locations"] as? [[String: Any]])?.map(place) == ["App/Other.swift:5:9"])
        let related = try #require(manage["relatedLocations"] as? [[String: Any]])
        #expect(related.map(place) == ["App/Settings.swift:6:13", "App/Localizable.xcstrings:12"])
        #expect(related.map { $0["id"] as? Int } == [1, 2])
        #expect((related[1]["message"] as? [String: Any])?["text"] as? String == "catalog entry of settings.manage")
        let coverage = try #require(results.first { ($0["properties"] as? [String: Any])?["subject"] as? String == "language" })
        #expect((coverage["locations"] as? [[String: Any]])?.map(place) == ["App/Localizable.xcstrings:44"])
        #expect(coverage["relatedLocations"] == nil)
    }

    /// The SARIF written, code locations and all, is valid against the SARIF 2.1.0 schema (OASIS's,
    /// `Fixtures/Report/sarif-schema-2.1.0.json`), checked by Python's `jsonschema`.
    @Test(.enabled(if: SchemaCheck.python != nil, "needs python3 with jsonschema"))
    func sarifWithCodeLocationsIsValidAgainstTheSchema() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let good = folder.appendingPathComponent("good.sarif")
        let sarif = SARIFReporter().render(Self.report())
        try Data(sarif.utf8).write(to: good)
        #expect(try SchemaCheck.errors(good) == "")
        // The check sees: a related location whose id is not a number is refused.
        var log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        let index = try #require(results.firstIndex { $0["relatedLocations"] != nil })
        var related = try #require(results[index]["relatedLocations"] as? [[String: Any]])
        related[0]["id"] = "one"
        results[index]["relatedLocations"] = related
        runs[0]["results"] = results
        log["runs"] = runs
        let bad = folder.appendingPathComponent("bad.sarif")
        try JSONSerialization.data(withJSONObject: log).write(to: bad)
        #expect(try SchemaCheck.errors(bad).contains("is not of type 'integer'"))
    }
}

/// Python's `jsonschema` on the SARIF 2.1.0 schema.
enum SchemaCheck {
    static let schema = Repository.fixtures.appendingPathComponent("Report/sarif-schema-2.1.0.json")

    /// A python3 that has `jsonschema`, if any.
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"].first { path in
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        return (try? run(path, ["-c", "import jsonschema"]))?.status == 0
    }

    /// The schema's complaints about `file`, one per line; `""` when it is valid.
    static func errors(_ file: URL) throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
            for error in jsonschema.Draft4Validator(schema).iter_errors(log): print(error.message)
            """
        let result = try run(python!, ["-c", script, schema.path, file.path])
        return result.status == 0 ? result.output : "python failed: \(result.output)"
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
