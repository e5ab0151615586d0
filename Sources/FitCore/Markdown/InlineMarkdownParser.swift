/// The CommonMark 0.29 inline parser behind ``InlineMarkdown/parse(_:)``: code spans, emphasis and
/// strikethrough by the delimiter-run algorithm, then the styled text. Links, autolinks and entities
/// are in InlineMarkdownParser+Links.swift.
struct InlineMarkdownParser {
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
                if i + 1 < scalars.count, InlineMarkdownParser.isASCIIPunctuation(scalars[i + 1]) {
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
        let afterSpace = InlineMarkdownParser.isWhitespace(after), beforeSpace = InlineMarkdownParser.isWhitespace(before)
        let afterPunctuation = InlineMarkdownParser.isPunctuation(after), beforePunctuation = InlineMarkdownParser.isPunctuation(before)
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
                   opener.canOpen, InlineMarkdownParser.matches(opener, closer) {
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
