/// Where layout findings fail, counted over language × text size × container width: the report
/// page's heat map, where a team sees at once that German fails at AX1 below 390 pt.
///
/// A cell counts the findings of its language that fail at that width and size (a finding fails in
/// several cells, and counts in each). Findings whose verdict depends on the text only (untranslated,
/// missing glyphs, nothing to measure) fail everywhere alike and are left out: they would colour
/// every cell of their language and hide where layout breaks. So are findings of a fixed width (a
/// fixed slot, a Mac's: measured at one width, they do not vary with it), counted in ``fixed``; and a
/// run of one size (a Mac's) shows no size axis (``showsSizes``): the map shows only what varies.
struct HeatMap: Equatable {
    /// The axes: every language, size and width the run measured, in order.
    let languages: [String]
    let sizes: [SizeCategory]
    let widths: [Double]
    /// `counts[language][size][width]`, by place on the axes.
    let counts: [[[Int]]]
    /// Layout findings of a fixed width, left out.
    let fixed: Int

    init(_ report: RunReport) {
        languages = report.summary.languages.keys.sorted()
        sizes = report.summary.sizes.sorted()
        widths = report.summary.widths.sorted()
        var counts = Array(repeating: Array(repeating: Array(repeating: 0, count: widths.count), count: sizes.count),
                           count: languages.count)
        let languagePlace = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        let sizePlace = Dictionary(uniqueKeysWithValues: sizes.enumerated().map { ($1, $0) })
        let widthPlace = Dictionary(uniqueKeysWithValues: widths.enumerated().map { ($1, $0) })
        var fixed = 0
        for finding in report.findings {
            if finding.worst?.fixedWidth == true, finding.failingCells != nil {
                fixed += 1
                continue
            }
            guard let language = languagePlace[finding.language], let cells = finding.failingCells else { continue }
            for cell in cells {
                guard let size = sizePlace[cell.size], let width = widthPlace[cell.containerWidth] else { continue }
                counts[language][size][width] += 1
            }
        }
        self.counts = counts
        self.fixed = fixed
    }

    /// Whether the sizes vary: more than one was measured.
    var showsSizes: Bool { sizes.count > 1 }

    /// The largest count (0 when nothing fails in layout).
    var maximum: Int { counts.joined().joined().max() ?? 0 }

    /// The cell's name on the page: `de AX1 390` (language, size, width in points).
    static func cellName(language: String, size: SizeCategory, width: Double) -> String {
        "\(language) \(size.rawValue) \(PointFormat.text(width))"
    }
}
