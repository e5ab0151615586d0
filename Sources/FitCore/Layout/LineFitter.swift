/// Greedy line filling, as the platforms do it: fits a shaped text into a slot and says what went wrong.
///
/// - Lines are filled greedily, piece by piece (a piece runs from one break opportunity to the next).
/// - Trailing white space hangs: it stays on its line and does not count towards the line's width.
/// - A mandatory break (`\n`, U+2028, …) starts a new line; an empty line between two breaks counts.
/// - A piece wider than the slot is split between grapheme clusters, never inside one (`brokenWord`);
///   a single grapheme cluster wider than the slot cannot be split and sticks out (`clipped`).
/// - Letter-spacing goes between grapheme clusters of trackable scripts only (see ``BreakableText``).
///
/// A line is wider than the slot only when it holds a clipped grapheme cluster, and then the verdict
/// says so: the slot width is never exceeded silently. Widths within ``tolerance`` of the slot fit.
public enum LineFitter {
    /// Rounding slack, in points: sums of advances may land a hair above an exact fit.
    public static let tolerance = 1e-6

    /// Fits `text` into the slot that `parameters` describe.
    public static func fit(_ text: ShapedText, _ parameters: FitParameters) -> Measurement {
        fit(BreakableText(text), parameters)
    }

    /// Fits a text prepared once by ``BreakableText/init(_:)``: arithmetic only, for fitting the same
    /// text at many widths and sizes.
    public static func fit(_ text: BreakableText, _ parameters: FitParameters) -> Measurement {
        fit(text, parameters, keepingLines: true)
    }

    /// Fits like ``fit(_:_:)`` and gives the same measurement, except that the
    /// lines are only counted, not kept: `lines` (and so `lineWidths`) is empty, while `lineCount`,
    /// `width`, `height`, the verdict, the failures and the overflow are those of the full fit. For the
    /// cells of a matrix, most of which fit: keeping every line cost an array per cell.
    public static func count(_ text: BreakableText, _ parameters: FitParameters) -> Measurement {
        fit(text, parameters, keepingLines: false)
    }

    /// The verdict ``fit(_:_:)`` would give, from the same greedy pass, building nothing: no lines,
    /// no failure lists. For the cells of a matrix, most of which fit and need nothing more.
    public static func verdict(_ text: BreakableText, _ parameters: FitParameters) -> Verdict {
        var breaker = GreedyLineBreaker(text: text, parameters: parameters, keepsLines: false)
        if !text.isBlank { breaker.breakLines() }
        return breaker.verdict()
    }

    /// Whether the whole text stands on one line of the slot with nothing else wrong — then
    /// ``verdict(_:_:)`` is `.fits`, from the very test its greedy pass starts with. `false` decides
    /// nothing: the greedy pass does. Most cells of a matrix are labels that fit on one line; for
    /// them this is all the fitting there is (no line breaker is set up).
    @inline(__always)
    public static func fitsOnOneLine(_ text: BreakableText, _ parameters: FitParameters) -> Bool {
        guard let width = oneLineWidth(text, parameters) else { return false }
        return width <= parameters.slotWidth + tolerance
    }

    /// The part of ``fitsOnOneLine(_:_:)`` that does not depend on the slot's width: the width the
    /// text needs on one line at `parameters`' size, or nil when one line cannot decide (the text may
    /// not stand on one line, or the slot's limits refuse even one line). `slotWidth` is not read, so
    /// a run works it out once per size and compares it with every width.
    public static func oneLineWidth(_ text: BreakableText, _ parameters: FitParameters) -> Double? {
        guard let end = text.oneLineVisibleEnd, !text.hasMissingGlyphs, parameters.tracking >= 0 else { return nil }
        if let maxLines = parameters.maxLines, maxLines < 1 { return nil }
        if let maxHeight = parameters.maxHeight,
           (parameters.lineHeight ?? text.naturalLineHeight * parameters.pointSize) > maxHeight + tolerance { return nil }
        return text.width(from: 0, to: end, pointSize: parameters.pointSize, tracking: parameters.tracking)
    }

    /// Whether a text in a slot without a line or height limit fits: then only a word wider than the
    /// slot can fail it (greedy filling starts a piece that does not fit on a new line, and splits it
    /// only when it is wider than the slot on its own), so `widestPiece` — from
    /// ``BreakableText/widestPiece(pointSize:tracking:)`` at the cell's size — decides. `false`
    /// decides nothing: the greedy pass does (it also tells `clipped` from `brokenWord`).
    @inline(__always)
    public static func fitsWrappingFreely(_ text: BreakableText, _ parameters: FitParameters, widestPiece: Double) -> Bool {
        parameters.maxLines == nil && parameters.maxHeight == nil && !text.isBlank && !text.hasMissingGlyphs
            && widestPiece <= parameters.slotWidth + tolerance
    }

    /// ``fit(_:_:)`` with the one-line shortcut on or off: for tests, which hold the shortcut to the
    /// piece-by-piece pass.
    static func fit(_ text: BreakableText, _ parameters: FitParameters, oneLineShortcut: Bool) -> Measurement {
        var breaker = GreedyLineBreaker(text: text, parameters: parameters, keepsLines: true)
        breaker.usesOneLineShortcut = oneLineShortcut
        if !text.isBlank { breaker.breakLines() }
        return breaker.measurement()
    }

    private static func fit(_ text: BreakableText, _ parameters: FitParameters, keepingLines: Bool) -> Measurement {
        var breaker = GreedyLineBreaker(text: text, parameters: parameters, keepsLines: keepingLines)
        if !text.isBlank { breaker.breakLines() }
        return breaker.measurement()
    }
}

/// The state of one greedy pass; private to ``LineFitter``.
private struct GreedyLineBreaker {
    let text: BreakableText
    let parameters: FitParameters
    /// The slot width plus the rounding tolerance, in points.
    let limit: Double
    /// Whether each line is kept (``LineFitter/fit(_:_:)``) or only counted
    /// (``LineFitter/count(_:_:)``); everything below is tallied either way, line by line.
    let keepsLines: Bool
    /// The first line beyond the line limit, if there is a limit.
    let firstOverflowLine: Int?

    /// Whether a text that fits on one line is taken whole (see ``breakLines()``).
    var usesOneLineShortcut = true

    var lines: [MeasuredLine] = []
    var lineCount = 0
    /// Width of the widest line so far, in points.
    var widest: Double?
    /// Widths of the lines beyond the line limit, summed in line order, in points.
    var overflowWidth = 0.0
    /// First cluster of the line being filled.
    var start = 0
    /// End of the visible part of the line being filled (trailing white space excluded).
    var visibleEnd = 0
    /// Excess width, in points, of the widest grapheme cluster that did not fit a line on its own.
    var clippedExcess: Double?
    /// Excess width, in points, of the widest piece that had to be split.
    var brokenExcess: Double?

    @inline(__always)
    init(text: BreakableText, parameters: FitParameters, keepsLines: Bool) {
        self.text = text
        self.parameters = parameters
        self.limit = parameters.slotWidth + LineFitter.tolerance
        self.keepsLines = keepsLines
        self.firstOverflowLine = parameters.maxLines.map { max($0, 0) }
    }

    @inline(__always)
    func width(_ from: Int, _ to: Int) -> Double {
        text.width(from: from, to: to, pointSize: parameters.pointSize, tracking: parameters.tracking)
    }

    @inline(__always)
    mutating func endLine(at end: Int, midWord: Bool) {
        let lineWidth = width(start, visibleEnd)
        if keepsLines {
            // Room for a few lines at once: growing from one line at a time cost three allocations.
            if lines.isEmpty { lines.reserveCapacity(4) }
            lines.append(MeasuredLine(clusterRange: start ..< end, width: lineWidth, endsMidWord: midWord))
        }
        widest = max(widest ?? lineWidth, lineWidth)
        if let firstOverflowLine, lineCount >= firstOverflowLine { overflowWidth += lineWidth }
        lineCount += 1
        start = end
        visibleEnd = end
    }

    mutating func breakLines() {
        // The whole text on one line, when it fits there: what the loop below would find, piece by
        // piece. Most labels of a matrix fit on one line at most widths. (Only without negative
        // letter-spacing: with it, a line's start could be wider than the whole line.)
        if usesOneLineShortcut, let visibleEnd = text.oneLineVisibleEnd, parameters.tracking >= 0,
           width(0, visibleEnd) <= limit {
            self.visibleEnd = visibleEnd
            endLine(at: text.clusterCount, midWord: false)
            return
        }
        // Pieces are read in place, by index: copying one out retains and releases its splits array,
        // and this loop runs for every cell of the matrix.
        let pieces = text.pieces
        for index in pieces.indices {
            let pieceStart = pieces[index].clusterRange.lowerBound
            let pieceEnd = pieces[index].visibleEnd
            if pieces[index].mandatoryBreakBefore, start < pieceStart { endLine(at: pieceStart, midWord: false) }
            // White space only: it hangs on the line it follows, whatever the width.
            if pieceEnd == pieceStart { continue }
            if width(start, pieceEnd) <= limit {
                visibleEnd = pieceEnd
                continue
            }
            if start < pieceStart { endLine(at: pieceStart, midWord: false) }
            if width(start, pieceEnd) > limit { split(pieces[index]) }
            visibleEnd = pieceEnd
        }
        if start < text.clusterCount { endLine(at: text.clusterCount, midWord: false) }
    }

    /// Splits a piece that is wider than the slot on its own, at grapheme-cluster starts: each line
    /// takes as many grapheme clusters as fit, and at least one.
    mutating func split(_ piece: BreakableText.Piece) {
        let excess = width(start, piece.visibleEnd) - parameters.slotWidth
        var splits = text.graphemeSplits(of: piece)
        while width(start, piece.visibleEnd) > limit {
            splits = splits.drop { $0 <= start }
            var end: Int? = nil
            for candidate in splits {
                guard width(start, candidate) <= limit else { break }
                end = candidate
            }
            if end == nil {
                // The first grapheme cluster alone is too wide: it stands alone, sticking out.
                let single = splits.first ?? piece.visibleEnd
                clippedExcess = max(clippedExcess ?? 0, width(start, single) - parameters.slotWidth)
                if single == piece.visibleEnd { return }
                end = single
            }
            guard let end else { return }
            visibleEnd = end
            endLine(at: end, midWord: true)
            brokenExcess = max(brokenExcess ?? 0, excess)
        }
    }

    var lineHeight: Double { parameters.lineHeight ?? text.naturalLineHeight * parameters.pointSize }

    /// More lines than the limit allows, or taller than the maximum height.
    @inline(__always)
    var overflows: Bool {
        if let maxLines = parameters.maxLines { if lineCount > maxLines { return true } }
        guard let maxHeight = parameters.maxHeight else { return false }
        return Double(lineCount) * lineHeight > maxHeight + LineFitter.tolerance
    }

    /// The most severe failure, as ``measurement()`` reports it (``Verdict`` order).
    @inline(__always)
    func verdict() -> Verdict {
        if text.isBlank { return .zeroLines }
        if text.hasMissingGlyphs { return .missingGlyphs }
        if overflows { return .overflow }
        if clippedExcess != nil { return .clipped }
        if brokenExcess != nil { return .brokenWord }
        return .fits
    }

    func measurement() -> Measurement {
        let lineHeight = self.lineHeight
        let height = Double(lineCount) * lineHeight
        // Failures are found in severity order: the amount of the first is the reported overflow.
        var failures = VerdictSet()
        var amounts = FailureAmounts()
        var firstPoints: Double?
        var overflowLines = 0
        func note(_ verdict: Verdict, _ points: Double) {
            failures.insert(verdict)
            if firstPoints == nil { firstPoints = points }
            switch verdict {
            case .overflow: amounts.overflow = points
            case .clipped: amounts.clipped = points
            case .brokenWord: amounts.brokenWord = points
            default: break   // no amount: the text is blank or lacks glyphs
            }
        }
        if text.isBlank { note(.zeroLines, 0) }
        if text.hasMissingGlyphs { note(.missingGlyphs, 0) }
        if let maxLines = parameters.maxLines, lineCount > maxLines {
            overflowLines = lineCount - max(maxLines, 0)
            note(.overflow, overflowWidth)
        } else if let maxHeight = parameters.maxHeight, height > maxHeight + LineFitter.tolerance {
            let linesThatFit = lineHeight > 0 ? Int((maxHeight + LineFitter.tolerance) / lineHeight) : lineCount  // ≥ 0: truncation is floor
            overflowLines = max(lineCount - linesThatFit, 0)
            note(.overflow, height - maxHeight)
        }
        if let clippedExcess { note(.clipped, clippedExcess) }
        if let brokenExcess { note(.brokenWord, brokenExcess) }
        var result = Measurement(lines: lines, widestLineWidth: widest ?? 0, height: height, verdict: failures.mostSevere ?? .fits,
                                 failures: [], maxLines: parameters.maxLines,
                                 excessPoints: firstPoints ?? 0, overflowLines: overflowLines)
        result.failureSet = failures
        result.lineCount = lineCount
        result.amounts = amounts
        return result
    }
}
