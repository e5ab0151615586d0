/// Strings laid out together, as a matrix's `groups` lists them (Matrix/README.md, "Rows and
/// choices"): a row sharing one width, or a choice of alternatives. A key in a group is measured with
/// its siblings, in the group's width; it is measured alone too only when a member says `alsoAlone`.
public struct MatrixGroup: Sendable, Hashable {
    /// Given in the file, or derived from the kind and the member keys (``derivedID(kind:keys:)``).
    public var id: String
    /// A label for reports, when the file gives one.
    public var name: String?
    /// Position in the matrix's `groups`, from 0.
    public var index: Int
    /// The width the whole group spans.
    public var width: WidthExpression
    /// Where the group is in code (`file:line`), as `fitcheck init` writes it; sorted.
    public var evidence: [String]
    public var content: Content
    /// The construct in code the group was read from; `nil` for a group written by hand.
    public var construct: GroupConstruct?
    /// What the code leaves unsaid (a tab bar's More, an assumed window): the matrix entry's `comment`.
    public var notes: [String] = []
    /// Whether the source states ``width`` (``StatedFields/width``); else it is the control's or the
    /// default slot's.
    public var stated: StatedFields = []

    public enum Content: Sendable, Hashable {
        case row(RowGroup)
        case choice(ChoiceGroup)
    }

    /// `row` or `choice`, as files and reports write it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case row, choice
    }

    public init(id: String? = nil, name: String? = nil, index: Int = 0, width: WidthExpression,
                evidence: [String] = [], content: Content, construct: GroupConstruct? = nil, notes: [String] = [],
                stated: StatedFields = []) {
        self.name = name
        self.construct = construct
        self.notes = notes
        self.stated = stated
        self.index = index
        self.width = width
        self.evidence = evidence
        self.content = content
        self.id = id ?? Self.derivedID(kind: content.kind, keys: content.idKeys)
    }

    public var kind: Kind { content.kind }

    /// Every member, in order (a choice's alternatives one after the other).
    public var members: [GroupMember] {
        switch content {
        case .row(let row): return row.members
        case .choice(let choice): return choice.alternatives.flatMap(\.members)
        }
    }

    /// The row, for a row; `nil` for a choice.
    public var row: RowGroup? {
        if case .row(let row) = content { return row }
        return nil
    }

    /// The choice, for a choice; `nil` for a row.
    public var choice: ChoiceGroup? {
        if case .choice(let choice) = content { return choice }
        return nil
    }

    /// A row's policy; `nil` for a choice.
    public var policy: RowPolicy? { row?.policy }

    /// A choice's alternatives in order; empty for a row.
    public var alternatives: [ChoiceAlternative] { choice?.alternatives ?? [] }

    /// A choice's `ViewThatFits(in:)` axes; `nil` for a row.
    public var axes: ChoiceAxes? { choice?.axes }

    /// The group's rows: a row's one, or a choice's alternatives each as a row (``ChoiceAlternative/asRow``), in order.
    public var rows: [RowGroup] {
        switch content {
        case .row(let row): return [row]
        case .choice(let choice): return choice.alternatives.map(\.asRow)
        }
    }

    /// The member keys, each once, in order.
    public var keys: [String] {
        var seen = Set<String>()
        return members.map(\.key).filter { seen.insert($0).inserted }
    }

    /// How reports name the group: `groups[0] "actions" (row-1a2b3c4d)`, or without a name.
    public var label: String {
        "groups[\(index)]" + (name.map { " \"\($0)\"" } ?? "") + " (\(id))"
    }

    /// The id of a group the file gives none: `row-` or `choice-` and the first 8 hex digits of FNV-1a 64
    /// over the kind and each key, each followed by U+001F (a row alternative's keys between `(` and
    /// `)`, themselves so followed: see ``Content/idKeys``). Stable across runs and machines; a change of
    /// members is a new group.
    public static func derivedID(kind: Kind, keys: [String]) -> String {
        let text = ([kind.rawValue] + keys).map { $0 + "\u{1F}" }.joined()
        let hex = String(StableHash.fnv1a64(text), radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return kind.rawValue + "-" + padded.prefix(8)
    }
}

extension MatrixGroup.Content {
    public var kind: MatrixGroup.Kind {
        switch self {
        case .row: return .row
        case .choice: return .choice
        }
    }

    /// The keys a derived id hashes: a row's in order; a choice's alternatives in order, a row
    /// alternative's keys between `(` and `)`.
    public var idKeys: [String] {
        switch self {
        case .row(let row): return row.members.map(\.key)
        case .choice(let choice):
            return choice.alternatives.flatMap { alternative -> [String] in
                switch alternative {
                case .single(let member): return [member.key]
                case .row(let row) where row.policy == .column: return ["["] + row.members.map(\.key) + ["]"]
                case .row(let row): return ["("] + row.members.map(\.key) + [")"]
                }
            }
        }
    }
}
