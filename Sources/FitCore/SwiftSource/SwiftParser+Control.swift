/// Control statements (also in expression position: `let x = if c { a } else { b }`) with their
/// branches: `if`/`else if`/`else`, `guard … else`, `switch` cases, `for … in`, `while`,
/// `repeat … while`, `do … catch`.
extension SwiftParser {
    mutating func control(until end: Int, noTrailingClosure: Bool) -> SwiftNode {
        let start = position
        let keyword = tokens[position].text
        position += 1
        var control = SwiftControl(keyword: keyword, subject: nil, branches: [])
        switch keyword {
        case "if":
            var label = "if"
            while true {
                let conditions = self.conditions(until: end)
                control.branches.append(SwiftBranch(label: label, conditions: conditions, body: block()))
                guard identifier(position) == "else" else { break }
                position += 1
                if identifier(position) == "if" {
                    position += 1
                    label = "else if"
                    continue
                }
                control.branches.append(SwiftBranch(label: "else", conditions: [], body: block()))
                break
            }
        case "guard":
            let conditions = self.conditions(until: end)
            if identifier(position) == "else" { position += 1 }
            control.branches.append(SwiftBranch(label: "else", conditions: conditions, body: block()))
        case "while":
            let conditions = self.conditions(until: end)
            control.branches.append(SwiftBranch(label: "body", conditions: conditions, body: block()))
        case "repeat":
            let body = block()
            var conditions: [SwiftNode] = []
            if identifier(position) == "while" {
                position += 1
                conditions = [expressionOrUnknown(until: end, stops: [], endsAtLine: true)]
            }
            control.branches.append(SwiftBranch(label: "body", conditions: conditions, body: body))
        case "for":
            while let word = identifier(position), ["try", "await", "case", "let", "var"].contains(word) { position += 1 }
            let patternStart = position
            while position < end, identifier(position) != "in", !isSymbol(position, "{") {
                position = partner[position] > position ? partner[position] + 1 : position + 1
            }
            // `for value: Int in …`: the pattern without its type.
            var patternEnd = patternStart
            while patternEnd < position, !isSymbol(patternEnd, ":") { patternEnd = partner[patternEnd] > patternEnd ? partner[patternEnd] + 1 : patternEnd + 1 }
            var conditions = [patternStart < patternEnd ? pattern(from: patternStart, to: patternEnd) : unknown(from: patternStart, to: patternStart + 1)]
            if identifier(position) == "in" {
                position += 1
                control.subject = expressionOrUnknown(until: end, stops: ["{", "where"], endsAtLine: false, noTrailingClosure: true)
            }
            if identifier(position) == "where" {
                position += 1
                conditions.append(expressionOrUnknown(until: end, stops: ["{"], endsAtLine: false, noTrailingClosure: true))
            }
            control.branches.append(SwiftBranch(label: "body", conditions: conditions, body: block()))
        case "switch":
            control.subject = expressionOrUnknown(until: end, stops: ["{"], endsAtLine: false, noTrailingClosure: true)
            control.branches = switchCases()
        default:  // do
            if identifier(position) == "throws", isSymbol(position + 1, "(") { position = partner[position + 1] + 1 }
            control.branches.append(SwiftBranch(label: "do", conditions: [], body: block()))
            while identifier(position) == "catch" {
                position += 1
                var conditions: [SwiftNode] = []
                if !isSymbol(position, "{") {
                    conditions.append(expressionOrUnknown(until: end, stops: ["{"], endsAtLine: false, noTrailingClosure: true))
                }
                control.branches.append(SwiftBranch(label: "catch", conditions: conditions, body: block()))
            }
        }
        // A body that never came: what is left to the `{` or the line's end is not understood.
        return node(.control(control), from: start)
    }

    /// The `,`-separated conditions of `if`, `guard` and `while`, up to the body's `{` (or `else`).
    mutating func conditions(until end: Int) -> [SwiftNode] {
        var result: [SwiftNode] = []
        while position < end, !isSymbol(position, "{"), identifier(position) != "else" {
            if isSymbol(position, ",") { position += 1; continue }
            let start = position
            if let word = identifier(position), word == "let" || word == "var" {
                // `if let x = y`, `if let x`: an optional binding.
                position += 1
                var declared = SwiftDeclaration(keyword: word, name: identifier(position) ?? "")
                if identifier(position) != nil { position += 1 } else if isSymbol(position, "(") { position = partner[position] + 1 }
                if isSymbol(position, ":") {
                    position += 1
                    declared.type = typeText(until: end)
                }
                if isOperator(position), tokens[position].text == "=" {
                    position += 1
                    declared.value = expressionOrUnknown(until: end, stops: [",", "{", "else"], endsAtLine: false, noTrailingClosure: true)
                }
                result.append(node(.declaration(declared), from: start))
            } else if identifier(position) == "case" {
                // `case .some(let x) = y`: the pattern matched against the value.
                position += 1
                let patternStart = position
                while position < end, !(isOperator(position) && tokens[position].text == "="), !isSymbol(position, "{"), !isSymbol(position, ",") {
                    position = partner[position] > position ? partner[position] + 1 : position + 1
                }
                let matched = pattern(from: patternStart, to: position)
                if isOperator(position), tokens[position].text == "=" { position += 1 }
                let value = expressionOrUnknown(until: end, stops: [",", "{", "else"], endsAtLine: false, noTrailingClosure: true)
                result.append(node(.binary(left: matched, operator: "~=", right: value), from: start))
            } else {
                result.append(expressionOrUnknown(until: end, stops: [",", "{", "else"], endsAtLine: false, noTrailingClosure: true))
            }
            if position == start { position += 1 }
        }
        return result
    }

    /// The tokens `start..<stop` read as a pattern (an expression: `.some(let x)`, `(a, b)`, `_`).
    mutating func pattern(from start: Int, to stop: Int) -> SwiftNode {
        guard start < stop else { return unknown(from: min(start, tokens.count - 1), to: start + 1) }
        let saved = position
        var clause = start
        while clause < stop, identifier(clause) != "where" { clause = partner[clause] > clause ? partner[clause] + 1 : clause + 1 }
        position = start
        var result = expressionOrUnknown(until: min(clause, stop), stops: [], endsAtLine: false)
        if clause + 1 < stop {
            position = clause + 1
            let condition = expressionOrUnknown(until: stop, stops: [], endsAtLine: false)
            result = SwiftNode(kind: .binary(left: result, operator: "where", right: condition), tokens: start..<stop,
                               line: tokens[start].line, column: tokens[start].column)
        }
        position = max(saved, stop)
        return result
    }

    /// The `case …:` and `default:` clauses of the switch body at `position`.
    mutating func switchCases() -> [SwiftBranch] {
        guard isSymbol(position, "{") else { return [] }
        let close = partner[position]
        position += 1
        var result: [SwiftBranch] = []
        while position < close {
            if isSymbol(position, "@"), identifier(position + 1) == "unknown" { position += 2; continue }
            guard let word = identifier(position), word == "case" || word == "default" else {
                // Statements before any case: not Swift; kept as unknown up to the next case.
                let start = position
                position = clauseEnd(from: position, close: close)
                result.append(SwiftBranch(label: "?", conditions: [], body: [unknown(from: start, to: position)]))
                continue
            }
            position += 1
            var conditions: [SwiftNode] = []
            if word == "case" {
                while position < close, !isSymbol(position, ":") {
                    if isSymbol(position, ",") { position += 1; continue }
                    let patternStart = position
                    while position < close, !isSymbol(position, ":"), !isSymbol(position, ",") {
                        position = partner[position] > position ? partner[position] + 1 : position + 1
                    }
                    conditions.append(pattern(from: patternStart, to: position))
                }
            }
            if isSymbol(position, ":") { position += 1 }
            let bodyEnd = clauseEnd(from: position, close: close)
            let body = statements(until: bodyEnd)
            result.append(SwiftBranch(label: word, conditions: conditions, body: body))
        }
        position = close + 1
        return result
    }

    /// The index of the next `case`, `default` or `@unknown` at the top level of a switch body.
    func clauseEnd(from start: Int, close: Int) -> Int {
        var index = start
        while index < close {
            if let word = identifier(index), word == "case" || word == "default", index > start || word == "default",
               startsLine(index) || isSymbol(index - 1, ";") {
                // `case` starting a line is a clause; an enum case is never declared inside a switch.
                if index > start { return index }
            }
            if isSymbol(index, "@"), identifier(index + 1) == "unknown", index > start { return index }
            index = partner[index] > index ? partner[index] + 1 : index + 1
        }
        return close
    }
}
