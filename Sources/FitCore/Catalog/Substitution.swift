/// A named argument (`%#@name@`) whose text varies, typically by plural.
public struct Substitution: Sendable, Equatable {
    /// 1-based argument number; nil when the file omits it (then the reference's position decides).
    public var argNum: Int?
    /// The specifier `%arg` stands for inside the variants, without `%` (`lld`, `d`, `f`, `@`).
    public var formatSpecifier: String
    /// The variants (a node with `variations`, or a plain string unit).
    public var node: LocalizationNode

    public init(argNum: Int? = nil, formatSpecifier: String, node: LocalizationNode) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.node = node
    }
}
