/// A tool as `tools/list` describes it, with its handler's schemas.
struct ToolDefinition {
    var name: String
    var title: String
    var description: String
    var input: WireJSON
    var output: WireJSON
    /// It only reads (every tool but `apply_translations`).
    var readOnly: Bool

    /// The description `tools/list` gives, as the revision allows.
    func listed(_ revision: MCPRevision) -> WireJSON {
        var tool: [String: WireJSON] = ["name": .string(name), "description": .string(description), "inputSchema": input,
                                        "annotations": .object(["title": .string(title), "readOnlyHint": .bool(readOnly),
                                                                "destructiveHint": .bool(false), "openWorldHint": .bool(false),
                                                                "idempotentHint": .bool(readOnly)])]
        if revision.hasStructuredContent {
            tool["title"] = .string(title)
            tool["outputSchema"] = output
        }
        return .object(tool)
    }
}

/// What a tool call has at hand.
struct ToolContext {
    let workspace: ServerWorkspace
    let cancellation: CancellationFlag
    let allowWrite: Bool
}

/// What a tool answers: its JSON (the structured content, and the same as text), and pictures.
struct ToolOutput {
    var structured: WireJSON
    /// PNG files, sent as image content after the text.
    var images: [[UInt8]] = []
}
