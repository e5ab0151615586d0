import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file however it is named: its device and inode (symbolic links followed) when it exists, else
/// the path it would have, resolved (its folder's links followed, `.` and `..` gone). `x.json`,
/// `./x.json`, a hard link and a symbolic link to it are one file.
public struct FileIdentity: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case inode(device: UInt64, inode: UInt64)
        case path(String)
    }

    private let kind: Kind

    public init(_ path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            kind = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        let target = URL(fileURLWithPath: AtomicFile.finalTarget(of: path)).standardizedFileURL
        let folder = target.deletingLastPathComponent().path
        let resolved = realpath(folder, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? folder
        kind = .path((resolved as NSString).appendingPathComponent(target.lastPathComponent))
    }
}
