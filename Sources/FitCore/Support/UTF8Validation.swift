/// Where a byte sequence stops being UTF-8, for an error that names the place.
public enum UTF8Validation {
    /// The first byte that is not valid UTF-8: its offset, its 1-based line and column (in scalars),
    /// and the byte; `nil` when every byte is.
    public static func firstInvalidByte(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int, byte: UInt8)? {
        // The standard library validates the whole buffer at once; the place is worked out only for
        // bytes that are not UTF-8.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            case .error: return (offset, line, column, bytes[offset])
            case .emptyInput: return nil
            }
        }
    }

    /// `invalid UTF-8 (byte 0xFF)`.
    static func message(_ byte: UInt8) -> String {
        "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
    }
}
