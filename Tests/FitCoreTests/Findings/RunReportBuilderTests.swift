import Testing
@testable import FitCore

/// The builder counts every cell, keeps only failing ones, and orders them the same way every time.
@Suite struct RunReportBuilderTests {
    let cells = ReportFixture.cells()
    let report = ReportFixture.report()

    @Test func countsEveryCellAndEveryFailure() {
        let failing = cells.filter(\.verdict.isFailure)
        #expect(report.summary.cells == cells.count)
        #expect(report.summary.cells == 92)
        #expect(report.summary.failures == failing.count)
        #expect(report.failingCells.count == failing.count)
        for verdict in Verdict.allCases where verdict.isFailure && !verdict.isTableVerdict {
            #expect(report.summary.failuresByVerdict[verdict.rawValue] == failing.filter { $0.verdict == verdict }.count)
        }
        // A table's verdicts are never a cell's: not among failing cells.
        #expect(report.summary.failuresByVerdict[Verdict.unreadableTable.rawValue] == nil)
        // 8 planted + 4 untranslated Hindi promo cells + 4 empty cells.
        #expect(report.summary.failures == 16)
        #expect(report.exitStatus == 1)
    }

    @Test func aPlantedFailureChangesTheCounts() {
        let planted = ReportFixture.reportWithPlantedFailure()
        #expect(planted.summary.failures == report.summary.failures + 1)
        #expect(planted.summary.failuresByVerdict["overflow"] == (report.summary.failuresByVerdict["overflow"] ?? 0) + 1)
        #expect(planted.summary.failingKeys == report.summary.failingKeys + 1)
        #expect(planted.summary.languages["de"]?.failures == (report.summary.languages["de"]?.failures ?? 0) + 1)
    }

    @Test func countsRenditionsByLanguageAndStatus() {
        let hindi = report.summary.languages["hi"]
        #expect(hindi?.renditions == 6)
        #expect(hindi?.translated == 5)
        #expect(hindi?.untranslated == 1)
        #expect(hindi?.cells == 24)
        #expect(report.summary.languages["de"]?.renditions == 8)
        #expect(report.summary.renditions == 8 + 9 + 6)
        #expect(report.summary.keys == 8)
        // promo.banner shows fallback text in Hindi: its language's coverage finding, not the key's.
        #expect(report.summary.failingKeys == 6)
    }

    @Test func listsWhatWasMeasured() {
        #expect(report.summary.widths == [320, 375])
        #expect(report.summary.sizes == [.L, .AX1])
        #expect(report.summary.styles == [.headline, .body, .footnote, .caption1])
        #expect(report.summary.catalogs == [ReportFixture.app, ReportFixture.settings])
    }

    @Test func keysMeasuredInEveryLanguageOmitTheirLanguageList() {
        let byKey = Dictionary(uniqueKeysWithValues: report.keys.map { ($0.key, $0) })
        #expect(byKey["settings.manage"]?.languages == nil)
        #expect(byKey["items.count"]?.languages == ["de", "en"])
        #expect(byKey["empty.label"].map(report.languages(of:)) == ["en"])
        #expect(byKey["settings.manage"].map(report.languages(of:)) == ["de", "en", "hi"])
    }

    @Test func failuresComeInReportOrderWithRoundedLengths() {
        let order = report.failingCells.map { "\($0.key)|\($0.language)|\($0.variant)|\($0.containerWidth)|\($0.size)" }
        #expect(order == report.failingCells.sorted(by: FailureRecord.reportOrder).map {
            "\($0.key)|\($0.language)|\($0.variant)|\($0.containerWidth)|\($0.size)"
        })
        #expect(report.failingCells.first?.key == "empty.label")
        let manage = report.failingCells.filter { $0.key == "settings.manage" }
        #expect(manage.map(\.excessPoints) == [31, 12.35])
        #expect(manage.first?.lineWidths == [284.67, 281.33, 278])
        #expect(manage.first?.slotWidth == 288)
        #expect(manage.first?.alsoFails == nil)
        #expect(report.failingCells.first { $0.key == "tight.title" }?.alsoFails == [.overflow])
    }

    @Test func theSameCellsInAnotherOrderGiveTheSameReport() {
        #expect(ReportFixture.build(cells.reversed()) == report)
        #expect(ReportFixture.build(cells.reversed()) != ReportFixture.reportWithPlantedFailure())
    }

    /// Every failing cell is counted, whatever `failOn` says; what fails the run is a finding's own.
    @Test func verdictsTheMatrixAllowsAreCountedAndReportedButDoNotFail() {
        let lenient = ReportFixture.build(cells, failOn: VerdictLevels().errorVerdicts.subtracting([.overflow]))
        #expect(lenient.summary.failures == report.summary.failures)
        #expect(lenient.summary.findings == report.summary.findings)
        let overflows = lenient.findings.filter { $0.verdict == .overflow }
        #expect(!overflows.isEmpty && overflows.allSatisfy { !$0.fails })
        #expect(lenient.summary.failing == report.summary.failing - overflows.count)
        #expect(lenient.exitStatus == 1)
    }

    @Test func exitStatusIsZeroOnlyWhenCellsWereMeasuredAndAllFit() {
        let green = ReportFixture.build(cells.filter { !$0.verdict.isFailure })
        #expect(green.exitStatus == 0)
        #expect(ReportFixture.build([]).exitStatus == 1)
        #expect(report.exitStatus == 1)
    }
}

/// A builder that does not keep failing cells gives the same findings and counts, and no cell list.
@Suite struct RunReportBuilderWithoutCellsTests {
    @Test func findingsAndCountsAreThoseOfTheRunThatKeptItsCells() {
        let cells = ReportFixture.cells()
        let kept = ReportFixture.build(cells)
        let counted = ReportFixture.build(cells, keepsCells: false)
        #expect(counted.failures == nil)
        #expect(counted.findings == kept.findings)
        #expect(counted.summary == kept.summary)
        #expect(counted.summary.failures == 16)
        #expect(!JSONReporter().render(counted).contains("\"failures\" : ["))
        #expect(JSONReporter().render(kept).contains("\"failures\" : ["))
        #expect(TextReporter().render(counted) == TextReporter().render(kept))
    }
}
