import Foundation
@testable import FitCore
import FitcheckTestSupport
import FitcheckTestSupport

/// Files written for a test: a matrix, a catalog.
enum MatrixTestSupport {
    /// Writes `text` to `folder/name` and returns its path.
    static func write(_ text: String, name: String = "matrix.json", in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// `text` loaded as a matrix file `name` from a scratch folder, removed once read: for matrices
    /// whose catalogs are absolute paths, or never read.
    static func load(_ text: String, name: String = "matrix.json") throws -> Matrix {
        let folder = try TemporaryFolder.make("matrix")
        defer { TemporaryFolder.remove(folder) }
        return try Matrix.load(path: try write(text, name: name, in: folder))
    }
}
