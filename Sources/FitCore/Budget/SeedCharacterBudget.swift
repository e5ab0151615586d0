/// The seed's character budget for `tight.` keys, shown beside the measured budget and never
/// instead of it: 1.35 × the source text's length, with a floor of three characters more than the
/// source, so very short labels ("OK", "Off") get some room: `max(ceil(1.35 × n), n + 3)` where
/// `n` is the source length in grapheme clusters (Swift `Character`s).
///
/// It is only a comparison: it blocked correct translations by one to three characters on wide
/// rows and let bad ones through on narrow ones; the measured budget is what decides.
public struct SeedCharacterBudget: Sendable, Hashable, Codable {
    /// Length of the source text, in grapheme clusters.
    public var sourceCharacters: Int
    /// Length of the translation, in grapheme clusters.
    public var translationCharacters: Int
    /// The most characters the seed rule allows.
    public var budget: Int

    /// Keys this applies to.
    public static let keyPrefix = "tight."

    public init(source: String, translation: String) {
        sourceCharacters = source.count
        translationCharacters = translation.count
        budget = Self.budget(forSourceLength: source.count)
    }

    /// `max(ceil(1.35 × n), n + 3)`; computed in hundredths so that 1.35 × 20 is 27, not 27.000…1.
    public static func budget(forSourceLength n: Int) -> Int {
        max((135 * n + 99) / 100, n + 3)
    }

    /// True when the translation is within the seed's budget.
    public var fits: Bool { translationCharacters <= budget }
}
