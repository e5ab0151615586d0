import Foundation

/// Reads a legacy `.strings` file (old-style property list: `"key" = "value";`), in UTF-8 or UTF-16
/// (with or without a byte-order mark), with `/* */` and `//` comments, quoted strings (`"` or `'`),
/// unquoted tokens, `"key";` (the value is the key), and escapes as CoreFoundation reads them: `\n \t
/// \r \a \b \f \v`, `\U` and up to four hex digits (surrogate pairs written as two), up to three octal
/// digits, any other character as itself.
///
/// A syntax error does not stop the reading: it is recorded as ``TableDamage`` (where, what was
/// expected, what was found, and what Apple's parser does there), the reader resynchronizes at the next
/// line that starts an entry (`"key" =`), and reads on, so every key the file holds is known. Apple's
/// parser (CoreFoundation's `CFOldStylePList.c`) either fails at the first error — the device drops
/// the whole file and Xcode refuses to build it — or, where a character that cannot start a key
/// follows a complete entry's `;`, stops there without an error: the entries before are kept, the rest
/// lost. ``Reading/deviceReads`` says how many entries the device keeps.
public enum StringsFileReader {
    /// One `key = value` pair and the place (1-based line and column) of its key.
    public struct Pair: Sendable, Hashable {
        public var key: String
        public var value: String
        public var line: Int
        public var column: Int

        public init(key: String, value: String, line: Int, column: Int = 1) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// What reading one file found.
    public struct Reading: Sendable, Equatable {
        /// Every entry that could be read, in file order; a key given twice is here twice (on the
        /// device the later one wins).
        public var pairs: [Pair]
        /// The syntax errors, in file order; the first decides what the device keeps.
        public var damage: [TableDamage]
        /// How many of ``pairs``, from the first, the device has: all of them without damage, none when
        /// the first damage drops the file, those before it when the parse stops there.
        public var deviceReads: Int

        /// The keys of the entries the device does not have, in file order, each once; a key the device
        /// has from an earlier entry is not lost.
        public var lostKeys: [String] { TableDamage.lostKeys(pairs.map(\.key), deviceReads: deviceReads) }
    }

    /// - Throws: ``InputError`` only when the file cannot be opened; what it says is never an error.
    public static func read(file: String) throws -> Reading {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the strings file")
        }
        return read(data: data, file: file)
    }

    public static func read(data: Data, file: String) -> Reading {
        var encodingDamage: TableDamage?
        let text: String
        if let decoded = decode(data) {
            text = decoded
        } else {
            // CoreFoundation cannot convert the bytes to text: the file is dropped. The keys are still
            // read, from the bytes with each invalid sequence replaced, to say which are lost.
            let bytes = [UInt8](data)
            let place = UTF8Validation.firstInvalidByte(bytes)
            encodingDamage = TableDamage(line: place?.line ?? 1, column: place?.column ?? 1, expected: "UTF-8 or UTF-16 text",
                                         found: place.map { UTF8Validation.message($0.byte) } ?? "bytes that are neither",
                                         effect: .dropsFile)
            text = String(decoding: bytes, as: UTF8.self)
        }
        // A byte-order mark is no character of the text (elsewhere U+FEFF is one, and no white space).
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var scanner = StringsFileScanner(characters: scalars)
        var reading = scanner.entries()
        if let encodingDamage {
            reading.damage.insert(encodingDamage, at: 0)
            reading.deviceReads = 0
        }
        return reading
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
}

/// The entries of a `.strings` text, read as CoreFoundation's old-style parser reads them, with the
/// recovery ``StringsFileReader`` describes. Tokens (white space, comments, strings) are
/// ``StringsFileTokens``'s.
struct StringsFileScanner {
    var tokens: StringsFileTokens
    private var pairs: [StringsFileReader.Pair] = []
    private var damage: [TableDamage] = []
    /// Entries before the first damage (the device's, when that damage only stops the parse).
    private var beforeDamage: Int?

    init(characters: [Unicode.Scalar]) {
        tokens = StringsFileTokens(characters: characters)
    }

    mutating func entries() -> StringsFileReader.Reading {
        // A comment left open before the first entry swallows the file: CoreFoundation reads it as an empty
        // table, without an error.
        skipTrivia(betweenEntries: true)
        guard let first = tokens.peek else { return reading() }
        // A whole property-list dictionary, `{ "a" = "b"; }`, is read too; after its `}` only white space
        // and comments may follow.
        let braced = first == "{"
        if braced {
            tokens.advance()
        } else if !StringsFileTokens.startsString(first) {
            record(expected: "a key (a quoted string)", effect: .dropsFile)
            resynchronize(after: tokens.line)
        }
        while true {
            skipTrivia(betweenEntries: !braced)
            guard let c = tokens.peek else {
                if braced { record(expected: "'}' to close the dictionary", effect: .dropsFile) }
                break
            }
            if braced && c == "}" {
                tokens.advance()
                skipTrivia(betweenEntries: false)
                if tokens.peek != nil { record(expected: "the end of the file after '}'", effect: .dropsFile) }
                break
            }
            let line = tokens.line, column = tokens.column
            guard StringsFileTokens.startsString(c) else {
                // After a complete entry, CoreFoundation takes a character that cannot start a key for the
                // end of the table: no error, the rest is never read. Inside braces that is an error.
                record(expected: braced ? "a key (a quoted string) or '}'" : "a key (a quoted string) or the end of the file",
                       effect: braced || pairs.isEmpty ? .dropsFile : .stopsReading)
                resynchronize(after: line)
                continue
            }
            let quotedKey = c == "\"" || c == "'"
            // A key that cannot be read ends CoreFoundation's table without an error, as a character that
            // cannot start one does; the first key, and any inside braces, fail.
            guard let key = readString(effect: braced || pairs.isEmpty ? .dropsFile : .stopsReading) else {
                resynchronize(after: line)
                continue
            }
            skipTrivia(betweenEntries: false)
            var value = key
            // An entry whose value cannot be read still names its key (with no text); a bare word
            // followed by neither `=` nor `;` is taken for stray text, not a key.
            let damaged = StringsFileReader.Pair(key: key, value: "", line: line, column: column)
            switch tokens.peek {
            case ";": break
            case "=":
                tokens.advance()
                skipTrivia(betweenEntries: false)
                guard let read = readValue(after: key) else {
                    pairs.append(damaged)
                    resynchronize(after: line)
                    continue
                }
                value = read
            default:
                record(expected: "'=' or ';' after the key \(Self.quoted(key))", effect: .dropsFile)
                if quotedKey { pairs.append(damaged) }
                resynchronize(after: line)
                continue
            }
            pairs.append(StringsFileReader.Pair(key: key, value: value, line: line, column: column))
            skipTrivia(betweenEntries: false)
            guard tokens.peek == ";" else {
                record(expected: "';' after the entry \(Self.quoted(key))", effect: .dropsFile)
                resynchronize(after: line)
                continue
            }
            tokens.advance()
        }
        return reading()
    }

    private func reading() -> StringsFileReader.Reading {
        let deviceReads: Int
        switch damage.first?.effect {
        case nil, .dropsEntry?: deviceReads = pairs.count   // one entry lost: a .stringsdict's, never a .strings file's
        case .dropsFile: deviceReads = 0
        case .stopsReading: deviceReads = beforeDamage ?? 0
        }
        return StringsFileReader.Reading(pairs: pairs, damage: damage, deviceReads: deviceReads)
    }

    /// A quoted or unquoted string at the cursor; nil (damage recorded, with `effect`) when a quoted one
    /// never ends.
    private mutating func readString(effect: TableDamage.Effect = .dropsFile) -> String? {
        switch tokens.string() {
        case .text(let text): return text
        case .unterminated(let line, let column):
            record(at: line, column, expected: "'\(tokens.quoteName)' to end the string begun here", found: "the end of the file",
                   effect: effect)
            return nil
        case .backslashAtEnd:
            record(expected: "a character after '\\'", effect: effect)
            return nil
        }
    }

    /// The value after `=`: a string, or (as CoreFoundation allows) a dictionary, array or data, which
    /// a table lookup cannot use as text: the device shows what it shows for a key it lacks.
    private mutating func readValue(after key: String) -> String? {
        guard let c = tokens.peek else {
            record(expected: "a value after '=' for the key \(Self.quoted(key))", effect: .dropsFile)
            return nil
        }
        if StringsFileTokens.startsString(c) { return readString() }
        if c == "{" || c == "(" || c == "<" {
            if case .failed(let expected) = tokens.skipObject(required: true) {
                record(expected: expected, effect: .dropsFile)
                return nil
            }
            return key
        }
        record(expected: "a value (a quoted string) after '=' for the key \(Self.quoted(key))", effect: .dropsFile)
        return nil
    }

    /// White space and comments. A `/*` comment that never ends swallows the rest of the file: between
    /// entries CoreFoundation then ends the table there without an error, elsewhere it fails.
    private mutating func skipTrivia(betweenEntries: Bool) {
        guard let (line, column) = tokens.skipTrivia() else { return }
        record(at: line, column, expected: "'*/' to end the comment begun here", found: "the end of the file",
               effect: betweenEntries ? .stopsReading : .dropsFile)
        // The rest of the file is the comment as CoreFoundation reads it, but what follows is most likely
        // entries whose comment was not closed: read them for the keys they hold.
        resynchronize(after: line)
    }

    private mutating func record(expected: String, effect: TableDamage.Effect) {
        record(at: tokens.line, tokens.column, expected: expected, found: tokens.foundDescription, effect: effect)
    }

    /// Records damage at a place after every damage recorded before (reading on from a line before
    /// an earlier damage may meet it again).
    private mutating func record(at line: Int, _ column: Int, expected: String, found: String, effect: TableDamage.Effect) {
        if let last = damage.last, (line, column) <= (last.line, last.column) { return }
        if damage.isEmpty { beforeDamage = pairs.count }
        damage.append(TableDamage(line: line, column: column, expected: expected, found: found, effect: effect))
    }

    /// Moves to the first line after `line` that starts an entry (``StringsFileTokens/startsEntry``), or
    /// to the end of the file. Entries start on ever later lines, so reading ends.
    private mutating func resynchronize(after line: Int) {
        var next = line + 1
        while next <= tokens.lineCount {
            tokens.move(toLine: next)
            if tokens.startsEntry() { return }
            next += 1
        }
        tokens.moveToEnd()
    }

    /// `"key"` as a message names it.
    static func quoted(_ key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
