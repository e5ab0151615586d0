/// Expressions: operators by Swift's precedence, prefixes, primaries and their postfixes (calls,
/// members, subscripts, trailing closures).
extension SwiftParser {
    /// Swift's standard precedence groups, lowest first (an unknown operator adds).
    static func precedence(of symbol: String) -> Int {
        switch symbol {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=": return 1
        case "?": return 2
        case "||": return 3
        case "&&": return 4
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", ".==", ".!=": return 5
        case "??": return 6
        case "as", "is": return 7
        case "...", "..<": return 8
        case "*", "/", "%", "&", "&*": return 10
        case "<<", ">>": return 11
        default: return 9  // `+`, `-`, `|`, `^`, `&+`, custom operators
        }
    }

    /// An expression up to `end`; `noTrailingClosure` in a statement's condition, where `{` opens the body.
    mutating func expression(until end: Int, noTrailingClosure: Bool = false, minimum: Int = 1) -> SwiftNode {
        let start = position
        var left = unary(until: end, noTrailingClosure: noTrailingClosure)
        while position < end, let symbol = binaryOperator(at: position) {
            let level = SwiftParser.precedence(of: symbol)
            guard level >= minimum else { break }
            if symbol == "as" || symbol == "is" {
                position += 1
                var written = symbol
                if isOperator(position), isLeftBound(position), let mark = token(position)?.text, mark == "?" || mark == "!" {
                    written += mark
                    position += 1
                }
                let typeStart = position
                let type = typeText(until: end)
                guard position > typeStart else { break }
                left = node(.binary(left: left, operator: written, right: node(.type(type), from: typeStart)), from: start)
            } else if symbol == "?" {
                position += 1
                let then = expression(until: end, noTrailingClosure: noTrailingClosure)
                guard isSymbol(position, ":") else { break }
                position += 1
                let otherwise = expression(until: end, noTrailingClosure: noTrailingClosure, minimum: level)
                left = node(.ternary(condition: left, then: then, else: otherwise), from: start)
            } else if level == 1 {
                position += 1
                let value = expression(until: end, noTrailingClosure: noTrailingClosure, minimum: level)
                left = node(.assignment(target: left, operator: symbol, value: value), from: start)
            } else {
                position += 1
                // `??` groups to the right, the others to the left.
                let right = expression(until: end, noTrailingClosure: noTrailingClosure, minimum: symbol == "??" ? level : level + 1)
                left = node(.binary(left: left, operator: symbol, right: right), from: start)
            }
        }
        return left
    }

    /// The infix operator at `index`, if the token there is one: an operator with white space on
    /// both sides or neither (Swift's rule), `as`, `is`, or a ternary `?`.
    func binaryOperator(at index: Int) -> String? {
        guard let token = token(index) else { return nil }
        if token.kind == .identifier { return token.text == "as" || token.text == "is" ? token.text : nil }
        guard token.kind == .operator, token.text != "->", index + 1 < tokens.count else { return nil }
        return isLeftBound(index) == isRightBound(index) ? token.text : nil
    }

    /// Prefix operators, `try`/`await`, then a primary with its postfixes.
    mutating func unary(until end: Int, noTrailingClosure: Bool) -> SwiftNode {
        let start = position
        if let word = identifier(position), ["try", "await"].contains(word), position + 1 < end {
            position += 1
            if word == "try", isOperator(position), isLeftBound(position), ["?", "!"].contains(tokens[position].text) { position += 1 }
            return unary(until: end, noTrailingClosure: noTrailingClosure)
        }
        if let word = identifier(position), word == "let" || word == "var", position + 1 < end {
            // `case let .some(x)`, `.some(let x)`: a binding inside a pattern.
            position += 1
            let operand = unary(until: end, noTrailingClosure: noTrailingClosure)
            return node(.prefix(operator: word, operand: operand), from: start)
        }
        if isOperator(position), !tokens[position].text.hasPrefix("\\"), isRightBound(position), position + 1 < end {
            let symbol = tokens[position].text
            position += 1
            let operand = unary(until: end, noTrailingClosure: noTrailingClosure)
            return node(.prefix(operator: symbol, operand: operand), from: start)
        }
        let primary = self.primary(until: end, noTrailingClosure: noTrailingClosure)
        guard position > start else { return primary }
        return postfix(primary, from: start, until: end, noTrailingClosure: noTrailingClosure)
    }

    mutating func primary(until end: Int, noTrailingClosure: Bool) -> SwiftNode {
        let start = position
        guard position < end, let token = token(position) else { return unknown(from: min(start, tokens.count - 1), to: start + 1) }
        switch token.kind {
        case .number:
            position += 1
            return node(.number(token.text), from: start)
        case .string:
            position += 1
            return node(.string(token.literal ?? SwiftStringLiteral(segments: [])), from: start)
        case .identifier:
            switch token.text {
            case "true", "false":
                position += 1
                return node(.bool(token.text == "true"), from: start)
            case "nil":
                position += 1
                return node(.nilLiteral, from: start)
            case "if", "switch":
                return control(until: end, noTrailingClosure: noTrailingClosure)
            default:
                position += 1
                var name = token.text
                if token.text.first?.isUppercase == true, isOperator(position), isLeftBound(position),
                   tokens[position].text.hasPrefix("<"), let generics = genericArguments(until: end) {
                    name += generics.hasSuffix(".") ? String(generics.dropLast()) : generics
                }
                // `#available(iOS 16.0, *)`: a platform and its version.
                if self.token(position)?.kind == .number, !startsLine(position) {
                    name += " " + tokens[position].text
                    position += 1
                }
                return node(.name(name), from: start)
            }
        case .punctuation:
            switch token.text {
            case ".":
                guard let name = identifier(position + 1) else { break }
                position += 2
                return node(.implicitMember(name), from: start)
            case "(":
                let elements = arguments(ofParen: position)
                return node(.tuple(elements), from: start)
            case "[":
                return collection()
            case "{":
                return closure()
            default:
                break
            }
        case .operator:
            if token.text.hasPrefix("\\") { return keyPath(until: end) }
        }
        return unknown(from: start, to: start + 1)
    }

    /// Calls, members, subscripts, trailing closures and postfix `?`/`!` after `base`.
    mutating func postfix(_ base: SwiftNode, from start: Int, until end: Int, noTrailingClosure: Bool) -> SwiftNode {
        var current = base
        var links: [SwiftLink] = []
        func chained() -> SwiftNode {
            links.isEmpty ? current : node(.chain(SwiftChain(base: current, links: links)), from: start)
        }
        while position < end {
            let index = position
            if index > start, isOperator(index - 1), tokens[index - 1].text.hasPrefix(">"), tokens[index - 1].text.hasSuffix("."),
               let name = identifier(index) {
                // `Wrapper<Int>.Key`: the lexer joined the `.` to the generic's `>`.
                position += 1
                links.append(SwiftLink(name: name, arguments: nil, nameToken: index, paren: nil,
                                       tokens: index - 1..<position, line: tokens[index].line, column: tokens[index].column))
            } else if isOperator(index), isLeftBound(index), tokens[index].text.hasPrefix("<"), var last = links.last,
                      last.name.first?.isUppercase == true, last.arguments == nil, let generics = genericArguments(until: end) {
                // `UICollectionView.CellRegistration<Cell, Item> { … }`: a nested generic type.
                last.name += generics.hasSuffix(".") ? String(generics.dropLast()) : generics
                last.tokens = last.tokens.lowerBound..<position
                links[links.count - 1] = last
            } else if isSymbol(index, "."), let name = identifier(index + 1) ?? numberText(index + 1) {
                position += 2
                links.append(SwiftLink(name: name, arguments: nil, nameToken: index + 1, paren: nil,
                                       tokens: index..<position, line: tokens[index].line, column: tokens[index].column))
            } else if isOperator(index), isLeftBound(index), tokens[index].text.dropLast(tokens[index].text.hasSuffix(".") ? 1 : 0)
                        .allSatisfy({ $0 == "?" || $0 == "!" }), tokens[index].text != "." {
                // `a?.b`, `a!.b`, `a!`, `a?`: optional chaining keeps the chain.
                guard tokens[index].text.hasSuffix("."), let name = identifier(index + 1) ?? numberText(index + 1) else {
                    position += 1
                    continue
                }
                position += 2
                links.append(SwiftLink(name: name, arguments: nil, nameToken: index + 1, paren: nil,
                                       tokens: index..<position, line: tokens[index].line, column: tokens[index].column))
            } else if isSymbol(index, "("), !startsLine(index), let labels = compoundName(index) {
                // `#selector(tap(_:))`, `foo(_:sender:)`: a function named by its labels.
                position = partner[index] + 1
                if var last = links.popLast() {
                    last.name += labels
                    last.tokens = last.tokens.lowerBound..<position
                    links.append(last)
                } else if case .name(let name) = current.kind {
                    current = node(.name(name + labels), from: start)
                }
            } else if isSymbol(index, "("), !startsLine(index) {
                let arguments = self.arguments(ofParen: index)
                if var last = links.last, last.arguments == nil {
                    last.arguments = arguments
                    last.paren = index
                    last.tokens = last.tokens.lowerBound..<position
                    links[links.count - 1] = last
                } else {
                    current = node(.call(SwiftCall(callee: chained(), arguments: arguments, trailingClosures: [], paren: index)), from: start)
                    links = []
                }
            } else if isSymbol(index, "["), !startsLine(index) {
                let arguments = self.arguments(ofParen: index)
                links.append(SwiftLink(name: "[]", arguments: arguments, nameToken: index, paren: index,
                                       tokens: index..<position, line: tokens[index].line, column: tokens[index].column))
            } else if isSymbol(index, "{"), !noTrailingClosure, takesTrailingClosure(current, links: links), !isAccessorBlock(index) {
                let closures = trailingClosures(until: end)
                if var last = links.last, last.trailingClosures.isEmpty {
                    last.trailingClosures = closures
                    if last.arguments == nil { last.arguments = [] }
                    last.tokens = last.tokens.lowerBound..<position
                    links[links.count - 1] = last
                } else if links.isEmpty, case .call(var call) = current.kind, call.trailingClosures.isEmpty {
                    call.trailingClosures = closures
                    current = node(.call(call), from: start)
                } else {
                    current = node(.call(SwiftCall(callee: chained(), arguments: [], trailingClosures: closures, paren: nil)), from: start)
                    links = []
                }
            } else {
                break
            }
        }
        return chained()
    }

    /// `(_:sender:)` at `open`: labels each followed by `:`, nothing else.
    func compoundName(_ open: Int) -> String? {
        let close = partner[open]
        guard close > open + 2, (close - open - 1) % 2 == 0 else { return nil }
        var text = "("
        for index in stride(from: open + 1, to: close, by: 2) {
            guard let label = identifier(index), isSymbol(index + 1, ":") else { return nil }
            text += label + ":"
        }
        return text + ")"
    }

    func numberText(_ index: Int) -> String? { token(index)?.kind == .number ? tokens[index].text : nil }

    /// True when a `{` after `current` can be its trailing closure: after a name, a member or a call.
    func takesTrailingClosure(_ current: SwiftNode, links: [SwiftLink]) -> Bool {
        if !links.isEmpty { return true }
        switch current.kind {
        case .name(let name): return !SwiftSourceFile.keywords.contains(name) || name == "self" || name == "super"
        case .call, .implicitMember: return true
        default: return false
        }
    }

    /// True for `{ get … }`, `{ didSet { … } }`: a property's accessors, not a closure.
    func isAccessorBlock(_ brace: Int) -> Bool {
        var index = brace + 1
        while let word = identifier(index), ["mutating", "nonmutating"].contains(word) { index += 1 }
        guard let word = identifier(index), ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(word) else { return false }
        return isSymbol(index + 1, "{") || isSymbol(index + 1, "(") || isSymbol(index + 1, "}") || identifier(index + 1) != nil
    }

    /// `{ … }` and any `label: { … }` after it, as arguments.
    mutating func trailingClosures(until end: Int) -> [SwiftArgument] {
        var result = [SwiftArgument(label: nil, value: closure())]
        while position + 2 < end, let label = identifier(position), !["case", "default"].contains(label),
              isSymbol(position + 1, ":"), isSymbol(position + 2, "{") {
            position += 2
            result.append(SwiftArgument(label: label, value: closure()))
        }
        return result
    }

    /// The elements of the `(…)` or `[…]` at `open`, each with its label; `position` after the close.
    mutating func arguments(ofParen open: Int) -> [SwiftArgument] {
        let close = partner[open]
        position = open + 1
        var result: [SwiftArgument] = []
        while position < close {
            if isSymbol(position, ",") { position += 1; continue }
            var label: String?
            if let name = identifier(position), isSymbol(position + 1, ":"), position + 2 < close {
                label = name
                position += 2
            } else if isOperator(position), isSymbol(position + 1, ":"), position + 2 < close {
                position += 2  // `(+: 1)` never happens; an operator passed as a value does: `reduce(0, +)`
            }
            if isOperator(position), isSymbol(position + 1, ",") || position + 1 == close {
                let start = position
                position += 1
                result.append(SwiftArgument(label: label, value: node(.name(tokens[start].text), from: start)))
                continue
            }
            result.append(SwiftArgument(label: label, value: expressionOrUnknown(until: close, stops: [","], endsAtLine: false)))
        }
        position = close + 1
        return result
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func collection() -> SwiftNode {
        let start = position
        let close = partner[start]
        if isSymbol(start + 1, ":"), start + 2 == close {
            position = close + 1
            return node(.dictionary([]), from: start)
        }
        position = start + 1
        var elements: [SwiftNode] = []
        var entries: [SwiftDictionaryEntry] = []
        while position < close {
            if isSymbol(position, ",") { position += 1; continue }
            let element = expressionOrUnknown(until: close, stops: [",", ":"], endsAtLine: false)
            if isSymbol(position, ":") {
                position += 1
                entries.append(SwiftDictionaryEntry(key: element, value: expressionOrUnknown(until: close, stops: [","], endsAtLine: false)))
            } else {
                elements.append(element)
            }
        }
        position = close + 1
        return node(entries.isEmpty ? .array(elements) : .dictionary(entries), from: start)
    }

    /// `{ [capture] (a, b) -> T in statements }` or `{ statements }`.
    mutating func closure() -> SwiftNode {
        let start = position
        let close = partner[start]
        var parameters: [String] = []
        var index = start + 1
        var names: [String] = []
        // The signature: brackets, names, `,`, `:`, `->`, type punctuation, up to `in`.
        while index < close {
            if let word = identifier(index) {
                if word == "in" { break }
                if ["for", "if", "case", "let", "var", "return", "switch", "guard", "while", "do"].contains(word) { index = close; break }
                if !isSymbol(index - 1, ":"), !isSymbol(index - 1, ".") { names.append(word) }
                index += 1
            } else if isSymbol(index, "("), isSymbol(start + 1, "(") || isSymbol(index - 1, "]") || index == start + 1 {
                names += parametersInParens(index)
                index = partner[index] + 1
            } else if isSymbol(index, "[") || isSymbol(index, "(") {
                index = partner[index] + 1
            } else if isSymbol(index, ",") || isSymbol(index, ":") || isSymbol(index, ".") || isSymbol(index, "@")
                        || (isOperator(index) && tokens[index].text.allSatisfy({ "->?!&<".contains($0) })) {
                index += 1
            } else {
                index = close
            }
        }
        position = start + 1
        if index < close, identifier(index) == "in" {
            parameters = names.filter { !["async", "throws", "rethrows", "some", "any", "inout", "weak", "unowned", "self"].contains($0) }
            position = index + 1
        }
        let body = statements(until: close)
        position = close + 1
        return node(.closure(SwiftClosure(parameters: parameters, body: body)), from: start)
    }

    /// The parameter names in a closure's `(a: Int, b)`: each element's first name.
    func parametersInParens(_ open: Int) -> [String] {
        var result: [String] = []
        var index = open + 1
        var expectName = true
        while index < partner[open] {
            if expectName, let word = identifier(index) { result.append(word); expectName = false }
            if isSymbol(index, ",") { expectName = true }
            index = partner[index] > index ? partner[index] + 1 : index + 1
        }
        return result
    }

    /// `\.a.b`, `\Type.a?.b`: the key path as written.
    mutating func keyPath(until end: Int) -> SwiftNode {
        let start = position
        var text = tokens[position].text
        position += 1
        while position < end, isLeftBound(position),
              identifier(position) != nil || numberText(position) != nil || isSymbol(position, ".") || (isOperator(position) && tokens[position].text.allSatisfy { "?!.".contains($0) }) {
            text += tokens[position].text
            position += 1
        }
        return node(.keyPath(text), from: start)
    }
}
