import Foundation

/// Reads a String Catalog (`.xcstrings`, versions 1.0 and 1.1) leniently, as real files are written:
/// unknown fields are ignored, `localizations` may be absent or empty, `state` may be anything,
/// `argNum` may be missing. A value of the wrong type is an `InputError` naming its key path.
public enum XCStringsReader {
    /// - Parameter jobs: threads to turn the catalog's entries into ``CatalogEntry`` values on (the
    ///   result and the error thrown do not depend on it).
    public static func read(file: String, jobs: Int = 1) throws -> Catalog {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the catalog")
        }
        return try read(data: data, file: file, jobs: jobs)
    }

    public static func read(data: Data, file: String, jobs: Int = 1) throws -> Catalog {
        let bytes = [UInt8](data)
        // Well-formed catalogs are read straight into entries; anything else through the tree.
        if let catalog = bytes.withUnsafeBufferPointer({ XCStringsDirectReader.read($0, file: file) }) {
            return catalog
        }
        return try readThroughTree(bytes, file: file, jobs: jobs)
    }

    /// Reads through a tree of ``JSONValue``s: slower than ``XCStringsDirectReader``, but it reads
    /// anything and names the place and key path of what is wrong.
    static func readThroughTree(_ bytes: [UInt8], file: String, jobs: Int = 1) throws -> Catalog {
        let root = try JSONReader.parse(bytes, file: file).object()
        guard let source = root.optional("sourceLanguage") else {
            throw InputError(file: file, line: 1, column: 1, "expected `sourceLanguage` in a String Catalog")
        }
        let sourceLanguage = try source.string()
        var entries: [CatalogEntry] = []
        if let strings = root.optional("strings") {
            let members = try strings.object().members
            entries = try OrderedParts.map(count: members.count, partSize: 512, jobs: jobs) { range in
                try range.map { try entry(members[$0], file: file) }
            }
        }
        return Catalog(file: file, sourceLanguage: sourceLanguage, entries: entries)
    }

    static func entry(_ member: JSONObject.Member, file: String) throws -> CatalogEntry {
        let fields = try member.value.object()
        var localizations: [String: LocalizationNode] = [:]
        if let locs = fields.optional("localizations") {
            for loc in try locs.object().members {
                localizations[loc.key] = try node(loc.value)
            }
        }
        return CatalogEntry(key: member.key,
                            comment: try fields.optional("comment")?.string(),
                            shouldTranslate: try fields.optional("shouldTranslate")?.bool() ?? true,
                            extractionState: try fields.optional("extractionState")?.string(),
                            file: file, line: member.keyLine, localizations: localizations)
    }

    static func node(_ value: JSONValue) throws -> LocalizationNode {
        let fields = try value.object()
        var result = LocalizationNode()
        if let unit = fields.optional("stringUnit") {
            let unitFields = try unit.object()
            result.stringUnit = StringUnit(state: try unitFields.optional("state")?.string(),
                                           value: try unitFields.optional("value")?.string() ?? "")
        }
        if let variations = fields.optional("variations") {
            result.variations = try variations.object().members.map { axis in
                Variation(axis: axis.key, cases: try axis.value.object().members.map {
                    Variation.Case(name: $0.key, node: try node($0.value))
                })
            }
        }
        if let substitutions = fields.optional("substitutions") {
            for sub in try substitutions.object().members {
                let subFields = try sub.value.object()
                result.substitutions[sub.key] = Substitution(
                    argNum: try subFields.optional("argNum")?.integer(),
                    formatSpecifier: try subFields.optional("formatSpecifier")?.string() ?? "@",
                    node: try node(sub.value))
            }
        }
        return result
    }
}
