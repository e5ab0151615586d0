import Foundation
import Testing
import FitcheckTestSupport

/// The progress line reaches standard error as a redrawn line on a terminal, and as plain lines every
/// few seconds of a long run anywhere else: a short run's log (a pipe) gets the report and nothing
/// else. Runs the built `fitcheck`, since only a real process has a real stderr.
@Suite struct ProgressTests {
    /// 140 Hindi renditions at 300 pt: enough chunks for the progress line to show.
    static let arguments = ["--matrix", Repository.demoMatrix, "--width", "300", "--lang", "hi", "--no-images"]

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func launch(_ executable: String, _ arguments: [String]) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw HarnessError("\(executable) is missing: build fitcheck (swift build) before testing")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let errorData = Thread.detachedRead(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData.value, as: UTF8.self))
    }

    @Test func nothingOnStandardErrorWhenItIsAPipe() throws {
        let result = try Self.launch(try #require(FitcheckProcess.binary), Self.arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("fitcheck: 1 error — findings in 1 of 125 keys · 1 language · 2 of 560 cells fail"))
        #expect(result.standardError == "")
    }

    /// A long run on a pipe gets plain lines (here every millisecond, so that the short demo run
    /// counts as long), never a carriage return or an escape sequence; 0 turns them off.
    @Test func plainLinesOnAPipeWhenTheRunOutlastsTheInterval() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let result = try FitcheckProcess.run(Self.arguments + ["--jobs", "1"], in: scratch,
                                             environment: ["FITCHECK_PROGRESS_INTERVAL": "0.000001"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 2)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("fitcheck: measuring: ") && $0.contains("/140 renditions (") })
        #expect(lines.last == "")
        #expect(!result.standardError.contains("\r") && !result.standardError.contains("\u{1B}"))
        let off = try FitcheckProcess.run(Self.arguments, in: scratch, environment: ["FITCHECK_PROGRESS_INTERVAL": "0"])
        #expect(off.status == 1)
        #expect(off.standardError == "")
    }

    /// The twin: under a pseudo-terminal (`script`) the same run shows `measuring: n/140`.
    @Test func aProgressLineWhenItIsATerminal() throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else {
            Issue.record("\(script) is missing: cannot give fitcheck a terminal")
            return
        }
        let command = ([try #require(FitcheckProcess.binary)] + Self.arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try Self.launch(script, ["-qec", command, "/dev/null"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("measuring: "))
        #expect(result.standardOutput.contains("/140 renditions"))
        #expect(result.standardOutput.contains("fitcheck: 1 error — findings in 1 of 125 keys · 1 language · 2 of 560 cells fail"))
    }
}

extension Thread {
    /// Reads `pipe` to its end on another thread; `value` waits for it.
    static func detachedRead(_ pipe: Pipe) -> PipeRead {
        let read = PipeRead()
        Thread.detachNewThread { read.finish(pipe.fileHandleForReading.readDataToEndOfFile()) }
        return read
    }
}

/// The data read by ``Thread/detachedRead(_:)``.
final class PipeRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    func finish(_ data: Data) {
        self.data = data
        done.signal()
    }
    var value: Data {
        done.wait()
        done.signal()
        return data
    }
}
