/// A localization, or one case of a variation: a string unit, variations, substitutions, or several of
/// these side by side. Cases of variations are nodes again, so variations nest in any order.
public struct LocalizationNode: Sendable, Equatable {
    public var stringUnit: StringUnit?
    /// Usually one axis (`plural`, `device`, `width`); several are kept if a file has them.
    public var variations: [Variation]
    /// Name → substitution, for `%#@name@` references in the values below this node.
    public var substitutions: [String: Substitution]
    /// Where this language's text stands when it is not where the key stands (legacy per-language files).
    public var file: String?
    public var line: Int?

    public init(stringUnit: StringUnit? = nil, variations: [Variation] = [], substitutions: [String: Substitution] = [:],
                file: String? = nil, line: Int? = nil) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.file = file
        self.line = line
    }

    /// Every string unit below this node (substitutions excluded).
    public var leaves: [StringUnit] {
        if variations.isEmpty { return stringUnit.map { [$0] } ?? [] }
        return variations.flatMap { $0.cases.flatMap(\.node.leaves) }
    }

    /// Whether some leaf satisfies `predicate`: ``leaves``'s `contains(where:)`, without building
    /// the array (expansion asks it of every entry and language).
    public func containsLeaf(where predicate: (StringUnit) -> Bool) -> Bool {
        if variations.isEmpty { return stringUnit.map(predicate) ?? false }
        return variations.contains { $0.cases.contains { $0.node.containsLeaf(where: predicate) } }
    }
}
