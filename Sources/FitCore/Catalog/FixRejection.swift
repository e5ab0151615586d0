/// Why a fix was not written, one line each: `apply` lists every one, and a catalog with any is
/// not written at all.
public struct FixRejection: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The value stored now is not the fix's `expected` (compare-and-swap).
        case changed
        /// No such key, catalog or variant; a key that is not translated; a change of structure.
        case notFound
        /// The translation reads other arguments than the source.
        case formatMismatch
        /// The value holds a control character (Unicode Cc) other than tab and line feed: text no
        /// label shows, which `check` would report (``Verdict/controlCharacter``).
        case badValue
        /// It does not fit somewhere in the matrix (without `--allow-overflow`).
        case doesNotFit
        /// The table cannot be written by fitcheck (`.stringsdict`), or the file changed meanwhile.
        case notWritable
    }

    public var fix: CatalogFix
    public var reason: Reason
    public var message: String

    public init(_ fix: CatalogFix, _ reason: Reason, _ message: String) {
        self.fix = fix
        self.reason = reason
        self.message = message
    }

    /// `fixes.jsonl:3: de · Save [plural.one]: changed: expected "Sichern", stored "Speichern"`
    public var description: String { "\(fix.name): \(reason.rawValue): \(message)" }
}
