/// A nib's table joined with the nib (``NibBaseText``): what the device shows for each key in each
/// language.
///
/// - The development language (the project's `developmentRegion`) is the source, and its text is the
///   Base nib's own attribute, unless a table in that language has a text of its own.
/// - A language whose table lacks a key, or holds it empty, shows the Base text (measured and
///   reported as `untranslated`), never another language's translation.
/// - Legacy tables (`.strings`), which nothing keeps in step with the nib: a key the nib has and no
///   table has is untranslated in every language (help tags are not added: Xcode's extraction of
///   them is not certain), and a key no longer in the nib is no longer shown, so its entry is `stale`
///   (skipped unless asked for). A String Catalog is synced with the nib by Xcode at every build:
///   its keys are taken as they are.
/// - No nib string is a format string: every entry is ``CatalogEntry/drawnAsWritten``.
public enum NibTable {
    /// `catalog`, read from the table `file` (any of its files), joined with its nib when it has one.
    public static func joined(_ catalog: Catalog, tableFile file: String) throws -> Catalog {
        guard let base = try NibBaseText.forTable(file: file) else { return catalog }
        return join(catalog, with: base, syncedByXcode: CatalogFormats.format(ofFile: file)?.nib == .keptInStep)
    }

    /// `catalog`, the table `name` of the `.lproj` folders in `folder`, joined with its nib when it has one.
    public static func joined(_ catalog: Catalog, folder: String, name: String) throws -> Catalog {
        guard let base = try NibBaseText.forTable(folder: folder, name: name) else { return catalog }
        return join(catalog, with: base)
    }

    /// - Parameter syncedByXcode: `true` for a String Catalog (its keys are not added to nor staled).
    public static func join(_ catalog: Catalog, with base: NibBaseText, syncedByXcode: Bool = false) -> Catalog {
        let source = base.developmentRegion
        var joined = catalog
        joined.sourceLanguage = source
        var byKey: [String: NibString] = [:]
        for string in base.document.strings where byKey[string.key] == nil { byKey[string.key] = string }
        var seen = Set<String>()
        joined.entries = catalog.entries.map { entry in
            var entry = entry
            seen.insert(entry.key)
            entry.drawnAsWritten = true
            guard let string = byKey[entry.key] else {
                if !syncedByXcode { entry.extractionState = "stale" }
                return entry
            }
            entry.comment = entry.comment ?? comment(string)
            let own = entry.localizations[source]?.containsLeaf { !$0.value.isEmpty } == true
            if !own {
                entry.localizations[source] = node(string, nib: base.nib)
                entry.file = base.nib
                entry.line = string.line
            }
            return entry
        }
        for string in base.document.strings where !syncedByXcode && !seen.contains(string.key) && string.role != .toolTip {
            seen.insert(string.key)
            var entry = CatalogEntry(key: string.key, comment: comment(string), file: base.nib, line: string.line,
                                     localizations: [source: node(string, nib: base.nib)])
            entry.drawnAsWritten = true
            joined.entries.append(entry)
        }
        joined.languages = Array(Set(catalog.languages + [source])).sorted()
        return joined
    }

    /// Xcode's comment for the key: `Class = "NSButtonCell"; title = "Launch on Login"; ObjectID = "Su3-mF-z1T";`.
    static func comment(_ string: NibString) -> String {
        let quoted = string.text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "Class = \"\(string.className)\"; \(string.property) = \"\(quoted)\"; ObjectID = \"\(string.objectID)\";"
    }

    private static func node(_ string: NibString, nib: String) -> LocalizationNode {
        var node = LocalizationNode(stringUnit: StringUnit(state: "translated", value: string.text))
        node.file = nib
        node.line = string.line
        return node
    }
}
