import Foundation

extension SlotInference {
    /// The keys of the catalogs at `paths` (files or folders of tables), the keys whose places
    /// ``infer(folder:catalogKeys:platform:)`` looks for.
    /// - Throws: ``InputError`` when a catalog cannot be read.
    public static func keys(of paths: [String]) throws -> Set<String> {
        var keys = Set<String>()
        for path in paths {
            for catalog in try CatalogReader.read(path: path) { keys.formUnion(catalog.entries.map(\.key)) }
        }
        return keys
    }
}

extension SlotInference {
    /// `fitcheck slots`: where the code and nibs under `folder` show the keys of `catalogs` (paths as
    /// given), or of the catalogs found under `folder` when none is given.
    /// - Throws: ``InputError`` when `folder` is not a folder, no catalog is found, or one cannot be read.
    /// The catalogs ``infer(folder:catalogs:platform:)`` reads: those named, else the project's own.
    public static func catalogPaths(folder: String, catalogs: [String]) -> [String] {
        catalogs.isEmpty ? ProjectCatalogs.find(in: folder).map { (folder as NSString).appendingPathComponent($0) } : catalogs
    }

    public static func infer(folder: String, catalogs: [String], platform: Platform) throws -> SlotInferenceResult {
        try ProjectFiles.requireFolder(folder)
        let paths = catalogPaths(folder: folder, catalogs: catalogs)
        guard !paths.isEmpty else {
            throw InputError(file: folder, "no catalogs found (*.xcstrings, *.lproj tables); name one with --catalog")
        }
        let read = try paths.flatMap(CatalogReader.read(path:))
        var result = try infer(folder: folder, catalogKeys: read.flatMap { $0.entries.map(\.key) }, platform: platform)
        result.staleKeys = SlotInferenceResult.staleKeys(of: read)
        return result
    }
}
