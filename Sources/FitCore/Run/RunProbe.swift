import Foundation

/// Light instrumentation of one ``MatrixRun``, for the benchmark: where the time goes (reading,
/// shaping, fitting, reporting) and, when asked, every cell as it is measured.
///
/// Pass one to ``MatrixRun/run(images:progress:probe:)`` and read it afterwards. A run without a probe
/// reads no clocks and calls nothing. Workers add their times once per chunk, under the probe's lock.
public final class RunProbe: @unchecked Sendable {
    /// Called for every measured cell, from the worker that measured it (in catalog order with one job).
    public typealias CellObserver = @Sendable (ProbedCell) -> Void

    /// The observer given at init, if any.
    public let observer: CellObserver?
    private let lock = NSLock()
    private var _times = StageTimes()

    public init(observer: CellObserver? = nil) {
        self.observer = observer
    }

    /// The times added so far.
    public var times: StageTimes { lock.withLock { _times } }

    func add(_ times: StageTimes) {
        lock.withLock { _times.add(times) }
    }

    /// CPU seconds spent in each stage, by the threads doing it. Worker stages (shaping, fitting,
    /// reporting) are summed over all workers, so with several jobs they may add up to more than the
    /// wall time.
    public struct StageTimes: Sendable, Equatable {
        /// Reading the catalogs and expanding their renditions (before any worker starts), in seconds.
        public var reading: Double = 0
        /// Shaping-cache look-ups and shaping of cache misses, in seconds.
        public var shaping: Double = 0
        /// Preparing each shaped text for fitting and fitting it at every width and size, in seconds.
        public var fitting: Double = 0
        /// Handing cells to the report builder (lock waits included) and building the report, in seconds.
        public var reporting: Double = 0
        /// Renditions and cells measured.
        public var renditions = 0
        public var cells = 0

        public init() {}

        mutating func add(_ other: StageTimes) {
            reading += other.reading
            shaping += other.shaping
            fitting += other.fitting
            reporting += other.reporting
            renditions += other.renditions
            cells += other.cells
        }
    }

    /// The calling thread's CPU time, in seconds: the difference of two readings is the time the
    /// thread worked in between, whatever else the machine runs (CI runners and shared machines are
    /// loaded, and wall-clock stage times would then charge other processes' time to a stage).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// One measured cell, as a ``RunProbe`` observer sees it: enough to lay the same cell out again
/// with another engine.
public struct ProbedCell: Sendable {
    public var rendition: Rendition
    /// The request the rendition was shaped with (text, language, font).
    public var request: ShapingRequest
    /// The matrix width, in points.
    public var containerWidth: Double
    public var size: SizeCategory
    /// The cell's fitting parameters (slot width, point size, line limit, letter-spacing).
    public var parameters: FitParameters
    public var measurement: FitCore.Measurement
    public var verdict: Verdict
}
