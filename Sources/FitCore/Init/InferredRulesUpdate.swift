/// `fitcheck init --update` for rules: an older `fitcheck.json`, into which `init` copied a rule per key
/// the code placed, made small again. A run infers those slots from the code every time (``CodeSlots``),
/// so an inferred rule the code still gives as written is dropped; one a person changed (its slot
/// differs from what inference gives now) is kept, renamed `<kind>, edited` so that it is the file's own
/// and no longer looks inferred; one for a key the code no longer places is dropped. Every other rule,
/// setting and comment stays byte for byte.
///
/// A rule is `init`'s when it matches one key (`"match": "=key"`) and is named after a kind of place
/// (``SlotKind/title``, `"name": "toggle label"`), as `init` wrote it.
public struct InferredRulesUpdate: Sendable {
    /// One kept rule: its key and how it differs from the code's slot now (`width "100% - 32" → "100% - 131"`).
    public struct Change: Sendable, Equatable {
        public var key: String
        public var before: [String: String]
        public var after: [String: String]

        /// `width "100% - 32" → "100% - 131"; lines null → 1`: the file's value, then the code's.
        public var description: String {
            Set(before.keys).union(after.keys).sorted().compactMap { field in
                let (old, new) = (before[field], after[field])
                guard old != new else { return nil }
                return "\(field) \(old ?? "(none)") → code \(new ?? "(none)")"
            }.joined(separator: "; ")
        }
    }

    /// The file's new bytes.
    public var bytes: [UInt8]
    /// Inferred rules kept (a person changed them), with how they differ from the code; sorted by key.
    public var kept: [Change] = []
    /// Keys whose inferred rule was dropped: the code gives the same slot, or places the key no more.
    public var dropped: [String] = []
    public var droppedUnplaced: [String] = []
    /// Rules written by hand, kept as they were.
    public var handWritten = 0

    /// Whether the file changes at all.
    public var changesFile: Bool { !kept.isEmpty || !dropped.isEmpty || !droppedUnplaced.isEmpty }

    /// `bytes` (a matrix file named `file`) with its inferred rules dropped or kept against `keySlots`,
    /// what the code gives now.
    /// - Throws: ``InputError`` when the file is not JSON or its `rules` is not a list.
    public static func update(_ bytes: [UInt8], file: String, keySlots: [KeySlot]) throws -> InferredRulesUpdate {
        let edit = try MatrixListEdit(bytes, file: file, list: "rules", of: "rules")
        let now = Dictionary(keySlots.map { ($0.key, $0) }) { first, _ in first }
        var result = InferredRulesUpdate(bytes: bytes)
        var written: [String] = []
        for element in edit.elements {
            guard let key = inferredKey(element), let title = element["name"]?.string else {
                result.handWritten += 1
                written.append(edit.text(element))
                continue
            }
            guard let slot = now[key] else { result.droppedUnplaced.append(key); continue }
            let rule = CodeSlotsFile.rule(slot)
            let before = fields(element, edit.text)
            let after = fields(try LocatedJSON.read(Array(rule.utf8), file: file)) { value in
                String(decoding: Array(rule.utf8)[value.start..<value.end], as: UTF8.self)
            }
            // Edited when a field the file writes holds another value than the code's (or the code has no
            // such field); a field only the code writes is the older writer's omission (WrittenByInit).
            let edited = before.contains { field, written in
                !(after[field].map { WrittenByInit.isUnchanged(written: written, code: $0) } ?? false)
            }
            guard edited else { result.dropped.append(key); continue }
            result.kept.append(Change(key: key, before: before, after: after))
            // Renamed: the file's own from now on (a run no longer counts it as frozen).
            written.append("{ " + element.members.map { member in
                StableJSON.text(member.key, pretty: false) + ": "
                    + (member.key == "name" ? StableJSON.text(title + ", edited", pretty: false) : edit.text(member.value))
            }.joined(separator: ", ") + " }")
        }
        func byKey(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
        result.dropped.sort(by: byKey)
        result.droppedUnplaced.sort(by: byKey)
        result.kept.sort { byKey($0.key, $1.key) }
        if result.changesFile { result.bytes = edit.replaced(with: written, addingWhenMissing: false) }
        return result
    }

    /// The key of a rule `init` wrote (`"match": "=key"`, named after a kind of place), or nil for a
    /// rule of the user's own.
    static func inferredKey(_ rule: LocatedJSON) -> String? {
        guard let match = rule["match"]?.string, match.hasPrefix("="), let name = rule["name"]?.string,
              SlotKind.allCases.contains(where: { $0.title == name }) else { return nil }
        return String(match.dropFirst())
    }

    /// A rule's slot fields as written, without `name`, `match` and `comment`.
    private static func fields(_ rule: LocatedJSON, _ text: (LocatedJSON) -> String) -> [String: String] {
        var result: [String: String] = [:]
        for member in rule.members where !["name", "match", "comment"].contains(member.key) {
            result[member.key] = text(member.value)
        }
        return result
    }
}
