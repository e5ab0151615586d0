import Foundation

/// Reads catalogs from a path: a `.xcstrings`, `.strings`, `.stringsdict` or `.xliff` file (see
/// ``XLIFFReader``; one catalog per `<file>` element), or a folder searched
/// recursively for `*.xcstrings` and for `*.lproj/*.strings` / `*.lproj/*.stringsdict` (joined per table,
/// see ``LegacyTableReader``). Results are sorted by path. Files are only ever read. A table named
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
            switch (path as NSString).pathExtension {
            case "xcstrings": sources = [(path, { [try NibTable.joined(try XCStringsReader.read(file: path), tableFile: path)] })]
            case "xliff", "xlf": sources = [(path, { try XLIFFReader.read(file: path) })]
            case "strings", "stringsdict":
                sources = [(path, {
                    let table = try LegacyTableReader.read([.init(language: language(ofLegacyFile: path), path: path)])
                    return [try NibTable.joined(table, tableFile: path)]
                })]
            default: throw InputError(file: path, "expected a .xcstrings, .strings, .stringsdict or .xliff file")
            }
        } else {
            var tables: [String: [LegacyTableReader.File]] = [:]  // <folder holding the .lproj>/<Table> → files
            let base = URL(fileURLWithPath: path)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let ext = url.pathExtension
                if ext == "xcstrings" {
                    sources.append((url.path, { [try NibTable.joined(try XCStringsReader.read(file: url.path), tableFile: url.path)] }))
                    continue
                }
                guard ext == "strings" || ext == "stringsdict" else { continue }
                let folder = url.deletingLastPathComponent()
                guard folder.pathExtension == "lproj" else { continue }
                let table = folder.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
                tables[table, default: []].append(.init(language: folder.deletingPathExtension().lastPathComponent, path: url.path))
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

    static func language(ofLegacyFile path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { return folder.deletingPathExtension().lastPathComponent }
        let parts = url.lastPathComponent.split(separator: ".")
        guard parts.count >= 3, let prefix = parts.first.map(String.init) else { return "en" }
        for candidate in [prefix, prefix.split(separator: "_").last.map(String.init) ?? ""] where ICULocale.isKnownLanguage(candidate) {
            return candidate
        }
        return "en"
    }

}
