import Foundation

/// Where the repository's own files are, found from this source file (Tests/FitCoreTests/Matrix/).
enum MatrixTestSupport {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var defaultMatrixPath: String { repositoryRoot + "/Matrix/default.json" }
    static var demoCatalogPath: String { repositoryRoot + "/Matrix/demo/Demo.xcstrings" }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "matrix.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitcheck-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
