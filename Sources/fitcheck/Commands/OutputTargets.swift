import FitCore

/// What a command reads and what it would write, checked before any work: an output that is one of
/// its inputs (a report over the catalog, the baseline over the matrix) or two outputs to one place
/// (two reports to standard output, or to one file) are bad input, exit 2, and nothing is written.
/// Files are compared as ``FileIdentity`` (device and inode, else the resolved path).
struct OutputTargets {
    private var inputs: [(role: String, path: String)] = []
    private var outputs: [(role: String, path: String?)] = []

    /// An input the command reads: `role` says what it is (`the catalog`, `the matrix`).
    mutating func reads(_ role: String, _ path: String) {
        inputs.append((role, path))
    }

    /// An output, named as the user gave it (`--report json:x.json`); `path` `nil` for standard output.
    mutating func writes(_ role: String, _ path: String?) {
        outputs.append((role, path))
    }

    /// The `--report FORMAT[:PATH]` outputs.
    mutating func writes(_ reports: [ReportOutput]) {
        for report in reports {
            writes("--report \(report.format.rawValue)" + (report.path.map { ":" + $0 } ?? ""), report.path)
        }
    }

    /// The matrix and the catalogs a run reads.
    mutating func reads(_ matrix: Matrix, catalogs: [String]?) {
        if !matrix.file.isEmpty { reads("the matrix", matrix.file) }
        for catalog in catalogs ?? matrix.catalogPaths { reads("the catalog", catalog) }
    }

    func check() throws {
        let inputIdentities = inputs.map { FileIdentity($0.path) }
        var seen: [(role: String, identity: FileIdentity?)] = []
        for output in outputs {
            let identity = output.path.map(FileIdentity.init)
            if let identity, let index = inputIdentities.firstIndex(of: identity) {
                let input = inputs[index]
                throw InputError(file: output.path, "\(output.role) would overwrite \(input.role) \(input.path): write it elsewhere")
            }
            if let earlier = seen.first(where: { $0.identity == identity }) {
                throw InputError(identity == nil
                    ? "\(earlier.role) and \(output.role) both go to standard output: give one of them a file (FORMAT:PATH)"
                    : "\(earlier.role) and \(output.role) write the same file: give each its own")
            }
            seen.append((output.role, identity))
        }
    }
}
