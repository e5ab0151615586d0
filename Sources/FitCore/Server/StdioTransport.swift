import Foundation

/// MCP's stdio transport: messages are lines on standard input and output (UTF-8, no line breaks
/// inside a message), logs go to standard error only.
public enum StdioTransport {
    /// Serves `server`'s client on standard input until it closes, then waits for calls still running.
    public static func run(_ makeServer: (_ send: @escaping @Sendable (String) -> Void, _ log: @escaping @Sendable (String) -> Void) -> MCPServer) {
        let output = LockedValue(FileHandle.standardOutput)
        let send: @Sendable (String) -> Void = { line in
            output.withLock { $0.write(Data((line + "\n").utf8)) }
        }
        let log: @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data(("fitcheck serve: " + line + "\n").utf8))
        }
        let server = makeServer(send, log)
        log("ready: protocol revisions \(MCPRevision.allCases.map(\.rawValue).reversed().joined(separator: ", ")); tools: "
            + server.tools.map(\.name).joined(separator: ", "))
        while let line = readLine(strippingNewline: true) {
            server.receive(line)
        }
        server.finish()
        log("standard input closed: stopped")
    }
}
