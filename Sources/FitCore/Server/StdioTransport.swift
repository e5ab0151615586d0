import Foundation

/// MCP's stdio transport: messages are lines on standard input and output (UTF-8, no line breaks
/// inside a message), logs go to standard error only. Both are written through ``DescriptorWriter``,
/// so a standard output that cannot be written (a full disk, a closed descriptor, a client gone) ends
/// the session with its `errno` instead of a crash.
public enum StdioTransport {
    /// Serves `server`'s client on standard input until it closes or standard output fails, then
    /// waits for calls still running.
    /// - Returns: `nil` when standard input closed; the `errno` of the write to standard output that
    ///   failed (ENOSPC, EBADF, EPIPE…) otherwise.
    public static func run(_ makeServer: (_ send: @escaping @Sendable (String) -> Void, _ log: @escaping @Sendable (String) -> Void) -> MCPServer) -> Int32? {
        let outputFailure = LockedValue<Int32?>(nil)
        let send: @Sendable (String) -> Void = { line in
            outputFailure.withLock { failure in
                guard failure == nil else { return }
                failure = Array((line + "\n").utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: STDOUT_FILENO) }
            }
        }
        let log: @Sendable (String) -> Void = { line in
            _ = Array(("fitcheck serve: " + line + "\n").utf8).withUnsafeBytes { DescriptorWriter.writeAll($0, to: STDERR_FILENO) }
        }
        let server = makeServer(send, log)
        log("ready: protocol revisions \(MCPRevision.allCases.map(\.rawValue).reversed().joined(separator: ", ")); tools: "
            + server.tools.map(\.name).joined(separator: ", "))
        var lines = ByteLines(descriptor: STDIN_FILENO)
        while outputFailure.withLock({ $0 }) == nil, let line = lines.next() {
            server.receive(line)
        }
        server.finish()
        let failure = outputFailure.withLock { $0 }
        log(failure == nil ? "standard input closed: stopped" : "standard output cannot be written: stopped")
        return failure
    }
}

/// The lines of a file descriptor as raw bytes, without their line feed: not decoded, so that a
/// message in invalid UTF-8 reaches the JSON reader as it was sent (and is refused there) instead of
/// being mended with replacement characters.
struct ByteLines {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line (a last line without a line feed included), or nil at the end of input.
    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { ended = true } else { buffer.append(contentsOf: chunk[..<count]) }
        }
    }
}
