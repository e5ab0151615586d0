import Foundation

/// A file of slots from code: what `fitcheck slots --export FILE` writes and `--slots FILE` reads, for
/// someone who has the catalogs but not the app's source (a translator, an agent on a sheet). One rule
/// per placed key and one entry per row or choice, written as `fitcheck init` wrote them into a matrix
/// (``rule(_:)``, ``GroupReport/matrixEntry(_:)``), so a run reads them as a matrix's own
/// (``MatrixFile/codeSlots(_:file:for:)``).
public enum CodeSlotsFile {
    public static let schemaVersion = 1

    /// The file's text for `result`'s slots and groups (those a run adds), measured on `platform`.
    public static func text(slots: [KeySlot], groups: [MatrixGroup], platform: Platform) -> String {
        var text = "{\n  \"comment\": \"Slots from the app's code, as `fitcheck` measures them: measure with `fitcheck --slots FILE` "
            + "where the source is not at hand. Written by `fitcheck slots --export`; a rule in fitcheck.json that matches a key wins.\",\n"
        text += "  \"schemaVersion\": \(schemaVersion),\n  \"platform\": \(StableJSON.text(platform.rawValue, pretty: false)),\n"
        text += "  \"rules\": [" + list(slots.map(rule)) + "],\n"
        text += "  \"groups\": [" + list(groups.map(GroupReport.matrixEntry)) + "]\n}\n"
        return text
    }

    /// One line: the key's slot as a rule matching exactly that key, with the code's evidence as its comment.
    /// The slot's fields are ``SlotFields``', the one writer `slots --json` uses too.
    public static func rule(_ keySlot: KeySlot) -> String {
        var members = ["\"name\": \(quoted(keySlot.kind.title))", "\"match\": \(quoted("=" + keySlot.key))"]
            + SlotFields(keySlot.slot).matrixMembers
        let comment = ([keySlot.evidence.joined(separator: ", ")] + keySlot.notes).joined(separator: "; ")
        members.append("\"comment\": \(quoted(comment))")
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private static func quoted(_ text: String) -> String { StableJSON.text(text, pretty: false) }

    private static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "" : "\n" + entries.map { "    " + $0 }.joined(separator: ",\n") + "\n  "
    }
}
