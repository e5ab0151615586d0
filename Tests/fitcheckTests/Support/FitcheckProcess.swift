import Foundation
import FitcheckTestSupport

/// The real `fitcheck` binary, run as a child process: the only way to see a crash (a signal) or a
/// hang from a test, which an in-process call would share with the test runner.
struct FitcheckProcess {
    /// What one run did.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Ended by a signal (a trap, a segfault) rather than by `exit`.
        var crashed: Bool
        /// Killed by the test after its time limit.
        var hung: Bool
        /// Wall-clock time, in seconds.
        var seconds: Double
    }

    /// The binary SwiftPM built beside the test bundle (`.build/<triple>/debug/fitcheck`).
    static let binary: String? = {
        var candidates: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        candidates.append(Repository.root.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("fitcheck").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The environment of a run that locates fitcheck's data itself: without `FITCHECK_HOME`.
    static let withoutHome: [String: String?] = ["FITCHECK_HOME": nil]

    /// The test fixtures of bad inputs (`Tests/FitCoreTests/Fixtures/BadInput`).
    static let fixtures = Repository.fixture("BadInput")

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// Runs the binary (or `executable`: any program, git or make) with `arguments` in `directory`,
    /// killing it after `timeout` seconds.
    /// - Parameter environment: variables set (a value) or removed (`nil`) for the child, over this process's.
    static func run(_ arguments: [String], in directory: String, timeout: Double = 120,
                    executable: String? = nil, environment: [String: String?] = [:]) throws -> Result {
        guard let binary = executable ?? binary else { throw ProcessError.noBinary }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        // Output goes to files, in a folder of their own so `directory` shows only what the run wrote:
        // a pipe could fill up and block a child that prints a lot.
        let capture = try TemporaryFolder.make("output")
        defer { TemporaryFolder.remove(capture) }
        let outputFile = capture.appendingPathComponent("stdout").path
        let errorFile = capture.appendingPathComponent("stderr").path
        guard FileManager.default.createFile(atPath: outputFile, contents: nil),
              FileManager.default.createFile(atPath: errorFile, contents: nil) else { throw ProcessError.noScratch }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        process.standardOutput = output
        process.standardError = error
        let start = Date()
        try process.run()
        let deadline = start.addingTimeInterval(timeout)
        var hung = false
        while process.isRunning {
            if Date() > deadline { hung = true; kill(process.processIdentifier, SIGKILL); break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        try output.close()
        try error.close()
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Result(status: process.terminationStatus, standardOutput: read(outputFile), standardError: read(errorFile),
                      crashed: process.terminationReason == .uncaughtSignal && !hung, hung: hung,
                      seconds: Date().timeIntervalSince(start))
    }

    /// Every file and folder under `folder`, relative, sorted (hidden ones included).
    static func listing(_ folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
    }

    enum ProcessError: Error { case noBinary, noScratch }
}
