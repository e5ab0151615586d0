import Testing
@testable import FitCore

/// The text report: totals first, then each failing key with its worst cell and by how much.
@Suite struct TextReporterTests {
    let report = ReportFixture.report()
    var text: String { TextReporter().render(report) }

    @Test func matchesTheGoldenFile() {
        #expect(Snapshot.check(text, golden: "report.txt") == nil)
        #expect(Snapshot.difference(TextReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "report.txt") != nil)
    }

    @Test func showsTheWorstCellOfAKeyAndCountsTheOthers() {
        let lines = text.components(separatedBy: "\n")
        let heading = lines.firstIndex(of: "settings.manage · App/Localizable.xcstrings:12")
        #expect(heading != nil)
        if let heading {
            #expect(lines[heading + 1] == "  de · 320 pt · AX1 · body: 3 lines > 2 (+31 pt)")
            #expect(lines[heading + 3] == "  image: fitcheck-images/de-320-AX1.png")
            #expect(lines[heading + 4] == "  + 1 more failing cell in de")
        }
    }

    @Test func startsWithTheTotals() {
        let first = text.prefix { $0 != "\n" }
        #expect(first == "fitcheck: 16 of 92 cells fail · 7 of 8 keys · 3 languages")
        #expect(text.contains("  by class:    zeroLines 4 · missingGlyphs 1 · untranslated 4 · overflow 4 · clipped 2 · brokenWord 1\n"))
        #expect(text.contains("  by language: de 6 of 32 · en 4 of 36 · hi 6 of 24\n"))
    }

    @Test func aGreenRunSaysSoInOneLineOfTotals() {
        let green = ReportFixture.build(ReportFixture.cells().filter { !$0.verdict.isFailure })
        let output = TextReporter().render(green)
        #expect(output.hasPrefix("fitcheck: all 76 cells fit · 7 keys · 3 languages\n"))
        #expect(!output.contains("by class"))
        #expect(TextReporter().render(ReportFixture.build([])).hasPrefix("fitcheck: no cells measured"))
    }

    @Test func aKeyLimitShortensTheList() {
        let short = TextReporter(keyLimit: 2).render(report)
        #expect(short.contains("… and 5 more failing keys"))
        #expect(!text.contains("more failing keys"))
    }
}
