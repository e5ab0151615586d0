import Foundation

/// A progress line on standard error, only when standard error is a terminal (CI logs stay clean).
enum Progress {
    static func standardErrorIfTerminal() -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done, total in
            let line = done == total ? "\r\u{1B}[K" : "\rmeasuring: \(done)/\(total) renditions"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}
