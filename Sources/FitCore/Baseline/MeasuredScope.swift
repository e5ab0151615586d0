/// Which cells a report measured, as far as a baseline entry can tell: its key in its language, at
/// one of the run's widths and sizes. Variants are not listed in reports; a measured key in a
/// language is measured in all its variants (shard runs excepted: they never judge entries stale).
struct MeasuredScope {
    private let languages: [String: Set<String>]   // "file\u{1F}key" → languages measured
    private let widths: Set<Double>
    private let sizes: Set<SizeCategory>

    init(_ report: RunReport, baselineFolder: String) {
        var languages: [String: Set<String>] = [:]
        for key in report.keys {
            let id = Self.id(file: BaselinePath.relative(key.file, to: baselineFolder), key: key.key)
            languages[id, default: []].formUnion(report.languages(of: key))
        }
        self.languages = languages
        widths = Set(report.summary.widths)
        sizes = Set(report.summary.sizes)
    }

    /// True when the run measured the entry's cell.
    func contains(_ entry: BaselineEntry) -> Bool {
        widths.contains(entry.containerWidth) && sizes.contains(entry.size)
            && languages[Self.id(file: entry.file, key: entry.key)]?.contains(entry.language) == true
    }

    private static func id(file: String, key: String) -> String { file + "\u{1F}" + key }
}
