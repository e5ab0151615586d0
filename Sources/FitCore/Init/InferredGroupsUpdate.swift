/// `fitcheck init --update` for rows and choices: the groups an older `init` wrote from the app's code
/// (a group with `evidence`) dropped where the code still makes them as written (a run infers them every
/// time) or makes them no more, and kept where a person changed them (fields other than `evidence` and
/// `comment` differ from the code's group of the same id), without their `evidence`, so that they are
/// the file's own. A group without evidence is the user's and stays byte for byte, as does every other
/// byte of the file.
///
/// Groups are matched by id (the one written, else ``MatrixGroup/derivedID(kind:keys:)``: kind and
/// member keys).
public struct InferredGroupsUpdate: Sendable {
    /// A kept group and how it differs from the code's (`spacing 8 → code 20; members`).
    public struct Change: Sendable, Equatable {
        public var group: String
        public var description: String
    }

    /// The file's new bytes.
    public var bytes: [UInt8]
    /// Inferred groups kept (a person changed them), and dropped (the code makes them as written, or not
    /// at all), each as `row-1a2b3c4d (segmented picker: "Day", "Week")`, in file order.
    public var kept: [Change] = []
    public var dropped: [String] = []
    /// Groups written by hand (no evidence), kept as they were.
    public var handWritten = 0

    /// Whether the file changes at all.
    public var changesFile: Bool { !kept.isEmpty || !dropped.isEmpty }

    /// `bytes` (a matrix file named `file`) with its inferred groups dropped or kept against `groups`,
    /// what the code makes now.
    /// - Throws: ``InputError`` when the file is not JSON, or its `groups` is not a list.
    public static func update(_ bytes: [UInt8], file: String, groups: [MatrixGroup]) throws -> InferredGroupsUpdate {
        let edit = try MatrixListEdit(bytes, file: file, list: "groups", of: "groups")
        var now: [String: [String: String]] = [:]
        for group in groups {
            let entry = GroupReport.matrixEntry(group)
            let parsed = try LocatedJSON.read(Array(entry.utf8), file: file)
            now[id(of: parsed)] = fields(parsed) { String(decoding: Array(entry.utf8)[$0.start..<$0.end], as: UTF8.self) }
        }
        var result = InferredGroupsUpdate(bytes: bytes)
        var written: [String] = []
        for element in edit.elements {
            let isInferred: Bool
            if case .array(let evidence)? = element["evidence"]?.kind { isInferred = !evidence.isEmpty } else { isInferred = false }
            guard isInferred else {
                result.handWritten += 1
                written.append(edit.text(element))
                continue
            }
            let before = fields(element, edit.text)
            guard let after = now[id(of: element)] else { result.dropped.append(label(of: element)); continue }
            let differing = Set(before.keys).subtracting(["evidence", "comment"]).sorted().filter { field in
                !(after[field].map { WrittenByInit.isUnchanged(written: before[field]!, code: $0) } ?? false)
            }
            guard !differing.isEmpty else { result.dropped.append(label(of: element)); continue }
            result.kept.append(Change(group: label(of: element), description: differing.map { field in
                let (was, code) = (before[field] ?? "(none)", after[field] ?? "(none)")
                return was.count + code.count <= 60 ? "\(field) \(was) → code \(code)" : field
            }.joined(separator: "; ")))
            written.append("{ " + element.members.filter { $0.key != "evidence" }.map { member in
                StableJSON.text(member.key, pretty: false) + ": " + edit.text(member.value)
            }.joined(separator: ", ") + " }")
        }
        if result.changesFile { result.bytes = edit.replaced(with: written, addingWhenMissing: false) }
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
