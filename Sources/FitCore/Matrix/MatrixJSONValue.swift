import Foundation

/// A JSON value as the matrix reader sees it: read by ``JSONReader`` (which keeps `true` and `1`
/// apart, and reports syntax errors at `file:line:column`), positions dropped.
enum MatrixJSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MatrixJSONValue])
    case object([String: MatrixJSONValue])

    /// Parses a whole file's bytes.
    /// - Throws: ``InputError`` at `file:line:column` for a syntax error, invalid UTF-8, or nesting
    ///   too deep.
    static func parse(_ data: Data, file: String) throws -> MatrixJSONValue {
        MatrixJSONValue(try JSONReader.parse(data, file: file))
    }

    /// The same value without positions.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(MatrixJSONValue.init))
        case .object(let object):
            var members: [String: MatrixJSONValue] = [:]
            for member in object.members { members[member.key] = MatrixJSONValue(member.value) }
            self = .object(members)
        }
    }

    /// How an error message shows the value: strings quoted, containers by kind.
    var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return MatrixJSONValue.format(value)
        case .string(let value): return "\"\(value)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `12` for whole numbers, `12.5` otherwise: what a user typed, not `12.0`. With `decimals`,
    /// rounded first, for computed values (`-4.1`, not `-4.100000000000001`).
    static func format(_ value: Double, decimals: Int? = nil) -> String {
        if let decimals, value.isFinite {
            let scale = pow(10, Double(decimals))
            return format((value * scale).rounded() / scale)
        }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
