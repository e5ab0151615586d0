import Foundation

/// Progress of a run on standard error, in the form its reader can use.
///
/// - On a terminal: one line redrawn in place (`measuring: 96/135 renditions`), cleared at the end.
/// - Anywhere else (a CI log, a file): a plain line every ``logInterval`` seconds of a long run,
///   `fitcheck: measuring: 4,096/27,000 renditions (15 %) · 10 s`, and nothing at all from a run
///   shorter than that, so short runs keep their logs to the report.
///
/// Workers report from several threads, and a worker may report a count it read before another
/// worker's later one: counts that do not move forward are dropped, so nothing is drawn after the
/// line was cleared at the end. ``finish()`` clears a line left standing by a run that stopped early.
final class ProgressLine: @unchecked Sendable {
    /// How the progress is written.
    enum Style {
        /// A terminal: the line is redrawn with a carriage return.
        case terminal
        /// A log: a line of its own every `interval` seconds, the first `interval` seconds after the start.
        case log(interval: Double)
    }

    /// Seconds between two lines in a log, unless `FITCHECK_PROGRESS_INTERVAL` says otherwise.
    static let logInterval = 10.0

    private let write: @Sendable (String) -> Void
    private let style: Style
    /// Monotonic seconds.
    private let now: @Sendable () -> Double
    private let start: Double
    private let lock = NSLock()
    /// The largest count shown so far (renditions done).
    private var shown = 0
    /// True while a line is on the screen (terminal).
    private var showing = false
    /// When the last log line was written.
    private var lastLine: Double

    init(style: Style = .terminal, now: @escaping @Sendable () -> Double = ProgressLine.monotonicSeconds,
         write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.style = style
        self.now = now
        start = now()
        lastLine = start
    }

    /// Progress on standard error: redrawn on a terminal, a line every ``logInterval`` seconds
    /// (or `FITCHECK_PROGRESS_INTERVAL`, in seconds; 0 turns it off) anywhere else.
    static func standardError(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine? {
        let write: @Sendable (String) -> Void = { StandardStreams.note($0) }
        if isatty(STDERR_FILENO) == 1 { return ProgressLine(write: write) }
        let interval = environment["FITCHECK_PROGRESS_INTERVAL"].flatMap(Double.init) ?? logInterval
        guard interval > 0 else { return nil }
        return ProgressLine(style: .log(interval: interval), write: write)
    }

    static func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// What ``MatrixRun/run(images:progress:probe:keepingCells:)`` calls.
    var callback: @Sendable (Int, Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }

    /// Shows `done` of `total` renditions; on a terminal, clears the line when `done` reaches `total`.
    func update(done: Int, total: Int) {
        lock.withLock {
            guard done > shown else { return }
            shown = done
            switch style {
            case .terminal:
                if done >= total {
                    clear()
                } else {
                    write("\rmeasuring: \(done)/\(total) renditions")
                    showing = true
                }
            case .log(let interval):
                let time = now()
                guard done < total, time - lastLine >= interval else { return }
                lastLine = time
                // fitcheck: measuring: 4,096/27,000 renditions (15 %) · 10 s
                let percent = total > 0 ? done * 100 / total : 0
                write("fitcheck: measuring: \(Self.grouped(done))/\(Self.grouped(total)) renditions (\(percent) %)"
                    + " · \(Int(time - start)) s\n")
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

    /// `27,000`: thousands grouped, as the logs' readers count.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
