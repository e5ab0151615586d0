import Testing
@testable import FitCore

/// Adding a rendition's cells at once (as a run does) is adding them one by one, and finishing a
/// builder is building it: same report, byte for byte.
@Suite struct RunReportBuilderBatchTests {
    let cells = ReportFixture.cells()

    /// The fixture's cells, rendition by rendition, through the batch call.
    func batchReport(dropping dropped: Int? = nil) -> RunReport {
        var builder = RunReportBuilder(toolVersion: "0.1.0-test")
        var start = 0
        var renditions: [Rendition] = []
        while start < cells.count {
            var end = start + 1
            while end < cells.count && cells[end].rendition == cells[start].rendition { end += 1 }
            let group = cells[start ..< end]
            let first = cells[start]
            builder.noteRendition(first.rendition)
            renditions.append(first.rendition)
            let results = group.indices.filter { $0 != dropped }.map { index in
                let cell = cells[index]
                return CellResult(containerWidth: cell.width, slotWidth: cell.slotWidth, size: cell.size,
                                  measurement: cell.measurement, verdict: cell.verdict, image: cell.image)
            }
            builder.add(rendition: first.rendition, style: first.style, weight: first.style.defaultWeight,
                        rule: first.rule, cells: results)
            start = end
        }
        builder.addCoverage(ReportFixture.coverage(of: renditions))
        return builder.build()
    }

    @Test func aBatchPerRenditionGivesTheSameReportAsCellByCell() {
        let json = JSONReporter()
        #expect(json.render(batchReport()) == json.render(ReportFixture.report()))
        let report = batchReport()
        #expect(report.summary.cells == 92)
        #expect(report.summary.failures == 16)
        #expect(report.summary.languages.values.reduce(0) { $0 + $1.failures } == 16)
        #expect(report.summary.languages.values.reduce(0) { $0 + $1.cells } == 92)
    }

    @Test func aBatchMissingOneFailingCellGivesAnotherReport() throws {
        let failing = try #require(cells.indices.first { cells[$0].verdict.isFailure })
        let report = batchReport(dropping: failing)
        #expect(report.summary.cells == 91)
        #expect(report.summary.failures == ReportFixture.report().summary.failures - 1)
        #expect(JSONReporter().render(report) != JSONReporter().render(ReportFixture.report()))
    }

    @Test func finishingSortsInPlaceLikeBuild() {
        var builder = RunReportBuilder(toolVersion: "0.1.0-test")
        // Reversed, so that the failures arrive out of report order.
        for cell in cells.reversed() {
            builder.noteRendition(cell.rendition)
            cell.add(to: &builder)
        }
        let built = builder.build()
        let finished = builder.finish()
        #expect(JSONReporter().render(finished) == JSONReporter().render(built))
        #expect(finished.failingCells.map(\.key) == ReportFixture.report().failingCells.map(\.key))
        #expect(finished.failingCells.map(\.key) != cells.reversed().filter(\.verdict.isFailure).map(\.rendition.key))
    }
}
