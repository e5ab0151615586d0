/// Greedy line filling, as the platforms do it: lays a shaped text out in a slot.
///
/// - Lines are filled greedily, piece by piece (a piece runs from one break opportunity to the next).
/// - Trailing white space hangs: it stays on its line and does not count towards the line's width.
/// - A mandatory break (`\n`, U+2028, …) starts a new line; an empty line between two breaks counts.
/// - A piece wider than the slot is split between grapheme clusters, never inside one (`brokenWord`);
///   a single grapheme cluster wider than the slot cannot be split and sticks out (`clipped`).
/// - Letter-spacing goes between grapheme clusters of trackable scripts only (see ``BreakableText``).
///
/// A line is wider than the slot only when it holds a grapheme cluster wider than the slot, and then
/// the layout says by how much (``TextLayout/clusterExcess``): the slot width is never exceeded silently. Widths within ``tolerance`` of the slot fit.
/// It returns the layout (``TextLayout``); the ``Judge`` gives its verdict.
public enum LineFitter {
    /// Rounding slack, in points: sums of advances may land a hair above an exact fit.
    public static let tolerance = 1e-6

    /// The layout of `text` in the slot `parameters` describe: arithmetic only, for fitting a text
    /// prepared once by ``BreakableText/init(_:)`` at many widths and sizes.
    /// - Parameter keepingLines: keep each line; false only counts them (`lines` empty, everything
    ///   else the same) — for the cells of a matrix, most of which fit and need no lines.
    @inline(__always)
    public static func layout(_ text: BreakableText, _ parameters: FitParameters, keepingLines: Bool = true) -> TextLayout {
        var breaker = GreedyLineBreaker(text: text, parameters: parameters, keepsLines: keepingLines)
        if !text.isBlank { breaker.breakLines() }
        return breaker.layout()
    }

    /// The layout of a shaped text, prepared for fitting here.
    public static func layout(_ text: ShapedText, _ parameters: FitParameters) -> TextLayout {
        layout(BreakableText(text), parameters)
    }

    /// Whether the whole text stands on one line of the slot with nothing else wrong — then
    /// the layout fits (``Judge/verdict(_:_:)`` is `.fits`), from the very test its greedy pass starts with. `false` decides
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
        guard let end = text.oneLineVisibleEnd, !text.hasMissingGlyphs, !text.hasControlCharacters, parameters.tracking >= 0 else {
            return nil
        }
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
            && !text.hasControlCharacters && widestPiece <= parameters.slotWidth + tolerance
    }

    /// ``layout(_:_:keepingLines:)`` with the one-line shortcut on or off: for tests, which hold the
    /// shortcut to the piece-by-piece pass.
    static func layout(_ text: BreakableText, _ parameters: FitParameters, oneLineShortcut: Bool) -> TextLayout {
        var breaker = GreedyLineBreaker(text: text, parameters: parameters, keepsLines: true)
        breaker.usesOneLineShortcut = oneLineShortcut
        if !text.isBlank { breaker.breakLines() }
        return breaker.layout()
    }
}

/// The state of one greedy pass; private to ``LineFitter``.
private struct GreedyLineBreaker {
    let text: BreakableText
    let parameters: FitParameters
    /// The slot width plus the rounding tolerance, in points.
    let limit: Double
    /// Whether each line is kept or only counted (``LineFitter/layout(_:_:keepingLines:)``);
    /// everything below is tallied either way, line by line.
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
                // The amount is the piece's, as for a broken word: the width it needs beyond the slot.
                clippedExcess = max(clippedExcess ?? 0, excess)
                if single == piece.visibleEnd { return }
                end = single
            }
            guard let end else { return }
            visibleEnd = end
            endLine(at: end, midWord: true)
            brokenExcess = max(brokenExcess ?? 0, excess)
        }
    }

    /// What the pass found.
    @inline(__always)
    func layout() -> TextLayout {
        TextLayout(lines: lines, lineCount: lineCount, widestLineWidth: widest ?? 0,
                   lineHeight: parameters.lineHeight ?? text.naturalLineHeight * parameters.pointSize,
                   widthBeyondLineLimit: overflowWidth, clusterExcess: clippedExcess, splitPieceExcess: brokenExcess,
                   isBlank: text.isBlank, hasMissingGlyphs: text.hasMissingGlyphs, hasControlCharacters: text.hasControlCharacters)
    }
}
