import Foundation

/// Finds an app project's catalogs for `fitcheck init`: every `*.xcstrings` file, and every folder
/// holding `<lang>.lproj` folders with `.strings` / `.stringsdict` tables, as paths a matrix can list.
///
/// Build products, dependencies and hidden folders are skipped (``ProjectFiles``: `.build`, `.git`,
/// `build`, `Pods`, `DerivedData`, `node_modules`, `Carthage`, any `.name`): their catalogs are not the app's.
public enum ProjectCatalogs {
    /// - Throws: ``InputError`` "no such folder" when `folder` is not a folder.
    public static func requireFolder(_ folder: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: folder, "no such folder")
        }
    }

    /// Catalog paths under `folder`, relative to it, sorted: `.xcstrings` files, and the folders
    /// holding `.lproj` folders (read as legacy tables). A file inside a listed folder is not listed
    /// again, nor a folder inside another (a folder is read recursively).
    public static func find(in folder: String) -> [String] {
        var files: [String] = []
        var tableFolders = Set<String>()
        _ = ProjectFiles.walk(folder) { item in
            if item.isFolder {
                guard item.pathExtension == "lproj" else { return true }
                let tables = (try? FileManager.default.contentsOfDirectory(atPath: item.path)) ?? []
                if tables.contains(where: { ["strings", "stringsdict"].contains(($0 as NSString).pathExtension) }) {
                    let parent = (item.relative as NSString).deletingLastPathComponent
                    tableFolders.insert(parent.isEmpty ? "." : parent)
                }
                return false
            }
            if item.pathExtension == "xcstrings" { files.append(item.relative) }
            return true
        }
        let folders = tableFolders.filter { candidate in
            !tableFolders.contains { $0 != candidate && contains($0, candidate) }
        }
        let looseFiles = files.filter { file in !folders.contains { contains($0, file) } }
        return (looseFiles + folders).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// True when `path` lies inside the folder `outer` (both relative to the same folder).
    private static func contains(_ outer: String, _ path: String) -> Bool {
        outer == "." || path.hasPrefix(outer + "/")
    }
}
