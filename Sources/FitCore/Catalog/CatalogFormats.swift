import Foundation

/// The registry of catalog formats: every place that asks what a file is asks here. A new format is
/// its own file (a `static let` on ``CatalogFormat``) and one line in ``all``.
public enum CatalogFormats {
    /// Every format fitcheck reads, in the order messages list them.
    static let all: [CatalogFormat] = [.stringCatalog, .stringsTable, .stringsDictionary, .xliff]

    /// The format of the file at `path`, by its suffix; nil for a file of none.
    public static func format(ofFile path: String) -> CatalogFormat? {
        all.first { $0.matches(path) }
    }

    /// The files a catalog path may name, for messages: `.xcstrings, .strings, .stringsdict or .xliff`.
    static var suffixList: String {
        let names = all.map { "." + ($0.suffixes.first ?? "") }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The language of a per-language folder (`de.lproj` → `de`), nil for any other folder.
    static func language(ofFolder name: String) -> String? {
        for format in all { if let language = format.languageFolders?.language(name) { return language } }
        return nil
    }

    /// True when `name` is the file name of a per-language format's table file (`Localizable.strings`).
    static func isLanguageFile(_ name: String) -> Bool {
        format(ofFile: name)?.languageFolders != nil
    }

    /// Every file a catalog was read from, with its language (`""` for a whole-file format's own file):
    /// what `--changed-since` reads at a revision and `serve` watches for changes. A per-language
    /// table's are its languages' files (and its nib's); a whole-file catalog's, its file and any nib
    /// it was joined with.
    static func sourceFiles(of catalog: Catalog) -> [LegacyTableReader.File] {
        var files = Set<LegacyTableReader.File>()
        if catalog.format?.languageFolders == nil { files.insert(.init(language: "", path: catalog.file)) }
        for entry in catalog.entries {
            for (language, node) in entry.localizations {
                if let file = node.file, file != catalog.file || catalog.format?.languageFolders != nil {
                    files.insert(.init(language: language, path: file))
                }
            }
        }
        return files.sorted { ($0.path, $0.language) < ($1.path, $1.language) }
    }
}

extension Catalog {
    /// The format of the file the catalog was read from (a legacy table's: its source language's file's).
    public var format: CatalogFormat? { CatalogFormats.format(ofFile: file) }
}

extension CatalogFormats {
    /// The per-language format `apply` writes a language's new entries in, and its folders: the first
    /// registered whose writer edits a language's file (`.strings`).
    static var writtenLanguageFormat: (CatalogFormat, CatalogFormat.LanguageFolders)? {
        for format in all {
            guard let folders = format.languageFolders, case .languageFile = format.writer else { continue }
            return (format, folders)
        }
        return nil
    }
}
