import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader never sees half a file: the bytes go to a temporary file in
/// the same folder, which is then renamed over the target (rename is atomic within one file system).
///
/// Temporary files in flight are registered, so that an interrupted run (SIGINT, SIGTERM) can remove
/// them with ``abandonWritesInFlight()`` before it exits: every output file is whole or absent.
public enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there. The folder must exist: a missing or
    /// unwritable folder is an ``InputError`` naming the path (usually a mistyped option).
    public static func write(_ data: Data, to path: String) throws {
        try write(data, to: path, beforeRename: {})
    }

    /// ``write(_:to:)``, calling `beforeRename` once the temporary file is whole and just before it
    /// replaces `path`: an error thrown there removes the temporary file and leaves `path` as it
    /// was (`apply` checks there that nobody changed the file since it was read).
    public static func write(_ data: Data, to path: String, beforeRename: () throws -> Void) throws {
        try checkFolder(of: path)
        // `--report json:/dev/null` or a named pipe: there is no file to replace, and renaming over
        // a device would destroy it. Write straight into it instead.
        if isSpecialFile(path) {
            guard writeInPlace(data, to: path) else {
                throw InputError(file: path, "cannot write: \(String(cString: strerror(errno)))")
            }
            return
        }
        // A symbolic link is followed, so that the link stays and its target gets the new content.
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { destination in
            destination.hasPrefix("/") ? destination
                : (URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).appendingPathComponent(destination)
        } ?? path
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        // A hidden name beside the target, unique per process and call.
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp").path
        // Registered before it exists, so that no moment leaves an unregistered temporary file.
        guard InFlight.shared.register(temporary) else { throw InputError(file: path, "cannot write: interrupted") }
        defer { InFlight.shared.unregister(temporary) }
        // Plain POSIX calls: FileManager.createFile writes through a temporary file of its own,
        // which an interruption could leave behind unregistered.
        guard writeWhole(data, to: temporary) else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError(file: path, "cannot write a file in \(folder): \(reason)")
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError(file: path, "cannot write: \(reason)")
        }
    }

    /// Throws the error ``write(_:to:)`` would throw for a missing folder, so that a command can check
    /// its output paths before doing the work.
    public static func checkFolder(of path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: path, "cannot write: the folder \(folder) does not exist")
        }
    }

    /// Makes the folder `path` is to be written in, with its parents, when it is not there, so that an
    /// output may name a new folder (`--report json:out/fit.json`, `budget --output sheets/`). A
    /// command calls it before doing the work; a file where the folder should be is an ``InputError``.
    public static func makeFolder(of path: String) throws {
        try makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path, for: path)
    }

    /// ``makeFolder(of:)`` for `folder` itself, errors naming `path` (what was asked for).
    public static func makeFolder(_ folder: String, for path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw InputError(file: path, "cannot write: the folder \(folder) is a file") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(file: path, "cannot write: the folder \(folder) cannot be made")
        }
    }

    /// Removes every temporary file being written now and refuses new writes; for a process about to
    /// exit on a signal. Files already renamed into place stay: they are whole.
    public static func abandonWritesInFlight() {
        InFlight.shared.abandon()
    }

    /// True when `path` exists and is a device, pipe or socket rather than a regular file or folder.
    static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    private static func writeInPlace(_ data: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        return writeAll(data, descriptor)
    }

    /// Creates `path` (it must not exist) and writes all of `data` to it.
    private static func writeWhole(_ data: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        return writeAll(data, descriptor)
    }

    /// Writes every byte to `descriptor` and closes it.
    private static func writeAll(_ data: Data, _ descriptor: Int32) -> Bool {
        var ok = true
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    ok = false
                    return
                }
                offset += written
            }
        }
        let closed = close(descriptor) == 0
        return ok && closed
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)``.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The temporary files being written, by path; shared by every thread of the process.
private final class InFlight: @unchecked Sendable {
    static let shared = InFlight()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var abandoned = false

    /// False once the process is abandoning its writes.
    func register(_ path: String) -> Bool {
        lock.withLock {
            guard !abandoned else { return false }
            paths.insert(path)
            return true
        }
    }

    func unregister(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    func abandon() {
        lock.withLock {
            abandoned = true
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }
}
