/// A hash that is the same on every run and machine (Swift's `Hasher` is seeded per process), for
/// file names and run fingerprints.
enum StableHash {
    /// FNV-1a, 64 bit, over the UTF-8 bytes of `text`.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// FNV-1a, 64 bit, over `bytes` (a file's contents).
    static func fnv1a64(bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
