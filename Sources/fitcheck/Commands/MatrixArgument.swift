import FitCore

/// The matrix and fonts the budget commands read, found as the check command finds them.
enum MatrixArgument {
    static let option = OptionSpec("matrix", value: "PATH",
                                   help: "Matrix file (default: ./fitcheck.json, else Matrix/default.json).")
    /// `--catalog`, `--lang` and `--key`: how check and budget narrow what the matrix reads and measures.
    static let catalogOption = OptionSpec("catalog", value: "PATH", repeatable: true,
                                          help: "Catalog file or folder to read instead of the matrix's (repeatable; an .xliff export too).")
    static let languageOption = OptionSpec("lang", value: "LANG", repeatable: true, help: "Only these languages (repeatable).")
    static let keyOption = OptionSpec("key", value: "GLOB", repeatable: true,
                                      help: "Only keys matching this pattern: glob (* ?) or prefix (repeatable).")
    /// `--fonts PATH` (repeatable), as for the check command.
    static let fontsOption = CheckAdoption.fontsOption
    /// `--system-fonts`, as for the check command.
    static let systemFontsOption = CheckAdoption.systemFontsOption

    /// `--matrix PATH`, else `./fitcheck.json`, else the default matrix (``CheckCommand/matrixPath(explicit:)``).
    static func load(_ parsed: ParsedArguments) throws -> Matrix {
        guard let path = CheckCommand.matrixPath(explicit: parsed.value("matrix")) else {
            throw InputError("no matrix: pass --matrix PATH, or run `fitcheck init` to write fitcheck.json")
        }
        return try Matrix.load(path: path)
    }

    /// The default fonts, the `--fonts` paths and the font files the matrix names, as the check loads them.
    static func fonts(_ parsed: ParsedArguments, matrix: Matrix) throws -> FontLibrary {
        try FontLibrary(CheckAdoption.fontConfiguration(parsed, matrix: matrix))
    }
}
