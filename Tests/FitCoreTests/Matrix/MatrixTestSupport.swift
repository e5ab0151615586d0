import Foundation

/// Files written for a test: a matrix, a catalog.
enum MatrixTestSupport {
    /// Writes `text` to `folder/name` and returns its path.
    static func write(_ text: String, name: String = "matrix.json", in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
