/// Collects a run while the runner streams cells through it, keeping only failures (and the set of
/// keys measured) in memory, then assembles the ``RunReport``.
///
/// Call ``noteRendition(_:)`` once per rendition (in exactly one shard: the one that measures it) and
/// ``add(rendition:containerWidth:slotWidth:size:style:weight:rule:measurement:verdict:image:)`` once
/// per cell. Merging shard reports goes through the same builder, which is what makes a merged
/// report byte for byte the unsharded one.
public struct RunReportBuilder: Sendable {
    public let toolVersion: String
    /// The verdict classes that fail the run.
    public let failOn: Set<Verdict>
    public let shard: RunReport.Shard?

    private var cells = 0
    private var failures: [FailureRecord] = []
    private var notFailing: [String: Int] = [:]
    private var languages: [String: LanguageSummary] = [:]
    private var keys: [KeyID: KeyEntry] = [:]
    private var widths: Set<Double> = []
    private var sizes: Set<SizeCategory> = []
    private var styles: Set<TextStyle> = []
    private var catalogs: Set<String> = []
    /// Widths and sizes already in the sets, unrounded, and the last catalog added: a run adds the
    /// same few values for every rendition, and rounding and inserting each again cost more than
    /// this look-up.
    private var widthsSeen: Set<Double> = []
    /// One bit per size category (by ordinal).
    private var sizesSeen: UInt16 = 0
    private var lastCatalog: String?
    /// The container widths of the last rendition added: most renditions are measured at the same
    /// widths, so the set look-ups above are skipped when they repeat.
    private var lastCellWidths: [Double] = []
    /// `failOn` as one bit per verdict rank: checked for every failing cell without hashing.
    private let failOnRanks: UInt8
    /// The key of the last rendition added and where it sits in `keys`: renditions come key by key,
    /// one per language, so most look-ups are the same key again. The index stays valid until a
    /// new key is inserted, which is when it is replaced.
    private var lastKey: (id: KeyID, index: Dictionary<KeyID, KeyEntry>.Index)?

    private struct KeyID: Hashable { var file: String, key: String }
    private struct KeyEntry: Sendable { var line: Int, languages: Set<String> }

    /// Every failure class (all verdicts but `fits`): the matrix default.
    public static let allFailureClasses = Set(Verdict.allCases.filter(\.isFailure))

    /// - Parameters:
    ///   - toolVersion: fitcheck's version, written into the report.
    ///   - failOn: the verdict classes that fail the run; by default all of them.
    ///   - shard: `--shard index/count` when the run is one shard of several.
    public init(toolVersion: String, failOn: Set<Verdict> = RunReportBuilder.allFailureClasses,
                shard: RunReport.Shard? = nil) {
        self.toolVersion = toolVersion
        self.failOn = failOn.subtracting([.fits])
        self.failOnRanks = self.failOn.reduce(0) { $0 | 1 << UInt8($1.rank) }
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
        }
        languages[rendition.language, default: LanguageSummary()].add(counts)
        noteCatalog(rendition.file)
    }

    private mutating func noteCatalog(_ file: String) {
        guard file != lastCatalog else { return }
        catalogs.insert(file)
        lastCatalog = file
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
    mutating func add(rendition: Rendition, style: TextStyle, weight: FontWeight, rule: String,
                      cellCount: Int, widths cellWidths: [Double], sizes cellSizes: [SizeCategory],
                      failing: [CellResult]) {
        guard cellCount > 0 else { return }
        cells += cellCount
        var counts = LanguageSummary()
        counts.cells = cellCount
        styles.insert(style)
        noteCatalog(rendition.file)
        noteKey(rendition)
        if cellWidths != lastCellWidths {
            for width in cellWidths where widthsSeen.insert(width).inserted { widths.insert(FailureRecord.rounded(width)) }
            lastCellWidths = cellWidths
        }
        for size in cellSizes where sizesSeen & (1 << UInt16(size.ordinal)) == 0 {
            sizesSeen |= 1 << UInt16(size.ordinal)
            sizes.insert(size)
        }
        // By index: a `for … in` would copy each cell.
        for index in failing.indices {
            let verdict = failing[index].verdict
            guard failOnRanks & 1 << UInt8(verdict.rank) != 0 else {
                notFailing[verdict.rawValue, default: 0] += 1
                continue
            }
            counts.failures += 1
            failures.append(FailureRecord(
                key: rendition.key, language: rendition.language, variant: rendition.variant, text: rendition.text,
                samples: rendition.samples, status: rendition.status.rawValue, state: rendition.state,
                width: failing[index].containerWidth, slotWidth: failing[index].slotWidth, size: failing[index].size,
                style: style, weight: weight,
                verdict: verdict, alsoFails: failing[index].measurement.failures.filter { $0 != verdict },
                lines: failing[index].measurement.lineCount, maxLines: failing[index].measurement.maxLines,
                overflow: failing[index].measurement.overflowPoints,
                overflowLines: failing[index].measurement.overflowLines,
                lineWidths: failing[index].measurement.lines.isEmpty ? nil : failing[index].measurement.lineWidths,
                rule: rule, file: rendition.file, line: rendition.line, image: failing[index].image,
                device: rendition.device))
        }
        languages[rendition.language, default: LanguageSummary()].add(counts)
    }

    /// Adds the rendition's language to its key's entry.
    private mutating func noteKey(_ rendition: Rendition) {
        if let lastKey, lastKey.id.key == rendition.key, lastKey.id.file == rendition.file {
            keys.values[lastKey.index].languages.insert(rendition.language)
            return
        }
        let id = KeyID(file: rendition.file, key: rendition.key)
        keys[id, default: KeyEntry(line: rendition.line, languages: [])].languages.insert(rendition.language)
        if let index = keys.index(forKey: id) { lastKey = (id, index) }
    }

    /// Adds a whole report (a shard's) to this one: counts are summed, sets united, failures appended.
    mutating func absorb(_ report: RunReport) {
        cells += report.summary.cells
        failures += report.failures
        for (verdict, count) in report.summary.notFailingByVerdict { notFailing[verdict, default: 0] += count }
        for (language, counts) in report.summary.languages {
            languages[language, default: LanguageSummary()].add(counts)
        }
        lastKey = nil   // inserting keys below moves them
        for key in report.keys {
            keys[KeyID(file: key.file, key: key.key), default: KeyEntry(line: key.line, languages: [])]
                .languages.formUnion(report.languages(of: key))
        }
        widths.formUnion(report.summary.widths)
        sizes.formUnion(report.summary.sizes)
        styles.formUnion(report.summary.styles)
        catalogs.formUnion(report.summary.catalogs)
    }

    /// The report: failures sorted, derived totals computed, lists sorted.
    public func build() -> RunReport {
        var builder = self
        return builder.finish()
    }

    /// The report, as ``build()`` makes it, sorting the failures in place: a run's last use of its
    /// builder. With hundreds of thousands of failures, a sorted copy next to the unsorted records
    /// (each retaining a dozen strings) was the largest thing a run held at its end.
    public mutating func finish() -> RunReport {
        FailureOrder.sort(&failures)
        return report(failures)
    }

    private func report(_ sorted: [FailureRecord]) -> RunReport {
        var byVerdict = Dictionary(uniqueKeysWithValues: RunReportBuilder.allFailureClasses.map { ($0.rawValue, 0) })
        // Fields read by index: a `for … in` or `map` over the records would copy each one.
        for index in sorted.indices { byVerdict[sorted[index].verdict.rawValue, default: 0] += 1 }
        var failingKeys: Set<KeyID> = []
        for index in sorted.indices { failingKeys.insert(KeyID(file: sorted[index].file, key: sorted[index].key)) }
        let allLanguages = Set(languages.keys)
        let measured = keys.map { id, entry in
            MeasuredKey(key: id.key, file: id.file, line: entry.line,
                        languages: entry.languages == allLanguages ? nil : entry.languages.sorted())
        }.sorted(by: MeasuredKey.reportOrder)
        let summary = RunSummary(
            cells: cells, failures: sorted.count, failuresByVerdict: byVerdict, notFailingByVerdict: notFailing,
            keys: keys.count, failingKeys: failingKeys.count,
            renditions: languages.values.reduce(0) { $0 + $1.renditions }, languages: languages,
            widths: widths.sorted(), sizes: sizes.sorted(), styles: TextStyle.allCases.filter(styles.contains),
            catalogs: catalogs.sorted())
        return RunReport(toolVersion: toolVersion, failOn: failOn.sorted(), shard: shard, summary: summary,
                         failures: sorted, keys: measured)
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

    public init(containerWidth: Double, slotWidth: Double, size: SizeCategory, measurement: Measurement,
                verdict: Verdict, image: String? = nil) {
        self.containerWidth = containerWidth
        self.slotWidth = slotWidth
        self.size = size
        self.measurement = measurement
        self.verdict = verdict
        self.image = image
    }
}
