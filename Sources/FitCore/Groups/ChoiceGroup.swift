/// `ViewThatFits`: alternatives in order, of which SwiftUI shows the first whose ideal width fits the
/// proposal, else the last, laid out in the proposal (``ChoiceRule``); with `in: .vertical`, the first.
public struct ChoiceGroup: Sendable, Hashable {
    /// In the order `ViewThatFits` lists its children; never empty.
    public var alternatives: [ChoiceAlternative]
    /// The axes `ViewThatFits(in:)` checks: both by default.
    public var axes: ChoiceAxes

    public init(alternatives: [ChoiceAlternative], axes: ChoiceAxes = .both) {
        self.alternatives = alternatives
        self.axes = axes
    }
}

/// The axes on which a `ViewThatFits` checks its children's ideal size against the proposal
/// (`ViewThatFits(in:)`; the matrix's `in`). fitcheck knows container widths, not heights:
///
/// - `both` (SwiftUI's default) and `horizontal`: the first child whose ideal width — a text's one-line
///   width — fits the proposal's width is shown, else the last, laid out. A text's one-line height is
///   taken to fit, so the two are measured alike.
/// - `vertical`: only the height is checked. A child is laid out in the proposed width (a text wraps,
///   up to its line limit) and the first whose height fits the proposed height is shown. The height is
///   not known, so the **first** alternative is taken as shown — what SwiftUI does in a scroll view or
///   any container taller than it, and whenever its line limit keeps it short (a text cut at its limit
///   is as tall as its limit allows, so it "fits" and is shown cut). It is judged in the width like a
///   row: wrapped, within its line limit. The others are shown only when the first is too tall for its
///   container, which fitcheck cannot say: they are not measured.
public enum ChoiceAxes: String, Sendable, Hashable, Codable, CaseIterable {
    case both, horizontal, vertical

    /// Whether the children's one-line widths decide which is shown (`both`, `horizontal`).
    public var checksWidth: Bool { self != .vertical }

    /// As Swift writes it: `[.horizontal, .vertical]`, `.horizontal`, `.vertical`.
    public var swift: String { self == .both ? "[.horizontal, .vertical]" : ".\(rawValue)" }
}

/// One child of a `ViewThatFits`: a single text (`Text(short)`), or a row (`HStack { … }`).
public enum ChoiceAlternative: Sendable, Hashable {
    case single(GroupMember)
    case row(RowGroup)

    /// Its members, from the leading edge.
    public var members: [GroupMember] {
        switch self {
        case .single(let member): return [member]
        case .row(let row): return row.members
        }
    }

    /// The alternative as a row: a single text is a row of one that spans the whole width.
    public var asRow: RowGroup {
        switch self {
        case .single(let member): return RowGroup(members: [member], policy: .equal, spacing: 0)
        case .row(let row): return row
        }
    }
}
