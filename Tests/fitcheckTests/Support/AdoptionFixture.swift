import Foundation
import FitCore
@testable import fitcheck

/// Shared by the adoption tests: the repository's demo, scratch folders, catalog edits, and running
/// fitcheck in-process (with explicit paths) or as the built binary (for "from any folder").
enum AdoptionFixture {
    /// The package root (this file is Tests/fitcheckTests/Support/AdoptionFixture.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var demoCatalog: String { packageRoot.appendingPathComponent("Matrix/demo/Demo.xcstrings").path }
    static var defaultMatrix: String { packageRoot.appendingPathComponent("Matrix/default.json").path }

    static let dispatcher = Dispatcher(commands: [CheckCommand.command, InitCommand.command, MergeCommand.command],
                                       defaultCommand: "check")

    /// A new empty folder under the system's temporary folder.
    static func scratchFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitcheck-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the demo catalog at `folder/name`.
    @discardableResult
    static func copyDemo(to folder: URL, name: String = "Demo.xcstrings") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: demoCatalog, toPath: path)
        return path
    }

    /// Sets the `language` text of `key` in the String Catalog at `path` (pretty-printed as Xcode
    /// writes it), touching nothing else in the file: the key's block, the language's block, its value.
    static func setText(_ value: String, key: String, language: String, in path: String) throws {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        guard let keyStart = text.range(of: "\n    \"\(key)\" : {"),
              let languageStart = text.range(of: "\"\(language)\" : {", range: keyStart.upperBound..<text.endIndex),
              let valueStart = text.range(of: "\"value\" : \"", range: languageStart.upperBound..<text.endIndex),
              let valueEnd = text.range(of: "\"\n", range: valueStart.upperBound..<text.endIndex) else {
            throw InputError(file: path, "no \(language) text for \(key)")
        }
        text.replaceSubrange(valueStart.upperBound..<valueEnd.lowerBound, with: value)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Runs the check in-process on `catalog` with the default matrix, writing the JSON report to
    /// `report`; returns the outcome and the decoded report.
    static func check(catalog: String, report: String, _ more: [String]) throws -> (CommandOutcome, RunReport?) {
        let outcome = dispatcher.run(["--matrix", defaultMatrix, "--catalog", catalog, "--no-images", "--jobs", "2",
                                      "--report", "json:" + report, "--report", "text", "--cells"] + more)
        let decoded = FileManager.default.fileExists(atPath: report) ? try RunReport.load(path: report) : nil
        try? FileManager.default.removeItem(atPath: report)
        return (outcome, decoded)
    }

    /// The fitcheck binary built beside the test bundle.
    static var builtBinary: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("fitcheck").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside
            : packageRoot.appendingPathComponent(".build/debug/fitcheck").path
    }

    /// Runs a program in `folder`; returns its exit status and standard output and error.
    static func run(_ program: String, _ arguments: [String], in folder: URL,
                    environment: [String: String]? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// The environment without `FITCHECK_HOME`, so the binary locates its data itself.
    static var plainEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "FITCHECK_HOME" }
    }
}
