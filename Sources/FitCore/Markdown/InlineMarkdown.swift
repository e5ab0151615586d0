/// Inline Markdown as SwiftUI's `Text` draws a localized key: what is shown, and in which style.
///
/// `Text("…")` with a catalog key renders its value as Markdown with inline syntax only (Foundation's
/// `AttributedString(markdown:)` with `.inlineOnlyPreservingWhitespace`: CommonMark inlines, GitHub's
/// strikethrough; white space and line breaks kept as written). This parser follows CommonMark 0.29's
/// inline rules for what a catalog string can hold:
///
/// - `**strong**`, `__strong__` → bold; `*emphasis*`, `_emphasis_` → italic; nested and combined
///   (`***both***`, `**a *b* c**`), by CommonMark's delimiter-run algorithm: flanking, the rule of 3,
///   and `_` never opening or closing inside a word, so `snake_case_name` stays literal.
/// - `~~strikethrough~~` (and `~one~`, as cmark-gfm allows): the markers go, the width does not change.
/// - `` `code` `` → monospaced; backslashes are literal inside; one space on each side is stripped
///   when both are there; an unmatched backtick run is drawn as written.
/// - `[label](url "title")` → the label alone (its own markup applies); `![alt](src)` → the alt text;
///   `<https://…>` → the address. A bracket that starts no link is drawn as written.
/// - `\*`, `\_`, `` \` ``, `\[` … (a backslash before ASCII punctuation) draw the character itself;
///   a backslash before anything else is drawn. Entities (`&amp;`, `&#8212;`) draw their character.
/// - Delimiters that match nothing are drawn as written (`2 * 3`, `**unclosed`).
///
/// Not handled, as SwiftUI's inline-only parsing ignores it or catalogs do not hold it: block syntax
/// (`# `, `- ` lists, which inline-only parsing draws as written), raw HTML (drawn as written), reference links.
public enum InlineMarkdown {
    /// `text` as drawn, with its styled runs. A text without markup comes back unchanged, with no runs.
    public static func parse(_ text: String) -> StyledText {
        // Fast path: no character that could start markup.
        guard text.utf8.contains(where: { markupBytes.contains($0) }) else { return StyledText(plain: text) }
        var parser = Parser(Array(text.unicodeScalars))
        return parser.run()
    }

    /// ASCII bytes that can start inline markup: `\ ` * _ ~ [ ] ! < &`.
    private static let markupBytes: Set<UInt8> = Set("\\`*_~[]!<&".utf8)
}

// MARK: - The parser

private struct Parser {
    /// A piece of the output: text in a style, or a delimiter run still waiting for its match.
    struct Node {
        var text: [Unicode.Scalar]
        var style: InlineStyle
        /// Set while the node is a delimiter run (`*`, `_`, `~`) that may still open or close.
        var delimiter: Delimiter?
    }

    struct Delimiter {
        var character: Unicode.Scalar
        /// Scalars left in the run (matching takes them off).
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    /// An unmatched `[` or `![`, by the node that holds it.
    struct Bracket {
        var node: Int
        var isImage: Bool
        var active: Bool
    }

    let scalars: [Unicode.Scalar]
    var nodes: [Node] = []
    /// Nodes holding a delimiter run, in text order (the delimiter stack of the CommonMark spec).
    var delimiters: [Int] = []
    var brackets: [Bracket] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() -> StyledText {
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            switch c {
            case "\\":
                if i + 1 < scalars.count, Parser.isASCIIPunctuation(scalars[i + 1]) {
                    appendText([scalars[i + 1]])
                    i += 2
                } else if i + 1 < scalars.count, scalars[i + 1] == "\n" {
                    appendText(["\n"])   // a hard line break: the line breaks there
                    i += 2
                } else {
                    appendText([c])
                    i += 1
                }
            case "`":
                i = codeSpan(at: i)
            case "*", "_", "~":
                i = delimiterRun(at: i)
            case "[":
                brackets.append(Bracket(node: nodes.count, isImage: false, active: true))
                nodes.append(Node(text: ["["], style: [], delimiter: nil))
                i += 1
            case "!" where i + 1 < scalars.count && scalars[i + 1] == "[":
                brackets.append(Bracket(node: nodes.count, isImage: true, active: true))
                nodes.append(Node(text: ["!", "["], style: [], delimiter: nil))
                i += 2
            case "]":
                i = closeBracket(at: i)
            case "<":
                i = autolink(at: i)
            case "&":
                i = entity(at: i)
            default:
                appendText([c])
                i += 1
            }
        }
        processEmphasis(above: -1)
        return output()
    }

    // MARK: Code spans

    /// A backtick run opens a code span when a run of exactly as many backticks follows; else it is text.
    mutating func codeSpan(at start: Int) -> Int {
        var end = start
        while end < scalars.count && scalars[end] == "`" { end += 1 }
        let length = end - start
        var i = end
        while i < scalars.count {
            guard scalars[i] == "`" else { i += 1; continue }
            var closeEnd = i
            while closeEnd < scalars.count && scalars[closeEnd] == "`" { closeEnd += 1 }
            if closeEnd - i == length {
                // Line endings become spaces; one space each side goes when both are there (and not all spaces).
                var content = scalars[end..<i].map { $0 == "\n" || $0 == "\r" ? " " : $0 }
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = Array(content.dropFirst().dropLast())
                }
                nodes.append(Node(text: content, style: .code, delimiter: nil))
                return closeEnd
            }
            i = closeEnd
        }
        appendText(Array(scalars[start..<end]))
        return end
    }

    // MARK: Emphasis and strikethrough

    /// A run of `*`, `_` or `~`, with whether it can open and close (CommonMark's flanking rules).
    mutating func delimiterRun(at start: Int) -> Int {
        let c = scalars[start]
        var end = start
        while end < scalars.count && scalars[end] == c { end += 1 }
        let before: Unicode.Scalar = start > 0 ? scalars[start - 1] : " "
        let after: Unicode.Scalar = end < scalars.count ? scalars[end] : " "
        let afterSpace = Parser.isWhitespace(after), beforeSpace = Parser.isWhitespace(before)
        let afterPunctuation = Parser.isPunctuation(after), beforePunctuation = Parser.isPunctuation(before)
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        var canOpen = leftFlanking, canClose = rightFlanking
        if c == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
            canClose = rightFlanking && (!leftFlanking || afterPunctuation)
        }
        if c == "~" && end - start > 2 { (canOpen, canClose) = (false, false) }
        let run = Array(scalars[start..<end])
        if canOpen || canClose {
            delimiters.append(nodes.count)
            nodes.append(Node(text: run, style: [], delimiter: Delimiter(character: c, count: run.count,
                                                                         originalCount: run.count,
                                                                         canOpen: canOpen, canClose: canClose)))
        } else {
            appendText(run)
        }
        return end
    }

    /// CommonMark's "process emphasis" over the delimiters after stack position `bottom` (-1: all).
    mutating func processEmphasis(above bottom: Int) {
        // Where the search for an opener stops, per kind of closer (character, can-open, length mod 3):
        // a node index, as stack positions move when delimiters are taken off.
        let bottomNode = bottom >= 0 ? delimiters[bottom] : -1
        var openersBottom: [String: Int] = [:]
        var position = bottom + 1
        while position < delimiters.count {
            let closerNode = delimiters[position]
            guard let closer = nodes[closerNode].delimiter, closer.canClose else { position += 1; continue }
            let kind = "\(closer.character)\(closer.canOpen)\(closer.originalCount % 3)"
            let floor = max(openersBottom[kind] ?? bottomNode, bottomNode)
            var found: Int?
            var search = position - 1
            while search > bottom && delimiters[search] > floor {
                if let opener = nodes[delimiters[search]].delimiter, opener.character == closer.character,
                   opener.canOpen, Parser.matches(opener, closer) {
                    found = search
                    break
                }
                search -= 1
            }
            guard let openerPosition = found else {
                openersBottom[kind] = position > bottom + 1 ? delimiters[position - 1] : bottomNode
                if !closer.canOpen {
                    demote(closerNode)
                    delimiters.remove(at: position)
                } else {
                    position += 1
                }
                continue
            }
            let openerNode = delimiters[openerPosition]
            let opener = nodes[openerNode].delimiter!
            let used: Int
            let style: InlineStyle
            if closer.character == "~" {
                used = closer.count
                style = .strikethrough
            } else {
                used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
                style = used == 2 ? .strong : .emphasis
            }
            for k in (openerNode + 1)..<closerNode { nodes[k].style.formUnion(style) }
            // Delimiters between the two can no longer match anything: they are text now.
            for between in delimiters[(openerPosition + 1)..<position] { demote(between) }
            delimiters.removeSubrange((openerPosition + 1)..<position)
            var closerPosition = openerPosition + 1
            // The scalars used are the innermost: the end of the opener's run, the start of the closer's.
            nodes[openerNode].text.removeLast(used)
            nodes[openerNode].delimiter!.count -= used
            nodes[closerNode].text.removeFirst(used)
            nodes[closerNode].delimiter!.count -= used
            if nodes[openerNode].delimiter!.count == 0 {
                nodes[openerNode].delimiter = nil
                delimiters.remove(at: openerPosition)
                closerPosition -= 1
            }
            if nodes[closerNode].delimiter!.count == 0 {
                nodes[closerNode].delimiter = nil
                delimiters.remove(at: closerPosition)
            }
            position = closerPosition
        }
        // What is left above the bottom matched nothing: drawn as written.
        for node in delimiters[(bottom + 1)...] { demote(node) }
        delimiters.removeSubrange((bottom + 1)...)
    }

    /// Whether a closer may close an opener of the same character: the rule of 3 for `*` and `_`
    /// (a run that can both open and close matches only when the two lengths do not add up to a
    /// multiple of 3, unless both are), equal lengths for `~`.
    static func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if closer.character == "~" { return opener.count == closer.count }
        guard opener.canClose || closer.canOpen else { return true }
        let sum = opener.originalCount + closer.originalCount
        return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }

    /// A delimiter node that will match nothing: its scalars become text.
    mutating func demote(_ node: Int) {
        nodes[node].delimiter = nil
    }

    // MARK: Links

    /// `]`: closes the nearest `[` into a link when `(destination "title")` follows.
    mutating func closeBracket(at i: Int) -> Int {
        guard let last = brackets.indices.last else {
            appendText(["]"])
            return i + 1
        }
        let bracket = brackets[last]
        guard bracket.active, let end = Parser.inlineLinkEnd(scalars, from: i + 1) else {
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
        guard i > afterDestination, let close = Parser.titleClosers[s[i]] else { return nil }
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
        while i < scalars.count && scalars[i] != ">" && scalars[i] != "<" && !Parser.isWhitespace(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == ">", i > start + 1 else {
            appendText(["<"])
            return start + 1
        }
        let inside = String(String.UnicodeScalarView(scalars[(start + 1)..<i]))
        if Parser.isURI(inside) || Parser.isEmail(inside) {
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
        while i < scalars.count && i - start <= 32 && scalars[i] != ";" && !Parser.isWhitespace(scalars[i]) { i += 1 }
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
            value = Parser.namedEntities[name]
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

    // MARK: Output

    mutating func appendText(_ text: [Unicode.Scalar]) {
        if let last = nodes.indices.last, nodes[last].delimiter == nil, nodes[last].style.isEmpty,
           !brackets.contains(where: { $0.node == last }) {
            nodes[last].text.append(contentsOf: text)
        } else {
            nodes.append(Node(text: text, style: [], delimiter: nil))
        }
    }

    /// The nodes joined, with runs of equal style merged.
    func output() -> StyledText {
        var text = String.UnicodeScalarView()
        var runs: [StyleRun] = []
        var offset: Int32 = 0
        for node in nodes where !node.text.isEmpty {
            let length = Int32(node.text.reduce(0) { $0 + UTF8.width($1) })
            text.append(contentsOf: node.text)
            defer { offset += length }
            guard !node.style.isEmpty else { continue }
            if let last = runs.indices.last, runs[last].style == node.style, runs[last].utf8Range.upperBound == offset {
                runs[last].utf8Range = runs[last].utf8Range.lowerBound..<(offset + length)
            } else {
                runs.append(StyleRun(utf8Range: offset..<(offset + length), style: node.style))
            }
        }
        return StyledText(text: String(text), runs: runs)
    }

    // MARK: Character classes (CommonMark 0.29)

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" || c.properties.generalCategory == .spaceSeparator
    }

    static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(c)
    }

    static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return isASCIIPunctuation(c) }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }
}
