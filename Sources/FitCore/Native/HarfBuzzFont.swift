import CHarfBuzz

/// A HarfBuzz font (`hb_font_t`), owned, on a shared ``HarfBuzzFace``, at scale = units per em, using
/// HarfBuzz's built-in OpenType font functions so advances are exact font units, not hinted 1/64 pixels.
///
/// Immutable once made, so an instance may be shared by threads (HarfBuzz allows this for a finished
/// `hb_font_t`). The library's fonts are; each ``Shaper`` still shapes with instances of its own, since
/// HarfBuzz writes a font's glyph caches as it reads them.
final class HarfBuzzFont: @unchecked Sendable {
    /// `hb_font_t *`, owned.
    private let font: OpaquePointer
    /// The face, shared with every instance made from this font.
    let face: HarfBuzzFace
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
    convenience init?(path: String, index: UInt32) {
        guard let face = HarfBuzzFace(path: path, index: index) else { return nil }
        self.init(face: face)
    }

    /// The default instance of `face`.
    init(face: HarfBuzzFace) {
        self.face = face
        self.font = HarfBuzzFont.makeFont(face: face, variations: [])
        self.variations = []
        self.unitsPerEm = Double(max(face.unitsPerEm, 1))
        self.weightAxis = face.axis(HarfBuzzFont.tag("wght"))
        self.opticalSizeAxis = face.axis(HarfBuzzFont.tag("opsz"))
        self.slantAxis = face.axis(HarfBuzzFont.tag("slnt"))
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
        self.face = base.face
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
    static func tag(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { bytes in bytes.reduce(0) { ($0 << 8) | UInt32($1) } }
    }

    /// The four letters of an OpenType tag.
    static func tagName(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    /// Lends the `hb_font_t *` to a HarfBuzz call (shaping, making a shape plan).
    func withUnsafeFont<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(font)
    }

    private static func makeFont(face: HarfBuzzFace, variations: [hb_variation_t]) -> OpaquePointer {
        let font = face.withUnsafeFace { hb_font_create($0)! }
        hb_ot_font_set_funcs(font)
        let upem = face.unitsPerEm
        hb_font_set_scale(font, upem, upem)
        if !variations.isEmpty {
            variations.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        hb_font_make_immutable(font)
        return font
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
