/// The whole pipeline for one text (`fitcheck measure`): shape it once, fit it into a slot set as the
/// cell model sets one (``CellModel/tracking(_:sfTracking:pointSize:)``).
///
/// It takes the shaper as a function so that it does not care which one (the real ``Shaper`` in the
/// tool, a cached one in a matrix run, a synthetic one in tests). Not `Sendable`: a shaper keeps
/// HarfBuzz buffers and ICU iterators, one per worker, and so does a measurer around it.
public struct TextMeasurer {
    /// Shapes one request; the real one is `Shaper.shape(_:)`.
    public typealias Shape = (ShapingRequest) throws -> ShapedText

    private let shape: Shape
    /// The request that shapes a drawn text at a point size (``FontLibrary/request(_:language:font:pointSize:)``).
    private let request: (_ drawn: StyledText, _ language: String, _ font: FontChoice, _ pointSize: Double) -> ShapingRequest

    /// A measurer around any shaper: texts are shaped with the point size as optical size.
    public init(shape: @escaping Shape) {
        self.shape = shape
        self.request = { drawn, language, font, pointSize in
            ShapingRequest(text: drawn.text, language: language, font: font, opticalSize: pointSize, styles: drawn.shapingRuns)
        }
    }

    /// A measurer around `shaper`, shaping at a size as every command does
    /// (``FontLibrary/request(_:language:font:pointSize:)``).
    public init(shaper: Shaper) {
        self.shape = { try shaper.shape($0) }
        let library = shaper.library
        self.request = { library.request($0, language: $1, font: $2, pointSize: $3) }
    }

    /// Shapes `text` in `language` with `font` and fits it as `parameters` say. The point size in
    /// `parameters` is also the optical size the font may use; `sfTracking` adds Apple's SF Pro
    /// tracking for that size (``SFTracking``) to `parameters.tracking`. With `markdown`, the text is
    /// measured as SwiftUI's `Text` draws it (``InlineMarkdown``): markup removed, bold, italic and
    /// code runs in their fonts.
    public func measure(_ text: String, language: String, font: FontChoice = FontChoice(),
                        parameters: FitParameters, sfTracking: Bool = false, markdown: Bool = false) throws -> MeasuredText {
        let drawn = markdown ? InlineMarkdown.parse(text) : StyledText(plain: text)
        let shaped = try shape(request(drawn, language, font, parameters.pointSize))
        var parameters = parameters
        parameters.tracking = CellModel.tracking(parameters.tracking, sfTracking: sfTracking, pointSize: parameters.pointSize)
        return MeasuredText(shaped: shaped, parameters: parameters,
                            measurement: Judge.measureWithAmount(shaped, parameters))
    }
}

/// A shaped text with the measurement of one slot, and the parameters it was fitted with.
public struct MeasuredText: Sendable, Equatable {
    public var shaped: ShapedText
    /// The parameters as applied (letter-spacing included).
    public var parameters: FitParameters
    public var measurement: Measurement

    /// Each line's text, trailing white space and line breaks included.
    public var lineTexts: [String] { measurement.lines.map { $0.text(in: shaped) } }
}
