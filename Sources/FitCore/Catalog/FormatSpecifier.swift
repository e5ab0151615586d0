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

    /// What reading from a `%` found: a specifier and the index after it, the end of the text before
    /// a conversion character (CoreFoundation prints nothing for it), or a character that ends no
    /// conversion, with the index after that character.
    enum ParseResult {
        case specifier(FormatSpecifier, end: Int)
        case endOfText
        case noConversion(end: Int)
    }

    /// Whether the width is taken from an argument (`%*d`): that argument comes before the value's.
    public var widthFromArgument = false

    /// The specifier as written: `%@`, `%2$@`, `%-08.3lf`, `%#@name@`.
    public var written: String {
        let place = position.map { "\($0)$" } ?? ""
        if let reference { return "%\(place)#@\(reference)@" }
        let width = widthFromArgument ? "*" : self.width.map(String.init) ?? ""
        return "%\(place)\(flags)\(width)\(precision.map { ".\($0)" } ?? "")\(length)\(conversion)"
    }

    /// Whether this conversion is only a `%`, spaces and a letter (`% d`, `% p`): in a text without
    /// arguments that is how people write "50 % de", not a conversion.
    public var isSpaceFlagOnly: Bool {
        position == nil && reference == nil && !flags.isEmpty && flags.allSatisfy { $0 == " " }
            && width == nil && !widthFromArgument && precision == nil && length.isEmpty
    }

    static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "c", "C", "s", "S", "@",
                                               "f", "F", "e", "E", "g", "G", "a", "A", "p", "D", "U", "O"]
    /// ``conversions`` by byte: checked for every specifier, where hashing a `Character` cost more than
    /// the rest of the parse.
    private static let isConversion: [Bool] = (0...255).map { conversions.contains(Character(Unicode.Scalar(UInt8($0)))) }

    /// Reads one specifier from the UTF-8 `bytes` of a format, starting just after its `%`, as
    /// CoreFoundation's formatter reads it. `%%` is not handled here (the caller sees it first).
    static func parse(_ bytes: [UInt8], from start: Int) -> ParseResult {
        var i = start
        var spec = FormatSpecifier(position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "@")
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// The index after the character at `i` (all of its bytes).
        func afterCharacter() -> Int {
            var end = min(i + 1, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func number() -> Int? {
            var value = 0, any = false
            while i < bytes.count, isDigit(bytes[i]) {
                value = min(value * 10 + Int(bytes[i] - UInt8(ascii: "0")), 1_000_000); any = true; i += 1
            }
            return any ? value : nil
        }
        // %N$ — an explicit argument number (`%0$` numbers nothing: read as a width of 0).
        let save = i
        if let n = number() {
            if n > 0, i < bytes.count, bytes[i] == UInt8(ascii: "$") {
                spec.position = n; i += 1
            } else {
                i = save
            }
        }
        // %#@name@ — a substitution reference.
        if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@"),
           let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "@")) {
            spec.reference = string((i + 2)..<end)
            spec.conversion = "#"
            return .specifier(spec, end: end + 1)
        }
        while i < bytes.count, "-+ #0'".utf8.contains(bytes[i]) { spec.flags.append(Character(Unicode.Scalar(bytes[i]))); i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "*") {
            spec.widthFromArgument = true; i += 1
        } else {
            spec.width = number()
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
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
        guard i < bytes.count else { return .endOfText }
        guard isConversion[Int(bytes[i])] else { return .noConversion(end: afterCharacter()) }
        spec.conversion = Character(Unicode.Scalar(bytes[i]))
        return .specifier(spec, end: i + 1)
    }
}
