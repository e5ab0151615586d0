import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of a catalog at a time: an advisory `flock` on a lock file beside the catalog,
/// held by `apply` (and each `apply_translations` call of `serve`) from reading the catalog to renaming
/// its new version over it, so that the compare of the compare-and-swap and the rename are one step
/// for every fitcheck. Not on the catalog itself: the rename replaces its inode, and a lock on the old
/// one would not stop the next writer.
///
/// The lock file, `.NAME.fitcheck-lock` beside the catalog's final target (symbolic links followed),
/// holds the holder's pid and host, for the message of a writer that waits too long. The holder
/// removes it on release; a writer that locked a file since removed (its inode no longer the one at
/// the path) lets it go and tries again, so the file is never left behind by a run that finishes, and
/// one left by a killed run (`kill -9`) holds no lock: the next writer takes it and removes it.
public final class CatalogLock {
    /// The lock file of `catalog`.
    static func path(of catalog: String) -> String {
        let target = URL(fileURLWithPath: AtomicFile.finalTarget(of: catalog))
        return target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).fitcheck-lock").path
    }

    private let descriptor: Int32
    let path: String

    /// Waits at most `timeout` seconds for the lock of `catalog`. Throws an ``InputError`` naming the
    /// catalog when its folder cannot hold the lock file, or when another fitcheck holds it too long.
    init(_ catalog: String, timeout: Double) throws {
        path = Self.path(of: catalog)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw InputError(file: catalog, "cannot write: cannot make the lock file \(path): \(String(cString: strerror(errno)))")
            }
            var locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
            while !locked && (errno == EWOULDBLOCK || errno == EINTR) && Date() < deadline {
                usleep(10_000)
                locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
            }
            guard locked else {
                close(descriptor)
                throw InputError(file: catalog, "catalog is being written by another fitcheck (\(Self.holder(path))): "
                                 + "not written after waiting \(Int(timeout)) s; run apply again")
            }
            // Still the file at the path? A holder that released it has removed it meanwhile.
            var held = stat(), current = stat()
            if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_dev == current.st_dev, held.st_ino == current.st_ino {
                let owner = Array("\(ProcessIdentity.pid) \(ProcessIdentity.host)\n".utf8)
                _ = ftruncate(descriptor, 0)
                _ = owner.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
                self.descriptor = descriptor
                Self.held.withLock { $0[ObjectIdentifier(self)] = path }
                return
            }
            close(descriptor)
        }
    }

    /// Removes the lock file and lets the lock go.
    func release() {
        Self.held.withLock { held in
            // Unless an interruption removed it already (``removeHeldLockFiles()``).
            if held.removeValue(forKey: ObjectIdentifier(self)) != nil { unlink(path) }
        }
        close(descriptor)
    }

    /// The lock files this process holds now: only their holder may remove them.
    private static let held = LockedValue<[ObjectIdentifier: String]>([:])

    /// Removes the lock files this process holds, for a process about to exit on a signal (the
    /// kernel lets the locks go with the process; this leaves no file behind). Under the same lock as
    /// ``release()``, so a file is removed only while this process still holds it.
    public static func removeHeldLockFiles() {
        held.withLock { held in
            for path in held.values { unlink(path) }
            held.removeAll()
        }
    }

    /// `pid 4242 on build-7`, as the holder wrote it.
    private static func holder(_ path: String) -> String {
        let text = (FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard let pid = parts.first, Int32(pid) != nil else { return "pid unknown" }
        return "pid \(pid)" + (parts.count > 1 ? " on \(parts[1])" : "")
    }
}
