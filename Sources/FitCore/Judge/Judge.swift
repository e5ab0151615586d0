/// The judge stage: every rule that turns what was measured into a ``Verdict``, the precedence
/// between verdicts, and which verdicts fail the run.
///
/// - **A layout** (``verdict(_:_:)``, ``measurement(_:_:)``): nothing laid out → `zeroLines`; a
///   character no font covers → `missingGlyphs`; a control character no label shows →
///   `controlCharacter`; more lines than the limit, or taller than the
///   maximum height → `overflow`; a grapheme cluster wider than the slot → `clipped`; a piece split
///   between grapheme clusters → `brokenWord`; else `fits`. Each failure says by how much; the most
///   severe (``Verdict/rank``) is the verdict, the others stay in the ``Measurement``.
/// - **A rendition's cell**: ``CellJudge``, the one judgement every command asks (the slot's
///   `"layout": false` and `minimumScaleFactor`, a fallback's `untranslated`); a translation whose
///   format specifiers differ from its source's is never measured (``formatMismatch(maxLines:)``).
/// - **The run** (``failsRun(_:)``, ``level(of:)``): each verdict's level (``VerdictLevels``: the
///   defaults with the matrix's `levels` over them), and whether a finding fails the run — the matrix's
///   `failOn` lists its verdict, by default the `error`-level ones. A language's coverage has gates of
///   its own (``coverage(_:rules:nothingTranslated:)``).
public struct Judge: Sendable {
    /// The verdicts that fail the run (`fits` never does).
    public let failOn: Set<Verdict>
    /// The level of each verdict's findings.
    public let levels: VerdictLevels

    /// - Parameter failOn: the matrix's `failOn`; `nil` for its default, the `error`-level verdicts.
    public init(failOn: Set<Verdict>? = nil, levels: VerdictLevels = VerdictLevels()) {
        self.levels = levels
        self.failOn = (failOn ?? levels.errorVerdicts).subtracting([.fits])
    }

    /// The default `failOn` of a matrix without `levels`: the `error`-level verdicts (every failure
    /// but `untranslated`, a warning).
    public static let defaultFailOn = VerdictLevels().errorVerdicts

    /// Whether a finding with `verdict` fails the run.
    @inline(__always)
    public func failsRun(_ verdict: Verdict) -> Bool { failOn.contains(verdict) }

    /// The level of a finding with `verdict`.
    public func level(of verdict: Verdict) -> FindingLevel { levels.level(of: verdict) }

    /// A language's coverage of a catalog judged: its `untranslated` finding's level, whether it fails
    /// the run, and what its message adds. The verdict's level and `failOn` apply, raised to `error`
    /// and failing when the language is below its `minimumCoverage` or has nothing translated at all
    /// (it would measure the source text again); a language below `coverageNewLanguage` is called new.
    public func coverage(_ coverage: LanguageCoverage, rules: CoverageRules,
                         nothingTranslated: Bool) -> (level: FindingLevel, fails: Bool, detail: String?) {
        let belowMinimum = rules.failsMinimum(coverage)
        var detail: [String] = []
        if nothingTranslated {
            detail.append("nothing translated: every key shows the source text, which fails the run")
        } else if rules.isNew(coverage) {
            detail.append("a new language")
        }
        if belowMinimum, let minimum = rules.minimum(for: coverage.language) {
            detail.append("below the minimum coverage of \(CountFormat.percent(minimum)), which fails the run")
        }
        let gate = nothingTranslated || belowMinimum
        return (gate ? .error : level(of: .untranslated), gate || failsRun(.untranslated),
                detail.isEmpty ? nil : detail.joined(separator: "; "))
    }

    // MARK: - A layout

    /// The verdict of `layout` in the slot `parameters` describe: the most severe failure, or `fits`.
    @inline(__always)
    public static func verdict(_ layout: TextLayout, _ parameters: FitParameters) -> Verdict {
        if layout.isBlank { return .zeroLines }
        if layout.hasMissingGlyphs { return .missingGlyphs }
        if layout.hasControlCharacters { return .controlCharacter }
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
        if layout.hasControlCharacters { note(.controlCharacter, 0) }
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

    // MARK: - The amount

    /// `text` laid out and judged, with the one amount every report gives a failure (check, budget,
    /// try, the picture's caption, JSON): for `overflow` of a line limit, the width the text needs to
    /// fit its lines (``RequiredWidth``) minus the slot's width; for `overflow` of a maximum height,
    /// the height over it; for `clipped` and `brokenWord`, the widest unbreakable piece minus the
    /// slot's width. Only `overflow` of a line limit costs more than the layout: a width search, so
    /// this is for failing cells (a passing cell has no amount).
    public static func measureWithAmount(_ text: BreakableText, _ parameters: FitParameters) -> Measurement {
        withAmount(measure(text, parameters), parameters) { RequiredWidth.requiredWidth(text, parameters) }
    }

    /// A shaped text laid out and judged, with its amount (``measureWithAmount(_:_:)-(BreakableText,_)``).
    public static func measureWithAmount(_ text: ShapedText, _ parameters: FitParameters) -> Measurement {
        measureWithAmount(BreakableText(text), parameters)
    }

    /// `measurement` with the amount of `overflow` of a line limit set from the width the text needs
    /// (`neededWidth`, asked only then: a run asks once per text size, the width search not depending
    /// on the slot's width). When no width fits (mandatory line breaks alone need more lines than the
    /// limit), the amount stays the width of the text beyond the limit.
    static func withAmount(_ measurement: Measurement, _ parameters: FitParameters,
                           neededWidth: () -> Double?) -> Measurement {
        guard measurement.failureSet.contains(.overflow), let maxLines = parameters.maxLines,
              measurement.lineCount > maxLines, let needed = neededWidth() else { return measurement }
        var result = measurement
        let amount = max(needed - parameters.slotWidth, 0)
        result.amounts.overflow = amount
        if result.verdict == .overflow { result.excessPoints = amount }
        return result
    }

    /// The verdict of ``measure(_:_:keepingLines:)`` from the same pass, building no lines.
    @inline(__always)
    public static func verdict(_ text: BreakableText, _ parameters: FitParameters) -> Verdict {
        verdict(LineFitter.layout(text, parameters, keepingLines: false), parameters)
    }

    // MARK: - A rendition's cell

    /// A cell of a translation whose format specifiers differ from its source's: never measured (on
    /// a device it prints garbage or crashes), so nothing laid out and no amount.
    static func formatMismatch(maxLines: Int?) -> Measurement {
        Measurement(lines: [], widestLineWidth: 0, height: 0, verdict: .formatMismatch, failures: [.formatMismatch],
                    maxLines: maxLines, excessPoints: 0, overflowLines: 0)
    }
}
