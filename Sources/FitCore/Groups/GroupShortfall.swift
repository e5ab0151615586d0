/// A member of a group with no room: at one container width its share of the group's width, less its
/// insets, is 0 pt or less. The matrix's groups are checked for it when the file is read (a hand-written
/// group with one is bad input, exit 2); a group read from code with one was misread and is not measured
/// as a group (`SlotInference/GroupFallback.swift`).
public struct GroupShortfall: Sendable, Hashable {
    /// The member left without room, and the row it is in (a choice's alternative as a row).
    public var member: GroupMember
    public var row: RowGroup
    /// The container width (points, the matrix width less its insets), the group's width there, and what
    /// the member's text gets.
    public var containerWidth: Double
    public var groupWidth: Double
    public var room: Double

    /// `"c" gets -56 pt at width 320 (the group spans 268 pt, stack shares of 3 members, 8 pt spacing, 0 pt
    /// insets)`, `width` being the matrix width the container width comes from.
    public func description(atWidth width: Double) -> String { description(at: "width \(MatrixField.format(width))") }

    /// The same at ``containerWidth`` (`at container width 300`): for a group read from code, checked at
    /// the matrix's widths less its insets.
    public var inContainer: String { description(at: "container width \(MatrixField.format(containerWidth))") }

    private func description(at place: String) -> String {
        "\(quoted: member.key) gets \(MatrixField.format(room, decimals: 2)) pt at \(place) "
            + "(the group spans \(MatrixField.format(groupWidth, decimals: 2)) pt, \(row.policy.rawValue) shares of "
            + "\(row.shareCount) members, \(MatrixField.format(row.spacing)) pt spacing, "
            + "\(MatrixField.format(member.inset)) pt insets)"
    }
}

extension MatrixGroup {
    /// The first member, row by row, whose text has 0 pt or less at `containerWidth`; `nil` when every
    /// member has room. Under `stack` and `proportional` the shares depend on the texts: there the stated
    /// widths are checked, and that they leave the others something (``stackRoom(_:width:)``).
    public func shortfall(containerWidth: Double) -> GroupShortfall? {
        let groupWidth = width.resolve(containerWidth: containerWidth)
        for row in rows {
            let textWidths = row.policy.sharesDependOnTexts ? Self.stackRoom(row, width: groupWidth)
                : RowShares.textWidths(of: row, width: groupWidth)
            for (member, text) in zip(row.shownMembers, textWidths) where text <= 0 {
                return GroupShortfall(member: member, row: row, containerWidth: containerWidth, groupWidth: groupWidth, room: text)
            }
        }
        return nil
    }

    /// Under `stack` (and `proportional`, which states no widths), the least room each member is sure of: a stated width less its insets; for a
    /// text, what the stated widths, the spacing and every text's insets leave all texts together.
    private static func stackRoom(_ row: RowGroup, width: Double) -> [Double] {
        let members = Array(row.shownMembers)
        let available = width - row.spacing * Double(max(row.shareCount - 1, 0))
        let stated = members.reduce(0) { $0 + ($1.fixedWidth ?? 0) }
        let textInsets = members.filter { $0.fixedWidth == nil }.reduce(0) { $0 + $1.insets }
        return members.map { member in
            member.fixedWidth.map { $0 - member.insets } ?? available - stated - textInsets
        }
    }
}
