import Foundation

/// The one way fitcheck writes JSON: sorted keys and unescaped slashes, so the same value gives the
/// same bytes and diffs stay clean; non-finite numbers (a measuring bug, never expected) are written
/// as strings rather than failing the output.
public enum StableJSON {
    /// `value` as JSON text; `pretty` indents it and ends it with a newline, as the reports are written.
    public static func text<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Plain Codable values with the strategy above cannot fail to encode.
        guard let data = try? encoder.encode(value) else { return pretty ? "{}\n" : "{}" }
        return String(decoding: data, as: UTF8.self) + (pretty ? "\n" : "")
    }
}
