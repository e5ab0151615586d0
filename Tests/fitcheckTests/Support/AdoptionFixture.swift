import Foundation
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Shared by the adoption tests: the demo's catalog copied and edited, and fitcheck run in-process
/// with explicit paths (the built binary, for "from any folder", runs through ``FitcheckProcess``).
enum AdoptionFixture {
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, InitCommand.command, MergeCommand.command],
                                       defaultCommand: "check")

    /// A copy of the demo catalog at `folder/name`.
    @discardableResult
    static func copyDemo(to folder: URL, name: String = "Demo.xcstrings") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: path)
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
        let outcome = dispatcher.run(["--matrix", Repository.demoMatrix, "--catalog", catalog, "--no-images", "--jobs", "2",
                                      "--report", "json:" + report, "--report", "text", "--cells"] + more)
        let decoded = FileManager.default.fileExists(atPath: report) ? try RunReport.load(path: report) : nil
        try? FileManager.default.removeItem(atPath: report)
        return (outcome, decoded)
    }
}
