/// A group a key is a member of, seen from that key: which group, and the siblings it shares the
/// row with (or, in a choice, the other alternatives). What `room` (MCP) and the translators' sheets
/// (`budget --format jsonl|md`) tell a translator: a key in a row is not free to take the whole width.
public struct GroupSiblings: Sendable, Hashable {
    public var id: String
    public var kind: MatrixGroup.Kind
    public var name: String?
    /// A row's policy (`equal`, `fixed`, `stack`); for a choice, that of the row alternative holding the
    /// key, if it is in one.
    public var policy: RowPolicy?
    /// For a choice: the position (from 0) of the alternative that holds the key.
    public var alternative: Int?
    /// The other members' keys, in order: those side by side with the key (in a choice, in its own
    /// alternative), then, for a choice, the other alternatives' keys.
    public var siblings: [String]
    /// True for a tab of a bar of six or more that is in the More list, not the bar.
    public var inMoreList: Bool

    /// The groups of `groups` that `key` is a member of, in the matrix's order.
    public static func of(key: String, in groups: [MatrixGroup]) -> [GroupSiblings] {
        groups.compactMap { group in
            guard group.keys.contains(key) else { return nil }
            var found = GroupSiblings(id: group.id, kind: group.kind, name: group.name, policy: nil, alternative: nil,
                                      siblings: [], inMoreList: false)
            switch group.content {
            case .row(let row):
                found.policy = row.policy
                found.siblings = row.members.map(\.key).filter { $0 != key }
                found.inMoreList = row.membersInMoreList.contains { $0.key == key }
            case .choice(let choice):
                let holding = choice.alternatives.firstIndex { $0.members.contains { $0.key == key } }
                found.alternative = holding
                if let holding, case .row(let row) = choice.alternatives[holding] { found.policy = row.policy }
                let own = holding.map { choice.alternatives[$0].members.map(\.key) } ?? []
                let others = choice.alternatives.indices.filter { $0 != holding }.flatMap { choice.alternatives[$0].members.map(\.key) }
                found.siblings = (own + others).filter { $0 != key }
            }
            return found
        }
    }

    /// `row row-1a2b3c4d with "Back"`, `choice choice-… (alternative 1 of 2) with "Restore"`: one line.
    public var summary: String {
        var text = "\(kind.rawValue) \(name.map { "\"\($0)\" " } ?? "")\(id)"
        if let alternative { text += " (alternative \(alternative + 1))" }
        if inMoreList { text += " (in the More list)" }
        if !siblings.isEmpty { text += " with " + siblings.map { StableJSON.text($0, pretty: false) }.joined(separator: ", ") }
        return text
    }
}

extension GroupSiblings: Encodable {
    enum CodingKeys: String, CodingKey { case id, kind, name, policy, alternative, siblings, inMoreList }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(policy?.rawValue, forKey: .policy)
        try container.encodeIfPresent(alternative, forKey: .alternative)
        try container.encode(siblings, forKey: .siblings)
        if inMoreList { try container.encode(true, forKey: .inMoreList) }
    }
}
