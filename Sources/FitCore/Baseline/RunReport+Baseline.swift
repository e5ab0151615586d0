extension RunReport {
    /// This report with the findings that `baseline` (read from `path`) lists, no worse than recorded,
    /// moved out of the findings into ``baseline``: the summary and exit status then reflect new and
    /// worse findings only, and so does every reporter. A language's coverage finding stays with the
    /// keys the baseline does not list (a newly missing key is new); a finding that grew stays whole,
    /// with what grew (``BaselineResult/worse``).
    public func applying(_ baseline: Baseline, path: String) -> RunReport {
        let folder = BaselinePath.folder(of: path)
        var byIdentity: [Finding.Identity: BaselineEntry] = [:]
        var coverageByFile: [String: BaselineEntry] = [:]
        for entry in baseline.entries {
            byIdentity[entry.identity] = entry
            if entry.subject == .language { coverageByFile[entry.file + "\u{1F}" + entry.language] = entry }
        }
        var matched = Set<Finding.Identity>()
        var kept: [Finding] = []
        var known: [Finding] = []
        var worse = 0
        for var finding in findings {
            let now = BaselineEntry(finding, relativeTo: folder)
            // A coverage entry converted from a version-1 baseline names the file of the first missing key.
            guard let entry = byIdentity[now.identity]
                    ?? (finding.subject.kind == .language
                        ? coverageByFile[BaselinePath.relative(finding.file, to: folder) + "\u{1F}" + finding.language] : nil) else {
                kept.append(finding)
                continue
            }
            matched.insert(entry.identity)
            // Recorded without its keys, when untranslated could not fail the run: now it does.
            if finding.coverage != nil, entry.keys == nil, finding.fails {
                finding.worseThanBaseline = BaselineSettings.predatesGate(baseline.settings, language: finding.language)
                worse += 1
                kept.append(finding)
                continue
            }
            if var coverage = finding.coverage, let listed = entry.keys {
                let listedSet = Set(listed)
                coverage.missing = coverage.missing.filter { !listedSet.contains($0) }
                guard !coverage.missing.isEmpty else { known.append(finding); continue }
                finding.coverage = coverage
                finding.worseThanBaseline = "\(coverage.missing.count) \(coverage.missing.count == 1 ? "key" : "keys") "
                    + "missing that the baseline does not list (it lists \(listed.count))"
                worse += 1
                kept.append(finding)
                continue
            }
            guard let grew = entry.worsening(now) else { known.append(finding); continue }
            finding.worseThanBaseline = grew
            worse += 1
            kept.append(finding)
        }
        var report = self
        report.findings = kept
        report.summary.count(kept)
        var stale: [BaselineEntry]?
        if shard == nil {
            let scope = MeasuredScope(self, baselineFolder: folder)
            stale = baseline.entries.filter { !matched.contains($0.identity) && scope.contains($0) && scope.measuredWhole($0) }
        }
        report.baseline = BaselineResult(file: path, knownFindings: known, worse: worse, stale: stale)
        return report
    }
}
