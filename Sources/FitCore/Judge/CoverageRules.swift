/// What the matrix says about translation coverage: a language below ``newLanguage`` of its keys is
/// called new in its finding's message (default 10 %, `coverageNewLanguage`), and a language below
/// its ``minimum`` (`"minimumCoverage": {"de": 0.95}`, or `"*"` for every language) fails the run,
/// its finding raised to `error`. A report carries them so that merged shards judge alike.
public struct CoverageRules: Codable, Sendable, Equatable {
    /// The least share of keys translated (0…1) per language tag; `*` for every language not named.
    public var minimum: [String: Double]
    /// A language with less than this share translated (0…1) is new.
    public var newLanguage: Double

    /// `coverageNewLanguage` unless the matrix says otherwise.
    public static let defaultNewLanguage = 0.1

    public init(minimum: [String: Double] = [:], newLanguage: Double = CoverageRules.defaultNewLanguage) {
        self.minimum = minimum
        self.newLanguage = newLanguage
    }

    /// The minimum share for `language`: its own, else `*`'s; `nil` when there is no gate.
    public func minimum(for language: String) -> Double? { minimum[language] ?? minimum["*"] }

    /// Whether `coverage` falls below its language's minimum.
    public func failsMinimum(_ coverage: LanguageCoverage) -> Bool {
        guard let minimum = minimum(for: coverage.language) else { return false }
        return coverage.share < minimum
    }

    /// Whether the language of `coverage` is new (some keys need translating, few are).
    public func isNew(_ coverage: LanguageCoverage) -> Bool {
        coverage.total > 0 && coverage.share < newLanguage
    }
}
