/// What a group's finding says about the group at its worst cell: JSON `findings[].group`.
///
/// `{"kind": "row" | "choice", "id", "policy", "members": [{"key", "variant", "text", "needs", "given"}],
/// "chosen", "idealFits", "alternatives": [{"texts", "needs", "given"}]}`: the members of the row shown
/// (a choice's chosen alternative), each with the points its text needs in its line limit and the points
/// its share gives it; `chosen` is the index of the alternative shown, and `idealFits: false` says it was
/// the last resort (a choice's only); a choice's `alternatives` are every one of them in order, each with
/// its texts, the width it needs on one line (what `ViewThatFits` compares) and the width offered. The
/// finding's amount is its failing member's `needs − given` (``Judge/withAmount``, as a key alone's).
public struct GroupFinding: Codable, Sendable, Equatable {
    public var kind: String
    public var id: String
    /// The group's `name` in the matrix, if it has one.
    public var name: String?
    /// The shown row's policy (`equal`, `fixed`, `stack`).
    public var policy: String
    public var members: [Member]
    public var chosen: Int?
    public var idealFits: Bool?
    /// A choice's `ViewThatFits(in:)` axes when not both (JSON `in`): with `vertical` the first
    /// alternative is shown, its height offered not being known (``ChoiceAxes``).
    public var axes: ChoiceAxes?
    /// A choice's every alternative, in order, with what it needs to be shown; `nil` for a row.
    public var alternatives: [Alternative]?

    private enum CodingKeys: String, CodingKey {
        case kind, id, name, policy, members, chosen, idealFits, alternatives
        case axes = "in"
    }

    /// One alternative of a choice: its texts (its members', at their widest variant) and the width it
    /// takes with them on one line, against the width the group offers.
    public struct Alternative: Codable, Sendable, Hashable {
        public var texts: [String]
        /// Its one-line (ideal) width, in points: shown (unless it is the last) only when this fits.
        public var needs: Double
        /// The width the group offers, in points.
        public var given: Double

        public init(texts: [String], needs: Double, given: Double) {
            self.texts = texts
            self.needs = FailureRecord.rounded(needs)
            self.given = FailureRecord.rounded(given)
        }
    }

    public struct Member: Codable, Sendable, Hashable {
        public var key: String
        public var variant: String
        /// The text as shown, sample arguments substituted.
        public var text: String
        /// The least width, in points, at which the text fits its line limit (its one-line width when
        /// it has one line); `nil` when no width fits (mandatory breaks need more lines).
        public var needs: Double?
        /// The width its share gives the text, insets taken off, in points. Under `stack`, what SwiftUI's
        /// `HStack` offers it beside its siblings' one-line widths (``RowShares``): a short member takes
        /// its one-line width, so its `given` is its one-line width and it fits.
        public var given: Double
        /// The catalog file and line of the key.
        public var file: String
        public var line: Int

        public init(key: String, variant: String, text: String, needs: Double?, given: Double, file: String, line: Int) {
            self.key = key
            self.file = file
            self.line = line
            self.variant = variant
            self.text = text
            self.needs = needs.map(FailureRecord.rounded)
            self.given = FailureRecord.rounded(given)
        }
    }

    public init(kind: String, id: String, name: String? = nil, policy: String, members: [Member], chosen: Int? = nil,
                idealFits: Bool? = nil, axes: ChoiceAxes? = nil, alternatives: [Alternative]? = nil) {
        self.kind = kind
        self.id = id
        self.name = name
        self.policy = policy
        self.members = members
        self.chosen = chosen
        self.idealFits = idealFits
        self.axes = axes == .both ? nil : axes
        self.alternatives = alternatives
    }

    /// One line for reports: `row (equal): "Zurück" needs 71 pt, given 106 pt · "Ausgewählte Abonnements
    /// kündigen" needs 243.52 pt, given 106 pt`; a choice says which alternative it showed, and every
    /// alternative's needs: `alternatives on one line in 343 pt: 1 "Jetzt kostenlos testen" needs 402.5 pt · 2 …`.
    public var summary: String {
        let members = self.members.map { member in
            let text = member.text.oneLine.count > 40 ? String(member.text.oneLine.prefix(39)) + "…" : member.text.oneLine
            let needs = member.needs.map { PointFormat.text($0) + " pt" } ?? "more lines than it may have"
            return "\"\(text)\" needs \(needs), given \(PointFormat.text(member.given)) pt"
        }.joined(separator: " · ")
        guard let chosen else { return "row (\(policy)): " + members }
        if axes == .vertical {
            return "choice (in: .vertical), alternative \(chosen + 1) shown, laid out in the width (the first whose height fits; "
                + "no height known): " + members + alternativesSummary
        }
        let shown = idealFits == true ? "alternative \(chosen + 1) shown, the first that fits on one line"
            : "no alternative fits on one line, the last (\(chosen + 1)) shown"
        return "choice, \(shown): " + members + alternativesSummary
    }

    /// ` — alternatives on one line in 343 pt: 1 "Jetzt kostenlos testen" needs 402.5 pt · 2 "Testen" needs 61 pt`.
    private var alternativesSummary: String {
        guard let alternatives, let given = alternatives.first?.given else { return "" }
        return " — alternatives on one line in \(PointFormat.text(given)) pt: " + alternatives.enumerated().map { index, alternative in
            let texts = alternative.texts.map { text in
                "\"" + (text.oneLine.count > 40 ? String(text.oneLine.prefix(39)) + "…" : text.oneLine) + "\""
            }.joined(separator: " + ")
            return "\(index + 1) \(texts) needs \(PointFormat.text(alternative.needs)) pt"
        }.joined(separator: " · ")
    }
}
