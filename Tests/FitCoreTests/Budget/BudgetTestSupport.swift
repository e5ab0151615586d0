import Foundation
@testable import FitCore

/// Fixtures and small matrices for the budget tests.
enum BudgetTestSupport {
    /// Tests/FitCoreTests/Fixtures/Budget/<name>
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Budget/\(name)").path
    }

    /// A catalog with one key in English and German, and a matrix beside it that measures it.
    static func matrix(key: String, english: String, german: String, rule: String) throws -> Matrix {
        let catalog = """
            { "sourceLanguage": "en", "version": "1.0", "strings": { "\(key)": { "localizations": {
              "en": { "stringUnit": { "state": "translated", "value": "\(english)" } },
              "de": { "stringUnit": { "state": "translated", "value": "\(german)" } } } } } }
            """
        let catalogPath = try MatrixTestSupport.temporaryFile(catalog, name: "Budget.xcstrings")
        let matrix = """
            { "catalogs": ["\(catalogPath)"], "widths": [320, 375], "sizes": ["L", "xxxL"], "languages": ["en", "de"],
              "rules": [\(rule)] }
            """
        return try Matrix.load(path: try MatrixTestSupport.temporaryFile(matrix))
    }
}
