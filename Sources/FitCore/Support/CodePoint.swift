/// How fitcheck names a character in messages: `U+2D30`, at least four hex digits, as Unicode writes it.
public enum CodePoint {
    /// `U+2D30`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A control character (Unicode Cc) other than tab and line feed: text no label shows (`\u{0}`,
    /// `\u{7}`) that `apply` refuses and `check` reports (`controlCharacter`). The format characters
    /// translators need (U+200E/U+200F, U+2066–U+2069) are Cf, not Cc, and pass.
    @inline(__always)
    public static func isStrayControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// The stray control characters of `text` (``isStrayControl(_:)``), each once, in order.
    public static func strayControls(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { isStrayControl($0) && seen.insert($0).inserted }
    }

    /// `U+2D30 ⴰ`: the code and the character, for a message a person reads.
    public static func described(_ scalar: Unicode.Scalar) -> String {
        name(scalar) + " " + String(scalar)
    }
}
