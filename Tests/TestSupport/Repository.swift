import Foundation

/// Where the repository's own files are, for the tests of every target: found from this source file's
/// path (`Tests/TestSupport/Repository.swift`), so a test reads the checkout it was built from,
/// whatever the working folder.
public enum Repository {
    /// The package root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relative` under the package root, as a path.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The demo's matrix (`make run` measures it) and its catalog.
    public static let demoMatrix = path("Matrix/default.json")
    public static let demoCatalog = path("Matrix/demo/Demo.xcstrings")

    /// The bundled fonts.
    public static let fonts = path("Fonts")

    /// The test fixtures, shared by both test targets: `Tests/FitCoreTests/Fixtures`.
    public static let fixtures = root.appendingPathComponent("Tests/FitCoreTests/Fixtures")

    /// `relative` under the fixtures, as a path (`fixture("Budget/de.xliff")`).
    public static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }
}
