/// What to measure about one text (`fitcheck measure`): the text, its language, the slot it gets and
/// how it is set — size, style, leading, line limit, letter-spacing, weight, font, Markdown.
/// ``TextMeasurer/measure(_:)`` measures it; ``MeasureReport`` says what came out.
public struct MeasureRequest: Sendable, Equatable {
    public var text: String
    /// BCP-47 tag (`de`, `pt-BR`, `hi`).
    public var language: String
    /// Slot width, in points.
    public var width: Double
    /// Font size, in points.
    public var size: Double
    /// The Dynamic Type style and category the size came from; nil when the size was given in points.
    public var style: TextStyle?
    public var category: SizeCategory?
    /// Distance between baselines, in points (a style's leading); nil: the font's natural one.
    public var leading: Double?
    /// Line limit; nil wraps freely.
    public var lines: Int?
    /// Extra letter-spacing, in points (SF Pro's tracking comes on top with `sfTracking`).
    public var tracking: Double
    /// Add SF Pro's size-specific tracking (``SFTracking``).
    public var sfTracking: Bool
    /// Measure the text as SwiftUI's `Text` draws its Markdown (``InlineMarkdown``); false: as written.
    public var markdown: Bool
    public var weight: FontWeight
    /// A font file to use first; nil: the configured fonts.
    public var font: String?

    public init(text: String, language: String, width: Double, size: Double, style: TextStyle? = nil,
                category: SizeCategory? = nil, leading: Double? = nil, lines: Int? = nil, tracking: Double = 0,
                sfTracking: Bool = true, markdown: Bool = true, weight: FontWeight = .regular, font: String? = nil) {
        self.text = text
        self.language = language
        self.width = width
        self.size = size
        self.style = style
        self.category = category
        self.leading = leading
        self.lines = lines
        self.tracking = tracking
        self.sfTracking = sfTracking
        self.markdown = markdown
        self.weight = weight
        self.font = font
    }

    /// `text` set in Dynamic Type `style` at `category`: its point size and leading as the cell model
    /// sets a slot of that style (``CellModel``), for `measure` on the command line and in the server.
    public init(text: String, language: String, width: Double, style: TextStyle, category: SizeCategory) {
        let metrics = CellModel(slot: Slot(width: WidthExpression(percent: 0, offset: width), style: style),
                                sizes: [category]).metrics(size: 0)
        self.init(text: text, language: language, width: width, size: metrics.pointSize, style: style,
                  category: category, leading: metrics.leading)
    }

    /// The fitting parameters the request describes (SF tracking is added by the measurer).
    public var parameters: FitParameters {
        FitParameters(pointSize: size, slotWidth: width, maxLines: lines, lineHeight: leading, tracking: tracking)
    }

    public var fontChoice: FontChoice { FontChoice(weight: weight, file: font) }
}

/// What `measure` accepts, on the command line (`MeasureInputs`) and in the MCP tool (``MeasureTool``)
/// alike, and the names it reads: one place, so the two cannot drift apart.
extension MeasureRequest {
    /// Slot widths, in points: up to 100,000 (a long text on one line, many screens wide; a matrix's
    /// slots stop at ``WidthExpression/maximumPoints``).
    public static let widths: ClosedRange<Double> = 0.001...100_000
    /// Font sizes, in points.
    public static let pointSizes: ClosedRange<Double> = 0.001...1000
    /// Line limits.
    public static let lineLimits: ClosedRange<Int> = 1...10_000
    /// Letter-spacing, in points.
    public static let trackings: ClosedRange<Double> = -1000...1000

    /// The case of `type` whose name is `name` (ignoring case).
    /// - Throws: ``InputError`` listing the valid names: `unknown style 'big' (valid: largeTitle, …)`.
    public static func named<T: CaseIterable & RawRepresentable>(_ name: String, _ type: T.Type, _ what: String) throws -> T
    where T.RawValue == String {
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { return match }
        throw InputError("unknown \(what) \(quoted: name) (valid: \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    /// The weight `name` names (`regular`, `medium`, `semibold`, `bold`, or 1–1000).
    /// - Throws: ``InputError`` saying what a weight may be; `option` names the field (`--weight`, `"weight"`).
    public static func weight(_ name: String, option: String) throws -> FontWeight {
        guard let weight = FontWeight(name: name) else {
            throw InputError("\(option) must be regular, medium, semibold, bold or a number from 1 to 1000, got \(quoted: name)")
        }
        return weight
    }
}

extension TextMeasurer {
    /// Shapes and fits the text of `request` as it asks.
    public func measure(_ request: MeasureRequest) throws -> MeasuredText {
        try measure(request.text, language: request.language, font: request.fontChoice, parameters: request.parameters,
                    sfTracking: request.sfTracking, markdown: request.markdown)
    }
}
