import Foundation

/// Joins a legacy table — `<lang>.lproj/<Table>.strings` and `.stringsdict` across languages — into one
/// catalog, so a key missing from one language falls back like a String Catalog's.
///
/// The source language is `en` when the table has it, else `Base`, else the first language in order.
/// Within a language a `.stringsdict` entry replaces a `.strings` entry of the same key, as on the platform.
/// Each language's node keeps its own file and line; the entry's line is the source language's.
///
/// The catalog is what the device reads. A file with a syntax error (``TableDamage``) loses entries
/// as Apple's parser loses them — all of them when the parse fails, those after the place where it
/// stops otherwise — and each lost entry's node says what the device shows instead
/// (``LocalizationNode/shownInstead``, ``LostEntries``). The damage, and a key given twice in one file
/// (the later entry wins), are the catalog's ``Catalog/tableFindings``.
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

    /// What a per-language format reads of one file (``CatalogFormat/Layout/languageFiles(_:precedence:read:)``):
    /// its entries (with the node each gives, nil for a key named in a damaged `.stringsdict`), its
    /// damage, and how many entries the device has.
    struct FileContent {
        typealias Entry = (key: String, node: LocalizationNode?, line: Int, column: Int)
        var entries: [Entry]
        var damage: [TableDamage]
        var deviceReads: Int
        /// Entries of a well-formed `.stringsdict` the device cannot use (their node is nil).
        var broken: [StringsDictReader.BrokenEntry] = []
    }

    /// The per-language format of a table file: its registered format, else a `.strings` table (a
    /// scratch copy, a file named otherwise).
    static func format(of path: String) -> (precedence: Int, read: @Sendable (String) throws -> FileContent) {
        if case .languageFiles(_, let precedence, let read)? = CatalogFormats.format(ofFile: path)?.layout { return (precedence, read) }
        guard case .languageFiles(_, let precedence, let read) = CatalogFormat.stringsTable.layout else { preconditionFailure() }
        return (precedence, read)
    }

    /// One file as read, with its file.
    private struct FileReading {
        var file: File
        var entries: [FileContent.Entry]
        var damage: [TableDamage]
        var deviceReads: Int
        /// Entries of a well-formed `.stringsdict` the device cannot use (their node is nil).
        var broken: [StringsDictReader.BrokenEntry] = []

        init(_ file: File) throws {
            self.file = file
            let content = try LegacyTableReader.format(of: file.path).read(file.path)
            entries = content.entries
            damage = content.damage
            deviceReads = content.deviceReads
            broken = content.broken
        }

        /// The keys the device does not have from this file, in file order (a key it has from an earlier
        /// entry of the file is not lost).
        var lostKeys: [String] { TableDamage.lostKeys(entries.map(\.key), deviceReads: deviceReads) }
    }

    public static func read(_ files: [File]) throws -> Catalog {
        let languages = Set(files.map(\.language)).sorted()
        let source = languages.contains("en") ? "en" : languages.contains("Base") ? "Base" : languages.first ?? "en"
        var nodes: [String: [String: LocalizationNode]] = [:]   // key → language → node
        var order: [String] = []
        // Within a language, formats by precedence so that the later wins (.strings before .stringsdict);
        // source language first so its order leads.
        let precedence = Dictionary(files.map { ($0.path, format(of: $0.path).precedence) }, uniquingKeysWith: { a, _ in a })
        let sorted = files.sorted {
            ($0.language == source ? 0 : 1, $0.language, precedence[$0.path] ?? 0, $0.path)
                < ($1.language == source ? 0 : 1, $1.language, precedence[$1.path] ?? 0, $1.path)
        }
        let readings = try sorted.map(FileReading.init)
        var known = Set<String>()
        for reading in readings {
            for (index, entry) in reading.entries.enumerated() {
                if known.insert(entry.key).inserted { order.append(entry.key) }
                guard index < reading.deviceReads, var located = entry.node else { continue }
                located.file = reading.file.path
                located.line = entry.line
                nodes[entry.key, default: [:]][reading.file.language] = located
            }
        }
        var findings: [TableFinding] = []
        for reading in readings {
            findings += duplicates(in: reading)
            for entry in reading.broken {
                findings.append(lostFinding(reading, damage: entry.damage, lost: [entry.key], nodes: &nodes))
            }
            guard let first = reading.damage.first else { continue }
            findings.append(lostFinding(reading, damage: first, lost: reading.lostKeys, nodes: &nodes))
        }
        let file = sorted.first { $0.language == source }?.path ?? sorted.first?.path ?? ""
        // A key the source language's table lacks: what that language shows instead (``MissingSourceText``).
        let sourceTable = URL(fileURLWithPath: file)
        let missing = source == "en" || source == "Base" ? order.filter { nodes[$0]?[source] == nil } : []
        let missingTexts = MissingSourceText.read(keys: missing, table: sourceTable.deletingPathExtension().lastPathComponent,
                                              in: sourceTable.deletingLastPathComponent().deletingLastPathComponent().path)
        let entries = order.map { key -> CatalogEntry in
            var localizations = nodes[key] ?? [:]
            let home = localizations[source] ?? localizations.keys.sorted().first.flatMap { localizations[$0] }
            var entry = CatalogEntry(key: key, file: home?.file ?? "", line: home?.line ?? 1, localizations: localizations)
            switch missingTexts[key] {
            case .shown(let shown)?:
                localizations[source] = LocalizationNode(stringUnit: StringUnit(value: shown.text))
                entry.localizations = localizations
            case .stale?:
                entry.extractionState = "stale"
            case nil:
                break
            }
            return entry
        }
        return Catalog(file: file, sourceLanguage: source, entries: entries, languages: languages, tableFindings: findings)
    }

    /// The `unreadableTable` finding for `damage` in a file, whose entries of `lost` the device does not
    /// have; each lost key's node says what the device shows instead.
    private static func lostFinding(_ reading: FileReading, damage first: TableDamage, lost: [String],
                                    nodes: inout [String: [String: LocalizationNode]]) -> TableFinding {
        // A key another file of the language still gives (a .stringsdict's key in the .strings) shows
        // that file's text; the others show what the device shows for a key its table lacks.
        let shownless = lost.filter { nodes[$0]?[reading.file.language] == nil }
        let tableURL = URL(fileURLWithPath: reading.file.path)
        let shown = LostEntries.shown(
            keys: shownless, table: tableURL.deletingPathExtension().lastPathComponent,
            in: tableURL.deletingLastPathComponent().deletingLastPathComponent().path,
            baseTexts: nodes.compactMapValues { $0["Base"]?.shownInstead == nil ? $0["Base"]?.stringUnit?.value : nil })
        for entry in reading.entries where shown[entry.key] != nil && nodes[entry.key]?[reading.file.language] == nil {
            nodes[entry.key, default: [:]][reading.file.language] = LocalizationNode(
                stringUnit: entry.node?.stringUnit, variations: entry.node?.variations ?? [],
                substitutions: entry.node?.substitutions ?? [:], file: reading.file.path, line: entry.line,
                shownInstead: shown[entry.key])
        }
        return TableFinding(
            kind: .unreadableTable, file: reading.file.path, language: reading.file.language,
            line: first.line, column: first.column, expected: first.expected, found: first.found, affectedKeys: lost,
            shows: LostEntries.summary(shownless.compactMap { shown[$0] }),
            build: first.effect == .dropsFile ? .fails : .passes,
            laterDamage: first.effect == .dropsEntry ? [] : Array(reading.damage.dropFirst()), oneEntry: first.effect == .dropsEntry)
    }

    /// A `duplicateKey` finding for each key the file gives more than once: at its last entry (the one
    /// the device keeps), naming the first.
    private static func duplicates(in reading: FileReading) -> [TableFinding] {
        var first: [String: Int] = [:], last: [String: Int] = [:]
        for (index, entry) in reading.entries.enumerated() {
            if first[entry.key] == nil { first[entry.key] = index }
            last[entry.key] = index
        }
        return reading.entries.indices.compactMap { index in
            let entry = reading.entries[index]
            guard last[entry.key] == index, let earlier = first[entry.key], earlier != index else { return nil }
            return TableFinding(kind: .duplicateKey, file: reading.file.path, language: reading.file.language,
                                line: entry.line, column: entry.column, expected: "one entry per key",
                                found: "\(StringsFileScanner.quoted(entry.key)) again (first at line \(reading.entries[earlier].line))",
                                affectedKeys: [entry.key], shows: nil, build: .passes, otherLine: reading.entries[earlier].line)
        }
    }
}
