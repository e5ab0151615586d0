import FitCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place fitcheck writes a command's standard output and standard error, with every error
/// handled: a full disk (`> /dev/full`, ENOSPC) or a closed descriptor (`>&-`, EBADF) is a line on
/// standard error and ``CommandOutcome/outputFailed``, never a crash; a reader gone (a broken pipe,
/// `fitcheck … | head`) ends the run quietly with 141, as SIGPIPE would.
enum StandardStreams {
    /// The descriptors 0–2 that were closed when the process started.
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    /// Opens `/dev/null` on each of the descriptors 0–2 that is closed, before anything else opens a
    /// file: a closed standard output must not become the next file opened (a catalog, a report),
    /// which the output would then be written into. Remembers which were closed, to say so.
    static func reserve() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor { close(opened) }
            closedAtStart.insert(descriptor)
        }
    }

    /// Writes `outcome`'s texts and returns the exit status: the command's own, or
    /// ``CommandOutcome/outputFailed`` when its standard output could not be written.
    static func finish(_ outcome: CommandOutcome) -> Int32 {
        var status = outcome.status
        var errorText = outcome.standardError
        if let failure = write(outcome.standardOutput, to: STDOUT_FILENO) {
            let failed = outputFailed(failure, filesWritten: outcome.filesWritten)
            if failed.status == 141 { return 141 }
            errorText += failed.standardError
            status = failed.status
        }
        _ = write(errorText, to: STDERR_FILENO)
        return status
    }

    /// What a command whose standard output failed with `failure` (an `errno`) ends with: 141 and
    /// nothing said for a reader gone (EPIPE), else ``CommandOutcome/outputFailed`` and one line naming
    /// the cause and the files written all the same.
    static func outputFailed(_ failure: Int32, filesWritten: [String] = []) -> CommandOutcome {
        guard failure != EPIPE else { return CommandOutcome(status: 141) }
        var line = "fitcheck: cannot write standard output: \(String(cString: strerror(failure)))"
        if !filesWritten.isEmpty {
            line += " (\(filesWritten.count == 1 ? "this file was" : "these files were") written all the same: "
                + filesWritten.joined(separator: ", ") + ")"
        }
        return CommandOutcome(status: CommandOutcome.outputFailed, standardError: line + "\n")
    }

    /// EBADF when standard output was closed when the process started (``reserve()`` put `/dev/null`
    /// there, which takes every byte): a command that streams its output, such as `serve`, asks first.
    static var standardOutputClosedAtStart: Int32? {
        closedAtStart.contains(STDOUT_FILENO) ? EBADF : nil
    }

    /// Writes `text` to standard error as it comes (progress, notes), ignoring a failure: there is
    /// nowhere left to report it.
    static func note(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text`; the `errno` of the failure, if any.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        guard !text.isEmpty else { return nil }
        guard !closedAtStart.contains(descriptor) else { return EBADF }
        return Array(text.utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
    }
}
