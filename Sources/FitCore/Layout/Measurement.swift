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
    /// that does not fit on the allowed lines (or the excess height), for `clipped`/`brokenWord` the
    /// excess width of the widest unbreakable piece. Zero when it fits.
    public var excessPoints: Double
    /// Lines needed beyond the limit (0 when within the limit).
    public var overflowLines: Int
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

/// One wrapped line.
public struct MeasuredLine: Sendable, Equatable {
    /// Clusters on this line: indices into ``ShapedText/clusters``, trailing white space included.
    public var clusterRange: Range<Int>
    /// Width in points, trailing white space excluded, letter-spacing included.
    public var width: Double
    /// True when the line ends inside a word (split at a grapheme boundary because the word was
    /// wider than the slot).
    public var endsMidWord: Bool

    public init(clusterRange: Range<Int>, width: Double, endsMidWord: Bool) {
        self.clusterRange = clusterRange
        self.width = width
        self.endsMidWord = endsMidWord
    }
}

extension MeasuredLine {
    /// The line's text in `shaped` (the text it was fitted from), trailing white space and line
    /// separator included.
    public func text(in shaped: ShapedText) -> String {
        let clusters = shaped.clusters[clusterRange]
        guard let first = clusters.map(\.utf8Offset).min(),
              let end = clusters.map({ $0.utf8Offset + $0.utf8Length }).max() else { return "" }
        let utf8 = Array(shaped.text.utf8)
        let lower = min(max(Int(first), 0), utf8.count)
        let upper = min(max(Int(end), lower), utf8.count)
        return String(decoding: utf8[lower ..< upper], as: UTF8.self)
    }
}

/// The amounts of the failures that have one, in points (see ``Measurement/failurePoints``).
struct FailureAmounts: Sendable, Equatable {
    var overflow: Double?
    var clipped: Double?
    var brokenWord: Double?
}
