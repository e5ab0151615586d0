/// One axis of variation (`plural`, `device`, `width`, or an unknown one kept by name) and its cases.
public struct Variation: Sendable, Equatable {
    public var axis: String
    /// Cases in a stable order: plural in CLDR order (zero one two few many other), width by number,
    /// others by name with `other` last.
    public var cases: [Case]

    public struct Case: Sendable, Equatable {
        public var name: String
        public var node: LocalizationNode

        public init(name: String, node: LocalizationNode) {
            self.name = name
            self.node = node
        }
    }

    public init(axis: String, cases: [Case]) {
        self.axis = axis
        self.cases = cases.sorted { Variation.precedes($0.name, $1.name, axis: axis) }
    }

    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]

    static func precedes(_ a: String, _ b: String, axis: String) -> Bool {
        if axis == "plural" {
            let ia = pluralOrder.firstIndex(of: a) ?? pluralOrder.count, ib = pluralOrder.firstIndex(of: b) ?? pluralOrder.count
            if ia != ib { return ia < ib }
        }
        if axis == "width", let na = Int(a), let nb = Int(b), na != nb { return na < nb }
        if (a == "other") != (b == "other") { return b == "other" }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
