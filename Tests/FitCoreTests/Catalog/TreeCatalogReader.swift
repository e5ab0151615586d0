import Foundation
@testable import FitCore

/// The reference for ``XCStringsReader``: a String Catalog read the plain way, the whole document into
/// a tree of ``JSONValue``s (``JSONReader``) first, then each field taken from it by name. What it
/// reads, and the error it throws, define what the one reader must do: the leniency (unknown fields,
/// nulls, the last of a duplicate field), the errors' order (a syntax error anywhere first, then the
/// first wrong type in the order below) and their places and key paths.
///
/// This was fitcheck's reader before the streaming one (issue 21.5); it lives on in the tests only.
enum TreeCatalogReader {
    static func read(data: Data, file: String) throws -> Catalog {
        let root = try JSONReader.parse(data, file: file).object()
        guard let source = root.optional("sourceLanguage") else {
            throw InputError(file: file, line: 1, column: 1, "expected `sourceLanguage` in a String Catalog")
        }
        let sourceLanguage = try source.string()
        var entries: [CatalogEntry] = []
        var duplicates: [(key: String, language: String?, member: JSONObject.Member, otherLine: Int)] = []
        if let strings = root.optional("strings") {
            // A key given twice: the later member, at the earlier one's place.
            var placed: [String: (index: Int, line: Int)] = [:]
            for member in try strings.object().members {
                let read = try entry(member, file: file) { duplicates.append((member.key, $0.key, $0, $1)) }
                if let earlier = placed[member.key] {
                    duplicates.append((member.key, nil, member, earlier.line))
                    entries[earlier.index] = read
                    placed[member.key] = (earlier.index, member.keyLine)
                } else {
                    placed[member.key] = (entries.count, member.keyLine)
                    entries.append(read)
                }
            }
        }
        let findings = duplicates.map { duplicate in
            TableFinding(kind: .duplicateKey, file: file, language: duplicate.language ?? sourceLanguage,
                         line: duplicate.member.keyLine, column: duplicate.member.keyColumn,
                         expected: duplicate.language == nil ? "one member per key in `strings`"
                             : "one member per language in `strings.\(duplicate.key).localizations`",
                         found: "\"\(duplicate.language ?? duplicate.key)\" again (first at line \(duplicate.otherLine))",
                         affectedKeys: [duplicate.key], shows: nil, build: .passes, otherLine: duplicate.otherLine)
        }
        return Catalog(file: file, sourceLanguage: sourceLanguage, entries: entries, tableFindings: findings)
    }

    /// - Parameter duplicateLanguage: called with a language member given again and its first line.
    static func entry(_ member: JSONObject.Member, file: String,
                      duplicateLanguage: (JSONObject.Member, Int) -> Void = { _, _ in }) throws -> CatalogEntry {
        let fields = try member.value.object()
        var localizations: [String: LocalizationNode] = [:]
        if let locs = fields.optional("localizations") {
            var lines: [String: Int] = [:]
            for loc in try locs.object().members {
                localizations[loc.key] = try node(loc.value)
                if let earlier = lines[loc.key] { duplicateLanguage(loc, earlier) }
                lines[loc.key] = loc.keyLine
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
