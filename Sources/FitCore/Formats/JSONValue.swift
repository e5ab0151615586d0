/// One value of a JSON document, with the place it stands in its file, so that a reader can report
/// a wrong type as `file:line:column` naming the key.
public struct JSONValue: Sendable {
    /// What the value is.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    public var kind: Kind
    /// The file the value was read from.
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the value's first character.
    public var line: Int
    public var column: Int
    /// Where the value sits in the document, e.g. `strings.Open.localizations.de`; `""` for the root.
    /// Built when asked (error messages ask): a large catalog has millions of values, and a path
    /// string for each took more memory than the rest of the document.
    public var path: String {
        get { step.path(after: parent?.path ?? "") }
        set { parent = nil; step = .literal(newValue) }
    }
    /// The container the value sits in (nil for the root) and the step from it.
    private var parent: JSONPath?
    private var step: JSONPath.Step

    public init(kind: Kind, file: String, line: Int, column: Int, path: String) {
        self.init(kind: kind, file: file, line: line, column: column, parent: nil, step: .literal(path))
    }

    /// A value at `step` inside the container whose own place is `parent`.
    init(kind: Kind, file: String, line: Int, column: Int, parent: JSONPath?, step: JSONPath.Step) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.parent = parent
        self.step = step
    }

    // MARK: - Typed access (throws InputError naming the key path on a wrong type)

    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    public func object() throws -> JSONObject {
        if case .object(let object) = kind { return object }
        throw typeError("an object")
    }

    public func array() throws -> [JSONValue] {
        if case .array(let array) = kind { return array }
        throw typeError("an array")
    }

    public func string() throws -> String {
        if case .string(let string) = kind { return string }
        throw typeError("a string")
    }

    public func bool() throws -> Bool {
        if case .bool(let bool) = kind { return bool }
        throw typeError("true or false")
    }

    public func number() throws -> Double {
        if case .number(let number) = kind { return number }
        throw typeError("a number")
    }

    /// A whole number that fits an `Int`.
    public func integer() throws -> Int {
        if let whole = wholeNumber { return whole }
        throw typeError("a whole number")
    }

    /// The value as an `Int` when it is a whole number that fits one (within ±9·10¹⁵, where a `Double`
    /// still holds every whole number), else nil.
    var wholeNumber: Int? {
        if case .number(let number) = kind, number.rounded() == number, abs(number) < 9.0e15 { return Int(number) }
        return nil
    }

    /// The error for this value when something else was expected here.
    public func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: column, message)
    }

    func typeError(_ expected: String) -> InputError {
        error(Self.typeMessage(expected: expected, path: path, found: kindName))
    }

    /// `expected a string for 'strings.Open.comment', found a number`: what is said of a value of the
    /// wrong type at `path` (`""` for the root), of the kind `found` (a ``kindName``).
    static func typeMessage(expected: String, path: String, found: String) -> String {
        let place = path.isEmpty ? "the top level" : "\(quoted: path)"
        return "expected \(expected) for \(place), found \(found)"
    }

    /// `path` with `key` one step further down, as a member's path is written (`strings.Open`).
    static func path(_ path: String, then key: String) -> String {
        JSONPath.Step.key(key).path(after: path)
    }

    /// A short name of the kind, for messages.
    public var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// The place of a JSON container in its document, shared by all its members: a chain of steps from
/// the root, turned into a dotted path only for an error message.
final class JSONPath: Sendable {
    /// One step down: a member's key, an array element's index, or a whole path as given.
    enum Step: Sendable {
        case key(String)
        case index(Int)
        case literal(String)

        /// The path of this step inside a container whose path is `base`.
        func path(after base: String) -> String {
            switch self {
            case .key(let key): return base.isEmpty ? key : base + "." + key
            case .index(let index): return "\(base)[\(index)]"
            case .literal(let path): return path
            }
        }
    }

    let parent: JSONPath?
    let step: Step

    init(parent: JSONPath?, step: Step) {
        self.parent = parent
        self.step = step
    }

    /// The dotted path, e.g. `strings.Open.localizations`.
    var path: String { step.path(after: parent?.path ?? "") }
}
