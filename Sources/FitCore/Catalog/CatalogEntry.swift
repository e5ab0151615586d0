/// One key of a catalog, with its comment, translation flags and a localization per language.
public struct CatalogEntry: Sendable, Equatable {
    public var key: String
    public var comment: String?
    /// `false`: the source text is shown in every language, by design.
    public var shouldTranslate: Bool
    /// `manual`, `extracted_with_value`, `stale`, `migrated`, … or nil (extracted from code).
    public var extractionState: String?
    /// The file and the 1-based line where the key stands.
    public var file: String
    public var line: Int
    /// Language tag → its localization.
    public var localizations: [String: LocalizationNode]
    /// `true` for a string the app never formats (a nib's): `%` and `%@` are drawn as written, never
    /// compared with the source's specifiers nor replaced by samples.
    public var drawnAsWritten = false
    /// Languages this entry is not measured in: a String Catalog of the same table measures the key
    /// there (a legacy table's key the catalog has), while the table's text still counts in the others.
    public var measuredElsewhere: Set<String> = []

    public init(key: String, comment: String? = nil, shouldTranslate: Bool = true, extractionState: String? = nil,
                file: String, line: Int, localizations: [String: LocalizationNode] = [:]) {
        self.key = key
        self.comment = comment
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.file = file
        self.line = line
        self.localizations = localizations
    }

    /// No longer found in code (`extractionState: stale`).
    public var isStale: Bool { extractionState == "stale" }
}
