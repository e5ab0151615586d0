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
public enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there. The folder must exist: a missing or
    /// unwritable folder is an ``InputError`` naming the path (usually a mistyped option).
    public static func write(_ data: Data, to path: String) throws {
        try checkFolder(of: path)
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        // A hidden name beside the target, unique per process and call.
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw InputError(file: path, "cannot write a file in \(folder) (not writable, or the disk is full)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
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
}
