import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck --report xcode` end to end: each line names a file on disk by its absolute path and the
/// line there that holds the failing key, as a Run Script build phase hands it to Xcode.
@Suite struct XcodeReportRunTests {
    @Test func eachLinePointsAtTheKeyInTheFileOnDisk() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let demo = try CheckHarness.copyDemo(into: folder)
        let red = CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--report", "xcode"])
        #expect(red.status == 1)
        let lines = red.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 2).map(String.init)
            #expect(parts[0].hasPrefix("/") && FileManager.default.fileExists(atPath: parts[0]), "\(line)")
            #expect(parts[0] == URL(fileURLWithPath: demo.catalog).standardizedFileURL.resolvingSymlinksInPath().path)
            let fileLines = try String(contentsOfFile: parts[0], encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let number = try #require(Int(parts[1]))
            #expect(fileLines[number - 1].contains("\"title.notifications_off\""), "\(fileLines[number - 1])")
            #expect(parts[2].hasPrefix(" error: title.notifications_off: "), "\(line)")
        }
        // The twin: a key that fits prints nothing.
        let green = CheckHarness.check(matrix: demo.matrix, DemoRun.hindiArguments + ["--key", "tight.badge.new", "--report", "xcode"])
        #expect(green.status == 0)
        #expect(green.standardOutput == "")
    }
}
