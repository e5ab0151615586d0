/// One key's budget in one language (one rendition: a plural case or device variant has its own):
/// the tightest cell, the room there, what the source and the translation need, and the verdict.
///
/// The arithmetic, with `S` the slot width, `k` the line limit and `R` the width the translation
/// needs (the smallest slot width it fits, ``RequiredWidth``):
/// - budget = `S × k` points of line length; used = `R / S` (the same as `R × k` of `S × k`);
/// - headroom = `(S − R) × k` points, negative when the text does not fit;
/// - headroom in characters ≈ headroom ÷ the language's average advance per grapheme at the cell's
///   size, rounded down (an estimate: line ends waste some room when a text wraps): room for 2.7
///   characters is 2, and a text 9.46 pt too long is at least 1 character too long, never "≈ 0".
/// A free-wrapping slot has no line budget: its only constraint is the widest unbreakable piece
/// (usually the longest word) against the slot width, so `k` counts as 1 there. A slot that lets its
/// text shrink is budgeted at the smallest size it may be drawn at without a warning (``scale``); a
/// text never laid out has no figures (``laidOut``).
public struct KeyBudget: Sendable, Hashable, Codable {
    public var key: String
    public var language: String
    /// The variant path (`""`, `plural.one`, `device.ipad`), as in reports.
    public var variant: String
    public var comment: String?
    /// The catalog file and 1-based line of the key.
    public var file: String
    public var line: Int
    /// The rule that gave the slot (`rules[0] "chips" (tight.)`, or `defaultSlot`).
    public var rule: String
    /// The group the key is measured in (``MatrixGroup/label``), when it is a member: its room is its
    /// share there (``RowShares/shareExpression(of:member:groupWidth:)``).
    public var group: String? = nil
    /// How the room was worked out when it depends on the siblings' texts in the language (``GroupRoom``):
    /// `room for alternative 1 of 2 on one line (…)`, `room: its HStack share beside its siblings' de texts (stack)`.
    public var groupRoom: String? = nil
    /// The source-language text at the same variant, and the translation, as shown (samples in).
    public var source: String
    public var translation: String
    public var status: RenditionStatus
    /// The catalog state of the text shown (`translated`, `needs_review`, `new`…), if any.
    public var state: String? = nil
    public var cell: TextCell
    /// Widths the texts need, in points; `nil` when no width fits (mandatory line breaks alone
    /// exceed the line limit).
    public var sourceWidth: Double?
    public var requiredWidth: Double?
    /// The language's average advance per grapheme cluster at the cell, in points.
    public var averageAdvance: Double
    /// The cell's verdict (`untranslated` for a fallback text that would otherwise fit).
    public var verdict: Verdict
    /// For `tight.` keys: the seed's character budget, beside the measured one.
    public var seed: SeedCharacterBudget?
    /// False for a text never laid out (its slot's `"layout": false`): judged on its translation
    /// alone, it has no room and needs none (no figures).
    public var laidOut = true
    /// Where the slot lets its text shrink (`minimumScaleFactor`): the scale ``cell`` is set at, the
    /// smallest it may be drawn at without a warning (the matrix's `readableScale`, not below the app's
    /// factor); the figures are at that size. `nil` for a slot that does not shrink.
    public var scale: Double? = nil

    /// Lines the budget counts: the line limit, or 1 for a free-wrapping slot.
    public var lines: Int { cell.lineLimit ?? 1 }

    /// Share of the budget used, in percent (`R / S × 100`); `nil` when no width fits, or the text is
    /// never laid out.
    public var usedPercent: Double? {
        requiredWidth.map { cell.slotWidth > 0 ? $0 / cell.slotWidth * 100 : .infinity }
    }

    /// Room left, in points of line length (`(S − R) × k`); `nil` when no width fits, or the text is
    /// never laid out.
    public var headroomPoints: Double? {
        requiredWidth.map { (cell.slotWidth - $0) * Double(lines) }
    }

    /// Room left, in grapheme clusters of this language at this size (``characters(_:)``).
    public var headroomCharacters: Int? { headroomPoints.flatMap(characters) }

    /// The whole room, slot width × line limit (``TextCell/budgetPoints``), in grapheme clusters of this
    /// language at this size; `nil` for a slot that wraps freely.
    public var roomCharacters: Int? { cell.budgetPoints.flatMap(characters) }

    /// `points` of line length in grapheme clusters of this language at this size (its average advance),
    /// rounded down: what is left whole, and a text short of room by any amount is at least 1 character
    /// short. The one place room becomes characters (`budget`, the sheets, `try`, the MCP tools).
    public func characters(_ points: Double) -> Int? {
        averageAdvance > 0 ? Int((points / averageAdvance).rounded(.down)) : nil
    }

    /// True when the translation fits the tightest cell (an untranslated text is not a translation
    /// that fits: its verdict is `untranslated`).
    public var fits: Bool { verdict == .fits }

    /// True when the text does not fit its tightest cell: a layout failure. An untranslated text that
    /// would fit, and one that fits by shrinking, do fit: headers count what does not.
    public var doesNotFit: Bool { verdict != .fits && verdict != .untranslated && verdict != .shrinks }

    /// Tightest first: no width fits, then the largest share used; then key, language, variant.
    public static func tighterFirst(_ a: KeyBudget, _ b: KeyBudget) -> Bool {
        // A text never laid out has no room to run out of: last.
        let ua = a.usedPercent ?? (a.laidOut ? .infinity : -.infinity), ub = b.usedPercent ?? (b.laidOut ? .infinity : -.infinity)
        if ua != ub { return ua > ub }
        return ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant) < 0
    }
}
