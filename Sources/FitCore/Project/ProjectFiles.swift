import Foundation

/// The files of an app project as fitcheck's project readers see them (`init` finding catalogs and
/// the platform, `slots` finding Swift sources): every file below the project folder, except in
/// hidden folders and in the folders of dependencies and build products.
public enum ProjectFiles {
    /// Folders never entered: dependencies (`Pods`, `Carthage`, `node_modules`) and build products
    /// (`DerivedData`, `build`; `.build` is hidden anyway). What they hold is not the app's own.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build"]

    /// One file or folder below the project folder.
    struct Item {
        /// Its path relative to the project folder.
        var relative: String
        /// Its path as given (the project folder's path joined with ``relative``).
        var path: String
        var isFolder: Bool
        /// The last path component.
        var name: String { (relative as NSString).lastPathComponent }
        /// The name's extension, without the dot (`xcstrings`, `lproj`).
        var pathExtension: String { (relative as NSString).pathExtension }
    }

    /// Calls `visit` with each file and folder below `folder`, in the order the file system lists them,
    /// skipping hidden and ``skippedFolders``. `visit` returns `false` for a folder whose contents it does
    /// not want. `nil` when the folder cannot be listed.
    static func walk(_ folder: String, _ visit: (Item) throws -> Bool) rethrows -> Void? {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder) else { return nil }
        while let relative = walker.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let item = Item(relative: relative, path: path, isFolder: isFolder.boolValue)
            if item.isFolder, item.name.hasPrefix(".") || skippedFolders.contains(item.name) {
                walker.skipDescendants()
                continue
            }
            if try !visit(item), item.isFolder { walker.skipDescendants() }
        }
        return ()
    }

    /// - Throws: ``InputError`` "no such folder" when `folder` is not a folder.
    public static func requireFolder(_ folder: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: folder, "no such folder")
        }
    }
}
