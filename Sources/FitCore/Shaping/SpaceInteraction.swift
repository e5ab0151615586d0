import CHarfBuzz

/// How a font's OpenType lookups involve the space glyph: whether the words of a run may be shaped
/// one by one (and their glyphs reused from ``WordShapeCache``) with exactly the glyphs and positions
/// that shaping the whole run gives.
///
/// Chrome shapes and caches word by word under the same condition (its `CachingWordShaper` is used
/// only when the space takes part in no kerning or ligature). Here the test is on every lookup of
/// `GSUB` and `GPOS`:
/// - the space is substituted, positioned or made by a lookup (it is in an input or output set):
///   words depend on their neighbours, so runs are shaped whole (``read(_:)`` returns `nil`);
/// - the space is only context of a lookup (backtrack or lookahead, as Noto Sans Devanagari's `dist`
///   lookup for Vedic signs after a space): the glyphs that lookup reads are ``boundaryGlyphs``, and a
///   word that starts or ends with one of them is shaped with its run;
/// - a lookup may skip over the space (it ignores base glyphs, or the space is classed as a mark or a
///   ligature), or the font kerns with a legacy `kern` or AAT `kerx`/`morx` table that this test cannot
///   read: runs are shaped whole.
struct SpaceInteraction: Sendable {
    /// The space glyph.
    let spaceGlyph: UInt32
    /// Glyphs read by a lookup that has the space as context: a word piece that starts or ends with
    /// one is not shaped alone.
    let boundaryGlyphs: Set<UInt32>

    /// What `font`'s tables say; `nil` when its words must always be shaped in their run.
    static func read(_ font: HarfBuzzFont) -> SpaceInteraction? {
        let face = font.face
        let unreadTables: [hb_tag_t] = [HarfBuzzFont.tag("kern"), HarfBuzzFont.tag("kerx"), HarfBuzzFont.tag("morx"), HarfBuzzFont.tag("mort")]
        for table in unreadTables where tableLength(face, table) > 0 { return nil }
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font.font, 0x20, &space) != 0 else { return nil }
        let spaceClass = hb_ot_layout_get_glyph_class(face, space)
        guard spaceClass != HB_OT_LAYOUT_GLYPH_CLASS_MARK, spaceClass != HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE else {
            return nil
        }
        var boundary = Set<UInt32>()
        for table in [HarfBuzzFont.tag("GSUB"), HarfBuzzFont.tag("GPOS")] {
            let flags = lookupFlags(face, table: table)
            let count = Int(hb_ot_layout_table_get_lookup_count(face, table))
            for lookup in 0..<count {
                let flag = lookup < flags.count ? flags[lookup] : 0xFFFF   // unreadable: assume the worst
                // A lookup that skips base glyphs may read across a space.
                if flag & 0x0002 != 0 { return nil }
                let sets = GlyphSets()
                defer { sets.destroy() }
                hb_ot_layout_lookup_collect_glyphs(face, table, UInt32(lookup), sets.before, sets.input, sets.after, sets.output)
                if hb_set_has(sets.input, space) != 0 || hb_set_has(sets.output, space) != 0 { return nil }
                guard hb_set_has(sets.before, space) != 0 || hb_set_has(sets.after, space) != 0 else { continue }
                // The space is context here: this lookup must see every glyph in order (no skip flags).
                if flag & 0xFF1E != 0 { return nil }
                for set in [sets.before, sets.input, sets.after] { boundary.formUnion(members(of: set)) }
            }
        }
        boundary.remove(space)
        return SpaceInteraction(spaceGlyph: space, boundaryGlyphs: boundary)
    }

    /// The four glyph sets `hb_ot_layout_lookup_collect_glyphs` fills.
    private struct GlyphSets {
        let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()
        func destroy() { for set in [before, input, after, output] { hb_set_destroy(set) } }
    }

    private static func members(of set: OpaquePointer?) -> [UInt32] {
        var glyphs: [UInt32] = []
        var glyph = UInt32.max   // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &glyph) != 0 { glyphs.append(glyph) }
        return glyphs
    }

    private static func tableLength(_ face: OpaquePointer, _ tag: hb_tag_t) -> Int {
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        return Int(hb_blob_get_length(blob))
    }

    /// Each lookup's `lookupFlag`, read from the raw table (HarfBuzz has no call for it): the header's
    /// LookupList offset at byte 8, then per lookup its offset, type and flag (big-endian UInt16s).
    private static func lookupFlags(_ face: OpaquePointer, table: hb_tag_t) -> [UInt16] {
        let blob = hb_face_reference_table(face, table)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return [] }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        guard let listOffset = u16(8), let count = u16(listOffset) else { return [] }
        var flags: [UInt16] = []
        for i in 0..<count {
            guard let offset = u16(listOffset + 2 + 2 * i), let flag = u16(listOffset + offset + 2) else { return flags }
            flags.append(UInt16(flag))
        }
        return flags
    }
}
