import Foundation
import Testing
@testable import fitcheck

/// The progress line itself: counts only go forward (workers report out of order), the line is
/// cleared once at the end, and cleared when a run stops early.
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
}
