import Foundation

/// A progress line on standard error, only when standard error is a terminal (CI logs stay clean).
///
/// Workers report from several threads, and a worker may report a count it read before another
/// worker's later one: counts that do not move forward are dropped, so nothing is drawn after the
/// line was cleared at the end. ``finish()`` clears a line left standing by a run that stopped early.
final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    /// The largest count shown so far (renditions done).
    private var shown = 0
    /// True while a line is on the screen.
    private var showing = false

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    static func standardErrorIfTerminal() -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// What ``MatrixRun/run(images:progress:)`` calls.
    var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }

    /// Shows `done` of `total` renditions; clears the line when `done` reaches `total`.
    func update(done: Int, total: Int) {
        lock.withLock {
            guard done > shown else { return }
            shown = done
            if done >= total {
                clear()
            } else {
                write("\rmeasuring: \(done)/\(total) renditions")
                showing = true
            }
        }
    }

    /// Clears the line if one is showing (the run ended, or stopped on an error).
    func finish() {
        lock.withLock { clear() }
    }

    private func clear() {
        if showing { write("\r\u{1B}[K") }
        showing = false
    }
}
