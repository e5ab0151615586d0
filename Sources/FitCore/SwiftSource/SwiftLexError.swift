/// Swift source the lexer cannot read to the end: an unterminated string or comment, a bracket
/// that does not close, a character Swift does not allow outside strings.
public struct SwiftLexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the problem.
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
