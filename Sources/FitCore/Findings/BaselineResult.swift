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
