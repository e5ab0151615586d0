/// One failing cell, as the reports show it: which text, where it stands, the cell it was measured in
/// and by how much it failed. Lengths in points, rounded to 0.01 pt so the output is byte-stable.
public struct FailureRecord: Codable, Sendable, Equatable {
    /// The stored fields, one box shared between copies (see `CopyOnWrite`).
    private var fields: CopyOnWrite<Fields>

    /// The catalog key.
    public var key: String {
        get { fields.value.key }
        set { fields.value.key = newValue }
    }
    /// The language (BCP-47 tag as the catalog writes it).
    public var language: String {
        get { fields.value.language }
        set { fields.value.language = newValue }
    }
    /// The variant path (`""` for a plain string, `plural.few`, `device.iphone/plural.one`, …).
    public var variant: String {
        get { fields.value.variant }
        set { fields.value.variant = newValue }
    }
    /// The text as shown, sample arguments substituted.
    public var text: String {
        get { fields.value.text }
        set { fields.value.text = newValue }
    }
    /// The sample arguments substituted into the text, in argument order.
    public var samples: [String] {
        get { fields.value.samples }
        set { fields.value.samples = newValue }
    }
    /// ``RenditionStatus`` raw value: `translated`, `untranslated` or `notTranslatable`.
    public var status: String {
        get { fields.value.status }
        set { fields.value.status = newValue }
    }
    /// The catalog state of the leaf (`translated`, `needs_review`, `stale`, `new`), if any.
    public var state: String? {
        get { fields.value.state }
        set { fields.value.state = newValue }
    }
    /// Container width, in points (the screen or view the slot sits in).
    public var width: Double {
        get { fields.value.width }
        set { fields.value.width = newValue }
    }
    /// Width of the slot the text had to fit, in points.
    public var slotWidth: Double {
        get { fields.value.slotWidth }
        set { fields.value.slotWidth = newValue }
    }
    /// Dynamic Type size category.
    public var size: SizeCategory {
        get { fields.value.size }
        set { fields.value.size = newValue }
    }
    /// Dynamic Type text style.
    public var style: TextStyle {
        get { fields.value.style }
        set { fields.value.style = newValue }
    }
    /// Font weight (CSS/OpenType scale).
    public var weight: FontWeight {
        get { fields.value.weight }
        set { fields.value.weight = newValue }
    }
    /// The reported verdict (the most severe that applies).
    public var verdict: Verdict {
        get { fields.value.verdict }
        set { fields.value.verdict = newValue }
    }
    /// Other failure classes that also apply, most severe first; `nil` when none.
    public var alsoFails: [Verdict]? {
        get { fields.value.alsoFails }
        set { fields.value.alsoFails = newValue }
    }
    /// Lines the text needs at this width.
    public var lines: Int {
        get { fields.value.lines }
        set { fields.value.lines = newValue }
    }
    /// The slot's line limit; `nil` when the text wraps freely.
    public var maxLines: Int? {
        get { fields.value.maxLines }
        set { fields.value.maxLines = newValue }
    }
    /// How much too big, in points (see ``Measurement/excessPoints``).
    public var overflow: Double {
        get { fields.value.overflow }
        set { fields.value.overflow = newValue }
    }
    /// Lines needed beyond the limit.
    public var overflowLines: Int {
        get { fields.value.overflowLines }
        set { fields.value.overflowLines = newValue }
    }
    /// Width of each wrapped line, in points; `nil` when nothing was measured.
    public var lineWidths: [Double]? {
        get { fields.value.lineWidths }
        set { fields.value.lineWidths = newValue }
    }
    /// The matrix rule that gave this key its slot.
    public var rule: String {
        get { fields.value.rule }
        set { fields.value.rule = newValue }
    }
    /// The catalog file, as given on the command line, and the 1-based line of the key.
    public var file: String {
        get { fields.value.file }
        set { fields.value.file = newValue }
    }
    public var line: Int {
        get { fields.value.line }
        set { fields.value.line = newValue }
    }
    /// Path of the PNG image of this cell, when one was written (issue 5).
    public var image: String? {
        get { fields.value.image }
        set { fields.value.image = newValue }
    }
    /// The device variant the text belongs to (`iphone`, `ipad`, `mac`, …), if any.
    public var device: String? {
        get { fields.value.device }
        set { fields.value.device = newValue }
    }
    /// For `missingGlyphs`: the characters no font of the set has, as `U+2D30 ⴰ, U+2D63 ⵣ`.
    public var missingCharacters: String? {
        get { fields.value.missingCharacters }
        set { fields.value.missingCharacters = newValue }
    }

    /// Set for a `formatMismatch` cell: the source's and the translation's specifiers.
    public var formatMismatch: FormatMismatch? {
        get { fields.value.formatMismatch }
        set { fields.value.formatMismatch = newValue }
    }
    /// The parent language whose translation a regional language shows (``Rendition/inheritedFrom``).
    public var inheritedFrom: String? {
        get { fields.value.inheritedFrom }
        set { fields.value.inheritedFrom = newValue }
    }

    /// A record, or a failing cell: lengths are rounded to 0.01 pt here.
    public init(key: String, language: String, variant: String, text: String, samples: [String], status: String,
                state: String?, width: Double, slotWidth: Double, size: SizeCategory, style: TextStyle,
                weight: FontWeight, verdict: Verdict, alsoFails: [Verdict]?, lines: Int, maxLines: Int?,
                overflow: Double, overflowLines: Int, lineWidths: consuming [Double]?, rule: String, file: String,
                line: Int, image: String?, device: String?, missingCharacters: String? = nil,
                formatMismatch: FormatMismatch? = nil, inheritedFrom: String? = nil) {
        // Rounded in place: the caller's array is usually a temporary, handed over, so this allocates nothing.
        var lineWidths = lineWidths
        if var widths = lineWidths.take() {
            for i in widths.indices { widths[i] = Self.rounded(widths[i]) }
            lineWidths = widths
        }
        fields = CopyOnWrite(Fields(
            key: key, language: language, variant: variant, text: text, samples: samples, status: status, state: state,
            width: Self.rounded(width), slotWidth: Self.rounded(slotWidth), size: size, style: style, weight: weight,
            verdict: verdict, alsoFails: alsoFails.flatMap { $0.isEmpty ? nil : $0 }, lines: lines, maxLines: maxLines,
            overflow: Self.rounded(overflow), overflowLines: overflowLines, lineWidths: lineWidths, rule: rule,
            file: file, line: line, image: image, device: device, missingCharacters: missingCharacters,
            formatMismatch: formatMismatch, inheritedFrom: inheritedFrom))
    }

    /// What a record stores. Equality and coding are these fields', as the compiler writes them.
    private struct Fields: Sendable, Equatable, Codable {
        var key: String
        var language: String
        var variant: String
        var text: String
        var samples: [String]
        var status: String
        var state: String?
        var width: Double
        var slotWidth: Double
        var size: SizeCategory
        var style: TextStyle
        var weight: FontWeight
        var verdict: Verdict
        var alsoFails: [Verdict]?
        var lines: Int
        var maxLines: Int?
        var overflow: Double
        var overflowLines: Int
        var lineWidths: [Double]?
        var rule: String
        var file: String
        var line: Int
        var image: String?
        var device: String?
        var missingCharacters: String?
        var formatMismatch: FormatMismatch?
        var inheritedFrom: String?
    }

    public static func == (a: FailureRecord, b: FailureRecord) -> Bool { a.fields.value == b.fields.value }
    public init(from decoder: Decoder) throws { fields = CopyOnWrite(try Fields(from: decoder)) }
    public func encode(to encoder: Encoder) throws { try fields.value.encode(to: encoder) }

    /// Rounds a length to 0.01 pt, as every report does (``PointFormat/rounded(_:places:)``).
    public static func rounded(_ points: Double) -> Double { PointFormat.rounded(points) }

    /// What makes a cell unique in a run: the same identity twice means two runs measured one cell.
    public var cellIdentity: String {
        [file, key, language, variant, "\(width)", size.rawValue].joined(separator: "\u{1F}")
    }

    /// The report order: key, language, variant, container width, size, verdict; then the rest of the
    /// cell's identity, so the order is total and a merge sorts exactly like a single run.
    /// Texts compare as ``ReportOrder`` says.
    public static func reportOrder(_ a: FailureRecord, _ b: FailureRecord) -> Bool {
        let byText = ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.width != b.width { return a.width < b.width }
        if a.size != b.size { return a.size < b.size }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        let byFile = ReportOrder.compare(a.file, b.file)
        if byFile != 0 { return byFile < 0 }
        if a.style != b.style { return ReportOrder.precedes(a.style.rawValue, b.style.rawValue) }
        return a.slotWidth < b.slotWidth
    }
}

extension FailureRecord: CustomReflectable {
    /// The fields, as a struct of stored properties shows them (in test failures, `dump`, the debugger).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: fields.value).children, displayStyle: .struct)
    }
}
