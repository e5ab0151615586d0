import Foundation

extension SwiftSourceFile {
    /// The `.swift` files under `folder`, relative to it, sorted by their UTF-8 bytes.
    static func paths(in folder: String) throws -> [String] {
        try ProjectFiles.requireFolder(folder)
        var result: [String] = []
        let walked: Void? = FileManager.default.isReadableFile(atPath: folder) ? ProjectFiles.walk(folder) { item in
            if !item.isFolder, item.pathExtension == "swift" { result.append(item.relative) }
            return true
        } : nil
        guard walked != nil else { throw InputError(file: folder, "cannot read the folder") }
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
