/// Collects a run while the runner streams cells through it, keeping only its findings (and, when
/// asked, its failing cells) and the set of keys measured in memory, then assembles the ``RunReport``.
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
    /// Whether the failing cells are kept (``RunReport/failures``), or only counted.
    public let keepsCells: Bool

    private var cells = 0
    private var failures: [FailureRecord] = []
    /// Failing cells per verdict rank, kept or not.
    private var failingByRank = [Int](repeating: 0, count: Verdict.allCases.count)
    private var findings = FindingCollector()
    private var notFailing: [String: Int] = [:]
    /// Every language met, with its counts; keys list their languages by place in it.
    private var languages = LanguageTable()
    private var keys: [KeyID: KeyEntry] = [:]
    private var widths: Set<Double> = []
    private var sizes: Set<SizeCategory> = []
    /// One bit per text style (by place in `TextStyle.allCases`).
    private var styles: UInt32 = 0
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
    private struct KeyEntry: Sendable { var line: Int, languages = LanguageTable.Members() }

    /// Every failure class (all verdicts but `fits`): the matrix default.
    public static let allFailureClasses = Set(Verdict.allCases.filter(\.isFailure))

    /// - Parameters:
    ///   - toolVersion: fitcheck's version, written into the report.
    ///   - failOn: the verdict classes that fail the run; by default all of them.
    ///   - shard: `--shard index/count` when the run is one shard of several.
    ///   - keepsCells: keep every failing cell's record (``RunReport/failures``); otherwise the report
    ///     has its findings and counts only, and memory grows with findings, not failing cells.
    public init(toolVersion: String, failOn: Set<Verdict> = RunReportBuilder.allFailureClasses,
                shard: RunReport.Shard? = nil, keepsCells: Bool = true) {
        self.toolVersion = toolVersion
        self.keepsCells = keepsCells
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
        languages.add(counts, to: languages.place(of: rendition.language))
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
        styles |= Self.bit(of: style)
        noteCatalog(rendition.file)
        let language = languages.place(of: rendition.language)
        noteKey(rendition, language: language)
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
            failingByRank[verdict.rank] += 1
            let record = FailureRecord(
                key: rendition.key, language: rendition.language, variant: rendition.variant, text: rendition.text,
                samples: rendition.samples, status: rendition.status.rawValue, state: rendition.state,
                width: failing[index].containerWidth, slotWidth: failing[index].slotWidth, size: failing[index].size,
                style: style, weight: weight,
                verdict: verdict, alsoFails: failing[index].measurement.failureSet.removing(verdict).verdicts,
                lines: failing[index].measurement.lineCount, maxLines: failing[index].measurement.maxLines,
                overflow: failing[index].measurement.excessPoints,
                overflowLines: failing[index].measurement.overflowLines,
                lineWidths: failing[index].measurement.lines.isEmpty ? nil : failing[index].measurement.lineWidths,
                rule: rule, file: rendition.file, line: rendition.line, image: failing[index].image,
                device: rendition.device, missingCharacters: verdict == .missingGlyphs ? failing[index].missingCharacters : nil,
                formatMismatch: rendition.formatMismatch, inheritedFrom: rendition.inheritedFrom)
            findings.add(record)
            if keepsCells { failures.append(record) }
        }
        languages.add(counts, to: language)
    }

    private static func bit(of style: TextStyle) -> UInt32 {
        1 << UInt32(allStyles.firstIndex(of: style)!)
    }
    private static let allStyles = TextStyle.allCases

    /// Adds the rendition's language (its place in `languages`) to its key's entry.
    private mutating func noteKey(_ rendition: Rendition, language: Int) {
        if let lastKey, lastKey.id.key == rendition.key, lastKey.id.file == rendition.file {
            keys.values[lastKey.index].languages.insert(language)
            return
        }
        let id = KeyID(file: rendition.file, key: rendition.key)
        keys[id, default: KeyEntry(line: rendition.line)].languages.insert(language)
        if let index = keys.index(forKey: id) { lastKey = (id, index) }
    }

    /// Adds a whole report (a shard's) to this one: counts are summed, sets united, findings (and
    /// failing cells, when both keep them) added.
    /// - Returns: the identity of a finding this builder already has (the reports overlap), else `nil`.
    /// - Parameter wholeRenditions: each rendition is measured in one report only (shard reports): a
    ///   finding in two reports is an overlap (see ``FindingCollector/add(_:wholeRenditions:)``).
    mutating func absorb(_ report: RunReport, wholeRenditions: Bool) -> Finding.Identity? {
        for finding in report.findings where !findings.add(finding, wholeRenditions: wholeRenditions) {
            return finding.identity
        }
        cells += report.summary.cells
        if keepsCells { failures += report.failures ?? [] }
        for verdict in Verdict.allCases where verdict.isFailure {
            failingByRank[verdict.rank] += report.summary.failuresByVerdict[verdict.rawValue] ?? 0
        }
        for (verdict, count) in report.summary.notFailingByVerdict { notFailing[verdict, default: 0] += count }
        for (language, counts) in report.summary.languages { languages.add(counts, to: languages.place(of: language)) }
        lastKey = nil   // inserting keys below moves them
        for key in report.keys {
            let id = KeyID(file: key.file, key: key.key)
            for language in report.languages(of: key) {
                keys[id, default: KeyEntry(line: key.line)].languages.insert(languages.place(of: language))
            }
        }
        widths.formUnion(report.summary.widths)
        sizes.formUnion(report.summary.sizes)
        for style in report.summary.styles { styles |= Self.bit(of: style) }
        catalogs.formUnion(report.summary.catalogs)
        return nil
    }

    /// The report: failures sorted, derived totals computed, lists sorted.
    public func build() -> RunReport {
        var builder = self
        return builder.finish()
    }

    /// The report, as ``build()`` makes it, sorting the failures in place: a run's last use of its
    /// builder. With hundreds of thousands of failures, a sorted copy next to the unsorted records
    /// was the largest thing a run held at its end.
    public mutating func finish() -> RunReport {
        FailureOrder.sort(&failures)
        return report(failures)
    }

    private func report(_ sorted: [FailureRecord]) -> RunReport {
        let byVerdict = Dictionary(uniqueKeysWithValues: RunReportBuilder.allFailureClasses.map {
            ($0.rawValue, failingByRank[$0.rank])
        })
        let allLanguages = languages.counted
        // Sorted as places: sorting the keys themselves moved their strings in and out of the sort's
        // buffers, a reference count each time.
        let ids = Array(keys.keys)
        let order = ids.indices.sorted {
            MeasuredKey.reportOrder(key: ids[$0].key, file: ids[$0].file, key: ids[$1].key, file: ids[$1].file)
        }
        let measured = order.map { place in
            let id = ids[place], entry = keys[id]!
            return MeasuredKey(key: id.key, file: id.file, line: entry.line,
                               languages: entry.languages == allLanguages ? nil : languages.names(of: entry.languages).sorted(by: ReportOrder.precedes))
        }
        let summaries = languages.summaries
        let findings = self.findings.finished()
        var summary = RunSummary(
            findings: 0, findingsByVerdict: [:],
            cells: cells, failures: failingByRank.reduce(0, +), failuresByVerdict: byVerdict, notFailingByVerdict: notFailing,
            keys: keys.count, failingKeys: 0,
            renditions: summaries.values.reduce(0) { $0 + $1.renditions }, languages: summaries,
            widths: widths.sorted(), sizes: sizes.sorted(), styles: TextStyle.allCases.filter { styles & Self.bit(of: $0) != 0 },
            catalogs: catalogs.sorted(by: ReportOrder.precedes))
        summary.count(findings)
        return RunReport(toolVersion: toolVersion, failOn: failOn.sorted(by: Verdict.moreSevereFirst), shard: shard, summary: summary,
                         findings: findings, failures: keepsCells ? sorted : nil, keys: measured)
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

/// The languages a builder has met, each at a fixed place, with its counts.
///
/// A run looks up every rendition's language twice (its counts, its key's languages). Renditions come
/// key by key, language after language, so the search starts after the last language found: one or
/// two comparisons of short strings, where a dictionary hashed the string each time.
private struct LanguageTable: Sendable {
    private var languages: [String] = []
    /// `nil` for a language met only among a key's languages (a shard report's), never counted.
    private var counts: [LanguageSummary?] = []
    private var last = -1

    /// A set of places in the table: one bit each, the first 64 without an allocation.
    struct Members: Equatable, Sendable {
        private var first: UInt64 = 0
        private var more: [UInt64] = []

        mutating func insert(_ place: Int) {
            if place < 64 { first |= 1 << UInt64(place); return }
            let word = place / 64 - 1
            if more.count <= word { more.append(contentsOf: repeatElement(0, count: word + 1 - more.count)) }
            more[word] |= 1 << UInt64(place % 64)
        }

        func contains(_ place: Int) -> Bool {
            if place < 64 { return first & 1 << UInt64(place) != 0 }
            let word = place / 64 - 1
            return word < more.count && more[word] & 1 << UInt64(place % 64) != 0
        }

        static func == (a: Members, b: Members) -> Bool {
            guard a.first == b.first else { return false }
            let count = max(a.more.count, b.more.count)
            for word in 0..<count where (word < a.more.count ? a.more[word] : 0) != (word < b.more.count ? b.more[word] : 0) {
                return false
            }
            return true
        }
    }

    /// The language's place, added when new.
    mutating func place(of language: String) -> Int {
        var place = last + 1
        for _ in 0..<languages.count {
            if place == languages.count { place = 0 }
            if languages[place] == language {
                last = place
                return place
            }
            place += 1
        }
        languages.append(language)
        counts.append(nil)
        last = languages.count - 1
        return last
    }

    mutating func add(_ summary: LanguageSummary, to place: Int) {
        if counts[place] == nil { counts[place] = LanguageSummary() }
        counts[place]!.add(summary)
    }

    /// Every counted language.
    var counted: Members {
        var members = Members()
        for place in counts.indices where counts[place] != nil { members.insert(place) }
        return members
    }

    /// The counts of every counted language.
    var summaries: [String: LanguageSummary] {
        var summaries: [String: LanguageSummary] = [:]
        for place in counts.indices { if let summary = counts[place] { summaries[languages[place]] = summary } }
        return summaries
    }

    func names(of members: Members) -> [String] {
        languages.indices.filter(members.contains).map { languages[$0] }
    }
}
