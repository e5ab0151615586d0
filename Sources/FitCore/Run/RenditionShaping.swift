/// The shape stage of one rendition: its drawn text shaped when a cell first needs it, once per
/// optical design, and made ready for fitting (``BreakableText``). Every width and size after it is
/// arithmetic, the blend between the two designs too; only a font with an `opsz` axis is shaped again
/// per point size, since its outlines change with size.
///
/// No glyphs are kept: fitting reads clusters alone (pictures are drawn after the run, shaped again).
/// No whole texts are cached: a text met again is rebuilt from the shaper's word cache.
struct RenditionShaping {
    private let text: StyledText
    private let language: String
    private let font: FontChoice
    private let fonts: FontLibrary
    private let shaper: Shaper
    private let probe: any RunProbe
    /// Whether the slot's sizes fall on both sides of a design's size (``SizeStyle/spansOpticalDesigns(_:fonts:)``):
    /// then the text is shaped once in each design and every size blended from the two.
    private let spansOpticalDesigns: Bool

    /// The text shaped at each optical size asked for (0: the font has no `opsz` axis). A few at
    /// most, searched in order.
    private var shapedBySize: [ShapedAtSize] = []
    /// The shapings that sizes between the two designs are blended from (one, without `opsz`).
    private var blendable: [(request: ShapingRequest, shaped: ShapedText)] = []
    /// The text shaped in both designs, when ``spansOpticalDesigns``.
    private var optical: OpticalShapings?
    /// The text last handed to fitting: without an `opsz` axis every size asks for the same one.
    private var last: (size: Double, breakable: BreakableText)?

    init(_ text: StyledText, language: String, font: FontChoice, fonts: FontLibrary, shaper: Shaper,
         spansOpticalDesigns: Bool, probe: any RunProbe) {
        self.text = text
        self.language = language
        self.font = font
        self.fonts = fonts
        self.shaper = shaper
        self.spansOpticalDesigns = spansOpticalDesigns
        self.probe = probe
    }

    /// The text as fitting reads it at `pointSize`.
    mutating func breakable(at pointSize: Double) throws -> BreakableText {
        let size = fonts.opticalSize(forPointSize: pointSize) ?? 0
        if let last, last.size == size { return last.breakable }
        let breakable = try shapedBySize[shaped(at: pointSize)].breakable
        last = (size, breakable)
        return breakable
    }

    /// The request the text is shaped with at `pointSize` (text, language, font, optical size).
    mutating func request(at pointSize: Double) throws -> ShapingRequest {
        try shapedBySize[shaped(at: pointSize)].request
    }

    /// The characters no font covers, as a report lists them ("U+0D9A"), at `pointSize`.
    mutating func missingCharacters(at pointSize: Double) throws -> String {
        try shapedBySize[shaped(at: pointSize)].shaped.missingCharacters.map(CodePoint.described).joined(separator: ", ")
    }

    /// The place in ``shapedBySize`` of the text shaped for `pointSize`, shaping it if it is not there.
    private mutating func shaped(at pointSize: Double) throws -> Int {
        let request = fonts.request(text, language: language, font: font, pointSize: pointSize)
        let opticalSize = request.opticalSize
        if let done = shapedBySize.firstIndex(where: { $0.size == opticalSize ?? 0 }) { return done }
        let shaped = try probe.time(.shaping) { try shape(request) }
        shapedBySize.append(ShapedAtSize(size: opticalSize ?? 0, request: request, shaped: shaped,
                                         breakable: BreakableText(shaped)))
        return shapedBySize.count - 1
    }

    /// `request` shaped; sizes between the two optical designs blended from both.
    private mutating func shape(_ request: ShapingRequest) throws -> ShapedText {
        if spansOpticalDesigns, let opticalSize = request.opticalSize {
            if optical == nil {
                var both = request
                both.opticalSize = OpticalDesigns.blendedSize
                optical = try shaper.shapeBothDesigns(both, keepingGlyphs: false)
            }
            return optical!.shaped(opticalSize: opticalSize)
        }
        let design = fonts.designRequest(for: request)
        let unblended: ShapedText
        if let known = blendable.first(where: { $0.request == design.request }) {
            unblended = known.shaped
        } else {
            unblended = try shaper.shapeDesigns(design.request, keepingGlyphs: false)
            if design.displayShare != nil { blendable.append((design.request, unblended)) }
        }
        return unblended.blended(displayShare: design.displayShare)
    }
}

/// A rendition's text shaped at one optical size (0: the font has no `opsz` axis), with what fitting reads.
private struct ShapedAtSize {
    var size: Double
    var request: ShapingRequest
    var shaped: ShapedText
    var breakable: BreakableText
}
