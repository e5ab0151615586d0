extension RunReport {
    /// The report with every path in it (catalog files, pictures, the baseline file) written relative
    /// to `paths`' base.
    public func withPaths(_ paths: ReportPaths) -> RunReport {
        var cache: [String: String] = [:]
        func relative(_ path: String) -> String {
            if let known = cache[path] { return known }
            let made = paths.relative(path)
            cache[path] = made
            return made
        }
        func rewrite(_ record: inout FailureRecord) {
            record.file = relative(record.file)
            if let image = record.image { record.image = relative(image) }
        }
        func rewrite(_ coverage: inout LanguageCoverage) {
            coverage.catalog = relative(coverage.catalog)
            if let file = coverage.file { coverage.file = relative(file) }
        }
        func rewrite(_ finding: inout Finding) {
            finding.file = relative(finding.file)
            finding.shownAt = finding.shownAt.map { $0.with(file: relative($0.file)) }
            if var group = finding.group.take() {
                for index in group.members.indices { group.members[index].file = relative(group.members[index].file) }
                finding.group = group
            }
            if var worst = finding.worst.take() {
                rewrite(&worst)
                finding.worst = worst
            }
            if case .language(let catalog) = finding.subject { finding.subject = .language(catalog: relative(catalog)) }
            if var coverage = finding.coverage.take() {
                rewrite(&coverage)
                finding.coverage = coverage
            }
        }
        var report = self
        if var failures = report.failures {
            for index in failures.indices { rewrite(&failures[index]) }
            report.failures = failures
        }
        for index in report.findings.indices { rewrite(&report.findings[index]) }
        for index in report.coverage.indices { rewrite(&report.coverage[index]) }
        for index in report.keys.indices { report.keys[index].file = relative(report.keys[index].file) }
        report.summary.catalogs = report.summary.catalogs.map(relative).sorted()
        if var baseline = report.baseline {
            baseline.file = relative(baseline.file)
            for index in baseline.knownFindings.indices { rewrite(&baseline.knownFindings[index]) }
            // Stale entries are the baseline file's own, already relative to its folder.
            report.baseline = baseline
        }
        return report
    }
}
