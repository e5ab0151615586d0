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
    /// Only objects of more than ``indexedSize`` members have one: a catalog has a small object per
    /// string unit, and a dictionary for each made a large catalog take twice the memory to read.
    private var index: [String: Int]?

    /// Objects up to this many members are searched member by member, from the last one (so that
    /// the last duplicate wins there too). Above a key's `localizations` (one member per language,
    /// read in order, never looked up): indexing those cost more than a catalog's parse otherwise does.
    static let indexedSize = 32

    public init() {}

    /// An object of `members` in file order (duplicates kept, the last one found by key).
    init(members: [Member]) {
        self.members = members
        if members.count > JSONObject.indexedSize { index = Self.index(of: members) }
    }

    /// Key → position, the last duplicate winning.
    private static func index(of members: [Member]) -> [String: Int] {
        var built: [String: Int] = [:]
        for (position, member) in members.enumerated() { built[member.key] = position }
        return built
    }

    mutating func append(_ member: Member) {
        members.append(member)
        if index != nil {
            index?[member.key] = members.count - 1
        } else if members.count > JSONObject.indexedSize {
            index = Self.index(of: members)
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.lastIndex { $0.key == key }
    }

    public subscript(key: String) -> JSONValue? {
        position(of: key).map { members[$0].value }
    }

    /// The member for `key`, with its key's place.
    public func member(_ key: String) -> Member? {
        position(of: key).map { members[$0] }
    }

    public var isEmpty: Bool { members.isEmpty }

    /// The value for `key`, or nil when it is absent or `null`.
    public func optional(_ key: String) -> JSONValue? {
        guard let value = self[key], !value.isNull else { return nil }
        return value
    }
}
