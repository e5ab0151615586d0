/// One token of Swift source, as ``SwiftLexer`` reads it: enough of the language to find calls,
/// their arguments and the string literals in them. Comments and white space are not tokens.
public struct SwiftToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A name or keyword (`Text`, `let`, `self`, `$0`, `` `default` `` without the backticks,
        /// `#available`).
        case identifier
        /// A number literal, as written.
        case number
        /// A string literal; its contents are in ``SwiftToken/literal``.
        case string
        /// One of `( ) [ ] { } , : ; .` or `@`.
        case punctuation
        /// A run of operator characters (`=`, `??`, `...`, `->`, `?`).
        case `operator`
    }

    public var kind: Kind
    /// The identifier, punctuation or operator as written; for a string, its raw source text.
    public var text: String
    /// 1-based line where the token starts.
    public var line: Int
    /// 1-based column where the token starts, in UTF-8 bytes from the line's start (as `swiftc`
    /// counts columns in `file:line:column`).
    public var column: Int
    /// The literal's contents, for a `.string` token.
    public var literal: SwiftStringLiteral?

    public init(kind: Kind, text: String, line: Int, column: Int = 1, literal: SwiftStringLiteral? = nil) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.literal = literal
    }

    /// True for the punctuation or operator `symbol`.
    public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    /// True for an identifier spelled `name`.
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
