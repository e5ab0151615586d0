import Foundation

/// The one way fitcheck writes JSON: sorted keys and unescaped slashes, so the same value gives the
/// same bytes and diffs stay clean; non-finite numbers (a measuring bug, never expected) are written
/// as strings rather than failing the output. The bytes are those of Foundation's `JSONEncoder` with
/// these options (``foundationEncoder(pretty:)``), written by ``StableJSONEncoder`` in a fraction of
/// the time.
public enum StableJSON {
    /// `value` as JSON text; `pretty` indents it and ends it with a newline, as the reports are written.
    ///
    /// fitcheck's values cannot fail to encode (non-finite numbers become strings): a value that does is
    /// fitcheck's own bug, and the program stops, naming it, rather than write `{}` as if it were a
    /// report (a report that says nothing would pass a CI step that reads it).
    public static func text<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
        var bytes: [UInt8]
        do {
            bytes = try StableJSONEncoder(pretty: pretty).encode(value)
        } catch {
            fatalError("fitcheck cannot write a \(T.self) as JSON (an internal error, please report it): \(error)")
        }
        if pretty { bytes.append(0x0A) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Foundation's encoder with the options that give ``text(_:pretty:)``'s bytes: what they are
    /// held to.
    static func foundationEncoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}
