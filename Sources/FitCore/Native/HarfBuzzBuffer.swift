import CHarfBuzz

/// A HarfBuzz buffer (`hb_buffer_t`), owned: text in, glyphs out. One per ``Shaper`` (buffers are
/// not thread-safe), reused for every run; its glyphs are read before the next shaping.
final class HarfBuzzBuffer {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Shapes the bytes `item` of `utf8` (the rest of `utf8` is context: joining and marks across the
    /// item's edges) in `font`; clusters are UTF-8 byte offsets into `utf8`.
    /// - Parameters:
    ///   - script: an ISO 15924 tag as HarfBuzz spells it (`Latn`).
    ///   - language: the text's language (its `locl` forms and language systems).
    func shape(_ utf8: UnsafeBufferPointer<UInt8>, item: Range<Int32>, font: HarfBuzzFont, script: UInt32,
               isRightToLeft: Bool, language: HarfBuzzLanguage) {
        hb_buffer_clear_contents(buffer)
        if let base = utf8.baseAddress {
            base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(utf8.count), UInt32(item.lowerBound), item.upperBound - item.lowerBound)
            }
        }
        hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        language.withUnsafeLanguage { hb_buffer_set_language(buffer, $0) }
        font.withUnsafeFont { hb_shape($0, buffer, nil, 0) }
    }

    /// Calls `body` with each glyph of the last shaping, in HarfBuzz's (visual) order: its glyph id
    /// in the font, its cluster (a UTF-8 byte offset) and its advance and offsets in font units.
    func forEachGlyph(_ body: (_ glyph: UInt32, _ cluster: UInt32, _ xAdvance: Int32, _ xOffset: Int32,
                               _ yOffset: Int32) throws -> Void) rethrows {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for g in 0..<Int(count) {
            try body(infos[g].codepoint, infos[g].cluster, positions[g].x_advance, positions[g].x_offset,
                     positions[g].y_offset)
        }
    }
}
