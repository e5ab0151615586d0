import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `--report xcode`: the lines a Run Script build phase prints for Xcode to show inline,
/// `/absolute/path:line[:column]: level: message`, one per finding.
@Suite struct XcodeReporterTests {
    let report = ReportFixture.report()
    var lines: [String] { XcodeReporter(base: "/work/app").render(report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func oneDiagnosticLinePerFindingAtItsAbsolutePlace() {
        #expect(lines.last == "")   // every line ends with a line feed
        let diagnostics = lines.dropLast()
        #expect(diagnostics.count == report.findings.count)
        #expect(diagnostics.count == 8)
        #expect(diagnostics.contains(
            "/work/app/App/Localizable.xcstrings:12: error: settings.manage: de · 320 pt · AX1 · body: 3 lines > 2 (+31 pt) "
            + "“Abonnement verwalten und Zahlungsmethoden ändern” (fails in 2 cells: AX1 at 320, 375 pt) (fitcheck overflow)"))
        #expect(diagnostics.last == "/work/app/App/Localizable.xcstrings:44: warning: hi: 3 of 4 keys translated; 1 untranslated (missing: promo.banner) (fitcheck untranslated)")
        let pattern = #/^/[^:]+:\d+(:\d+)?: (error|warning|note): .+ \(fitcheck [a-zA-Z]+\)$/#
        #expect(diagnostics.allSatisfy { $0.wholeMatch(of: pattern) != nil }, "\(diagnostics)")
        #expect(XcodeReporter(base: "/work/app").render(ReportFixture.build([])) == "")
        // The twin: a planted failure is one more line.
        #expect(XcodeReporter(base: "/").render(ReportFixture.reportWithPlantedFailure()).split(separator: "\n").count == 9)
    }

    @Test func pathsAreMadeAbsoluteAgainstTheBase() {
        let reporter = XcodeReporter(base: "/work/app/sub")
        #expect(reporter.absolute("App/L.xcstrings") == "/work/app/sub/App/L.xcstrings")
        #expect(reporter.absolute("../Shared/L.xcstrings") == "/work/app/Shared/L.xcstrings")
        #expect(reporter.absolute("/elsewhere/L.xcstrings") == "/elsewhere/L.xcstrings")
    }

    /// A text with a line feed stays on its line: Xcode reads one diagnostic per line.
    @Test func aMessageIsOneLine() throws {
        var report = ReportFixture.report()
        let index = try #require(report.findings.firstIndex { $0.worst != nil })
        report.findings[index].worst?.text = "Zwei\nZeilen"
        let line = XcodeReporter(base: "/a").render(report).split(separator: "\n")[index]
        #expect(line.contains("Zwei⏎Zeilen"), "\(line)")
        #expect(XcodeReporter(base: "/a").render(report).split(separator: "\n").count == report.findings.count)
    }
}
