/// One localization file (or, for legacy `.lproj` folders, one table across its languages), read as is.
public struct Catalog: Sendable, Equatable {
    /// The path it was read from: the `.xcstrings` file, or `<folder>/<table>` for a legacy table.
    public var file: String
    /// The development language; its text is what other languages fall back to.
    public var sourceLanguage: String
    /// Entries in file order.
    public var entries: [CatalogEntry]
    /// Every language the catalog mentions, the source language included, sorted.
    public var languages: [String]
    /// Problems of the files themselves, found while reading them: a table that cannot be read as
    /// written, a key given twice (``TableFinding``). The entries are what the device reads despite them.
    public var tableFindings: [TableFinding]

    public init(file: String, sourceLanguage: String, entries: [CatalogEntry], languages: [String]? = nil,
                tableFindings: [TableFinding] = []) {
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.languages = languages ?? Set(entries.flatMap { $0.localizations.keys } + [sourceLanguage]).sorted()
        self.tableFindings = tableFindings
    }

    /// The file `language`'s text is read from, which its findings name: the catalog's file, or for a
    /// legacy table (a file per language) the language's own table file, when it has one.
    public func file(ofLanguage language: String) -> String {
        var own: String?
        for entry in entries {
            guard let file = entry.localizations[language]?.file, !NibDocument.isNib(file) else { continue }
            if own.map({ file.utf8.lexicographicallyPrecedes($0.utf8) }) ?? true { own = file }
        }
        return own ?? file
    }
}
