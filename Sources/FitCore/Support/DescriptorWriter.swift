#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every byte to an open descriptor, again after a signal interrupts `write(2)` and on from
/// where a short write stopped; the one such loop, for output files and standard output alike.
public enum DescriptorWriter {
    /// - Returns: `nil` when every byte was written, else the `errno` of the failure (ENOSPC, EBADF, EPIPE…).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
