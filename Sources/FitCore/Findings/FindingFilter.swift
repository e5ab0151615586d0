/// `--verdict V` and `--level L`: which findings a run reports, and so which decide its exit status,
/// as `--key` narrows which keys it measures. Everything is still measured; the findings (and, with
/// `--cells`, the failing cells) the filter does not admit are left out of every report, of the
/// counts that follow findings and of the exit status. Cell counts (`cells`, `failures`) and each
/// language's coverage stay the run's: they say what was measured.
///
/// Each list admits any of its members; both lists must admit a finding. A report carries its filter
/// (`narrowedTo` in JSON), so that `merge` narrows the merged findings alike and a baseline keeps the
/// entries the filter hid (they were not looked at, not fixed).
public struct FindingFilter: Codable, Sendable, Hashable {
    /// Verdicts admitted (`--verdict`), most severe first; `nil` admits every verdict.
    public var verdicts: [Verdict]?
    /// Levels admitted (`--level`), errors first; `nil` admits every level.
    public var levels: [FindingLevel]?

    public init(verdicts: Set<Verdict>? = nil, levels: Set<FindingLevel>? = nil) {
        self.verdicts = verdicts.map { $0.sorted(by: Verdict.moreSevereFirst) }
        self.levels = levels.map { $0.sorted() }
    }

    /// No list given: everything is admitted.
    public var admitsEverything: Bool { verdicts == nil && levels == nil }

    /// Whether a finding (or a cell) of `verdict` at `level` is reported.
    public func admits(verdict: Verdict, level: FindingLevel) -> Bool {
        (verdicts?.contains(verdict) ?? true) && (levels?.contains(level) ?? true)
    }

    public func admits(_ finding: Finding) -> Bool { admits(verdict: finding.verdict, level: finding.level) }

    /// What both filters admit.
    func intersected(with other: FindingFilter) -> FindingFilter {
        func both<T: Hashable>(_ a: [T]?, _ b: [T]?) -> Set<T>? {
            switch (a, b) {
            case (nil, nil): return nil
            case (let a?, nil): return Set(a)
            case (nil, let b?): return Set(b)
            case (let a?, let b?): return Set(a).intersection(b)
            }
        }
        return FindingFilter(verdicts: both(verdicts, other.verdicts), levels: both(levels, other.levels))
    }

    /// `--verdict overflow --level error`, as a report's text says what it shows.
    public var options: String {
        ((verdicts ?? []).map { "--verdict \($0.rawValue)" } + (levels ?? []).map { "--level \($0.rawValue)" })
            .joined(separator: " ")
    }
}

extension RunReport {
    /// This report with only the findings (and failing cells) `filter` admits; the counts that follow
    /// findings (``RunSummary/count(_:)``) and so the exit status follow them. The report remembers
    /// the filter (``narrowedTo``), narrowed further by an earlier one.
    public func narrowed(to filter: FindingFilter) -> RunReport {
        guard !filter.admitsEverything else { return self }
        var report = self
        let levels = VerdictLevels(table: self.levels)
        report.findings = findings.filter(filter.admits)
        report.failures = failures?.filter { filter.admits(verdict: $0.verdict, level: levels.level(of: $0.verdict)) }
        report.summary.count(report.findings)
        report.narrowedTo = narrowedTo.map { $0.intersected(with: filter) } ?? filter
        return report
    }
}
