/// How an ``InferredGroup`` is written: an entry of `fitcheck slots --json`'s `groups`, a line of the
/// text form, and an entry of the matrix's `groups` (Matrix/README.md, "Rows and choices") that
/// `fitcheck init` writes.
enum GroupReport {
    // MARK: - fitcheck slots --json

    /// `{"kind", "id", "construct", "policy", "control", "width", "spacing", "members", "alternatives",
    /// "evidence", "notes"}`; `members` lists every member (a choice's in order of its alternatives).
    struct Entry: Encodable {
        var kind: String
        var id: String
        var construct: String
        var policy: String?
        var control: String?
        var width: String?
        var spacing: Double?
        var members: [MemberEntry]
        var alternatives: [AlternativeEntry]?
        var evidence: [String]
        var notes: [String]

        init(_ group: InferredGroup) {
            kind = group.kind.rawValue
            id = group.id
            construct = group.construct.rawValue
            policy = group.row?.policy.rawValue
            control = group.row?.control
            width = group.width?.description
            spacing = group.row?.spacing
            members = group.members.map(MemberEntry.init)
            alternatives = group.kind == .choice ? group.alternatives.map(AlternativeEntry.init) : nil
            evidence = group.evidence
            notes = group.notes
        }
    }

    struct MemberEntry: Encodable {
        var key: String
        var line: String
        var width: Double?
        var layoutPriority: Double?
        var fixedSize: Bool?
        var lines: Int??
        var style: String?
        var weight: String?
        var alsoAlone: Bool?
        var inset: Double?

        init(_ member: InferredGroup.Member) {
            key = member.key
            line = member.line
            width = member.fixedWidth
            layoutPriority = member.layoutPriority
            fixedSize = member.fixedSize ? true : nil
            if let text = member.text {
                lines = .some(text.maxLines)
                style = text.style.rawValue
                weight = text.effectiveWeight.name
            }
            alsoAlone = member.alsoAlone ? true : nil
            inset = member.inset
        }

        enum CodingKeys: String, CodingKey { case key, line, width, layoutPriority, fixedSize, lines, style, weight, alsoAlone, inset }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(line, forKey: .line)
            try container.encodeIfPresent(width, forKey: .width)
            try container.encodeIfPresent(layoutPriority, forKey: .layoutPriority)
            try container.encodeIfPresent(fixedSize, forKey: .fixedSize)
            if let lines { if let lines { try container.encode(lines, forKey: .lines) } else { try container.encodeNil(forKey: .lines) } }
            try container.encodeIfPresent(style, forKey: .style)
            try container.encodeIfPresent(weight, forKey: .weight)
            try container.encodeIfPresent(alsoAlone, forKey: .alsoAlone)
            try container.encodeIfPresent(inset, forKey: .inset)
        }
    }

    /// A choice's alternative: `{"key"}` for one text, `{"kind": "row", "policy", "members": [key…]}` for a row.
    struct AlternativeEntry: Encodable {
        var key: String?
        var kind: String?
        var policy: String?
        var members: [String]?

        init(_ alternative: InferredGroup.Alternative) {
            switch alternative {
            case .single(let member): key = member.key
            case .row(let row):
                kind = row.policy == .column ? "column" : "row"
                policy = row.policy == .column ? nil : row.policy.rawValue
                members = row.members.map(\.key)
            }
        }
    }

    // MARK: - fitcheck slots (text)

    /// `row (segmented picker, equal, 120): "Voice" | "Boop"  Settings/GeneralSettings.swift:84, …`.
    static func line(_ group: InferredGroup) -> String {
        var head = [group.construct.title]
        if let policy = group.policy { head.append(policy.rawValue) }
        if let width = group.width { head.append(width.description) }
        let members: String
        if let row = group.row {
            members = row.members.map { StableJSON.text($0.key, pretty: false) }.joined(separator: " | ")
        } else {
            members = group.alternatives.map { alternative in
                switch alternative {
                case .single(let member): return StableJSON.text(member.key, pretty: false)
                case .row(let row): return "(" + row.members.map { StableJSON.text($0.key, pretty: false) }.joined(separator: " | ") + ")"
                }
            }.joined(separator: " else ")
        }
        return "\(group.kind.rawValue) \(group.id) (\(head.joined(separator: ", "))): \(members)  \(group.evidence.joined(separator: ", "))"
    }

    // MARK: - The matrix

    /// The group as one entry of the matrix's `groups`, on one line, fields in reading order.
    static func matrixEntry(_ group: InferredGroup) -> String {
        var fields = ["\"kind\": \(quoted(group.kind.rawValue))", "\"name\": \(quoted(group.construct.title))"]
        if let row = group.row { fields += rowFields(row) }
        if let width = group.width { fields.append("\"width\": \(quoted(width.description))") }
        if group.kind == .choice {
            let alternatives = group.alternatives.map { alternative -> String in
                switch alternative {
                case .single(let member): return memberEntry(member)
                case .row(let row) where row.policy == .column:
                    return "{ \"kind\": \"column\", \"members\": [\(row.members.map(memberEntry).joined(separator: ", "))] }"
                case .row(let row): return "{ " + (["\"kind\": \"row\""] + rowFields(row)).joined(separator: ", ") + " }"
                }
            }
            fields.append("\"alternatives\": [\(alternatives.joined(separator: ", "))]")
        }
        fields.append("\"evidence\": [\(group.evidence.map(quoted).joined(separator: ", "))]")
        if !group.notes.isEmpty { fields.append("\"comment\": \(quoted(group.notes.joined(separator: "; ")))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func rowFields(_ row: InferredGroup.Row) -> [String] {
        var fields: [String] = []
        if let control = row.control { fields.append("\"control\": \(quoted(control))") }
        fields.append("\"policy\": \(quoted(row.policy.rawValue))")
        if let spacing = row.spacing { fields.append("\"spacing\": \(MatrixField.format(spacing))") }
        fields.append("\"members\": [\(row.members.map(memberEntry).joined(separator: ", "))]")
        return fields
    }

    /// A key, or `{ "key": …, … }` when the code sets something on it.
    private static func memberEntry(_ member: InferredGroup.Member) -> String {
        var fields: [String] = []
        if let width = member.fixedWidth { fields.append("\"width\": \(MatrixField.format(width))") }
        if let priority = member.layoutPriority { fields.append("\"layoutPriority\": \(MatrixField.format(priority))") }
        if member.fixedSize { fields.append("\"fixedSize\": true") }
        if let inset = member.inset { fields.append("\"inset\": \(MatrixField.format(inset))") }
        if let text = member.text {
            fields.append("\"lines\": \(text.maxLines.map(String.init) ?? "null")")
            fields.append("\"style\": \(quoted(text.style.rawValue))")
            if let weight = text.weight { fields.append("\"weight\": \(quoted(weight.name))") }
            if let size = text.pointSize { fields.append("\"pointSize\": \(MatrixField.format(size))") }
            if let largest = text.largestSize { fields.append("\"largestSize\": \(quoted(largest.rawValue))") }
        }
        if member.alsoAlone { fields.append("\"alsoAlone\": true") }
        guard !fields.isEmpty else { return quoted(member.key) }
        return "{ " + (["\"key\": \(quoted(member.key))"] + fields).joined(separator: ", ") + " }"
    }

    private static func quoted(_ text: String) -> String { StableJSON.text(text, pretty: false) }
}

extension InferredGroup.Construct {
    /// How the text form and the matrix's `name` call the construct.
    public var title: String {
        switch self {
        case .segmentedPicker: return "segmented picker"
        case .tabBar: return "tab bar"
        case .hStack: return "HStack"
        case .controlGroup: return "ControlGroup"
        case .viewThatFits: return "ViewThatFits"
        case .segmentedControl: return "UISegmentedControl"
        case .stackView: return "stack view"
        case .navigationBar: return "navigation bar"
        }
    }
}
