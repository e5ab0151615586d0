import Testing
import Foundation
@testable import FitCore
import FitcheckTestSupport

/// A probe sees every cell a run measures and counts the work of each stage; a run without one is
/// the same run.
@Suite struct RunProbeTests {
    let matrix: Matrix
    let fonts: FontLibrary

    init() throws {
        matrix = try Matrix.load(path: Repository.demoMatrix)
        fonts = try FontLibrary(FontConfiguration(fontsDirectory: Repository.fonts))
    }

    func run(probe: RunProbe?) throws -> RunReport {
        let selection = RunSelection(widths: [375], sizes: [.L, .AX1], languages: ["en", "hi"],
                                     catalogs: [Repository.demoCatalog], jobs: 2)
        return try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test")
            .run(probe: probe).report
    }

    @Test func theObserverSeesEveryCellAndTheStagesCountTheWork() throws {
        let seen = SeenCells()
        let probe = RunProbe(observer: seen.add)
        let report = try run(probe: probe)
        #expect(report.summary.cells > 0)
        #expect(seen.cells.count == report.summary.cells)
        #expect(Set(seen.cells.map(\.request.language)) == ["en", "hi"])
        #expect(seen.cells.filter { $0.verdict.isFailure && matrix.fails($0.verdict) }.count == report.summary.failures)
        let times = probe.times
        #expect(times.cells == report.summary.cells)
        #expect(times.renditions == report.summary.renditions)
        #expect(times.reading > 0 && times.shaping > 0 && times.fitting > 0 && times.reporting > 0)
    }

    @Test func aRunWithAProbeReportsTheSameAsOneWithout() throws {
        let probed = try run(probe: RunProbe())
        let plain = try run(probe: nil)
        #expect(JSONReporter().render(probed) == JSONReporter().render(plain))
        #expect(RunProbe().times.cells == 0)
    }
}

/// Cells collected from worker threads.
final class SeenCells: @unchecked Sendable {
    private let lock = NSLock()
    private var _cells: [ProbedCell] = []
    var cells: [ProbedCell] { lock.withLock { _cells } }
    func add(_ cell: ProbedCell) { lock.withLock { _cells.append(cell) } }
}
