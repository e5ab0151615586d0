/// A JSON object: its members in file order, and lookup by key.
public struct JSONObject: Sendable {
    /// One `"key": value` pair and where its key stands (1-based line and column).
    public struct Member: Sendable {
        public var key: String
        public var keyLine: Int
        public var keyColumn: Int
        public var value: JSONValue
    }

    /// Members in the order the file writes them (duplicates kept).
    public private(set) var members: [Member] = []
    /// Key → index into `members`; with duplicate keys the last one wins, as in most JSON readers.
    private var index: [String: Int] = [:]

    public init() {}

    mutating func append(_ member: Member) {
        index[member.key] = members.count
        members.append(member)
    }

    public subscript(key: String) -> JSONValue? {
        index[key].map { members[$0].value }
    }

    /// The member for `key`, with its key's place.
    public func member(_ key: String) -> Member? {
        index[key].map { members[$0] }
    }

    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`, or nil when it is absent or `null`.
    public func optional(_ key: String) -> JSONValue? {
        guard let value = self[key], !value.isNull else { return nil }
        return value
    }
}
