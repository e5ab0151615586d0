/// Reads a file's tokens (after ``PlatformBranches``) into ``SwiftNode``s: statements, declarations,
/// expressions. It never fails on tokens the lexer accepted: what it does not understand becomes an
/// `unknown` node spanning those tokens, and reading goes on at the next statement or argument.
/// Brackets are already matched (`partner`), so every list and body has a known end.
struct SwiftParser {
    let tokens: [SwiftToken]
    let partner: [Int]
    var position = 0

    init(tokens: [SwiftToken], partner: [Int]) {
        self.tokens = tokens
        self.partner = partner
    }

    /// The file's top-level statements and declarations.
    mutating func file() -> [SwiftNode] {
        position = 0
        return statements(until: tokens.count)
    }

    // MARK: - Statements

    /// The statements from `position` up to `end` (exclusive), leaving `position` at `end`.
    mutating func statements(until end: Int) -> [SwiftNode] {
        var result: [SwiftNode] = []
        while position < end {
            if isSymbol(position, ";") { position += 1; continue }
            let start = position
            let nodes = statement(until: end)
            if position <= start || position > end {
                position = start
                result.append(unknown(from: start, to: nextStatement(after: start, until: end)))
            } else {
                result.append(contentsOf: nodes)
                if position < end, !isSymbol(position, ";"), !startsLine(position) {
                    // Something follows on the same line that is not a new statement: not understood.
                    let from = position
                    result.append(unknown(from: from, to: nextStatement(after: from, until: end)))
                }
            }
        }
        position = end
        return result
    }

    /// One statement: a declaration, a control statement, `return`…, or an expression.
    mutating func statement(until end: Int) -> [SwiftNode] {
        if let declared = declaration(until: end) { return declared }
        guard let word = identifier(position) else { return [expressionStatement(until: end)] }
        // `outer: for …`: a labelled loop.
        if isSymbol(position + 1, ":"), let next = identifier(position + 2), ["for", "while", "repeat", "do", "switch", "if"].contains(next) {
            position += 2
            return statement(until: end)
        }
        switch word {
        case "if", "guard", "switch", "for", "while", "repeat", "do":
            return [control(until: end, noTrailingClosure: false)]
        case "return", "throw":
            let start = position
            position += 1
            var operands: [SwiftNode] = []
            if position < end, !startsLine(position), !isSymbol(position, "}"), !isSymbol(position, ";") {
                operands.append(expressionOrUnknown(until: end, stops: ["}"], endsAtLine: true))
            }
            return [node(.statement(keyword: word, operands: operands), from: start)]
        case "break", "continue":
            let start = position
            position += 1
            if position < end, identifier(position) != nil, !startsLine(position) { position += 1 }
            return [node(.statement(keyword: word, operands: []), from: start)]
        case "fallthrough":
            position += 1
            return [node(.statement(keyword: word, operands: []), from: position - 1)]
        case "defer":
            let start = position
            position += 1
            let body = isSymbol(position, "{") ? block() : []
            return [node(.statement(keyword: word, operands: body), from: start)]
        default:
            return [expressionStatement(until: end)]
        }
    }

    mutating func expressionStatement(until end: Int) -> SwiftNode {
        expressionOrUnknown(until: end, stops: [], endsAtLine: true)
    }

    /// The statements of the `{ … }` at `position`, leaving `position` after its `}`.
    mutating func block() -> [SwiftNode] {
        guard isSymbol(position, "{") else { return [] }
        let close = partner[position]
        position += 1
        let body = statements(until: close)
        position = close + 1
        return body
    }

    // MARK: - Recovery

    /// An expression ending where an expression may end (`end`, a `stops` symbol or word, or, when
    /// `endsAtLine`, a new line or `;`); anything else up to there makes the whole an `unknown` node.
    mutating func expressionOrUnknown(until end: Int, stops: Set<String>, endsAtLine: Bool, noTrailingClosure: Bool = false) -> SwiftNode {
        let start = position
        func stopsAt(_ index: Int) -> Bool {
            index >= end || stops.contains(tokens[index].text) && tokens[index].kind != .string && tokens[index].kind != .number || (endsAtLine && (startsLine(index) || isSymbol(index, ";")))
        }
        let value = expression(until: end, noTrailingClosure: noTrailingClosure)
        if position > start, position <= end, stopsAt(position) { return value }
        // Not understood: run on to the next stop or statement.
        var index = max(position, start + 1)
        while !stopsAt(index) {
            index = partner[index] > index ? partner[index] + 1 : index + 1
        }
        position = min(index, end)
        return unknown(from: start, to: position)
    }

    /// Where the statement that starts at `start` ends: the first token on a later line (brackets
    /// skipped) or `;`.
    func nextStatement(after start: Int, until end: Int) -> Int {
        var index = partner[start] > start ? partner[start] + 1 : start + 1
        while index < end, !startsLine(index), !isSymbol(index, ";") {
            index = partner[index] > index ? partner[index] + 1 : index + 1
        }
        return min(max(index, start + 1), end)
    }

    func unknown(from start: Int, to end: Int) -> SwiftNode {
        SwiftNode(kind: .unknown, tokens: start..<max(end, start + 1), line: tokens[start].line, column: tokens[start].column)
    }

    /// A node of `kind` from `start` up to `position`.
    func node(_ kind: SwiftNode.Kind, from start: Int) -> SwiftNode {
        SwiftNode(kind: kind, tokens: start..<max(position, start + 1), line: tokens[start].line, column: tokens[start].column)
    }

    // MARK: - Tokens

    func token(_ index: Int) -> SwiftToken? { tokens.indices.contains(index) ? tokens[index] : nil }

    func isSymbol(_ index: Int, _ symbol: String) -> Bool { token(index)?.isSymbol(symbol) ?? false }

    func identifier(_ index: Int) -> String? {
        guard let token = token(index), token.kind == .identifier else { return nil }
        return token.text
    }

    func isOperator(_ index: Int) -> Bool { token(index)?.kind == .operator }

    /// True when the token at `index` is the first on its line (or the file's first).
    func startsLine(_ index: Int) -> Bool {
        guard index > 0, index < tokens.count else { return true }
        return end(of: index - 1).line < tokens[index].line
    }

    /// True when nothing separates the token at `index` from the one before it.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0, index < tokens.count else { return false }
        let previous = end(of: index - 1)
        return previous.line == tokens[index].line && previous.column == tokens[index].column
    }

    /// True when nothing separates the token at `index` from the one after it.
    func isRightBound(_ index: Int) -> Bool { index + 1 < tokens.count && isLeftBound(index + 1) }

    /// The line and column just after the token at `index`.
    func end(of index: Int) -> (line: Int, column: Int) {
        let token = tokens[index]
        guard token.kind == .string else { return (token.line, token.column + token.text.utf8.count) }
        let lines = token.text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let last = lines.last?.count ?? 0
        return lines.count == 1 ? (token.line, token.column + last) : (token.line + lines.count - 1, last + 1)
    }
}
