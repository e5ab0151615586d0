/// The one shaping path: a drawn text in a language and font, shaped for a point size — its request
/// (``FontLibrary/request(_:language:font:pointSize:)``), the optical design that serves it
/// (``FontLibrary/designRequest(for:)``), that design shaped once (or taken from a ``ShapingCache``),
/// blended to the size (``ShapedText/blended(displayShare:)``). The check, its pictures, `budget` and
/// `try` shape through it; `measure` and the tests through ``Shaper/shape(_:keepingGlyphs:cache:)``,
/// the same path for one size.
///
/// Shaping happens when a size first needs it, once per optical design; every width and size after it
/// is arithmetic, the blend between the two designs too. Only a font with an `opsz` axis is shaped
/// again per point size, since its outlines change with size. A check keeps no glyphs (fitting reads
/// clusters alone); pictures keep them.
///
/// Made only from a cell model (``init(_:language:model:shaper:spansOpticalDesigns:keepingGlyphs:cache:clock:)``,
/// in Cells/CellModel+Shaping.swift, so that Shaping does not point up at Cells):
/// the text as the model's slot draws it, in the font it sets for the language, so the check
/// (``KeyCells``), `budget` and `try` (``BudgetContext``) and the MCP server's candidate picture
/// (``CandidatePicture``) cannot shape a text any other way; they differ only in what they pass.
struct TextShaping {
    private let text: StyledText
    private let language: String
    private let font: FontChoice
    private let shaper: Shaper
    private let keepingGlyphs: Bool
    private let cache: ShapingCache?
    private let clock: any ShapingClock
    /// Whether the sizes asked for fall on both sides of a design's size (``spansOpticalDesigns(_:fonts:)``):
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

    /// `text`, already as its slot draws it, in `language` and `font`, to be shaped when a size first
    /// needs it. Called only by the cell model's init (Cells/CellModel+Shaping.swift), which says what
    /// each parameter is: the one way the rest of fitcheck makes a shaping.
    init(drawn text: StyledText, language: String, font: FontChoice, shaper: Shaper, spansOpticalDesigns: Bool,
         keepingGlyphs: Bool, cache: ShapingCache?, clock: any ShapingClock) {
        self.text = text
        self.language = language
        self.font = font
        self.shaper = shaper
        self.spansOpticalDesigns = spansOpticalDesigns
        self.keepingGlyphs = keepingGlyphs
        self.cache = cache
        self.clock = clock
    }

    /// The text shaped for `pointSize`.
    mutating func shaped(at pointSize: Double) throws -> ShapedText {
        try shapedBySize[place(at: pointSize)].shaped
    }

    /// The text as fitting reads it at `pointSize`.
    mutating func breakable(at pointSize: Double) throws -> BreakableText {
        let size = shaper.library.opticalSize(forPointSize: pointSize) ?? 0
        if let last, last.size == size { return last.breakable }
        let index = try place(at: pointSize)
        let breakable = shapedBySize[index].breakable ?? BreakableText(shapedBySize[index].shaped)
        shapedBySize[index].breakable = breakable
        last = (size, breakable)
        return breakable
    }

    /// The request the text is shaped with at `pointSize` (text, language, font, optical size).
    mutating func request(at pointSize: Double) throws -> ShapingRequest {
        try shapedBySize[place(at: pointSize)].request
    }

    /// The characters no font covers, as a report lists them ("U+0D9A"), at `pointSize`.
    mutating func missingCharacters(at pointSize: Double) throws -> String {
        try shapedBySize[place(at: pointSize)].shaped.missingCharacters.map(CodePoint.described).joined(separator: ", ")
    }

    /// Whether `pointSizes` fall in more than one of: up to the text design's size, between the
    /// designs, from the display design's size — so that shaping the text once in each design
    /// (``Shaper/shapeBothDesigns(_:keepingGlyphs:)``) costs less than shaping each design's request.
    /// Only for fonts without an `opsz` axis, whose shaping does not change with size otherwise.
    static func spansOpticalDesigns(_ pointSizes: [Double], fonts: FontLibrary) -> Bool {
        guard !fonts.hasOpticalSizeAxis else { return false }
        var kinds = Set<Int>()
        for pointSize in pointSizes {
            guard let opticalSize = fonts.opticalSize(forPointSize: pointSize) else { return false }
            let share = OpticalDesigns.displayShare(opticalSize: opticalSize)
            kinds.insert(share <= 0 ? 0 : share >= 1 ? 2 : 1)
        }
        return kinds.count > 1
    }

    /// The place in ``shapedBySize`` of the text shaped for `pointSize`, shaping it if it is not there.
    private mutating func place(at pointSize: Double) throws -> Int {
        let request = shaper.library.request(text, language: language, font: font, pointSize: pointSize)
        let opticalSize = request.opticalSize
        if let done = shapedBySize.firstIndex(where: { $0.size == opticalSize ?? 0 }) { return done }
        let shaped = try clock.timeShaping { try shape(request) }
        shapedBySize.append(ShapedAtSize(size: opticalSize ?? 0, request: request, shaped: shaped))
        return shapedBySize.count - 1
    }

    /// `request` shaped; sizes between the two optical designs blended from both.
    private mutating func shape(_ request: ShapingRequest) throws -> ShapedText {
        if spansOpticalDesigns, let opticalSize = request.opticalSize {
            if optical == nil {
                var both = request
                both.opticalSize = OpticalDesigns.blendedSize
                optical = try shaper.shapeBothDesigns(both, keepingGlyphs: keepingGlyphs)
            }
            return optical!.shaped(opticalSize: opticalSize)
        }
        let design = shaper.library.designRequest(for: request)
        let unblended: ShapedText
        if let known = blendable.first(where: { $0.request == design.request }) {
            unblended = known.shaped
        } else {
            unblended = try shaper.shapedDesign(design.request, keepingGlyphs: keepingGlyphs, cache: cache)
            if design.displayShare != nil { blendable.append((design.request, unblended)) }
        }
        return unblended.blended(displayShare: design.displayShare)
    }
}

/// A text shaped at one optical size (0: the font has no `opsz` axis), with what fitting reads once
/// it has asked.
private struct ShapedAtSize {
    var size: Double
    var request: ShapingRequest
    var shaped: ShapedText
    var breakable: BreakableText?
}

/// Who times shaping: a run's probe (``RunProbe``) does, for the benchmark's stages.
public protocol ShapingClock: Sendable {
    /// Runs `work`, a shaping on the calling thread, and returns what it returns.
    func timeShaping<T>(_ work: () throws -> T) rethrows -> T
}

/// Shaping that nobody times.
struct UntimedShaping: ShapingClock {
    @inline(__always)
    func timeShaping<T>(_ work: () throws -> T) rethrows -> T { try work() }
}
