/// Types, as far as the tree needs them: where one ends, and its text (`[String: Int]`,
/// `some View`, `Binding<Bool>`, `(Int) async throws -> Void`).
extension SwiftParser {
    /// Reads the type at `position` and returns its text; `position` is left where it ends (unmoved
    /// when no type starts there).
    mutating func typeText(until end: Int) -> String {
        let start = position
        skipType(until: end)
        return SwiftParser.text(of: tokens[start..<max(start, position)])
    }

    mutating func skipType(until end: Int) {
        while position < end {
            // Attributes and specifiers before the type: `@escaping`, `some`, `inout`.
            if isSymbol(position, "@"), identifier(position + 1) != nil {
                position += 2
                if isSymbol(position, "("), isLeftBound(position) { position = partner[position] + 1 }
                continue
            }
            if let word = identifier(position), SwiftParser.typeSpecifiers.contains(word) { position += 1; continue }
            if identifier(position) != nil {
                position += 1
            } else if isSymbol(position, "(") || isSymbol(position, "[") {
                position = partner[position] + 1
            } else {
                return
            }
            // Suffixes: generic arguments, `.Member`, `?`, `!`.
            while position < end {
                if isOperator(position), isLeftBound(position), tokens[position].text.hasPrefix("<"),
                   let generics = genericArguments(until: end) {
                    // `FocusState<Bool>.Binding`: the lexer joined the `.` to the `>`.
                    if generics.hasSuffix("."), identifier(position) != nil { position += 1 }
                    continue
                }
                if isSymbol(position, "."), identifier(position + 1) != nil { position += 2; continue }
                if isOperator(position), isLeftBound(position), tokens[position].text.allSatisfy({ $0 == "?" || $0 == "!" }) {
                    position += 1
                    continue
                }
                break
            }
            // Joiners: `A & B`, `(A) -> B`, `async throws ->`.
            while let word = identifier(position), ["async", "throws", "rethrows"].contains(word), position < end {
                position += 1
                if word == "throws", isSymbol(position, "("), isLeftBound(position) { position = partner[position] + 1 }
            }
            if isOperator(position), position < end, tokens[position].text == "&" || tokens[position].text == "->" {
                position += 1
                continue
            }
            return
        }
    }

    /// `<…>` at `position` (generic arguments or parameters): returns its text and moves past it,
    /// or returns nil and does not move when the tokens there are not a generic clause.
    mutating func genericArguments(until end: Int) -> String? {
        let start = position
        var depth = 0
        var index = position
        while index < end {
            let token = tokens[index]
            if token.kind == .operator {
                let text = Array(token.text)
                for (offset, character) in text.enumerated() {
                    if character == "<" { depth += 1 }
                    if character == ">", offset == 0 || text[offset - 1] != "-" { depth -= 1 }
                }
                guard depth >= 0, token.text.allSatisfy({ "<>?!&.-=".contains($0) }) else { return nil }
                if depth == 0 {
                    // `>.Member`: the lexer joins the `.` to the operator.
                    if token.text.hasSuffix("."), identifier(index + 1) == nil { return nil }
                    position = index + 1
                    return SwiftParser.text(of: tokens[start..<position])
                }
                index += 1
            } else if token.kind == .identifier || token.isSymbol(",") || token.isSymbol(":") || token.isSymbol(".") {
                index += 1
            } else if token.isSymbol("(") || token.isSymbol("[") {
                index = partner[index] + 1
            } else {
                return nil
            }
        }
        return nil
    }

    static let typeSpecifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "each", "repeat", "__owned", "__shared", "isolated",
    ]

    /// Tokens as compact text: spaces only after `,` and `:`, around `->`, `&`, `=` and after words
    /// like `some`.
    static func text(of tokens: ArraySlice<SwiftToken>) -> String {
        var result = ""
        var previous: SwiftToken?
        for token in tokens {
            if let previous {
                let spaced = previous.isSymbol(",") || previous.isSymbol(":") || ["->", "&", "="].contains(token.text)
                    || ["->", "&", "="].contains(previous.text) && previous.kind == .operator
                    || (previous.kind != .punctuation && previous.kind != .operator && token.kind != .punctuation && token.kind != .operator)
                    || (previous.kind == .identifier && token.isSymbol("@"))
                if spaced { result += " " }
            }
            result += token.text
            previous = token
        }
        return result
    }
}
