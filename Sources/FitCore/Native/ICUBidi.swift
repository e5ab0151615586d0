import CICUShim

/// ICU's bidi algorithm (UAX #9, `ubidi_*` behind the C shim).
enum ICUBidi {
    /// Writes the embedding level of each byte of `utf8` into `levels` (as long as `utf8`), the
    /// paragraph's direction taken from its first strong character. Returns the paragraph level,
    /// or a negative ICU error.
    static func levels(of utf8: UnsafeBufferPointer<UInt8>, into levels: UnsafeMutableBufferPointer<UInt8>) -> Int32 {
        guard let base = utf8.baseAddress else { return 0 }
        return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
            fitcheck_icu_bidi_levels(chars, Int32(utf8.count), -1, levels.baseAddress)
        }
    }
}
