/// A JSON value built at run time — a protocol message, a tool's schema or result — written by
/// ``StableJSON`` (sorted keys, so the same value gives the same bytes).
public indirect enum WireJSON: Encodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([WireJSON])
    case object([String: WireJSON])

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// One line of JSON (no line breaks: a string's newline is written `\n`).
    public var line: String { StableJSON.text(self, pretty: false) }

    /// Pretty JSON, for a tool result's text block.
    public var pretty: String { StableJSON.text(self, pretty: true) }

    /// A value read by ``JSONReader``, as a wire value.
    public init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            if let whole = value.wholeNumber { self = .int(whole) } else { self = .double(number) }
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(WireJSON.init))
        case .object(let object):
            var members: [String: WireJSON] = [:]
            for member in object.members { members[member.key] = WireJSON(member.value) }
            self = .object(members)
        }
    }

    /// Any `Encodable` value as a wire value (through its JSON).
    public init<T: Encodable>(encoding value: T) {
        let text = StableJSON.text(value, pretty: false)
        self = (try? JSONReader.parse(Array(text.utf8), file: "")).map(WireJSON.init) ?? .null
    }

    /// `nil` as `null`.
    static func optional(_ text: String?) -> WireJSON { text.map(WireJSON.string) ?? .null }
    static func optional(_ number: Double?) -> WireJSON { number.map(WireJSON.double) ?? .null }
    static func optional(_ number: Int?) -> WireJSON { number.map(WireJSON.int) ?? .null }

    subscript(key: String) -> WireJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
