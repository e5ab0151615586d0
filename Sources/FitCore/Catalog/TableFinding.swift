/// A problem of a table file itself, found while reading it, not of one of its texts: the file cannot
/// be read as written (`unreadableTable`), or a key stands in it twice (`duplicateKey`). The run goes
/// on; the report turns each into a finding (Catalog/README.md, "When a table is broken").
public struct TableFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A syntax error: the device loses some or all of the file's entries.
        case unreadableTable
        /// A key given twice in one table (the later entry wins on the device) or one catalog.
        case duplicateKey
    }

    public var kind: Kind
    /// The table file, as the run names it.
    public var file: String
    /// The language of the file (a String Catalog's duplicate: its source language).
    public var language: String
    /// 1-based line and column: of the first syntax error, or of the duplicate the device keeps.
    public var line: Int
    public var column: Int
    /// What the parser expected there, and what it found.
    public var expected: String
    public var found: String
    /// The keys whose text the device does not show as written, in file order.
    public var affectedKeys: [String]
    /// What the device shows for them instead (`unreadableTable`); nil for a duplicate.
    public var shows: ShownInstead?
    /// Whether Xcode builds the app with this file as it is.
    public var build: TableBuild
    /// Further syntax errors after the first (the device stops at the first).
    public var laterDamage: [TableDamage]
    /// A duplicate: the line of the other entry of the key (the earlier one, which the device ignores).
    public var otherLine: Int?
    /// The damage is one entry's (a `.stringsdict` rule without its format key): the device cannot use
    /// it and reads the rest of the file.
    public var oneEntry: Bool

    public init(kind: Kind, file: String, language: String, line: Int, column: Int, expected: String, found: String,
                affectedKeys: [String], shows: ShownInstead?, build: TableBuild, laterDamage: [TableDamage] = [],
                otherLine: Int? = nil, oneEntry: Bool = false) {
        self.kind = kind
        self.file = file
        self.language = language
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
        self.affectedKeys = affectedKeys
        self.shows = shows
        self.build = build
        self.laterDamage = laterDamage
        self.otherLine = otherLine
        self.oneEntry = oneEntry
    }

    /// The whole finding in one paragraph: what is wrong, what Xcode does, what the device shows.
    public var message: String {
        switch kind {
        case .duplicateKey:
            return "expected \(expected), found \(found): the later one (line \(line)) is what the device shows, the "
                + "one at line \(otherLine ?? line) is ignored; Xcode builds it"
        case .unreadableTable:
            var text = "expected \(expected), found \(found). "
            switch build {
            case .fails:
                text += "Xcode refuses to build this (its string validation parses the file the same way); shipped "
                    + "anyway, the device drops the whole file"
            case .passes where oneEntry:
                text += "Builds, and the device cannot use this entry (it reads the file's others)"
            case .passes:
                text += "Builds, and the device loses these entries: its parser stops here without an error"
            }
            text += affectedKeys.isEmpty ? ", and no entry is lost"
                : ": " + Self.counted(affectedKeys.count) + " " + (shows?.phrase(one: affectedKeys.count == 1) ?? "")
            if !laterDamage.isEmpty {
                text += "; further errors at " + laterDamage.prefix(3).map { "\($0.line):\($0.column)" }.joined(separator: ", ")
                    + (laterDamage.count > 3 ? " and \(laterDamage.count - 3) more" : "")
            }
            return text
        }
    }

    private static func counted(_ count: Int) -> String { count == 1 ? "1 key" : "\(count) keys" }
}

/// What a device shows for a key its language's table lost.
public enum ShownInstead: String, Sendable, Hashable, Codable {
    /// A nib's table: the nib's own text (its `Base.lproj` nib).
    case baseText
    /// `InfoPlist.strings`: the value in the app's `Info.plist`.
    case plistValue
    /// A code table: the default value the code passes (`NSLocalizedString(_:value:comment:)`,
    /// `String(localized:defaultValue:)`).
    case defaultValue
    /// A code table whose code passes no default value: the key itself.
    case key

    /// How a message says it after a count of keys: `show the Base nib's text`, `shows its key`.
    func phrase(one: Bool) -> String {
        let verb = one ? "shows" : "show"
        switch self {
        case .baseText: return verb + " the Base nib's text"
        case .plistValue: return verb + " the value in Info.plist"
        case .defaultValue: return verb + " the default value the code passes (else the key)"
        case .key: return verb + (one ? " its key" : " their key")
        }
    }
}

/// Whether Xcode builds an app with a table as it is: its string validation (`builtin-copyStrings
/// --validate`) parses each table with the parser the device uses.
public enum TableBuild: String, Sendable, Hashable, Codable {
    case fails
    case passes
}
