import Foundation
import FitcheckTestSupport

/// `fitcheck serve` as a child process, spoken to as an MCP client does: a line of JSON per message
/// on its standard input, a line per message back on its standard output, logs on standard error.
final class ServeProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorFile: URL
    private let lock = NSCondition()
    /// Every line received, in order.
    private var lines: [String] = []
    private var partial = Data()
    private var closed = false

    init(_ arguments: [String], in directory: String) throws {
        guard let binary = FitcheckProcess.binary else { throw FitcheckProcess.ProcessError.noBinary }
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("fitcheck-serve-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.received(data)
        }
        try process.run()
    }

    private func received(_ data: Data) {
        lock.lock()
        defer { lock.broadcast(); lock.unlock() }
        if data.isEmpty { closed = true; return }
        partial.append(data)
        while let newline = partial.firstIndex(of: 0x0A) {
            lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
            partial.removeSubrange(partial.startIndex...newline)
        }
    }

    /// Sends one line as is.
    func send(_ line: String) {
        send(bytes: Array(line.utf8))
    }

    /// Sends one line of raw bytes (UTF-8 or not) and its line feed.
    func send(bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes + [0x0A]))
    }

    /// Sends a request and waits for its response.
    func request(_ id: Int, _ method: String, _ params: [String: Any] = [:], timeout: Double = 60) throws -> [String: Any] {
        try sendRequest(id, method, params)
        return try response(id, timeout: timeout)
    }

    func sendRequest(_ id: Int, _ method: String, _ params: [String: Any] = [:]) throws {
        send(try Self.line(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        send(try Self.line(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    /// A tool call's response.
    func call(_ id: Int, _ tool: String, _ arguments: [String: Any], timeout: Double = 60) throws -> [String: Any] {
        try request(id, "tools/call", ["name": tool, "arguments": arguments], timeout: timeout)
    }

    static func line(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Every line received so far, parsed.
    var messages: [Any] {
        lock.lock()
        defer { lock.unlock() }
        return lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
    }

    /// The raw lines received so far.
    var received: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// Waits for the response whose id is `id` (or, for `id` nil, the first with a null id).
    func response(_ id: Int?, timeout: Double = 60) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            for line in lines {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                if let id, (object["id"] as? Int) == id { return object }
                if id == nil, object["id"] is NSNull { return object }
            }
            if closed { throw ServeError.closed(log) }
            guard lock.wait(until: deadline) else { throw ServeError.timeout(id, log) }
        }
    }

    /// Standard error so far.
    var log: String { String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self) }

    /// Waits until standard error contains `text`.
    func waitForLog(_ text: String, timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if log.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Closes standard input and waits for the server to stop; its exit status.
    @discardableResult
    func stop() -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        try? FileManager.default.removeItem(at: errorFile)
        return process.terminationStatus
    }

    enum ServeError: Error { case closed(String), timeout(Int?, String) }

    /// `initialize` at `revision` and `notifications/initialized`: the answer.
    func initialize(_ revision: String, id: Int = 1) throws -> [String: Any] {
        let answer = try request(id, "initialize", ["protocolVersion": revision, "capabilities": [:] as [String: Any],
                                                    "clientInfo": ["name": "fitcheck-tests", "version": "1"]])
        try notify("notifications/initialized")
        return answer
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `result` of a response.
    var result: [String: Any]? { self["result"] as? [String: Any] }
    /// A tool result's structured content.
    var structured: [String: Any]? { result?["structuredContent"] as? [String: Any] }
    /// `error.code` of a response.
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}
