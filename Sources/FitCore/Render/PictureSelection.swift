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

    /// Whether a verdict gets a picture. `untranslated` and `formatMismatch` do not: they are about
    /// the text, and a picture of it says nothing the report's line does not. Every verdict that shows in the
    /// layout does, `missingGlyphs` too (the boxes a missing character draws as); `shrinks` does not:
    /// its text fits, smaller, and the report gives the scale.
    public static func draws(_ verdict: Verdict) -> Bool {
        switch verdict {
        case .untranslated, .formatMismatch, .controlCharacter, .shrinks, .unreadableTable, .duplicateKey, .fits: return false
        case .zeroLines, .missingGlyphs, .overflow, .clipped, .brokenWord: return true
        }
    }

    /// A cell to draw, and where its picture's path goes in the report.
    public struct Choice: Sendable, Equatable {
        /// The failing cell.
        public var record: FailureRecord
        /// The finding whose worst cell it is, by place in ``RunReport/findings``.
        public var finding: Int?
        /// Its place in ``RunReport/failures``, when the report keeps cells.
        public var failure: Int?
    }

    /// The cells to draw, most severe first; and how many that would have been drawn the limit left
    /// out. `all` needs the report's cells (``RunReport/failures``); without them it draws findings.
    public func choose(_ report: RunReport) -> (cells: [Choice], leftOut: Int) {
        let findings = report.findings
        switch mode {
        case .none:
            return ([], 0)
        case .all where report.failures != nil:
            let failures = report.failures ?? []
            // Worst first (``CellSeverity``); equally bad cells in the report's order.
            let drawn = failures.indices.filter { Self.draws(failures[$0].verdict) }.sorted { a, b in
                let (x, y) = (failures[a].severity, failures[b].severity)
                return x != y ? x.isWorse(than: y) : a < b
            }
            // The finding each chosen cell is the worst cell of, if any.
            let byIdentity = Dictionary(findings.indices.map { (findings[$0].identity, $0) }, uniquingKeysWith: { a, _ in a })
            let cells = drawn.prefix(limit).map { place -> Choice in
                let record = failures[place]
                let finding = byIdentity[Finding.Identity(file: record.file, key: record.key, language: record.language,
                                                          variant: record.variant, verdict: record.verdict)]
                return Choice(record: record, finding: finding.flatMap { findings[$0].worst == record ? $0 : nil },
                              failure: place)
            }
            return (cells, drawn.count - cells.count)
        case .findings, .all:
            let drawn = findings.indices.filter { findings[$0].worst != nil && Self.draws(findings[$0].verdict) }
                .sorted { Finding.moreSevere(findings[$0], findings[$1]) }
            let cells = drawn.prefix(limit).compactMap { index -> Choice? in
                guard let worst = findings[index].worst else { return nil }
                return Choice(record: worst, finding: index, failure: report.failures.flatMap { Self.place(of: worst, in: $0) })
            }
            return (cells, drawn.count - cells.count)
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
