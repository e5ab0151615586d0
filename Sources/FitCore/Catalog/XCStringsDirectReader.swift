/// Reads a well-formed String Catalog straight from its bytes into ``CatalogEntry`` values, without a
/// tree of ``JSONValue``s in between: that tree (a value, a path object and a member array per
/// field, built and then freed) cost as much as the entries made from it.
///
/// It takes the common case only. Anything else — a syntax or UTF-8 error, a value of an unexpected
/// type, a field given twice, deep nesting, a UTF-16 file — makes it give up (`nil`), and
/// ``XCStringsReader`` reads the file through the tree, which says exactly what is wrong and where,
/// or reads what this one refused. So the catalog read and the error thrown are the tree's, always;
/// tests hold the two readers equal on real catalogs.
struct XCStringsDirectReader {
    private var parser: JSONParser
    private let file: String
    /// Nodes nested deeper than this are left to the tree reader (and its nesting limit).
    private static let maximumNodeDepth = 64

    /// Thrown inside to give up; never leaves ``read(_:file:)``.
    private struct GiveUp: Error {}

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        parser = JSONParser(bytes: bytes, file: file)
        self.file = file
    }

    /// The catalog in `bytes`, or `nil` when the tree reader must read it.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Catalog? {
        var reader = XCStringsDirectReader(bytes: bytes, file: file)
        return try? reader.catalog()
    }

    private mutating func catalog() throws -> Catalog {
        if parser.bytes.count >= 2, parser.bytes[0] == 0xFF || parser.bytes[0] == 0xFE { throw GiveUp() }
        parser.skipWhitespace()
        var sourceLanguage: String?
        var entries: [CatalogEntry] = []
        var seen = Set<String>()
        try members { reader, key, _ in
            guard seen.insert(key).inserted else { throw GiveUp() }
            switch key {
            case "sourceLanguage": sourceLanguage = try reader.optionalString()
            case "strings": entries = try reader.entries()
            default: try reader.skipValue()
            }
        }
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count, let sourceLanguage else { throw GiveUp() }
        return Catalog(file: file, sourceLanguage: sourceLanguage, entries: entries)
    }

    private mutating func entries() throws -> [CatalogEntry] {
        var entries: [CatalogEntry] = []
        if try null() { return entries }
        try members { reader, key, line in
            entries.append(try reader.entry(key: key, line: line))
        }
        return entries
    }

    private mutating func entry(key: String, line: Int) throws -> CatalogEntry {
        var comment: String?, extractionState: String?, shouldTranslate: Bool?
        var localizations: [String: LocalizationNode] = [:]
        var seen: UInt8 = 0
        try members { reader, field, _ in
            switch field {
            case "comment": try Self.once(&seen, 1); comment = try reader.optionalString()
            case "shouldTranslate": try Self.once(&seen, 2); shouldTranslate = try reader.optionalBool()
            case "extractionState": try Self.once(&seen, 4); extractionState = try reader.optionalString()
            case "localizations":
                try Self.once(&seen, 8)
                if try reader.null() { break }
                // As the tree reader does: every member in order, the last of a language kept.
                try reader.members { reader, language, _ in
                    localizations[language] = try reader.node(depth: 0).node
                }
            default: try reader.skipValue()
            }
        }
        return CatalogEntry(key: key, comment: comment, shouldTranslate: shouldTranslate ?? true,
                            extractionState: extractionState, file: file, line: line, localizations: localizations)
    }

    /// A localization node, and the fields a substitution adds to one (read on every node, used on
    /// substitutions only, as the tree reader reads them from the same object).
    private mutating func node(depth: Int) throws -> (node: LocalizationNode, argNum: Int?, formatSpecifier: String?) {
        guard depth < Self.maximumNodeDepth, parser.peek == UInt8(ascii: "{") else { throw GiveUp() }
        var node = LocalizationNode()
        var argNum: Int?, formatSpecifier: String?
        var seen: UInt8 = 0
        try members { reader, field, _ in
            switch field {
            case "stringUnit":
                try Self.once(&seen, 1)
                if try reader.null() { break }
                node.stringUnit = try reader.stringUnit()
            case "variations":
                try Self.once(&seen, 2)
                if try reader.null() { break }
                var variations: [Variation] = []
                try reader.members { reader, axis, _ in
                    var cases: [Variation.Case] = []
                    guard reader.parser.peek == UInt8(ascii: "{") else { throw GiveUp() }
                    try reader.members { reader, name, _ in
                        cases.append(Variation.Case(name: name, node: try reader.node(depth: depth + 1).node))
                    }
                    variations.append(Variation(axis: axis, cases: cases))
                }
                node.variations = variations
            case "substitutions":
                try Self.once(&seen, 4)
                if try reader.null() { break }
                try reader.members { reader, name, _ in
                    let inner = try reader.node(depth: depth + 1)
                    node.substitutions[name] = Substitution(argNum: inner.argNum,
                                                            formatSpecifier: inner.formatSpecifier ?? "@",
                                                            node: inner.node)
                }
            case "argNum":
                try Self.once(&seen, 8)
                if try reader.null() { break }
                let number = try reader.number()
                guard number.rounded() == number, abs(number) < 9.0e15 else { throw GiveUp() }
                argNum = Int(number)
            case "formatSpecifier": try Self.once(&seen, 16); formatSpecifier = try reader.optionalString()
            default: try reader.skipValue()
            }
        }
        return (node, argNum, formatSpecifier)
    }

    private mutating func stringUnit() throws -> StringUnit {
        guard parser.peek == UInt8(ascii: "{") else { throw GiveUp() }
        var state: String?, value: String?
        var seen: UInt8 = 0
        try members { reader, field, _ in
            switch field {
            case "state": try Self.once(&seen, 1); state = try reader.optionalString()
            case "value": try Self.once(&seen, 2); value = try reader.optionalString()
            default: try reader.skipValue()
            }
        }
        return StringUnit(state: state, value: value ?? "")
    }

    // MARK: - Reading values

    /// Reads an object, calling `body` with the reader at each member's value, its key and the key's
    /// line. `body` must read the value whole.
    private mutating func members(_ body: (inout XCStringsDirectReader, String, Int) throws -> Void) throws {
        guard parser.peek == UInt8(ascii: "{") else { throw GiveUp() }
        parser.advance()
        parser.skipWhitespace()
        if parser.peek == UInt8(ascii: "}") { parser.advance(); return }
        while true {
            parser.skipWhitespace()
            guard parser.peek == UInt8(ascii: "\"") else { throw GiveUp() }
            let line = parser.line
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.peek == UInt8(ascii: ":") else { throw GiveUp() }
            parser.advance()
            parser.skipWhitespace()
            try body(&self, key, line)
            parser.skipWhitespace()
            if parser.peek == UInt8(ascii: ",") { parser.advance(); continue }
            if parser.peek == UInt8(ascii: "}") { parser.advance(); return }
            throw GiveUp()
        }
    }

    /// Consumes `null` when it is next.
    private mutating func null() throws -> Bool {
        guard parser.peek == UInt8(ascii: "n") else { return false }
        try parser.literal("null")
        return true
    }

    private mutating func optionalString() throws -> String? {
        if try null() { return nil }
        guard parser.peek == UInt8(ascii: "\"") else { throw GiveUp() }
        return try parser.string()
    }

    private mutating func optionalBool() throws -> Bool? {
        switch parser.peek {
        case UInt8(ascii: "t"): try parser.literal("true"); return true
        case UInt8(ascii: "f"): try parser.literal("false"); return false
        case UInt8(ascii: "n"): try parser.literal("null"); return nil
        default: throw GiveUp()
        }
    }

    private mutating func number() throws -> Double {
        guard let c = parser.peek, c == UInt8(ascii: "-") || parser.isDigit(c) else { throw GiveUp() }
        return try parser.number()
    }

    /// A value this reader has no use for, read (and so checked) by the tree parser and dropped.
    private mutating func skipValue() throws {
        _ = try parser.value(parent: nil, step: .literal(""))
    }

    /// Notes a field as read; a field given twice is left to the tree reader.
    private static func once(_ seen: inout UInt8, _ bit: UInt8) throws {
        guard seen & bit == 0 else { throw GiveUp() }
        seen |= bit
    }
}
