import CHarfBuzz

/// A HarfBuzz font (with its face) at scale = units per em, using HarfBuzz's built-in OpenType font
/// functions so advances are exact font units, not hinted 1/64 pixels.
///
/// Immutable once made, so an instance may be shared by threads (HarfBuzz allows this for a finished
/// `hb_font_t`). The library's fonts are; each ``Shaper`` still shapes with instances of its own, since
/// HarfBuzz writes a font's glyph caches as it reads them.
final class HarfBuzzFont: @unchecked Sendable {
    /// `hb_font_t *`, owned.
    let font: OpaquePointer
    /// `hb_face_t *`, owned.
    let face: OpaquePointer
    /// Font units per em: divide advances by this to get ems.
    let unitsPerEm: Double
    /// Range of the `wght` axis, if the font is variable in weight.
    let weightAxis: ClosedRange<Double>?
    /// Range of the `opsz` axis, if the font has optical sizes.
    let opticalSizeAxis: ClosedRange<Double>?
    /// Range of the `slnt` axis (degrees, negative leans right), if the font slants: Inter's italic.
    let slantAxis: ClosedRange<Double>?
    /// The axis values of this instance (empty for the font's default instance).
    let variations: [FontVariation]

    /// Opens face `index` of the font file at `path`; `nil` when the file is not a font HarfBuzz reads.
    init?(path: String, index: UInt32) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, index), hb_face_get_glyph_count(face) > 0 else { return nil }
        hb_face_make_immutable(face)
        self.face = face
        self.font = HarfBuzzFont.makeFont(face: face, variations: [])
        self.variations = []
        self.unitsPerEm = Double(max(hb_face_get_upem(face), 1))
        self.weightAxis = HarfBuzzFont.axis(face, tag: HarfBuzzFont.tag("wght"))
        self.opticalSizeAxis = HarfBuzzFont.axis(face, tag: HarfBuzzFont.tag("opsz"))
        self.slantAxis = HarfBuzzFont.axis(face, tag: HarfBuzzFont.tag("slnt"))
        self.verticalMetrics = HarfBuzzFont.verticalMetrics(font, unitsPerEm: unitsPerEm)
    }

    /// An instance of a variable font at the given axis values (`wght`, `opsz`), sharing the face;
    /// `italic` leans it as far as its `slnt` axis goes (Inter: −10°, its italic).
    init(instanceOf base: HarfBuzzFont, weight: Double?, opticalSize: Double?, italic: Bool = false) {
        var variations: [hb_variation_t] = []
        if let weight, let range = base.weightAxis {
            variations.append(hb_variation_t(tag: HarfBuzzFont.tag("wght"), value: Float(weight.clamped(to: range))))
        }
        if let opticalSize, let range = base.opticalSizeAxis {
            variations.append(hb_variation_t(tag: HarfBuzzFont.tag("opsz"), value: Float(opticalSize.clamped(to: range))))
        }
        if italic, let range = base.slantAxis {
            variations.append(hb_variation_t(tag: HarfBuzzFont.tag("slnt"), value: Float(range.lowerBound)))
        }
        self.face = hb_face_reference(base.face)
        self.font = HarfBuzzFont.makeFont(face: base.face, variations: variations)
        self.variations = variations.map { FontVariation(tag: HarfBuzzFont.tagName($0.tag), value: Double($0.value)) }
        self.unitsPerEm = base.unitsPerEm
        self.weightAxis = base.weightAxis
        self.opticalSizeAxis = base.opticalSizeAxis
        self.slantAxis = base.slantAxis
        self.verticalMetrics = HarfBuzzFont.verticalMetrics(font, unitsPerEm: unitsPerEm)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the font maps `scalar` to a glyph (its cmap covers it).
    func covers(_ scalar: UInt32) -> Bool {
        nominalGlyph(scalar) != nil
    }

    /// The glyph the font's cmap maps `scalar` to, if any.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// Ascender, descender (positive, below the baseline) and line gap in ems: OS/2 typo metrics when
    /// the font sets USE_TYPO_METRICS, else hhea — HarfBuzz's `hb_ot_metrics_get_position` chooses.
    /// Read once, when the font is made: every shaped text asks for them.
    let verticalMetrics: (ascender: Double, descender: Double, lineGap: Double)

    private static func verticalMetrics(_ font: OpaquePointer, unitsPerEm: Double) -> (ascender: Double, descender: Double, lineGap: Double) {
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &position)
            return Double(position) / unitsPerEm
        }
        return (metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
                -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
                metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }

    /// The 256 code points from `first`, as bits (bit `cp - first` set when ``covers(_:)``): a
    /// block's coverage, looked up once and then read per character without calling HarfBuzz.
    func coverage(ofBlockFrom first: UInt32) -> [UInt64] {
        var words: [UInt64] = [0, 0, 0, 0]
        for i in 0..<256 where covers(first + UInt32(i)) { words[i >> 6] |= 1 << UInt64(i & 63) }
        return words
    }

    /// An OpenType tag from four ASCII letters (`HB_TAG` does not reach Swift).
    static func tag(_ name: StaticString) -> hb_tag_t {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { ($0 << 8) | hb_tag_t($1) } }
    }

    /// The four letters of an OpenType tag.
    static func tagName(_ tag: hb_tag_t) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    private static func makeFont(face: OpaquePointer, variations: [hb_variation_t]) -> OpaquePointer {
        let font = hb_font_create(face)!
        hb_ot_font_set_funcs(font)
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        if !variations.isEmpty {
            variations.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        hb_font_make_immutable(font)
        return font
    }

    private static func axis(_ face: OpaquePointer, tag: hb_tag_t) -> ClosedRange<Double>? {
        var info = hb_ot_var_axis_info_t()
        guard hb_ot_var_find_axis_info(face, tag, &info) != 0, info.min_value < info.max_value else { return nil }
        return Double(info.min_value)...Double(info.max_value)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
