/// Bad input: a file, option or value fitcheck cannot use. The command line prints
/// ``description`` as one line and exits with status 2.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file the problem is in, if any.
    public var file: String?
    /// 1-based line and column in that file, if known.
    public var line: Int?
    public var column: Int?
    /// What is wrong, and where it helps, what was expected.
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, with the parts that are known, on one line (a path or message
    /// holding a line break has it escaped; input text in `message` is quoted with ``MessageQuote``).
    public var description: String {
        var place = ""
        if let file {
            place = file
            if let line {
                place += ":\(line)"
                if let column { place += ":\(column)" }
            }
            place += ": "
        }
        return MessageQuote.oneLine(place + message)
    }
}
