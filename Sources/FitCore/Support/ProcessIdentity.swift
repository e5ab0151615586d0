import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// This process as other fitcheck processes see it: its host and pid, written into lock files and
/// temporary file names, so that a later run can tell a live writer from one that died.
public enum ProcessIdentity {
    /// The host name, with anything but letters, digits, `-` and `.` made `_` (it goes into file names).
    public static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "_" })
        return safe.isEmpty ? "localhost" : safe
    }()

    public static var pid: Int32 { getpid() }

    /// Whether a process `pid` runs on this host (one we may not signal still runs).
    public static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
