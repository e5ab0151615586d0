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
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM]

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
        AtomicFile.abandonWritesInFlight()
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        let message = Array("\nfitcheck: interrupted (\(name)); no output file was left half-written\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        // _exit: no atexit handlers or stdio flushing while workers may still be running.
        _exit(128 + number)
    }
}
