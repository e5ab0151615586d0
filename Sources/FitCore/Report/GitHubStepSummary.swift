import Foundation

/// The Markdown a GitHub Actions step appends to the file named by `$GITHUB_STEP_SUMMARY`, shown on
/// the run's page: the totals, a line per error (most severe first), the findings by language and
/// verdict, then a line per warning, up to ``findingLimit`` lines of findings in all (GitHub takes up to 1 MiB per step; 200 lines of at most a
/// few hundred bytes each stay far below it).
public struct GitHubStepSummary: Sendable {
    /// The environment variable GitHub Actions sets to the step's summary file.
    public static let environmentVariable = "GITHUB_STEP_SUMMARY"

    /// Findings listed at most, one line each; the rest are counted.
    public var findingLimit: Int

    public init(findingLimit: Int = 200) {
        self.findingLimit = findingLimit
    }

    public func render(_ report: RunReport) -> String {
        let summary = report.summary
        var out: [String] = []
        let scope = "\(summary.keys) \(summary.keys == 1 ? "key" : "keys") · \(summary.languages.count) "
            + (summary.languages.count == 1 ? "language" : "languages")
        let levels = FindingLevel.allCases.compactMap { level -> String? in
            let count = summary.findingsByLevel[level.rawValue] ?? 0
            return count > 0 ? CountFormat.count(count, level.rawValue) : nil
        }.joined(separator: " · ")
        // ## fitcheck: 3 errors · 1 warning — findings in 7 of 120 keys · 3 languages
        if summary.cells == 0 {
            out.append("## fitcheck: no cells measured (the run fails)")
        } else if summary.findings == 0 {
            out.append("## fitcheck: all \(summary.cells) cells fit · \(scope)")
        } else {
            out.append("## fitcheck: \(levels) — findings in \(summary.failingKeys) of \(scope)")
        }
        guard summary.findings > 0 else { return out.joined(separator: "\n") + "\n\n" }
        // Errors first, then a table of findings by language and verdict, then the rest.
        let findings = report.findings.sorted(by: Finding.moreSevere)
        let errors = findings.filter { $0.level == .error }, others = findings.filter { $0.level != .error }
        var budget = findingLimit
        if !errors.isEmpty {
            out.append("")
            out.append("### Errors")
            out.append("")
            out += lines(errors, budget: &budget)
        }
        // | language | findings | overflow | … | failing cells |
        let verdicts = Verdict.bySeverity.filter { (summary.findingsByVerdict[$0.rawValue] ?? 0) > 0 }
        out.append("")
        out.append("| language | findings | " + verdicts.map(\.rawValue).joined(separator: " | ") + " | failing cells |")
        out.append("|---|---:|" + String(repeating: "---:|", count: verdicts.count) + "---:|")
        var byLanguage: [String: [Verdict: Int]] = [:]
        for finding in report.findings { byLanguage[finding.language, default: [:]][finding.verdict, default: 0] += 1 }
        for language in summary.languages.keys.sorted() {
            let counts = summary.languages[language] ?? LanguageSummary()
            guard counts.findings > 0 else { continue }
            let cells = verdicts.map { "\(byLanguage[language]?[$0] ?? 0)" }
            out.append("| \(Self.escaped(language)) | \(counts.findings) | " + cells.joined(separator: " | ")
                + " | \(counts.failures) of \(counts.cells) |")
        }
        if !others.isEmpty {
            out.append("")
            out.append("### Warnings")
            out.append("")
            out += lines(others, budget: &budget)
        }
        if findings.count > findingLimit {
            out.append("")
            out.append("… and \(findings.count - findingLimit) more findings (the JSON and text reports list every finding).")
        }
        return out.joined(separator: "\n") + "\n\n"
    }

    /// A line per finding, as many as `budget` still allows (and taken from it).
    // - **overflow** `settings.manage` de · 320 pt · AX1 · body: 3 lines > 2 (+31 pt) · “…” · Localizable.xcstrings:12
    private func lines(_ findings: [Finding], budget: inout Int) -> [String] {
        let shown = findings.prefix(max(0, budget))
        budget -= shown.count
        return shown.map { finding in
            var line = "- **\(finding.verdict.rawValue)** \(Self.code(finding.subjectLabel)) " + Self.escaped(finding.headline)
            if finding.worst != nil { line += " · " + Self.escaped(finding.quotedText(limit: 120)) }
            let cells = finding.failingCellsLine
            if !cells.isEmpty { line += " · " + Self.escaped(cells) }
            if let worse = finding.worseThanBaseline { line += " · worse than the baseline: " + Self.escaped(worse) }
            return line + " · " + Self.escaped("\(finding.file.oneLine):\(finding.line)")
        }
    }

    /// Appends the summary of `report` to the file at `path` (GitHub's file: appended to, never
    /// replaced, so other steps' summaries stay; created when missing).
    public func append(_ report: RunReport, to path: String) throws {
        let data = Data(render(report).utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw InputError(file: path, "cannot write the step summary (\(Self.environmentVariable))")
            }
            return
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError(file: path, "cannot append to the step summary (\(Self.environmentVariable))")
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    /// Text with Markdown's punctuation escaped, so that a key or a translation shows as written.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_{}[]<>()#+-!|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Text as a code span, fenced with more backticks than it holds in a row.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded + fence
    }
}
