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
    public static func read(path: String) throws -> [Catalog] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(file: path, "no such file or folder")
        }
        if !isFolder.boolValue {
            switch (path as NSString).pathExtension {
            case "xcstrings": return [try NibTable.joined(try XCStringsReader.read(file: path), tableFile: path)]
            case "xliff", "xlf": return try XLIFFReader.read(file: path)
            case "strings", "stringsdict":
                let table = try LegacyTableReader.read([.init(language: language(ofLegacyFile: path), path: path)])
                return [try NibTable.joined(table, tableFile: path)]
            default: throw InputError(file: path, "expected a .xcstrings, .strings, .stringsdict or .xliff file")
            }
        }
        var catalogs: [String] = []
        var tables: [String: [LegacyTableReader.File]] = [:]  // <folder holding the .lproj>/<Table> → files
        let base = URL(fileURLWithPath: path)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let ext = url.pathExtension
            if ext == "xcstrings" { catalogs.append(url.path); continue }
            guard ext == "strings" || ext == "stringsdict" else { continue }
            let folder = url.deletingLastPathComponent()
            guard folder.pathExtension == "lproj" else { continue }
            let table = folder.deletingLastPathComponent().appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
            tables[table, default: []].append(.init(language: folder.deletingPathExtension().lastPathComponent, path: url.path))
        }
        var result: [(String, Catalog)] = try catalogs.map {
            ($0, try NibTable.joined(try XCStringsReader.read(file: $0), tableFile: $0))
        }
        for (table, files) in tables {
            let joined = try NibTable.joined(try LegacyTableReader.read(files), folder: (table as NSString).deletingLastPathComponent,
                                             name: (table as NSString).lastPathComponent)
            result.append((table, joined))
        }
        guard !result.isEmpty else { throw InputError(file: path, "no catalogs found in \(path)") }
        return result.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }.map(\.1)
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
