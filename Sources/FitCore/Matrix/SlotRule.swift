/// One rule of a matrix: the keys it applies to and the slot they get.
public struct SlotRule: Sendable, Hashable {
    /// Position in the matrix's `rules`, from 0; earlier rules win.
    public var index: Int
    /// The rule's `name`, if the matrix gives one.
    public var name: String?
    public var pattern: KeyPattern
    public var slot: Slot

    public init(index: Int, name: String? = nil, pattern: KeyPattern, slot: Slot) {
        self.index = index
        self.name = name
        self.pattern = pattern
        self.slot = slot
    }

    /// How a report names the rule: `rules[0] "chips" (tight.*)`, or `rules[0] (tight.*)` unnamed.
    public var label: String {
        let named = name.map { " \"\($0)\"" } ?? ""
        return "rules[\(index)]\(named) (\(pattern.text))"
    }
}
