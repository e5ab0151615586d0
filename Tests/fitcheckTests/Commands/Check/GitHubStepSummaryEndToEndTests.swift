import Foundation
import Testing
import FitcheckTestSupport

/// `--report github` under GitHub Actions appends a Markdown summary to the file `$GITHUB_STEP_SUMMARY`
/// names; without the variable, or without a `github` report, nothing is written. Runs the built
/// binary, since the variable is the child's environment.
@Suite struct GitHubStepSummaryEndToEndTests {
    static let arguments = ["--matrix", Repository.demoMatrix, "--width", "300", "--lang", "hi", "--no-images"]

    @Test func theSummaryIsAppendedWhenTheVariableIsSet() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let summary = scratch + "/step-summary.md"
        let result = try FitcheckProcess.run(Self.arguments + ["--report", "github"], in: scratch,
                                             environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("::error file="))
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("## fitcheck: 1 error — findings in 1 of 125 keys · 1 language\n"))
        #expect(text.contains("| hi | 1 |"))
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("- **") }.count == 1)
    }

    @Test func nothingIsWrittenWithoutTheVariableOrWithoutAGitHubReport() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let unset = try FitcheckProcess.run(Self.arguments + ["--report", "github"], in: scratch,
                                            environment: ["GITHUB_STEP_SUMMARY": nil])
        #expect(unset.status == 1)
        #expect(unset.standardOutput.hasPrefix("::error file="))
        #expect(FitcheckProcess.listing(scratch).isEmpty)
        let summary = scratch + "/step-summary.md"
        let textOnly = try FitcheckProcess.run(Self.arguments + ["--report", "text"], in: scratch,
                                               environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(textOnly.status == 1)
        #expect(!FileManager.default.fileExists(atPath: summary))
    }
}
