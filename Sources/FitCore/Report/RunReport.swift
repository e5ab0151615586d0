import Foundation

/// Everything a run found: the summary, every failing cell and every key measured. The JSON report
/// is this value encoded; `fitcheck merge` decodes shard reports back into it.
///
/// A shard's report carries ``shard``; a merged report does not, so that it is byte for byte the
/// report of the unsharded run.
public struct RunReport: Codable, Sendable, Equatable {
    /// The JSON layout version this fitcheck writes and reads: 2 since reports list findings (and
    /// failing cells only with `--cells`).
    public static let currentSchemaVersion = 2

    /// Which part of a sharded run a report covers (`--shard index/count`, 1-based).
    public struct Shard: Codable, Sendable, Equatable, Hashable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public var schemaVersion: Int
    /// Version of the fitcheck that wrote the report.
    public var toolVersion: String
    /// The verdict classes that fail the run (from the matrix), in severity order.
    public var failOn: [Verdict]
    /// Set on a shard's report only.
    public var shard: Shard?
    public var summary: RunSummary
    /// What failed, one finding per key × variant × language × verdict, in report order (key,
    /// language, variant, verdict, file): what every report lists first.
    public var findings: [Finding]
    /// Every failing cell, in report order (key, language, variant, width, size, verdict), when the
    /// run kept them (`--cells`); `nil` (absent from the JSON) otherwise: findings carry what a
    /// report needs, and a real app's cells run to the hundred thousand.
    public var failures: [FailureRecord]?
    /// Keys measured, by key then file.
    public var keys: [MeasuredKey]
    /// What the run selected to measure (matrix file, widths, sizes, languages, key patterns, catalog
    /// names), as a stable hash: the shards of one run share it, and `merge` refuses reports whose
    /// selections differ. Absent from reports built without a matrix run.
    public var selection: String? = nil
    /// Requested languages whose every rendition is a fallback to the source text: the run fails for
    /// them whatever `failOn` says. Carried in the report so that `merge` fails as the shards did;
    /// absent when there are none.
    public var untranslatedLanguages: [String]? = nil
    /// Set when the run was compared with a baseline (`--baseline`); absent from the JSON otherwise.
    public var baseline: BaselineResult? = nil
    /// The failure pictures the run drew, and how many the limit left out; absent when none were asked for.
    public var pictures: PictureSummary? = nil

    public init(schemaVersion: Int = RunReport.currentSchemaVersion, toolVersion: String, failOn: [Verdict],
                shard: Shard?, summary: RunSummary, findings: [Finding], failures: [FailureRecord]?,
                keys: [MeasuredKey]) {
        self.schemaVersion = schemaVersion
        self.toolVersion = toolVersion
        self.failOn = failOn
        self.shard = shard
        self.summary = summary
        self.findings = findings
        self.failures = failures
        self.keys = keys
    }

    /// The process exit status the run ends with: 0 when there is no finding, 1 when there is one or
    /// nothing was measured (a run that checks nothing must not pass). Bad input (2) never gets here.
    public var exitStatus: Int32 {
        summary.findings == 0 && summary.cells > 0 && (untranslatedLanguages ?? []).isEmpty ? 0 : 1
    }

    /// The languages a key was measured in (``MeasuredKey/languages`` with `nil` spelled out).
    public func languages(of key: MeasuredKey) -> [String] {
        key.languages ?? summary.languages.keys.sorted(by: ReportOrder.precedes)
    }

    /// Reads a JSON report written by ``JSONReporter``. `source` names it in errors (a path).
    public static func decode(_ data: Data, source: String) throws -> RunReport {
        // Read once; only a report that does not read is read again, for its version, to say why.
        if let report = try? JSONDecoder().decode(RunReport.self, from: data) {
            guard report.schemaVersion == currentSchemaVersion else {
                throw InputError(file: source,
                                 "report schemaVersion \(report.schemaVersion); this fitcheck reads schemaVersion \(currentSchemaVersion)")
            }
            return report
        }
        struct Version: Decodable { var schemaVersion: Int? }
        let version: Version
        do {
            version = try JSONDecoder().decode(Version.self, from: data)
        } catch {
            throw InputError(file: source, "not a fitcheck JSON report (the file is not a JSON object)")
        }
        guard let schema = version.schemaVersion else {
            throw InputError(file: source, "not a fitcheck JSON report (no schemaVersion)")
        }
        guard schema == currentSchemaVersion else {
            throw InputError(file: source,
                             "report schemaVersion \(schema); this fitcheck reads schemaVersion \(currentSchemaVersion)")
        }
        do {
            return try JSONDecoder().decode(RunReport.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw InputError(file: source, "invalid report: missing \(path(context.codingPath + [key]))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                let DecodingError.dataCorrupted(context) {
            throw InputError(file: source, "invalid report at \(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw InputError(file: source, "invalid report: \(error)")
        }
    }

    /// Reads a JSON report from a file.
    public static func load(path: String) throws -> RunReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the report (missing or unreadable)")
        }
        return try decode(data, source: path)
    }

    /// `failures[3].width`, for error messages.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }
}

extension RunReport {
    /// The findings of each failing key (and catalog file), in report order: what the text report
    /// lists under a key's heading.
    public func findingsByKey() -> [[Finding]] {
        var groups: [[Finding]] = []
        // Report order sorts by key first; a key in two catalog files is two groups, by file.
        let byFile = findings.indices.sorted {
            let byKey = ReportOrder.compare(findings[$0].key, findings[$1].key)
            if byKey != 0 { return byKey < 0 }
            let byFile = ReportOrder.compare(findings[$0].file, findings[$1].file)
            return byFile != 0 ? byFile < 0 : $0 < $1
        }
        for finding in byFile.map({ findings[$0] }) {
            if let last = groups.last?.last, ReportOrder.compare(last.key, finding.key) == 0,
               ReportOrder.compare(last.file, finding.file) == 0 {
                groups[groups.count - 1].append(finding)
            } else {
                groups.append([finding])
            }
        }
        return groups
    }
}
