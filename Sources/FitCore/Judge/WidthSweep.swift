/// One text at one size fitted in slots of many widths — a matrix's cells for one rendition and size —
/// with the verdicts ``Judge/verdict(_:_:)`` gives, through the shortcuts that decide most cells
/// without a greedy pass. What a shortcut needs is worked out at the first cell that asks for it and
/// kept for the other widths:
///
/// 1. the width the text needs on one line (``LineFitter/oneLineWidth(_:_:)``): a slot at least that
///    wide fits it, and the text is not read again (most cells of a matrix are labels on one line);
/// 2. in a slot without a line or height limit, the widest piece
///    (``BreakableText/widestPiece(pointSize:tracking:)``): a slot at least that wide fits the text
///    (``LineFitter/fitsWrappingFreely(_:_:widestPiece:)``);
/// 3. otherwise the greedy pass, ``Judge/verdict(_:_:)``.
///
/// Every cell of one sweep has the same parameters but the slot width. `WidthSweepTests` holds the
/// sweep to the greedy pass.
public struct WidthSweep: Sendable {
    /// Whether ``oneLineWidth`` has been worked out.
    private var knowsOneLineWidth = false
    /// The width the text needs on one line, in points; nil when one line cannot decide.
    private var oneLineWidth: Double?
    /// The widest piece at this size, in points, once a cell without limits needed it.
    private var widestPiece: Double?

    public init() {}

    /// The verdict of the text in the slot `parameters` describe.
    /// - Parameters:
    ///   - text: gives the text; called only when what the sweep knows so far does not decide.
    ///   - parameters: the same for every cell of the sweep but `slotWidth`.
    @inline(__always)
    public mutating func verdict(_ parameters: FitParameters, text: () throws -> BreakableText) rethrows -> Verdict {
        let limit = parameters.slotWidth + LineFitter.tolerance
        if knowsOneLineWidth, let oneLineWidth, oneLineWidth <= limit { return .fits }
        let text = try text()
        if !knowsOneLineWidth {
            oneLineWidth = LineFitter.oneLineWidth(text, parameters)
            knowsOneLineWidth = true
            if let oneLineWidth, oneLineWidth <= limit { return .fits }
        }
        guard parameters.maxLines == nil && parameters.maxHeight == nil else { return Judge.verdict(text, parameters) }
        let widest = widestPiece ?? text.widestPiece(pointSize: parameters.pointSize, tracking: parameters.tracking)
        widestPiece = widest
        return LineFitter.fitsWrappingFreely(text, parameters, widestPiece: widest) ? .fits : Judge.verdict(text, parameters)
    }
}
