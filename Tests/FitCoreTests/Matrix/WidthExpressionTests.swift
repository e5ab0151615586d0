import Testing
@testable import FitCore

@Suite("Width expressions")
struct WidthExpressionTests {
    /// expression, container width (pt), slot width (pt), canonical spelling
    static let resolved: [(String, Double, Double, String)] = [
        ("100% - 32", 375, 343, "100% - 32"),
        ("50% - 24", 300, 126, "50% - 24"),
        ("210", 960, 210, "210"),
        ("100%", 390, 390, "100%"),
        ("33%-16", 300, 83, "33% - 16"),
        ("25% + 4", 400, 104, "25% + 4"),
        ("  12.5  ", 320, 12.5, "12.5"),
        ("100% / 4", 400, 100, "100% / 4"),          // one of four tab bar items
        ("100%/2 - 32", 375, 155.5, "100% / 2 - 32"), // one of two segments less their padding
        ("100% / 3 - 16", 300, 84, "100% / 3 - 16"),
    ]

    @Test(arguments: resolved)
    func resolvesAgainstTheContainer(_ text: String, _ container: Double, _ width: Double, _ canonical: String) throws {
        let expression = try #require(WidthExpression(text))
        #expect(abs(expression.resolve(containerWidth: container) - width) < 1e-9)
        #expect(expression.description == canonical)
    }

    @Test func fixedWidthsIgnoreTheContainer() throws {
        let fixed = try #require(WidthExpression("210"))
        let relative = try #require(WidthExpression("50%"))
        #expect(fixed.isFixed && fixed.resolve(containerWidth: 300) == fixed.resolve(containerWidth: 960))
        #expect(!relative.isFixed && relative.resolve(containerWidth: 300) != relative.resolve(containerWidth: 960))
    }

    static let rejected = ["", "abc", "0", "-32", "0%", "150%", "100% -", "100% * 2", "100% - 32%", "12000",
                           "100% - 20000", "% - 32", "1e3", "50%%",
                           "100% / 0", "100% / 101", "100% / 2.5", "100% /", "100% / -2", "210 / 2"]

    @Test(arguments: rejected)
    func rejectsWhatIsNotAWidth(_ text: String) {
        #expect(WidthExpression(text) == nil)
    }
}
