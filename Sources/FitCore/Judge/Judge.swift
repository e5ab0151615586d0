/// The judge stage: every rule that turns what was measured into a ``Verdict``, the precedence
/// between verdicts, and which verdicts fail the run.
///
/// - **A layout** (``verdict(_:_:)``, ``measurement(_:_:)``): nothing laid out → `zeroLines`; a
///   character no font covers → `missingGlyphs`; more lines than the limit, or taller than the
///   maximum height → `overflow`; a grapheme cluster wider than the slot → `clipped`; a piece split
///   between grapheme clusters → `brokenWord`; else `fits`. Each failure says by how much; the most
///   severe (``Verdict/rank``) is the verdict, the others stay in the ``Measurement``.
/// - **A rendition's cell** (``verdict(_:of:)``): a fallback text shows `untranslated` unless
///   something more severe applies; a translation whose format specifiers differ from its source's is
///   never measured (``formatMismatch(maxLines:)``); text that is never laid out (a slot's
///   `"layout": false`) is judged on its translation alone (``judgesFit(of:)``).
/// - **The run** (``failsRun(_:)``): a failing cell fails the run when the matrix's `failOn` lists
///   its verdict.
public struct Judge: Sendable {
    /// The verdicts that fail the run (`fits` never does).
    public let failOn: Set<Verdict>

    public init(failOn: Set<Verdict> = Judge.defaultFailOn) {
        self.failOn = failOn.subtracting([.fits])
    }

    /// The matrix's default `failOn`: every failure verdict.
    public static let defaultFailOn = Set(Verdict.allCases.filter(\.isFailure))

    /// Whether a cell with `verdict` fails the run.
    @inline(__always)
    public func failsRun(_ verdict: Verdict) -> Bool { failOn.contains(verdict) }

    // MARK: - A layout

    /// The verdict of `layout` in the slot `parameters` describe: the most severe failure, or `fits`.
    @inline(__always)
    public static func verdict(_ layout: TextLayout, _ parameters: FitParameters) -> Verdict {
        if layout.isBlank { return .zeroLines }
        if layout.hasMissingGlyphs { return .missingGlyphs }
        if overflows(layout, parameters) { return .overflow }
        if layout.clusterExcess != nil { return .clipped }
        if layout.splitPieceExcess != nil { return .brokenWord }
        return .fits
    }

    /// `layout` judged: its verdict, every failure that applies and by how much.
    public static func measurement(_ layout: TextLayout, _ parameters: FitParameters) -> Measurement {
        let lineHeight = layout.lineHeight
        let height = layout.height
        let lineCount = layout.lineCount
        // Failures are found in severity order: the amount of the first is the reported excess.
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
        if layout.isBlank { note(.zeroLines, 0) }
        if layout.hasMissingGlyphs { note(.missingGlyphs, 0) }
        if let maxLines = parameters.maxLines, lineCount > maxLines {
            overflowLines = lineCount - max(maxLines, 0)
            note(.overflow, layout.widthBeyondLineLimit)
        } else if let maxHeight = parameters.maxHeight, height > maxHeight + LineFitter.tolerance {
            let linesThatFit = lineHeight > 0 ? Int((maxHeight + LineFitter.tolerance) / lineHeight) : lineCount  // ≥ 0: truncation is floor
            overflowLines = max(lineCount - linesThatFit, 0)
            note(.overflow, height - maxHeight)
        }
        if let excess = layout.clusterExcess { note(.clipped, excess) }
        if let excess = layout.splitPieceExcess { note(.brokenWord, excess) }
        var result = Measurement(lines: layout.lines, widestLineWidth: layout.widestLineWidth, height: height,
                                 verdict: failures.mostSevere ?? .fits, failures: [], maxLines: parameters.maxLines,
                                 excessPoints: firstPoints ?? 0, overflowLines: overflowLines)
        result.failureSet = failures
        result.lineCount = lineCount
        result.amounts = amounts
        return result
    }

    /// More lines than the limit allows, or taller than the maximum height.
    @inline(__always)
    static func overflows(_ layout: TextLayout, _ parameters: FitParameters) -> Bool {
        if let maxLines = parameters.maxLines { if layout.lineCount > maxLines { return true } }
        guard let maxHeight = parameters.maxHeight else { return false }
        return layout.height > maxHeight + LineFitter.tolerance
    }

    // MARK: - A text in a slot

    /// `text` laid out in the slot `parameters` describe (``LineFitter``) and judged.
    /// - Parameter keepingLines: false only counts the lines: `lines` is empty, the rest the same.
    public static func measure(_ text: BreakableText, _ parameters: FitParameters, keepingLines: Bool = true) -> Measurement {
        measurement(LineFitter.layout(text, parameters, keepingLines: keepingLines), parameters)
    }

    /// A shaped text laid out and judged.
    public static func measure(_ text: ShapedText, _ parameters: FitParameters) -> Measurement {
        measure(BreakableText(text), parameters)
    }

    /// The verdict of ``measure(_:_:keepingLines:)`` from the same pass, building no lines.
    @inline(__always)
    public static func verdict(_ text: BreakableText, _ parameters: FitParameters) -> Verdict {
        verdict(LineFitter.layout(text, parameters, keepingLines: false), parameters)
    }

    // MARK: - A rendition's cell

    /// The cell's verdict: what fitting found, or `untranslated` when the text is a fallback and
    /// nothing more severe applies (the fallback is shown; a text that cannot be drawn is worse).
    @inline(__always)
    public static func verdict(_ fitted: Verdict, of rendition: Rendition) -> Verdict {
        guard rendition.status == .untranslated else { return fitted }
        return fitted.isMoreSevere(than: .untranslated) ? fitted : .untranslated
    }

    /// Whether a slot's text is judged on its fit: false for text that is never laid out (spoken,
    /// a placeholder; a slot's `"layout": false`), whose every cell fits as far as layout goes.
    @inline(__always)
    public static func judgesFit(of slot: Slot) -> Bool { slot.layout }

    /// A cell of a translation whose format specifiers differ from its source's: never measured (on
    /// a device it prints garbage or crashes), so nothing laid out and no amount.
    static func formatMismatch(maxLines: Int?) -> Measurement {
        Measurement(lines: [], widestLineWidth: 0, height: 0, verdict: .formatMismatch, failures: [.formatMismatch],
                    maxLines: maxLines, excessPoints: 0, overflowLines: 0)
    }
}
