/// How a group read from code (a ``MatrixGroup`` with its evidence, `MatrixGroup+Code.swift`) is written: an entry of `fitcheck slots --json`'s `groups`, a line of the
/// text form, and an entry of the matrix's `groups` (Matrix/README.md, "Rows and choices") that
/// `fitcheck init` writes.
enum GroupReport {
    // MARK: - fitcheck slots --json

    /// `{"kind", "id", "construct", "policy", "control", "width", "spacing", "members", "alternatives", "in",
    /// "evidence", "notes"}`; `members` lists every member (a choice's in order of its alternatives); `in`
    /// a choice's `ViewThatFits(in:)` axes when the code gives one axis.
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
        var axes: String?
        var evidence: [String]
        var notes: [String]

        enum CodingKeys: String, CodingKey {
            case kind, id, construct, policy, control, width, spacing, members, alternatives, evidence, notes
            case axes = "in"
        }

        init(_ group: MatrixGroup) {
            kind = group.kind.rawValue
            id = group.id
            construct = group.construct?.rawValue ?? ""
            policy = group.row?.policy.rawValue
            control = group.row?.control?.rawValue
            width = group.stated.contains(.width) ? group.width.description : nil
            spacing = group.row.flatMap { $0.stated.contains(.spacing) ? $0.spacing : nil }
            members = group.members.map(MemberEntry.init)
            alternatives = group.choice?.alternatives.map(AlternativeEntry.init)
            axes = group.choice.flatMap { $0.axes != .both ? $0.axes.rawValue : nil }
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
        /// The member's own text setting, where the code states one: ``SlotFields``, as `init` writes it.
        var text: SlotFields?
        var alsoAlone: Bool?
        var inset: Double?

        init(_ member: GroupMember) {
            key = member.key
            line = member.line
            width = member.fixedWidth
            layoutPriority = member.stated.contains(.layoutPriority) ? member.layoutPriority : nil
            fixedSize = member.fixedSize ? true : nil
            text = member.text.map { SlotFields($0, member: true) }
            alsoAlone = member.alsoAlone ? true : nil
            inset = member.stated.contains(.inset) ? member.inset : nil
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: SlotFieldKey.self)
            try container.encode(key, forKey: SlotFieldKey("key"))
            try container.encode(line, forKey: SlotFieldKey("line"))
            try container.encodeIfPresent(width, forKey: SlotFieldKey("width"))
            try container.encodeIfPresent(layoutPriority, forKey: SlotFieldKey("layoutPriority"))
            try container.encodeIfPresent(fixedSize, forKey: SlotFieldKey("fixedSize"))
            try text?.encode(into: &container)
            try container.encodeIfPresent(alsoAlone, forKey: SlotFieldKey("alsoAlone"))
            try container.encodeIfPresent(inset, forKey: SlotFieldKey("inset"))
        }
    }

    /// A choice's alternative: `{"key"}` for one text, `{"kind": "row", "policy", "members": [key…]}` for a row.
    struct AlternativeEntry: Encodable {
        var key: String?
        var kind: String?
        var policy: String?
        var members: [String]?

        init(_ alternative: ChoiceAlternative) {
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
    static func line(_ group: MatrixGroup) -> String {
        var head = [group.construct?.title ?? group.name ?? ""]
        if let policy = group.row?.policy { head.append(policy.rawValue) }
        if group.stated.contains(.width) { head.append(group.width.description) }
        if let axes = group.choice?.axes, axes != .both { head.append("in: \(axes.swift)") }
        let members: String
        if let row = group.row {
            members = row.members.map { StableJSON.text($0.key, pretty: false) }.joined(separator: " | ")
        } else {
            members = (group.choice?.alternatives ?? []).map { alternative in
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
    static func matrixEntry(_ group: MatrixGroup) -> String {
        var fields = ["\"kind\": \(quoted(group.kind.rawValue))", "\"name\": \(quoted(group.construct?.title ?? group.name ?? ""))"]
        if let row = group.row { fields += rowFields(row) }
        if group.stated.contains(.width) { fields.append("\"width\": \(quoted(group.width.description))") }
        if let choice = group.choice {
            let alternatives = choice.alternatives.map { alternative -> String in
                switch alternative {
                case .single(let member): return memberEntry(member)
                case .row(let row) where row.policy == .column:
                    return "{ \"kind\": \"column\", \"members\": [\(row.members.map(memberEntry).joined(separator: ", "))] }"
                case .row(let row): return "{ " + (["\"kind\": \"row\""] + rowFields(row)).joined(separator: ", ") + " }"
                }
            }
            fields.append("\"alternatives\": [\(alternatives.joined(separator: ", "))]")
            if choice.axes != .both { fields.append("\"in\": \(quoted(choice.axes.rawValue))") }
        }
        fields.append("\"evidence\": [\(group.evidence.map(quoted).joined(separator: ", "))]")
        if !group.notes.isEmpty { fields.append("\"comment\": \(quoted(group.notes.joined(separator: "; ")))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func rowFields(_ row: RowGroup) -> [String] {
        var fields: [String] = []
        if let control = row.control { fields.append("\"control\": \(quoted(control.rawValue))") }
        fields.append("\"policy\": \(quoted(row.policy.rawValue))")
        if row.stated.contains(.spacing) { fields.append("\"spacing\": \(MatrixField.format(row.spacing))") }
        fields.append("\"members\": [\(row.members.map(memberEntry).joined(separator: ", "))]")
        return fields
    }

    /// A key, or `{ "key": …, … }` when the code sets something on it.
    private static func memberEntry(_ member: GroupMember) -> String {
        var fields: [String] = []
        if let width = member.fixedWidth { fields.append("\"width\": \(MatrixField.format(width))") }
        if member.stated.contains(.layoutPriority) { fields.append("\"layoutPriority\": \(MatrixField.format(member.layoutPriority))") }
        if member.fixedSize { fields.append("\"fixedSize\": true") }
        if member.stated.contains(.inset) { fields.append("\"inset\": \(MatrixField.format(member.inset))") }
        if let text = member.text { fields += SlotFields(text, member: true).matrixMembers }
        if member.alsoAlone { fields.append("\"alsoAlone\": true") }
        guard !fields.isEmpty else { return quoted(member.key) }
        return "{ " + (["\"key\": \(quoted(member.key))"] + fields).joined(separator: ", ") + " }"
    }

    private static func quoted(_ text: String) -> String { StableJSON.text(text, pretty: false) }
}
