import Dispatch
import FitCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an interrupted run does (Ctrl-C, a CI job cancelled): remove the output files it was
/// writing, say so, and exit with 128 + the signal number (130 for SIGINT, 143 for SIGTERM), the
/// shell's convention. Output already renamed into place is whole; nothing half-written remains.
/// `apply`, once a catalog is renamed into place, exits ``CommandOutcome/outputFailed`` (4) instead,
/// naming the files written: a status that says whether its write happened.
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM]

    /// Set by a command whose written files are its result (`apply`), before it writes.
    nonisolated(unsafe) static var namesFilesWritten = false

    /// Installs the handlers. The signals are ignored at the process level and delivered to dispatch
    /// sources instead, so the handler runs as ordinary code on its own queue (it may take locks and
    /// unlink files), even while every worker is busy.
    static func install() {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { exit(after: number) }
            source.resume()
            sources.append(source)
        }
    }

    private static let queue = DispatchQueue(label: "fitcheck.interruption")
    /// Kept alive for the life of the process; only touched by `install`, before any work starts.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    private static func exit(after number: Int32) -> Never {
        let written = AtomicFile.abandonWritesInFlight()
        CatalogLock.removeHeldLockFiles()
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        let named = namesFilesWritten && !written.isEmpty
        let text = named
            ? "\nfitcheck: interrupted (\(name)) after writing \(written.joined(separator: ", ")): written whole; nothing else was written\n"
            : "\nfitcheck: interrupted (\(name)); no output file was left half-written\n"
        let message = Array(text.utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        // _exit: no atexit handlers or stdio flushing while workers may still be running.
        _exit(named ? CommandOutcome.outputFailed : 128 + number)
    }
}
