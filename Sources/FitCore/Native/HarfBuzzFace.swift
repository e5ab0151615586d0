import CHarfBuzz

/// A HarfBuzz face (`hb_face_t`), owned: one face of a font file — its tables, glyph classes and
/// OpenType layout. Immutable once made, so shared by threads and by every ``HarfBuzzFont`` of it.
final class HarfBuzzFace: @unchecked Sendable {
    private let face: OpaquePointer

    /// Face `index` of the font file at `path`; `nil` when the file is not a font HarfBuzz reads
    /// (no glyphs there).
    init?(path: String, index: UInt32) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, index) else { return nil }
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        hb_face_make_immutable(face)
        self.face = face
    }

    deinit { hb_face_destroy(face) }

    /// Font units per em (`head`'s unitsPerEm; HarfBuzz gives 1000 for a face that has none).
    var unitsPerEm: Int32 {
        Int32(hb_face_get_upem(face))
    }

    /// The range of variation axis `tag` (`wght`, `opsz`, `slnt`), if the face varies along it.
    func axis(_ tag: UInt32) -> ClosedRange<Double>? {
        var info = hb_ot_var_axis_info_t()
        guard hb_ot_var_find_axis_info(face, tag, &info) != 0, info.min_value < info.max_value else { return nil }
        return Double(info.min_value)...Double(info.max_value)
    }

    // MARK: - Tables

    /// The length in bytes of table `tag` (0 when the face has none).
    func tableLength(_ tag: UInt32) -> Int {
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        return Int(hb_blob_get_length(blob))
    }

    /// `body` on the raw bytes of table `tag` (empty when the face has none).
    func withTable<T>(_ tag: UInt32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let blob = hb_face_reference_table(face, tag)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    // MARK: - OpenType layout

    /// A glyph's class in `GDEF`.
    enum GlyphClass {
        case unclassified, base, ligature, mark, component
    }

    /// Glyph `glyph`'s class in `GDEF` (`unclassified` when the face has no classes).
    func glyphClass(_ glyph: UInt32) -> GlyphClass {
        switch hb_ot_layout_get_glyph_class(face, glyph) {
        case HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH: return .base
        case HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE: return .ligature
        case HB_OT_LAYOUT_GLYPH_CLASS_MARK: return .mark
        case HB_OT_LAYOUT_GLYPH_CLASS_COMPONENT: return .component
        default: return .unclassified
        }
    }

    /// Whether `GDEF` classes the glyphs.
    var hasGlyphClasses: Bool {
        hb_ot_layout_has_glyph_classes(face) != 0
    }

    /// The number of lookups in table `table` (`GSUB` or `GPOS`).
    func lookupCount(table: UInt32) -> Int {
        Int(hb_ot_layout_table_get_lookup_count(face, table))
    }

    /// The glyphs a lookup reads and makes (`hb_ot_layout_lookup_collect_glyphs`).
    struct LookupGlyphs {
        /// Backtrack: glyphs read before the input.
        let before = HarfBuzzSet()
        let input = HarfBuzzSet()
        /// Lookahead: glyphs read after the input.
        let after = HarfBuzzSet()
        let output = HarfBuzzSet()
    }

    /// The glyphs lookup `lookup` of `table` reads and makes.
    func collectGlyphs(table: UInt32, lookup: Int) -> LookupGlyphs {
        let glyphs = LookupGlyphs()
        glyphs.before.withUnsafeSet { before in
            glyphs.input.withUnsafeSet { input in
                glyphs.after.withUnsafeSet { after in
                    glyphs.output.withUnsafeSet { output in
                        hb_ot_layout_lookup_collect_glyphs(face, table, UInt32(lookup), before, input, after, output)
                    }
                }
            }
        }
        return glyphs
    }

    /// The feature tags table `table` lists (every script and language system; repeats kept).
    func featureTags(table: UInt32) -> [UInt32] {
        var count: UInt32 = 0
        _ = hb_ot_layout_table_get_feature_tags(face, table, 0, &count, nil)
        var tags = [hb_tag_t](repeating: 0, count: Int(count))
        _ = hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags)
        return tags
    }

    /// The lookups `features` list in table `table`, in every script and language system and
    /// feature variation.
    func lookups(table: UInt32, features: [UInt32]) -> HarfBuzzSet {
        let set = HarfBuzzSet()
        let terminated = features + [0]   // HB_TAG_NONE ends the list
        set.withUnsafeSet { set in
            terminated.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, set) }
        }
        return set
    }

    /// Every code point the face's cmap maps.
    func unicodes() -> HarfBuzzSet {
        let set = HarfBuzzSet()
        set.withUnsafeSet { hb_face_collect_unicodes(face, $0) }
        return set
    }

    /// Lends the `hb_face_t *` to a HarfBuzz call (making a font or a shape plan).
    func withUnsafeFace<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(face)
    }
}
