import CICUShim

/// An ICU break iterator (`UBreakIterator` behind the C shim), owned: line-break opportunities
/// (UAX #14) or grapheme-cluster boundaries (UAX #29) in one locale. Offsets are UTF-8 bytes.
/// Not thread-safe: one per worker.
final class ICUBreakIterator {
    /// What the iterator finds.
    enum Kind {
        case line, grapheme
    }

    /// ICU could not open an iterator.
    struct OpenError: Error {
        /// ICU's error code (`UErrorCode`).
        var code: Int32
    }

    private let breaker: OpaquePointer

    /// An iterator for `locale`, an ICU locale id (`de`, `pt_BR`, `ja@lb=strict`; `""` for root).
    init(_ kind: Kind, locale: String) throws(OpenError) {
        var error: Int32 = 0
        guard let breaker = fitcheck_icu_breaker_open(kind == .line ? FITCHECK_ICU_BREAK_LINE : FITCHECK_ICU_BREAK_GRAPHEME,
                                                      locale, &error) else { throw OpenError(code: error) }
        self.breaker = breaker
    }

    deinit { fitcheck_icu_breaker_close(breaker) }

    /// Writes the boundaries in `utf8` after position 0 (the last one is `utf8.count`) into
    /// `offsets`, and into `mandatory` 1 where a line must break (0 elsewhere, and always for
    /// graphemes), as far as `offsets` holds them. Returns their count, which may exceed the
    /// buffers (call again with larger ones), or a negative ICU error. `mandatory` must be as long
    /// as `offsets`; `utf8` must be shorter than `Int32.max` bytes.
    func boundaries(_ utf8: UnsafeBufferPointer<UInt8>, offsets: UnsafeMutableBufferPointer<Int32>,
                    mandatory: UnsafeMutableBufferPointer<UInt8>) -> Int32 {
        guard let base = utf8.baseAddress else { return 0 }
        return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
            fitcheck_icu_breaker_boundaries(breaker, chars, Int32(utf8.count), offsets.baseAddress, mandatory.baseAddress,
                                            Int32(offsets.count))
        }
    }
}
