/// What a Unicode scalar is to shaping, fitting and font coverage, beyond its glyphs.
enum ScalarKind: UInt8 {
    /// Anything drawn: letters, marks, digits, punctuation, non-breaking spaces.
    case ordinary
    /// White space that hangs at a line end (U+0020, U+3000, the em/en spaces, tab). Not the
    /// no-break spaces U+00A0, U+2007, U+202F: they hold words together and keep their width.
    case hangingSpace
    /// A line separator (`\n`, `\r`, VT, FF, NEL, U+2028, U+2029): forces a break, has no width.
    case lineSeparator
    /// Invisible format or control characters (ZWJ, ZWNJ, bidi controls, variation selectors,
    /// soft hyphen, other C0/C1 controls): never need a glyph of their own, so never "missing".
    case ignorable

    init(_ scalar: UInt32) {
        // Printable ASCII first: most scalars of most texts, and one comparison instead of the
        // range search below.
        if scalar > 0x20 && scalar < 0x7F { self = .ordinary; return }
        switch scalar {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            self = .hangingSpace
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
            self = .lineSeparator
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
             0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0,
             0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            self = .ignorable
        default:
            self = .ordinary
        }
    }

    /// Whether a font must have a glyph for `scalar` (of this kind), or it is reported missing.
    /// A tab needs none: it is white space whose width is the layout's business.
    func needsGlyph(_ scalar: UInt32) -> Bool {
        self == .ordinary || (self == .hangingSpace && scalar != 0x09)
    }
}
