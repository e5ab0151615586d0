/// How Xcode writes a String Catalog, for what `fitcheck apply` writes into one: two spaces of
/// indentation per level, `"key" : value` with a space on each side of the colon, members in key
/// order, an empty object as `{`, a blank line and `}`, strings with only `"`, `\` and control
/// characters escaped (`\n`, `\t`; other controls as `\u00xx`), everything else (`/`, non-ASCII)
/// as is, and no line break after the last `}`.
///
/// ``render(_:in:)`` writes a whole read document this way (members in the order read): on every
/// catalog of the test corpus it gives the file's own bytes back, which is what holds this type to
/// Xcode's format.
enum XcodeJSONFormat {
    /// `text` as a JSON string literal, quotes included, escaped as Xcode escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Xcode's order of an object's keys: case-insensitive, then by code point (language tags,
    /// plural categories and field names, which is all `apply` inserts, sort this way in every
    /// catalog of the corpus).
    static func precedes(_ a: String, _ b: String) -> Bool {
        let la = a.lowercased(), lb = b.lowercased()
        if la != lb { return la.unicodeScalars.lexicographicallyPrecedes(lb.unicodeScalars) }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// A value to write that is not in the file yet: an object of new members, or JSON text as is.
    indirect enum NewValue {
        case object([String: NewValue])
        case raw(String)

        static func string(_ text: String) -> NewValue { .raw(XcodeJSONFormat.quoted(text)) }
    }

    /// `value` written at `indent` spaces (the indentation of the line its key is on).
    static func render(_ value: NewValue, indent: Int) -> String {
        switch value {
        case .raw(let text): return text
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n" + spaces(indent) + "}" }
            let inner = spaces(indent + 2)
            let lines = members.keys.sorted(by: precedes).map { key in
                inner + quoted(key) + " : " + render(members[key]!, indent: indent + 2)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + spaces(indent) + "}"
        }
    }

    /// The whole document `root` (read from `bytes`) written as Xcode writes it, members in the
    /// order read; numbers, `true`, `false` and `null` as they stand in `bytes`.
    static func render(_ root: LocatedJSON, in bytes: [UInt8]) -> String {
        var out = ""
        write(root, bytes, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: LocatedJSON, _ bytes: [UInt8], indent: Int, into out: inout String) {
        switch value.kind {
        case .string(let text): out += quoted(text)
        case .scalar: out += String(decoding: bytes[value.start..<value.end], as: UTF8.self)
        case .object(let members):
            guard !members.isEmpty else { out += "{\n\n" + spaces(indent) + "}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += spaces(indent + 2) + quoted(member.key) + " : "
                write(member.value, bytes, indent: indent + 2, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += spaces(indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n" + spaces(indent) + "]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += spaces(indent + 2)
                write(item, bytes, indent: indent + 2, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += spaces(indent) + "]"
        }
    }

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
}
