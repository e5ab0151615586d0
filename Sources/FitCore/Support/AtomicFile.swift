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
/// The new file keeps what the old one was: its mode, owner and group (as far as this user may set
/// them). A file whose permissions say read-only (no write bit, even for root), an immutable file and a
/// read-only folder are refused before anything is written. A symbolic link (a chain of them too) is
/// written through to its final target. A hard link cannot survive the rename: the write says so.
///
/// Temporary files in flight are registered, so that an interrupted run (SIGINT, SIGTERM) can remove
/// them with ``abandonWritesInFlight()`` before it exits: every output file is whole or absent. Their
/// names carry the host and pid (``TemporaryFileName``), so one left by a killed run is removed by the
/// next write into its folder.
public enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there. The folder must exist: a missing or
    /// unwritable folder is an ``InputError`` naming the path (usually a mistyped option).
    /// - Returns: a warning for the user, when the write broke a hard link.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> String? {
        try write(data, to: path, beforeRename: {})
    }

    /// ``write(_:to:)``, calling `beforeRename` once the temporary file is whole and just before it
    /// replaces `path`: an error thrown there removes the temporary file and leaves `path` as it
    /// was (`apply` checks there that nobody changed the file since it was read).
    @discardableResult
    public static func write(_ data: Data, to path: String, beforeRename: () throws -> Void) throws -> String? {
        try checkFolder(of: path)
        // `--report json:/dev/null` or a named pipe: there is no file to replace, and renaming over
        // a device would destroy it. Write straight into it instead.
        if isSpecialFile(path) {
            guard writeInPlace(data, to: path) else {
                throw InputError(file: path, "cannot write: \(String(cString: strerror(errno)))")
            }
            return nil
        }
        // A symbolic link is followed, so that the link stays and its target gets the new content.
        let path = finalTarget(of: path)
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        let replaced = try ReplacedFile(path)
        try checkWritable(folder: folder, for: path)
        TemporaryFileName.removeStale(in: folder)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(TemporaryFileName(for: target.lastPathComponent).name).path
        // Registered before it exists, so that no moment leaves an unregistered temporary file.
        guard InFlight.shared.register(temporary) else { throw InputError(file: path, "cannot write: interrupted") }
        defer { InFlight.shared.unregister(temporary) }
        // Plain POSIX calls: FileManager.createFile writes through a temporary file of its own,
        // which an interruption could leave behind unregistered.
        guard writeWhole(data, to: temporary, as: replaced) else {
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
        guard InFlight.shared.rename(temporary, to: path) else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError(file: path, "cannot write: \(reason)")
        }
        return replaced?.hardLinkWarning
    }

    /// The file a write to `path` replaces: `path`, or where its symbolic link points, link after link
    /// (a chain of them too; a link to nothing gives the path it names). Folders on the way stay as named.
    public static func finalTarget(of path: String) -> String {
        var path = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
            path = destination.hasPrefix("/") ? destination
                : (URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).appendingPathComponent(destination)
        }
        return path
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
    /// - Returns: the files this process has renamed into place, in order: a rename is either done
    ///   and listed here, or will not happen.
    @discardableResult
    public static func abandonWritesInFlight() -> [String] {
        InFlight.shared.abandon()
    }

    /// Refuses a folder whose permissions say read-only (no write bit, even for root) or where this
    /// user may not make a file.
    private static func checkWritable(folder: String, for path: String) throws {
        var info = stat()
        if stat(folder, &info) == 0, info.st_mode & 0o222 == 0 {
            throw InputError(file: path, "cannot write a file in \(folder): the folder is read-only (mode \(ReplacedFile.octal(info.st_mode)))")
        }
        if access(folder, W_OK | X_OK) != 0 {
            throw InputError(file: path, "cannot write a file in \(folder): \(String(cString: strerror(errno)))")
        }
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

    /// Creates `path` (it must not exist) and writes all of `data` to it, with the mode, owner and
    /// group of the file it will replace, if any (owner and group as far as this user may set them).
    private static func writeWhole(_ data: Data, to path: String, as replaced: ReplacedFile?) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replaced == nil ? 0o644 : 0o600)
        guard descriptor >= 0 else { return false }
        if let replaced {
            // Owner first: a change of owner clears the set-id bits, which the mode then sets again.
            if fchown(descriptor, replaced.owner, replaced.group) != 0 { _ = fchown(descriptor, uid_t.max, replaced.group) }
            guard fchmod(descriptor, replaced.permissions) == 0 else {
                close(descriptor)
                return false
            }
        }
        return writeAll(data, descriptor)
    }

    /// Writes every byte to `descriptor` and closes it.
    private static func writeAll(_ data: Data, _ descriptor: Int32) -> Bool {
        let failure = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        let ok = failure == nil
        let closed = close(descriptor) == 0
        if let failure { errno = failure }
        return ok && closed
    }
}

/// `rename(2)`, named apart from ``InFlight/rename(_:to:)``.
private func posixRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

/// The temporary files being written, by path; shared by every thread of the process.
private final class InFlight: @unchecked Sendable {
    static let shared = InFlight()
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var abandoned = false

    private var renamed: [String] = []

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

    /// Renames `temporary` over `path` and lists it, unless the process is abandoning its writes:
    /// under the lock, so that ``abandon()`` sees every rename done or none.
    func rename(_ temporary: String, to path: String) -> Bool {
        lock.withLock {
            guard !abandoned else {
                errno = EINTR
                return false
            }
            guard posixRename(temporary, path) == 0 else { return false }
            renamed.append(path)
            return true
        }
    }

    func abandon() -> [String] {
        lock.withLock {
            abandoned = true
            for path in paths { unlink(path) }
            paths.removeAll()
            return renamed
        }
    }
}
