/// The result of fitting one shaped text into one slot: the lines as wrapped and what went wrong.
public struct Measurement: Sendable, Equatable {
    /// Lines as wrapped, in order. Lines beyond the line limit are included, so that a report can show
    /// what overflowed; ``visibleLineCount`` says how many the slot shows. Empty when the fit only
    /// counted them (``LineFitter/count(_:_:)``): ``lineCount`` still says how many there are.
    public var lines: [MeasuredLine] { didSet { lineCount = lines.count } }
    /// Number of lines the text needs at this width: `lines.count`, unless the lines were only counted.
    public internal(set) var lineCount: Int
    /// Width of the widest line, in points (trailing white space excluded); the slot's width is the
    /// ``FitParameters``'.
    public var widestLineWidth: Double
    /// Height of the whole block of lines, in points.
    public var height: Double
    /// The most severe verdict that applies.
    public var verdict: Verdict
    /// Every failure class that applies, most severe first (empty when it fits).
    public var failures: [Verdict] {
        get { failureSet.verdicts }
        set { failureSet = VerdictSet(newValue) }
    }
    /// What ``failures`` holds, as bits: no array per failing cell.
    var failureSet: VerdictSet
    /// The slot's line limit, if any.
    public var maxLines: Int?
    /// How much too big, in points, for the reported verdict, whichever it is: for `overflow` the width of the text
    /// that does not fit on the allowed lines (or the excess height) — the width the text needs minus
    /// the slot's once ``Judge/measureWithAmount(_:_:)-(BreakableText,_)`` has set it, as every report
    /// gives it —, for `clipped`/`brokenWord` the excess width of the widest unbreakable piece. Zero
    /// when it fits.
    public var excessPoints: Double
    /// Lines needed beyond the limit (0 when within the limit).
    public var overflowLines: Int
    /// The scale the text is drawn at when the slot lets it shrink (``Slot/minimumScaleFactor``) and it
    /// must, to fit: set on a `shrinks` cell (its lines are the shrunk ones); `nil` otherwise.
    public var scale: Double?
    /// How much too big, in points, for every failure in ``failures`` that has an amount
    /// (`overflow`, `clipped`, `brokenWord`), so a report can say it even when a more severe
    /// verdict is the one reported. Empty when it fits.
    public var failurePoints: [Verdict: Double] {
        get {
            var points: [Verdict: Double] = [:]
            if let overflow = amounts.overflow { points[.overflow] = overflow }
            if let clipped = amounts.clipped { points[.clipped] = clipped }
            if let brokenWord = amounts.brokenWord { points[.brokenWord] = brokenWord }
            return points
        }
        set {
            amounts = FailureAmounts(overflow: newValue[.overflow], clipped: newValue[.clipped],
                                     brokenWord: newValue[.brokenWord])
        }
    }
    /// What ``failurePoints`` holds, kept as three values: only these verdicts have an amount, and a
    /// dictionary per failing cell of a matrix cost an allocation each.
    var amounts = FailureAmounts()

    public init(lines: [MeasuredLine], widestLineWidth: Double, height: Double, verdict: Verdict,
                failures: [Verdict], maxLines: Int?, excessPoints: Double, overflowLines: Int) {
        self.lines = lines
        self.lineCount = lines.count
        self.widestLineWidth = widestLineWidth
        self.height = height
        self.verdict = verdict
        self.failureSet = VerdictSet(failures)
        self.maxLines = maxLines
        self.excessPoints = excessPoints
        self.overflowLines = overflowLines
    }

    /// Number of lines the slot shows.
    public var visibleLineCount: Int { min(lineCount, maxLines ?? lineCount) }
    /// Widths of every line, in points (none when the lines were only counted).
    public var lineWidths: [Double] { lines.map(\.width) }
}

/// The amounts of the failures that have one, in points (see ``Measurement/failurePoints``).
struct FailureAmounts: Sendable, Equatable {
    var overflow: Double?
    var clipped: Double?
    var brokenWord: Double?
}
