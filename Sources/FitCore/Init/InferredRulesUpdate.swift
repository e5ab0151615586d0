/// `fitcheck init --update`: the rules `init` wrote from the app's code, inferred again and rewritten
/// in an existing matrix file; every other byte of the file — hand-written rules, settings, comments —
/// stays as it was.
///
/// A rule is `init`'s when it matches one key (`"match": "=key"`) and is named after a kind of place
/// (``SlotKind/title``, `"name": "toggle label"`), as `init` writes it: rename a rule to keep it as
/// yours. The inferred rules are written where the first of the old ones stood (first in `rules`
/// when there was none), and a key a hand-written `=key` rule matches gets none.
public struct InferredRulesUpdate: Sendable {
    /// One key whose inferred rule changed: its slot fields before and after (`width "100% - 32"`).
    public struct Change: Sendable, Equatable {
        public var key: String
        public var before: [String: String]
        public var after: [String: String]

        /// `width "100% - 32" → "100% - 131"; lines null → 1`.
        public var description: String {
            Set(before.keys).union(after.keys).sorted().compactMap { field in
                let (old, new) = (before[field], after[field])
                guard old != new else { return nil }
                return "\(field) \(old ?? "(none)") → \(new ?? "(none)")"
            }.joined(separator: "; ")
        }
    }

    /// The file's new bytes.
    public var bytes: [UInt8]
    /// Keys that got an inferred rule, lost theirs, or whose rule's slot changed, sorted.
    public var added: [String] = []
    public var removed: [String] = []
    public var changed: [Change] = []
    /// Keys whose inferred rule is the same (its evidence may have moved).
    public var unchanged = 0
    /// Keys the code places that keep their hand-written `=key` rule instead.
    public var keptByHand: [String] = []

    /// Whether the file changes at all.
    public var changesFile: Bool { !added.isEmpty || !removed.isEmpty || !changed.isEmpty }

    /// `bytes` (a matrix file named `file`) with its inferred rules replaced by those of `keySlots`.
    /// - Throws: ``InputError`` when the file is not JSON or its `rules` is not a list.
    public static func update(_ bytes: [UInt8], file: String, keySlots: [KeySlot]) throws -> InferredRulesUpdate {
        let edit = try MatrixListEdit(bytes, file: file, list: "rules", of: "rules")
        let text = edit.text
        var old: [String: [String: String]] = [:]
        var kept: [String] = []          // hand-written rules, as written
        var insertAt: Int?
        var handKeys = Set<String>()
        for element in edit.elements {
            if let key = inferredKey(element) {
                if insertAt == nil { insertAt = kept.count }
                old[key] = fields(element, text)
            } else {
                if let match = element["match"]?.string, match.hasPrefix("=") { handKeys.insert(String(match.dropFirst())) }
                kept.append(text(element))
            }
        }

        var result = InferredRulesUpdate(bytes: bytes)
        var inferred: [String] = []
        for slot in keySlots {
            if handKeys.contains(slot.key) { result.keptByHand.append(slot.key); continue }
            let rule = StarterMatrix.rule(slot)
            inferred.append(rule)
            let after = fields(try LocatedJSON.read(Array(rule.utf8), file: file), { value in
                String(decoding: Array(rule.utf8)[value.start..<value.end], as: UTF8.self)
            })
            if let before = old.removeValue(forKey: slot.key) {
                if before == after { result.unchanged += 1 } else { result.changed.append(Change(key: slot.key, before: before, after: after)) }
            } else {
                result.added.append(slot.key)
            }
        }
        result.removed = old.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        result.added.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        result.changed.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }

        let position = insertAt ?? 0
        result.bytes = edit.replaced(with: Array(kept[..<position]) + inferred + Array(kept[position...]))
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
