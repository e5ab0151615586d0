import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A slot whose width does not depend on the container (a fixed width, every Mac slot) fits alike at
/// every width: it is measured once (its cells then hold at every width: the counts stay), and its
/// finding says "fixed width" rather than listing widths;
/// a Mac's text, which has one size, shows none.
@Suite("Fixed widths")
struct FixedWidthTests {
    /// Runs one key that never fits 40 pt (`fixed`) and one that never fits 10 % of the container
    /// (`share`) at three widths, on `platform`.
    static func run(platform: String = "iOS", sizes: String = #""sizes": ["L", "AX1"],"#) throws -> RunOutcome {
        let folder = try TemporaryFolder.make("fixedwidth")
        defer { TemporaryFolder.remove(folder) }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
              "fixed":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A sentence far too long for forty points"}}}},
              "share":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A sentence far too long for a tenth"}}}}}}
            """
        let catalogPath = try MatrixTestSupport.write(catalog, name: "App.xcstrings", in: folder)
        let matrixPath = try MatrixTestSupport.write("""
            { "platform": "\(platform)", "widths": [220, 320, 480], \(sizes) "languages": ["en"], "catalogs": ["\(catalogPath)"],
              "rules": [ { "match": "=fixed", "width": "40", "lines": 1 }, { "match": "=share", "width": "10%", "lines": 1 } ] }
            """, in: folder)
        let matrix = try Matrix.load(path: matrixPath)
        return try MatrixRun(matrix: matrix, selection: RunSelection(languages: ["en"]), fonts: try FontLibrary.bundled(),
                             toolVersion: "test").run()
    }

    @Test func aFixedWidthIsMeasuredOnceAndSaysSo() throws {
        let report = try Self.run().report
        let fixed = try #require(report.findings.first { $0.key == "fixed" })
        let share = try #require(report.findings.first { $0.key == "share" })
        // Measured at one width, the fixed slot's cells hold at all three: 6 + 6 cells, the same counts.
        #expect(report.summary.cells == 12)
        #expect(fixed.failingCellCount == 6 && fixed.worst?.fixedWidth == true)
        #expect(Set(fixed.failingCells?.map(\.excessPoints) ?? []).count == 2)
        #expect(fixed.failingCellsLine == "fixed width: fails at L, AX1")
        #expect(fixed.headline.hasPrefix("en · fixed width 40 pt · AX1 · body: "), "\(fixed.headline)")
        #expect(share.failingCellCount == 6 && share.worst?.fixedWidth == nil)
        #expect(share.failingCellsLine == "fails in 6 cells: L at 220, 320, 480 pt · AX1 at 220, 320, 480 pt")
    }

    @Test func aMacTextShowsNoSize() throws {
        let report = try Self.run(platform: "macOS", sizes: "").report
        let fixed = try #require(report.findings.first { $0.key == "fixed" })
        let share = try #require(report.findings.first { $0.key == "share" })
        #expect(fixed.failingCellsLine == "fixed width: fails whatever the window's width")
        #expect(fixed.headline.hasPrefix("en · fixed width 40 pt · body: "), "\(fixed.headline)")
        #expect(share.failingCellsLine == "fails in 3 cells: at 220, 320, 480 pt")
        #expect(share.headline.hasPrefix("en · 220 pt · body: "), "\(share.headline)")
        // JSON says why, and reads it back.
        let json = JSONReporter().render(report)
        #expect(try JSONDecoder().decode(RunReport.self, from: Data(json.utf8)).findings == report.findings)
        // The page's heat map shows only what varies: no size axis, the fixed finding counted apart.
        let map = HeatMap(report)
        #expect(!map.showsSizes && map.fixed == 1 && map.maximum == 1)
    }
}
