/// Finds each key's slot: the first rule whose pattern matches wins; keys no rule matches get the
/// default slot. A key that is a member of a group (``MatrixGroup``) is measured there, in its share:
/// alone it is judged on its translation only (`layout: false`), unless a member says `alsoAlone`.
public struct SlotResolver: Sendable {
    public var rules: [SlotRule]
    public var defaultSlot: Slot
    /// Keys measured only in their groups, with the first group's label (``MatrixGroup/label``).
    public var groupedKeys: [String: String]
    /// Each member key's room in its first group: its own text setting in its share
    /// (``RowShares/shareExpression(of:member:groupWidth:)``), for `budget` and `try`.
    public var memberSlots: [String: Slot]

    public init(rules: [SlotRule], defaultSlot: Slot, groups: [MatrixGroup] = []) {
        self.init(rules: rules, defaultSlot: defaultSlot, members: GroupMemberSlots(groups))
    }

    /// With what the groups say of their members worked out before (``Matrix/slots`` keeps it).
    public init(rules: [SlotRule], defaultSlot: Slot, members: GroupMemberSlots) {
        self.rules = rules
        self.defaultSlot = defaultSlot
        groupedKeys = members.groupedKeys
        memberSlots = members.memberSlots
    }

    /// The slot for `key` and the rule that gave it.
    public func resolve(key: String) -> SlotMatch {
        var match: SlotMatch
        if let rule = rules.first(where: { $0.pattern.matches(key) }) {
            match = SlotMatch(slot: rule.slot, rule: rule)
        } else {
            match = SlotMatch(slot: defaultSlot, rule: nil)
        }
        if let group = groupedKeys[key] {
            // Measured in its group; alone, its room is its share there (budget, try), never judged.
            match.slot = memberSlots[key] ?? match.slot
            match.slot.layout = false
            match.group = group
        }
        return match
    }
}

/// A key's slot and where it came from.
public struct SlotMatch: Sendable, Hashable {
    public var slot: Slot
    /// The rule that matched, or `nil` when the key got the default slot.
    public var rule: SlotRule?
    /// The group the key is measured in instead, when it is one's member (not `alsoAlone`).
    public var group: String?

    public init(slot: Slot, rule: SlotRule?, group: String? = nil) {
        self.slot = slot
        self.rule = rule
        self.group = group
    }

    /// For reports: the group's label, the rule's, or `defaultSlot`.
    public var source: String { group.map { "measured in \($0)" } ?? rule?.label ?? "defaultSlot" }
}

/// What a matrix's groups say of their member keys: which are measured only in a group, and each
/// one's room in its first group. It walks every group, so a matrix works it out once when its
/// groups are set (``Matrix/groups``), not each time a key asks for its slot: walking 142 groups
/// again for every key took a third of a 1,000-key run's instructions (Sources/fitcheck-bench/README.md).
public struct GroupMemberSlots: Sendable {
    /// Keys measured only in their groups, with the first group's label (``MatrixGroup/label``).
    public var groupedKeys: [String: String] = [:]
    /// Each member key's room in its first group: its own text setting in its share
    /// (``RowShares/shareExpression(of:member:groupWidth:)``).
    public var memberSlots: [String: Slot] = [:]

    public init(_ groups: [MatrixGroup]) {
        var alone: Set<String> = []
        for group in groups {
            for row in group.rows {
                for (index, member) in row.shownMembers.enumerated() where memberSlots[member.key] == nil {
                    var slot = member.slot
                    slot.width = RowShares.shareExpression(of: row, member: index, groupWidth: group.width)
                    memberSlots[member.key] = slot
                }
            }
            for member in group.members {
                if member.alsoAlone { alone.insert(member.key) }
                if groupedKeys[member.key] == nil { groupedKeys[member.key] = group.label }
            }
        }
        groupedKeys = groupedKeys.filter { !alone.contains($0.key) }
    }
}
