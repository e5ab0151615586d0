/// The values of a `.strings` entry that are not text — a dictionary `{ k = v; }`, an array `( a, b )`,
/// data `<0fa0>` — skipped as CoreFoundation's `parsePlistObject` reads them, leniencies included: an
/// array ends at the first element that is not one (`(1, <0f)` is the array `(1)`), and a dictionary
/// ends at the first key it cannot read, which its `}` must then follow.
extension StringsFileTokens {
    enum ObjectReading: Equatable {
        case object
        /// No value starts here (the cursor has not moved past white space).
        case nothing
        /// A malformed value: what was expected where the cursor stopped.
        case failed(String)
    }

    /// Skips the value at the cursor (after white space and comments).
    /// - Parameter required: whether no value at all is a failure (after `=`) or an end (in an array).
    mutating func skipObject(required: Bool, depth: Int = 0) -> ObjectReading {
        guard depth <= 512 else { return .failed("at most 512 nested dictionaries or arrays") }
        _ = skipTrivia()
        guard let c = peek else { return required ? .failed("a value") : .nothing }
        switch c {
        case "{": advance(); return dictionary(depth)
        case "(": advance(); return array(depth)
        case "<": advance(); return data()
        default:
            guard Self.startsString(c) else { return required ? .failed("a value") : .nothing }
            switch string() {
            case .text: return .object
            case .unterminated: return .failed("'\(quoteName)' to end a string")
            case .backslashAtEnd: return .failed("a character after '\\'")
            }
        }
    }

    /// `parsePlistDict`: entries until a key cannot be read, then `}`.
    private mutating func dictionary(_ depth: Int) -> ObjectReading {
        while true {
            _ = skipTrivia()
            guard let c = peek, Self.startsString(c), case .text = string() else { break }
            _ = skipTrivia()
            switch peek {
            case "=":
                advance()
                if case .failed(let expected) = skipObject(required: true, depth: depth + 1) { return .failed(expected) }
                _ = skipTrivia()
            case ";": break
            default: return .failed("'=' or ';' after a key of the dictionary")
            }
            guard peek == ";" else { return .failed("';' after an entry of the dictionary") }
            advance()
        }
        _ = skipTrivia()
        guard peek == "}" else { return .failed("'}' to close the dictionary") }
        advance()
        return .object
    }

    /// `parsePlistArray`: elements separated by `,` until one is not a value, then `)`.
    private mutating func array(_ depth: Int) -> ObjectReading {
        var element = skipObject(required: false, depth: depth + 1)
        while element == .object {
            _ = skipTrivia()
            guard let c = peek else { return .failed("',' or ')' in the array") }
            guard c == "," else { break }
            advance()
            element = skipObject(required: false, depth: depth + 1)
        }
        _ = skipTrivia()
        guard peek == ")" else { return .failed("')' to close the array") }
        advance()
        return .object
    }

    /// `parsePlistData`: pairs of hex digits and white space up to `>`.
    private mutating func data() -> ObjectReading {
        while let c = peek {
            if c == ">" { advance(); return .object }
            if Self.hexValue(c) != nil {
                advance()
                guard let d = peek, Self.hexValue(d) != nil else { return .failed("an even number of hex digits in data") }
                advance()
            } else if c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{2028}" || c == "\u{2029}" {
                advance()
            } else {
                return .failed("hex digits or '>' in data")
            }
        }
        return .failed("'>' to close the data")
    }
}
