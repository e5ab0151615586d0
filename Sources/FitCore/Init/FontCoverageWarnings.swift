/// What `init` warns of before it writes a matrix: the languages whose texts hold characters no
/// default font has (their script has no font here: a package of the default set is missing, or
/// fitcheck's set lacks the script).
enum FontCoverageWarnings {
    /// One warning line per such language among `languages`, naming the characters; empty when every
    /// language can be measured.
    /// - Throws: when fitcheck's own fonts cannot be read.
    static func lines(_ catalogs: [Catalog], languages: [String]) throws -> String {
        let library = try FontLibrary.bundled()
        let shaper = Shaper(library: library)
        var warnings = ""
        for language in languages {
            var missing: [Unicode.Scalar] = []
            for catalog in catalogs where catalog.languages.contains(language) {
                // A catalog whose texts cannot be expanded is `fitcheck`'s to report, not a reason to stop here.
                for rendition in (try? RenditionExpander().renditions(of: catalog, languages: [language])) ?? []
                where rendition.status == .translated {
                    for scalar in try shaper.shape(ShapingRequest(text: rendition.text, language: language),
                                                   keepingGlyphs: false).missingCharacters where !missing.contains(scalar) {
                        missing.append(scalar)
                    }
                }
            }
            guard !missing.isEmpty else { continue }
            let shown = missing.prefix(8).map(CodePoint.described).joined(separator: ", ")
            warnings += "fitcheck: warning: \(language): fitcheck's fonts lack \(missing.count) of its characters (\(shown)"
                + (missing.count > 8 ? ", …" : "") + "); its texts will fail as missingGlyphs"
                + (library.unavailableFonts.isEmpty ? "" : " (\(library.unavailableFontsWarning ?? ""))") + "\n"
        }
        return warnings
    }
}
