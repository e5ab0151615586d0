import Testing
@testable import FitCore
import FitcheckTestSupport

/// The text report: totals first, then each failing key with its findings: the worst cell, by how
/// much, and where it fails.
@Suite struct TextReporterTests {
    let report = ReportFixture.report()
    var text: String { TextReporter().render(report) }

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(text, golden: "report.txt") == nil)
        #expect(GoldenFiles.reports.difference(TextReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "report.txt") != nil)
    }

    @Test func showsTheWorstCellOfAFindingAndWhereItFails() {
        let lines = text.components(separatedBy: "\n")
        let heading = lines.firstIndex(of: "settings.manage · App/Localizable.xcstrings:12")
        #expect(heading != nil)
        if let heading {
            #expect(lines[heading + 1] == "  de · 320 pt · AX1 · body: 3 lines > 2 (+31 pt)")
            #expect(lines[heading + 3] == "  fails in 2 cells: AX1 at 320, 375 pt")
            #expect(lines[heading + 4] == "  image: fitcheck-images/de-320-AX1.png")
        }
    }

    @Test func aTextOnlyFindingIsOneEntryWithoutACell() {
        let lines = text.components(separatedBy: "\n")
        let heading = lines.firstIndex(of: "promo.banner · App/Localizable.xcstrings:44")
        #expect(heading != nil)
        if let heading {
            #expect(lines[heading + 1] == "  hi: untranslated: shows the fallback text")
            #expect(lines[heading + 3] == "  in all 4 cells measured")
            #expect(lines[heading + 4] == "")
        }
    }

    @Test func startsWithTheTotals() {
        let first = text.prefix { $0 != "\n" }
        #expect(first == "fitcheck: 8 findings in 7 of 8 keys · 3 languages · 16 of 92 cells fail")
        #expect(text.contains("  findings:    zeroLines 1 · missingGlyphs 1 · untranslated 1 · overflow 3 · clipped 1 · brokenWord 1\n"))
        #expect(text.contains("  by language: de 4 (6 of 32 cells) · en 1 (4 of 36 cells) · hi 3 (6 of 24 cells)\n"))
    }

    @Test func aGreenRunSaysSoInOneLineOfTotals() {
        let green = ReportFixture.build(ReportFixture.cells().filter { !$0.verdict.isFailure })
        let output = TextReporter().render(green)
        #expect(output.hasPrefix("fitcheck: all 76 cells fit · 7 keys · 3 languages\n"))
        #expect(!output.contains("findings:"))
        #expect(TextReporter().render(ReportFixture.build([])).hasPrefix("fitcheck: no cells measured"))
    }

    @Test func aKeyLimitShortensTheList() {
        let short = TextReporter(keyLimit: 2).render(report)
        #expect(short.contains("… and 5 more failing keys"))
        #expect(!text.contains("more failing keys"))
    }
}
