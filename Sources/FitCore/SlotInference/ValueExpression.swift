/// What a place in code is given as text, as far as a lexer can tell: a literal that is a catalog
/// key, a name (`title`, `tab.title`, `mode.rawValue`) to look up, or one of two (`a ? "X" : "Y"`).
indirect enum ValueExpression: Sendable, Hashable {
    /// A string literal; `keys` are the catalog keys it can be (several only for an interpolation
    /// that more than one key fits); `localized` when it is wrapped in `String(localized:)`,
    /// `NSLocalizedString`, `LocalizedStringKey(…)`, `LocalizedStringResource(…)` or `.init(…, table:)`.
    case literal(keys: [String], localized: Bool, token: Int)
    /// A chain of names: `["title"]`, `["self", "title"]`, `["tab", "title"]`.
    case chain([String], token: Int)
    /// The branches of a `?:`.
    case choice([ValueExpression])

    /// Calls that turn a literal into localized text (the key is their first argument).
    static let wrappers: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "String"]

    /// The value the tokens `range` of `file` hold, or `nil` when they are anything else.
    static func parse(_ range: Range<Int>, in file: SwiftSourceFile, keys: CatalogKeyIndex) -> ValueExpression? {
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound, last = range.upperBound - 1
        // A ternary: `condition ? A : B` at this level.
        var index = first
        while index <= last {
            if file.partner[index] > index { index = file.partner[index] + 1; continue }
            if file.isSymbol(index, "?"), !file.isSymbol(index + 1, "."), !file.isSymbol(index + 1, "["),
               let colon = colon(after: index, upTo: last, in: file) {
                let branches = [parse((index + 1)..<colon, in: file, keys: keys),
                                parse((colon + 1)..<range.upperBound, in: file, keys: keys)].compactMap { $0 }
                return branches.isEmpty ? nil : .choice(branches)
            }
            index += 1
        }
        // `a ?? b`: either.
        index = first
        while index <= last {
            if file.partner[index] > index { index = file.partner[index] + 1; continue }
            if file.tokens[index].kind == .operator, file.tokens[index].text == "??" {
                let branches = [parse(first..<index, in: file, keys: keys), parse((index + 1)..<range.upperBound, in: file, keys: keys)]
                    .compactMap { $0 }
                return branches.isEmpty ? nil : .choice(branches)
            }
            index += 1
        }
        // An array literal (`phrases: ["…", "…"]`): each element.
        if file.isSymbol(first, "["), file.partner[first] == last {
            let elements = file.arguments(ofParen: first).compactMap { parse($0.value, in: file, keys: keys) }
            return elements.isEmpty ? nil : .choice(elements)
        }
        if first == last, let literal = file.tokens[first].literal {
            return .literal(keys: keys.keys(for: literal), localized: false, token: first)
        }
        if let formatted = FormattingCall.value(of: range, in: file, keys: keys) { return formatted }
        // A key in a localizing call spanning the whole range (`LocalizedStringKey("key")`,
        // `String(localized:)`, `NSLocalizedString`, `.init("key", table: "T")`: ``KeyLiteralReader``);
        // each such call ends with its argument list's `)` and names one of ``KeyLiteralReader/callNames``.
        if file.isSymbol(last, ")"), range.contains(where: { KeyLiteralReader.callNames.contains(file.tokens[$0].text) }),
           let node = file.tree.node(spanning: range), let wrapped = KeyLiteralReader.wrapped(node) {
            switch parse(wrapped.key.tokens, in: file, keys: keys) {
            case .literal(let found, _, let token)?: return .literal(keys: found, localized: wrapped.localizes, token: token)
            case let other?: return other
            case nil: return nil
            }
        }
        if let name = file.identifier(first), wrappers.contains(name) { return nil }
        if let call = FormattingCall.appCall(range, in: file) { return call }
        // A chain of names.
        var names: [String] = []
        index = first
        while index <= last {
            guard let name = file.identifier(index) else { return nil }
            names.append(name)
            if index == last { return .chain(names, token: first) }
            guard file.isSymbol(index + 1, ".") else { return nil }
            index += 2
        }
        return nil
    }

    /// The `:` of a ternary whose `?` is at `question`.
    private static func colon(after question: Int, upTo last: Int, in file: SwiftSourceFile) -> Int? {
        var index = question + 1
        var nested = 0
        while index <= last {
            if file.partner[index] > index { index = file.partner[index] + 1; continue }
            if file.isSymbol(index, "?"), !file.isSymbol(index + 1, ".") { nested += 1 }
            if file.isSymbol(index, ":") {
                if nested == 0 { return index }
                nested -= 1
            }
            index += 1
        }
        return nil
    }

    /// Every literal in the expression.
    var literals: [(keys: [String], localized: Bool, token: Int)] {
        switch self {
        case .literal(let keys, let localized, let token): return [(keys, localized, token)]
        case .chain: return []
        case .choice(let branches): return branches.flatMap(\.literals)
        }
    }

    /// Every chain in the expression.
    var chains: [(names: [String], token: Int)] {
        switch self {
        case .literal: return []
        case .chain(let names, let token): return [(names, token)]
        case .choice(let branches): return branches.flatMap(\.chains)
        }
    }
}
