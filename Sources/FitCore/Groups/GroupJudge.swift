/// Lays out a group in one cell and judges it: each member's text in its share (``RowShares``), with
/// its own point size, line limit and tracking (``FitParameters``); a choice's alternative picked by
/// ``ChoiceRule`` and judged as laid out. The row's verdict is its most severe member's.
///
/// Variants: each member is judged in each of its variants with its siblings at their widest (by
/// one-line width) in that cell — the worst case, never the cross product. A choice picks its
/// alternative with every member at its widest.
public enum GroupJudge {
    /// One member as a cell sets it: its fitting parameters (the slot width is the share's, set here)
    /// and each of its variants' texts.
    public struct MemberSetting {
        /// Fixed at init: ``idealWidths`` and ``neededWidth`` are worked out from them.
        public let parameters: FitParameters
        public let variants: [BreakableText]
        /// Each variant's one-line width (``GroupJudge/idealWidth(_:_:)``), in order: what `stack`
        /// shares and a choice's alternatives are worked out from. It depends on the text and its size
        /// alone, never on the width, so a caller that judges one size at many widths passes it in
        /// (``GroupMeasurer`` works it out once per size); `nil` in ``init(parameters:variants:idealWidths:judge:scaled:)``: worked out here.
        public var idealWidths: [Double]
        /// How the member's cell is judged (``CellJudge``: its slot's `"layout": false` and
        /// `minimumScaleFactor`), as a key alone's is.
        public var judge: CellJudge
        /// A variant's text and what fitting reads when it is drawn at `scale` in a share `slotWidth`
        /// wide (the text shaped at the smaller size: optical designs differ); asked only where the
        /// member may shrink (``CellJudge/minimumScale``). By default the same text, its size scaled.
        public var scaled: Scaled
        /// The width a variant's text needs in its line limit (``RequiredWidth``), asked only of a
        /// variant that fails: its amount is that width less its share (``Judge/withAmount``), as a key
        /// alone's is. It depends on the text and its size, never on the share, so a measurer that judges
        /// one size at many widths searches once per size (``GroupMeasurer``); by default, when asked.
        public var neededWidth: (_ variant: Int) -> Double?

        public typealias Scaled = (_ variant: Int, _ scale: Double, _ slotWidth: Double) throws -> (BreakableText, FitParameters)

        public init(parameters: FitParameters, variants: [BreakableText], idealWidths: [Double]? = nil,
                    judge: CellJudge = CellJudge(), scaled: Scaled? = nil) {
            precondition(idealWidths.map { $0.count == variants.count } ?? true, "a one-line width per variant")
            self.parameters = parameters
            self.variants = variants
            self.idealWidths = idealWidths ?? variants.map { GroupJudge.idealWidth($0, parameters) }
            self.judge = judge
            self.scaled = scaled ?? { variant, scale, width in
                var smaller = parameters
                smaller.pointSize *= scale
                smaller.lineHeight = parameters.lineHeight.map { $0 * scale }
                smaller.slotWidth = width
                return (variants[variant], smaller)
            }
            neededWidth = { RequiredWidth.requiredWidth(variants[$0], parameters) }
        }
    }

    /// A member as judged: the worst of its variants, in its share.
    public struct MemberOutcome: Sendable {
        /// Which of the member's variants is the worst (index into ``MemberSetting/variants``).
        public var variant: Int
        /// The width its text was given: its share less its insets, in points.
        public var given: Double
        /// Its text's one-line width, in points.
        public var idealWidth: Double
        public var parameters: FitParameters
        public var measurement: Measurement
        public var verdict: Verdict { measurement.verdict }
    }

    /// A row as judged in one cell.
    public struct RowOutcome: Sendable {
        /// Per shown member, in order.
        public var members: [MemberOutcome]
        /// The most severe member verdict, `fits` when every member fits.
        public var verdict: Verdict
        /// The member that fails worst (most severe verdict, then largest miss), or `nil` when all fit.
        public var worstMember: Int?
    }

    /// A group as judged in one cell: the row shown (a choice's chosen alternative).
    public struct Outcome: Sendable {
        public var row: RowOutcome
        /// A choice's alternative shown (index), and whether its one-line width fit; `nil` for a row.
        public var chosen: Int?
        public var idealFits: Bool?
        /// A choice's alternatives' ideal widths (``idealWidths(_:alternatives:)``), when ``ChoiceRule``
        /// compared them with the proposal; `nil` for a row and for a choice by height (`in: .vertical`).
        public var idealWidths: [Double]?
        public var verdict: Verdict { row.verdict }

        public init(row: RowOutcome, chosen: Int? = nil, idealFits: Bool? = nil, idealWidths: [Double]? = nil) {
            self.row = row
            self.chosen = chosen
            self.idealFits = idealFits
            self.idealWidths = idealWidths
        }
    }

    /// The text's one-line width: what SwiftUI's ideal size of a `Text` is (mandatory breaks kept).
    public static func idealWidth(_ text: BreakableText, _ parameters: FitParameters) -> Double {
        var unbounded = parameters
        unbounded.slotWidth = .greatestFiniteMagnitude
        unbounded.maxLines = nil
        unbounded.maxHeight = nil
        return LineFitter.layout(text, unbounded, keepingLines: false).widestLineWidth
    }

    /// `row` laid out `width` points wide, its shown members set as `members` say (in order).
    public static func judge(_ row: RowGroup, width: Double, members: [MemberSetting]) throws -> RowOutcome {
        let shown = Array(row.shownMembers)
        precondition(members.count == shown.count, "a setting per shown member")
        let ideals = members.map(\.idealWidths)
        let widest = ideals.map { $0.max() ?? 0 }
        let fixedShares = row.sharesDependOnTexts ? nil : RowShares.textWidths(of: row, width: width)
        // Every member at its widest: the shares most variants are judged in, worked out once (a solved scene is costly).
        let atWidest = fixedShares == nil ? RowShares.textWidths(of: row, width: width, idealWidths: widest) : nil
        var outcomes: [MemberOutcome] = []
        for (index, member) in members.enumerated() {
            var worst: MemberOutcome?
            for variant in member.variants.indices {
                let given: Double
                if let fixedShares {
                    given = fixedShares[index]
                } else if let atWidest, ideals[index][variant] == widest[index] {
                    given = atWidest[index]
                } else {
                    var siblings = widest
                    siblings[index] = ideals[index][variant]
                    given = RowShares.textWidths(of: row, width: width, idealWidths: siblings)[index]
                }
                var parameters = member.parameters
                parameters.slotWidth = given
                let outcome = MemberOutcome(variant: variant, given: given, idealWidth: ideals[index][variant],
                                            parameters: parameters,
                                            measurement: try measure(member, variant: variant, parameters))
                if worst.map({ isWorse(outcome, than: $0) }) ?? true { worst = outcome }
            }
            outcomes.append(worst!)
        }
        let failing = outcomes.indices.filter { outcomes[$0].verdict.isFailure }
        let worstMember = failing.max { isWorse(outcomes[$1], than: outcomes[$0]) }
        return RowOutcome(members: outcomes, verdict: worstMember.map { outcomes[$0].verdict } ?? .fits, worstMember: worstMember)
    }

    /// `choice` in a proposal `width` points wide: the alternative SwiftUI shows (``ChoiceRule``), judged.
    /// - Parameter alternatives: per alternative, its members' settings (in order).
    public static func judge(_ choice: ChoiceGroup, width: Double, alternatives: [[MemberSetting]]) throws -> Outcome {
        let rows = choice.alternatives.map(\.asRow)
        var compared: [Double]?
        let chosen = ChoiceRule.chosen(choice, idealWidths: {
            compared = idealWidths(choice, alternatives: alternatives)
            return compared!
        }, proposal: width)
        let row = try judge(rows[chosen.index], width: width, members: alternatives[chosen.index])
        return Outcome(row: row, chosen: chosen.index, idealFits: chosen.idealFits, idealWidths: compared)
    }

    /// Each alternative's ideal width: its row with every member at its widest variant on one line
    /// (``RowShares/idealWidth(of:idealWidths:)``), what ``ChoiceRule`` compares with the proposal.
    public static func idealWidths(_ choice: ChoiceGroup, alternatives: [[MemberSetting]]) -> [Double] {
        zip(choice.alternatives.map(\.asRow), alternatives).map { row, members in
            RowShares.idealWidth(of: row, idealWidths: members.map { $0.idealWidths.max() ?? 0 })
        }
    }

    /// Variant `variant` of `member` in its share (`parameters`, the share's width set), judged as a key
    /// alone is (``CellJudge``): fitted at its size and, where it may shrink, again smaller. A failure's
    /// amount is the one every report gives, at the full size (for `overflow` of the line limit, the
    /// member's ``MemberSetting/neededWidth`` less the share).
    static func measure(_ member: MemberSetting, variant: Int, _ parameters: FitParameters) throws -> Measurement {
        try member.judge.judge(member.variants[variant], parameters, scaled: { scale in
            try member.scaled(variant, scale, parameters.slotWidth)
        }, neededWidth: { member.neededWidth(variant) }, keepingLines: false).measurement
    }

    /// Worse: ``CellSeverity``'s order (verdict, miss, lines over the limit); on a tie, the first met
    /// (the earlier variant, the earlier member) stays.
    static func isWorse(_ a: MemberOutcome, than b: MemberOutcome) -> Bool {
        a.measurement.severity.isWorse(than: b.measurement.severity)
    }
}
