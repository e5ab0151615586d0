import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The tree on every `.swift` file of the corpus's five whole apps: it never fails, and few
/// top-level declarations or statements are left `unknown`.
@Suite("Swift tree on the corpus apps", .enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
struct SwiftTreeCorpusTests {
    static let apps = ["cubetime-app", "linearmouse-app", "clipy-app", "monitorcontrol-app", "duckduckgo-ios-app"]
    /// The most `unknown` top-level nodes allowed per app.
    static let allowedUnknown = 0

    @Test(arguments: apps)
    func everyFileParses(_ app: String) throws {
        let folder = Corpus.folder.appendingPathComponent(app).path
        var files = 0, topLevel = 0, unknown = 0, unknownInside = 0
        for path in try SwiftSourceFile.paths(in: folder) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path),
                  let file = try? SwiftSourceFile(path: path, source: [UInt8](data)) else { continue }
            files += 1
            for statement in file.tree.statements {
                topLevel += 1
                if case .unknown = statement.kind {
                    unknown += 1
                    print("unknown \(app)/\(path):\(statement.line):\(statement.column) \(statement.shape(file.tokens).prefix(120))")
                }
            }
            file.tree.walk { if case .unknown = $0.kind { unknownInside += 1; if ProcessInfo.processInfo.environment["TREE_DUMP"] != nil { print("U \(path):\($0.line) \($0.shape(file.tokens).prefix(100))") } } }
        }
        print("tree \(app): \(files) files, \(topLevel) top-level nodes, \(unknown) unknown at the top level, \(unknownInside) unknown anywhere")
        #expect(files > 0)
        #expect(unknown <= SwiftTreeCorpusTests.allowedUnknown)
    }
}
