/// A small XML tokenizer over UTF-8 bytes, enough for XLIFF: start and end tags with their
/// attributes, text (entities decoded, CDATA kept), and the byte offsets of each tag, so that a
/// writer can insert into a start tag and leave every other byte as it was. Comments, processing
/// instructions and the DOCTYPE are skipped; namespaces are not resolved (names are as written).
struct XMLScanner {
    /// One attribute of a start tag.
    struct Attribute {
        var name: String
        /// The value, entities decoded.
        var value: String
        /// Byte range of the raw value, between the quotes.
        var valueRange: Range<Int>
    }

    enum Event {
        /// `<name …>` or `<name …/>`. `attributesEnd`: the byte offset just after the last attribute
        /// (after the name when there is none), where a new attribute can be inserted.
        case start(name: String, attributes: [Attribute], selfClosing: Bool, attributesEnd: Int, line: Int, column: Int)
        case end(name: String)
        case text(String)
    }

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Every event of the document, in order.
    static func events(_ bytes: [UInt8], file: String) throws -> [Event] {
        var scanner = XMLScanner(bytes, file: file)
        var events: [Event] = []
        while let event = try scanner.next() { events.append(event) }
        return events
    }

    private mutating func next() throws -> Event? {
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") { return .text(try text()) }
            if starts(with: "<!--") { try skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                return .text(String(decoding: bytes[start ..< index - 3], as: UTF8.self))
            }
            if starts(with: "<?") { try skip(past: "?>"); continue }
            if starts(with: "<!") { try skip(past: ">"); continue }
            if starts(with: "</") {
                index += 2
                let name = try self.name()
                skipSpace()
                try expect(">")
                return .end(name: name)
            }
            return try startTag()
        }
        return nil
    }

    private mutating func startTag() throws -> Event {
        let tagLine = line, tagColumn = index - lineStart + 1
        index += 1
        let name = try self.name()
        var attributes: [Attribute] = []
        var attributesEnd = index
        while true {
            skipSpace()
            guard index < bytes.count else { throw error("unterminated <\(name)> tag") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return .start(name: name, attributes: attributes, selfClosing: false, attributesEnd: attributesEnd,
                              line: tagLine, column: tagColumn)
            }
            if starts(with: "/>") {
                index += 2
                return .start(name: name, attributes: attributes, selfClosing: true, attributesEnd: attributesEnd,
                              line: tagLine, column: tagColumn)
            }
            let attribute = try self.name()
            skipSpace()
            try expect("=")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for \(attribute)=")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { advance() }
            guard index < bytes.count else { throw error("unterminated value of \(attribute)=") }
            let raw = start ..< index
            index += 1
            attributesEnd = index
            attributes.append(Attribute(name: attribute, value: try decode(raw), valueRange: raw))
        }
    }

    private mutating func text() throws -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { advance() }
        return try decode(start ..< index)
    }

    /// The text of `range` with `&lt; &gt; &amp; &quot; &apos; &#N; &#xH;` decoded.
    private func decode(_ range: Range<Int>) throws -> String {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return String(decoding: bytes[range], as: UTF8.self) }
        var out: [UInt8] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard bytes[i] == UInt8(ascii: "&") else { out.append(bytes[i]); i += 1; continue }
            guard let semicolon = bytes[i ..< range.upperBound].firstIndex(of: UInt8(ascii: ";")) else {
                throw error("unterminated entity reference")
            }
            let entity = String(decoding: bytes[i + 1 ..< semicolon], as: UTF8.self)
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            var scalar: Unicode.Scalar?
            if let text = named[entity] {
                scalar = text.unicodeScalars.first
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if entity.hasPrefix("#") {
                scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            guard let scalar else { throw error("unknown entity &\(entity);") }
            out += Array(String(Character(scalar)).utf8)
            i = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func name() throws -> String {
        let start = index
        while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        guard index > start else { throw error("expected a name") }
        return String(decoding: bytes[start ..< index], as: UTF8.self)
    }

    /// White space, `=`, `>`, `/` and quotes end a name.
    private static func ends(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private func starts(with literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index ..< index + utf8.count]) == utf8
    }

    private mutating func skip(past literal: String) throws {
        while index < bytes.count {
            if starts(with: literal) {
                index += literal.utf8.count
                return
            }
            advance()
        }
        throw error("expected \(literal) before the end of the file")
    }

    private mutating func expect(_ literal: String) throws {
        guard starts(with: literal) else { throw error("expected \(literal)") }
        index += literal.utf8.count
    }

    private func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: index - lineStart + 1, message)
    }
}
