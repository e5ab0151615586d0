/// The one judgement of a cell, whoever asks: the run (``RenditionMeasurer``), a group's members
/// (``GroupJudge``), `budget`, `try`, `apply`'s fit check and the MCP server. Given a text as shaped
/// for its slot, what fitting reads there (``FitParameters``, from the ``CellModel``) and the slot's own
/// settings — whether its text is laid out at all (`"layout": false`) and how far it may shrink
/// (`minimumScaleFactor`) — it gives the cell's ``Verdict``, its ``Measurement`` and the amount every
/// report gives a failure.
///
/// In order:
/// 1. text never laid out (spoken, a placeholder) fits, as far as layout goes;
/// 2. else the text at its full size (``Judge/verdict(_:_:)``);
/// 3. a failure of width or lines (``Verdict/isLayoutFailure``) in a slot that lets its text shrink is
///    fitted again smaller (``ShrinkToFit``): `fits` at a readable scale, `shrinks` below it, else cut;
/// 4. a fallback text shows `untranslated` unless something more severe applies
///    (``verdict(_:fallback:)``).
///
/// A caller that decides most cells without a greedy pass (a run's ``WidthSweep``) asks ``fit(_:scaled:)``
/// and ``verdict(_:fallback:)`` first and measures only the cells that fail (``measurement(_:_:_:scaled:neededWidth:keepingLines:)``);
/// one that wants everything at once asks ``judge(_:_:fallback:scaled:neededWidth:keepingLines:)``.
public struct CellJudge: Sendable, Equatable {
    /// Whether the slot's text is laid out (false: a slot's `"layout": false`).
    public var laysOut: Bool
    /// The app's `minimumScaleFactor`, when the slot lets its text shrink.
    public var minimumScale: Double?
    /// The matrix's `readableScale`: below it a text that fits only shrunk is `shrinks`.
    public var readableScale: Double

    public init(laysOut: Bool = true, minimumScale: Double? = nil, readableScale: Double = ShrinkToFit.defaultReadableScale) {
        self.laysOut = laysOut
        self.minimumScale = minimumScale
        self.readableScale = readableScale
    }

    /// The judge of `slot`'s cells in a matrix whose `readableScale` is `readableScale`.
    public init(slot: Slot, readableScale: Double) {
        self.init(laysOut: slot.layout, minimumScale: slot.minimumScaleFactor, readableScale: readableScale)
    }

    /// The text and what fitting reads when it is drawn at `scale` of its size (shaped again at the
    /// smaller size: optical designs differ), from the cell model (``CellModel/parameters(size:slotWidth:scale:)``).
    public typealias Scaled = (_ scale: Double) throws -> (BreakableText, FitParameters)

    /// What fitting found in a cell, before the text's status counts: the verdict, and the scale the
    /// text is drawn at when it fits only shrunk (`fits` at a readable scale, or `shrinks`).
    public struct Fit: Sendable, Equatable {
        public var verdict: Verdict
        public var scale: Double?

        public init(verdict: Verdict, scale: Double? = nil) {
            self.verdict = verdict
            self.scale = scale
        }
    }

    /// The cell's fit. `fullSize` gives the verdict at the full size (a ``WidthSweep``'s, or
    /// ``Judge/verdict(_:_:)``); it is not asked for text that is never laid out.
    @inline(__always)
    public func fit(_ fullSize: () throws -> Verdict, scaled: Scaled) rethrows -> Fit {
        guard laysOut else { return Fit(verdict: .fits) }
        let full = try fullSize()
        guard let minimumScale, full.isLayoutFailure else { return Fit(verdict: full) }
        let (verdict, scale) = try ShrinkToFit.judge(full, minimum: minimumScale, readableScale: readableScale) { scale in
            let (text, parameters) = try scaled(scale)
            return Judge.verdict(text, parameters) == .fits
        }
        return Fit(verdict: verdict, scale: scale)
    }

    /// The cell's verdict: what fitting found, or `untranslated` when the text is a fallback
    /// (`fallback`) and nothing more severe applies (the fallback is shown; a text that cannot be drawn
    /// is worse).
    @inline(__always)
    public static func verdict(_ fit: Fit, fallback: Bool) -> Verdict {
        guard fallback else { return fit.verdict }
        return fit.verdict.isMoreSevere(than: .untranslated) ? fit.verdict : .untranslated
    }

    /// The measurement of a cell that fitting found `fit`: `text` at its full size in `parameters`,
    /// with the one amount reports give (``Judge/withAmount``; `neededWidth` is asked only for
    /// `overflow` of a line limit, by default ``RequiredWidth``); a `shrinks` cell's lines as drawn at
    /// its scale with the full size's amount; a cell that fits only shrunk, its lines as drawn; text
    /// never laid out, its lines with nothing judged (no failure, no amount).
    /// - Parameter keepingLines: false only counts the lines (``Judge/measure(_:_:keepingLines:)``).
    public func measurement(_ fit: Fit, _ text: BreakableText, _ parameters: FitParameters, scaled: Scaled,
                            neededWidth: (() -> Double?)? = nil, keepingLines: Bool = true) rethrows -> Measurement {
        try measurement(fit, full: Judge.measure(text, parameters, keepingLines: keepingLines), text, parameters,
                        scaled: scaled, neededWidth: neededWidth, keepingLines: keepingLines)
    }

    /// `text` in the cell judged: its verdict (``verdict(_:fallback:)``), its measurement and amount.
    public func judge(_ text: BreakableText, _ parameters: FitParameters, fallback: Bool = false, scaled: Scaled,
                      neededWidth: (() -> Double?)? = nil, keepingLines: Bool = true) rethrows -> CellJudgement {
        let full = Judge.measure(text, parameters, keepingLines: keepingLines)
        let fit = try self.fit({ full.verdict }, scaled: scaled)
        let measurement = try measurement(fit, full: full, text, parameters, scaled: scaled, neededWidth: neededWidth,
                                          keepingLines: keepingLines)
        return CellJudgement(verdict: Self.verdict(fit, fallback: fallback), measurement: measurement)
    }

    private func measurement(_ fit: Fit, full: Measurement, _ text: BreakableText, _ parameters: FitParameters,
                             scaled: Scaled, neededWidth: (() -> Double?)?, keepingLines: Bool) rethrows -> Measurement {
        guard laysOut else { return Self.notJudged(full) }
        let needed = neededWidth ?? { RequiredWidth.requiredWidth(text, parameters) }
        guard let scale = fit.scale else { return Judge.withAmount(full, parameters, neededWidth: needed) }
        let (scaledText, scaledParameters) = try scaled(scale)
        let drawn = Judge.measure(scaledText, scaledParameters, keepingLines: keepingLines)
        return fit.verdict == .shrinks
            ? ShrinkToFit.shrunk(Judge.withAmount(full, parameters, neededWidth: needed), scale: scale, drawn) : drawn
    }

    /// A text never laid out: its lines as a report would show them, nothing judged.
    private static func notJudged(_ laidOut: Measurement) -> Measurement {
        var result = Measurement(lines: [], widestLineWidth: laidOut.widestLineWidth, height: laidOut.height, verdict: .fits,
                                 failures: [], maxLines: laidOut.maxLines, excessPoints: 0, overflowLines: 0)
        result.lines = laidOut.lines
        result.lineCount = laidOut.lineCount
        return result
    }
}

/// A cell as judged (``CellJudge``): its verdict, its measurement, and by how much it fails.
public struct CellJudgement: Sendable, Equatable {
    /// The cell's verdict (`untranslated` for a fallback that nothing more severe befalls).
    public var verdict: Verdict
    public var measurement: Measurement

    public init(verdict: Verdict, measurement: Measurement) {
        self.verdict = verdict
        self.measurement = measurement
    }

    /// By how much the cell fails, in points, as every report says it (``Measurement/excessPoints``);
    /// 0 when it fits.
    public var amount: Double { verdict.isFailure ? measurement.excessPoints : 0 }
}
