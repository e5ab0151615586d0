/// The string-literal half of ``SwiftLexer``: single-line, multi-line and raw literals, their
/// escapes and interpolations (whose code is lexed again by the lexer's token loop).
extension SwiftLexer {
    /// A string literal starting at the opening quote (any `#`s before it already consumed).
    mutating func string(pounds: Int) throws -> SwiftToken {
        let startLine = line
        let start = position - pounds
        let multiLine = peek(at: position + 1) == UInt8(ascii: "\"") && peek(at: position + 2) == UInt8(ascii: "\"")
        let segments: [SwiftStringLiteral.Segment]
        if multiLine {
            position += 3
            segments = try multiLineContents(pounds: pounds, startLine: startLine)
        } else {
            position += 1
            segments = try contents(pounds: pounds, startLine: startLine, indentation: nil)
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return SwiftToken(kind: .string, text: text, line: startLine, literal: SwiftStringLiteral(segments: segments))
    }

    /// A multi-line literal: the text starts on the line after `"""`, and the white space before
    /// the closing `"""` is removed from the start of every line.
    mutating func multiLineContents(pounds: Int, startLine: Int) throws -> [SwiftStringLiteral.Segment] {
        // The rest of the opening line must be blank.
        while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            position += 1
        }
        guard peek() == UInt8(ascii: "\n") else {
            throw SwiftLexError(line: line, "a multi-line string must start on a new line after \"\"\"")
        }
        position += 1
        line += 1
        // Find the closing delimiter to learn the indentation.
        var scan = position
        var indentation: [UInt8]?
        var lineStart = position
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\n") { lineStart = scan + 1 }
            // In a raw string `\` escapes only when the string's `#`s follow it.
            if byte == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ peek(at: scan + 1 + $0) == UInt8(ascii: "#") }) {
                scan += 2 + pounds
                continue
            }
            if byte == UInt8(ascii: "\""), closes(at: scan, quotes: 3, pounds: pounds) {
                let prefix = bytes[lineStart..<scan]
                if prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                    indentation = Array(prefix)
                    break
                }
            }
            scan += 1
        }
        guard let indentation else { throw SwiftLexError(line: startLine, "unterminated multi-line string") }
        var segments = try contents(pounds: pounds, startLine: startLine, indentation: indentation)
        // The newline before the closing delimiter is not part of the text.
        if case .text(var last)? = segments.last, last.hasSuffix("\n") {
            last.removeLast()
            segments[segments.count - 1] = .text(last)
        }
        return segments
    }

    /// True when `"` × `quotes` then `#` × `pounds` start at `index`.
    func closes(at index: Int, quotes: Int, pounds: Int) -> Bool {
        (0..<quotes).allSatisfy { peek(at: index + $0) == UInt8(ascii: "\"") }
            && (0..<pounds).allSatisfy { peek(at: index + quotes + $0) == UInt8(ascii: "#") }
    }

    /// The literal's text up to and including its closing delimiter; `indentation` is non-nil for a
    /// multi-line literal (removed after each newline).
    mutating func contents(pounds: Int, startLine: Int,
                                   indentation: [UInt8]?) throws -> [SwiftStringLiteral.Segment] {
        var segments: [SwiftStringLiteral.Segment] = []
        var text: [UInt8] = []
        let quotes = indentation == nil ? 1 : 3
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        if let indentation { skipIndentation(indentation) }
        while true {
            guard let byte = peek() else {
                throw SwiftLexError(line: startLine, "unterminated string literal")
            }
            if byte == UInt8(ascii: "\""), closes(at: position, quotes: quotes, pounds: pounds) {
                position += quotes + pounds
                flush()
                return segments
            }
            if byte == UInt8(ascii: "\n") {
                guard let indentation else { throw SwiftLexError(line: startLine, "unterminated string literal") }
                text.append(byte)
                position += 1
                line += 1
                skipIndentation(indentation)
                continue
            }
            if byte == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ peek(at: position + 1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + pounds
                guard let escaped = peek() else { throw SwiftLexError(line: line, "unterminated escape") }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "0"): text.append(0x00)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(escaped)
                case UInt8(ascii: "u"):
                    text += try unicodeEscape()
                case UInt8(ascii: "("):
                    flush()
                    _ = try tokens(until: UInt8(ascii: ")"))
                    segments.append(.interpolation)
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    // A line continuation: `\` then white space to the end of the line, in a
                    // multi-line literal only.
                    guard indentation != nil else {
                        throw SwiftLexError(line: line, "invalid escape in string literal: a line continuation (\\ then the end of the line) needs a multi-line string")
                    }
                    position -= 1
                    while let blank = peek(), blank == UInt8(ascii: " ") || blank == UInt8(ascii: "\t") || blank == UInt8(ascii: "\r") {
                        position += 1
                    }
                    guard peek() == UInt8(ascii: "\n") else { throw SwiftLexError(line: line, "invalid escape in string literal") }
                    position += 1
                    line += 1
                    if let indentation { skipIndentation(indentation) }
                default:
                    throw SwiftLexError(line: line, "invalid escape \\\(String(UnicodeScalar(escaped))) in string literal")
                }
                continue
            }
            text.append(byte)
            position += 1
        }
    }

    /// `{1F600}` after `\u`: the scalar's UTF-8 bytes.
    mutating func unicodeEscape() throws -> [UInt8] {
        guard peek() == UInt8(ascii: "{") else { throw SwiftLexError(line: line, "invalid \\u escape") }
        position += 1
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "}") { position += 1 }
        let hex = String(decoding: bytes[start..<position], as: UTF8.self)
        guard peek() == UInt8(ascii: "}"), (1...8).contains(hex.count), let value = UInt32(hex, radix: 16),
              let scalar = Unicode.Scalar(value) else { throw SwiftLexError(line: line, "invalid \\u{…} escape") }
        position += 1
        return Array(String(Character(scalar)).utf8)
    }

    mutating func skipIndentation(_ indentation: [UInt8]) {
        var index = 0
        while index < indentation.count, peek() == indentation[index] {
            position += 1
            index += 1
        }
    }
}
