/// Links, autolinks and entity references (``InlineMarkdownParser``).
extension InlineMarkdownParser {
    // MARK: Links

    /// `]`: closes the nearest `[` into a link when `(destination "title")` follows.
    mutating func closeBracket(at i: Int) -> Int {
        guard let last = brackets.indices.last else {
            appendText(["]"])
            return i + 1
        }
        let bracket = brackets[last]
        guard bracket.active, let end = InlineMarkdownParser.inlineLinkEnd(scalars, from: i + 1) else {
            brackets.removeLast()
            appendText(["]"])
            return i + 1
        }
        brackets.removeLast()
        // Emphasis inside the label is resolved before the link closes.
        let bottom = delimiters.lastIndex { $0 < bracket.node } ?? -1
        processEmphasis(above: bottom)
        nodes[bracket.node].text = []
        for k in (bracket.node + 1)..<nodes.count { nodes[k].style.insert(.link) }
        if !bracket.isImage {
            // No link inside a link: earlier `[` can no longer open one.
            for k in brackets.indices where !brackets[k].isImage { brackets[k].active = false }
        }
        return end
    }

    /// The index after `(destination "title")` starting at `start`, or nil when none stands there.
    static func inlineLinkEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < s.count, s[start] == "(" else { return nil }
        var i = start + 1
        func skipSpace() { while i < s.count && isWhitespace(s[i]) { i += 1 } }
        skipSpace()
        guard i < s.count else { return nil }
        if s[i] == ")" { return i + 1 }
        // Destination: <…> or a run without spaces and with balanced parentheses.
        if s[i] == "<" {
            i += 1
            while i < s.count && s[i] != ">" {
                if s[i] == "\n" || s[i] == "<" { return nil }
                if s[i] == "\\" && i + 1 < s.count { i += 1 }
                i += 1
            }
            guard i < s.count else { return nil }
            i += 1
        } else {
            var depth = 0
            while i < s.count && !isWhitespace(s[i]) && s[i].value >= 0x20 {
                if s[i] == "\\" && i + 1 < s.count && isASCIIPunctuation(s[i + 1]) { i += 2; continue }
                if s[i] == "(" { depth += 1 }
                if s[i] == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                i += 1
            }
            guard depth == 0 else { return nil }
        }
        let afterDestination = i
        skipSpace()
        guard i < s.count else { return nil }
        if s[i] == ")" { return i + 1 }
        // Title: "…", '…' or (…), after white space.
        guard i > afterDestination, let close = InlineMarkdownParser.titleClosers[s[i]] else { return nil }
        i += 1
        while i < s.count && s[i] != close {
            if s[i] == "\\" && i + 1 < s.count { i += 1 }
            i += 1
        }
        guard i < s.count else { return nil }
        i += 1
        skipSpace()
        guard i < s.count, s[i] == ")" else { return nil }
        return i + 1
    }

    /// A link title's closing character, by its opening one.
    static let titleClosers: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "'": "'", "(": ")"]

    /// `<scheme:…>` or `<name@host>`: the address is drawn without its angle brackets.
    mutating func autolink(at start: Int) -> Int {
        var i = start + 1
        while i < scalars.count && scalars[i] != ">" && scalars[i] != "<" && !InlineMarkdownParser.isWhitespace(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == ">", i > start + 1 else {
            appendText(["<"])
            return start + 1
        }
        let inside = String(String.UnicodeScalarView(scalars[(start + 1)..<i]))
        if InlineMarkdownParser.isURI(inside) || InlineMarkdownParser.isEmail(inside) {
            nodes.append(Node(text: Array(scalars[(start + 1)..<i]), style: .link, delimiter: nil))
            return i + 1
        }
        appendText(["<"])
        return start + 1
    }

    static func isURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".!#$%&'*+/=?^_`{|}~-".contains($0)) }
            && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-".contains($0)) }
    }

    // MARK: Entities

    /// `&name;`, `&#123;`, `&#x1F;`: the character; anything else is a literal `&`.
    mutating func entity(at start: Int) -> Int {
        var i = start + 1
        while i < scalars.count && i - start <= 32 && scalars[i] != ";" && !InlineMarkdownParser.isWhitespace(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == ";", i > start + 1 else {
            appendText(["&"])
            return start + 1
        }
        let name = String(String.UnicodeScalarView(scalars[(start + 1)..<i]))
        var value: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            value = name.count <= 8 ? UInt32(name.dropFirst(2), radix: 16) : nil
        } else if name.hasPrefix("#") {
            value = name.count <= 8 ? UInt32(name.dropFirst(), radix: 10) : nil
        } else {
            value = InlineMarkdownParser.namedEntities[name]
        }
        guard var code = value else {
            appendText(["&"])
            return start + 1
        }
        if code == 0 { code = 0xFFFD }
        appendText([Unicode.Scalar(code) ?? "\u{FFFD}"])
        return i + 1
    }

    /// The named entities a UI string plausibly holds (HTML 5 has 2,000; these are the ones seen in text).
    static let namedEntities: [String: UInt32] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27, "nbsp": 0xA0, "copy": 0xA9,
        "reg": 0xAE, "trade": 0x2122, "hellip": 0x2026, "mdash": 0x2014, "ndash": 0x2013, "laquo": 0xAB,
        "raquo": 0xBB, "lsquo": 0x2018, "rsquo": 0x2019, "ldquo": 0x201C, "rdquo": 0x201D, "middot": 0xB7,
        "bull": 0x2022, "times": 0xD7, "deg": 0xB0, "euro": 0x20AC, "pound": 0xA3, "yen": 0xA5,
    ]
}
