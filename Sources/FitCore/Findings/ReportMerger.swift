import Foundation

/// Combines the JSON reports of the parts of one run (`--shard` runs) into the report the whole run
/// would have written, byte for byte, one report at a time: a report is read, added and let go
/// before the next, so memory holds the merged findings (and keys), not every shard at once.
///
/// The inputs must share schema version, tool version, selection and failing verdict classes, and
/// all or none list their failing cells (`--cells`). Either every input is a shard of the same
/// `count` and each index 1…count appears once, or none is a shard (then they are arbitrary parts
/// of one run). A finding (or a failing cell) in two inputs means the parts overlap: that is an
/// error, not a double count.
public struct ReportMerger {
    /// What every later report must match, from the first.
    private struct Reference {
        var source: String
        var toolVersion: String
        var selection: String?
        var failOn: [Verdict]
        var levels: [String: FindingLevel]
        var coverageRules: CoverageRules?
        var shardCount: Int?
        var listsCells: Bool
        /// Entries skipped for an empty source text: the same in every shard of a run.
        var skipped: Int?
        /// Entries left out by `exclude`: the same in every shard of a run too.
        var excluded: Int?
        /// `--verdict` and `--level` of the run: the same in every shard.
        var narrowedTo: FindingFilter?
    }

    private var reference: Reference?
    private var builder: RunReportBuilder?
    /// Shard index → the source that had it.
    private var shards: [Int: String] = [:]
    private var baselines: [BaselineResult] = []
    /// What each shard drew: each drew its own pictures, up to its own limit.
    private var pictures: [PictureSummary] = []

    public init() {}

    /// Reads the reports at `paths` one after the other and merges them.
    public static func merge(paths: [String]) throws -> RunReport {
        var merger = ReportMerger()
        for path in paths { try merger.add(try RunReport.load(path: path), source: path) }
        return try merger.finish()
    }

    /// Adds one report.
    /// - Parameter source: its name in error messages (a path).
    public mutating func add(_ report: RunReport, source: String) throws {
        if report.schemaVersion != RunReport.currentSchemaVersion {
            throw InputError(file: source, "report schemaVersion \(report.schemaVersion); this fitcheck reads schemaVersion \(RunReport.currentSchemaVersion)")
        }
        let first = reference ?? Reference(source: source, toolVersion: report.toolVersion, selection: report.selection,
                                           failOn: report.failOn, levels: report.levels, coverageRules: report.coverageRules,
                                           shardCount: report.shard?.count,
                                           listsCells: report.failures != nil, skipped: report.summary.skipped,
                                           excluded: report.summary.excluded, narrowedTo: report.narrowedTo)
        if report.toolVersion != first.toolVersion {
            throw InputError(file: source, "written by fitcheck \(report.toolVersion), but \(first.source) by \(first.toolVersion): merge reports of one run")
        }
        if report.selection != first.selection {
            throw InputError(file: source, "measured another selection than \(first.source) (matrix, widths, sizes, languages, keys or catalogs differ): merge the shards of one run")
        }
        if report.failOn != first.failOn {
            throw InputError(file: source, "fails on \(report.failOn.map(\.rawValue).joined(separator: ",")), but \(first.source) on \(first.failOn.map(\.rawValue).joined(separator: ",")): merge reports of one matrix")
        }
        if report.levels != first.levels || report.coverageRules != first.coverageRules {
            throw InputError(file: source, "judges with other levels or coverage rules than \(first.source): merge reports of one matrix")
        }
        if report.narrowedTo != first.narrowedTo {
            let say = { (filter: FindingFilter?) in filter.map { "reports only \($0.options)" } ?? "reports every finding" }
            throw InputError(file: source, "\(say(report.narrowedTo)), but \(first.source) \(say(first.narrowedTo)): merge the shards of one run")
        }
        if (report.failures != nil) != first.listsCells {
            let (with, without) = first.listsCells ? (first.source, source) : (source, first.source)
            throw InputError(file: source, "\(with) lists its failing cells (--cells) but \(without) does not: merge reports written alike")
        }
        try checkShard(report.shard, source: source, first: first)
        reference = first

        var builder = self.builder ?? RunReportBuilder(toolVersion: first.toolVersion, failOn: Set(first.failOn),
                                                        levels: VerdictLevels(table: first.levels),
                                                        coverageRules: first.coverageRules ?? CoverageRules(),
                                                        keepsCells: first.listsCells)
        self.builder = nil   // held once, so that adding does not copy what it has gathered
        if let overlap = builder.absorb(report, wholeRenditions: first.shardCount != nil) {
            throw InputError(file: source, "the finding \(overlap.key.isEmpty ? overlap.file : overlap.key) · \(overlap.language)"
                + (overlap.variant.isEmpty ? "" : " (\(overlap.variant))") + " · \(overlap.verdict.rawValue) "
                + "is also in an earlier report: the reports overlap")
        }
        self.builder = builder
        if let baseline = report.baseline { baselines.append(baseline) }
        if let drawn = report.pictures { pictures.append(drawn) }
    }

    /// Shards must be all or none, of one count, each index exactly once.
    private mutating func checkShard(_ shard: RunReport.Shard?, source: String, first: Reference) throws {
        guard let count = first.shardCount else {
            if shard != nil {
                throw InputError(file: first.source, "is not a shard report, but others are: merge the shards of one run")
            }
            return
        }
        guard let shard else {
            throw InputError(file: source, "is not a shard report, but others are: merge the shards of one run")
        }
        if !(1...max(shard.count, 1)).contains(shard.index) {
            throw InputError(file: source, "shard \(shard.index)/\(shard.count) is not a shard: the index runs from 1 to the count")
        }
        if shard.count != count {
            throw InputError(file: source, "is shard \(shard.index)/\(shard.count), but \(first.source) is one of \(count)")
        }
        if let earlier = shards.updateValue(source, forKey: shard.index) {
            throw InputError(file: source, "shard \(shard.index)/\(count) is also \(earlier)")
        }
    }

    /// The merged report.
    /// - Throws: ``InputError`` when nothing was added or a shard is missing.
    public func finish() throws -> RunReport {
        guard let reference, var builder else { throw InputError("merge needs at least one JSON report") }
        if let count = reference.shardCount {
            let missing = (1...max(count, 1)).filter { shards[$0] == nil }
            if !missing.isEmpty {
                throw InputError("shard \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: merge needs every shard of the run")
            }
        }
        // Coverage findings are made again from the sums: narrowed again as the shards were.
        var merged = reference.narrowedTo.map { builder.finish().narrowed(to: $0) } ?? builder.finish()
        merged.baseline = BaselineResult.merged(baselines)
        if let first = pictures.first {
            merged.pictures = PictureSummary(mode: first.mode, written: pictures.reduce(0) { $0 + $1.written },
                                             leftOut: pictures.reduce(0) { $0 + $1.leftOut }, limit: first.limit)
        }
        merged.selection = reference.selection
        merged.summary.skipped = reference.skipped
        merged.summary.excluded = reference.excluded
        return merged
    }
}

extension RunReport {
    /// Merges reports already read (see ``ReportMerger``).
    /// - Parameter sources: names of the inputs for error messages (their paths), same order.
    public static func merge(_ reports: [RunReport], sources: [String] = []) throws -> RunReport {
        var merger = ReportMerger()
        for (index, report) in reports.enumerated() {
            try merger.add(report, source: index < sources.count ? sources[index] : "report \(index + 1)")
        }
        return try merger.finish()
    }
}
