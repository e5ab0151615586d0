import Foundation
@testable import FitCore

/// Fixtures and small matrices for the budget tests.
enum BudgetTestSupport {
    /// A catalog with one key in English and German, and a matrix beside it that measures it, both
    /// written to `folder`.
    static func matrix(key: String, english: String, german: String, germanState: String = "translated", rule: String,
                       in folder: URL) throws -> Matrix {
        let catalog = """
            { "sourceLanguage": "en", "version": "1.0", "strings": { "\(key)": { "localizations": {
              "en": { "stringUnit": { "state": "translated", "value": "\(english)" } },
              "de": { "stringUnit": { "state": "\(germanState)", "value": "\(german)" } } } } } }
            """
        let catalogPath = try MatrixTestSupport.write(catalog, name: "Budget.xcstrings", in: folder)
        let matrix = """
            { "catalogs": ["\(catalogPath)"], "widths": [320, 375], "sizes": ["L", "xxxL"], "languages": ["en", "de"],
              "rules": [\(rule)] }
            """
        return try Matrix.load(path: try MatrixTestSupport.write(matrix, in: folder))
    }
}
