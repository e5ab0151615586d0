import Dispatch
import Foundation

/// `fitcheck serve`: the Model Context Protocol over JSON-RPC 2.0, one message per line.
///
/// Each line is answered on its own: `ping`, `initialize` and `tools/list` at once, on the reading
/// thread, so they never wait behind a tool call; `tools/call` on a concurrent queue, so several run
/// at a time and their results go out with their ids in whatever order they finish. A malformed line
/// gets its error (−32700 with id null) and the server reads on. `notifications/cancelled` stops the
/// named call (it checks between steps of its work) and no response is sent for it.
public final class MCPServer: @unchecked Sendable {
    public let workspace: ServerWorkspace
    /// Offer `fitcheck_apply_translations` (`--allow-write`).
    public let allowWrite: Bool
    private let send: @Sendable (String) -> Void
    private let log: @Sendable (String) -> Void
    private let calls = DispatchQueue(label: "fitcheck.serve.calls", attributes: .concurrent)
    private let running = DispatchGroup()
    private let state = LockedValue(State())

    private struct State {
        var revision = MCPRevision.preferred
        var initialized = false
        /// Calls in flight by id (as a JSON line), for cancellation.
        var inFlight: [String: CancellationFlag] = [:]
    }

    /// - Parameters:
    ///   - send: writes one line (without its line break) to the client.
    ///   - log: writes one line of log (standard error).
    public init(workspace: ServerWorkspace, allowWrite: Bool, send: @escaping @Sendable (String) -> Void,
                log: @escaping @Sendable (String) -> Void) {
        self.workspace = workspace
        self.allowWrite = allowWrite
        self.send = send
        self.log = log
    }

    /// The revision agreed at `initialize` (the newest until then).
    public var revision: MCPRevision { state.withLock { $0.revision } }

    var tools: [ToolDefinition] {
        [RoomTool.definition, CheckTranslationTool.definition, MeasureTool.definition, KeysTool.definition]
            + (allowWrite ? [ApplyTool.definition] : [])
    }

    /// Handles one line from the client.
    public func receive(_ line: String) {
        receive(Array(line.utf8))
    }

    /// Handles one line from the client as it was read: bytes that are not UTF-8 are a parse error
    /// (−32700), as JSON exchanged between systems is UTF-8 (RFC 8259).
    public func receive(_ bytes: [UInt8]) {
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes, file: "message")
        } catch {
            log("malformed message: \(error)")
            send(MCPError(code: MCPError.parseError, "Parse error: \(error)").response.line)
            return
        }
        if case .array(let items) = value.kind {
            receiveBatch(items)
            return
        }
        let message: MCPMessage
        do {
            message = try MCPMessage(value)
        } catch let error as MCPError {
            send(error.response.line)
            return
        } catch {
            return
        }
        if message.kind == .request && message.method == "tools/call" {
            let flag = register(message.id)
            running.enter()
            calls.async { [self] in
                defer { running.leave() }
                let response = answer(message, cancellation: flag)
                state.withLock { _ = $0.inFlight.removeValue(forKey: message.id.line) }
                if let response, !flag.isCancelled { send(response.line) }
            }
            return
        }
        if let response = answer(message, cancellation: CancellationFlag()) { send(response.line) }
    }

    /// Waits for the calls still running (at the end of input).
    public func finish() {
        running.wait()
    }

    /// A batch (revision 2025-03-26): each message answered in turn, the responses sent as one array.
    private func receiveBatch(_ items: [JSONValue]) {
        guard revision.acceptsBatches else {
            send(MCPError(code: MCPError.invalidRequest, "batches are not part of protocol revision \(revision.rawValue)").response.line)
            return
        }
        guard !items.isEmpty else {
            send(MCPError(code: MCPError.invalidRequest, "an empty batch").response.line)
            return
        }
        running.enter()
        calls.async { [self] in
            defer { running.leave() }
            var responses: [WireJSON] = []
            for item in items {
                do {
                    let message = try MCPMessage(item)
                    if let response = answer(message, cancellation: register(message.id)) { responses.append(response) }
                } catch let error as MCPError {
                    responses.append(error.response)
                } catch {}
            }
            if !responses.isEmpty { send(WireJSON.array(responses).line) }
        }
    }

    private func register(_ id: WireJSON) -> CancellationFlag {
        let flag = CancellationFlag()
        state.withLock { $0.inFlight[id.line] = flag }
        return flag
    }

    /// The response to `message` (nil for a notification, a client's response, or a cancelled call).
    func answer(_ message: MCPMessage, cancellation: CancellationFlag) -> WireJSON? {
        switch message.kind {
        case .response: return nil
        case .notification:
            notice(message)
            return nil
        case .request: break
        }
        let id = message.id
        switch message.method {
        case "initialize":
            let requested: String?
            if case .string(let version)? = message.params["protocolVersion"]?.kind { requested = version } else { requested = nil }
            let revision = MCPRevision.negotiate(requested)
            state.withLock { $0.revision = revision }
            log("initialize: client asked for \(requested ?? "no revision"), answering \(revision.rawValue)")
            var info: [String: WireJSON] = ["name": .string("fitcheck"), "version": .string(ServerInfo.version)]
            if revision.hasStructuredContent { info["title"] = .string("fitcheck — does every translation fit?") }
            return MCPMessage.result(.object([
                "protocolVersion": .string(revision.rawValue),
                "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
                "serverInfo": .object(info),
                "instructions": .string(ServerInfo.instructions),
            ]), id: id)
        case "ping":
            return MCPMessage.result(.object([:]), id: id)
        case "tools/list":
            let revision = self.revision
            return MCPMessage.result(.object(["tools": .array(tools.map { $0.listed(revision) })]), id: id)
        case "tools/call":
            return call(message, cancellation: cancellation)
        default:
            return MCPError(code: MCPError.methodNotFound, "Method not found: \(message.method)", id: id).response
        }
    }

    private func notice(_ message: MCPMessage) {
        switch message.method {
        case "notifications/initialized":
            state.withLock { $0.initialized = true }
        case "notifications/cancelled":
            guard let requestId = message.params["requestId"] else { return }
            let key = WireJSON(requestId).line
            if let flag = state.withLock({ $0.inFlight[key] }) {
                flag.cancel()
                let reason: String
                if case .string(let text)? = message.params["reason"]?.kind { reason = ": \(text)" } else { reason = "" }
                log("request \(key) cancelled by the client\(reason)")
            }
        default:
            break
        }
    }

    /// A tool call: its result, an `isError` result, or a protocol error (an unknown tool; before
    /// 2025-11-25, invalid arguments).
    private func call(_ message: MCPMessage, cancellation: CancellationFlag) -> WireJSON? {
        let id = message.id, revision = self.revision
        guard case .string(let name)? = message.params["name"]?.kind else {
            return MCPError(code: MCPError.invalidParams, "tools/call needs \"name\"", id: id).response
        }
        guard let tool = tools.first(where: { $0.answers(to: name) }) else {
            let hint = ApplyTool.definition.answers(to: name) ? " (offered only when the server is started with --allow-write)" : ""
            return MCPError(code: MCPError.invalidParams, "Unknown tool: \(name)\(hint)", id: id).response
        }
        let start = Date()
        do {
            let given: JSONObject
            switch message.params["arguments"]?.kind {
            case nil, .null?: given = JSONObject()
            case .object(let object)?: given = object
            default: throw ToolArgumentError("\"arguments\" must be an object")
            }
            let arguments = try ToolArguments(given, allowed: Set(tool.input["properties"].flatMap { properties -> [String]? in
                if case .object(let members) = properties { return Array(members.keys) }
                return nil
            } ?? []))
            let context = ToolContext(workspace: workspace, cancellation: cancellation, allowWrite: allowWrite)
            let output = try Self.handler(tool.name)(arguments, context)
            log("\(name) \(id.line): \(Int(Date().timeIntervalSince(start) * 1000)) ms")
            return MCPMessage.result(result(output, revision: revision), id: id)
        } catch is BudgetSession.Cancelled {
            log("\(name) \(id.line): stopped, cancelled after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
            return nil
        } catch let error as ToolArgumentError {
            guard revision.argumentErrorsAreResults else {
                return MCPError(code: MCPError.invalidParams, "Invalid arguments for \(name): \(error.message)", id: id).response
            }
            return MCPMessage.result(Self.errorResult("invalid arguments: \(error.message)"), id: id)
        } catch {
            return MCPMessage.result(Self.errorResult("\(error)"), id: id)
        }
    }

    static func handler(_ name: String) -> (ToolArguments, ToolContext) throws -> ToolOutput {
        switch name {
        case RoomTool.definition.name: return RoomTool.call
        case CheckTranslationTool.definition.name: return CheckTranslationTool.call
        case MeasureTool.definition.name: return MeasureTool.call
        case KeysTool.definition.name: return KeysTool.call
        default: return ApplyTool.call
        }
    }

    /// `content`: the structured content serialized as compact JSON in a text block (as the
    /// specification asks, for clients that read only text), the one-line summary in a second, then
    /// pictures; `structuredContent` from 2025-06-18.
    private func result(_ output: ToolOutput, revision: MCPRevision) -> WireJSON {
        var content: [WireJSON] = [.object(["type": .string("text"), "text": .string(output.structured.line)]),
                                   .object(["type": .string("text"), "text": .string(output.summary)])]
        for png in output.images {
            content.append(.object(["type": .string("image"), "mimeType": .string("image/png"),
                                    "data": .string(Data(png).base64EncodedString())]))
        }
        var result: [String: WireJSON] = ["content": .array(content), "isError": .bool(false)]
        if revision.hasStructuredContent { result["structuredContent"] = output.structured }
        return .object(result)
    }

    /// A tool's own failure: one clear line, `isError`.
    static func errorResult(_ message: String) -> WireJSON {
        .object(["content": .array([.object(["type": .string("text"), "text": .string(MessageQuote.oneLine(message))])]),
                 "isError": .bool(true)])
    }
}

/// What the server says about itself.
public enum ServerInfo {
    public static let version = "0.1.0"
    static let instructions = """
        fitcheck measures whether translations fit the app's layout (real shaping, every width and text size of \
        the project's matrix). The loop: "fitcheck_room" for the room a key has in a language, write a candidate, \
        "fitcheck_check_translation" until it fits, then "fitcheck_apply_translations" (when offered) or \
        `fitcheck apply` to write it. "fitcheck_keys" lists what needs work (untranslated, failing, tight); \
        "fitcheck_measure" measures any text at a width. Each result is JSON (the structured content) and a one-line summary.
        """
}
