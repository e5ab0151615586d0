/// The totals of a run. Everything here is a sum, a sorted union or derived from the findings and
/// failures, so that merging shard reports gives exactly the summary of the whole run.
public struct RunSummary: Codable, Sendable, Equatable {
    /// Findings of every level (see ``Finding``).
    public var findings: Int
    /// Findings that fail the run (``Finding/fails``): what the exit status follows.
    public var failing: Int = 0
    /// Findings per level (`error`, `warning`, `note`); every level is listed, zeros included.
    public var findingsByLevel: [String: Int] = [:]
    /// Findings per verdict class; every failure class is listed, zeros included.
    public var findingsByVerdict: [String: Int]
    /// Cells measured.
    public var cells: Int
    /// Failing cells: cells whose verdict is not `fits` (`untranslated` ones, showing fallback text,
    /// included), whatever the matrix fails on.
    public var failures: Int
    /// Failing cells per verdict class; every failure class is listed, zeros included.
    public var failuresByVerdict: [String: Int]
    /// Distinct catalog keys measured, and those with a finding of their own (``FindingSubject/key(_:)``),
    /// each once per string table (``MeasuredKey/table(of:)``: a legacy table's key once, whatever its
    /// languages' files).
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
    /// The matrix's groups (rows and choices): measured, and failing (with a finding that fails the
    /// run); absent when the matrix has none.
    public var groups: GroupSummary? = nil

    public init(findings: Int, findingsByVerdict: [String: Int], cells: Int, failures: Int, failuresByVerdict: [String: Int],
                keys: Int, failingKeys: Int, renditions: Int, languages: [String: LanguageSummary],
                widths: [Double], sizes: [SizeCategory], styles: [TextStyle], catalogs: [String]) {
        self.findings = findings
        self.findingsByVerdict = findingsByVerdict
        self.cells = cells
        self.failures = failures
        self.failuresByVerdict = failuresByVerdict
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
    /// Sets the counts that follow the findings: ``findings``, ``failing``, ``findingsByLevel``,
    /// ``findingsByVerdict``, each language's ``LanguageSummary/findings`` and ``failingKeys`` (keys
    /// with a finding of their own).
    mutating func count(_ findings: [Finding]) {
        var byRank = [Int](repeating: 0, count: Verdict.allCases.count)
        var byLevel: [FindingLevel: Int] = [:]
        var byLanguage: [String: Int] = [:]
        var keys: Set<[String]> = []
        var failing = 0
        for finding in findings {
            byRank[finding.verdict.rank] += 1
            byLevel[finding.level, default: 0] += 1
            byLanguage[finding.language, default: 0] += 1
            if finding.fails { failing += 1 }
            if case .key(let key) = finding.subject { keys.insert([MeasuredKey.table(of: finding.file), key]) }
        }
        self.findings = findings.count
        self.failing = failing
        findingsByLevel = Dictionary(uniqueKeysWithValues: FindingLevel.allCases.map { ($0.rawValue, byLevel[$0] ?? 0) })
        findingsByVerdict = Dictionary(uniqueKeysWithValues: Verdict.allCases.filter(\.isFailure).map {
            ($0.rawValue, byRank[$0.rank])
        })
        for language in languages.keys { languages[language]?.findings = byLanguage[language] ?? 0 }
        failingKeys = keys.count
        if groups != nil {
            groups?.failing = Set(findings.compactMap { finding -> String? in
                guard finding.fails, case .group(let name, _) = finding.subject else { return nil }
                return name
            }).count
        }
    }
}

/// `summary.groups`: groups measured (in at least one language), and those with a finding that fails the run.
public struct GroupSummary: Codable, Sendable, Equatable {
    public var measured: Int
    public var failing: Int

    public init(measured: Int, failing: Int = 0) {
        self.measured = measured
        self.failing = failing
    }
}
