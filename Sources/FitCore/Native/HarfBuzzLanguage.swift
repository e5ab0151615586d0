import CHarfBuzz

/// A language as HarfBuzz names it (`hb_language_t`, from a BCP 47 tag): interned by HarfBuzz for
/// the life of the process, so a plain value that threads may share. Making one parses the tag and
/// looks it up under a lock: a ``Shaper`` keeps the ones it uses.
struct HarfBuzzLanguage: @unchecked Sendable {
    /// `hb_language_t`; nil for the empty tag (`HB_LANGUAGE_INVALID`: HarfBuzz's default language).
    private let language: OpaquePointer?

    /// The corresponding C function is `hb_language_from_string`.
    init(_ tag: String) {
        language = hb_language_from_string(tag, -1)
    }

    /// Lends the `hb_language_t` to a HarfBuzz call.
    func withUnsafeLanguage<R>(_ body: (OpaquePointer?) throws -> R) rethrows -> R {
        try body(language)
    }
}
