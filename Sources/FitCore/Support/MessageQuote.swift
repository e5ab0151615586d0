/// How a message quotes text it was given — a key, a value, a path, an argument — so that an error
/// stays one readable line whatever the input holds: in single quotes, control characters escaped
/// (`\n`, `\t`, `\r`, others as `\u{7}`; the line and paragraph separators too), and cut after
/// ``limit`` characters with an ellipsis. Every message that names input text quotes it this way
/// (`"no key \(quoted: key)"`); ``oneLine(_:)`` escapes a whole message as the last guard.
public enum MessageQuote {
    /// Characters (grapheme clusters) kept of a quoted text, its escapes counted as written.
    public static let limit = 80

    /// `'text'`, escaped and cut: `'Line one\nLine two'`, `'a very long … text…'`.
    /// - Parameter mark: the quotation mark; `"` where a message shows a JSON string as written (`got "375"`).
    public static func quote(_ text: String, mark: String = "'") -> String {
        mark + cut(text) + mark
    }

    /// `text` escaped and cut as ``quote(_:mark:)`` does, without quotation marks: a field path that
    /// leads a message (`samples.keys.<key>: …`).
    public static func cut(_ text: String) -> String {
        var out = "", written = 0
        for character in text {
            let piece = escaped(character)
            if written + piece.count > limit {
                out += "…"
                break
            }
            out += piece
            written += piece.count
        }
        return out
    }

    /// `message` with its control characters escaped, not cut: what a command prints as its one line.
    public static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isLineBreaking) else { return message }
        return message.map(escaped).joined()
    }

    /// A control character (Unicode Cc) or a line or paragraph separator: a scalar that would break a
    /// message's line or hide in it.
    public static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isLineBreaking) else { return String(character) }
        return character.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            case _ where isLineBreaking(scalar): return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: return String(scalar)
            }
        }.joined()
    }
}

extension DefaultStringInterpolation {
    /// Input text quoted for a message: `"no key \(quoted: key) in the catalogs"` (``MessageQuote``).
    public mutating func appendInterpolation<T: StringProtocol>(quoted text: T) {
        appendLiteral(MessageQuote.quote(String(text)))
    }
}
