/// A place in one of the project's files as compilers, editors and fitcheck's evidence write it:
/// `path:line:column` (swiftc's form: 1-based line, 1-based column in UTF-8 bytes from the line's
/// start), or `path:line` where no column is known (a nib's XML element). The one formatter and
/// reader of such places: slot evidence, group evidence and a finding's places all go through it.
public struct SourcePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as the evidence names it (relative to the scanned folder).
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes, as `swiftc` counts; `nil` where none is known.
    public var column: Int?

    public init(path: String, line: Int, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, or `path:line` without a column.
    public var description: String {
        column.map { "\(path):\(line):\($0)" } ?? "\(path):\(line)"
    }

    /// Reads `path:line:column` or `path:line` (a path may hold colons: the numbers are taken from the
    /// end); `nil` for text that ends in no line number.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = Int(parts[parts.count - 1]), last > 0 else { return nil }
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), line > 0 {
            self.init(path: parts.dropLast(2).joined(separator: ":"), line: line, column: last)
        } else {
            self.init(path: parts.dropLast().joined(separator: ":"), line: last)
        }
    }

    /// Path order (UTF-8), then line, then column (none first).
    public static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        if a.line != b.line { return a.line < b.line }
        return (a.column ?? 0) < (b.column ?? 0)
    }
}
