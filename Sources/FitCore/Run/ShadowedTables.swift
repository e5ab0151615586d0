import Foundation

/// A key in a legacy table (`en.lproj/Localizable.strings`) and in a String Catalog of the same table
/// name (`Localizable.xcstrings`): Xcode builds the catalog's string into the app (a catalog replaces
/// the table it migrates) in the catalog's languages, so the run measures the key once in those, from
/// the catalog, and says so in a warning naming both files. In a language the catalog does not have
/// (`sr.lproj` beside a catalog holding `sr-RS`) the device reads the table, so the table's text is
/// measured there. Keys only in the legacy table are measured from it as before.
enum ShadowedTables {
    /// The table a catalog holds: `Localizable` for `…/Localizable.xcstrings`, for a legacy table read
    /// as `<folder>/Localizable` and for a lone `…/Localizable.strings`; `nil` for a format that holds no
    /// table of the app (``CatalogFormat/isTable``: an XLIFF export).
    static func tableName(of catalog: Catalog) -> String? {
        let name = (catalog.file as NSString).lastPathComponent
        guard catalog.format?.isTable ?? (name as NSString).pathExtension.isEmpty else { return nil }
        return (name as NSString).deletingPathExtension
    }

    /// A catalog whose format replaces the legacy tables of its name (``CatalogFormat/shadowsTables``).
    static func isStringCatalog(_ catalog: Catalog) -> Bool { catalog.format?.shadowsTables == true }

    /// Leaves out of the legacy tables the keys a String Catalog of the same table name has, in the
    /// catalog's languages (``CatalogEntry/measuredElsewhere``; an entry with no language left goes).
    /// - Returns: a warning per legacy table that lost keys, naming both files and how many keys.
    static func measureOnce(_ catalogs: inout [Catalog]) -> [String] {
        var catalogKeys: [String: (file: String, keys: Set<String>, languages: Set<String>)] = [:]
        for catalog in catalogs where isStringCatalog(catalog) {
            guard let table = tableName(of: catalog) else { continue }
            var known = catalogKeys[table] ?? (catalog.file, [], [])
            known.keys.formUnion(catalog.entries.map(\.key))
            known.languages.formUnion(catalog.languages + [catalog.sourceLanguage])
            catalogKeys[table] = known
        }
        guard !catalogKeys.isEmpty else { return [] }
        var warnings: [String] = []
        for index in catalogs.indices where !isStringCatalog(catalogs[index]) {
            guard let table = tableName(of: catalogs[index]), let shadow = catalogKeys[table] else { continue }
            let shadowed = catalogs[index].entries.filter { shadow.keys.contains($0.key) }
            guard let first = shadowed.first else { continue }
            // The table's own languages the catalog does not build: there the device reads the table.
            let kept = Set(catalogs[index].languages).subtracting(shadow.languages)
            catalogs[index].entries = catalogs[index].entries.compactMap { entry in
                guard shadow.keys.contains(entry.key) else { return entry }
                guard entry.localizations.keys.contains(where: kept.contains) else { return nil }
                var entry = entry
                entry.measuredElsewhere = shadow.languages
                return entry
            }
            let count = shadowed.count
            let tableLanguages = kept.isEmpty ? "" : "; in \(kept.sorted().joined(separator: ", ")), which the catalog does not have, from the table"
            warnings.append("\(count) \(count == 1 ? "key is" : "keys are") in both \(shadow.file) and \(first.file) "
                + "(table \(table); first: \(first.key)): measured once, from the String Catalog, as Xcode builds it" + tableLanguages)
        }
        return warnings
    }
}
