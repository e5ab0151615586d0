import FitCore

/// `--matrix PATH`, else `./fitcheck.json`, else the bundled `Matrix/default.json`: the matrix every
/// measuring command reads.
enum MatrixArgument {
    static let option = OptionSpec("matrix", value: "PATH",
                                   help: "Matrix file (default: ./fitcheck.json, else Matrix/default.json).")

    static func load(_ parsed: ParsedArguments) throws -> Matrix {
        let path = Matrix.locate(explicit: parsed.value("matrix"), in: ".")
            ?? (try? ResourceLocator.matrixDirectory()).map { $0 + "/default.json" }
        guard let path else {
            throw InputError("no matrix: pass --matrix PATH, or run `fitcheck init` to write fitcheck.json")
        }
        return try Matrix.load(path: path)
    }
}
