/// A place where a legacy table (`.strings`, `.stringsdict`) cannot be read as written: what the parser
/// expected there and what it found, and what Apple's parser does about it. A value, not an error:
/// the reader records it, resynchronizes and reads on, so the keys before and after are known.
public struct TableDamage: Sendable, Hashable {
    /// What CoreFoundation's parser, which reads the table on the device and in Xcode's build, does at
    /// this place (see Catalog/README.md, "When a table is broken", for the source).
    public enum Effect: String, Sendable, Hashable {
        /// The parse fails: the whole file is dropped (the device has none of its entries) and Xcode's
        /// string validation stops the build.
        case dropsFile
        /// The parse ends here without an error: the entries before are kept, those after are lost,
        /// and the build goes on.
        case stopsReading
        /// One entry is not what the table holds (a `.stringsdict` rule without its format key): the
        /// device cannot use that entry, and reads the others; the build goes on.
        case dropsEntry
    }

    /// 1-based line and column (in Unicode scalars) of the place.
    public var line: Int
    public var column: Int
    /// What the parser expected there: `';' after the entry "greeting"`.
    public var expected: String
    /// What it found: `'"'`, `` `> fgds` ``, `the end of the file`.
    public var found: String
    public var effect: Effect

    public init(line: Int, column: Int, expected: String, found: String, effect: Effect) {
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
        self.effect = effect
    }

    /// `expected ';' after the entry "a", found '"'`.
    public var message: String { "expected \(expected), found \(found)" }

    /// The keys a device does not have from a file whose entries have `keys`, in file order, when it
    /// reads the first `deviceReads` of them: each once, and not one it has from an earlier entry.
    static func lostKeys(_ keys: [String], deviceReads: Int) -> [String] {
        let kept = Set(keys.prefix(deviceReads))
        var seen = Set<String>()
        return keys.dropFirst(deviceReads).filter { !kept.contains($0) && seen.insert($0).inserted }
    }
}
