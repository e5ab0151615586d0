import Foundation

/// Reads a legacy `.strings` file (old-style property list: `"key" = "value";`), in UTF-8 or UTF-16
/// (with or without a byte-order mark), with `/* */` and `//` comments, escapes `\" \\ \n \t \r \Uxxxx`
/// and octal, unquoted tokens, and `"key";` (the value is the key).
public enum StringsFileReader {
    /// One `key = value` pair and the 1-based line its key stands on.
    public struct Pair: Sendable, Hashable {
        public var key: String
        public var value: String
        public var line: Int
    }

    public static func read(file: String) throws -> [Pair] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the strings file")
        }
        return try read(data: data, file: file)
    }

    public static func read(data: Data, file: String) throws -> [Pair] {
        guard let text = decode(data) else {
            if let (_, line, column, byte) = UTF8Validation.firstInvalidByte([UInt8](data)) {
                throw InputError(file: file, line: line, column: column,
                                 UTF8Validation.message(byte) + "; expected UTF-8 or UTF-16 text")
            }
            throw InputError(file: file, "expected UTF-8 or UTF-16 text")
        }
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        return try scanner.pairs()
    }

    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(validating: bytes.dropFirst(3), as: UTF8.self) }
        // Without a mark, ASCII text in UTF-16 shows zero bytes at every other position.
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] == 0, bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
            if bytes[0] != 0, bytes[1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        mutating func pairs() throws -> [Pair] {
            var pairs: [Pair] = []
            skipTrivia()
            // Tolerate the outer braces of a full property-list dictionary.
            let braced = peek == "{"
            if braced { advance(); skipTrivia() }
            while let c = peek, !(braced && c == "}") {
                let keyLine = line
                let key = try token("a key")
                skipTrivia()
                var value = key
                if peek == "=" {
                    advance()
                    skipTrivia()
                    value = try token("a value after '='")
                    skipTrivia()
                }
                guard peek == ";" else { throw error("expected ';' after the entry \"\(key)\"") }
                advance()
                pairs.append(Pair(key: key, value: value, line: keyLine))
                skipTrivia()
            }
            if braced {
                guard peek == "}" else { throw error("expected '}' to close the dictionary") }
                advance(); skipTrivia()
                if peek != nil { throw error("expected the end of the file after '}'") }
            }
            return pairs
        }

        mutating func token(_ what: String) throws -> String {
            guard let c = peek else { throw error("expected \(what), found the end of the file") }
            if c == "\"" { return try quoted() }
            var out = ""
            while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c) {
                out.unicodeScalars.append(c); advance()
            }
            if out.isEmpty { throw error("expected \(what) (a quoted string)") }
            return out
        }

        mutating func quoted() throws -> String {
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let c = peek else { throw error("expected '\"' to end the string, found the end of the file") }
                advance()
                if c == "\"" { return String(out) }
                guard c == "\\" else { out.append(c); continue }
                guard let e = peek else { throw error("expected an escape character") }
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let h = peek, let d = hexValue(h) else { throw error("expected four hex digits after \\\(e)") }
                        value = value * 16 + d; advance()
                    }
                    if (0xD800...0xDBFF).contains(value), peek == "\\" {
                        // A surrogate pair written as two escapes.
                        let save = (index, line, column)
                        advance()
                        if peek == "U" || peek == "u" {
                            advance()
                            var low: UInt32 = 0
                            for _ in 0..<4 {
                                guard let h = peek, let d = hexValue(h) else { throw error("expected four hex digits") }
                                low = low * 16 + d; advance()
                            }
                            if (0xDC00...0xDFFF).contains(low) { value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) }
                        } else {
                            (index, line, column) = save
                        }
                    }
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case "0"..."7":
                    var value = e.value - 48
                    for _ in 0..<2 {
                        guard let o = peek, ("0"..."7").contains(o) else { break }
                        value = value * 8 + o.value - 48; advance()
                    }
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: out.append(e)
                }
            }
        }

        func hexValue(_ c: Unicode.Scalar) -> UInt32? {
            switch c {
            case "0"..."9": return c.value - 48
            case "a"..."f": return c.value - 87
            case "A"..."F": return c.value - 55
            default: return nil
            }
        }

        mutating func skipTrivia() {
            while let c = peek {
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" { advance(); continue }
                if c == "/", index + 1 < characters.count {
                    if characters[index + 1] == "*" {
                        advance(); advance()
                        while let d = peek, !(d == "*" && index + 1 < characters.count && characters[index + 1] == "/") { _ = d; advance() }
                        if peek != nil { advance(); advance() }
                        continue
                    }
                    if characters[index + 1] == "/" {
                        while let d = peek, d != "\n" { _ = d; advance() }
                        continue
                    }
                }
                break
            }
        }

        var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ message: String) -> InputError {
            InputError(file: file, line: line, column: column, message)
        }
    }
}
