/// One printf-style conversion as Apple's `String(format:)` reads it: `%d`, `%2$@`, `%-08.3lf`, `%%`,
/// or a substitution reference `%#@name@` / `%N$#@name@`.
public struct FormatSpecifier: Sendable, Hashable {
    /// The explicit argument number of `%N$…` (1-based), or nil for the next argument in sequence.
    public var position: Int?
    /// Flags among `-+ #0'`.
    public var flags: String
    /// Minimum field width in characters.
    public var width: Int?
    /// Digits after the decimal point (`f e`), significant digits (`g`), or maximum characters (`s @`).
    public var precision: Int?
    /// Length modifier: `hh h l ll q z t j L` or `""`.
    public var length: String
    /// The conversion character: `d i u o x X c C s S @ f F e E g G a A p D U O`; `#` for a reference.
    public var conversion: Character
    /// The substitution name of `%#@name@`.
    public var reference: String?

    /// What kind of sample an argument of this specifier takes.
    public enum Kind: Sendable {
        case integer, float, string, character, pointer, reference
    }

    public var kind: Kind {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "D", "U", "O": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "c", "C": return .character
        case "p": return .pointer
        case "#": return .reference
        default: return .string
        }
    }

    public var isNumeric: Bool { kind == .integer || kind == .float }

    /// Why a specifier could not be read.
    public struct ParseError: Error, Sendable {
        public var message: String
    }

    static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "c", "C", "s", "S", "@",
                                               "f", "F", "e", "E", "g", "G", "a", "A", "p", "D", "U", "O"]

    /// Reads one specifier from `scalars` starting just after its `%`; returns it and the index after it.
    /// `%%` is not handled here (the caller sees it first).
    static func parse(_ scalars: [Character], from start: Int) throws(ParseError) -> (FormatSpecifier, Int) {
        var i = start
        var spec = FormatSpecifier(position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "@")
        func text() -> String { "%" + String(scalars[start..<min(i + 1, scalars.count)]) }
        func number() -> Int? {
            var value = 0, any = false
            while i < scalars.count, let d = scalars[i].wholeNumberValue, scalars[i].isASCII {
                value = min(value * 10 + d, 1_000_000); any = true; i += 1
            }
            return any ? value : nil
        }
        // %N$ — an explicit argument number.
        let save = i
        if let n = number() {
            if i < scalars.count, scalars[i] == "$" {
                guard n > 0 else { throw ParseError(message: "`\(text())` numbers arguments from 1") }
                spec.position = n; i += 1
            } else {
                i = save
            }
        }
        // %#@name@ — a substitution reference.
        if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
            guard let end = scalars[(i + 2)...].firstIndex(of: "@") else {
                throw ParseError(message: "`%\(String(scalars[start...]))` starts a substitution reference but has no closing `@`")
            }
            spec.reference = String(scalars[(i + 2)..<end])
            spec.conversion = "#"
            return (spec, end + 1)
        }
        while i < scalars.count, "-+ #0'".contains(scalars[i]) { spec.flags.append(scalars[i]); i += 1 }
        if i < scalars.count, scalars[i] == "*" { throw ParseError(message: "`\(text())`: a width taken from an argument (`*`) is not supported") }
        spec.width = number()
        if i < scalars.count, scalars[i] == "." {
            i += 1
            if i < scalars.count, scalars[i] == "*" { throw ParseError(message: "`\(text())`: a precision taken from an argument (`*`) is not supported") }
            spec.precision = number() ?? 0
        }
        for modifier in ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"] {
            let m = Array(modifier)
            if i + m.count <= scalars.count, Array(scalars[i..<i + m.count]) == m { spec.length = modifier; i += m.count; break }
        }
        guard i < scalars.count else {
            throw ParseError(message: "`\(text())` ends before its conversion character (d, @, f, …)")
        }
        guard conversions.contains(scalars[i]) else {
            throw ParseError(message: "`\(text())` is not a format specifier (use `%%` for a literal percent sign)")
        }
        spec.conversion = scalars[i]
        return (spec, i + 1)
    }
}
