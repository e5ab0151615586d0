import Foundation

/// Finds an app project's catalogs for `fitcheck init`: every file of a whole-file format found in
/// folders (`*.xcstrings`), and every folder holding language folders with a per-language format's
/// tables (`<lang>.lproj` with `.strings` / `.stringsdict`), as paths a matrix can list (``CatalogFormats``).
///
/// Build products, dependencies and hidden folders are skipped (``ProjectFiles``: `.build`, `.git`,
/// `build`, `Pods`, `DerivedData`, `node_modules`, `Carthage`, any `.name`): their catalogs are not the app's.
public enum ProjectCatalogs {
    /// Catalog paths under `folder`, relative to it, sorted: `.xcstrings` files, and the folders
    /// holding `.lproj` folders (read as legacy tables). A file inside a listed folder is not listed
    /// again, nor a folder inside another (a folder is read recursively).
    public static func find(in folder: String) -> [String] {
        var files: [String] = []
        var tableFolders = Set<String>()
        _ = ProjectFiles.walk(folder) { item in
            if item.isFolder {
                guard CatalogFormats.language(ofFolder: item.name) != nil else { return true }
                let tables = (try? FileManager.default.contentsOfDirectory(atPath: item.path)) ?? []
                if tables.contains(where: CatalogFormats.isLanguageFile) {
                    let parent = (item.relative as NSString).deletingLastPathComponent
                    tableFolders.insert(parent.isEmpty ? "." : parent)
                }
                return false
            }
            if let format = CatalogFormats.format(ofFile: item.relative), format.foundInFolders, format.languageFolders == nil {
                files.append(item.relative)
            }
            return true
        }
        let folders = tableFolders.filter { candidate in
            !tableFolders.contains { $0 != candidate && contains($0, candidate) }
        }
        let looseFiles = files.filter { file in !folders.contains { contains($0, file) } }
        return (looseFiles + folders).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// What `init` reads of the catalogs at `paths` (relative to `folder`): every catalog it can read, and
    /// one warning per file it cannot, with its place. `init` never stops on an app file: a String Catalog
    /// that is not valid JSON is still listed (`fitcheck` stops on it, as Xcode's build does), a damaged
    /// legacy table is read as the device reads it (`fitcheck` reports it as `unreadableTable`).
    public static func read(_ paths: [String], in folder: String) -> (catalogs: [Catalog], warnings: [String],
                                                                      unreadableLanguages: [String]) {
        var catalogs: [Catalog] = [], warnings: [String] = [], languages: [String] = []
        for path in paths {
            let full = (folder as NSString).appendingPathComponent(path)
            let reading: (catalogs: [Catalog], errors: [InputError])
            do { reading = try CatalogReader.readEach(path: full) } catch let error as InputError {
                reading = ([], [error])
            } catch {
                reading = ([], [InputError(file: full, "cannot be read: \(error)")])
            }
            catalogs += reading.catalogs
            for error in reading.errors {
                warnings.append("\(error) — cannot be read; it stays in fitcheck.json, and `fitcheck` stops on it "
                                + "(exit 2) until it is fixed, as Xcode's build does")
                if let file = error.file, let language = sourceLanguage(ofBrokenCatalog: file) { languages.append(language) }
            }
            for finding in reading.catalogs.flatMap(\.tableFindings) where finding.kind == .unreadableTable {
                warnings.append("\(finding.file):\(finding.line):\(finding.column): expected \(finding.expected), found "
                                + "\(finding.found) — \(finding.build == .fails ? "Xcode refuses to build this" : "it builds, and the device loses entries"); "
                                + "`fitcheck` measures the rest and reports it (unreadableTable, \(finding.affectedKeys.count) "
                                + "\(finding.affectedKeys.count == 1 ? "key" : "keys"))")
            }
        }
        return (catalogs, warnings, languages)
    }

    /// The source language a catalog that cannot be parsed still names, if its format can tell
    /// (``CatalogFormat/sourceLanguageOfUnreadable``: a String Catalog's `sourceLanguage`).
    static func sourceLanguage(ofBrokenCatalog file: String) -> String? {
        guard let read = CatalogFormats.format(ofFile: file)?.sourceLanguageOfUnreadable,
              let data = FileManager.default.contents(atPath: file) else { return nil }
        return read(data)
    }

    /// True when `path` lies inside the folder `outer` (both relative to the same folder).
    private static func contains(_ outer: String, _ path: String) -> Bool {
        outer == "." || path.hasPrefix(outer + "/")
    }
}
