/// The rules and groups an older `fitcheck init` copied from the code into a matrix file: a rule named
/// after a kind of place (``SlotKind/title``, `"name": "button"`) matching one key (`=key`), a group with
/// `evidence`. They are the file's now: a run uses them as written (the code is not asked for those
/// keys) and says so in one line; `fitcheck init --update` drops those the code still gives.
public struct FrozenSlots: Sendable, Equatable {
    /// How many of each the file holds.
    public var rules: Int
    public var groups: Int

    public init(_ matrix: Matrix) {
        rules = matrix.rules.filter { !$0.fromCode && Self.isInferred($0) }.count
        groups = matrix.groups.filter { !$0.evidence.isEmpty }.count
    }

    public var isEmpty: Bool { rules == 0 && groups == 0 }

    /// A rule as `init` writes it: named after a kind of place, matching one key.
    public static func isInferred(_ rule: SlotRule) -> Bool { isInferred(name: rule.name, match: rule.pattern.text) }

    /// The same from a rule's `name` and `match` as written (`init --update` reads the file's text).
    static func isInferred(name: String?, match: String) -> Bool {
        match.hasPrefix("=") && SlotKind.allCases.contains { $0.title == name }
    }

    /// The one line a run says of them (`nil` when there are none): `hasSource` tells whether the
    /// code beside the file was read for the other keys.
    public func note(file: String, hasSource: Bool) -> String? {
        guard !isEmpty else { return nil }
        let what = [rules > 0 ? "\(rules) \(rules == 1 ? "rule" : "rules")" : nil,
                    groups > 0 ? "\(groups) \(groups == 1 ? "group" : "groups")" : nil].compactMap { $0 }.joined(separator: " and ")
        return "\(file) holds \(what) an older `fitcheck init` inferred from code: frozen there, used as written"
            + (hasSource ? " over what the code says now" : " (no Swift source or nib beside it to read)")
            + "; `fitcheck init --update` keeps only those a person changed"
    }
}
