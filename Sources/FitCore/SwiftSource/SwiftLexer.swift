/// Reads Swift source into ``SwiftToken``s: identifiers and keywords, numbers, punctuation,
/// operators and string literals — single-line, multi-line (`"""`, indentation removed as the
/// compiler does), raw (`#"…"#`, `\#(…)`), with escapes and interpolations (`\(…)`, which may
/// hold strings of their own). Comments (`//`, nested `/* */`) are skipped; regex literals (`#/…/#`,
/// and `/…/` where a `/` starts an expression, as Swift 6 reads them) are skipped whole. Raw
/// identifiers (`` `Weird View` ``) are names. Line endings `\r\n` and `\r` read as `\n`; a script's
/// `#!` line is skipped. Not a
/// parser: it does not know the grammar, only where tokens begin and end.
public struct SwiftLexer {
    let bytes: [UInt8]
    var position = 0
    var line = 1

    /// - Parameter source: UTF-8 bytes of one file (already validated as UTF-8).
    public init(_ source: [UInt8]) {
        bytes = SwiftLexer.normalizingLineEndings(source)
        // A script's first line `#!/usr/bin/env swift` is for the shell; the compiler skips it too.
        if bytes.starts(with: Array("#!".utf8)) {
            position = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        }
    }

    /// `source` with every `\r\n` and lone `\r` turned into `\n`, as the compiler reads line ends.
    static func normalizingLineEndings(_ source: [UInt8]) -> [UInt8] {
        guard source.contains(UInt8(ascii: "\r")) else { return source }
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\n"))
                if index + 1 < source.count, source[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                result.append(source[index])
            }
            index += 1
        }
        return result
    }

    /// The tokens of `source`, in order.
    /// - Throws: ``SwiftLexError`` where the source cannot be read on (an unterminated literal or
    ///   comment, a stray character).
    public static func tokens(_ source: [UInt8]) throws -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        return try lexer.tokens(until: nil)
    }

    // MARK: - Tokens

    /// Reads tokens up to the end, or up to the `)` that closes an interpolation (`until == ")"`),
    /// which is consumed and not returned.
    mutating func tokens(until closing: UInt8?) throws -> [SwiftToken] {
        var result: [SwiftToken] = []
        var parentheses = 0
        let startLine = line
        while true {
            try skipTrivia()
            guard let byte = peek() else {
                if closing != nil { throw SwiftLexError(line: startLine, "unterminated interpolation") }
                return result
            }
            let tokenLine = line
            let tokenColumn = column(at: position)
            let counted = result.count
            defer { if result.count > counted { result[counted].column = tokenColumn } }
            switch byte {
            case UInt8(ascii: "\""):
                result.append(try string(pounds: 0))
            case UInt8(ascii: "#"):
                var pounds = 0
                while peek(at: position + pounds) == UInt8(ascii: "#") { pounds += 1 }
                let next = peek(at: position + pounds)
                if next == UInt8(ascii: "\"") {
                    position += pounds
                    result.append(try string(pounds: pounds))
                } else if next == UInt8(ascii: "/") {
                    try skipRegex(pounds: pounds)
                } else if pounds == 1, let after = next, isIdentifierStart(after) {
                    position += 1
                    result.append(SwiftToken(kind: .identifier, text: "#" + identifier(), line: tokenLine))
                } else {
                    throw SwiftLexError(line: line, "unexpected '#'")
                }
            case UInt8(ascii: "`"):
                // `name`, or a raw identifier holding any character but a backtick or a line end.
                position += 1
                let start = position
                while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
                guard position > start, peek() == UInt8(ascii: "`") else {
                    throw SwiftLexError(line: line, "unterminated `identifier`")
                }
                let name = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                result.append(SwiftToken(kind: .identifier, text: name, line: tokenLine))
            case UInt8(ascii: "$"):
                position += 1
                result.append(SwiftToken(kind: .identifier, text: "$" + identifier(), line: tokenLine))
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: ";"), UInt8(ascii: "@"):
                if closing != nil {
                    if byte == UInt8(ascii: "(") { parentheses += 1 }
                    if byte == UInt8(ascii: ")") {
                        if parentheses == 0 { position += 1; return result }
                        parentheses -= 1
                    }
                }
                position += 1
                result.append(SwiftToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: tokenLine))
            case UInt8(ascii: "."):
                if let next = peek(at: position + 1), isIdentifierStart(next) || next == UInt8(ascii: "`") {
                    position += 1
                    result.append(SwiftToken(kind: .punctuation, text: ".", line: tokenLine))
                } else {
                    result.append(SwiftToken(kind: .operator, text: operatorRun(), line: tokenLine))
                }
            default:
                if isDigit(byte) {
                    result.append(SwiftToken(kind: .number, text: number(), line: tokenLine))
                } else if isIdentifierStart(byte) {
                    result.append(SwiftToken(kind: .identifier, text: identifier(), line: tokenLine))
                } else if byte == UInt8(ascii: "/"), startsExpression(after: result.last), bareRegexEnd() != nil {
                    position = bareRegexEnd()!  // `/…/`: a regex literal, skipped
                } else if isOperator(byte) {
                    result.append(SwiftToken(kind: .operator, text: operatorRun(), line: tokenLine))
                } else {
                    throw SwiftLexError(line: line, "unexpected character '\(String(UnicodeScalar(byte)))'")
                }
            }
        }
    }

    /// White space, newlines and comments.
    mutating func skipTrivia() throws {
        while let byte = peek() {
            if byte == UInt8(ascii: "\n") {
                line += 1
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                        || byte == 0x0B || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(at: position + 1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), peek(at: position + 1) == UInt8(ascii: "*") {
                let start = line
                position += 2
                var depth = 1
                while depth > 0 {
                    guard let next = peek() else { throw SwiftLexError(line: start, "unterminated /* comment") }
                    if next == UInt8(ascii: "/"), peek(at: position + 1) == UInt8(ascii: "*") {
                        depth += 1
                        position += 2
                    } else if next == UInt8(ascii: "*"), peek(at: position + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        position += 2
                    } else {
                        if next == UInt8(ascii: "\n") { line += 1 }
                        position += 1
                    }
                }
            } else if byte == 0xEF, peek(at: position + 1) == 0xBB, peek(at: position + 2) == 0xBF {
                position += 3  // a byte-order mark
            } else {
                return
            }
        }
    }

    /// True when a token after `previous` starts an expression (a `/` there is a prefix, not a
    /// division): at the start, after an opening bracket, a separator, an operator, or a keyword
    /// that an expression follows.
    func startsExpression(after previous: SwiftToken?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(previous.text)
        case .operator: return true
        case .identifier:
            return ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "switch", "is", "as"]
                .contains(previous.text)
        case .number, .string: return false
        }
    }

    /// Where a bare regex literal starting at the `/` here would end (just after its closing `/`),
    /// or `nil` when this `/` starts none: one followed by white space, or with no closing `/` on
    /// its line.
    func bareRegexEnd() -> Int? {
        guard let next = peek(at: position + 1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"),
              next != UInt8(ascii: "\n"), next != UInt8(ascii: "/"), next != UInt8(ascii: "*") else { return nil }
        var index = position + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "/") {
                // A closing `/` after white space would make `a = /b /` ambiguous: Swift does not allow it.
                return bytes[index - 1] == UInt8(ascii: " ") ? nil : index + 1
            }
            index += 1
        }
        return nil
    }

    /// `#/…/#`: an extended regex literal, skipped (its contents are not string keys).
    mutating func skipRegex(pounds: Int) throws {
        let start = line
        position += pounds + 1
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "/"), (0..<pounds).allSatisfy({ peek(at: position + 1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + pounds
                return
            }
            position += 1
        }
        throw SwiftLexError(line: start, "unterminated regex literal")
    }

    mutating func identifier() -> String {
        let start = position
        while let byte = peek(), isIdentifierStart(byte) || isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Digits, letters (hex, exponents, `_`), and a `.` only when a digit follows (`1.5`, not `0...3`).
    mutating func number() -> String {
        let start = position
        while let byte = peek() {
            if isDigit(byte) || isIdentifierStart(byte) {
                position += 1
            } else if byte == UInt8(ascii: "."), let next = peek(at: position + 1), isDigit(next) {
                position += 1
            } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")),
                      let previous = peek(at: position - 1), previous == UInt8(ascii: "e") || previous == UInt8(ascii: "p"),
                      !bytes[start..<position].contains(where: { $0 == UInt8(ascii: "x") }) || previous == UInt8(ascii: "p") {
                position += 1
            } else {
                break
            }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func operatorRun() -> String {
        let start = position
        while let byte = peek(), isOperator(byte) || byte == UInt8(ascii: ".") {
            // `//` or `/*` after an operator starts a comment, not more operator.
            if byte == UInt8(ascii: "/"), let next = peek(at: position + 1),
               next == UInt8(ascii: "/") || next == UInt8(ascii: "*"), position > start { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    // MARK: - Bytes

    /// The 1-based column of the byte at `index`: its distance from the line's start, in bytes.
    func column(at index: Int) -> Int {
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return index - start + 1
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
    func peek(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Letters, `_`, and any non-ASCII byte (Swift allows most of Unicode in names).
    func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "\\"):
            return true
        default:
            return false
        }
    }
}
