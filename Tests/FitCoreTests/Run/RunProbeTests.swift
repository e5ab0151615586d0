import Testing
import Foundation
@testable import FitCore
import FitcheckTestSupport

/// A probe sees every cell a run measures and each stage's work; a run without one is the same run.
@Suite struct RunProbeTests {
    let matrix: Matrix
    let fonts: FontLibrary

    init() throws {
        matrix = try Matrix.load(path: Repository.demoMatrix)
        fonts = try FontLibrary(FontConfiguration(fontsDirectory: Repository.fonts))
    }

    func run(probe: any RunProbe) throws -> RunReport {
        let selection = RunSelection(widths: [375], sizes: [.L, .AX1], languages: ["en", "hi"],
                                     catalogs: [Repository.demoCatalog], jobs: 2)
        return try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test")
            .run(probe: probe).report
    }

    @Test func theProbeSeesEveryCellAndEveryStage() throws {
        let probe = RecordingProbe()
        let report = try run(probe: probe)
        #expect(report.summary.cells > 0)
        #expect(probe.cells.count == report.summary.cells)
        #expect(Set(probe.cells.map(\.request.language)) == ["en", "hi"])
        #expect(probe.cells.filter { $0.verdict.isFailure && matrix.judge.failsRun($0.verdict) }.count == report.summary.failures)
        #expect(probe.counted.cells == report.summary.cells)
        #expect(probe.counted.renditions == report.summary.renditions)
        // Reading once; every rendition measured; shaping inside measuring; reporting per chunk and once more.
        #expect(probe.stages[.reading] == 1)
        #expect(probe.stages[.measuring] == report.summary.renditions)
        #expect((probe.stages[.shaping] ?? 0) > 0)
        #expect((probe.stages[.reporting] ?? 0) > 1)
    }

    @Test func aRunWithAProbeReportsTheSameAsOneWithout() throws {
        let probed = try run(probe: RecordingProbe())
        let plain = try run(probe: NoProbe())
        #expect(JSONReporter().render(probed) == JSONReporter().render(plain))
    }
}

/// A probe that counts the stages it is asked to time and keeps every cell, from worker threads.
final class RecordingProbe: RunProbe, @unchecked Sendable {
    private let lock = NSLock()
    private var _cells: [ProbedCell] = []
    private var _stages: [RunStage: Int] = [:]
    private var _counted = (renditions: 0, cells: 0)
    var cells: [ProbedCell] { lock.withLock { _cells } }
    var stages: [RunStage: Int] { lock.withLock { _stages } }
    var counted: (renditions: Int, cells: Int) { lock.withLock { _counted } }

    func time<T>(_ stage: RunStage, _ work: () throws -> T) rethrows -> T {
        lock.withLock { _stages[stage, default: 0] += 1 }
        return try work()
    }
    var observesCells: Bool { true }
    func observe(_ cell: ProbedCell) { lock.withLock { _cells.append(cell) } }
    func measured(renditions: Int, cells: Int) {
        lock.withLock { _counted = (_counted.renditions + renditions, _counted.cells + cells) }
    }
}
