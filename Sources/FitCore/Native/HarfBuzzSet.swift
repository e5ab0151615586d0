import CHarfBuzz

/// A HarfBuzz set of glyphs, code points or lookup indices (`hb_set_t`), owned: what HarfBuzz's
/// collecting calls fill (``HarfBuzzFace/collectGlyphs(table:lookup:)`` and the like).
final class HarfBuzzSet {
    private let set: OpaquePointer

    init() {
        set = hb_set_create()
    }

    deinit { hb_set_destroy(set) }

    /// Whether `value` is in the set. The corresponding C function is `hb_set_has`.
    func contains(_ value: UInt32) -> Bool {
        hb_set_has(set, value) != 0
    }

    /// The members, in increasing order.
    var members: [UInt32] {
        var values: [UInt32] = []
        var value = UInt32.max   // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &value) != 0 { values.append(value) }
        return values
    }

    /// Lends the `hb_set_t *` to a HarfBuzz call that fills it.
    func withUnsafeSet<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(set)
    }
}
