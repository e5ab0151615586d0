/// The totals of a run. Everything here is a sum, a sorted union or derived from the findings and
/// failures, so that merging shard reports gives exactly the summary of the whole run.
public struct RunSummary: Codable, Sendable, Equatable {
    /// Findings that fail the run (key × variant × language × verdict; see ``Finding``): what the
    /// exit status follows.
    public var findings: Int
    /// Findings per verdict class; every failure class is listed, zeros included.
    public var findingsByVerdict: [String: Int]
    /// Cells measured.
    public var cells: Int
    /// Cells that fail the run (their verdict is one the matrix fails on).
    public var failures: Int
    /// Failing cells per verdict class; every failure class is listed, zeros included.
    public var failuresByVerdict: [String: Int]
    /// Cells with a failure verdict the matrix does not fail on (e.g. `untranslated` when allowed),
    /// per verdict class; only classes with cells are listed.
    public var notFailingByVerdict: [String: Int]
    /// Distinct catalog keys measured, and those with at least one failing cell.
    public var keys: Int
    public var failingKeys: Int
    /// Renditions noted, all languages together.
    public var renditions: Int
    /// Counts per language.
    public var languages: [String: LanguageSummary]
    /// Container widths measured, in points, ascending.
    public var widths: [Double]
    /// Dynamic Type sizes measured, smallest first.
    public var sizes: [SizeCategory]
    /// Text styles measured, in ``TextStyle`` order.
    public var styles: [TextStyle]
    /// Catalog files measured, sorted.
    public var catalogs: [String]
    /// Entries left out because their source text is empty (the `""` key Xcode writes into catalogs);
    /// absent when there are none. Every shard of a run skips the same entries.
    public var skipped: Int? = nil
    /// Entries left out by the matrix's `exclude` and `--exclude` (listed nowhere else); absent when
    /// there are none. Every shard of a run excludes the same entries.
    public var excluded: Int? = nil

    public init(findings: Int, findingsByVerdict: [String: Int], cells: Int, failures: Int, failuresByVerdict: [String: Int], notFailingByVerdict: [String: Int],
                keys: Int, failingKeys: Int, renditions: Int, languages: [String: LanguageSummary],
                widths: [Double], sizes: [SizeCategory], styles: [TextStyle], catalogs: [String]) {
        self.findings = findings
        self.findingsByVerdict = findingsByVerdict
        self.cells = cells
        self.failures = failures
        self.failuresByVerdict = failuresByVerdict
        self.notFailingByVerdict = notFailingByVerdict
        self.keys = keys
        self.failingKeys = failingKeys
        self.renditions = renditions
        self.languages = languages
        self.widths = widths
        self.sizes = sizes
        self.styles = styles
        self.catalogs = catalogs
    }
}

extension RunSummary {
    /// Sets the counts that follow the findings: ``findings``, ``findingsByVerdict``, each language's
    /// ``LanguageSummary/findings`` and ``failingKeys`` (keys with a finding).
    mutating func count(_ findings: [Finding]) {
        var byRank = [Int](repeating: 0, count: Verdict.allCases.count)
        var byLanguage: [String: Int] = [:]
        var keys: Set<[String]> = []
        for index in findings.indices {
            byRank[findings[index].verdict.rank] += 1
            byLanguage[findings[index].language, default: 0] += 1
            if index > 0, findings[index].key == findings[index - 1].key, findings[index].file == findings[index - 1].file { continue }
            keys.insert([findings[index].file, findings[index].key])
        }
        self.findings = findings.count
        findingsByVerdict = Dictionary(uniqueKeysWithValues: Verdict.allCases.filter(\.isFailure).map {
            ($0.rawValue, byRank[$0.rank])
        })
        for language in languages.keys { languages[language]?.findings = byLanguage[language] ?? 0 }
        failingKeys = keys.count
    }
}
