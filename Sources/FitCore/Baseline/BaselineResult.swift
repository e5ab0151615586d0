/// What a baseline did to a run, carried in the report (JSON member `baseline`, absent when no
/// baseline was given): the findings it knew, which no longer fail the run, the findings that grew
/// beyond their entry (reported, not hidden), and its entries whose finding is gone (stale: the
/// baseline can shrink).
public struct BaselineResult: Codable, Sendable, Equatable {
    /// The baseline file, as given on the command line.
    public var file: String
    /// Findings the baseline lists, no worse than recorded, in report order: reported here, not in
    /// the run's findings, and not counted in its summary or exit status.
    public var knownFindings: [Finding]
    /// Findings the baseline lists that got worse (more cells, a larger amount, keys newly missing):
    /// they stay among the run's findings, each saying what grew (``Finding/worseThanBaseline``).
    public var worse: Int
    /// Entries whose finding could have been found and was not, in file order; `nil` on a shard's
    /// report (a shard measures part of each key, so it cannot tell).
    public var stale: [BaselineEntry]?

    public init(file: String, knownFindings: [Finding], worse: Int = 0, stale: [BaselineEntry]?) {
        self.file = file
        self.knownFindings = knownFindings
        self.worse = worse
        self.stale = stale
    }

    /// Stale entries listed at most by the text report.
    static let staleLimit = 10

    /// The text report's headline when no new finding fails the run, in place of "all N cells fit".
    public func headline(cells: Int, scope: String) -> String {
        "fitcheck: nothing new in \(cells) cells · \(knownFindings.count) known (baseline) · \(scope)"
    }

    /// The text report's lines about the baseline, indented like the summary lines.
    public var textLines: [String] {
        var lines = ["  baseline:    \(knownFindings.count) known \(knownFindings.count == 1 ? "finding" : "findings") "
                     + "not counted (\(file.oneLine))"]
        if worse > 0 {
            lines.append("  baseline:    \(worse) known \(worse == 1 ? "finding got" : "findings got") worse: reported")
        }
        guard let stale, !stale.isEmpty else { return lines }
        lines.append("  baseline:    \(stale.count) \(stale.count == 1 ? "entry no longer fails" : "entries no longer fail"); "
                     + "shrink it with --update-baseline \(file.oneLine)")
        for entry in stale.prefix(Self.staleLimit) { lines.append("    fixed: " + entry.oneLine.oneLine) }
        if stale.count > Self.staleLimit { lines.append("    … and \(stale.count - Self.staleLimit) more") }
        return lines
    }
}

extension RunReport {
    /// This report with the findings that `baseline` (read from `path`) lists, no worse than recorded,
    /// moved out of the findings into ``baseline``: the summary and exit status then reflect new and
    /// worse findings only, and so does every reporter. A language's coverage finding stays with the
    /// keys the baseline does not list (a newly missing key is new); a finding that grew stays whole,
    /// with what grew (``BaselineResult/worse``).
    public func applying(_ baseline: Baseline, path: String) -> RunReport {
        let folder = BaselinePath.folder(of: path)
        var byIdentity: [Finding.Identity: BaselineEntry] = [:]
        var coverageByFile: [String: BaselineEntry] = [:]
        for entry in baseline.entries {
            byIdentity[entry.identity] = entry
            if entry.subject == .language { coverageByFile[entry.file + "\u{1F}" + entry.language] = entry }
        }
        var matched = Set<Finding.Identity>()
        var kept: [Finding] = []
        var known: [Finding] = []
        var worse = 0
        for var finding in findings {
            let now = BaselineEntry(finding, relativeTo: folder)
            // A coverage entry converted from a version-1 baseline names the file of the first missing key.
            guard let entry = byIdentity[now.identity]
                    ?? (finding.subject.kind == .language
                        ? coverageByFile[BaselinePath.relative(finding.file, to: folder) + "\u{1F}" + finding.language] : nil) else {
                kept.append(finding)
                continue
            }
            matched.insert(entry.identity)
            // Recorded without its keys, when untranslated could not fail the run: now it does.
            if finding.coverage != nil, entry.keys == nil, finding.fails {
                finding.worseThanBaseline = BaselineSettings.predatesGate(baseline.settings, language: finding.language)
                worse += 1
                kept.append(finding)
                continue
            }
            if var coverage = finding.coverage, let listed = entry.keys {
                let listedSet = Set(listed)
                coverage.missing = coverage.missing.filter { !listedSet.contains($0) }
                guard !coverage.missing.isEmpty else { known.append(finding); continue }
                finding.coverage = coverage
                finding.worseThanBaseline = "\(coverage.missing.count) \(coverage.missing.count == 1 ? "key" : "keys") "
                    + "missing that the baseline does not list (it lists \(listed.count))"
                worse += 1
                kept.append(finding)
                continue
            }
            guard let grew = entry.worsening(now) else { known.append(finding); continue }
            finding.worseThanBaseline = grew
            worse += 1
            kept.append(finding)
        }
        var report = self
        report.findings = kept
        report.summary.count(kept)
        var stale: [BaselineEntry]?
        if shard == nil {
            let scope = MeasuredScope(self, baselineFolder: folder)
            stale = baseline.entries.filter { !matched.contains($0.identity) && scope.contains($0) && scope.measuredWhole($0) }
        }
        report.baseline = BaselineResult(file: path, knownFindings: known, worse: worse, stale: stale)
        return report
    }
}

extension BaselineResult {
    /// The baseline results of shard reports as one: known findings together, in report order, the
    /// worse ones counted. Stale entries are not known (no shard can tell), so `stale` is `nil`;
    /// `nil` when no input had one.
    static func merged(_ parts: [BaselineResult]) -> BaselineResult? {
        guard let first = parts.first else { return nil }
        return BaselineResult(file: first.file,
                              knownFindings: parts.flatMap(\.knownFindings).sorted(by: Finding.reportOrder),
                              worse: parts.reduce(0) { $0 + $1.worse }, stale: nil)
    }
}
