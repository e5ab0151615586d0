/// The first and last Unicode scalar of valid, non-empty UTF-8 bytes, decoded in place.
enum UTF8Scalars {
    static func first(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        decode(bytes, at: 0)
    }

    static func last(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var start = bytes.count - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }   // skip continuation bytes
        return decode(bytes, at: start)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32 {
        let lead = UInt32(bytes[start])
        let (count, bits): (Int, UInt32) = lead < 0x80 ? (0, lead) : lead < 0xE0 ? (1, lead & 0x1F)
            : lead < 0xF0 ? (2, lead & 0x0F) : (3, lead & 0x07)
        var scalar = bits
        for i in 1...max(count, 1) where count > 0 && start + i < bytes.count {
            scalar = scalar << 6 | UInt32(bytes[start + i] & 0x3F)
        }
        return scalar
    }
}
