/// A node's shape in one compact line, for tests and debugging: `Text("a").font(.title)`,
/// `struct A: View {var body: some View {…}}`, `if(x){…} else{…}`, `?⟨tokens⟩` for `unknown`.
extension SwiftNode {
    public func shape(_ tokens: [SwiftToken]) -> String {
        func all(_ nodes: [SwiftNode]) -> String { nodes.map { $0.shape(tokens) }.joined(separator: "; ") }
        func arguments(_ list: [SwiftArgument]) -> String {
            list.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.shape(tokens) }.joined(separator: ", ")
        }
        func trailing(_ list: [SwiftArgument]) -> String {
            list.map { " " + ($0.label.map { $0 + ": " } ?? "") + $0.value.shape(tokens) }.joined()
        }
        switch kind {
        case .declaration(let declared):
            var text = (declared.modifiers + [declared.keyword]).joined(separator: " ")
            if !declared.name.isEmpty { text += " " + declared.name }
            if !declared.parameters.isEmpty || ["func", "init", "subscript"].contains(declared.keyword) {
                text += "(" + declared.parameters.map { parameter in
                    [parameter.label ?? "_", parameter.name].filter { !$0.isEmpty }.joined(separator: " ") + ": " + parameter.type
                        + (parameter.defaultValue.map { " = " + $0.shape(tokens) } ?? "")
                }.joined(separator: ", ") + ")"
            }
            if !declared.inherited.isEmpty { text += ": " + declared.inherited.joined(separator: ", ") }
            if let type = declared.type { text += (declared.keyword == "func" || declared.keyword == "subscript" ? " -> " : ": ") + type }
            if let value = declared.value { text += " = " + value.shape(tokens) }
            if let body = declared.body { text += " {" + all(body) + "}" }
            if !declared.accessors.isEmpty {
                text += " {" + declared.accessors.map { $0.keyword + " {" + all($0.body) + "}" }.joined(separator: " ") + "}"
            }
            return text
        case .call(let call):
            return call.callee.shape(tokens) + (call.paren == nil ? "" : "(" + arguments(call.arguments) + ")") + trailing(call.trailingClosures)
        case .chain(let chain):
            return chain.base.shape(tokens) + chain.links.map { link in
                (link.name == "[]" ? "[" + arguments(link.arguments ?? []) + "]" : "." + link.name
                    + (link.paren == nil ? "" : "(" + arguments(link.arguments ?? []) + ")")) + trailing(link.trailingClosures)
            }.joined()
        case .name(let name): return name
        case .implicitMember(let name): return "." + name
        case .assignment(let target, let symbol, let value): return "(" + target.shape(tokens) + " " + symbol + " " + value.shape(tokens) + ")"
        case .binary(let left, let symbol, let right): return "(" + left.shape(tokens) + " " + symbol + " " + right.shape(tokens) + ")"
        case .prefix(let symbol, let operand): return symbol + (symbol.first?.isLetter == true ? " " : "") + operand.shape(tokens)
        case .ternary(let condition, let then, let otherwise):
            return "(" + condition.shape(tokens) + " ? " + then.shape(tokens) + " : " + otherwise.shape(tokens) + ")"
        case .control(let control):
            var text = control.keyword
            if let subject = control.subject {
                text += control.keyword == "for" ? "" : "(" + subject.shape(tokens) + ")"
            }
            return text + control.branches.enumerated().map { offset, branch in
                var conditions = all(branch.conditions)
                if control.keyword == "for", let subject = control.subject { conditions = all([branch.conditions[0]]) + " in " + subject.shape(tokens)
                    + (branch.conditions.count > 1 ? " where " + all(Array(branch.conditions.dropFirst())) : "") }
                let head = offset == 0 && ["if", "guard", "while", "for", "repeat", "do"].contains(control.keyword) ? "" : " " + branch.label
                return head + (conditions.isEmpty && !["if", "else if"].contains(branch.label) ? "" : "(" + conditions + ")") + "{" + all(branch.body) + "}"
            }.joined()
        case .statement(let keyword, let operands): return ([keyword] + operands.map { $0.shape(tokens) }).joined(separator: " ")
        case .closure(let closure):
            return "{" + (closure.parameters.isEmpty ? "" : closure.parameters.joined(separator: ", ") + " in ") + all(closure.body) + "}"
        case .string(let literal):
            return "\"" + literal.textParts.joined(separator: "\\()") + "\""
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .array(let elements): return "[" + elements.map { $0.shape(tokens) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { $0.key.shape(tokens) + ": " + $0.value.shape(tokens) }.joined(separator: ", ") + "]"
        case .tuple(let elements): return "(" + arguments(elements) + ")"
        case .keyPath(let text), .type(let text): return text
        case .unknown:
            return "?⟨" + SwiftParser.text(of: tokens[self.tokens.clamped(to: tokens.indices)]) + "⟩"
        }
    }
}
