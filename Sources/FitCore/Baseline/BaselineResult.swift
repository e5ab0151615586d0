/// What a baseline did to a run, carried in the report (JSON member `baseline`, absent when no
/// baseline was given): the failing cells it knew, which no longer fail the run, and its entries
/// whose cell was measured and now passes (stale: the baseline can shrink).
public struct BaselineResult: Codable, Sendable, Equatable {
    /// The baseline file, as given on the command line.
    public var file: String
    /// Failing cells the baseline lists, in report order: reported here, not in the run's failures,
    /// and not counted in its summary or exit status.
    public var knownFailures: [FailureRecord]
    /// Entries whose cell was measured and did not fail as recorded, in file order; `nil` on a shard's
    /// report (a shard measures part of each key, so it cannot tell).
    public var stale: [BaselineEntry]?

    public init(file: String, knownFailures: [FailureRecord], stale: [BaselineEntry]?) {
        self.file = file
        self.knownFailures = knownFailures
        self.stale = stale
    }

    /// Stale entries listed at most by the text report.
    static let staleLimit = 10

    /// The text report's headline when no new cell fails, in place of "all N cells fit".
    public func headline(cells: Int, scope: String) -> String {
        "fitcheck: no new failures in \(cells) cells · \(knownFailures.count) known (baseline) · \(scope)"
    }

    /// The text report's lines about the baseline, indented like the summary lines.
    public var textLines: [String] {
        var lines = ["  baseline:    \(knownFailures.count) known failing \(knownFailures.count == 1 ? "cell" : "cells") "
                     + "not counted (\(file.oneLine))"]
        guard let stale, !stale.isEmpty else { return lines }
        lines.append("  baseline:    \(stale.count) \(stale.count == 1 ? "entry no longer fails" : "entries no longer fail"); "
                     + "shrink it with --update-baseline \(file.oneLine)")
        for entry in stale.prefix(Self.staleLimit) { lines.append("    fixed: " + entry.oneLine.oneLine) }
        if stale.count > Self.staleLimit { lines.append("    … and \(stale.count - Self.staleLimit) more") }
        return lines
    }
}

extension RunReport {
    /// This report with the failing cells that `baseline` (read from `path`) lists moved out of the
    /// failures into ``baseline``: the findings, summary counts, per-language failures and exit
    /// status then reflect new failures only. The report must have kept its failing cells
    /// (``RunReport/failures``): a baseline lists cells. Every other reporter (JUnit, SARIF, GitHub) shows new failures only.
    public func applying(_ baseline: Baseline, path: String) -> RunReport {
        let folder = BaselinePath.folder(of: path)
        let known = Set(baseline.entries)
        var matched = Set<BaselineEntry>()
        var kept: [FailureRecord] = []
        var knownFailures: [FailureRecord] = []
        var report = self
        for failure in failures ?? [] {
            let entry = BaselineEntry(failure, relativeTo: folder)
            guard known.contains(entry) else { kept.append(failure); continue }
            matched.insert(entry)
            knownFailures.append(failure)
            report.summary.failuresByVerdict[failure.verdict.rawValue, default: 1] -= 1
            report.summary.languages[failure.language]?.failures -= 1
        }
        report.failures = kept
        report.summary.failures = kept.count
        var findings = FindingCollector()
        for index in kept.indices { findings.add(kept[index]) }
        report.findings = findings.finished()
        report.summary.count(report.findings)
        var stale: [BaselineEntry]?
        if shard == nil {
            let scope = MeasuredScope(self, baselineFolder: folder)
            stale = baseline.entries.filter { !matched.contains($0) && scope.contains($0) }
        }
        report.baseline = BaselineResult(file: path, knownFailures: knownFailures, stale: stale)
        return report
    }
}

extension BaselineResult {
    /// The baseline results of shard reports as one: known failures together, in report order.
    /// Stale entries are not known (no shard can tell), so `stale` is `nil`; `nil` when no input had one.
    static func merged(_ parts: [BaselineResult]) -> BaselineResult? {
        guard let first = parts.first else { return nil }
        return BaselineResult(file: first.file,
                              knownFailures: parts.flatMap(\.knownFailures).sorted(by: FailureRecord.reportOrder),
                              stale: nil)
    }
}
