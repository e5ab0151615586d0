import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Check, budget, try and measure shape a text at a size the same way
/// (``FontLibrary/request(_:language:font:pointSize:)``): on a font whose shapes depend on the
/// size (the default Inter / Inter Display blend, or an `opsz` axis), all four see the same width.
@Suite struct ShapingAtSizeTests {
    static let text = "Manage your subscription settings"
    static let size = 22.0   // title2 at the default size: between the text and the display design

    /// A matrix of one key, one width and one size, written to `folder` with its catalog.
    static func matrix(slotWidth: Double, in folder: URL) throws -> Matrix {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"title.manage":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\(text)"}}}}}}
            """
        try catalog.write(to: folder.appendingPathComponent("Test.xcstrings"), atomically: true, encoding: .utf8)
        let matrix = """
            {"catalogs":["Test.xcstrings"],"widths":[\(slotWidth)],"sizes":["L"],"languages":["en"],
             "insets":{"leading":0,"trailing":0},
             "defaultSlot":{"width":"100%","style":"title2","lines":1}}
            """
        let path = folder.appendingPathComponent("matrix.json").path
        try matrix.write(toFile: path, atomically: true, encoding: .utf8)
        return try Matrix.load(path: path)
    }

    @Test func checkBudgetTryAndMeasureAgreeOnABlendedFont() throws {
        let library = try ShapingTestSupport.library.get()
        let measured = try TextMeasurer(shaper: Shaper(library: library))
            .measure(Self.text, language: "en", parameters: FitParameters(pointSize: Self.size, slotWidth: 10_000), sfTracking: true)
        let width = try #require(measured.measurement.lines.first).width
        // The same text in the text design alone (what shaping without the size gave): wider.
        let textDesign = BreakableText(try Shaper(library: library).shape(ShapingRequest(text: Self.text, language: "en")))
        let textDesignWidth = textDesign.width(from: 0, to: textDesign.clusterCount, pointSize: Self.size,
                                               tracking: SFTracking.tracking(forPointSize: Self.size))
        #expect(textDesignWidth > width + 4)
        // A slot between the two: the blended text fits it, the text design would not.
        let slot = ((width + textDesignWidth) / 2).rounded()
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Self.matrix(slotWidth: slot, in: folder)

        let check = try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: library, toolVersion: "test").run().report
        #expect(check.failingCells.isEmpty)
        let budgetRun = BudgetRun(matrix: matrix, selection: RunSelection(), fonts: library)
        let budget = try #require(try budgetRun.run().budgets.first)
        #expect(budget.fits)
        #expect(abs(try #require(budget.requiredWidth) - width) < 1e-9)
        let trial = try budgetRun.trial(key: "title.manage", language: "en", candidate: Self.text)
        #expect(trial.fits && trial.failingCells == 0)

        // Twin: one point narrower than the text needs, all four fail.
        let tight = try Self.matrix(slotWidth: (width - 1).rounded(.down), in: folder.appendingPathComponent("tight"))
        let failing = try MatrixRun(matrix: tight, selection: RunSelection(), fonts: library, toolVersion: "test").run().report
        #expect(failing.failingCells.count == 1)
        let tightRun = BudgetRun(matrix: tight, selection: RunSelection(), fonts: library)
        #expect(try !(#require(try tightRun.run().budgets.first).fits))
        #expect(try !tightRun.trial(key: "title.manage", language: "en", candidate: Self.text).fits)
    }
}
