/// A JSON document read with the byte range of every value and key, so that an editor can change
/// one value, or insert a member, and leave every other byte as it was (``XCStringsEditor``).
///
/// Read with the same strict parser as every other JSON fitcheck reads (``JSONParser``): the same
/// errors at the same `file:line:column`.
final class LocatedJSON {
    enum Kind {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        /// A number, `true`, `false` or `null`: kept as its bytes.
        case scalar
    }

    /// One member of an object: its key, where the key's opening quote stands, and its value.
    struct Member {
        var key: String
        var keyStart: Int
        var value: LocatedJSON
    }

    let kind: Kind
    /// The value's bytes: `start` at its first byte, `end` just after its last.
    let start: Int
    let end: Int

    init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    var members: [Member] {
        if case .object(let members) = kind { return members }
        return []
    }

    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The value of the last member named `key` (of a key given twice the last one counts, as readers do).
    subscript(key: String) -> LocatedJSON? {
        members.last { $0.key == key }?.value
    }

    /// Reads `bytes` (UTF-8) whole.
    /// - Throws: ``InputError`` at `file:line:column` for anything that is not JSON.
    static func read(_ bytes: [UInt8], file: String) throws -> LocatedJSON {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file)
            try parser.start()
            let root = try value(&parser)
            try parser.finish()
            return root
        }
    }

    private static func value(_ parser: inout JSONParser) throws -> LocatedJSON {
        let start = parser.offset
        switch parser.peek {
        case UInt8(ascii: "{"):
            var members: [Member] = []
            if try parser.openObject() {
                repeat {
                    parser.skipWhitespace()
                    let keyStart = parser.offset
                    let key = try parser.memberKey()
                    members.append(Member(key: key.key, keyStart: keyStart, value: try value(&parser)))
                } while try parser.nextMember()
            }
            return LocatedJSON(kind: .object(members), start: start, end: parser.offset)
        case UInt8(ascii: "["):
            try parser.enter()
            parser.advance()
            var items: [LocatedJSON] = []
            parser.skipWhitespace()
            if parser.peek == UInt8(ascii: "]") {
                parser.advance()
            } else {
                while true {
                    parser.skipWhitespace()
                    items.append(try value(&parser))
                    parser.skipWhitespace()
                    if parser.peek == UInt8(ascii: ",") { parser.advance(); continue }
                    if parser.peek == UInt8(ascii: "]") { parser.advance(); break }
                    throw parser.error("expected ',' or ']' after an element of the array")
                }
            }
            parser.depth -= 1
            return LocatedJSON(kind: .array(items), start: start, end: parser.offset)
        case UInt8(ascii: "\""):
            let text = try parser.string()
            return LocatedJSON(kind: .string(text), start: start, end: parser.offset)
        default:
            try parser.skipValue()
            return LocatedJSON(kind: .scalar, start: start, end: parser.offset)
        }
    }
}
