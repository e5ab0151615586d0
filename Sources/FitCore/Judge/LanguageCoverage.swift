/// How much of one catalog a language translates, in keys (not renditions): a key counts when it
/// needs a translation (not `shouldTranslate: false`, not a text without letters such as `%@`), and
/// is translated when none of its renditions in the language shows fallback text (a regional
/// language showing its parent's translation counts as translated). JSON `coverage[]`.
///
/// Every field is a count or a list of keys: shards' coverages add up to the whole run's (each shard
/// counts the keys it owns, ``CoverageCounter``).
public struct LanguageCoverage: Codable, Sendable, Equatable {
    /// The catalog (as ``Catalog/file(ofLanguage:)`` names it: the `.xcstrings`, or for a legacy table
    /// the language's own table file, `sr.lproj/Localizable.strings`).
    public var catalog: String
    public var language: String
    /// Keys translated, and keys that need a translation.
    public var translated: Int
    public var total: Int
    /// The keys without a translation, in key order (``ReportOrder``).
    public var missing: [String]
    /// Where the first missing key stands (the smallest line; for a legacy table, the file whose text
    /// the language falls back to): the location of the language's `untranslated` finding. Absent when
    /// nothing is missing.
    public var file: String?
    public var line: Int?

    public init(catalog: String, language: String, translated: Int, total: Int, missing: [String],
                file: String? = nil, line: Int? = nil) {
        self.catalog = catalog
        self.language = language
        self.translated = translated
        self.total = total
        self.missing = missing
        self.file = file
        self.line = line
    }

    /// Translated keys as a share of the keys that need one, 0…1 (1 when none needs one).
    public var share: Double { total == 0 ? 1 : Double(translated) / Double(total) }

    /// The two counts added, the missing keys united and the earlier place kept: one catalog ×
    /// language measured in parts (shards).
    mutating func add(_ other: LanguageCoverage) {
        translated += other.translated
        total += other.total
        missing = Array(Set(missing + other.missing)).sorted(by: ReportOrder.precedes)
        if let line = other.line, let file = other.file {
            if self.line == nil || (file, line) < (self.file ?? "", self.line ?? 0) {
                self.file = file
                self.line = line
            }
        }
    }

    /// Report order: language, then catalog.
    static func reportOrder(_ a: LanguageCoverage, _ b: LanguageCoverage) -> Bool {
        let byLanguage = ReportOrder.compare(a.language, b.language)
        return byLanguage != 0 ? byLanguage < 0 : ReportOrder.precedes(a.catalog, b.catalog)
    }
}
