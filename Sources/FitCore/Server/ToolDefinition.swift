/// A tool as `tools/list` describes it, with its handler's schemas.
struct ToolDefinition {
    /// The name `tools/list` gives: prefixed `fitcheck_`, so it does not collide with another server's
    /// tools in the same client.
    var name: String
    /// The name before the prefix (`room`), still answered for one release and never listed.
    var formerName: String
    var title: String
    var description: String
    var input: WireJSON
    var output: WireJSON
    /// It only reads (every tool but `apply_translations`).
    var readOnly: Bool

    /// A `tools/call` with `name` calls this tool: its name, or its former name.
    func answers(to name: String) -> Bool { name == self.name || name == formerName }

    /// The description `tools/list` gives, as the revision allows.
    /// A tool that writes is destructive (`destructiveHint`: it overwrites translations); `false` would
    /// say it only adds, the specification's meaning.
    func listed(_ revision: MCPRevision) -> WireJSON {
        var tool: [String: WireJSON] = ["name": .string(name), "description": .string(description), "inputSchema": input,
                                        "annotations": .object(["title": .string(title), "readOnlyHint": .bool(readOnly),
                                                                "destructiveHint": .bool(!readOnly), "openWorldHint": .bool(false),
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

/// What a tool answers: its JSON (the structured content, and the same as compact text), a one-line
/// summary for people and clients that show text, and pictures.
struct ToolOutput {
    var structured: WireJSON
    /// One line: the answer in words (`fits in all 24 cells`, `would write 1 fix to Demo.xcstrings`).
    var summary: String
    /// PNG files, sent as image content after the text.
    var images: [[UInt8]] = []
}
