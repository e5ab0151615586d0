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
        var level = statements
        while let next = level.first(where: { $0.tokens.contains(index) }) {
            result.append(next)
            level = next.children
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
        switch kind {
        case .declaration(let declared):
            return declared.parameters.compactMap(\.defaultValue) + (declared.value.map { [$0] } ?? []) + (declared.body ?? [])
                + declared.accessors.flatMap(\.body)
        case .call(let call):
            return [call.callee] + call.arguments.map(\.value) + call.trailingClosures.map(\.value)
        case .chain(let chain):
            return [chain.base] + chain.links.flatMap { ($0.arguments ?? []).map(\.value) + $0.trailingClosures.map(\.value) }
        case .assignment(let target, _, let value): return [target, value]
        case .binary(let left, _, let right): return [left, right]
        case .prefix(_, let operand): return [operand]
        case .ternary(let condition, let then, let otherwise): return [condition, then, otherwise]
        case .control(let control):
            let branches = control.branches.flatMap { $0.conditions + $0.body }
            guard let subject = control.subject else { return branches }
            // A for loop's pattern comes before its sequence.
            return (branches + [subject]).sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
        case .statement(_, let operands): return operands
        case .closure(let closure): return closure.body
        case .array(let elements): return elements
        case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
        case .tuple(let elements): return elements.map(\.value)
        case .name, .implicitMember, .string, .number, .bool, .nilLiteral, .keyPath, .type, .unknown:
            return []
        }
    }
}
