import Dispatch
import Foundation

/// The run's workers: ``RunSelection/jobs`` threads take chunks of renditions in turn, measure each
/// with their own ``RenditionMeasurer`` (and so their own shaper and word cache), and hand the chunk's
/// cells to the one report builder they share. The report does not depend on the number of workers:
/// the builder sorts everything it keeps.
final class RunWorkers: @unchecked Sendable {
    /// Renditions a worker takes at a time.
    static let chunk = 8

    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var errorIndex = Int.max
    private var error: Error?
    private var statistics = ShapingStatistics(shapeCalls: 0, breakCalls: 0)
    private var builder: RunReportBuilder

    init(builder: RunReportBuilder) { self.builder = builder }

    /// Measures every rendition of `renditions` on `jobs` threads into the report builder.
    /// - Parameters:
    ///   - measurer: makes each worker's measurer.
    ///   - progress: called after each chunk with (renditions done, renditions in all).
    /// - Returns: the HarfBuzz and ICU calls of all workers together.
    /// - Throws: the error of the earliest rendition that failed, whichever worker met it.
    func measure(_ renditions: [Rendition], jobs: Int, probe: any RunProbe, progress: (@Sendable (Int, Int) -> Void)?,
                 measurer: @Sendable () -> RenditionMeasurer) throws -> ShapingStatistics {
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, renditions.count))) { _ in
            var measurer = measurer()
            chunks: while let range = nextChunk(total: renditions.count), !hasFailed {
                var measured: [MeasuredRendition] = []
                measured.reserveCapacity(range.count)
                for index in range {
                    do {
                        measured.append(try probe.time(.measuring) { try measurer.measure(renditions[index]) })
                    } catch {
                        fail(error, at: index)
                        break chunks
                    }
                }
                let done = probe.time(.reporting) { record(renditions[range], measured) }
                probe.measured(renditions: range.count, cells: measured.reduce(0) { $0 + $1.cellCount })
                progress?(done, renditions.count)
            }
            lock.withLock { statistics += measurer.statistics }
        }
        return try lock.withLock {
            if let error { throw error }
            return statistics
        }
    }

    /// The builder, leaving an empty one behind, so that the caller holds the only reference to its
    /// records and can sort them in place.
    func takeBuilder() -> RunReportBuilder {
        lock.withLock {
            let taken = builder
            builder = RunReportBuilder(toolVersion: taken.toolVersion, failOn: taken.failOn, levels: taken.levels,
                                       coverageRules: taken.coverageRules, shard: taken.shard, keepsCells: taken.keepsCells)
            return taken
        }
    }

    private var hasFailed: Bool { lock.withLock { error != nil } }

    private func nextChunk(total: Int) -> Range<Int>? {
        lock.withLock {
            guard next < total else { return nil }
            let range = next..<min(next + Self.chunk, total)
            next = range.upperBound
            return range
        }
    }

    /// Adds a chunk's cells to the builder; returns the number of renditions done so far.
    /// - Parameter measured: one record per rendition of `renditions`, in the same order.
    private func record(_ renditions: ArraySlice<Rendition>, _ measured: [MeasuredRendition]) -> Int {
        precondition(renditions.count == measured.count)
        return lock.withLock {
            for rendition in renditions { builder.noteRendition(rendition) }
            for (rendition, cells) in zip(renditions, measured) {
                builder.add(rendition: rendition, style: cells.style, weight: cells.weight, rule: cells.rule,
                            cellCount: cells.cellCount, widths: cells.widths, sizes: cells.sizes, failing: cells.failing,
                            fixedWidth: cells.fixedWidth, fixedSize: cells.fixedSize)
            }
            done += renditions.count
            return done
        }
    }

    /// Keeps the error of the earliest rendition, so that the message does not depend on which worker
    /// got there first.
    private func fail(_ error: Error, at index: Int) {
        lock.withLock {
            if self.error == nil || index < errorIndex {
                self.error = error
                errorIndex = index
            }
        }
    }
}
