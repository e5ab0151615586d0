/// A row or choice read from code with a member that has no room at a width the matrix measures
/// (``GroupShortfall``: its share less its insets is 0 pt or less). No place gives a text no room, so
/// the construct was misread (fixed widths read beside a text that the layout would squeeze, a control
/// read narrower than its segments): the group is not measured as a group, its members keep the slots
/// their places give them alone — and where one of those has no room either, the default slot
/// (``DefaultSlotFallback``) —, with a warning naming the construct. A group written by hand with no
/// room stays bad input (exit 2).
public struct GroupFallback: Sendable, Hashable {
    public var group: MatrixGroup
    public var shortfall: GroupShortfall

    /// Where the construct is written: the group's first line (`path:line`).
    public var place: String { group.evidence.first ?? shortfall.member.line }

    /// `path:line: HStack row-1a2b3c4d ("a" | "b" | "c"): "c" gets -56 pt at container width 300 (…); a place gives a
    /// text more than 0 pt, so the construct was misread: its members keep their own slots`.
    public var warning: String {
        let keys = group.keys.map { StableJSON.text($0, pretty: false) }.joined(separator: " | ")
        return "\(place): \(group.construct?.title ?? group.kind.rawValue) \(group.id) (\(keys)): "
            + shortfall.inContainer
            + "; a place gives a text more than 0 pt, so the construct was misread: it is not measured as a group, "
            + "its members keep their own slots"
    }

    /// The first (narrowest) of `containerWidths` at which a member of `group` has no room, or nil.
    static func at(_ group: MatrixGroup, containerWidths: [Double]) -> GroupFallback? {
        for width in containerWidths.sorted() {
            if let shortfall = group.shortfall(containerWidth: width) { return GroupFallback(group: group, shortfall: shortfall) }
        }
        return nil
    }
}
