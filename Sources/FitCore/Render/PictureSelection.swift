/// Which failures get a picture, and how many at most (`--images`, `--max-images`).
///
/// By default one picture per finding, of its worst cell, for at most 300 findings, the most severe
/// first (``Finding/moreSevere(_:_:)``): a real app's first run has tens of thousands of failing
/// cells, and nobody looks at more pictures than a page shows. The report says how many were left out.
public struct PictureSelection: Sendable, Equatable {
    /// What is drawn.
    public enum Mode: String, Sendable, CaseIterable {
        /// One picture per finding, of its worst cell (the default).
        case findings
        /// One picture per failing cell: every width × size where a finding fails.
        case all
        /// No pictures.
        case none
    }

    public var mode: Mode
    /// The most pictures a run writes, whatever the mode.
    public var limit: Int

    /// `--max-images` unless given.
    public static let defaultLimit = 300

    public init(mode: Mode = .findings, limit: Int = PictureSelection.defaultLimit) {
        self.mode = mode
        self.limit = max(0, limit)
    }

    /// Whether a verdict gets a picture. `untranslated` does not: the text is the source text, and
    /// a picture of it says nothing the report's line does not. Every verdict that shows in the
    /// layout does, `missingGlyphs` too (the boxes a missing character draws as).
    public static func draws(_ verdict: Verdict) -> Bool {
        switch verdict {
        case .untranslated, .fits: return false
        case .zeroLines, .missingGlyphs, .overflow, .clipped, .brokenWord: return true
        }
    }

    /// The cells to draw, as places in `report.failures`, most severe first; and how many cells that
    /// would have been drawn the limit left out.
    public func choose(_ report: RunReport) -> (cells: [Int], leftOut: Int) {
        switch mode {
        case .none:
            return ([], 0)
        case .findings:
            let drawn = report.findings.filter { Self.draws($0.verdict) }.sorted(by: Finding.moreSevere)
            let cells = drawn.prefix(limit).compactMap { Self.place(of: $0.worst, in: report.failures) }
            return (cells, drawn.count - min(drawn.count, limit))
        case .all:
            let failures = report.failures
            let drawn = failures.indices.filter { Self.draws(failures[$0].verdict) }.sorted { a, b in
                let x = failures[a], y = failures[b]
                if x.verdict != y.verdict { return x.verdict < y.verdict }
                if x.overflow != y.overflow { return x.overflow > y.overflow }
                if x.overflowLines != y.overflowLines { return x.overflowLines > y.overflowLines }
                return a < b
            }
            return (Array(drawn.prefix(limit)), drawn.count - min(drawn.count, limit))
        }
    }

    /// The place of `record` in `failures` (which are in report order), by binary search.
    static func place(of record: FailureRecord, in failures: [FailureRecord]) -> Int? {
        var low = 0, high = failures.count
        while low < high {
            let middle = (low + high) / 2
            if FailureRecord.reportOrder(failures[middle], record) { low = middle + 1 } else { high = middle }
        }
        return low < failures.count && failures[low] == record ? low : nil
    }
}
