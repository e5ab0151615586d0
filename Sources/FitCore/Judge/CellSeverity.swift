/// How bad a failing cell is: the one "worse" order that every "worst first" in fitcheck starts from.
///
/// A cell is worse than another when its verdict is more severe (``Verdict/rank``); on the same
/// verdict, when it misses by more points (``Measurement/excessPoints``); on the same miss, when it
/// needs more lines beyond its limit (``Measurement/overflowLines``). Two cells equal on all three are
/// equally bad: neither is worse, and each place that orders cells breaks the tie its own way —
///
/// | where | before the severity | after it |
/// |---|---|---|
/// | a group member's worst variant, a row's worst member (``GroupJudge``) | | the first met stays |
/// | a finding's worst cell (``Finding/isWorseCell(_:than:)``) | | report order: narrowest width, smallest size |
/// | a group finding's worst cell (``GroupMeasurer``) | | the first met: narrowest width, smallest size |
/// | findings most severe first (``Finding/moreSevere(_:_:)``) | the level | more failing cells, then report order |
/// | `--images all` (``PictureSelection/choose(_:)``) | | the cells' report order |
///
/// Kept in one place so that the cell a report calls worst, the one its picture shows and the finding
/// capped outputs keep first can never disagree about what "worse" means.
public struct CellSeverity: Sendable, Equatable {
    /// What is wrong: a more severe verdict is worse, whatever the amounts.
    public var verdict: Verdict
    /// How much too big, in points (see ``Measurement/excessPoints``).
    public var excessPoints: Double
    /// Lines needed beyond the line limit.
    public var overflowLines: Int

    public init(verdict: Verdict, excessPoints: Double, overflowLines: Int) {
        self.verdict = verdict
        self.excessPoints = excessPoints
        self.overflowLines = overflowLines
    }

    /// Whether this cell is worse than `other`: the more severe verdict, then the larger miss, then
    /// more lines over the limit. `false` for equal severities (``==``): the caller breaks that tie.
    public func isWorse(than other: CellSeverity) -> Bool {
        if verdict != other.verdict { return verdict.isMoreSevere(than: other.verdict) }
        if excessPoints != other.excessPoints { return excessPoints > other.excessPoints }
        return overflowLines > other.overflowLines
    }
}

extension Measurement {
    /// How bad this cell is, as its verdict, amount and lines over the limit say.
    public var severity: CellSeverity {
        CellSeverity(verdict: verdict, excessPoints: excessPoints, overflowLines: overflowLines)
    }
}
