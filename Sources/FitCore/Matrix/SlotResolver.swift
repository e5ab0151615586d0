/// Finds each key's slot: the first rule whose pattern matches wins; keys no rule matches get the
/// default slot.
public struct SlotResolver: Sendable {
    public var rules: [SlotRule]
    public var defaultSlot: Slot

    public init(rules: [SlotRule], defaultSlot: Slot) {
        self.rules = rules
        self.defaultSlot = defaultSlot
    }

    /// The slot for `key` and the rule that gave it.
    public func resolve(key: String) -> SlotMatch {
        if let rule = rules.first(where: { $0.pattern.matches(key) }) {
            return SlotMatch(slot: rule.slot, rule: rule)
        }
        return SlotMatch(slot: defaultSlot, rule: nil)
    }
}

/// A key's slot and where it came from.
public struct SlotMatch: Sendable, Hashable {
    public var slot: Slot
    /// The rule that matched, or `nil` when the key got the default slot.
    public var rule: SlotRule?

    /// For reports: the rule's label, or `defaultSlot`.
    public var source: String { rule?.label ?? "defaultSlot" }
}
