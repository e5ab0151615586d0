import Foundation

/// The load stage of a run: everything it reads from outside before it plans. The catalogs
/// (``CatalogReader``), each file read once, a legacy table that a String Catalog of the same name
/// shadows left out (``ShadowedTables``); with `--changed-since`, what git says changed since that
/// revision: the keys whose text changed (``ChangedKeys``) and those the code places differently
/// (``ChangedSlots``). ``RunPlan`` is worked out from these values alone, so a test builds a
/// plan from catalogs made in memory.
struct RunInputs {
    var matrix: Matrix
    var selection: RunSelection
    /// The catalog paths asked for (the matrix's or `--catalog`), for messages.
    var paths: [String]
    /// The catalogs read, in path order.
    var catalogs: [Catalog]
    /// What reading has to say on standard error (a key in two tables of one name).
    var warnings: [String] = []
    /// With `--changed-since`: the keys whose text changed since that revision, as git has them (not
    /// narrowed by `--key`).
    var changedKeys: Set<String>? = nil
    /// With `--changed-since`: the keys the app's code places differently since that revision and their
    /// slots now; `nil` when the matrix holds nothing `fitcheck init` inferred.
    var changedSlots: ChangedSlots? = nil

    /// Reads what `matrix` and `selection` ask for. The selection is checked against the matrix first
    /// (``RunPlan/checkSelection(_:_:)``), so that a bad option is named before any file is read.
    /// - Throws: ``InputError`` for a bad option, a catalog that cannot be read, a revision git does not know.
    static func load(matrix: Matrix, selection: RunSelection) throws -> RunInputs {
        try RunPlan.checkSelection(matrix, selection)
        let paths = selection.catalogs ?? matrix.catalogPaths
        // The same file named twice (a folder and a file in it, `./x` and `x`) is read once: its cells
        // would otherwise be counted twice and share pictures.
        var catalogs: [Catalog] = []
        var read: Set<String> = []
        for path in paths {
            for catalog in try CatalogReader.read(path: path) {
                let file = URL(fileURLWithPath: catalog.file).standardizedFileURL.resolvingSymlinksInPath().path
                if read.insert(([file] + catalog.languages).joined(separator: "\u{1F}")).inserted { catalogs.append(catalog) }
            }
        }
        // A key in a legacy table and in a String Catalog of the same name is measured once, from the catalog.
        let warnings = ShadowedTables.measureOnce(&catalogs)
        // With `--changed-since`, git's answers, from the catalogs just read.
        guard let revision = selection.changedSince else {
            return RunInputs(matrix: matrix, selection: selection, paths: paths, catalogs: catalogs, warnings: warnings)
        }
        let changedKeys = try ChangedKeys.since(revision, catalogs: catalogs, samples: matrix.samples)
        // The code's places, read with the groups the plan keeps (``RunPlan/checkGroupKeys(_:_:replaced:)``).
        let catalogKeys = Set(catalogs.flatMap { $0.entries.map(\.key) })
        var kept = matrix
        kept.groups.removeAll { !RunPlan.hasEveryMember($0, in: catalogKeys) }
        let changedSlots = try ChangedSlots.since(revision, matrix: kept, keys: catalogKeys)
        return RunInputs(matrix: matrix, selection: selection, paths: paths, catalogs: catalogs, warnings: warnings,
                         changedKeys: changedKeys, changedSlots: changedSlots)
    }
}
