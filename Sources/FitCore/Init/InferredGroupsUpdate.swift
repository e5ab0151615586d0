/// `fitcheck init --update` for rows and choices: the groups `init` wrote from the app's code (a group
/// with `evidence`) inferred again and rewritten in the matrix's `groups`; a group without evidence is
/// the user's own and stays byte for byte, as does every other byte of the file.
///
/// Groups are matched by id (the one written, else ``MatrixGroup/derivedID(kind:keys:)``: kind and
/// member keys): a group whose members changed is a new group (one removed, one added). A group whose
/// fields changed but whose evidence only moved is unchanged (its evidence is rewritten). The inferred
/// groups are written where the first of the old ones stood (after the user's when there was none).
public struct InferredGroupsUpdate: Sendable {
    /// A group whose fields changed: which, and how (`spacing 8 → 20; members`).
    public struct Change: Sendable, Equatable {
        public var group: String
        public var description: String
    }

    /// The file's new bytes.
    public var bytes: [UInt8]
    /// Groups `init` writes now and did not, wrote and does not any more, and whose fields changed:
    /// each as `row-1a2b3c4d (segmented picker: "Day", "Week")`, in file order.
    public var added: [String] = []
    public var removed: [String] = []
    public var changed: [Change] = []
    /// Inferred groups the same as before (their evidence may have moved).
    public var unchanged = 0
    /// Groups written by hand (no evidence), kept as they were.
    public var keptByHand = 0

    /// Whether the file changes at all (a moved evidence line too).
    public var changesFile: Bool

    /// Whether there is anything about groups to say: the code shows some, or the file has some.
    public var mentionsGroups: Bool {
        !added.isEmpty || !removed.isEmpty || !changed.isEmpty || unchanged > 0 || keptByHand > 0
    }

    /// `bytes` (a matrix file named `file`) with its inferred groups replaced by `groups`.
    /// - Throws: ``InputError`` when the file is not JSON, or its `groups` is not a list.
    public static func update(_ bytes: [UInt8], file: String, groups: [MatrixGroup]) throws -> InferredGroupsUpdate {
        let edit = try MatrixListEdit(bytes, file: file, list: "groups", of: "groups")
        let text = edit.text
        var kept: [String] = []
        var insertAt: Int?
        var old: [(id: String, label: String, fields: [String: String])] = []
        for element in edit.elements {
            let isInferred: Bool
            if case .array(let evidence)? = element["evidence"]?.kind { isInferred = !evidence.isEmpty } else { isInferred = false }
            guard isInferred else {
                kept.append(text(element))
                continue
            }
            if insertAt == nil { insertAt = kept.count }
            old.append((id(of: element), label(of: element), fields(element, text)))
        }

        var result = InferredGroupsUpdate(bytes: bytes, changesFile: false)
        result.keptByHand = kept.count
        var written: [String] = []
        var seen = Set<String>()
        for group in groups {
            let entry = GroupReport.matrixEntry(group)
            written.append(entry)
            let parsed = try LocatedJSON.read(Array(entry.utf8), file: file)
            let after = fields(parsed) { String(decoding: Array(entry.utf8)[$0.start..<$0.end], as: UTF8.self) }
            let groupID = id(of: parsed)
            seen.insert(groupID)
            guard let before = old.first(where: { $0.id == groupID }) else {
                result.added.append(label(of: parsed))
                continue
            }
            let differing = Set(before.fields.keys).union(after.keys).subtracting(["evidence", "comment"]).sorted()
                .filter { before.fields[$0] != after[$0] }
            if differing.isEmpty {
                result.unchanged += 1
            } else {
                result.changed.append(Change(group: label(of: parsed), description: differing.map { field in
                    let (was, now) = (before.fields[field] ?? "(none)", after[field] ?? "(none)")
                    return was.count + now.count <= 60 ? "\(field) \(was) → \(now)" : field
                }.joined(separator: "; ")))
            }
        }
        result.removed = old.filter { !seen.contains($0.id) }.map(\.label)

        let position = insertAt ?? kept.count
        result.bytes = edit.replaced(with: Array(kept[..<position]) + written + Array(kept[position...]),
                                     addingWhenMissing: !written.isEmpty)
        result.changesFile = result.bytes != bytes
        return result
    }

    /// A group entry's id: the one written, else derived from its kind and member keys.
    static func id(of group: LocatedJSON) -> String {
        if let id = group["id"]?.string { return id }
        let kind = MatrixGroup.Kind(rawValue: group["kind"]?.string ?? "") ?? .row
        return MatrixGroup.derivedID(kind: kind, keys: idKeys(of: group))
    }

    /// The keys a derived id hashes (``MatrixGroup/Content/idKeys``), read from the entry as written.
    private static func idKeys(of group: LocatedJSON) -> [String] {
        func key(_ member: LocatedJSON) -> String? { member.string ?? member["key"]?.string }
        func keys(_ list: LocatedJSON?) -> [String] {
            guard case .array(let items)? = list?.kind else { return [] }
            return items.compactMap(key)
        }
        guard group["kind"]?.string == "choice" else { return keys(group["members"]) }
        guard case .array(let alternatives)? = group["alternatives"]?.kind else { return [] }
        return alternatives.flatMap { alternative -> [String] in
            if let single = key(alternative) { return [single] }
            if alternative["kind"]?.string == "column" { return ["["] + keys(alternative["members"]) + ["]"] }
            return ["("] + keys(alternative["members"]) + [")"]
        }
    }

    /// `row-1a2b3c4d (segmented picker: "Day", "Week")`.
    private static func label(of group: LocatedJSON) -> String {
        let keys = idKeys(of: group).filter { !["(", ")", "[", "]"].contains($0) }
            .map { StableJSON.text($0, pretty: false) }.joined(separator: ", ")
        return id(of: group) + " (" + (group["name"]?.string.map { "\($0): " } ?? "") + keys + ")"
    }

    /// A group entry's fields as written.
    private static func fields(_ group: LocatedJSON, _ text: (LocatedJSON) -> String) -> [String: String] {
        var result: [String: String] = [:]
        for member in group.members { result[member.key] = text(member.value) }
        return result
    }
}
