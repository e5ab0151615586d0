import Foundation

/// Reads a String Catalog (`.xcstrings`, versions 1.0 and 1.1) leniently, as real files are written:
/// unknown fields are ignored, `localizations` may be absent or empty, `state` may be anything,
/// `argNum` may be missing, `null` is as good as absent, and of a field given twice the last one counts
/// (a key given twice in `strings` or a language given twice in `localizations`: the later one, and a
/// `duplicateKey` ``TableFinding`` naming both lines).
///
/// The bytes are read once, straight into ``CatalogEntry`` values, by driving ``JSONParser`` member by
/// member: a tree of ``JSONValue``s in between (a value, a path object and a member array per field,
/// built and then freed) cost as much as the entries made from it.
///
/// What is wrong is said as if the document were read whole first and its values used after: a syntax
/// or UTF-8 error first (the first in the file, at `file:line:column`), else the first value of a wrong
/// type in the order the fields are used — the source language, then the entries in file order; in an
/// entry its localizations, comment, `shouldTranslate`, `extractionState`; in a node its string unit
/// (state, value), variations, substitutions; in a substitution `argNum`, `formatSpecifier`, its node —
/// named by its key path (``expected a string for `strings.Open.comment`, found a number``).
public enum XCStringsReader {
    public static func read(file: String) throws -> Catalog {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the catalog")
        }
        return try read(data: data, file: file)
    }

    public static func read(data: Data, file: String) throws -> Catalog {
        try data.withUnsafeBytes { raw in
            var reader = CatalogStream(bytes: raw.assumingMemoryBound(to: UInt8.self), file: file)
            return try reader.catalog()
        }
    }
}

/// A value of the wrong type, found while reading. It is kept rather than thrown: a syntax error
/// later in the file comes first, and a later duplicate of its field replaces it. Its key path is
/// gathered on the way out, one key per level. (A class: a read with no misfit carries a nil pointer.)
private final class Misfit {
    /// 1-based line and column (in Unicode scalars) of the value's first character.
    let line: Int
    let column: Int
    /// What the place takes (`a string`) and what it holds (`a number`, as ``JSONValue/kindName``).
    let expected: String
    let found: String
    /// The keys from the document's root down to the value, innermost first.
    let keys: [String]

    init(_ value: JSONValue, expected: String, keys: [String] = []) {
        (line, column, self.expected, found, self.keys) = (value.line, value.column, expected, value.kindName, keys)
    }

    private init(_ inner: Misfit, key: String) {
        (line, column, expected, found, keys) = (inner.line, inner.column, inner.expected, inner.found, inner.keys + [key])
    }

    /// The same misfit, seen from the object holding it at `key`.
    func within(_ key: String) -> Misfit { Misfit(self, key: key) }

    func error(file: String) -> InputError {
        let path = keys.reversed().reduce("") { JSONValue.path($0, then: $1) }
        return InputError(file: file, line: line, column: column,
                          JSONValue.typeMessage(expected: expected, path: path, found: found))
    }
}

/// The reading of one catalog. Every read method starts at a value and reads it whole: a syntax error
/// is thrown at once; a value of the wrong type sets `misfit` (nil when the value is fine) and a
/// stand-in is returned, never used.
private struct CatalogStream {
    private var parser: JSONParser
    private let file: String
    /// Members given twice, in file order: a key in `strings`, a language in an entry's `localizations`.
    private var duplicates: [Duplicate] = []
    /// The key of the entry being read.
    private var entryKey = ""

    /// A member given twice; `language` nil for a key of `strings`.
    private struct Duplicate {
        var key: String
        var language: String?
        var place: Place
        var otherLine: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        parser = JSONParser(bytes: bytes, file: file)
        self.file = file
    }

    mutating func catalog() throws -> Catalog {
        try parser.start()
        guard parser.peek == UInt8(ascii: "{") else {
            let misfit = try misfit(expected: "an object")
            try parser.finish()
            throw misfit.error(file: file)
        }
        var sourceLanguage: String?, entries: [CatalogEntry] = []
        var sourceLanguageMisfit: Misfit?, entriesMisfit: Misfit?
        try members { reader, key, _ in
            switch key {
            case "sourceLanguage": sourceLanguage = try reader.optionalString(&sourceLanguageMisfit)
            case "strings": entries = try reader.entries(&entriesMisfit)
            default: try reader.parser.skipValue()
            }
        }
        try parser.finish()
        if let misfit = sourceLanguageMisfit { throw misfit.within("sourceLanguage").error(file: file) }
        guard let sourceLanguage else {
            throw InputError(file: file, line: 1, column: 1, "expected `sourceLanguage` in a String Catalog")
        }
        if let misfit = entriesMisfit { throw misfit.within("strings").error(file: file) }
        let findings = duplicates.map { duplicate in
            TableFinding(kind: .duplicateKey, file: file, language: duplicate.language ?? sourceLanguage,
                         line: duplicate.place.line, column: duplicate.place.column,
                         expected: duplicate.language == nil ? "one member per key in `strings`"
                             : "one member per language in `strings.\(duplicate.key).localizations`",
                         found: "\(StringsFileScanner.quoted(duplicate.language ?? duplicate.key)) again (first at line \(duplicate.otherLine))",
                         affectedKeys: [duplicate.key], shows: nil, build: .passes, otherLine: duplicate.otherLine)
        }
        return Catalog(file: file, sourceLanguage: sourceLanguage, entries: entries, tableFindings: findings)
    }

    /// `strings`: an entry per member, in file order.
    private mutating func entries(_ misfit: inout Misfit?) throws -> [CatalogEntry] {
        misfit = nil
        if try null() { return [] }
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return [] }
        var entries: [CatalogEntry] = []
        var first: Misfit?
        var placed: [String: (index: Int, line: Int)] = [:]
        try members { reader, key, place in
            var inside: Misfit?
            let entry = try reader.entry(key: key, line: place.line, &inside)
            guard first == nil else { return }
            if let inside { first = inside.within(key); return }
            // A key given twice: the later member is read, as a JSON decoder keeps it.
            if let earlier = placed[key] {
                reader.duplicates.append(Duplicate(key: key, language: nil, place: place, otherLine: earlier.line))
                entries[earlier.index] = entry
                placed[key] = (earlier.index, place.line)
            } else {
                placed[key] = (entries.count, place.line)
                entries.append(entry)
            }
        }
        misfit = first
        return entries
    }

    private mutating func entry(key: String, line: Int, _ misfit: inout Misfit?) throws -> CatalogEntry {
        entryKey = key
        var entry = CatalogEntry(key: key, file: file, line: line)
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return entry }
        var shouldTranslate: Bool?
        var comment, shouldTranslateMisfit, extractionState, localizations: Misfit?
        try members { reader, field, _ in
            switch field {
            case "comment": entry.comment = try reader.optionalString(&comment)
            case "shouldTranslate": shouldTranslate = try reader.optionalBool(&shouldTranslateMisfit)
            case "extractionState": entry.extractionState = try reader.optionalString(&extractionState)
            case "localizations": entry.localizations = try reader.localizations(&localizations)
            default: try reader.parser.skipValue()
            }
        }
        entry.shouldTranslate = shouldTranslate ?? true
        // In the order they are used: localizations, comment, shouldTranslate, extractionState.
        misfit = localizations?.within("localizations") ?? comment?.within("comment")
            ?? shouldTranslateMisfit?.within("shouldTranslate") ?? extractionState?.within("extractionState")
        return entry
    }

    /// Language → node; of a language given twice the last one is kept, but both must be nodes.
    private mutating func localizations(_ misfit: inout Misfit?) throws -> [String: LocalizationNode] {
        misfit = nil
        if try null() { return [:] }
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return [:] }
        var nodes: [String: LocalizationNode] = [:]
        var first: Misfit?
        var lines: [String: Int] = [:]
        try members { reader, language, place in
            var inside: Misfit?, unused = SubstitutionFields()
            let node = try reader.node(&inside, substitution: &unused)
            guard first == nil else { return }
            if let inside { first = inside.within(language); return }
            if let earlier = lines[language] {
                reader.duplicates.append(Duplicate(key: reader.entryKey, language: language, place: place, otherLine: earlier))
            }
            lines[language] = place.line
            nodes[language] = node
        }
        misfit = first
        return nodes
    }

    /// The two fields a substitution adds to a node: read on every node (a substitution is a node with
    /// them), used on substitutions only.
    private struct SubstitutionFields {
        var argNum: Int?
        var argNumMisfit: Misfit?
        var formatSpecifier: String?
        var formatSpecifierMisfit: Misfit?
    }

    private mutating func node(_ misfit: inout Misfit?, substitution: inout SubstitutionFields) throws -> LocalizationNode {
        var node = LocalizationNode()
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return node }
        var stringUnit, variations, substitutions: Misfit?
        try members { reader, field, _ in
            switch field {
            case "stringUnit": node.stringUnit = try reader.stringUnit(&stringUnit)
            case "variations": node.variations = try reader.variations(&variations)
            case "substitutions": node.substitutions = try reader.substitutions(&substitutions)
            case "argNum": substitution.argNum = try reader.wholeNumber(&substitution.argNumMisfit)
            case "formatSpecifier": substitution.formatSpecifier = try reader.optionalString(&substitution.formatSpecifierMisfit)
            default: try reader.parser.skipValue()
            }
        }
        // In the order they are used: string unit, variations, substitutions.
        misfit = stringUnit?.within("stringUnit") ?? variations?.within("variations") ?? substitutions?.within("substitutions")
        return node
    }

    private mutating func stringUnit(_ misfit: inout Misfit?) throws -> StringUnit? {
        misfit = nil
        if try null() { return nil }
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return nil }
        var state: String?, value: String?
        var stateMisfit, valueMisfit: Misfit?
        try members { reader, field, _ in
            switch field {
            case "state": state = try reader.optionalString(&stateMisfit)
            case "value": value = try reader.optionalString(&valueMisfit)
            default: try reader.parser.skipValue()
            }
        }
        misfit = stateMisfit?.within("state") ?? valueMisfit?.within("value")
        return StringUnit(state: state, value: value ?? "")
    }

    /// Axes in file order (an axis given twice is kept twice), each with its cases.
    private mutating func variations(_ misfit: inout Misfit?) throws -> [Variation] {
        misfit = nil
        if try null() { return [] }
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return [] }
        var variations: [Variation] = []
        var first: Misfit?
        try members { reader, axis, _ in
            var inside: Misfit?
            let cases = try reader.cases(&inside)
            guard first == nil else { return }
            if let inside { first = inside.within(axis) } else { variations.append(Variation(axis: axis, cases: cases)) }
        }
        misfit = first
        return variations
    }

    /// One axis's cases, in file order (``Variation`` sorts them).
    private mutating func cases(_ misfit: inout Misfit?) throws -> [Variation.Case] {
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return [] }
        var cases: [Variation.Case] = []
        var first: Misfit?
        try members { reader, name, _ in
            var inside: Misfit?, unused = SubstitutionFields()
            let node = try reader.node(&inside, substitution: &unused)
            guard first == nil else { return }
            if let inside { first = inside.within(name) } else { cases.append(Variation.Case(name: name, node: node)) }
        }
        misfit = first
        return cases
    }

    /// Name → substitution; of a name given twice the last one is kept, but both must be substitutions.
    private mutating func substitutions(_ misfit: inout Misfit?) throws -> [String: Substitution] {
        misfit = nil
        if try null() { return [:] }
        guard parser.peek == UInt8(ascii: "{") else { misfit = try self.misfit(expected: "an object"); return [:] }
        var substitutions: [String: Substitution] = [:]
        var first: Misfit?
        try members { reader, name, _ in
            var inside: Misfit?, fields = SubstitutionFields()
            let node = try reader.node(&inside, substitution: &fields)
            guard first == nil else { return }
            // In the order they are used: argNum, formatSpecifier, the node (a value that is no
            // object has neither field, and is the node's misfit).
            if let wrong = fields.argNumMisfit?.within("argNum") ?? fields.formatSpecifierMisfit?.within("formatSpecifier") ?? inside {
                first = wrong.within(name)
            } else {
                substitutions[name] = Substitution(argNum: fields.argNum, formatSpecifier: fields.formatSpecifier ?? "@", node: node)
            }
        }
        misfit = first
        return substitutions
    }

    // MARK: - Values

    /// Reads an object (the cursor at its `{`), calling `body` at each member's value with the member's
    /// key and the key's 1-based line and column; `body` reads the value whole.
    private mutating func members(_ body: (inout CatalogStream, String, Place) throws -> Void) throws {
        guard try parser.openObject() else { return }
        repeat {
            let key = try parser.memberKey()
            try body(&self, key.key, Place(line: key.line, column: key.column))
        } while try parser.nextMember()
    }

    /// Where a member's key stands.
    private struct Place {
        var line: Int
        var column: Int
    }

    /// Reads `null` when it is next.
    private mutating func null() throws -> Bool {
        guard parser.peek == UInt8(ascii: "n") else { return false }
        try parser.literal("null")
        return true
    }

    private mutating func optionalString(_ misfit: inout Misfit?) throws -> String? {
        misfit = nil
        switch parser.peek {
        case UInt8(ascii: "\""): return try parser.string()
        case UInt8(ascii: "n"): try parser.literal("null"); return nil
        default: misfit = try self.misfit(expected: "a string"); return nil
        }
    }

    private mutating func optionalBool(_ misfit: inout Misfit?) throws -> Bool? {
        misfit = nil
        switch parser.peek {
        case UInt8(ascii: "t"): try parser.literal("true"); return true
        case UInt8(ascii: "f"): try parser.literal("false"); return false
        case UInt8(ascii: "n"): try parser.literal("null"); return nil
        default: misfit = try self.misfit(expected: "true or false"); return nil
        }
    }

    /// A whole number that fits an `Int` (``JSONValue/wholeNumber``), or null.
    private mutating func wholeNumber(_ misfit: inout Misfit?) throws -> Int? {
        misfit = nil
        if try null() { return nil }
        let value = try parser.value(parent: nil, step: .literal(""))
        if value.wholeNumber == nil { misfit = Misfit(value, expected: "a whole number") }
        return value.wholeNumber
    }

    /// The value at the cursor, which is not `expected`: read whole (a syntax error in it is thrown) and
    /// described.
    private mutating func misfit(expected: String) throws -> Misfit {
        Misfit(try parser.value(parent: nil, step: .literal("")), expected: expected)
    }
}
