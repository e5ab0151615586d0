import Foundation

/// One `--report FORMAT[:PATH]` request: a format, and a file to write it to or standard output.
public struct ReportOutput: Sendable, Equatable {
    public var format: ReportFormat
    /// The file to write; `nil` means standard output.
    public var path: String?

    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// What a run writes when no `--report` is given: the text report on standard output.
    public static let standard = ReportOutput(format: .text)

    /// Parses `FORMAT[:PATH]`, e.g. `text`, `json:out/report.json`. The path is everything after the
    /// first colon, so it may contain colons itself.
    public static func parse(_ argument: String) throws -> ReportOutput {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let format = ReportFormat(rawValue: name.lowercased()) else {
            let valid = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("--report: unknown format \(quoted: name) (valid: \(valid); write FORMAT or FORMAT:PATH)")
        }
        guard parts.count == 2 else { return ReportOutput(format: format) }
        let path = String(parts[1])
        guard !path.isEmpty else {
            throw InputError("--report \(argument): the path after ':' is empty (write \(name) for standard output)")
        }
        return ReportOutput(format: format, path: path)
    }

    /// What a run (or a merge) says on standard error about where its outputs went: when every report
    /// goes to a file (nothing reaches standard output), the text report's headline and the files, one
    /// line; the report page, when one was written, on that line or a line of its own. `""` otherwise.
    public static func filesOnlyNote(_ outputs: [ReportOutput], _ report: RunReport, page: String? = nil) -> String {
        let paths = outputs.compactMap(\.path)
        guard !outputs.isEmpty, paths.count == outputs.count else {
            return page.map { "fitcheck: report page: \($0)\n" } ?? ""
        }
        let files = paths.joined(separator: ", ") + (page.map { "; page: \($0)" } ?? "")
        return TextReporter().headline(report) + " (report: \(files))\n"
    }

    /// The outputs a command's `--report` options and `--json` (the JSON report on standard output)
    /// ask for; neither: the text report on standard output.
    public static func requested(_ reports: [String], json: Bool) throws -> [ReportOutput] {
        let outputs = try reports.map(parse) + (json ? [ReportOutput(format: .json)] : [])
        return outputs.isEmpty ? [standard] : outputs
    }

    /// Writes every requested output of a run (or a merge) and returns the text for standard output.
    /// `paths`: where the report's relative paths start. When a `github` report is among them and `stepSummary` names a file (GitHub Actions sets
    /// `$GITHUB_STEP_SUMMARY`), the ``GitHubStepSummary`` is appended to it.
    public static func writeAll(_ outputs: [ReportOutput], _ report: RunReport, paths: ReportPaths,
                                stepSummary: String?) throws -> String {
        var standardOutput = ""
        for output in outputs {
            guard let path = output.path else {
                standardOutput += output.format.reporter(paths: paths).render(report)
                continue
            }
            try AtomicFile.write(Data(output.format.reporter(paths: paths).render(report).utf8), to: path)
        }
        if let stepSummary, !stepSummary.isEmpty, outputs.contains(where: { $0.format == .github }) {
            try GitHubStepSummary().append(report, to: stepSummary)
        }
        return standardOutput
    }
}
