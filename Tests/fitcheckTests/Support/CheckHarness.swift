import Foundation
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Runs `fitcheck check` and `fitcheck merge` in process, on the demo or on catalogs and matrices
/// written to a temporary folder, and reads back what they wrote.
///
/// Every run passes `--matrix` explicitly (the default lookup depends on the working directory),
/// and either `--png-dir` inside a temporary folder or `--no-images`, so a test never writes into
/// the repository.
enum CheckHarness {
    /// The commands as `main.swift` registers them (minus `measure`), with `check` the default.
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, MergeCommand.command],
                                       defaultCommand: CheckCommand.command.name)

    /// `fitcheck ARGUMENTS` in process.
    static func run(_ arguments: [String]) -> CommandOutcome {
        dispatcher.run(arguments)
    }

    /// `fitcheck --matrix MATRIX ARGUMENTS --no-images --cells`: a check that writes no pictures and
    /// lists its failing cells in the JSON report.
    static func check(matrix: String = Repository.demoMatrix, _ arguments: [String]) -> CommandOutcome {
        run(["--matrix", matrix] + arguments + ["--no-images", "--cells"])
    }

    /// A copy of the default matrix and the demo catalog in `folder`, laid out as in the repository
    /// (`folder/default.json`, `folder/demo/Demo.xcstrings`), so the matrix finds the copy.
    /// - Returns: the copied matrix and catalog paths.
    static func copyDemo(into folder: String) throws -> (matrix: String, catalog: String) {
        let matrix = folder + "/default.json"
        let catalog = folder + "/demo/Demo.xcstrings"
        try FileManager.default.createDirectory(atPath: folder + "/demo", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.demoMatrix, toPath: matrix)
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: catalog)
        return (matrix, catalog)
    }

    /// Replaces the text of one string unit in a catalog file, in place, keeping every other byte (so
    /// line numbers stay put). The old text must occur exactly once inside the key's entry.
    static func replace(in catalog: String, key: String, language: String, value old: String, with new: String) throws {
        var text = try String(contentsOfFile: catalog, encoding: .utf8)
        guard let keyStart = text.range(of: "\n    \(quoted(key)) : {"),
              let languageStart = text.range(of: "\(quoted(language)) : {", range: keyStart.upperBound..<text.endIndex),
              let valueRange = text.range(of: "\"value\" : \(quoted(old))", range: languageStart.upperBound..<text.endIndex)
        else { throw HarnessError("\(key) · \(language) · \(old) not found in \(catalog)") }
        text.replaceSubrange(valueRange, with: "\"value\" : \(quoted(new))")
        try text.write(toFile: catalog, atomically: true, encoding: .utf8)
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    /// Writes `object` as JSON to `path`, creating folders.
    static func writeJSON(_ object: Any, to path: String) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// A JSON report from standard output (or a file's text), as a dictionary.
    static func json(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw HarnessError("not a JSON object: \(text.prefix(200))")
        }
        return object
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Every regular file under `folder`, by path relative to it, with its bytes; empty when the
    /// folder does not exist.
    static func files(under folder: String) -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        var result: [String: Data] = [:]
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }
}

/// A test harness failure (a fixture that is not as expected), not a fitcheck error.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The parts of a JSON report the tests look at, read with JSONSerialization rather than the
/// Codable types under test.
struct ReportJSON {
    let object: [String: Any]
    init(_ text: String) throws { object = try CheckHarness.json(text) }

    var summary: [String: Any] { object["summary"] as? [String: Any] ?? [:] }
    var cells: Int { summary["cells"] as? Int ?? -1 }
    var failureCount: Int { summary["failures"] as? Int ?? -1 }
    var renditions: Int { summary["renditions"] as? Int ?? -1 }
    var failures: [[String: Any]] { object["failures"] as? [[String: Any]] ?? [] }
    var findingCount: Int { summary["findings"] as? Int ?? -1 }
    var findings: [[String: Any]] { object["findings"] as? [[String: Any]] ?? [] }
    /// `summary.languages.<language>.<field>`.
    func language(_ language: String, _ field: String) -> Int {
        ((summary["languages"] as? [String: Any])?[language] as? [String: Any])?[field] as? Int ?? -1
    }
    var languages: [String] { ((summary["languages"] as? [String: Any])?.keys).map { $0.sorted() } ?? [] }
    /// The keys with a finding.
    var failingKeys: Set<String> { Set(findings.compactMap { $0["key"] as? String }) }
}

/// A run of the demo, made once and shared by the tests that look at its outputs: the JSON report
/// on standard output, the text, JUnit, SARIF and GitHub reports in files, and the failure pictures
/// under `png/`, in a folder removed when the test process exits.
struct DemoRun: Sendable {
    let arguments: [String]
    let folder: String
    let outcome: CommandOutcome
    var pictures: String { folder + "/png" }
    func report(_ name: String) throws -> String { try CheckHarness.read(folder + "/" + name) }
    func json() throws -> ReportJSON { try ReportJSON(outcome.standardOutput) }

    init(_ arguments: [String], label: String) {
        self.arguments = arguments
        // A folder that cannot be made leaves the reports missing, and the tests fail on that.
        folder = (try? TemporaryFolder.shared(label).path) ?? "/nonexistent/fitcheck-shared-\(label)"
        outcome = CheckHarness.run(["--matrix", Repository.demoMatrix] + arguments + [
            "--report", "json", "--report", "text:\(folder)/report.txt", "--report", "junit:\(folder)/junit.xml",
            "--report", "sarif:\(folder)/report.sarif", "--report", "github:\(folder)/github.txt",
            "--png-dir", folder + "/png", "--cells"])
    }

    /// `fitcheck --width 300 --lang hi`, as the issue types it.
    static let hindiArguments = ["--width", "300", "--lang", "hi"]
    static let hindi = DemoRun(hindiArguments, label: "hindi")

    /// Every language at the two narrowest widths: 23 failing cells in 6 keys of 4 languages.
    static let narrowArguments = ["--width", "300", "--width", "320"]
    static let narrow = DemoRun(narrowArguments, label: "narrow")
}
