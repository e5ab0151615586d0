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
    /// Container width, in points (the screen or view the slot sits in).
    public var width: Double
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
    /// How much too big, in points (see ``Measurement/overflowPoints``).
    public var overflow: Double
    /// Lines needed beyond the limit.
    public var overflowLines: Int
    /// Width of each wrapped line, in points; `nil` when nothing was measured.
    public var lineWidths: [Double]?
    /// The matrix rule that gave this key its slot.
    public var rule: String
    /// The catalog file, as given on the command line, and the 1-based line of the key.
    public var file: String
    public var line: Int
    /// Path of the PNG image of this cell, when one was written (issue 5).
    public var image: String?
    /// The device variant the text belongs to (`iphone`, `ipad`, `mac`, …), if any.
    public var device: String?

    public init(key: String, language: String, variant: String, text: String, samples: [String], status: String,
                state: String?, width: Double, slotWidth: Double, size: SizeCategory, style: TextStyle,
                weight: FontWeight, verdict: Verdict, alsoFails: [Verdict]?, lines: Int, maxLines: Int?,
                overflow: Double, overflowLines: Int, lineWidths: [Double]?, rule: String, file: String,
                line: Int, image: String?, device: String?) {
        self.key = key
        self.language = language
        self.variant = variant
        self.text = text
        self.samples = samples
        self.status = status
        self.state = state
        self.width = Self.rounded(width)
        self.slotWidth = Self.rounded(slotWidth)
        self.size = size
        self.style = style
        self.weight = weight
        self.verdict = verdict
        self.alsoFails = alsoFails.flatMap { $0.isEmpty ? nil : $0 }
        self.lines = lines
        self.maxLines = maxLines
        self.overflow = Self.rounded(overflow)
        self.overflowLines = overflowLines
        // Rounded in place: the caller's array is usually a temporary, so this allocates nothing.
        if var widths = lineWidths {
            for i in widths.indices { widths[i] = Self.rounded(widths[i]) }
            self.lineWidths = widths
        } else {
            self.lineWidths = nil
        }
        self.rule = rule
        self.file = file
        self.line = line
        self.image = image
        self.device = device
    }

    /// Rounds a length to 0.01 pt, as every report does (``PointFormat/rounded(_:places:)``).
    public static func rounded(_ points: Double) -> Double { PointFormat.rounded(points) }

    /// What makes a cell unique in a run: the same identity twice means two runs measured one cell.
    public var cellIdentity: String {
        [file, key, language, variant, "\(width)", size.rawValue].joined(separator: "\u{1F}")
    }

    /// The report order: key, language, variant, container width, size, verdict; then the rest of the
    /// cell's identity, so the order is total and a merge sorts exactly like a single run.
    public static func reportOrder(_ a: FailureRecord, _ b: FailureRecord) -> Bool {
        if a.key != b.key { return a.key < b.key }
        if a.language != b.language { return a.language < b.language }
        if a.variant != b.variant { return a.variant < b.variant }
        if a.width != b.width { return a.width < b.width }
        if a.size != b.size { return a.size < b.size }
        if a.verdict != b.verdict { return a.verdict < b.verdict }
        if a.file != b.file { return a.file < b.file }
        if a.style != b.style { return a.style.rawValue < b.style.rawValue }
        return a.slotWidth < b.slotWidth
    }

    /// Severity order for "the worst cell": the most severe verdict, then the larger overflow in
    /// points, then more lines over the limit; ties go to the earlier cell in report order.
    public static func worseFirst(_ a: FailureRecord, _ b: FailureRecord) -> Bool {
        if a.verdict != b.verdict { return a.verdict < b.verdict }
        if a.overflow != b.overflow { return a.overflow > b.overflow }
        if a.overflowLines != b.overflowLines { return a.overflowLines > b.overflowLines }
        return reportOrder(a, b)
    }
}
