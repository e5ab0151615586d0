/// One node of a ``SwiftTree``: what a run of tokens is in the grammar, with where it is written.
/// `tokens` indexes ``SwiftSourceFile/tokens``; `line` and `column` are its first token's.
public struct SwiftNode: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`, `func`, `init`, `subscript`,
        /// `var`, `let`, `case` (an enum's case, one node per name), `typealias`, `import`, …
        case declaration(SwiftDeclaration)
        /// `callee(arguments) { trailing } label: { trailing }`.
        case call(SwiftCall)
        /// `base.a.b(…).c(…)`: a base and its member accesses and modifiers, in order.
        case chain(SwiftChain)
        /// A name: `Text`, `self`, `$0`, `$isOn`, `Array<Int>`.
        case name(String)
        /// `.name`, with the type left to the context: `.title`, `.init`.
        case implicitMember(String)
        /// `target = value`, `target += value`.
        case assignment(target: SwiftNode, operator: String, value: SwiftNode)
        /// `left op right`, by Swift's precedence; `pattern ~= value` for a `case` condition; `x as T`.
        case binary(left: SwiftNode, operator: String, right: SwiftNode)
        /// `-x`, `!x`, `&x`; `x!`, `x?` as `postfix!`, `postfix?`.
        case prefix(operator: String, operand: SwiftNode)
        /// `condition ? then : else`.
        case ternary(condition: SwiftNode, then: SwiftNode, else: SwiftNode)
        /// `if`, `guard`, `switch`, `for`, `while`, `repeat`, `do`: the statement with its branches.
        case control(SwiftControl)
        /// `return x`, `throw x`, `break`, `continue`, `fallthrough`, `defer { … }`.
        case statement(keyword: String, operands: [SwiftNode])
        /// `{ parameters in statements }`.
        case closure(SwiftClosure)
        case string(SwiftStringLiteral)
        /// A number literal as written (`1_000`, `0x1F`, `1e3`); ``NumberReader`` reads its value.
        case number(String)
        case bool(Bool)
        case nilLiteral
        case array([SwiftNode])
        case dictionary([SwiftDictionaryEntry])
        /// `(a, label: b)`; a parenthesized expression is a tuple of one.
        case tuple([SwiftArgument])
        /// `\.name`, `\Type.path`, as written.
        case keyPath(String)
        /// A type where an expression names one: the right of `as`/`is`.
        case type(String)
        /// Tokens the parser does not understand: never a failure, only a span.
        case unknown
    }

    public var kind: Kind
    /// The token indices the node spans.
    public var tokens: Range<Int>
    public var line: Int
    public var column: Int

    public init(kind: Kind, tokens: Range<Int>, line: Int, column: Int) {
        self.kind = kind
        self.tokens = tokens
        self.line = line
        self.column = column
    }
}

/// A declaration's parts, as far as it has them.
public struct SwiftDeclaration: Sendable, Hashable {
    public var keyword: String
    /// The declared name; a pattern's text (`(a, b)`) for a tuple binding; `""` for `init`, `extension`'s type.
    public var name: String
    /// Attributes and modifiers before the keyword, as written: `@State`, `private`, `static`.
    public var modifiers: [String] = []
    /// The types after `:` of a type, extension or protocol.
    public var inherited: [String] = []
    /// A function's, initializer's, subscript's or case's parameters.
    public var parameters: [SwiftParameter] = []
    /// A variable's type annotation, a function's result type, a typealias's type.
    public var type: String?
    /// A variable's initial value, a case's raw value.
    public var value: SwiftNode?
    /// The members of a type, the statements of a function or of a computed variable's getter.
    public var body: [SwiftNode]?
    /// `get`, `set`, `willSet`, `didSet` with their statements.
    public var accessors: [SwiftAccessor] = []
}

/// One parameter: `label name: Type = default`; `label` nil for `_` and for a case's unlabelled value.
public struct SwiftParameter: Sendable, Hashable {
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: SwiftNode?
}

public struct SwiftAccessor: Sendable, Hashable {
    public var keyword: String
    public var body: [SwiftNode]
}

/// One argument of a call or element of a tuple; a trailing closure is an argument whose label is
/// the closure's (`nil` for the first).
public struct SwiftArgument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftNode
}

public struct SwiftCall: Sendable, Hashable {
    public var callee: SwiftNode
    public var arguments: [SwiftArgument]
    public var trailingClosures: [SwiftArgument]
    /// Where the argument list starts: the `(` token, or `nil` for a call with trailing closures only.
    public var paren: Int?
}

/// `base.name(…)…`: the links after a base, in order.
public struct SwiftChain: Sendable, Hashable {
    public var base: SwiftNode
    public var links: [SwiftLink]
}

/// One `.name`, `.name(…)`, `.name { … }` or `[…]` after a chain's base.
public struct SwiftLink: Sendable, Hashable {
    /// The member's name; `[]` for a subscript.
    public var name: String
    /// The arguments when the member is called (`nil` for a plain access).
    public var arguments: [SwiftArgument]?
    public var trailingClosures: [SwiftArgument] = []
    /// The name's token (the `[` of a subscript) and the `(` of its arguments.
    public var nameToken: Int
    public var paren: Int?
    /// The tokens from the `.` to the link's last token.
    public var tokens: Range<Int>
    public var line: Int
    public var column: Int
}

public struct SwiftControl: Sendable, Hashable {
    /// `if`, `guard`, `switch`, `for`, `while`, `repeat`, `do`.
    public var keyword: String
    /// A switch's subject, a for loop's sequence (its pattern is the first branch's condition).
    public var subject: SwiftNode?
    public var branches: [SwiftBranch]
}

/// One branch: `if`/`else if` with its conditions, `else`, `case` with its patterns, `default`,
/// `catch`, or a loop's `body`.
public struct SwiftBranch: Sendable, Hashable {
    public var label: String
    public var conditions: [SwiftNode]
    public var body: [SwiftNode]
}

public struct SwiftClosure: Sendable, Hashable {
    /// The parameter names before `in`; `$0`… closures have none.
    public var parameters: [String]
    public var body: [SwiftNode]
}

public struct SwiftDictionaryEntry: Sendable, Hashable {
    public var key: SwiftNode
    public var value: SwiftNode
}
