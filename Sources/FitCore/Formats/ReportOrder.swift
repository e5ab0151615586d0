/// How texts are ordered in everything fitcheck lists: reports, baselines, budgets, merged shards.
///
/// Keys, languages, variants and file paths compare by their UTF-8 bytes — the order of a JSON
/// report's sorted members. Swift's `<` on `String` compares canonically equivalent texts as equal,
/// so two keys that differ only in how an accent is encoded (`é` as one scalar or as `e` + U+0301),
/// which a catalog holds as two keys, would have no fixed order. Bytes give every text one place.
///
/// The fields follow one sequence everywhere: key, language, variant, then what tells cells apart
/// (width, size, verdict), then the catalog file.
public enum ReportOrder {
    /// Negative when `a` comes first, zero when the two are the same bytes, positive otherwise.
    public static func compare(_ a: String, _ b: String) -> Int {
        StableJSONEncoder.Writer.compareUTF8(a, b)
    }

    /// Whether `a` comes before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Key, language, variant: the texts every report order starts with.
    public static func compare(key a: String, _ aLanguage: String, _ aVariant: String,
                               key b: String, _ bLanguage: String, _ bVariant: String) -> Int {
        let byKey = compare(a, b)
        if byKey != 0 { return byKey }
        let byLanguage = compare(aLanguage, bLanguage)
        if byLanguage != 0 { return byLanguage }
        return compare(aVariant, bVariant)
    }
}
