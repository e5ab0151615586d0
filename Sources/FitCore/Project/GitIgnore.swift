import Foundation

/// A project's `.gitignore`, added to: `fitcheck init` keeps `.fitcheck/` (failure pictures, reports)
/// out of the project's commits.
public enum GitIgnore {
    /// Adds `pattern` as a line of `folder/.gitignore` (created when missing) unless a line already says
    /// it (with or without a leading or trailing `/`). The file is written whole, its other lines kept.
    /// - Returns: whether the file changed.
    @discardableResult
    public static func add(_ pattern: String, in folder: String) throws -> Bool {
        let path = (folder as NSString).appendingPathComponent(".gitignore")
        var text = ""
        if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw InputError(file: path, "cannot read the file")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        func bare(_ line: Substring) -> Substring {
            var line = line.drop { $0 == " " || $0 == "\t" }
            while line.last == " " || line.last == "\t" || line.last == "\r" { line = line.dropLast() }
            if line.first == "/" { line = line.dropFirst() }
            if line.last == "/" { line = line.dropLast() }
            return line
        }
        let wanted = bare(Substring(pattern))
        if text.split(separator: "\n", omittingEmptySubsequences: false).contains(where: { bare($0) == wanted }) {
            return false
        }
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += pattern + "\n"
        try AtomicFile.write(Data(text.utf8), to: path)
        return true
    }
}
