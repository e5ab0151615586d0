import Foundation
import Testing
@testable import fitcheck

/// The progress line itself: counts only go forward (workers report out of order), the line is
/// cleared once at the end, and cleared when a run stops early; in a log, a plain line every
/// interval of a long run and none from a short one.
@Suite struct ProgressLineTests {
    /// What the progress line wrote, in order.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var pieces: [String] = []
        func append(_ piece: String) { lock.withLock { pieces.append(piece) } }
        var all: [String] { lock.withLock { pieces } }
    }

    @Test func aLateSmallerCountIsNotShownAfterTheEnd() {
        let written = Written()
        let progress = ProgressLine(write: written.append)
        progress.update(done: 8, total: 135)
        progress.update(done: 16, total: 135)
        progress.update(done: 135, total: 135)
        progress.update(done: 127, total: 135)   // a worker that read its count before the last one finished
        progress.finish()
        #expect(written.all == ["\rmeasuring: 8/135 renditions", "\rmeasuring: 16/135 renditions", "\r\u{1B}[K"])
    }

    @Test func aRunThatStopsEarlyClearsTheLine() {
        let written = Written()
        let progress = ProgressLine(write: written.append)
        progress.update(done: 8, total: 135)
        progress.finish()
        #expect(written.all == ["\rmeasuring: 8/135 renditions", "\r\u{1B}[K"])
    }

    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds = 100.0
        func advance(to elapsed: Double) { lock.withLock { seconds = 100 + elapsed } }
        var now: Double { lock.withLock { seconds } }
    }

    @Test func aLogGetsAPlainLineEveryIntervalOfALongRun() {
        let written = Written(), clock = Clock()
        let progress = ProgressLine(style: .log(interval: 10), now: { clock.now }, write: written.append)
        for (elapsed, done) in [(2.0, 800), (9.9, 4_000), (10.0, 4_096), (15.0, 9_000), (21.0, 14_000), (25.0, 27_000)] {
            clock.advance(to: elapsed)
            progress.update(done: done, total: 27_000)
        }
        progress.finish()
        #expect(written.all == [
            "fitcheck: measuring: 4,096/27,000 renditions (15 %) · 10 s\n",
            "fitcheck: measuring: 14,000/27,000 renditions (51 %) · 21 s\n",
        ])
    }

    @Test func aShortRunWritesNothingToALog() {
        let written = Written(), clock = Clock()
        let progress = ProgressLine(style: .log(interval: 10), now: { clock.now }, write: written.append)
        for (elapsed, done) in [(0.5, 8), (3.0, 64), (9.0, 128), (9.5, 135)] {
            clock.advance(to: elapsed)
            progress.update(done: done, total: 135)
        }
        progress.finish()
        #expect(written.all.isEmpty)
        // The twin: the last count, had it come after the interval, is not written either (the run is
        // done), but one before it is.
        let late = Written()
        let again = ProgressLine(style: .log(interval: 10), now: { clock.now }, write: late.append)
        clock.advance(to: 21)
        again.update(done: 128, total: 135)
        again.update(done: 135, total: 135)
        #expect(late.all == ["fitcheck: measuring: 128/135 renditions (94 %) · 11 s\n"])
    }

    @Test func countsAreGroupedByThousands() {
        #expect(ProgressLine.grouped(0) == "0")
        #expect(ProgressLine.grouped(999) == "999")
        #expect(ProgressLine.grouped(1_000) == "1,000")
        #expect(ProgressLine.grouped(1_234_567) == "1,234,567")
    }
}
