import FitCore

/// The matrix and fonts the budget commands read, found as the check command finds them.
enum MatrixArgument {
    static let option = OptionSpec("matrix", value: "PATH",
                                   help: "Matrix file (default: ./fitcheck.json; without one, --catalog is measured at the default widths and sizes).")
    /// `--catalog`, `--lang` and `--key`: how check and budget narrow what the matrix reads and measures.
    static let catalogOption = OptionSpec("catalog", value: "PATH", repeatable: true,
                                          help: "Catalog file or folder to read instead of the matrix's (repeatable; an .xliff export too).")
    static let languageOption = OptionSpec("lang", value: "LANG", repeatable: true, help: "Only these languages (repeatable).")
    static let keyOption = OptionSpec("key", value: "GLOB", repeatable: true,
                                      help: "Only keys matching this pattern: glob (* ?) or prefix (repeatable).")
    static let excludeOption = OptionSpec("exclude", value: "GLOB", repeatable: true,
                                          help: "Leave out keys matching this glob (* ?; else the whole key), with the matrix's exclude (repeatable).")
    /// `--slots FILE`: the slots `fitcheck slots --export` wrote, measured instead of those the source gives.
    static let slotsOption = OptionSpec("slots", value: "FILE",
                                        help: "Measure with the slots in FILE (from `fitcheck slots --export`) instead of inferring them from the source.")
    /// `--fonts PATH` (repeatable), as for the check command.
    static let fontsOption = CheckAdoption.fontsOption
    /// `--system-fonts`, as for the check command.
    static let systemFontsOption = CheckAdoption.systemFontsOption

    /// What a command says when there is no matrix: fitcheck never falls back to its demo quietly.
    static let noMatrix = "no fitcheck.json here: run `fitcheck init` to write one for this project "
        + "(or pass --matrix PATH or --catalog PATH; the demo: --matrix Matrix/default.json)"

    /// `--matrix PATH`, else `./fitcheck.json`, else (with `--catalog`) the matrix `fitcheck init` would
    /// write for those catalogs; none of them: an input error saying to run `fitcheck init`.
    static func load(_ parsed: ParsedArguments) throws -> Matrix {
        try resolve(parsed).matrix
    }

    /// ``load(_:)``, with notes for standard error: which matrix a run without one uses, and the
    /// catalogs' languages it leaves out and why.
    static func resolve(_ parsed: ParsedArguments) throws -> (matrix: Matrix, notes: [String]) {
        if let path = CheckCommand.matrixPath(explicit: parsed.value("matrix")) {
            return (try Matrix.load(path: path), [])
        }
        let paths = parsed.all("catalog")
        guard !paths.isEmpty else { throw InputError(noMatrix) }
        var catalogs: [Catalog] = []
        for path in paths { catalogs += try CatalogReader.read(path: path) }
        let defaults = try Matrix.load(path: try ResourceLocator.matrixDirectory() + "/default.json")
        let (matrix, skipped) = try Matrix.starter(for: catalogs, paths: paths, defaults: defaults)
        var notes = ["no fitcheck.json: measuring the catalogs' \(matrix.languages.count) "
                     + "\(matrix.languages.count == 1 ? "language" : "languages") (\(matrix.languages.joined(separator: " "))) "
                     + "at fitcheck's default widths and sizes (`fitcheck init` writes them into a fitcheck.json to edit)"]
        if !skipped.isEmpty { notes.append("skipped: " + skipped.joined(separator: ", ")) }
        return (matrix, notes)
    }

    /// The default fonts, the `--fonts` paths and the font files the matrix names, as the check loads them.
    static func fonts(_ parsed: ParsedArguments, matrix: Matrix) throws -> FontLibrary {
        try FontLibrary(CheckAdoption.fontConfiguration(parsed, matrix: matrix))
    }

    /// ``fonts(_:matrix:)``, and `matrix`'s font families that are not loaded measured in the default
    /// fonts, as the check measures them (``Matrix/withFontFamilies(loaded:)``).
    static func fontsMeasuring(_ parsed: ParsedArguments, matrix: inout Matrix) throws -> FontLibrary {
        let library = try FontLibrary(CheckAdoption.fontConfiguration(parsed, matrix: matrix))
        matrix = matrix.withFontFamilies(loaded: library.hasFamily).matrix
        return library
    }
}
