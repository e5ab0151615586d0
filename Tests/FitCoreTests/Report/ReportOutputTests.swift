import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `--report FORMAT[:PATH]`: a known format, and a file or standard output.
@Suite struct ReportOutputTests {
    @Test func parsesAFormatAndAnOptionalPath() throws {
        #expect(try ReportOutput.parse("text") == ReportOutput(format: .text, path: nil))
        #expect(try ReportOutput.parse("json:out/report.json") == ReportOutput(format: .json, path: "out/report.json"))
        #expect(try ReportOutput.parse("SARIF:c:/ci/fit.sarif") == ReportOutput(format: .sarif, path: "c:/ci/fit.sarif"))
        #expect(try ReportOutput.parse("junit:a b.xml").path == "a b.xml")
        #expect(ReportOutput.standard == ReportOutput(format: .text))
    }

    @Test func anUnknownFormatListsTheValidOnes() {
        do {
            _ = try ReportOutput.parse("xml:out.xml")
            Issue.record("xml was accepted")
        } catch let error as InputError {
            #expect(error.description == "--report: unknown format 'xml' (valid: text, json, junit, sarif, github, xcode; write FORMAT or FORMAT:PATH)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: InputError.self) { try ReportOutput.parse("json:") }
        #expect(throws: InputError.self) { try ReportOutput.parse("") }
        #expect(throws: Never.self) { try ReportOutput.parse("github") }
    }

    @Test func everyFormatHasItsReporter() {
        let report = ReportFixture.report()
        let outputs = ReportFormat.allCases.map { $0.reporter(paths: ReportPaths(base: "/app")).render(report) }
        #expect(Set(outputs).count == ReportFormat.allCases.count)
        #expect(outputs[1] == JSONReporter().render(report))
    }

    @Test func writesTheRenderedReportToItsFile() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("fit.sarif").path
        #expect(try ReportOutput.writeAll([ReportOutput.parse("sarif:" + path)], ReportFixture.report(), paths: ReportPaths(base: folder.path), stepSummary: nil) == "")
        #expect(FileManager.default.contents(atPath: path) == Data(SARIFReporter().render(ReportFixture.report()).utf8))
    }

    /// Where the outputs went, on standard error: every report to a file gives the headline and the files
    /// (and the page) on one line; a report on standard output leaves the page a line of its own, and
    /// nothing at all when no page was written.
    @Test func theNoteNamesTheFilesAndThePage() throws {
        let report = ReportFixture.report()
        let files = [try ReportOutput.parse("json:out/a.json"), try ReportOutput.parse("sarif:out/a.sarif")]
        let note = ReportOutput.filesOnlyNote(files, report, page: ".fitcheck/report/index.html")
        #expect(note.hasSuffix(" (report: out/a.json, out/a.sarif; page: .fitcheck/report/index.html)\n"), "\(note)")
        #expect(note.split(separator: "\n").count == 1)
        #expect(ReportOutput.filesOnlyNote([.standard] + files, report, page: "p/index.html") == "fitcheck: report page: p/index.html\n")
        #expect(ReportOutput.filesOnlyNote([.standard], report) == "")
    }
}
