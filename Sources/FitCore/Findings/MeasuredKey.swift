/// A catalog key the run measured at least one cell of, and in which languages: the passing test
/// cases of the JUnit report, and the key count of the summary.
public struct MeasuredKey: Codable, Sendable, Equatable {
    /// The catalog key.
    public var key: String
    /// The catalog file and the 1-based line of the key.
    public var file: String
    public var line: Int
    /// The languages it was measured in, sorted; `nil` means every language of the report
    /// (``RunSummary/languages``), which is the common case and keeps large reports small.
    public var languages: [String]?

    public init(key: String, file: String, line: Int, languages: [String]?) {
        self.key = key
        self.file = file
        self.line = line
        self.languages = languages
    }

    /// The string table a file is part of, which names a key with it: a String Catalog is its own
    /// table; a legacy `<folder>/<lang>.lproj/<Table>.strings` (or `.stringsdict`) is `<folder>/<Table>`,
    /// whatever its language, so a key of a legacy table counts once, not once per language's file.
    public static func table(of file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, CatalogFormats.language(ofFolder: String(parts[parts.count - 2])) != nil else { return file }
        let name = parts[parts.count - 1]
        let table = name.lastIndex(of: ".").map { name[..<$0] } ?? name
        return (parts.dropLast(2) + [table]).joined(separator: "/")
    }

    /// Report order: by key, then file (texts as ``ReportOrder`` compares them).
    static func reportOrder(key a: String, file aFile: String, key b: String, file bFile: String) -> Bool {
        let byKey = ReportOrder.compare(a, b)
        return byKey != 0 ? byKey < 0 : ReportOrder.precedes(aFile, bFile)
    }
}
