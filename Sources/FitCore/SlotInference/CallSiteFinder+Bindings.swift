/// The names in a file that hold catalog keys (``KeyBinding``): properties, locals, functions returning
/// keys, enums' raw values; and each property's declared type.
extension CallSiteFinder {
    // MARK: - Names holding keys

    /// `let name[: Type] = value`, or `var name: Type { … }` returning keys.
    mutating func binding(at keyword: Int) {
        guard let name = file.identifier(keyword + 1), !SwiftSourceFile.keywords.contains(name) else { return }
        var index = keyword + 2
        var typeNames: [String] = []
        if file.isSymbol(index, ":") {
            index += 1
            while index < file.tokens.count, !file.isSymbol(index, "="), !file.isSymbol(index, "{"),
                  file.tokens[index].line == file.tokens[keyword].line {
                if let typeName = file.identifier(index) { typeNames.append(typeName) }
                if file.partner[index] > index { index = file.partner[index] }
                index += 1
            }
        }
        let localizing = typeNames.contains("LocalizedStringKey") || typeNames.contains("LocalizedStringResource")
        let (scopes, type) = scopes(around: keyword)
        let isMember = isTypeBody(scopes.first)
        var values: [ValueExpression] = []
        if file.isSymbol(index, "=") {
            let end = statementEnd(from: index + 1)
            if let value = ValueExpression.parse((index + 1)..<end, in: file, keys: keys) { values = [value] }
        } else if file.isSymbol(index, "{"), !typeNames.isEmpty {
            values = returnedValues(body: index, names: typeNames.contains(where: Self.textTypes.contains))
        }
        guard values.contains(where: { !$0.literals.filter { !$0.keys.isEmpty }.isEmpty || !$0.chains.isEmpty }) else { return }
        bindings.append(KeyBinding(name: name, owner: type, isMember: isMember, scope: scopes.first ?? -1, file: fileIndex,
                                   line: file.tokens[keyword].line, values: values, localizesLiterals: localizing))
    }

    /// True when the `{` at `opener` is a type's body (a name declared there is a member).
    private func isTypeBody(_ opener: Int?) -> Bool {
        guard let opener, case .declaration(let kind, _) = file.braceFrame(at: opener).kind else { return false }
        return SyntaxFrame.typeKeywords.contains(kind)
    }

    /// `var name: Type` or `let name = Type(…)` directly in a type's body: the property's type.
    mutating func memberType(at keyword: Int) {
        guard let name = file.identifier(keyword + 1), let opener = Optional(file.enclosing[keyword]), opener >= 0,
              case .declaration(let kind, let owner) = file.braceFrame(at: opener).kind,
              SyntaxFrame.typeKeywords.contains(kind) else { return }
        var type: NameType?
        if file.isSymbol(keyword + 2, ":") {
            type = NameType.written(at: keyword + 3, in: file)
        } else if file.isSymbol(keyword + 2, "="), let value = file.identifier(keyword + 3), value.first?.isUppercase == true {
            type = NameType.written(at: keyword + 3, in: file)
        }
        if let type { memberTypes[owner, default: [:]][name] = type }
    }

    /// The types of a text a property or function can return a name or call for (`UserText.x`).
    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource"]

    /// `func name(…) -> String { … }` returning keys: `static func numberOfTabs(_ n: Int) -> String {
    /// let message = NSLocalizedString(…); return message.format(arguments: n) }`, bound by its name as a
    /// computed property is (a call `UserText.numberOfTabs(3)` is the chain of its names).
    mutating func functionBinding(at keyword: Int) {
        guard let name = file.identifier(keyword + 1), !SwiftSourceFile.keywords.contains(name) else { return }
        var paren = keyword + 2
        if file.isSymbol(paren, "<"), let close = (paren..<min(paren + 40, file.tokens.count)).first(where: { file.isSymbol($0, ">") }) {
            paren = close + 1
        }
        guard file.isSymbol(paren, "("), file.partner[paren] > paren else { return }
        var index = file.partner[paren] + 1
        while let word = file.identifier(index), ["throws", "async", "rethrows"].contains(word) { index += 1 }
        guard file.tokens.indices.contains(index), file.tokens[index].text == "->" else { return }
        var typeNames: [String] = []
        index += 1
        while index < file.tokens.count, !file.isSymbol(index, "{"), file.tokens[index].line == file.tokens[keyword].line {
            if let typeName = file.identifier(index) { typeNames.append(typeName) }
            index += 1
        }
        guard file.isSymbol(index, "{"), typeNames.contains(where: Self.textTypes.contains) else { return }
        let values = returnedValues(body: index, names: true)
        guard values.contains(where: { !$0.literals.filter { !$0.keys.isEmpty }.isEmpty || !$0.chains.isEmpty }) else { return }
        let (scopes, type) = scopes(around: keyword)
        let isMember = isTypeBody(scopes.first)
        bindings.append(KeyBinding(name: name, owner: type, isMember: isMember, scope: scopes.first ?? -1, file: fileIndex,
                                   line: file.tokens[keyword].line, values: values,
                                   localizesLiterals: typeNames.contains("LocalizedStringKey") || typeNames.contains("LocalizedStringResource")))
    }

    /// The values a computed property's body gives back: after `return`, after a `case …:` or
    /// `default:`, or as the body's only expression; through `switch`, `if` and `get`. With `names`
    /// (a body typed `String`), a name or call too (`return UserText.title`), a local of the body
    /// (`let format = NSLocalizedString(…)`) standing for its value.
    private func returnedValues(body: Int, names: Bool = false) -> [ValueExpression] {
        var values: [ValueExpression] = []
        var index = body + 1
        let close = file.partner[body]
        while index < close {
            let opener = file.enclosing[index]
            let direct = opener == body || {
                // Only through statements (`switch self {`, `if … {`, `get {`), not into closures.
                var cursor = opener
                while cursor != body, cursor >= 0 {
                    switch file.braceFrame(at: cursor).kind {
                    case .control, .declaration(keyword: "get", name: _): cursor = file.enclosing[cursor]
                    default: return false
                    }
                }
                return cursor == body
            }()
            let starts = direct && (file.isSymbol(index - 1, ":") || file.tokens[index - 1].isIdentifier("return")
                                    || file.isSymbol(index - 1, "{"))
            let named = names && file.identifier(index).map { !SwiftSourceFile.keywords.contains($0) || $0 == "self" } == true
            if starts, file.tokens[index].kind == .string || file.identifier(index).map(ValueExpression.wrappers.contains) == true || named {
                let end = statementEnd(from: index)
                if let value = ValueExpression.parse(index..<end, in: file, keys: keys) { values.append(value) }
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        guard names else { return values }
        let locals = localValues(body: body)
        return values.map { value in
            if case .chain(let chain, _) = value, chain.count == 1, let local = locals[chain[0]] { return local }
            return value
        }
    }

    /// `let name = value` directly in the body at `body`: each local's value.
    private func localValues(body: Int) -> [String: ValueExpression] {
        var locals: [String: ValueExpression] = [:]
        for index in (body + 1)..<file.partner[body] where file.enclosing[index] == body {
            guard file.tokens[index].isIdentifier("let") || file.tokens[index].isIdentifier("var"),
                  let name = file.identifier(index + 1), file.isSymbol(index + 2, "=") else { continue }
            if let value = ValueExpression.parse((index + 3)..<statementEnd(from: index + 3), in: file, keys: keys) { locals[name] = value }
        }
        return locals
    }

    /// `case name = "Key"` in an enum whose raw type is `LocalizedStringKey` (or `String`): the
    /// enum's `rawValue`.
    mutating func rawValues(at keyword: Int) {
        let (scopes, type) = scopes(around: keyword)
        guard let type, let body = scopes.first,
              case .declaration("enum", _) = file.braceFrame(at: body).kind,
              file.enclosing[keyword] == body else { return }
        // The raw type: the first name after `enum Name:`.
        var cursor = body - 1
        var inherited: [String] = []
        while cursor >= 0, !file.tokens[cursor].isIdentifier("enum") {
            if let name = file.identifier(cursor) { inherited.insert(name, at: 0) }
            cursor -= 1
        }
        guard inherited.count >= 2, ["LocalizedStringKey", "String", "LocalizedStringResource"].contains(inherited[1]) else { return }
        var index = keyword + 1
        while file.identifier(index) != nil, file.isSymbol(index + 1, "="), let literal = file.token(index + 2)?.literal {
            let found = keys.keys(for: literal)
            if !found.isEmpty {
                bindings.append(KeyBinding(name: "rawValue", owner: type, isMember: true, scope: body, file: fileIndex,
                                           line: file.tokens[index].line,
                                           values: [.literal(keys: found, localized: false, token: index + 2)],
                                           localizesLiterals: inherited[1] != "String"))
            }
            guard file.isSymbol(index + 3, ",") else { break }
            index += 4
        }
    }
}
