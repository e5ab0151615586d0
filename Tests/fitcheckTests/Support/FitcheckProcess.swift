import Foundation

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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("fitcheck").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The test fixtures of bad inputs (`Tests/FitCoreTests/Fixtures/BadInput`).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FitCoreTests/Fixtures/BadInput").path

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// Runs the binary (or `executable`) with `arguments` in `directory`, killing it after `timeout` seconds.
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
        // Output goes to files: a pipe could fill up and block a child that prints a lot.
        let outputFile = directory + "/../" + UUID().uuidString + ".out"
        let errorFile = directory + "/../" + UUID().uuidString + ".err"
        guard FileManager.default.createFile(atPath: outputFile, contents: nil),
              FileManager.default.createFile(atPath: errorFile, contents: nil) else { throw ProcessError.noScratch }
        defer {
            try? FileManager.default.removeItem(atPath: outputFile)
            try? FileManager.default.removeItem(atPath: errorFile)
        }
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

    /// A fresh empty folder under the temporary directory, inside a parent of its own (the parent
    /// holds the captured output, so the folder itself shows only what fitcheck wrote).
    static func scratchFolder() throws -> String {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("fitcheck-bad-\(UUID().uuidString)")
        let folder = parent.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// Removes a folder made by ``scratchFolder()``, parent included.
    static func removeScratch(_ folder: String) {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    /// Every file and folder under `folder`, relative, sorted (hidden ones included).
    static func listing(_ folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
    }

    enum ProcessError: Error { case noBinary, noScratch }
}
