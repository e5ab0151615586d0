/// Everything a failure picture shows about one failing cell: which text, where, and how it was
/// measured. The runner builds one from a rendition, its slot and the measurement it got.
public struct FailureCell: Sendable, Equatable {
    /// The catalog key, language and variant path of the rendition (see ``Rendition``).
    public var key: String
    public var language: String
    public var variant: String
    /// The catalog (or table) file the rendition comes from, as the run names it: one key may be in
    /// several, and each gets a picture of its own (``FailureImageWriter/fileName(for:)``).
    public var file: String
    /// Width of the container the slot sits in, in points.
    public var containerWidth: Double
    /// The text size as a person names it, e.g. `body AX2`; the point size comes from ``parameters``.
    public var textSize: String
    /// The text as shaped, and the measurement the verdict came from: drawn exactly as measured.
    public var shaped: ShapedText
    public var measurement: Measurement
    /// The slot width, line limit, point size, line height and tracking the text was fitted with.
    public var parameters: FitParameters
    /// The cell's verdict: the measurement's, or `untranslated` for fallback text.
    public var verdict: Verdict

    public init(key: String, language: String, variant: String, containerWidth: Double, textSize: String,
                shaped: ShapedText, measurement: Measurement, parameters: FitParameters, verdict: Verdict? = nil,
                file: String = "") {
        self.verdict = verdict ?? measurement.verdict
        self.file = file
        self.key = key
        self.language = language
        self.variant = variant
        self.containerWidth = containerWidth
        self.textSize = textSize
        self.shaped = shaped
        self.measurement = measurement
        self.parameters = parameters
    }

    /// The caption's lines: key; language, variant, widths and size; verdict and by how much.
    public var captionLines: [String] {
        let where_ = [language, variant.isEmpty ? nil : variant,
                      "container \(Self.points(containerWidth))", "slot \(Self.points(parameters.slotWidth))",
                      "\(textSize) \(Self.points(parameters.pointSize))"].compactMap { $0 }
        return [key, where_.joined(separator: " · "), verdictLine]
    }

    /// `overflow by 41.52 pt · 2 lines over the limit of 1` and the like: the amount as every report
    /// gives it (``Judge/measureWithAmount(_:_:)-(BreakableText,_)``, two decimals).
    public var verdictLine: String {
        var line = verdict.rawValue
        if measurement.excessPoints > 0 { line += " by \(PointFormat.text(measurement.excessPoints)) pt" }
        if measurement.overflowLines > 0, let limit = measurement.maxLines {
            let lines = measurement.overflowLines == 1 ? "line" : "lines"
            line += " · \(measurement.overflowLines) \(lines) over the limit of \(limit)"
        }
        return line
    }

    /// A length in points with at most one decimal: `288 pt`, `41.5 pt`.
    static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        let fraction = Int(abs(tenths).truncatingRemainder(dividingBy: 10))
        return fraction == 0 ? "\(whole) pt" : "\(whole).\(fraction) pt"
    }
}
