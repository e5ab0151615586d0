/// How fitcheck names a character in messages: `U+2D30`, at least four hex digits, as Unicode writes it.
public enum CodePoint {
    /// `U+2D30`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `U+2D30 ⴰ`: the code and the character, for a message a person reads.
    public static func described(_ scalar: Unicode.Scalar) -> String {
        name(scalar) + " " + String(scalar)
    }
}
