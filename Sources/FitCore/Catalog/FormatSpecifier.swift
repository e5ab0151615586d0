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
    /// ``conversions`` by byte: checked for every specifier, where hashing a `Character` cost more than
    /// the rest of the parse.
    private static let isConversion: [Bool] = (0...255).map { conversions.contains(Character(Unicode.Scalar(UInt8($0)))) }

    /// Reads one specifier from the UTF-8 `bytes` of a format, starting just after its `%`; returns it
    /// and the index after it. `%%` is not handled here (the caller sees it first).
    static func parse(_ bytes: [UInt8], from start: Int) throws(ParseError) -> (FormatSpecifier, Int) {
        var i = start
        var spec = FormatSpecifier(position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "@")
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// The specifier so far, up to and including the character at `i` (all of its bytes).
        func text() -> String {
            var end = min(i + 1, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "%" + string(start..<end)
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func number() -> Int? {
            var value = 0, any = false
            while i < bytes.count, isDigit(bytes[i]) {
                value = min(value * 10 + Int(bytes[i] - UInt8(ascii: "0")), 1_000_000); any = true; i += 1
            }
            return any ? value : nil
        }
        // %N$ — an explicit argument number.
        let save = i
        if let n = number() {
            if i < bytes.count, bytes[i] == UInt8(ascii: "$") {
                guard n > 0 else { throw ParseError(message: "`\(text())` numbers arguments from 1") }
                spec.position = n; i += 1
            } else {
                i = save
            }
        }
        // %#@name@ — a substitution reference.
        if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
            guard let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "@")) else {
                throw ParseError(message: "`%\(string(start..<bytes.count))` starts a substitution reference but has no closing `@`")
            }
            spec.reference = string((i + 2)..<end)
            spec.conversion = "#"
            return (spec, end + 1)
        }
        while i < bytes.count, "-+ #0'".utf8.contains(bytes[i]) { spec.flags.append(Character(Unicode.Scalar(bytes[i]))); i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "*") { throw ParseError(message: "`\(text())`: a width taken from an argument (`*`) is not supported") }
        spec.width = number()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "*") { throw ParseError(message: "`\(text())`: a precision taken from an argument (`*`) is not supported") }
            spec.precision = number() ?? 0
        }
        // Length modifiers: hh, ll, h, l, q, z, t, j, L (the doubled ones first). Compared byte by
        // byte: this runs for every specifier of every text.
        if i < bytes.count {
            let byte = bytes[i]
            let doubled = i + 1 < bytes.count && bytes[i + 1] == byte
            switch byte {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                spec.length = String(decoding: CollectionOfOne(byte), as: UTF8.self)
                if doubled { spec.length += spec.length; i += 1 }
                i += 1
            case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                spec.length = String(decoding: CollectionOfOne(byte), as: UTF8.self)
                i += 1
            default:
                break
            }
        }
        guard i < bytes.count else {
            throw ParseError(message: "`\(text())` ends before its conversion character (d, @, f, …)")
        }
        guard isConversion[Int(bytes[i])] else {
            throw ParseError(message: "`\(text())` is not a format specifier (use `%%` for a literal percent sign)")
        }
        spec.conversion = Character(Unicode.Scalar(bytes[i]))
        return (spec, i + 1)
    }
}
