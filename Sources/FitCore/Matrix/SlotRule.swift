/// One rule of a matrix: the keys it applies to and the slot they get.
public struct SlotRule: Sendable, Hashable {
    /// Position in the matrix's `rules`, from 0; earlier rules win.
    public var index: Int
    /// The rule's `name`, if the matrix gives one.
    public var name: String?
    public var pattern: KeyPattern
    public var slot: Slot
    /// True for a rule the run made from the app's code (``CodeSlots``), not one of the matrix file's.
    public var fromCode = false

    public init(index: Int, name: String? = nil, pattern: KeyPattern, slot: Slot) {
        self.index = index
        self.name = name
        self.pattern = pattern
        self.slot = slot
    }

    /// How a report names the rule: `rules[0] "chips" (tight.*)`, or `rules[0] (tight.*)` unnamed;
    /// `code "button" (=Save)` for a slot the code gives.
    public var label: String {
        if fromCode { return "code \"\(name ?? "")\" (\(pattern.text))" }
        let named = name.map { " \"\($0)\"" } ?? ""
        return "rules[\(index)]\(named) (\(pattern.text))"
    }
}
