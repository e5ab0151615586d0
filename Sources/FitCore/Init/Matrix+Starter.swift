import Foundation

extension Matrix {
    /// The matrix `fitcheck init` would write for `catalogs` (paths as given), with the widths and sizes
    /// of `defaults`, read as a matrix: what a run with `--catalog` and no `fitcheck.json` measures.
    /// - Returns: the matrix, and the catalogs' languages left out with why (`Base (not a language
    ///   fitcheck measures)`, `ko (no translated text)`).
    public static func starter(for catalogs: [Catalog], paths: [String], defaults: Matrix) throws -> (matrix: Matrix, skipped: [String]) {
        let languages = StarterMatrix.languages(of: catalogs)
        var skipped = languages.skipped.map { "\($0) (not a language fitcheck measures)" }
        // A language no key translates would be measured as the source text again (and fail the run).
        let sources = Set(catalogs.map(\.sourceLanguage))
        let usable = languages.usable.filter { language in
            let translated = sources.contains(language) || catalogs.contains { catalog in
                catalog.entries.contains { $0.localizations[language]?.containsLeaf(where: \.isTranslated) == true }
            }
            if !translated { skipped.append("\(language) (no translated text)") }
            return translated
        }
        let starter = StarterMatrix(catalogs: paths, languages: usable, widths: defaults.widths, sizes: defaults.sizes)
        var matrix = try MatrixFile.parse(Data(starter.text.utf8), file: "fitcheck.json")
        matrix.catalogs = paths
        return (matrix, skipped)
    }
}
