/// The protocol revisions this server speaks, and what differs between them.
public enum MCPRevision: String, CaseIterable, Sendable, Comparable {
    case v2025_03_26 = "2025-03-26"
    case v2025_06_18 = "2025-06-18"
    case v2025_11_25 = "2025-11-25"

    /// What a client that asks for something else gets: the newest.
    public static let preferred = MCPRevision.v2025_11_25

    /// The client's revision when this server speaks it, else ``preferred`` (the client then decides
    /// whether it can go on).
    public static func negotiate(_ requested: String?) -> MCPRevision {
        requested.flatMap(MCPRevision.init(rawValue:)) ?? preferred
    }

    /// Tool results carry `structuredContent`, tools an `outputSchema` and a `title` (from 2025-06-18).
    var hasStructuredContent: Bool { self >= .v2025_06_18 }

    /// Invalid tool arguments are a tool result with `isError` (2025-11-25); before, error -32602.
    var argumentErrorsAreResults: Bool { self >= .v2025_11_25 }

    /// JSON-RPC batches (an array of messages on one line) are part of 2025-03-26 only.
    var acceptsBatches: Bool { self == .v2025_03_26 }

    public static func < (a: MCPRevision, b: MCPRevision) -> Bool { a.rawValue < b.rawValue }
}
