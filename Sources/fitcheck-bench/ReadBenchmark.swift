import FitCore
import Foundation

/// `fitcheck-bench read --catalog PATH [--rounds N]`: the catalog read `rounds` times as
/// `check` reads it (``CatalogReader``), nothing else. Prints the catalog's entry count, and each round's
/// wall and CPU seconds on standard error.
///
/// For instruction counts, repeatable on a busy machine: run it under `valgrind --tool=callgrind` with
/// `--rounds 1` and `--rounds 3`; half the difference is one reading, start-up left out.
enum ReadBenchmark {
    static func run(_ options: BenchOptions) throws {
        guard let catalog = options.values["catalog"] else { throw BenchError("read needs --catalog PATH") }
        let rounds = max(1, try options.integer("rounds", default: 1))
        var entries = 0
        for round in 1...rounds {
            let (wall, cpu) = (Clock.now(), Self.processCPUSeconds())
            entries = try CatalogReader.read(path: absolute(catalog)).reduce(0) { $0 + $1.entries.count }
            log("read \(round): \(format(Clock.now() - wall)) s wall, \(format(Self.processCPUSeconds() - cpu)) s CPU")
        }
        print("\(entries) entries")
    }

    /// CPU seconds of the whole process.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
