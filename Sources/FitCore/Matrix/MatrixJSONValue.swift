import Foundation

/// A JSON value as the matrix reader sees it. Decoded with `JSONDecoder`, which, unlike
/// `JSONSerialization`, keeps `true` and `1` apart on every platform.
///
/// Stands in until the shared position-aware reader (Support/JSONReader.swift) lands; then errors
/// can carry a line and column too.
enum MatrixJSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MatrixJSONValue])
    case object([String: MatrixJSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MatrixJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MatrixJSONValue].self))
        }
    }

    /// Parses a whole file's bytes.
    /// - Throws: ``InputError`` naming `file` when the bytes are not JSON.
    static func parse(_ data: Data, file: String) throws -> MatrixJSONValue {
        do {
            return try JSONDecoder().decode(MatrixJSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw InputError(file: file, "not valid JSON: \(underlying ?? context.debugDescription)")
        } catch {
            throw InputError(file: file, "not valid JSON: \(error)")
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
