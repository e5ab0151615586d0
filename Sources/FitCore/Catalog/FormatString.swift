/// A printf-style format string cut into literal text and specifiers, each specifier with the argument
/// number it consumes (explicit `%N$`, or the next in sequence).
public struct FormatString: Sendable, Hashable {
    /// A run of literal text (`%%` already turned into `%`), or a specifier and its 1-based argument.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case specifier(FormatSpecifier, argument: Int)
    }

    public var pieces: [Piece]

    /// Whether `text` has a `%` at all: without one it is a single literal. Reads the bytes in place
    /// (`utf8.contains` walks them one index at a time, slower than the rest of a short text's expansion).
    static func containsPercent(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(UInt8(ascii: "%")) }
    }

    /// - Throws: `FormatSpecifier.ParseError` for a `%` that starts no valid specifier.
    public init(parsing format: String) throws(FormatSpecifier.ParseError) {
        // Most texts have no specifier: one literal piece, without splitting the text into Characters.
        if !FormatString.containsPercent(format) {
            pieces = format.isEmpty ? [] : [.text(format)]
            return
        }
        // UTF-8 bytes, not Characters: a specifier is ASCII, and `String(format:)` reads code units, so
        // a combining mark after `%@` does not hide the specifier (and splitting into Characters cost
        // more than the rest of expanding a text).
        let bytes = Array(format.utf8)
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var next = 1
        var i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.text(String(decoding: literal, as: UTF8.self))); literal.removeAll() }
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                var end = i + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "%") { end += 1 }
                literal.append(contentsOf: bytes[i..<end])
                i = end
                continue
            }
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") { literal.append(UInt8(ascii: "%")); i += 2; continue }
            let (spec, end) = try FormatSpecifier.parse(bytes, from: i + 1)
            flush()
            let argument: Int
            if let position = spec.position { argument = position } else { argument = next; next += 1 }
            pieces.append(.specifier(spec, argument: argument))
            i = end
        }
        flush()
        self.pieces = pieces
    }

    /// The specifiers in text order, with their argument numbers.
    public var specifiers: [(spec: FormatSpecifier, argument: Int)] {
        pieces.compactMap {
            if case .specifier(let spec, let argument) = $0 { return (spec, argument) }
            return nil
        }
    }

    /// Replaces each `%arg` that starts a specifier (not `%%arg`) with `replacement`, as the variants of
    /// a substitution write their own argument.
    public static func replacingArg(in value: String, with replacement: String) -> String {
        var out = ""
        let chars = Array(value)
        var i = 0
        while i < chars.count {
            if chars[i] == "%" {
                if i + 1 < chars.count, chars[i + 1] == "%" { out += "%%"; i += 2; continue }
                if i + 3 < chars.count, chars[i + 1] == "a", chars[i + 2] == "r", chars[i + 3] == "g" {
                    out += replacement; i += 4; continue
                }
            }
            out.append(chars[i]); i += 1
        }
        return out
    }
}
