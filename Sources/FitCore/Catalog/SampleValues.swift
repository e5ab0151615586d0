/// The sample arguments substituted into format strings before measuring.
///
/// Defaults, chosen to be realistic rather than worst-case (plural cases already get the widest number):
/// - integers outside plural cases: 1234 (four digits, so grouping shows: `1,234`, `1.234`);
/// - floating-point numbers: 1234.5678, printed with the specifier's precision (`%.1f` → `1,234.6`, `%f` six digits);
/// - `%@` and `%s`: `Alexandra` (a longish given name);
/// - plural cases: the widest integer up to ``pluralBound`` (1,000,000) that selects the case.
public struct SampleValues: Sendable, Hashable {
    public var defaultInteger: Int64
    public var defaultDouble: Double
    public var defaultString: String
    /// Plural samples are chosen among integers 0…pluralBound.
    public var pluralBound: Int64
    /// Key → argument number (1-based) → sample text; numeric specifiers parse it as a number.
    public var perKey: [String: [Int: String]]

    public init(defaultInteger: Int64 = 1234, defaultDouble: Double = 1234.5678, defaultString: String = "Alexandra",
                pluralBound: Int64 = 1_000_000, perKey: [String: [Int: String]] = [:]) {
        self.defaultInteger = defaultInteger
        self.defaultDouble = defaultDouble
        self.defaultString = defaultString
        self.pluralBound = pluralBound
        self.perKey = perKey
    }
}
