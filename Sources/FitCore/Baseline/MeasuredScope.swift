/// Which findings a report could have found, as far as a baseline entry can tell: its key measured
/// in its language (in any variant: a measured key in a language is measured in all its variants,
/// shard runs excepted, and they never judge entries stale); for a language's coverage, the catalog ×
/// language counted; for a group's, one of its members measured in its language; for a table's, a key it affects measured
/// in its language (with none, its language measured).
struct MeasuredScope {
    private let languages: [String: Set<String>]   // "file\u{1F}key" → languages measured
    /// Key → languages measured, whatever the file (a coverage entry lists keys, not files).
    private let keyLanguages: [String: Set<String>]
    /// "catalog\u{1F}language" of each coverage counted, catalogs relative to the baseline's folder.
    private let coverage: Set<String>
    /// Files of the keys measured, relative to the baseline's folder.
    private let files: Set<String>
    /// Languages measured (a table's finding is about a table file of one language).
    private let measuredLanguages: Set<String>
    /// The findings the report was narrowed to (`--verdict`, `--level`): others were not looked at.
    private let filter: FindingFilter
    private let levels: VerdictLevels

    init(_ report: RunReport, baselineFolder: String) {
        var languages: [String: Set<String>] = [:]
        var keyLanguages: [String: Set<String>] = [:]
        var files: Set<String> = []
        for key in report.keys {
            let measured = report.languages(of: key)
            let file = BaselinePath.relative(key.file, to: baselineFolder)
            files.insert(file)
            languages[Self.id(file, key.key), default: []].formUnion(measured)
            keyLanguages[key.key, default: []].formUnion(measured)
        }
        self.languages = languages
        self.keyLanguages = keyLanguages
        self.files = files
        measuredLanguages = Set(report.summary.languages.keys)
        filter = report.narrowedTo ?? FindingFilter()
        levels = VerdictLevels(table: report.levels)
        coverage = Set(report.coverage.map { Self.id(BaselinePath.relative($0.catalog, to: baselineFolder), $0.language) })
    }

    /// True when the run could have found the entry's finding.
    func contains(_ entry: BaselineEntry) -> Bool {
        guard filter.admits(verdict: entry.verdict, level: levels.level(of: entry.verdict)) else { return false }
        switch entry.subject {
        case .language:
            return coverage.contains(Self.id(entry.file, entry.language))
        case .key:
            return languages[Self.id(entry.file, entry.key)]?.contains(entry.language) == true
        case .group:
            // Its members: a group is measured whole wherever one of them is selected.
            guard let keys = entry.keys, !keys.isEmpty else { return files.contains(entry.file) }
            return keys.contains { measured($0, language: entry.language) }
        case .table:
            guard let keys = entry.keys, !keys.isEmpty else { return measuredLanguages.contains(entry.language) }
            return keys.contains { measured($0, language: entry.language) }
        }
    }

    /// True when the run measured all of the entry's finding, so that its absence means it is gone:
    /// a language's coverage only when every key it lists was measured (`--changed-since` and `--key`
    /// count the keys they measure); one recorded without its keys never.
    func measuredWhole(_ entry: BaselineEntry) -> Bool {
        guard entry.subject == .language else { return true }
        guard let keys = entry.keys else { return false }
        return keys.allSatisfy { measured($0, language: entry.language) }
    }

    /// True when the run measured `key` in `language`.
    func measured(_ key: String, language: String) -> Bool {
        keyLanguages[key]?.contains(language) == true
    }

    private static func id(_ file: String, _ name: String) -> String { file + "\u{1F}" + name }
}
