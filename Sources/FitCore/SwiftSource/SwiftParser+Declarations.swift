/// Declarations: types and extensions with their members, functions and initializers with their
/// parameters, variables with type, value and accessors, enum cases, and the rest by name.
extension SwiftParser {
    static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "extension", "protocol", "actor", "func", "init", "deinit", "subscript", "var", "let",
        "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]

    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
        "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "async",
    ]

    /// The declaration at `position` (one node per name for `let a = 1, b = 2` and `case a, b`), or
    /// nil, `position` unmoved, when no declaration starts there.
    mutating func declaration(until end: Int) -> [SwiftNode]? {
        let start = position
        var modifiers: [String] = []
        while position < end {
            if isSymbol(position, "@"), let name = identifier(position + 1) {
                var written = "@" + name
                position += 2
                while isSymbol(position, "."), let more = identifier(position + 1) { written += "." + more; position += 2 }
                if isOperator(position), isLeftBound(position), tokens[position].text.hasPrefix("<"), let generics = genericArguments(until: end) {
                    written += generics  // `@Clamp<Speed>`
                }
                if isSymbol(position, "("), isLeftBound(position) { position = partner[position] + 1 }
                modifiers.append(written)
            } else if let word = identifier(position), SwiftParser.modifierWords.contains(word),
                      word != "class" || identifier(position + 1).map({ SwiftParser.declarationKeywords.contains($0) || SwiftParser.modifierWords.contains($0) }) == true {
                modifiers.append(word)
                position += 1
                if isSymbol(position, "("), isLeftBound(position) { position = partner[position] + 1 }
            } else {
                break
            }
        }
        guard let keyword = identifier(position), SwiftParser.declarationKeywords.contains(keyword), position < end else {
            position = start
            return nil
        }
        position += 1
        var declared = SwiftDeclaration(keyword: keyword, name: "", modifiers: modifiers)
        switch keyword {
        case "struct", "class", "enum", "extension", "protocol", "actor":
            declared.name = keyword == "extension" ? typeText(until: end) : identifier(position).map { position += 1; return $0 } ?? ""
            skipGenericParameters(until: end)
            declared.inherited = inheritance(until: end)
            skipWhereClause(until: end)
            if isSymbol(position, "{") { declared.body = block() }
        case "func", "init", "subscript", "macro":
            if keyword == "func", let name = token(position), name.kind == .identifier || name.kind == .operator {
                declared.name = name.text
                position += 1
            }
            if keyword == "init", isOperator(position), isLeftBound(position), ["?", "!"].contains(tokens[position].text) { position += 1 }  // `init?`
            skipGenericParameters(until: end)
            if isSymbol(position, "(") { declared.parameters = parameters(ofParen: position) }
            skipEffects(until: end)
            if isOperator(position), tokens[position].text == "->" {
                position += 1
                declared.type = typeText(until: end)
            }
            skipWhereClause(until: end)
            if keyword == "macro", isOperator(position), tokens[position].text == "=" {
                position += 1
                declared.value = expressionOrUnknown(until: end, stops: [], endsAtLine: true)
            }
            if isSymbol(position, "{") { readBody(into: &declared) }
        case "deinit":
            if isSymbol(position, "{") { declared.body = block() }
        case "var", "let":
            return bindings(declared, from: start, until: end)
        case "case":
            return cases(declared, from: start, until: end)
        case "typealias", "associatedtype":
            declared.name = identifier(position).map { position += 1; return $0 } ?? ""
            skipGenericParameters(until: end)
            declared.inherited = inheritance(until: end)
            if isOperator(position), tokens[position].text == "=" {
                position += 1
                declared.type = typeText(until: end)
            }
            skipWhereClause(until: end)
        default:
            // `import`, `operator`, `precedencegroup`: the rest of the line, and a group's body.
            var parts: [String] = []
            while position < end, !startsLine(position), !isSymbol(position, "{"), !isSymbol(position, ";") {
                parts.append(tokens[position].text)
                position += 1
            }
            declared.name = parts.last.map { _ in parts.joined() } ?? ""
            if keyword == "import", parts.count > 1, SwiftParser.declarationKeywords.contains(parts[0]) || parts[0] == "struct" {
                declared.name = parts.dropFirst().joined()
            }
            if isSymbol(position, "{") { position = partner[position] + 1 }
        }
        return [node(.declaration(declared), from: start)]
    }

    /// `let a: T = v { accessors }, b = w`: one declaration per name.
    mutating func bindings(_ template: SwiftDeclaration, from start: Int, until end: Int) -> [SwiftNode] {
        var result: [SwiftNode] = []
        var bindingStart = start
        repeat {
            if !result.isEmpty { position += 1; bindingStart = position }
            var declared = template
            if isSymbol(position, "(") {
                declared.name = SwiftParser.text(of: tokens[position...partner[position]])
                position = partner[position] + 1
            } else if let name = identifier(position) {
                declared.name = name
                position += 1
            } else {
                break
            }
            if isSymbol(position, ":") {
                position += 1
                declared.type = typeText(until: end)
            }
            if isOperator(position), tokens[position].text == "=" {
                position += 1
                declared.value = expressionOrUnknown(until: end, stops: [",", "{"], endsAtLine: true)
            }
            if isSymbol(position, "{") { readBody(into: &declared) }
            result.append(node(.declaration(declared), from: bindingStart))
        } while position < end && isSymbol(position, ",") && template.keyword != "case"
        if result.isEmpty { return [node(.declaration(template), from: start)] }
        return result
    }

    /// `case a, b(String), c = 3`: one declaration per case.
    mutating func cases(_ template: SwiftDeclaration, from start: Int, until end: Int) -> [SwiftNode] {
        var result: [SwiftNode] = []
        var caseStart = start
        while position < end, let name = identifier(position) {
            var declared = template
            declared.name = name
            position += 1
            if isSymbol(position, "(") { declared.parameters = parameters(ofParen: position) }
            if isOperator(position), tokens[position].text == "=" {
                position += 1
                declared.value = expressionOrUnknown(until: end, stops: [","], endsAtLine: true)
            }
            result.append(node(.declaration(declared), from: caseStart))
            guard isSymbol(position, ","), identifier(position + 1) != nil else { break }
            position += 1
            caseStart = position
        }
        if result.isEmpty { return [node(.declaration(template), from: start)] }
        return result
    }

    /// A body `{ … }` at `position`: accessors (`get {…} set {…}`, `didSet`) or statements.
    mutating func readBody(into declared: inout SwiftDeclaration) {
        let open = position
        let close = partner[open]
        guard isAccessorBlock(open) else {
            declared.body = block()
            return
        }
        position = open + 1
        while position < close {
            while let word = identifier(position), ["mutating", "nonmutating"].contains(word) || isSymbol(position, "@") { position += 1 }
            guard let keyword = identifier(position) else { position += 1; continue }
            position += 1
            if isSymbol(position, "("), isLeftBound(position) || identifier(position + 1) != nil { position = partner[position] + 1 }
            skipEffects(until: close)
            let body = isSymbol(position, "{") ? block() : []
            declared.accessors.append(SwiftAccessor(keyword: keyword, body: body))
        }
        position = close + 1
    }

    /// The parameters in the `(…)` at `open`: `label name: Type = default`; `position` after it.
    mutating func parameters(ofParen open: Int) -> [SwiftParameter] {
        let close = partner[open]
        position = open + 1
        var result: [SwiftParameter] = []
        while position < close {
            if isSymbol(position, ",") { position += 1; continue }
            let start = position
            var names: [String] = []
            while let name = identifier(position), !isSymbol(position, ":"), names.count < 2, position < close,
                  identifier(position + 1) != nil || isSymbol(position + 1, ":") {
                names.append(name)
                position += 1
            }
            var parameter = SwiftParameter(label: nil, name: "", type: "", defaultValue: nil)
            if isSymbol(position, ":"), !names.isEmpty {
                position += 1
                parameter.label = names[0] == "_" ? nil : names[0]
                parameter.name = names.last!
            }
            parameter.type = typeText(until: close)
            if isOperator(position), tokens[position].text == "...", isLeftBound(position) { position += 1 }
            if isOperator(position), tokens[position].text == "=" {
                position += 1
                parameter.defaultValue = expressionOrUnknown(until: close, stops: [","], endsAtLine: false)
            }
            // Anything not read: up to the next parameter.
            while position < close, !isSymbol(position, ",") {
                position = partner[position] > position ? partner[position] + 1 : position + 1
            }
            if position > start { result.append(parameter) } else { position += 1 }
        }
        position = close + 1
        return result
    }

    /// `: A, B<C>` after a type's name.
    mutating func inheritance(until end: Int) -> [String] {
        guard isSymbol(position, ":") else { return [] }
        position += 1
        var result: [String] = []
        while position < end {
            let before = position
            let type = typeText(until: end)
            guard position > before else { break }
            result.append(type)
            guard isSymbol(position, ",") else { break }
            position += 1
        }
        return result
    }

    mutating func skipGenericParameters(until end: Int) {
        if isOperator(position), tokens[position].text.hasPrefix("<") { _ = genericArguments(until: end) }
    }

    /// `where T: P, U == V` up to the body's `{` or the line's end.
    mutating func skipWhereClause(until end: Int) {
        guard identifier(position) == "where" else { return }
        position += 1
        while position < end, !isSymbol(position, "{"), !isSymbol(position, ";"),
              !startsLine(position) || isSymbol(position - 1, ",") || isOperator(position) || isOperator(position - 1) || isSymbol(position - 1, ":") {
            position = partner[position] > position ? partner[position] + 1 : position + 1
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`.
    mutating func skipEffects(until end: Int) {
        while position < end, let word = identifier(position), ["async", "throws", "rethrows", "reasync"].contains(word) {
            position += 1
            if isSymbol(position, "("), isLeftBound(position) { position = partner[position] + 1 }
        }
    }
}
