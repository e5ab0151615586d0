import CHarfBuzz

/// A HarfBuzz buffer (`hb_buffer_t`), owned; one per ``Shaper`` and reused for every run.
final class HarfBuzzBuffer {
    let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }
}
