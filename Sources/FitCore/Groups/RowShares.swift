/// The share of a row's width each member gets, by the row's ``RowPolicy``: what a member's text
/// then has is its share less its insets (``textWidths(of:width:idealWidths:)``).
///
/// - `equal`: `(width − spacing × (n − 1)) ÷ n` each; a tab bar of more than five items counts the
///   More item as one of the `n`.
/// - `fixed`: a member with a stated width gets it; the others `(width − spacing × (n − 1) − Σ stated) ÷
///   (the others' count)` each.
/// - `stack`, SwiftUI's `HStack` as documented and observed: members are offered space in order of
///   layout priority, highest first, and within a priority least flexible first (a stated width or a
///   `fixedSize()` member, which cannot give way, then texts by one-line width, shortest first: a text
///   can shrink from its one-line width to almost nothing). Each is offered an equal share of what
///   remains among those not yet placed, less what lower priorities need at least (their stated and
///   fixed-size widths); a text takes the offer or its one-line width, whichever is less; a stated
///   width or a fixed-size member takes its own. So two long texts end near 50/50 and a short value
///   keeps its natural width. A text's least width is taken as 0 pt (SwiftUI's is about an ellipsis).
/// - `proportional`, `UIStackView`'s `.fillProportionally`: `(width − spacing × (n − 1)) × intrinsic ÷
///   Σ intrinsic`, a member's intrinsic width being its one-line width plus its insets.
/// - A row with a ``RowLayout`` (a nib scene solved per cell) takes the layout's shares, whatever its policy.
public enum RowShares {
    /// Each shown member's share of `width`, insets included, in member order
    /// (``RowGroup/shownMembers``).
    /// - Parameter idealWidths: per shown member, its text's one-line width in points; only `stack` and
    ///   `proportional` read it (`equal` and `fixed` do not depend on the text).
    public static func shares(of row: RowGroup, width: Double, idealWidths: [Double] = []) -> [Double] {
        let members = Array(row.shownMembers)
        if let layout = row.layout {
            precondition(idealWidths.count == members.count, "a layout's shares need each member's one-line width")
            return layout.model.shares(width: width, idealWidths: idealWidths)
        }
        let available = width - row.spacing * Double(max(row.shareCount - 1, 0))
        switch row.policy {
        case .column:
            return Array(repeating: width, count: members.count)
        case .equal:
            return Array(repeating: available / Double(max(row.shareCount, 1)), count: members.count)
        case .fixed:
            let stated = members.reduce(0) { $0 + ($1.fixedWidth ?? 0) }
            let others = members.filter { $0.fixedWidth == nil }.count
            let each = others > 0 ? (available - stated) / Double(others) : 0
            return members.map { $0.fixedWidth ?? each }
        case .stack:
            precondition(idealWidths.count == members.count, "stack shares need each member's one-line width")
            return stackShares(members, available: available, idealWidths: idealWidths)
        case .proportional:
            precondition(idealWidths.count == members.count, "proportional shares need each member's one-line width")
            let intrinsic = zip(members, idealWidths).map { $1 + $0.insets }
            let total = intrinsic.reduce(0, +)
            guard total > 0 else { return Array(repeating: available / Double(max(members.count, 1)), count: members.count) }
            return intrinsic.map { available * $0 / total }
        }
    }

    /// What each shown member's text gets: its share less both its insets.
    public static func textWidths(of row: RowGroup, width: Double, idealWidths: [Double] = []) -> [Double] {
        zip(shares(of: row, width: width, idealWidths: idealWidths), row.shownMembers).map { $0 - $1.insets }
    }

    /// The room a shown member's text has, as a width expression of the container: its share of
    /// `groupWidth` less its insets — what `budget` and `try` give a member. Exact for `equal` and
    /// `fixed`; under `stack` the share depends on the siblings' texts, and this is the equal share of
    /// what stated widths leave (an estimate).
    public static func shareExpression(of row: RowGroup, member index: Int, groupWidth: WidthExpression) -> WidthExpression {
        let members = Array(row.shownMembers)
        let member = members[index]
        if row.policy == .column {
            return WidthExpression(percent: groupWidth.percent, divisor: groupWidth.divisor, offset: groupWidth.offset - member.insets)
        }
        if let stated = member.fixedWidth, row.policy != .equal {
            return WidthExpression(percent: 0, offset: stated - member.insets)
        }
        let stated = row.policy == .equal ? 0 : members.reduce(0) { $0 + ($1.fixedWidth ?? 0) }
        let sharing = row.policy == .equal ? row.shareCount : max(members.filter { $0.fixedWidth == nil }.count, 1)
        let rest = groupWidth.offset - row.spacing * Double(max(row.shareCount - 1, 0)) - stated
        if groupWidth.isFixed {
            return WidthExpression(percent: 0, offset: rest / Double(sharing) - member.insets)
        }
        return WidthExpression(percent: groupWidth.percent, divisor: groupWidth.divisor * sharing,
                               offset: rest / Double(sharing) - member.insets)
    }

    /// The width the row would take with every text on one line (SwiftUI's ideal size of an `HStack`):
    /// stated widths, else one-line widths plus insets, plus the spacing. `ViewThatFits` compares it
    /// with the proposal. A control shown side by side only while each member fits its equal share
    /// (``RowControl/sideBySideWhileEachFits``, UIKit's alert actions): the widest member's times the count.
    public static func idealWidth(of row: RowGroup, idealWidths: [Double]) -> Double {
        let members = Array(row.shownMembers)
        if row.policy == .column {  // one under the other: the widest
            return zip(members, idealWidths).map { $0.fixedWidth ?? $1 + $0.insets }.max() ?? 0
        }
        if row.control?.sideBySideWhileEachFits == true {  // each in its equal share: the widest decides
            let widest = zip(members, idealWidths).map { $1 + $0.insets }.max() ?? 0
            return widest * Double(members.count) + row.spacing * Double(max(members.count - 1, 0))
        }
        let content = zip(members, idealWidths).reduce(0) { $0 + ($1.0.fixedWidth ?? $1.1 + $1.0.insets) }
        return content + row.spacing * Double(max(members.count - 1, 0))
    }

    /// `stack`: see the type's documentation.
    private static func stackShares(_ members: [GroupMember], available: Double, idealWidths: [Double]) -> [Double] {
        /// The width a member takes whatever it is offered, or `nil` for a text that gives way.
        func rigid(_ index: Int) -> Double? {
            if let stated = members[index].fixedWidth { return stated }
            return members[index].fixedSize ? idealWidths[index] + members[index].insets : nil
        }
        /// How far a member can give way: 0 for a rigid one, else its one-line width.
        func flexibility(_ index: Int) -> Double { rigid(index) == nil ? idealWidths[index] + members[index].insets : 0 }

        var shares = Array(repeating: 0.0, count: members.count)
        var remaining = available
        let priorities = Set(members.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            // Lower priorities are placed later but keep what they cannot give up.
            let reserved = members.indices.filter { members[$0].layoutPriority < priority }
                .reduce(0) { $0 + (rigid($1) ?? 0) }
            let order = members.indices.filter { members[$0].layoutPriority == priority }
                .sorted { flexibility($0) != flexibility($1) ? flexibility($0) < flexibility($1) : $0 < $1 }
            var offerable = remaining - reserved
            for (placed, index) in order.enumerated() {
                let offer = offerable / Double(order.count - placed)
                let taken = max(0, rigid(index) ?? min(offer, idealWidths[index] + members[index].insets))
                shares[index] = taken
                offerable -= taken
                remaining -= taken
            }
        }
        return shares
    }
}
