/// A printf-style format string cut into literal text and specifiers, each specifier with the argument
/// number it consumes (explicit `%N$`, or the next in sequence).
///
/// A text is read one of two ways (``Reading``), because a device reads it one of two ways: a string
/// the app formats with arguments goes through `String(format:)`, one without arguments is shown as
/// written. Neither way refuses a text: a `%` that starts no conversion is read as the platform reads it.
public struct FormatString: Sendable, Hashable {
    /// A run of literal text (`%%` already turned into `%`), or a specifier and its 1-based argument.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case specifier(FormatSpecifier, argument: Int)
    }

    /// How a text's `%` signs are read.
    public enum Reading: Sendable {
        /// As `String(format:)` (CoreFoundation's formatter) reads a format: `%%` is `%`, a conversion
        /// is a specifier, a `%` at the end prints nothing, and a `%` followed by a character that ends
        /// no conversion prints that character (CoreFoundation drops the `%` and whatever flags,
        /// width or length it read before it).
        case formatted
        /// As a string without arguments is shown: every `%` is literal, except that `%%` reads as
        /// `%` (a `%%` is written by someone who formats the text; Xcode writes `100%` for
        /// `Text("100%")`).
        case verbatim
    }

    public var pieces: [Piece]

    /// Whether `text` has a `%` at all: without one it is a single literal. Reads the bytes in place
    /// (`utf8.contains` walks them one index at a time, slower than the rest of a short text's expansion).
    static func containsPercent(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(UInt8(ascii: "%")) }
    }

    /// Whether `text` has a `%#@` (a substitution's reference), its bytes read in place as
    /// ``containsPercent(_:)`` does, not through Foundation's string search: every translated text
    /// of a run is asked.
    static func containsSubstitutionReference(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.indices.dropLast(2).contains { bytes[$0] == UInt8(ascii: "%") && bytes[$0 + 1] == UInt8(ascii: "#") && bytes[$0 + 2] == UInt8(ascii: "@") }
        }
    }

    /// A format made of `pieces` already read.
    public init(pieces: [Piece]) { self.pieces = pieces }

    /// Reads `format` the way `reading` says; never fails.
    public init(parsing format: String, as reading: Reading = .formatted) {
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
            guard reading == .formatted else { literal.append(UInt8(ascii: "%")); i += 1; continue }
            switch FormatSpecifier.parse(bytes, from: i + 1) {
            case .specifier(let spec, let end):
                flush()
                if spec.widthFromArgument { next += 1 }   // `%*d` reads its width first
                let argument: Int
                if let position = spec.position { argument = position } else { argument = next; next += 1 }
                pieces.append(.specifier(spec, argument: argument))
                i = end
            case .endOfText:
                i = bytes.count
            case .noConversion(let end):
                // CoreFoundation prints the character right after the `%` and goes on after the one
                // that ended the attempt.
                var after = i + 2
                while after < bytes.count, bytes[after] & 0xC0 == 0x80 { after += 1 }
                literal.append(contentsOf: bytes[(i + 1)..<min(after, bytes.count)])
                i = max(end, after)
            }
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
