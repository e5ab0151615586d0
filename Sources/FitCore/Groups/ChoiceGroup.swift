/// `ViewThatFits`: alternatives in order, of which SwiftUI shows the first whose ideal width fits the
/// proposal, else the last, laid out in the proposal (``ChoiceRule``).
public struct ChoiceGroup: Sendable, Hashable {
    /// In the order `ViewThatFits` lists its children; never empty.
    public var alternatives: [ChoiceAlternative]

    public init(alternatives: [ChoiceAlternative]) {
        self.alternatives = alternatives
    }
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
