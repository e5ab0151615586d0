/// One known failing cell in a baseline file: which text, in which cell, with which verdict.
///
/// The catalog file is written relative to the baseline file's folder, so the baseline matches
/// whatever folder fitcheck runs from. Two cells are the same failure only when every field agrees:
/// the same key failing at another width, size, language or variant — or with another verdict — is a
/// new failure, never hidden by the baseline.
public struct BaselineEntry: Codable, Sendable, Hashable {
    /// The catalog file, relative to the baseline file's folder (absolute when on another root).
    public var file: String
    public var key: String
    public var language: String
    /// The variant path (`""` for a plain string, `plural.few`, …).
    public var variant: String
    /// Container width, in points (rounded to 0.01 pt, as in the reports); `width` in the file.
    public var containerWidth: Double
    public var size: SizeCategory
    public var verdict: Verdict

    /// The file's member names: the Swift names, except the container width's.
    enum CodingKeys: String, CodingKey {
        case file, key, language, variant, containerWidth = "width", size, verdict
    }

    public init(file: String, key: String, language: String, variant: String, containerWidth: Double, size: SizeCategory,
                verdict: Verdict) {
        self.file = file
        self.key = key
        self.language = language
        self.variant = variant
        self.containerWidth = FailureRecord.rounded(containerWidth)
        self.size = size
        self.verdict = verdict
    }

    /// The entry for a failing cell of a report, its file made relative to `folder` (the baseline's).
    public init(_ failure: FailureRecord, relativeTo folder: String) {
        self.init(file: BaselinePath.relative(failure.file, to: folder), key: failure.key, language: failure.language,
                  variant: failure.variant, containerWidth: failure.containerWidth, size: failure.size, verdict: failure.verdict)
    }

    /// The file order: key, language, variant, width, size, verdict, then file — the report order, so
    /// a diff of the baseline reads like a diff of the report.
    public static func fileOrder(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        let byText = ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.containerWidth != b.containerWidth { return a.containerWidth < b.containerWidth }
        if a.size != b.size { return a.size < b.size }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        return ReportOrder.precedes(a.file, b.file)
    }

    /// `settings.manage · de · plural.one · 300 pt · AX1 · overflow`, for the text report.
    public var oneLine: String {
        let variant = variant.isEmpty ? "" : " · \(variant)"
        return "\(key) · \(language)\(variant) · \(PointFormat.text(containerWidth)) pt · \(size.rawValue) · \(verdict.rawValue)"
    }
}
