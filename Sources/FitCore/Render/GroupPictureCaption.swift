/// The caption of a group finding's picture (``Picture/captionLines``): the group, where (language,
/// container, the group's width, text size), the verdict with the amount the reports give and the
/// member it is of; for a choice, then a line per alternative tried, in order — its one-line (ideal)
/// width against the width the choice has, and why it was skipped or shown:
///
/// ```
/// group paywall button (choice-3f1c9a2e)
/// ru · container 300 pt · choice in 268 pt · AX1
/// overflow by 52.1 pt · 1 line over the limit of 1 · paywall.cta.short
/// 1. “Начать бесплатный 7-дневный пробный период” needs 512.33 pt on one line, has 268 pt: skipped
/// 2. “Попробовать бесплатно” needs 301.2 pt on one line, has 268 pt: none fits, the last is shown, laid out (idealFits: false)
/// ```
///
/// A choice `in: .vertical` says instead `1. “…” laid out in 268 pt: in: .vertical shows the first whose
/// height fits; no height is known, so the first`.
public struct GroupPictureCaption: Sendable, Equatable {
    /// One alternative of a choice as the caption names it.
    public struct Alternative: Sendable, Equatable {
        /// Its members' texts, from the leading edge.
        public var texts: [String]
        /// Its width with every text on one line, insets and spacing included, in points.
        public var idealWidth: Double

        public init(texts: [String], idealWidth: Double) {
            self.texts = texts
            self.idealWidth = idealWidth
        }
    }

    /// How reports name the group (``Finding/subjectLabel``): `group manage bar (row-a6b75016)`.
    public var subject: String
    public var kind: MatrixGroup.Kind
    /// The row's policy (a choice's: the shown alternative's).
    public var policy: RowPolicy
    public var language: String
    public var containerWidth: Double
    /// The width the group spans (a choice's proposal), in points.
    public var groupWidth: Double
    public var size: SizeCategory
    /// The failing member's verdict and amount as every report gives it (``FailureCell/verdictLine``).
    public var verdictLine: String
    public var failingKey: String
    /// A choice's alternative shown, and whether its one-line width fit; `nil` for a row.
    public var chosen: Int?
    public var idealFits: Bool?
    /// A choice's alternatives, in order; empty for a row.
    public var alternatives: [Alternative]
    /// A choice's `ViewThatFits(in:)` axes: with `vertical` no one-line width is tried (``ChoiceAxes``).
    public var axes: ChoiceAxes

    public init(subject: String, kind: MatrixGroup.Kind, policy: RowPolicy, language: String, containerWidth: Double,
                groupWidth: Double, size: SizeCategory, verdictLine: String, failingKey: String, chosen: Int? = nil,
                idealFits: Bool? = nil, alternatives: [Alternative] = [], axes: ChoiceAxes = .both) {
        self.subject = subject
        self.kind = kind
        self.policy = policy
        self.language = language
        self.containerWidth = containerWidth
        self.groupWidth = groupWidth
        self.size = size
        self.verdictLine = verdictLine
        self.failingKey = failingKey
        self.chosen = chosen
        self.idealFits = idealFits
        self.alternatives = alternatives
        self.axes = axes
    }

    /// The lines, top to bottom.
    public var lines: [String] {
        let width = FailureCell.points(groupWidth)
        let extent = kind == .row ? "row \(width), \(policy.rawValue) shares" : "choice in \(width)"
        let place = [language, "container \(FailureCell.points(containerWidth))", extent, size.rawValue].joined(separator: " · ")
        return [subject, place, "\(verdictLine) · \(failingKey)"] + triedLines
    }

    /// A line per alternative tried: those before the one shown, and the one shown. Those after it
    /// were not tried (SwiftUI stops at the first that fits). `in: .vertical` tries no one-line width:
    /// one line says the first is shown, laid out in the width.
    var triedLines: [String] {
        guard let chosen, chosen < alternatives.count else { return [] }
        if axes == .vertical {
            let texts = alternatives[chosen].texts.map { $0.quoted(limit: 40) }.joined(separator: " + ")
            return ["\(chosen + 1). \(texts) laid out in \(PointFormat.text(groupWidth)) pt: in: .vertical shows the first "
                    + "whose height fits; no height is known, so the first"]
        }
        return alternatives.prefix(chosen + 1).enumerated().map { index, alternative in
            let texts = alternative.texts.map { $0.quoted(limit: 40) }.joined(separator: " + ")
            let why: String
            if index < chosen {
                why = "skipped"
            } else if idealFits == true {
                why = "shown, the first that fits on one line"
            } else {
                why = "none fits, the last is shown, laid out (idealFits: false)"
            }
            return "\(index + 1). \(texts) needs \(PointFormat.text(alternative.idealWidth)) pt on one line, "
                + "has \(PointFormat.text(groupWidth)) pt: \(why)"
        }
    }
}
