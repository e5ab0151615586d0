/// A Swift file as a syntax tree, built once per file by ``SwiftParser`` from its tokens (after
/// ``PlatformBranches``): the top-level statements and declarations, and a way from a token to the
/// nodes around it, so that passes reading tokens can move onto the tree one at a time.
public struct SwiftTree: Sendable {
    /// The file's top-level statements and declarations, in order.
    public var statements: [SwiftNode]

    init(tokens: [SwiftToken], partner: [Int]) {
        var parser = SwiftParser(tokens: tokens, partner: partner)
        statements = parser.file()
    }

    /// The nodes holding the token at `index`, outermost first; the last is the innermost.
    public func path(to index: Int) -> [SwiftNode] {
        var result: [SwiftNode] = []
        var next = statements.first { $0.tokens.contains(index) }
        while let node = next {
            result.append(node)
            next = nil
            node.forEachChild { child in
                guard child.tokens.contains(index) else { return true }
                next = child
                return false
            }
        }
        return result
    }

    /// The innermost node holding the token at `index`.
    public func node(at index: Int) -> SwiftNode? { path(to: index).last }

    /// The outermost node spanning exactly the tokens `range` (an argument's value, say).
    public func node(spanning range: Range<Int>) -> SwiftNode? {
        path(to: range.lowerBound).first { $0.tokens == range }
    }

    /// The chain link whose argument list opens at the `(` at `paren` (`.frame(` of a modifier).
    public func link(openedAt paren: Int) -> SwiftLink? {
        for node in path(to: paren).reversed() {
            if case .chain(let chain) = node.kind, let link = chain.links.first(where: { $0.paren == paren }) { return link }
        }
        return nil
    }

    /// The call whose argument list opens at the `(` at `paren` (`Text(`).
    public func call(openedAt paren: Int) -> SwiftCall? {
        for node in path(to: paren).reversed() {
            if case .call(let call) = node.kind, call.paren == paren { return call }
        }
        return nil
    }

    /// Every node of the tree, parents before their children, in source order.
    public func walk(_ visit: (SwiftNode) -> Void) {
        func descend(_ node: SwiftNode) {
            visit(node)
            for child in node.children { descend(child) }
        }
        for statement in statements { descend(statement) }
    }
}

extension SwiftNode {
    /// The nodes directly inside this one, in source order.
    public var children: [SwiftNode] {
        var result: [SwiftNode] = []
        forEachChild { result.append($0); return true }
        return result
    }

    /// Calls `visit` with each node directly inside this one, in source order, until it returns false:
    /// ``SwiftTree/path(to:)`` goes down one child per level without listing every level's children.
    func forEachChild(_ visit: (SwiftNode) -> Bool) {
        switch kind {
        case .declaration(let declared):
            for parameter in declared.parameters { if let value = parameter.defaultValue, !visit(value) { return } }
            if let value = declared.value, !visit(value) { return }
            for node in declared.body ?? [] where !visit(node) { return }
            for accessor in declared.accessors { for node in accessor.body where !visit(node) { return } }
        case .call(let call):
            guard visit(call.callee) else { return }
            for argument in call.arguments where !visit(argument.value) { return }
            for closure in call.trailingClosures where !visit(closure.value) { return }
        case .chain(let chain):
            guard visit(chain.base) else { return }
            for link in chain.links {
                for argument in link.arguments ?? [] where !visit(argument.value) { return }
                for closure in link.trailingClosures where !visit(closure.value) { return }
            }
        case .assignment(let target, _, let value): _ = visit(target) && visit(value)
        case .binary(let left, _, let right): _ = visit(left) && visit(right)
        case .prefix(_, let operand): _ = visit(operand)
        case .ternary(let condition, let then, let otherwise): _ = visit(condition) && visit(then) && visit(otherwise)
        case .control(let control):
            var nodes = control.branches.flatMap { $0.conditions + $0.body }
            if let subject = control.subject {
                // A for loop's pattern comes before its sequence.
                nodes = (nodes + [subject]).sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
            }
            for node in nodes where !visit(node) { return }
        case .statement(_, let operands): for node in operands where !visit(node) { return }
        case .closure(let closure): for node in closure.body where !visit(node) { return }
        case .array(let elements): for node in elements where !visit(node) { return }
        case .dictionary(let entries): for entry in entries { guard visit(entry.key), visit(entry.value) else { return } }
        case .tuple(let elements): for element in elements where !visit(element.value) { return }
        case .name, .implicitMember, .string, .number, .bool, .nilLiteral, .keyPath, .type, .unknown:
            return
        }
    }
}
