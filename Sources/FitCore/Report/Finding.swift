/// What a user acts on: one key × variant × language × verdict, however many cells it fails in.
///
/// A cell (rendition × width × text size) has one verdict; a finding gathers the failing cells of
/// one rendition (key, variant, language, in one catalog file) that share a verdict.
///
/// - A verdict that depends on the text only (``Verdict/dependsOnTextOnly``: `untranslated`,
///   `missingGlyphs`, `zeroLines`) fails in every cell of its rendition: one finding, shown by one
///   cell, and no list of cells (``failingCells`` is `nil`).
/// - A layout verdict (`overflow`, `clipped`, `brokenWord`) is one finding per key × variant ×
///   language too, shown by its **worst cell** and listing every cell where it fails.
///
/// **The worst cell** is the one that misses by most: the largest ``FailureRecord/excessPoints`` in
/// points, then the most lines over the limit; ties go to the narrowest container width, then the
/// smallest text size (the first of the tied cells in report order). A text-only finding is shown
/// by the cell the same order picks (usually the narrowest width at the smallest size).
///
/// Reports, the exit status and the picture of a failure follow findings; the failing cells stay
/// available (``RunReport/failures``) for whoever wants them.
public struct Finding: Sendable, Equatable {
    /// The worst cell: its record also carries everything the finding shares (key, file, line,
    /// language, variant, verdict, text, samples, status, state, rule, device).
    public var worst: FailureRecord
    /// Failing cells of the finding (1 or more).
    public var failingCellCount: Int
    /// Where a layout finding fails, in report order (width, then size); `nil` for a verdict that
    /// depends on the text only, which fails in every cell measured.
    public var failingCells: [FindingCell]?

    public init(worst: FailureRecord, failingCellCount: Int, failingCells: [FindingCell]?) {
        self.worst = worst
        self.failingCellCount = failingCellCount
        self.failingCells = failingCells
    }

    /// The catalog key.
    public var key: String { worst.key }
    /// The catalog file, as the run names it, and the 1-based line of the key.
    public var file: String { worst.file }
    public var line: Int { worst.line }
    /// The language (BCP-47 tag as the catalog writes it).
    public var language: String { worst.language }
    /// The variant path (`""` for a plain string, `plural.few`, …).
    public var variant: String { worst.variant }
    /// The verdict every cell of the finding has.
    public var verdict: Verdict { worst.verdict }
    /// The text as shown, sample arguments substituted.
    public var text: String { worst.text }
    /// The finding's picture (of its worst cell), when one was written.
    public var image: String? {
        get { worst.image }
        set { worst.image = newValue }
    }

    // MARK: - Orders

    /// Report order: key, language, variant, verdict, then catalog file.
    /// Texts compare as ``ReportOrder`` says.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        let byText = ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        return ReportOrder.precedes(a.file, b.file)
    }

    /// Most severe first, as capped outputs (SARIF, GitHub annotations, pictures) keep them: the more
    /// severe verdict (``Verdict/rank``), then the larger miss in points at the worst cell, then the
    /// more lines over the limit, then more failing cells; ties in report order.
    public static func moreSevere(_ a: Finding, _ b: Finding) -> Bool {
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        if a.worst.excessPoints != b.worst.excessPoints { return a.worst.excessPoints > b.worst.excessPoints }
        if a.worst.overflowLines != b.worst.overflowLines { return a.worst.overflowLines > b.worst.overflowLines }
        if a.failingCellCount != b.failingCellCount { return a.failingCellCount > b.failingCellCount }
        return reportOrder(a, b)
    }

    /// Whether cell `a` is worse than cell `b` of the same finding (see "The worst cell" above):
    /// larger overflow, more lines over the limit, narrower container, smaller text size, then the
    /// rest of the report order.
    public static func isWorseCell(_ a: FailureRecord, than b: FailureRecord) -> Bool {
        if a.excessPoints != b.excessPoints { return a.excessPoints > b.excessPoints }
        if a.overflowLines != b.overflowLines { return a.overflowLines > b.overflowLines }
        return FailureRecord.reportOrder(a, b)
    }

    /// What makes a finding unique in a run: catalog file, key, language, variant and verdict.
    public var identity: Identity {
        Identity(file: file, key: key, language: language, variant: variant, verdict: verdict)
    }

    /// See ``identity``.
    public struct Identity: Hashable, Sendable {
        public var file: String
        public var key: String
        public var language: String
        public var variant: String
        public var verdict: Verdict
    }
}

// MARK: - JSON

extension Finding: Codable {
    /// The JSON members: what the finding shares at the top level, the worst cell's own fields under
    /// `worst` (so the key and text are written once). `formatMismatch` (the source's and the
    /// translation's specifiers) and `inheritedFrom` (the parent language a regional one shows) are
    /// the text's, so the finding's, named as on a failing cell (`failures[]`).
    private enum CodingKeys: String, CodingKey {
        case key, variant, language, verdict, file, line, text, samples, status, state, rule, device, image
        case formatMismatch, inheritedFrom
        case failingCellCount, failingCells, worst
    }

    /// The worst cell's fields that are the cell's own.
    private struct WorstCell: Codable {
        var width: Double
        var slotWidth: Double
        var size: SizeCategory
        var style: TextStyle
        var weight: FontWeight
        var lines: Int
        var maxLines: Int?
        var overflow: Double
        var overflowLines: Int
        var lineWidths: [Double]?
        var alsoFails: [Verdict]?
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(worst.key, forKey: .key)
        try container.encode(worst.variant, forKey: .variant)
        try container.encode(worst.language, forKey: .language)
        try container.encode(worst.verdict, forKey: .verdict)
        try container.encode(worst.file, forKey: .file)
        try container.encode(worst.line, forKey: .line)
        try container.encode(worst.text, forKey: .text)
        try container.encode(worst.samples, forKey: .samples)
        try container.encode(worst.status, forKey: .status)
        try container.encodeIfPresent(worst.state, forKey: .state)
        try container.encode(worst.rule, forKey: .rule)
        try container.encodeIfPresent(worst.device, forKey: .device)
        try container.encodeIfPresent(worst.image, forKey: .image)
        try container.encodeIfPresent(worst.formatMismatch, forKey: .formatMismatch)
        try container.encodeIfPresent(worst.inheritedFrom, forKey: .inheritedFrom)
        try container.encode(failingCellCount, forKey: .failingCellCount)
        try container.encodeIfPresent(failingCells, forKey: .failingCells)
        try container.encode(WorstCell(
            width: worst.containerWidth, slotWidth: worst.slotWidth, size: worst.size, style: worst.style, weight: worst.weight,
            lines: worst.lines, maxLines: worst.maxLines, overflow: worst.excessPoints, overflowLines: worst.overflowLines,
            lineWidths: worst.lineWidths, alsoFails: worst.alsoFails), forKey: .worst)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let cell = try container.decode(WorstCell.self, forKey: .worst)
        worst = FailureRecord(
            key: try container.decode(String.self, forKey: .key),
            language: try container.decode(String.self, forKey: .language),
            variant: try container.decode(String.self, forKey: .variant),
            text: try container.decode(String.self, forKey: .text),
            samples: try container.decode([String].self, forKey: .samples),
            status: try container.decode(String.self, forKey: .status),
            state: try container.decodeIfPresent(String.self, forKey: .state),
            containerWidth: cell.width, slotWidth: cell.slotWidth, size: cell.size, style: cell.style, weight: cell.weight,
            verdict: try container.decode(Verdict.self, forKey: .verdict), alsoFails: cell.alsoFails,
            lines: cell.lines, maxLines: cell.maxLines, excessPoints: cell.overflow, overflowLines: cell.overflowLines,
            lineWidths: cell.lineWidths, rule: try container.decode(String.self, forKey: .rule),
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            image: try container.decodeIfPresent(String.self, forKey: .image),
            device: try container.decodeIfPresent(String.self, forKey: .device),
            formatMismatch: try container.decodeIfPresent(FormatMismatch.self, forKey: .formatMismatch),
            inheritedFrom: try container.decodeIfPresent(String.self, forKey: .inheritedFrom))
        failingCellCount = try container.decode(Int.self, forKey: .failingCellCount)
        failingCells = try container.decodeIfPresent([FindingCell].self, forKey: .failingCells)
    }
}
