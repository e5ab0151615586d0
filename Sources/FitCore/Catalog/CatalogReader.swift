import Foundation

/// Reads catalogs from a path: a file of any format of the registry (``CatalogFormats``: `.xcstrings`,
/// `.strings`, `.stringsdict`, `.xliff`, whose ``XLIFFReader`` gives one catalog per `<file>` element), or a
/// folder searched recursively for the files of the formats found in folders: whole files
/// (`*.xcstrings`), and per-language files in their language's folder (`*.lproj/*.strings`,
/// `*.lproj/*.stringsdict`, joined per table, see ``LegacyTableReader``). Results are sorted by path. Files are only ever read. A table named
/// after a nib (`ja.lproj/Prefs.strings`, `mul.lproj/Prefs.xcstrings` beside `Base.lproj/Prefs.xib`) is
/// joined with it (``NibTable``): the nib's own text is the source.
///
/// A lone legacy file takes its language from its `<lang>.lproj` folder, else from a `<lang>.` prefix of
/// its name (`ru.Localizable.stringsdict`, also after a last `_`), else `en`.
public enum CatalogReader {
    /// - Throws: ``InputError`` for the first file that cannot be read as a catalog (a String Catalog that
    ///   is not valid JSON, a file that cannot be opened). A legacy table that is damaged is read as the
    ///   device reads it, its damage in ``Catalog/tableFindings``.
    public static func read(path: String) throws -> [Catalog] {
        let (catalogs, errors) = try readEach(path: path)
        if let error = errors.first { throw error }
        return catalogs
    }

    /// Every catalog under `path` that can be read, and an error for each one that cannot, in path order.
    /// - Throws: ``InputError`` when `path` does not exist, is not a catalog file, or holds no catalogs.
    public static func readEach(path: String) throws -> (catalogs: [Catalog], errors: [InputError]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(file: path, "no such file or folder")
        }
        var sources: [(path: String, read: () throws -> [Catalog])] = []
        if !isFolder.boolValue {
            guard let format = CatalogFormats.format(ofFile: path) else {
                throw InputError(file: path, "expected a \(CatalogFormats.suffixList) file")
            }
            switch format.layout {
            case .wholeFile(let read, _):
                sources = [(path, { try joined(try read(path), format: format, file: path) })]
            case .languageFiles:
                sources = [(path, {
                    let table = try LegacyTableReader.read([.init(language: language(ofLegacyFile: path), path: path)])
                    return [try NibTable.joined(table, tableFile: path)]
                })]
            }
        } else {
            var tables: [String: [LegacyTableReader.File]] = [:]  // <folder holding the .lproj>/<Table> → files
            let base = URL(fileURLWithPath: path)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard let format = CatalogFormats.format(ofFile: url.path), format.foundInFolders else { continue }
                switch format.layout {
                case .wholeFile(let read, _):
                    sources.append((url.path, { try joined(try read(url.path), format: format, file: url.path) }))
                case .languageFiles(let folders, _, _):
                    let folder = url.deletingLastPathComponent()
                    guard let language = folders.language(folder.lastPathComponent) else { continue }
                    let table = folder.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
                    tables[table, default: []].append(.init(language: language, path: url.path))
                }
            }
            for (table, files) in tables {
                sources.append((table, {
                    [try NibTable.joined(try LegacyTableReader.read(files), folder: (table as NSString).deletingLastPathComponent,
                                         name: (table as NSString).lastPathComponent)]
                }))
            }
            guard !sources.isEmpty else { throw InputError(file: path, "no catalogs found in \(path)") }
        }
        var catalogs: [Catalog] = [], errors: [InputError] = []
        for source in sources.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            do { catalogs += try source.read() } catch let error as InputError { errors.append(error) }
        }
        return (catalogs, errors)
    }

    /// A whole file's catalogs, each joined with its nib when its format has nibs' tables.
    private static func joined(_ catalogs: [Catalog], format: CatalogFormat, file: String) throws -> [Catalog] {
        guard format.nib != .never else { return catalogs }
        return try catalogs.map { try NibTable.joined($0, tableFile: file) }
    }

    static func language(ofLegacyFile path: String) -> String {
        let url = URL(fileURLWithPath: path)
        if let language = CatalogFormats.language(ofFolder: url.deletingLastPathComponent().lastPathComponent) { return language }
        let parts = url.lastPathComponent.split(separator: ".")
        guard parts.count >= 3, let prefix = parts.first.map(String.init) else { return "en" }
        for candidate in [prefix, prefix.split(separator: "_").last.map(String.init) ?? ""] where ICULocale.isKnownLanguage(candidate) {
            return candidate
        }
        return "en"
    }

}
