/// What to put in place of format arguments (`%lld`, `%@`, `%.2f`) when measuring.
///
/// A key's own samples come first; otherwise the default for the argument's type. Plural variants
/// get a number that selects their category instead (searched from 0 up to ``pluralBound``).
public struct SampleValues: Sendable, Hashable {
    /// For integer arguments (`%d`, `%lld`, `%u`, …).
    public var integer: Int
    /// For floating-point arguments (`%f`, `%.2f`, `%lf`, …), formatted with the argument's precision.
    public var double: Double
    /// For object and C-string arguments (`%@`, `%s`).
    public var string: String
    /// The largest number tried when looking for one that selects a plural category.
    public var pluralBound: Int
    /// Samples for particular keys, longest pattern first.
    public var keys: [KeySamples]

    public init(integer: Int = 12, double: Double = 9.99, string: String = "Alexandra", pluralBound: Int = 1000,
                keys: [KeySamples] = []) {
        self.integer = integer
        self.double = double
        self.string = string
        self.pluralBound = pluralBound
        // Longest pattern first; equal lengths in text order, so the choice never depends on input order.
        self.keys = keys.sorted { a, b in
            a.pattern.text.count != b.pattern.text.count
                ? a.pattern.text.count > b.pattern.text.count : a.pattern.text < b.pattern.text
        }
    }

    /// The sample text the matrix gives for argument `argument` (1-based) of `key`, or `nil` to use
    /// the default for the argument's type. When several patterns match, the longest one (the most
    /// specific) that names this argument wins.
    public func sample(forKey key: String, argument: Int) -> String? {
        for entry in keys where entry.pattern.matches(key) {
            if let text = entry.arguments[argument] { return text }
        }
        return nil
    }
}

/// Sample arguments for the keys a pattern names.
public struct KeySamples: Sendable, Hashable {
    public var pattern: KeyPattern
    /// Argument number (1-based, as in `%1$@`) → the text to substitute, as shown.
    public var arguments: [Int: String]

    public init(pattern: KeyPattern, arguments: [Int: String]) {
        self.pattern = pattern
        self.arguments = arguments
    }
}
