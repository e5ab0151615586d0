import Testing
@testable import FitCore
import FitcheckTestSupport

/// The text report: totals first, then the findings, errors first: each failing key with its
/// findings (the worst cell, by how much, and where it fails), each language's missing keys.
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
        let heading = lines.firstIndex(of: "empty.label · App/Localizable.xcstrings:63")
        #expect(heading != nil)
        if let heading {
            #expect(lines[heading + 1] == "  en: nothing to measure: the text is empty")
            #expect(lines[heading + 3] == "  in all 4 cells measured")
            #expect(lines[heading + 4] == "")
        }
    }

    /// Errors first, then warnings: a language's coverage is one entry under the warnings, with its
    /// counts and first missing keys, after every error whatever the keys' names.
    @Test func errorsComeFirstAndALanguagesCoverageIsOneWarning() {
        let lines = text.components(separatedBy: "\n")
        let errors = lines.firstIndex(of: "errors (7)"), warnings = lines.firstIndex(of: "warnings (1): they do not fail the run")
        #expect(errors != nil && warnings != nil)
        if let errors, let warnings {
            #expect(errors < warnings)
            #expect(lines[warnings + 2] == "hi coverage · App/Localizable.xcstrings:44")
            #expect(lines[warnings + 3] == "  hi: 3 of 4 keys translated; 1 untranslated")
            #expect(lines[warnings + 4] == "  missing: promo.banner")
        }
        #expect(!text.contains("promo.banner ·"))   // no finding of the key itself
    }

    @Test func startsWithTheTotals() {
        let first = text.prefix { $0 != "\n" }
        #expect(first == "fitcheck: 7 errors · 1 warning — findings in 6 of 8 keys · 3 languages · 16 of 92 cells fail")
        #expect(text.contains("  errors:      zeroLines 1 · missingGlyphs 1 · overflow 3 · clipped 1 · brokenWord 1\n"))
        #expect(text.contains("  warnings:    untranslated 1\n"))
        #expect(text.contains("  failing:     7 of 8 findings fail the run\n"))
        #expect(text.contains("  by language: de 4 (6 of 32 cells) · en 1 (4 of 36 cells) · hi 3 (6 of 24 cells)\n"))
        #expect(text.contains("  coverage:    hi 5 of 6 keys (83.3 %)\n"))
    }

    /// The `measured:` line names three catalogs at most and counts the rest.
    @Test func theMeasuredLineCapsItsCatalogs() {
        var many = report
        many.summary.catalogs = (1...40).map { "Sources/Table\($0).strings" }
        let line = TextReporter().render(many).components(separatedBy: "\n")[1]
        #expect(line.hasSuffix(" · Sources/Table1.strings, Sources/Table2.strings, Sources/Table3.strings and 37 more catalogs"))
        #expect(text.components(separatedBy: "\n")[1].hasSuffix(" · App/Localizable.xcstrings, Shared/Settings, legacy.xcstrings"))
    }

    @Test func aGreenRunSaysSoInOneLineOfTotals() {
        let green = ReportFixture.build(ReportFixture.cells().filter { !$0.verdict.isFailure })
        let output = TextReporter().render(green)
        #expect(output.hasPrefix("fitcheck: all 76 cells fit · 7 keys · 3 languages\n"))
        #expect(!output.contains("errors:"))
        #expect(TextReporter().render(ReportFixture.build([])).hasPrefix("fitcheck: no cells measured"))
    }

    @Test func aKeyLimitShortensTheList() {
        let short = TextReporter(keyLimit: 2).render(report)
        #expect(short.contains("… and 5 more (the JSON report lists every finding)"))
        #expect(!text.contains("… and"))
    }
}
