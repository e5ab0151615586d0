/// One failing cell, as the reports show it: which text, where it stands, the cell it was measured in
/// and by how much it failed. Lengths in points, rounded to 0.01 pt so the output is byte-stable.
public struct FailureRecord: Codable, Sendable, Equatable {
    /// The catalog key.
    public var key: String
    /// The language (BCP-47 tag as the catalog writes it).
    public var language: String
    /// The variant path (`""` for a plain string, `plural.few`, `device.iphone/plural.one`, …).
    public var variant: String
    /// The text as shown, sample arguments substituted.
    public var text: String
    /// The sample arguments substituted into the text, in argument order.
    public var samples: [String]
    /// ``RenditionStatus`` raw value: `translated`, `untranslated` or `notTranslatable`.
    public var status: String
    /// The catalog state of the leaf (`translated`, `needs_review`, `stale`, `new`), if any.
    public var state: String?
    /// Container width, in points (the screen or view the slot sits in); `width` in JSON.
    public var containerWidth: Double
    /// Width of the slot the text had to fit, in points.
    public var slotWidth: Double
    /// Dynamic Type size category.
    public var size: SizeCategory
    /// Dynamic Type text style.
    public var style: TextStyle
    /// Font weight (CSS/OpenType scale).
    public var weight: FontWeight
    /// The reported verdict (the most severe that applies).
    public var verdict: Verdict
    /// Other failure classes that also apply, most severe first; `nil` when none.
    public var alsoFails: [Verdict]?
    /// Lines the text needs at this width.
    public var lines: Int
    /// The slot's line limit; `nil` when the text wraps freely.
    public var maxLines: Int?
    /// How much too big, in points (see ``Measurement/excessPoints``): the overflow, clipped or
    /// broken-word amount; `over` in JSON.
    public var excessPoints: Double
    /// Lines needed beyond the limit.
    public var overflowLines: Int
    /// Width of each wrapped line, in points; `nil` when nothing was measured.
    public var lineWidths: [Double]?
    /// The matrix rule that gave this key its slot.
    public var rule: String
    /// The catalog file, as given on the command line, and the 1-based line of the key.
    public var file: String
    public var line: Int
    /// Path of the PNG image of this cell, when one was written.
    public var image: String?
    /// The device variant the text belongs to (`iphone`, `ipad`, `mac`, …), if any.
    public var device: String?
    /// For `missingGlyphs`: the characters no font of the set has, as `U+2D30 ⴰ, U+2D63 ⵣ`.
    public var missingCharacters: String?

    /// Set for a `formatMismatch` cell: the source's and the translation's specifiers.
    public var formatMismatch: FormatMismatch?
    /// The parent language whose translation a regional language shows (``Rendition/inheritedFrom``).
    public var inheritedFrom: String?
    /// For `shrinks`: the scale the text is drawn at to fit (``Measurement/scale``), 0.01 steps.
    public var scale: Double?
    /// `true` when the slot's width does not depend on the container (a fixed width, a Mac slot): the
    /// text was measured at one container width, which says nothing; `nil` otherwise.
    public var fixedWidth: Bool?
    /// `true` when the text has one size whatever the user's setting (a Mac's: no Dynamic Type), so no
    /// size category is shown; `nil` otherwise.
    public var fixedSize: Bool?

    /// The JSON member names: the Swift names, except the container width (`width`) and `over`.
    enum CodingKeys: String, CodingKey {
        case key, language, variant, text, samples, status, state
        case containerWidth = "width"
        case slotWidth, size, style, weight, verdict, alsoFails, lines, maxLines
        case excessPoints = "over"
        case overflowLines, lineWidths, rule, file, line, image, device, missingCharacters, formatMismatch, inheritedFrom, scale
        case fixedWidth, fixedSize
    }

    /// A record, or a failing cell: lengths are rounded to 0.01 pt here.
    public init(key: String, language: String, variant: String, text: String, samples: [String], status: String,
                state: String?, containerWidth: Double, slotWidth: Double, size: SizeCategory, style: TextStyle,
                weight: FontWeight, verdict: Verdict, alsoFails: [Verdict]?, lines: Int, maxLines: Int?,
                excessPoints: Double, overflowLines: Int, lineWidths: consuming [Double]?, rule: String, file: String,
                line: Int, image: String?, device: String?, missingCharacters: String? = nil,
                formatMismatch: FormatMismatch? = nil, inheritedFrom: String? = nil, scale: Double? = nil) {
        // Rounded in place: the caller's array is usually a temporary, handed over, so this allocates nothing.
        var lineWidths = lineWidths
        if var widths = lineWidths.take() {
            for i in widths.indices { widths[i] = Self.rounded(widths[i]) }
            lineWidths = widths
        }
        self.key = key
        self.language = language
        self.variant = variant
        self.text = text
        self.samples = samples
        self.status = status
        self.state = state
        self.containerWidth = Self.rounded(containerWidth)
        self.slotWidth = Self.rounded(slotWidth)
        self.size = size
        self.style = style
        self.weight = weight
        self.verdict = verdict
        self.alsoFails = alsoFails.flatMap { $0.isEmpty ? nil : $0 }
        self.lines = lines
        self.maxLines = maxLines
        self.excessPoints = Self.rounded(excessPoints)
        self.overflowLines = overflowLines
        self.lineWidths = lineWidths
        self.rule = rule
        self.file = file
        self.line = line
        self.image = image
        self.device = device
        self.missingCharacters = missingCharacters
        self.formatMismatch = formatMismatch
        self.inheritedFrom = inheritedFrom
        self.scale = scale
    }

    /// Rounds a length to 0.01 pt, as every report does (``PointFormat/rounded(_:places:)``).
    public static func rounded(_ points: Double) -> Double { PointFormat.rounded(points) }

    /// How bad the cell is (``CellSeverity``), as its record says it: verdict, amount as reported, lines over the limit.
    public var severity: CellSeverity {
        CellSeverity(verdict: verdict, excessPoints: excessPoints, overflowLines: overflowLines)
    }

    /// The report order: key, language, variant, container width, size, verdict; then the rest of the
    /// cell's identity, so the order is total and a merge sorts exactly like a single run.
    /// Texts compare as ``ReportOrder`` says.
    public static func reportOrder(_ a: FailureRecord, _ b: FailureRecord) -> Bool {
        let byText = ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.containerWidth != b.containerWidth { return a.containerWidth < b.containerWidth }
        if a.size != b.size { return a.size < b.size }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        let byFile = ReportOrder.compare(a.file, b.file)
        if byFile != 0 { return byFile < 0 }
        if a.style != b.style { return ReportOrder.precedes(a.style.rawValue, b.style.rawValue) }
        return a.slotWidth < b.slotWidth
    }
}
