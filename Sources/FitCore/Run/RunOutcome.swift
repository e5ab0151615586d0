/// The result of a run: the report, and run-level warnings worth printing (e.g. a language whose
/// every rendition is a fallback).
public struct RunOutcome: Sendable {
    public var report: RunReport
    public var warnings: [String]
    /// Requested languages with no translated rendition at all (each also has a warning): the run
    /// fails, even when `untranslated` cells do not, since such a language is only the source text again.
    public var untranslatedLanguages: [String]
    /// HarfBuzz and ICU calls made by all workers together: shaping happens once per unique text,
    /// never per width or size.
    public var statistics: ShapingStatistics
}
