/// Counts for one language of a run. Every field is a count, so shard reports add up to the run's.
public struct LanguageSummary: Codable, Sendable, Equatable {
    /// Renditions in this language (every leaf of every variation), whatever their status.
    public var renditions: Int = 0
    /// Renditions with a real translation.
    public var translated: Int = 0
    /// Renditions showing fallback text (no usable translation).
    public var untranslated: Int = 0
    /// Renditions marked `shouldTranslate: false`.
    public var notTranslatable: Int = 0
    /// Cells measured (renditions × widths × sizes).
    public var cells: Int = 0
    /// Cells that fail the run.
    public var failures: Int = 0
    /// Findings that fail the run (see ``Finding``).
    public var findings: Int = 0

    public init() {}

    /// Adds another summary's counts to this one.
    mutating func add(_ other: LanguageSummary) {
        renditions += other.renditions
        translated += other.translated
        untranslated += other.untranslated
        notTranslatable += other.notTranslatable
        cells += other.cells
        failures += other.failures
        findings += other.findings
    }
}
