import Foundation

/// A key in a legacy table (`en.lproj/Localizable.strings`) and in a String Catalog of the same table
/// name (`Localizable.xcstrings`): Xcode builds the catalog's string into the app (a catalog replaces
/// the table it migrates), so the run measures the key once, from the catalog, and says so in a
/// warning naming both files. Keys only in the legacy table are measured from it as before.
enum ShadowedTables {
    /// The table a catalog holds: `Localizable` for `…/Localizable.xcstrings`, for a legacy table read
    /// as `<folder>/Localizable` and for a lone `…/Localizable.strings`; `nil` for other kinds (XLIFF).
    static func tableName(of catalog: Catalog) -> String? {
        let name = (catalog.file as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        guard ["", "xcstrings", "strings", "stringsdict"].contains(ext) else { return nil }
        return (name as NSString).deletingPathExtension
    }

    static func isStringCatalog(_ catalog: Catalog) -> Bool { catalog.file.hasSuffix(".xcstrings") }

    /// Removes from the legacy tables the keys a String Catalog of the same table name has.
    /// - Returns: a warning per legacy table that lost keys, naming both files and how many keys.
    static func measureOnce(_ catalogs: inout [Catalog]) -> [String] {
        var catalogKeys: [String: (file: String, keys: Set<String>)] = [:]
        for catalog in catalogs where isStringCatalog(catalog) {
            guard let table = tableName(of: catalog) else { continue }
            var known = catalogKeys[table] ?? (catalog.file, [])
            known.keys.formUnion(catalog.entries.map(\.key))
            catalogKeys[table] = known
        }
        guard !catalogKeys.isEmpty else { return [] }
        var warnings: [String] = []
        for index in catalogs.indices where !isStringCatalog(catalogs[index]) {
            guard let table = tableName(of: catalogs[index]), let shadow = catalogKeys[table] else { continue }
            let shadowed = catalogs[index].entries.filter { shadow.keys.contains($0.key) }
            guard let first = shadowed.first else { continue }
            catalogs[index].entries.removeAll { shadow.keys.contains($0.key) }
            let count = shadowed.count
            warnings.append("\(count) \(count == 1 ? "key is" : "keys are") in both \(shadow.file) and \(first.file) "
                + "(table \(table); first: \(first.key)): measured once, from the String Catalog, as Xcode builds it")
        }
        return warnings
    }
}
