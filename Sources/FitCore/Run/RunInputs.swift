import Foundation

/// The load stage of a run: everything it reads from outside before it plans. The catalogs
/// (``CatalogReader``), each file read once, a legacy table that a String Catalog of the same name
/// shadows left out (``ShadowedTables``); with `--changed-since`, what git says changed since that
/// revision: the keys whose text changed (``ChangedKeys``) and those the code places differently
/// (``ChangedSlots``); the slots the app's code gives (``CodeSlots``: inferred from the source beside
/// the matrix file on every run, or read from `--slots FILE`), put after the matrix's own rules and
/// groups in ``matrix``. ``RunPlan`` is worked out from these values alone, so a test builds a plan
/// from catalogs made in memory.
struct RunInputs {
    /// The matrix measured: the file's, with the code's slots after its own rules and groups.
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
    /// The code's slots this run uses (``CodeSlots/inference``: what inference found, with each key's
    /// evidence); `nil` when there is no source to read and no `--slots` file.
    var codeSlots: CodeSlots? = nil

    /// What inference found this run: each placed key's slot and evidence, the groups; `nil` without source.
    var inference: SlotInferenceResult? { codeSlots?.inference }

    /// Reads what `matrix` and `selection` ask for. The selection is checked against the matrix first
    /// (``RunPlan/checkSelection(_:_:)``), so that a bad option is named before any file is read.
    /// - Parameter hasFamily: whether a font family is loaded: a code slot's family that is not is
    ///   measured in the default fonts, with a note (``Matrix/withFontFamilies(loaded:)``).
    /// - Throws: ``InputError`` for a bad option, a catalog that cannot be read, a revision git does not know.
    static func load(matrix: Matrix, selection: RunSelection, hasFamily: (String) -> Bool = { _ in true }) throws -> RunInputs {
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
        var warnings = ShadowedTables.measureOnce(&catalogs)
        // The code's slots, inferred now (or read from --slots), after the file's rules and groups.
        let codeSlots = try CodeSlots.load(matrix: matrix, catalogs: catalogs, slotsFile: selection.slotsFile)
        warnings += CodeSlots.notes(codeSlots, matrix: matrix)
        var measured = matrix
        if let codeSlots {
            let (withFamilies, notes) = codeSlots.applied(to: matrix).withFontFamilies(loaded: hasFamily)
            (measured, warnings) = (withFamilies, warnings + notes)
        }
        // With `--changed-since`, git's answers, from the catalogs just read.
        guard let revision = selection.changedSince else {
            return RunInputs(matrix: measured, selection: selection, paths: paths, catalogs: catalogs, warnings: warnings,
                             codeSlots: codeSlots)
        }
        let changedKeys = try ChangedKeys.since(revision, catalogs: catalogs, samples: matrix.samples)
        // The code's places, read with the groups the plan keeps (``RunPlan/checkGroupKeys(_:_:replaced:)``).
        let catalogKeys = Set(catalogs.flatMap { $0.entries.map(\.key) })
        var kept = measured
        kept.groups.removeAll { !RunPlan.hasEveryMember($0, in: catalogKeys) }
        let changedSlots = try ChangedSlots.since(revision, matrix: kept, keys: catalogKeys, now: codeSlots?.inference)
        return RunInputs(matrix: measured, selection: selection, paths: paths, catalogs: catalogs, warnings: warnings,
                         changedKeys: changedKeys, changedSlots: changedSlots, codeSlots: codeSlots)
    }
}
