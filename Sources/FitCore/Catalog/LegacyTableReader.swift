import Foundation

/// Joins a legacy table — `<lang>.lproj/<Table>.strings` and `.stringsdict` across languages — into one
/// catalog, so a key missing from one language falls back like a String Catalog's.
///
/// The source language is `en` when the table has it, else `Base`, else the first language in order.
/// Within a language a `.stringsdict` entry replaces a `.strings` entry of the same key, as on the platform.
/// Each language's node keeps its own file and line; the entry's line is the source language's.
public enum LegacyTableReader {
    /// One file of the table and the language it is in.
    public struct File: Sendable, Hashable {
        public var language: String
        public var path: String

        public init(language: String, path: String) {
            self.language = language
            self.path = path
        }
    }

    public static func read(_ files: [File]) throws -> Catalog {
        let languages = Set(files.map(\.language)).sorted()
        let source = languages.contains("en") ? "en" : languages.contains("Base") ? "Base" : languages.first ?? "en"
        var nodes: [String: [String: LocalizationNode]] = [:]   // key → language → node
        var order: [String] = []
        // .strings before .stringsdict so that the dictionary wins; source language first so its order leads.
        let sorted = files.sorted {
            ($0.language == source ? 0 : 1, $0.language, $0.path.hasSuffix(".stringsdict") ? 1 : 0, $0.path)
                < ($1.language == source ? 0 : 1, $1.language, $1.path.hasSuffix(".stringsdict") ? 1 : 0, $1.path)
        }
        for file in sorted {
            let items: [(String, LocalizationNode, Int)]
            if file.path.hasSuffix(".stringsdict") {
                items = try StringsDictReader.read(file: file.path).map { ($0.key, $0.node, $0.line) }
            } else {
                items = try StringsFileReader.read(file: file.path).map {
                    ($0.key, LocalizationNode(stringUnit: StringUnit(state: "translated", value: $0.value)), $0.line)
                }
            }
            for (key, node, line) in items {
                var located = node
                located.file = file.path
                located.line = line
                if nodes[key] == nil { order.append(key) }
                nodes[key, default: [:]][file.language] = located
            }
        }
        let entries = order.map { key -> CatalogEntry in
            let localizations = nodes[key] ?? [:]
            let home = localizations[source] ?? localizations[localizations.keys.sorted()[0]]
            return CatalogEntry(key: key, file: home?.file ?? "", line: home?.line ?? 1, localizations: localizations)
        }
        let file = sorted.first { $0.language == source }?.path ?? sorted.first?.path ?? ""
        return Catalog(file: file, sourceLanguage: source, entries: entries, languages: languages)
    }
}
