import Foundation

/// A small strict JSON parser (RFC 8259) that remembers the 1-based line and column of every value and
/// object key, which Foundation's `JSONSerialization` cannot tell. Used for String Catalogs and matrix files.
///
/// Input is UTF-8 (a leading byte-order mark is skipped); invalid UTF-8, a syntax error, or nesting deeper
/// than ``maximumDepth`` throws an `InputError` at `file:line:column` saying what was expected.
/// Columns count Unicode scalars, not bytes.
public enum JSONReader {
    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 512

    public static func parse(_ data: Data, file: String) throws -> JSONValue {
        try parse([UInt8](data), file: file)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file)
            return try parser.document()
        }
    }
}

/// The parser behind ``JSONReader``, also driven directly by readers that build their own values
/// from a document as they go (``XCStringsReader``, through ``openObject()``, ``memberKey()`` and
/// ``nextMember()``), without a tree of ``JSONValue``s in between.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var offset = 0
    var line = 1
    var column = 1
    var depth = 0
    /// Members of the objects being read, innermost last: an object's members are gathered here and
    /// copied out once, at their final count, instead of growing an array of their own.
    var pendingMembers: [JSONObject.Member] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    mutating func document() throws -> JSONValue {
        try start()
        let root = try value(parent: nil, step: .literal(""))
        try finish()
        return root
    }

    /// Before the top-level value: refuses UTF-16, skips white space.
    mutating func start() throws {
        // A UTF-16 byte-order mark: say so, rather than "expected a value" at 1:1.
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            throw error("UTF-16 text; expected UTF-8 (convert with: iconv -f UTF-16 -t UTF-8)")
        }
        skipWhitespace()
    }

    /// After the top-level value: nothing but white space may follow.
    mutating func finish() throws {
        skipWhitespace()
        if offset < bytes.count { throw error("expected the end of the document after the top-level value") }
    }

    // MARK: - Values

    /// The value at `step` inside the container `parent` (nil: the document's root).
    mutating func value(parent: JSONPath?, step: JSONPath.Step) throws -> JSONValue {
        guard offset < bytes.count else { throw error("expected a value, found the end of the file") }
        let startLine = line, startColumn = column
        let kind: JSONValue.Kind
        switch bytes[offset] {
        case UInt8(ascii: "{"): kind = .object(try object(place: JSONPath(parent: parent, step: step)))
        case UInt8(ascii: "["): kind = .array(try array(place: JSONPath(parent: parent, step: step)))
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        default: throw error("expected a value (object, array, string, number, true, false or null)")
        }
        return JSONValue(kind: kind, file: file, line: startLine, column: startColumn, parent: parent, step: step)
    }

    mutating func object(place: JSONPath) throws -> JSONObject {
        guard try openObject() else { return JSONObject() }
        let base = pendingMembers.count
        defer { pendingMembers.removeSubrange(base...) }
        repeat {
            let key = try memberKey()
            let member = try value(parent: place, step: .key(key.key))
            pendingMembers.append(.init(key: key.key, keyLine: key.line, keyColumn: key.column, value: member))
        } while try nextMember()
        return JSONObject(members: Array(pendingMembers[base...]))
    }

    // MARK: - Objects member by member
    // For readers that take an object's members as they come (``XCStringsReader``), with the errors
    // ``object(place:)`` throws, at the same places:
    //     guard try openObject() else { /* {} */ }
    //     repeat { let key = try memberKey(); /* read the value whole */ } while try nextMember()

    /// Opens the object at the cursor (at `{`): true when a member follows, false for `{}` (then read).
    mutating func openObject() throws -> Bool {
        try enter()
        advance() // {
        skipWhitespace()
        if peek == UInt8(ascii: "}") { advance(); depth -= 1; return false }
        return true
    }

    /// A member's key, its place (1-based line and column) and the `:` after it; the cursor is then at
    /// the member's value.
    mutating func memberKey() throws -> (key: String, line: Int, column: Int) {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw error("expected a string key in an object") }
        let keyLine = line, keyColumn = column
        let key = try string()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \(quoted: key)") }
        advance()
        skipWhitespace()
        return (key, keyLine, keyColumn)
    }

    /// After a member's value: true when another member follows, false at the end of the object (then read).
    mutating func nextMember() throws -> Bool {
        skipWhitespace()
        if peek == UInt8(ascii: ",") { advance(); return true }
        if peek == UInt8(ascii: "}") { advance(); depth -= 1; return false }
        throw error("expected ',' or '}' after a member of the object")
    }

    /// Reads the value at the cursor whole (and so checks it) and drops it.
    mutating func skipValue() throws {
        _ = try value(parent: nil, step: .literal(""))
    }

    mutating func array(place: JSONPath) throws -> [JSONValue] {
        try enter()
        advance() // [
        var items: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { advance(); depth -= 1; return items }
        while true {
            skipWhitespace()
            items.append(try value(parent: place, step: .index(items.count)))
            skipWhitespace()
            if peek == UInt8(ascii: ",") { advance(); continue }
            if peek == UInt8(ascii: "]") { advance(); break }
            throw error("expected ',' or ']' after an element of the array")
        }
        depth -= 1
        return items
    }

    mutating func enter() throws {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw error("nesting deeper than \(JSONReader.maximumDepth) levels")
        }
    }

    mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard peek == byte else { throw error("expected \(quoted: word)") }
            advance()
        }
    }

    mutating func number() throws -> Double {
        let start = offset
        if peek == UInt8(ascii: "-") { advance() }
        guard let first = peek, isDigit(first) else { throw error("expected a digit") }
        advance()
        if first != UInt8(ascii: "0") { while let c = peek, isDigit(c) { advance() } }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let c = peek, isDigit(c) else { throw error("expected a digit after the decimal point") }
            while let c = peek, isDigit(c) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let c = peek, isDigit(c) else { throw error("expected a digit in the exponent") }
            while let c = peek, isDigit(c) { advance() }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let number = Double(text) else { throw error("expected a number") }
        return number
    }

    // MARK: - Strings

    mutating func string() throws -> String {
        advance() // opening quote
        // Most strings hold no escape: read them in place, up to the closing quote, checking their
        // UTF-8 as the loop below does. Anything else (an escape, a control, bad UTF-8) is left to
        // that loop, which says where it is wrong.
        let start = offset
        var scalars = 0
        while offset < bytes.count {
            let c = bytes[offset]
            if c == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                column += scalars
                advance()
                return text
            }
            if c == UInt8(ascii: "\\") || c < 0x20 { break }
            if c < 0x80 {
                offset += 1
            } else if case .success(let length) = scalarLength(at: offset) {
                offset += length
            } else {
                break
            }
            scalars += 1
        }
        column += scalars
        var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while true {
            guard let c = peek else { throw error("expected '\"' to end the string, found the end of the file") }
            switch c {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                try escape(into: &out)
            case 0..<0x20:
                throw error("expected an escape (\\n, \\t, \\u00XX) for a control character inside a string")
            case 0x80...:
                try scalar(into: &out)
            default:
                out.append(c)
                advance()
            }
        }
    }

    mutating func escape(into out: inout [UInt8]) throws {
        guard let c = peek else { throw error("expected an escape character, found the end of the file") }
        let simple: UInt8?
        switch c {
        case UInt8(ascii: "\""): simple = c
        case UInt8(ascii: "\\"): simple = c
        case UInt8(ascii: "/"): simple = c
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        advance()
        if let simple { out.append(simple); return }
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("expected \\uDC00–\\uDFFF after a high surrogate")
            }
            advance(); advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("expected a low surrogate \\uDC00–\\uDFFF") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw error("expected a high surrogate before a low surrogate")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("expected a Unicode scalar value") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek else { throw error("expected four hex digits") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    /// The length of the UTF-8 sequence of one scalar at `index`, or what is wrong with it: overlong
    /// forms, surrogates and values past U+10FFFF are refused.
    func scalarLength(at index: Int) -> Result<Int, InputError> {
        let lead = bytes[index]
        let count: Int
        let range: ClosedRange<UInt32>
        switch lead {
        case 0xC2...0xDF: count = 2; range = 0x80...0x7FF
        case 0xE0...0xEF: count = 3; range = 0x800...0xFFFF
        case 0xF0...0xF4: count = 4; range = 0x10000...0x10FFFF
        default: return .failure(error("invalid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))"))
        }
        guard index + count <= bytes.count else { return .failure(error("invalid UTF-8 (truncated sequence)")) }
        var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
        for k in 1..<count {
            let b = bytes[index + k]
            guard b & 0xC0 == 0x80 else { return .failure(error("invalid UTF-8 (expected a continuation byte)")) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard range.contains(value), !(0xD800...0xDFFF).contains(value) else {
            return .failure(error("invalid UTF-8 (overlong or surrogate sequence)"))
        }
        return .success(count)
    }

    /// Copies one multi-byte UTF-8 scalar, or throws what is wrong with it at its place.
    mutating func scalar(into out: inout [UInt8]) throws {
        let count = try scalarLength(at: offset).get()
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]))
        offset += count
        column += 1
    }

    // MARK: - Cursor

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past one ASCII byte.
    mutating func advance() {
        if bytes[offset] == 0x0A { line += 1; column = 1 } else { column += 1 }
        offset += 1
    }

    mutating func skipWhitespace() {
        // On locals: a pretty-printed catalog is one part indentation, and writing the position back
        // to `self` per byte cost more than the reading.
        var index = offset, line = self.line, column = self.column
        while index < bytes.count {
            let c = bytes[index]
            if c == 0x0A {
                line += 1
                column = 1
                // The indentation that follows, in one go.
                var end = index + 1
                while end < bytes.count && bytes[end] == 0x20 { end += 1 }
                column += end - index - 1
                index = end
                continue
            } else if c == 0x20 || c == 0x09 || c == 0x0D {
                column += 1
            } else {
                break
            }
            index += 1
        }
        (offset, self.line, self.column) = (index, line, column)
    }

    func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: column, message)
    }
}
