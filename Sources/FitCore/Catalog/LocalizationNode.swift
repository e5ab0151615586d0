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
    /// Set when the device cannot read this text because its table file is broken: what it shows
    /// instead. The node keeps the text as written (the source's arguments are still read from it).
    public var shownInstead: ShownText?

    public init(stringUnit: StringUnit? = nil, variations: [Variation] = [], substitutions: [String: Substitution] = [:],
                file: String? = nil, line: Int? = nil, shownInstead: ShownText? = nil) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.file = file
        self.line = line
        self.shownInstead = shownInstead
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

/// What a device shows for a key whose text its table lost, and where that text comes from.
public struct ShownText: Sendable, Hashable {
    public var shows: ShownInstead
    public var text: String

    public init(_ shows: ShownInstead, _ text: String) {
        self.shows = shows
        self.text = text
    }
}
