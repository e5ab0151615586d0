import FitCore
import Foundation

/// The benchmark's ``RunProbe``: thread CPU time per stage of a run, and its renditions and cells.
///
/// Thread CPU time, not wall time: the difference of two readings is what the thread worked in
/// between, whatever else the machine runs (CI runners and shared machines are loaded, and wall-clock
/// stage times would then charge other processes' time to a stage). Worker stages are summed over
/// all workers, so with several jobs they may add up to more than the wall time.
final class StageProbe: RunProbe, @unchecked Sendable {
    /// CPU seconds per stage, and what was measured.
    struct Times {
        /// Reading the catalogs and expanding their renditions, in seconds.
        var reading = 0.0
        /// The shaper: shaping-cache look-ups and shaping of cache misses, in seconds.
        var shaping = 0.0
        /// Preparing each shaped text for fitting and fitting it at every width and size, in seconds.
        var fitting = 0.0
        /// Handing cells to the report builder (lock waits included) and building the report, in seconds.
        var reporting = 0.0
        var renditions = 0
        var cells = 0
    }

    private let lock = NSLock()
    private var seconds: [RunStage: Double] = [:]
    private var renditions = 0
    private var cells = 0

    func time<T>(_ stage: RunStage, _ work: () throws -> T) rethrows -> T {
        let start = Clock.threadCPUSeconds()
        defer {
            let spent = Clock.threadCPUSeconds() - start
            lock.withLock { seconds[stage, default: 0] += spent }
        }
        return try work()
    }

    func measured(renditions: Int, cells: Int) {
        lock.withLock {
            self.renditions += renditions
            self.cells += cells
        }
    }

    /// The times so far: fitting is measuring without the shaping inside it.
    var times: Times {
        lock.withLock {
            Times(reading: seconds[.reading] ?? 0, shaping: seconds[.shaping] ?? 0,
                  fitting: (seconds[.measuring] ?? 0) - (seconds[.shaping] ?? 0),
                  reporting: seconds[.reporting] ?? 0, renditions: renditions, cells: cells)
        }
    }
}
