/// One JSON-RPC 2.0 message of the Model Context Protocol, as read from a line: a request (it has an
/// id and wants a response), a notification (no id), or a client's response (ignored: this server
/// sends no requests). What is wrong with a line is an ``MCPError`` to answer with.
struct MCPMessage {
    enum Kind { case request, notification, response }

    var kind: Kind
    /// The id as the client wrote it (a string or a number), echoed in the response.
    var id: WireJSON
    var method: String
    var params: JSONObject

    /// Reads one message from a JSON value (a line, or an element of a batch).
    /// - Throws: ``MCPError`` `-32600` for a value that is not a JSON-RPC 2.0 message.
    init(_ value: JSONValue) throws {
        guard case .object(let object) = value.kind else {
            throw MCPError(code: MCPError.invalidRequest, "a message is a JSON object, found \(value.kindName)")
        }
        let id = object["id"]
        if let id, !id.isNull {
            switch id.kind {
            case .string, .number: self.id = WireJSON(id)
            default: throw MCPError(code: MCPError.invalidRequest, "\"id\" must be a string or a number")
            }
        } else {
            self.id = .null
        }
        guard case .string("2.0") = object["jsonrpc"]?.kind else {
            throw MCPError(code: MCPError.invalidRequest, "\"jsonrpc\" must be \"2.0\"", id: self.id)
        }
        guard let method = object["method"] else {
            if object["result"] != nil || object["error"] != nil {
                (kind, self.method, params) = (.response, "", JSONObject())
                return
            }
            throw MCPError(code: MCPError.invalidRequest, "a request needs \"method\"", id: self.id)
        }
        guard case .string(let name) = method.kind else {
            throw MCPError(code: MCPError.invalidRequest, "\"method\" must be a string", id: self.id)
        }
        self.method = name
        kind = id == nil || id?.isNull == true ? .notification : .request
        // JSON-RPC 2.0: params, when present, is a structured value (an object or an array); anything
        // else makes the message an invalid Request (−32600, id null when it has none), as the
        // specification's own example answers. An array is a valid message whose params MCP never
        // takes: a request is answered −32602, a notification, like any valid one, not at all.
        switch object["params"]?.kind {
        case nil, .null?: params = JSONObject()   // null taken as absent, as clients send it
        case .object(let given)?: params = given
        case .array?:
            guard kind == .notification else {
                throw MCPError(code: MCPError.invalidParams, "\"params\" must be an object (MCP takes named parameters)", id: self.id)
            }
            params = JSONObject()
        default:
            throw MCPError(code: MCPError.invalidRequest, "\"params\" must be an object or an array", id: self.id)
        }
    }

    /// `{"jsonrpc":"2.0","id":…,"result":…}` on one line.
    static func result(_ result: WireJSON, id: WireJSON) -> WireJSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }
}

/// A JSON-RPC error to answer with: its code, one line of message, and the request's id (null when
/// the message could not be read far enough to know it).
struct MCPError: Error {
    /// The line is not JSON.
    static let parseError = -32700
    /// JSON, but not a JSON-RPC 2.0 message.
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    /// Bad parameters: an unknown tool; before revision 2025-11-25, a tool's invalid arguments too.
    static let invalidParams = -32602

    var code: Int
    var message: String
    var id: WireJSON

    init(code: Int, _ message: String, id: WireJSON = .null) {
        self.code = code
        self.message = message
        self.id = id
    }

    var response: WireJSON {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .int(code), "message": .string(message)])])
    }
}
