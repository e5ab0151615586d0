import Foundation

/// The tokens of a `.strings` text as CoreFoundation's old-style parser (`CFOldStylePList.c`) reads
/// them: white space (tab through carriage return, space, U+2028, U+2029),
/// `//` and `/* */` comments, quoted strings with their escapes, unquoted tokens
/// (`A–Z a–z 0–9 _ $ / : . -`), and the nested dictionaries, arrays and data a value may be
/// (`StringsFileTokens+Structures`). A cursor with its 1-based line and column (in Unicode scalars).
struct StringsFileTokens {
    let characters: [Unicode.Scalar]
    /// Where each line starts (index of its first character); lines end at `\n`.
    private let lineStarts: [Int]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1
    /// The quote character of the last quoted string read.
    private(set) var quoteName = "\""

    init(characters: [Unicode.Scalar]) {
        self.characters = characters
        var starts = [0]
        for (offset, c) in characters.enumerated() where c == "\n" { starts.append(offset + 1) }
        lineStarts = starts
    }

    var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

    mutating func advance() {
        if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// Whether `c` starts a string: a quote, or a character of an unquoted token.
    static func startsString(_ c: Unicode.Scalar) -> Bool { c == "\"" || c == "'" || isUnquoted(c) }

    /// CoreFoundation's `isValidUnquotedStringCharacter`: ASCII letters and digits, `_ $ / : . -`.
    static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
        default: return false
        }
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(c.value) || c == " " || c == "\u{2028}" || c == "\u{2029}"
    }

    // MARK: - White space and comments

    /// Skips white space and comments. A `/*` comment that never ends runs to the end of the file:
    /// its place is returned (and the cursor is at the end).
    mutating func skipTrivia() -> (line: Int, column: Int)? {
        while let c = peek {
            if Self.isSpace(c) { advance(); continue }
            guard c == "/", index + 1 < characters.count else { return nil }
            if characters[index + 1] == "/" {
                while let d = peek, d != "\n", d != "\r", d != "\u{2028}", d != "\u{2029}" { advance() }
                continue
            }
            guard characters[index + 1] == "*" else { return nil }
            let start = (line, column)
            advance(); advance()
            while peek != nil, !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
            if peek == nil { return start }
            advance(); advance()
        }
        return nil
    }

    // MARK: - Strings

    enum StringResult {
        case text(String)
        /// A quoted string that runs to the end of the file, begun (its quote) at this place.
        case unterminated(line: Int, column: Int)
        /// A `\` as the file's last character.
        case backslashAtEnd
    }

    /// The quoted or unquoted string at the cursor (which ``startsString(_:)``).
    mutating func string() -> StringResult {
        guard let quote = peek, quote == "\"" || quote == "'" else {
            var out = String.UnicodeScalarView()
            while let c = peek, Self.isUnquoted(c) { out.append(c); advance() }
            return .text(String(out))
        }
        quoteName = String(quote)
        let start = (line, column, index)
        advance()
        var out = String.UnicodeScalarView()
        while let c = peek, c != quote {
            advance()
            guard c == "\\" else { out.append(c); continue }
            guard let escaped = peek else { return .backslashAtEnd }
            advance()
            escape(escaped, into: &out)
        }
        guard peek == quote else {
            // As CoreFoundation leaves it: just after the opening quote.
            (line, column, index) = start
            advance()
            return .unterminated(line: start.0, column: start.1)
        }
        advance()
        return .text(String(out))
    }

    /// CoreFoundation's `getSlashedChar`: what `\` and `e` stand for.
    private mutating func escape(_ e: Unicode.Scalar, into out: inout String.UnicodeScalarView) {
        switch e {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "a": out.append("\u{07}")
        case "b": out.append("\u{08}")
        case "f": out.append("\u{0C}")
        case "v": out.append("\u{0B}")
        case "U":
            var value = hexDigits()
            if (0xD800...0xDBFF).contains(value), peek == "\\", index + 1 < characters.count, characters[index + 1] == "U" {
                // A surrogate pair written as two escapes, as UTF-16 holds it.
                let save = (index, line, column)
                advance(); advance()
                let low = hexDigits()
                if (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    (index, line, column) = save
                }
            }
            out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        case "0"..."7":
            // Up to three octal digits: a byte in the NeXTSTEP encoding (`\351` is Ø); one it does not
            // map is a zero character.
            var value = e.value - 48
            for _ in 0..<2 {
                guard let o = peek, ("0"..."7").contains(o) else { break }
                value = value * 8 + o.value - 48
                advance()
            }
            let byte = UInt8(value & 0xFF)
            out.append(contentsOf: (String(bytes: [byte], encoding: .nextstep) ?? "\u{0}").unicodeScalars)
        default: out.append(e)
        }
    }

    /// Up to four hex digits after `\U` (fewer where a non-digit comes first, as CoreFoundation reads).
    private mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let h = peek, let digit = Self.hexValue(h) else { break }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 48
        case "a"..."f": return c.value - 87
        case "A"..."F": return c.value - 55
        default: return nil
        }
    }

    // MARK: - Places

    /// What stands at the cursor, for a message: the rest of its line, white space collapsed, at most
    /// 20 characters, in backticks; `the end of the file` at the end.
    var foundDescription: String {
        guard index < characters.count else { return "the end of the file" }
        var out = String.UnicodeScalarView()
        var count = 0, pendingSpace = false
        for c in characters[index...] {
            if c == "\n" || c == "\r" { break }
            if Self.isSpace(c) { pendingSpace = !out.isEmpty; continue }
            if count == 20 { out.append(contentsOf: "…".unicodeScalars); break }
            if pendingSpace { out.append(" "); count += 1; pendingSpace = false }
            out.append(c)
            count += 1
        }
        return "`" + String(out) + "`"
    }

    /// The number of lines (a last line without `\n` counts).
    var lineCount: Int { lineStarts.count }

    /// Puts the cursor at the start of `line` (1-based, at most ``lineCount``).
    mutating func move(toLine line: Int) {
        index = lineStarts[line - 1]
        self.line = line
        column = 1
    }

    /// Puts the cursor at the end of the file.
    mutating func moveToEnd() {
        move(toLine: lineCount)
        while peek != nil { advance() }
    }

    /// Whether the cursor's line starts an entry: white space, a quoted key ending on that line, white
    /// space, `=`. Where reading resumes after an error.
    func startsEntry() -> Bool {
        var i = index
        while i < characters.count, characters[i] == " " || characters[i] == "\t" { i += 1 }
        guard i < characters.count, characters[i] == "\"" || characters[i] == "'" else { return false }
        let quote = characters[i]
        i += 1
        while i < characters.count, characters[i] != quote, characters[i] != "\n" {
            i += characters[i] == "\\" ? 2 : 1
        }
        guard i < characters.count, characters[i] == quote else { return false }
        i += 1
        while i < characters.count, characters[i] == " " || characters[i] == "\t" { i += 1 }
        return i < characters.count && characters[i] == "="
    }
}
