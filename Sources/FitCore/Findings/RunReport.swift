import Foundation

/// Everything a run found: the summary, every failing cell and every key measured. The JSON report
/// is this value encoded; `fitcheck merge` decodes shard reports back into it.
///
/// A shard's report carries ``shard``; a merged report does not, so that it is byte for byte the
/// report of the unsharded run.
public struct RunReport: Codable, Sendable, Equatable {
    /// The JSON layout version this fitcheck writes and reads: 5 since findings carry where the code
    /// shows their text (`shownAt`, `shownAs`: README "Upgrading"); 4: the quantities have one name
    /// each (`needs`, `given`, `over`); 3: findings have a subject and a level, and
    /// languages a coverage; 2: findings, failing cells only with `--cells`; 1: cells.
    /// Baseline files shared the number up to 4 (``Baseline/currentSchemaVersion``).
    public static let currentSchemaVersion = 5

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
    /// Every failure verdict's level (`{"overflow": "error", "untranslated": "warning", …}`).
    public var levels: [String: FindingLevel] = VerdictLevels().table
    /// Set on a shard's report only.
    public var shard: Shard?
    public var summary: RunSummary
    /// What failed, in report order (level, verdict, then subject: ``Finding/reportOrder(_:_:)``):
    /// a key's findings, one coverage finding per catalog × language that misses keys, groups' and
    /// tables' findings. What every report lists first.
    public var findings: [Finding]
    /// Each language's coverage of each catalog that has keys to translate, in language order (the
    /// source language left out).
    public var coverage: [LanguageCoverage] = []
    /// The matrix's `minimumCoverage` and `coverageNewLanguage`; absent when they are the defaults.
    public var coverageRules: CoverageRules? = nil
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
    /// Requested languages whose every rendition is a fallback to the source text: their coverage
    /// findings fail the run whatever `failOn` says. Carried in the report so that `merge` judges as
    /// the shards did; absent when there are none.
    public var untranslatedLanguages: [String]? = nil
    /// Set when the run was compared with a baseline (`--baseline`); absent from the JSON otherwise.
    public var baseline: BaselineResult? = nil
    /// The failure pictures the run drew, and how many the limit left out; absent when none were asked for.
    public var pictures: PictureSummary? = nil
    /// The findings were narrowed to these verdicts and levels (`--verdict`, `--level`:
    /// ``FindingFilter``); absent when every finding is reported.
    public var narrowedTo: FindingFilter? = nil

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

    /// The process exit status the run ends with: 0 when no finding fails the run (``Finding/fails``:
    /// warnings such as a language still being translated do not, unless `failOn` says so), 1 when
    /// one does or nothing was measured (a run that checks nothing must not pass). Bad input (2)
    /// never gets here.
    public var exitStatus: Int32 {
        summary.failing == 0 && summary.cells > 0 ? 0 : 1
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
    /// The findings a report lists under one heading: a key's in one catalog file (every language,
    /// variant and verdict at one level), or a single finding of another subject.
    public struct FindingGroup: Sendable {
        public var level: FindingLevel
        public var findings: [Finding]
    }

    /// The findings in the order a person reads them: by level (errors first), then by the most
    /// severe verdict of each group (``Verdict/rank``), then by what they are about (key, language,
    /// variant; texts as ``ReportOrder`` compares them). A key's findings of one level are one group.
    public func findingGroups() -> [FindingGroup] {
        struct GroupID: Hashable { var level: FindingLevel, kind: FindingSubject.Kind, name: String, file: String, single: Int? }
        var groups: [GroupID: [Finding]] = [:]
        for (index, finding) in findings.enumerated() {
            let id = GroupID(level: finding.level, kind: finding.subject.kind, name: finding.subject.name, file: finding.file,
                             single: finding.subject.kind == .key ? nil : index)
            groups[id, default: []].append(finding)
        }
        let sorted = groups.map { id, members in
            FindingGroup(level: id.level, findings: members.sorted(by: Finding.placeOrder))
        }.sorted { a, b in
            if a.level != b.level { return a.level < b.level }
            let (x, y) = (a.findings.map(\.verdict.rank).min() ?? 0, b.findings.map(\.verdict.rank).min() ?? 0)
            if x != y { return x < y }
            return Finding.placeOrder(a.findings[0], b.findings[0])
        }
        return sorted
    }
}
