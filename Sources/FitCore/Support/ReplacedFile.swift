import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The regular file an ``AtomicFile`` write replaces, as it is before the write: what the new file
/// keeps (its mode, owner and group) and whether it may be replaced at all.
struct ReplacedFile {
    /// The permission bits, set-id and sticky bits included (`st_mode & 07777`).
    var permissions: mode_t
    var owner: uid_t
    var group: gid_t
    /// Names the file has (`st_nlink`): more than one is a hard link the rename breaks.
    var links: Int
    var path: String

    /// The file at `path` (not a symbolic link: give the final target), or `nil` when there is none or
    /// it is not a regular file. Throws an ``InputError`` for a file that must not be replaced: one with
    /// no write bit (`0444`: read-only by intent, even for root), one this user may not write, an
    /// immutable one (`chattr +i`), one on a read-only file system.
    init?(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.path = path
        permissions = info.st_mode & 0o7777
        owner = info.st_uid
        group = info.st_gid
        links = Int(info.st_nlink)
        if permissions & 0o222 == 0 {
            throw InputError(file: path, "not written: the file is read-only (mode \(Self.octal(permissions))); make it writable to let fitcheck replace it")
        }
        if access(path, W_OK) != 0 {
            let reason = errno == EPERM ? "it is immutable (chattr +i)" : String(cString: strerror(errno))
            throw InputError(file: path, "not written: the file cannot be changed: \(reason)")
        }
    }

    /// What the user is told after replacing a file that had other names.
    var hardLinkWarning: String? {
        guard links > 1 else { return nil }
        let others = links - 1
        return "\(path) had \(links) hard links: this name now holds the new file, the other \(others == 1 ? "name keeps" : "\(others) names keep") the old content"
    }

    /// `0444`
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }
}
