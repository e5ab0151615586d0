import FitCore
import Foundation

/// What one catalog size measured: one process, so that its peak memory is its own.
struct SizeResult: Codable {
    var keys: Int
    var jobs: Int
    var renditions: Int
    var cells: Int
    var failures: Int
    /// Loading the bundled fonts (fontconfig scan, HarfBuzz faces), before the run, in seconds.
    var fontsSeconds: Double
    /// `MatrixRun.run`, catalog reading to the built report, in seconds.
    var wallSeconds: Double
    /// Process CPU time (user + system) during the run, in seconds.
    var cpuSeconds: Double
    var stages: Stages
    /// Rendering the built report as JSON, in seconds (not part of the wall time).
    var jsonSeconds: Double
    /// Peak resident memory after the run (getrusage `ru_maxrss`), in MB.
    var peakMB: Double
    /// The same run with one worker, in seconds (for the floor comparison), when asked.
    var singleJobSeconds: Double?
    /// Rounds of (fitcheck with one job, `hb_shape` alone, `Shaper` alone), run one after the other;
    /// each of the three times is the best of its rounds.
    var rounds: Int
    /// Per round: fitcheck with one job ÷ `hb_shape` alone, the two timed one after the other (a
    /// busy spell of the machine falls on both alike more often than on the best of each).
    var roundRatios: [Double]
    /// Unique (text, language, font, optical design) shaping requests: what the shaping cache shapes
    /// (``FontLibrary/designRequest(for:)``).
    var uniqueTexts: Int
    var floorHarfBuzzSeconds: Double
    var floorShaperSeconds: Double
    /// What that Shaper did: runs, runs shaped whole, words shaped alone and words from its cache.
    var floorRuns: Int
    var floorRunsShapedWhole: Int
    var floorWordsShaped: Int
    var floorWordHits: Int
    var pango: PangoResult?

    struct Stages: Codable {
        var reading: Double, shaping: Double, fitting: Double, reporting: Double
    }
}

/// The Pango baseline's figures (from `pango_baseline.py`).
struct PangoResult: Codable {
    var cells: Int
    var seconds: Double
    /// Process CPU time of the layouts, in seconds.
    var cpuSeconds: Double
    /// Cells where Pango wraps into as many lines as fitcheck.
    var sameLines: Int
    /// Cells where the line counts differ by more than one.
    var farLines: Int
    var version: String
}

/// Measures one catalog: the timed run first (peak memory is read right after it), then an untimed
/// probe run that collects the unique texts and a sample of cells, the floor, and Pango on the sample.
struct SizeBenchmark {
    var catalog: String
    var keys: Int
    var matrixPath: String
    var jobs: Int
    var singleJob: Bool
    /// Rounds of the floor comparison (the best time of each is kept).
    var rounds: Int
    var pangoCells: Int
    var python: String?
    var pangoScript: String
    var workDirectory: String

    func run() throws -> SizeResult {
        let fontsStart = Clock.now()
        let fonts = try FontLibrary.bundled()
        let fontsSeconds = Clock.now() - fontsStart
        let matrix = try Matrix.load(path: matrixPath)

        // The timed run: images off, every core.
        let probe = StageProbe()
        let cpuBefore = Clock.cpuSeconds()
        let start = Clock.now()
        let outcome = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [catalog], jobs: jobs),
                                    fonts: fonts, toolVersion: "bench").run(probe: probe)
        let wall = Clock.now() - start
        let cpu = Clock.cpuSeconds() - cpuBefore
        let peakMB = Clock.peakMegabytes()
        let times = probe.times
        let jsonStart = Clock.now()
        let json = JSONReporter().render(outcome.report)
        let jsonSeconds = Clock.now() - jsonStart
        precondition(!json.isEmpty)

        // The probe run (untimed): unique requests in first-seen order, and every n-th cell.
        let every = max(1, times.cells / max(pangoCells, 1))
        let collector = ProbeCollector(every: every, fonts: fonts)
        _ = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [catalog], jobs: 1),
                          fonts: fonts, toolVersion: "bench").run(probe: collector)
        let requests = collector.requests

        // The floor comparison, in rounds: each round runs fitcheck with one job, then hb_shape alone,
        // then fitcheck's Shaper alone, so that a busy moment of the machine falls on all three alike;
        // the best time of each is kept (this machine's timings vary by ±30 % from run to run). Each
        // opens its fonts afresh before its clock starts, as `hb_shape` alone does: nothing a font
        // library keeps (shape plans, fallback chains) carries over from the run before, as in the
        // command line, where each run is a process of its own.
        var singleJobSeconds: Double?
        var floorHarfBuzz = Double.infinity
        var floorShaper: (seconds: Double, statistics: ShapingStatistics)?
        var roundRatios: [Double] = []
        for _ in 0..<max(1, rounds) {
            var single: Double?
            if singleJob {
                let fresh = try FontLibrary.bundled()
                let start = Clock.now()
                _ = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [catalog], jobs: 1),
                                  fonts: fresh, toolVersion: "bench").run()
                single = Clock.now() - start
                singleJobSeconds = min(singleJobSeconds ?? .infinity, single!)
            }
            let harfBuzz = ShapingFloor.harfBuzzAlone(requests, fontsDirectory: fonts.configuration.fontsDirectory)
            floorHarfBuzz = min(floorHarfBuzz, harfBuzz)
            if let single { roundRatios.append(single / harfBuzz) }
            let shaper = try ShapingFloor.shaper(requests, library: try FontLibrary.bundled())
            if shaper.seconds < floorShaper?.seconds ?? .infinity { floorShaper = shaper }
        }
        guard let floorShaper else { throw BenchError("no floor round ran") }

        var pango: PangoResult?
        if let python, pangoCells > 0 {
            pango = try PangoBaseline(python: python, script: pangoScript,
                                      fontsDirectory: fonts.configuration.fontsDirectory)
                .run(collector.sample, file: workDirectory + "/pango-cells-\(keys).jsonl")
        }

        return SizeResult(
            keys: keys, jobs: jobs, renditions: times.renditions, cells: times.cells,
            failures: outcome.report.summary.failures, fontsSeconds: fontsSeconds, wallSeconds: wall,
            cpuSeconds: cpu,
            stages: .init(reading: times.reading, shaping: times.shaping, fitting: times.fitting,
                          reporting: times.reporting),
            jsonSeconds: jsonSeconds, peakMB: peakMB, singleJobSeconds: singleJobSeconds, rounds: max(1, rounds),
            roundRatios: roundRatios,
            uniqueTexts: requests.count, floorHarfBuzzSeconds: floorHarfBuzz, floorShaperSeconds: floorShaper.seconds,
            floorRuns: floorShaper.statistics.shapeCalls, floorRunsShapedWhole: floorShaper.statistics.runsShapedWhole,
            floorWordsShaped: floorShaper.statistics.wordsShaped, floorWordHits: floorShaper.statistics.wordHits,
            pango: pango)
    }
}

/// Collects what the probe run sees: a ``RunProbe`` that observes every cell (with one job, in
/// catalog order).
final class ProbeCollector: RunProbe, @unchecked Sendable {
    private let every: Int
    private let lock = NSLock()
    private var seen = 0
    private var unique: Set<ShapingRequest> = []
    private var previous: ShapingRequest?
    private(set) var requests: [ShapingRequest] = []
    private(set) var sample: [ProbedCell] = []
    /// Keys a cell's request by design, as the shapers do: the sizes between the two optical designs
    /// share one shaping.
    private let fonts: FontLibrary

    init(every: Int, fonts: FontLibrary) {
        self.every = every
        self.fonts = fonts
    }

    var observesCells: Bool { true }

    func observe(_ cell: ProbedCell) {
        lock.withLock {
            // A rendition's cells come one after the other: hash its request once.
            if cell.request != previous {
                previous = cell.request
                let design = fonts.designRequest(for: cell.request).request
                if unique.insert(design).inserted { requests.append(design) }
            }
            if seen % every == 0 { sample.append(cell) }
            seen += 1
        }
    }
}

/// Wall clock, CPU time and peak memory of this process.
enum Clock {
    /// Monotonic seconds.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// CPU seconds of the calling thread: what a piece of work cost, whatever else the machine runs.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func cpuSeconds() -> Double {
        let usage = selfUsage()
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident set size so far, in MB (Linux reports `ru_maxrss` in KB).
    static func peakMegabytes() -> Double {
        #if os(Linux)
        return Double(selfUsage().ru_maxrss) / 1024
        #else
        return Double(selfUsage().ru_maxrss) / 1024 / 1024   // bytes on macOS
        #endif
    }

    /// Peak resident set size of this process alone, in MB, from `/proc/self/status` (`VmHWM`); `nil`
    /// where there is no such file. A child started by a large process can report its parent's peak
    /// in `ru_maxrss`; `VmHWM` is the child's own.
    static func peakResidentMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }

    private static func selfUsage() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }
}
