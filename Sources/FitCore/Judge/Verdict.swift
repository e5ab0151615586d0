/// What a cell's measurement means for the app: it fits, or it fails in one named way.
///
/// Exactly one verdict per cell. When several failures apply, the most severe one is reported
/// (``rank``: `formatMismatch`, then `zeroLines` down to `brokenWord`), and the others are
/// still visible in the ``Measurement``. Two verdicts are never a cell's: they are a string table's
/// (``isTableVerdict``: `unreadableTable`, `duplicateKey`), found while reading it.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// The text fits its slot: no more lines than the limit, no line wider than the slot.
    case fits
    /// Nothing was measured: the text is empty or whitespace only. A test that measures nothing fails.
    case zeroLines
    /// A character no font of fitcheck's set covers: the text cannot be measured (the message names it).
    case missingGlyphs
    /// A control character (Unicode Cc) other than tab and line feed in the text (`\u{0}`, `\u{7}`):
    /// no label shows it, and it is no translation's intent — a paste or an export gone wrong. Found
    /// in the text alone, in every cell; `apply` refuses such a value (`badValue`).
    case controlCharacter
    /// The cell shows fallback text (the source text or the key), not a translation.
    case untranslated
    /// More lines than the slot's line limit, or taller than its maximum height.
    case overflow
    /// A single grapheme cluster is wider than the slot: it cannot be wrapped at all and is cut.
    case clipped
    /// A word had to be split between two grapheme clusters to fit the slot's width.
    case brokenWord
    /// The text fits only shrunk below the readable scale (the matrix's `readableScale`, 0.75 by
    /// default): the app lets it shrink (`.minimumScaleFactor`) and it does, to a size hard to read.
    /// A warning: nothing is cut. Text that would need to shrink below the app's own factor is cut
    /// instead, and is `overflow`.
    case shrinks
    /// The translation's format specifiers differ from its source's (an argument dropped or added, a
    /// different kind of value): on a device it prints garbage or crashes. Never measured: it depends
    /// on the text only, like `untranslated`.
    case formatMismatch
    /// A string table the device cannot read as written (a syntax error): it loses some or all of the
    /// table's entries and shows something else for them (Catalog/README.md, "When a table is broken").
    case unreadableTable
    /// A key given twice in one table (the device shows the later entry), or a member twice in a
    /// String Catalog.
    case duplicateKey

    /// Severity order: a smaller rank is reported first.
    public var rank: Int {
        switch self {
        case .unreadableTable: return 0
        case .formatMismatch: return 1
        case .zeroLines: return 2
        case .missingGlyphs: return 3
        case .controlCharacter: return 4
        case .duplicateKey: return 5
        case .untranslated: return 6
        case .overflow: return 7
        case .clipped: return 8
        case .brokenWord: return 9
        case .shrinks: return 10
        case .fits: return 11
        }
    }

    /// Whether this verdict is reported before `other` when both apply: the more severe (``rank``).
    public func isMoreSevere(than other: Verdict) -> Bool { rank < other.rank }

    /// Most severe first: the order in which reports list verdicts.
    public static func moreSevereFirst(_ a: Verdict, _ b: Verdict) -> Bool { a.isMoreSevere(than: b) }

    /// Hashed by case, not by raw string: verdicts key the failure amounts of every failing cell.
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }

    /// True for every verdict except `fits`.
    public var isFailure: Bool { self != .fits }

    /// True for a verdict that depends on the text alone, whatever the width or text size: a run
    /// reports it once per key × variant × language, never once per cell (see ``Finding``).
    /// `overflow`, `clipped`, `brokenWord` and `shrinks` depend on the cell.
    public var dependsOnTextOnly: Bool {
        switch self {
        case .zeroLines, .missingGlyphs, .controlCharacter, .untranslated, .formatMismatch, .unreadableTable, .duplicateKey: return true
        case .overflow, .clipped, .brokenWord, .shrinks, .fits: return false
        }
    }

    /// True for a failure of width or lines, the ones a layout is judged by: `overflow`, `clipped`,
    /// `brokenWord`. A wider slot cures them (``RequiredWidth``), so may a smaller size (``ShrinkToFit``),
    /// and the report page words them itself. A blank text, missing glyphs and what depends on the text
    /// alone are not.
    public var isLayoutFailure: Bool {
        switch self {
        case .overflow, .clipped, .brokenWord: return true
        case .fits, .zeroLines, .missingGlyphs, .controlCharacter, .untranslated, .shrinks, .formatMismatch, .unreadableTable, .duplicateKey:
            return false
        }
    }

    /// True for a table's verdict, never a cell's: `unreadableTable`, `duplicateKey`.
    public var isTableVerdict: Bool { self == .unreadableTable || self == .duplicateKey }
}
