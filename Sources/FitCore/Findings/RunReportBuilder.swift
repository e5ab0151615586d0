/// Collects a run while the runner streams cells through it, keeping only its findings (and, when
/// asked, its failing cells) and the set of keys measured in memory, then assembles the ``RunReport``.
///
/// Call ``noteRendition(_:)`` once per rendition (in exactly one shard: the one that measures it),
/// ``add(rendition:containerWidth:slotWidth:size:style:weight:rule:measurement:verdict:image:)`` once
/// per cell and ``addCoverage(_:untranslatedLanguages:)`` with the languages' coverage. Every failing
/// cell goes into a key's finding except `untranslated` ones: a language's missing translations are
/// one coverage finding per catalog × language, made from its coverage when the report is built, with
/// the levels and `failOn` of the run applied to every finding. Merging shard reports goes through the
/// same builder, which is what makes a merged report byte for byte the unsharded one.
public struct RunReportBuilder: Sendable {
    public let toolVersion: String
    /// The verdict classes that fail the run.
    public var failOn: Set<Verdict> { judge.failOn }
    /// Each verdict's level (the judge's).
    public var levels: VerdictLevels { judge.levels }
    /// Whose ``Judge/failsRun(_:)`` and ``Judge/level(of:)`` say which findings fail the run, and how much each matters.
    public let judge: Judge
    /// The coverage gates and what counts as a new language.
    public let coverageRules: CoverageRules
    public let shard: RunReport.Shard?
    /// Whether the failing cells are kept (``RunReport/failures``), or only counted.
    public let keepsCells: Bool

    private var cells = 0
    private var failures: [FailureRecord] = []
    /// Failing cells per verdict, kept or not.
    private var failing: [Verdict: Int] = [:]
    private var findings = FindingCollector()
    /// Findings made elsewhere (a group's, a table's), and coverage findings of merged reports aside.
    private var otherFindings: [Finding] = []
    /// Groups measured, when the matrix has groups (``RunSummary/groups``).
    private var groupsMeasured: Int?
    /// Coverage per catalog × language, summed over the parts of a run.
    private var coverage: [String: LanguageCoverage] = [:]
    /// Languages with nothing translated at all (``RunReport/untranslatedLanguages``).
    private var untranslatedLanguages: Set<String> = []
    /// The counts of every language with a rendition noted or a cell measured.
    private var languages: [String: LanguageSummary] = [:]
    private var keys: [KeyID: KeyEntry] = [:]
    /// Container widths, rounded to 0.01 pt as the reports write them.
    private var widths: Set<Double> = []
    private var sizes: Set<SizeCategory> = []
    private var styles: Set<TextStyle> = []
    private var catalogs: Set<String> = []
    /// The cell widths and sizes of the last rendition added, already in `widths` and `sizes`: most
    /// renditions repeat them, and skipping their rounding and hashing buys 0.8 % of the instructions
    /// of a 1,000-key `check` (measured with callgrind).
    private var lastCellWidths: [Double] = [], lastCellSizes: [SizeCategory] = []

    private struct KeyID: Hashable { var file: String, key: String }
    private struct KeyEntry: Sendable { var line: Int, languages: Set<String> = [] }

    /// Every failure class (all verdicts but `fits`).
    public static let allFailureClasses = Set(Verdict.allCases.filter(\.isFailure))

    /// - Parameters:
    ///   - toolVersion: fitcheck's version, written into the report.
    ///   - failOn: the verdict classes that fail the run; by default those at `error` level.
    ///   - levels: each verdict's level (the matrix's `levels` over the defaults).
    ///   - coverageRules: `minimumCoverage` and `coverageNewLanguage`.
    ///   - shard: `--shard index/count` when the run is one shard of several.
    ///   - keepsCells: keep every failing cell's record (``RunReport/failures``); otherwise the report
    ///     has its findings and counts only, and memory grows with findings, not failing cells.
    public init(toolVersion: String, failOn: Set<Verdict>? = nil, levels: VerdictLevels = VerdictLevels(),
                coverageRules: CoverageRules = CoverageRules(), shard: RunReport.Shard? = nil, keepsCells: Bool = true) {
        self.toolVersion = toolVersion
        self.keepsCells = keepsCells
        self.judge = Judge(failOn: failOn, levels: levels)
        self.coverageRules = coverageRules
        self.shard = shard
    }

    /// Counts a rendition (its language, status and catalog), whether or not any cell of it is measured.
    public mutating func noteRendition(_ rendition: Rendition) {
        var counts = LanguageSummary()
        counts.renditions = 1
        switch rendition.status {
        case .translated: counts.translated = 1
        case .untranslated: counts.untranslated = 1
        case .notTranslatable: counts.notTranslatable = 1
        // What the device shows for a key its broken table lost: counted by that table's finding, not
        // as a translation nor as untranslated.
        case .unreadableTable: break
        }
        languages[rendition.language, default: LanguageSummary()].add(counts)
        catalogs.insert(rendition.file)
    }

    /// Records one measured cell.
    /// - Parameters:
    ///   - containerWidth: the width of the container the slot sits in, in points.
    ///   - slotWidth: the width the text had to fit, in points.
    ///   - rule: the matrix rule that gave the key its slot.
    ///   - verdict: the final verdict of the cell, `untranslated` included (it may differ from
    ///     `measurement.verdict`).
    ///   - image: path of the cell's PNG image, if one was written.
    public mutating func add(rendition: Rendition, containerWidth: Double, slotWidth: Double, size: SizeCategory,
                             style: TextStyle, weight: FontWeight, rule: String, measurement: Measurement,
                             verdict: Verdict, image: String? = nil) {
        add(rendition: rendition, style: style, weight: weight, rule: rule, cells: [
            CellResult(containerWidth: containerWidth, slotWidth: slotWidth, size: size, measurement: measurement,
                       verdict: verdict, image: image),
        ])
    }

    /// Records the measured cells of one rendition, all in one slot (style, weight, rule): the same as
    /// adding each cell, with the per-key, per-language and per-catalog bookkeeping done once for all
    /// of them rather than once per cell (a run adds hundreds of thousands of cells).
    public mutating func add(rendition: Rendition, style: TextStyle, weight: FontWeight, rule: String,
                             cells results: [CellResult]) {
        let widths = results.map(\.containerWidth), sizes = results.map(\.size)
        add(rendition: rendition, style: style, weight: weight, rule: rule, cellCount: results.count,
            widths: widths, sizes: sizes, failing: results.filter(\.verdict.isFailure))
    }

    /// Records the cells of one rendition given as a count and the failing cells alone: what a run
    /// keeps, since passing cells need nothing but counting.
    /// - Parameters:
    ///   - cellCount: every cell measured, passing or failing.
    ///   - widths: the container widths of those cells (repeats allowed).
    ///   - sizes: their size categories (repeats allowed).
    ///   - failing: the cells whose verdict is not `fits` (and only those).
    ///   - fixedWidth: the slot's width does not depend on the container (measured at one width).
    ///   - fixedSize: the text has one size (a Mac's), so reports show none.
    mutating func add(rendition: Rendition, style: TextStyle, weight: FontWeight, rule: String,
                      cellCount: Int, widths cellWidths: [Double], sizes cellSizes: [SizeCategory],
                      failing: [CellResult], fixedWidth: Bool = false, fixedSize: Bool = false) {
        guard cellCount > 0 else { return }
        cells += cellCount
        var counts = LanguageSummary()
        counts.cells = cellCount
        styles.insert(style)
        catalogs.insert(rendition.file)
        let line = rendition.line   // alone: a default that read `rendition` would copy all of it
        keys[KeyID(file: rendition.file, key: rendition.key), default: KeyEntry(line: line)].languages.insert(rendition.language)
        if cellWidths != lastCellWidths {
            for width in cellWidths { widths.insert(FailureRecord.rounded(width)) }
            lastCellWidths = cellWidths
        }
        if cellSizes != lastCellSizes {
            sizes.formUnion(cellSizes)
            lastCellSizes = cellSizes
        }
        for cell in failing {
            let verdict = cell.verdict
            counts.failures += 1
            self.failing[verdict, default: 0] += 1
            var record = FailureRecord(rendition: rendition, cell: cell, style: style, weight: weight, rule: rule)
            if fixedWidth { record.fixedWidth = true }
            if fixedSize { record.fixedSize = true }
            // A fallback's cells are the language's coverage finding, not findings of the key.
            if verdict != .untranslated { findings.add(record) }
            if keepsCells { failures.append(record) }
        }
        languages[rendition.language, default: LanguageSummary()].add(counts)
    }

    /// Adds the coverage of some catalogs × languages (a run's, or a shard's part of it: summed), and
    /// the languages with nothing translated, whose coverage findings fail the run.
    public mutating func addCoverage(_ parts: [LanguageCoverage], untranslatedLanguages: [String] = []) {
        for part in parts {
            let id = part.catalog + "\u{1F}" + part.language
            if coverage[id] == nil { coverage[id] = part } else { coverage[id]?.add(part) }
        }
        self.untranslatedLanguages.formUnion(untranslatedLanguages)
    }

    /// Adds a finding made outside the cells (a group's, a table's); its level and whether it fails
    /// are set when the report is built (from its verdict, ``VerdictLevels`` and `failOn`). A finding
    /// every shard of a run makes alike (a table's) may be added by each: merging keeps one.
    public mutating func add(_ finding: Finding) {
        otherFindings.append(finding)
    }

    /// Counts groups measured (a run's, or a shard's: summed; a group is measured in one shard).
    public mutating func noteGroups(measured: Int) {
        groupsMeasured = (groupsMeasured ?? 0) + measured
    }

    /// Adds a whole report (a shard's) to this one: counts are summed, sets united, findings (and
    /// failing cells, when both keep them) added; coverage findings are made again from the summed
    /// coverage.
    /// - Returns: the identity of a finding this builder already has (the reports overlap), else `nil`.
    /// - Parameter wholeRenditions: each rendition is measured in one report only (shard reports): a
    ///   finding in two reports is an overlap (see ``FindingCollector/add(_:wholeRenditions:)``).
    mutating func absorb(_ report: RunReport, wholeRenditions: Bool) -> Finding.Identity? {
        for finding in report.findings {
            switch finding.subject {
            case .key:
                if !findings.add(finding, wholeRenditions: wholeRenditions) { return finding.identity }
            case .language:
                continue
            case .group, .table:
                // Every shard reads the same tables: the same finding twice is one; two different
                // findings of one identity are an overlap.
                if let known = otherFindings.first(where: { $0.identity == finding.identity }) {
                    if known == finding { continue }
                    return finding.identity
                }
                otherFindings.append(finding)
            }
        }
        addCoverage(report.coverage, untranslatedLanguages: report.untranslatedLanguages ?? [])
        cells += report.summary.cells
        if let groups = report.summary.groups { noteGroups(measured: groups.measured) }
        if keepsCells { failures += report.failures ?? [] }
        for verdict in Verdict.allCases where verdict.isFailure && !verdict.isTableVerdict {
            failing[verdict, default: 0] += report.summary.failuresByVerdict[verdict.rawValue] ?? 0
        }
        for (language, counts) in report.summary.languages { languages[language, default: LanguageSummary()].add(counts) }
        for key in report.keys {
            let id = KeyID(file: key.file, key: key.key)
            for language in report.languages(of: key) {
                keys[id, default: KeyEntry(line: key.line)].languages.insert(language)
            }
        }
        widths.formUnion(report.summary.widths)
        sizes.formUnion(report.summary.sizes)
        styles.formUnion(report.summary.styles)
        catalogs.formUnion(report.summary.catalogs)
        return nil
    }

    /// The report: failures sorted, derived totals computed, lists sorted.
    public func build() -> RunReport {
        var builder = self
        return builder.finish()
    }

    /// The report, as ``build()`` makes it, sorting the failures in place: a run's last use of its
    /// builder, which then holds no sorted copy of its failing cells beside the unsorted ones.
    public mutating func finish() -> RunReport {
        FailureOrder.sort(&failures)
        return report(failures)
    }

    private func report(_ sorted: [FailureRecord]) -> RunReport {
        // Failing cells by verdict: a table's verdicts are never a cell's.
        let byVerdict = Dictionary(uniqueKeysWithValues: RunReportBuilder.allFailureClasses.filter { !$0.isTableVerdict }.map {
            ($0.rawValue, failing[$0, default: 0])
        })
        let allLanguages = Set(languages.keys)
        let measured = keys.sorted {
            MeasuredKey.reportOrder(key: $0.key.key, file: $0.key.file, key: $1.key.key, file: $1.key.file)
        }.map { id, entry in
            MeasuredKey(key: id.key, file: id.file, line: entry.line,
                        languages: entry.languages == allLanguages ? nil : entry.languages.sorted(by: ReportOrder.precedes))
        }
        let coverage = self.coverage.values.filter { $0.total > 0 }.sorted(by: LanguageCoverage.reportOrder)
        var findings = self.findings.finished() + otherFindings + coverage.compactMap(coverageFinding)
        // A coverage finding's level and failing are its own (gates); every other is its verdict's.
        for index in findings.indices where findings[index].subject.kind != .language {
            findings[index].level = judge.level(of: findings[index].verdict)
            findings[index].fails = judge.failsRun(findings[index].verdict)
        }
        findings.sort(by: Finding.reportOrder)
        var summary = RunSummary(
            findings: 0, findingsByVerdict: [:],
            cells: cells, failures: failing.values.reduce(0, +), failuresByVerdict: byVerdict,
            // A key of a legacy table counts once, not once per language's file (MeasuredKey.table).
            keys: Set(keys.keys.map { [MeasuredKey.table(of: $0.file), $0.key] }).count, failingKeys: 0,
            renditions: languages.values.reduce(0) { $0 + $1.renditions }, languages: languages,
            widths: widths.sorted(), sizes: sizes.sorted(), styles: TextStyle.allCases.filter(styles.contains),
            catalogs: catalogs.sorted(by: ReportOrder.precedes))
        summary.groups = groupsMeasured.map { GroupSummary(measured: $0) }
        summary.count(findings)
        var report = RunReport(toolVersion: toolVersion, failOn: failOn.sorted(by: Verdict.moreSevereFirst), shard: shard,
                               summary: summary, findings: findings, failures: keepsCells ? sorted : nil, keys: measured)
        report.levels = levels.table
        report.coverage = coverage
        report.coverageRules = coverageRules == CoverageRules() ? nil : coverageRules
        report.untranslatedLanguages = untranslatedLanguages.isEmpty ? nil : untranslatedLanguages.sorted(by: ReportOrder.precedes)
        return report
    }

    /// The `untranslated` finding of one catalog × language, when it misses keys, as the judge sees it
    /// (``Judge/coverage(_:rules:nothingTranslated:)``).
    private func coverageFinding(_ coverage: LanguageCoverage) -> Finding? {
        guard !coverage.missing.isEmpty else { return nil }
        let judged = judge.coverage(coverage, rules: coverageRules,
                                    nothingTranslated: untranslatedLanguages.contains(coverage.language))
        return Finding(subject: .language(catalog: coverage.catalog), verdict: .untranslated, level: judged.level,
                       fails: judged.fails, file: coverage.file ?? coverage.catalog, line: coverage.line ?? 1,
                       language: coverage.language, coverage: coverage, detail: judged.detail)
    }
}

/// One measured cell of a rendition, as ``RunReportBuilder/add(rendition:style:weight:rule:cells:)`` takes it.
public struct CellResult: Sendable {
    /// The width of the container the slot sits in, in points.
    public var containerWidth: Double
    /// The width the text had to fit, in points.
    public var slotWidth: Double
    public var size: SizeCategory
    public var measurement: Measurement
    /// The final verdict of the cell, `untranslated` included.
    public var verdict: Verdict
    /// Path of the cell's PNG image, if one was written.
    public var image: String?
    /// The characters no font covers (`U+2D30 ⴰ, …`), when the text has any.
    public var missingCharacters: String?

    public init(containerWidth: Double, slotWidth: Double, size: SizeCategory, measurement: Measurement,
                verdict: Verdict, image: String? = nil, missingCharacters: String? = nil) {
        self.containerWidth = containerWidth
        self.slotWidth = slotWidth
        self.size = size
        self.measurement = measurement
        self.verdict = verdict
        self.image = image
        self.missingCharacters = missingCharacters
    }
}
