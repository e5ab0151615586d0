import Foundation

/// Known findings, recorded so that a team can adopt fitcheck with what fails today and fail only on
/// what is new or worse (as linters do with a baseline file).
///
/// `fitcheck --update-baseline FILE` writes it from a run; `fitcheck --baseline FILE` then fails only
/// on findings it does not list, or that grew (``RunReport/applying(_:path:)``). The file is JSON,
/// its entries sorted and one per line (a coverage entry's keys one per line), so that it diffs cleanly:
///
/// ```json
/// {
///   "comment": "…",
///   "schemaVersion": 4,
///   "entries": [
///     {"cells":2,"file":"Demo.xcstrings","key":"button.save","language":"de","over":31,"subject":"key","variant":"","verdict":"overflow"},
///     {"file":"Demo.xcstrings","keys":[
///       "onboarding.title"
///     ],"language":"hi","subject":"language","verdict":"untranslated"}
///   ]
/// }
/// ```
///
/// Version-3 files (`amount` where 4 says `over`) are read as they are; version-1 files (one entry per
/// failing cell) are read and converted (``BaselineVersion1``).
public struct Baseline: Sendable, Equatable {
    /// The file layout version this fitcheck writes (4: `over`; 3: findings, not cells). The report's
    /// was the same number until 5, which added only a finding's code places: a baseline holds none.
    public static let currentSchemaVersion = 4

    /// Entries in file order (``BaselineEntry/fileOrder(_:_:)``), one per identity.
    public private(set) var entries: [BaselineEntry]
    /// The settings of the run that recorded it (``BaselineSettings``); `nil` in a file written before
    /// schema version 4.
    public var settings: BaselineSettings?

    public init(entries: [BaselineEntry], settings: BaselineSettings? = nil) {
        var byIdentity: [Finding.Identity: BaselineEntry] = [:]
        for entry in entries { byIdentity[entry.identity] = entry }
        self.entries = byIdentity.values.sorted(by: BaselineEntry.fileOrder)
        self.settings = settings
    }

    /// The findings of `report`, files relative to the folder of the baseline at `path`. A language's
    /// coverage lists its missing keys only when `untranslated` can fail the run (``BaselineSettings``):
    /// otherwise the entry stands for the warning, and the file stays small.
    public init(report: RunReport, path: String) {
        let folder = BaselinePath.folder(of: path)
        let settings = BaselineSettings(report)
        self.init(entries: report.findings.map { finding in
            BaselineEntry(finding, relativeTo: folder,
                          missingKeys: finding.fails || settings.untranslatedCanFail(language: finding.language))
        }, settings: settings)
    }

    /// This baseline brought up to date by a run: entries of findings the run could have found are
    /// replaced by the run's findings; entries the run did not measure (another language, a narrower
    /// `--key`, keys left out by `--changed-since`) are kept, and so are a coverage entry's keys the
    /// run did not measure.
    public func updated(by report: RunReport, path: String) -> Baseline {
        let scope = MeasuredScope(report, baselineFolder: BaselinePath.folder(of: path))
        var now = Baseline(report: report, path: path).entries
        var kept: [BaselineEntry] = []
        for entry in entries {
            guard scope.contains(entry) else { kept.append(entry); continue }
            let unmeasured = (entry.keys ?? []).filter { !scope.measured($0, language: entry.language) }
            guard !unmeasured.isEmpty else { continue }
            if let place = now.firstIndex(where: { $0.identity == entry.identity }) {
                now[place].keys = Array(Set(unmeasured + (now[place].keys ?? []))).sorted(by: ReportOrder.precedes)
            } else {
                var rest = entry
                rest.keys = unmeasured
                kept.append(rest)
            }
        }
        return Baseline(entries: kept + now, settings: BaselineSettings(report))
    }

    // MARK: - File

    static let comment = "fitcheck baseline: known findings that do not fail the run unless they get worse. "
        + "Written by `fitcheck --update-baseline FILE`, read by `fitcheck --baseline FILE`."

    /// The file's bytes: the layout above, a final newline. The members in this order, and each entry
    /// on a line of its own, its members sorted, so that a diff shows one line per finding.
    public func encoded() throws -> Data {
        var writer = StableJSONEncoder.Writer(context: StableJSONEncoder.Context(pretty: false))
        writer.layout("{\n  \"comment\": ")
        writer.string(Self.comment)
        writer.layout(",\n  \"schemaVersion\": ")
        writer.integer(Int64(Self.currentSchemaVersion))
        if let settings {
            writer.layout(",\n  \"settings\": ")
            try? writer.value(settings, level: 1)
        }
        writer.layout(",\n  \"entries\": [")
        for index in entries.indices {
            writer.layout(index == 0 ? "\n    " : ",\n    ")
            entries[index].write(to: &writer)
        }
        writer.layout(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return Data(writer.bytes)
    }

    /// Writes the file atomically.
    public func write(to path: String) throws {
        try AtomicFile.write(encoded(), to: path)
    }

    private struct File<Entry: Decodable>: Decodable {
        var schemaVersion: Int
        var settings: BaselineSettings?
        var entries: [Entry]
    }

    /// Reads a baseline file, converting a version-1 file (failing cells) into findings.
    /// - Throws: ``InputError`` naming the file: missing, not JSON, an unknown schema version, a bad entry.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the baseline (missing or unreadable); "
                             + "write one with --update-baseline \(path)")
        }
        struct Version: Decodable { var schemaVersion: Int? }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw InputError(file: path, "not a fitcheck baseline (the file is not a JSON object)")
        }
        do {
            switch version.schemaVersion {
            case currentSchemaVersion?, 3?:
                let file = try JSONDecoder().decode(File<BaselineEntry>.self, from: data)
                return Baseline(entries: file.entries, settings: file.settings)
            case 1?:
                return BaselineVersion1.converted(try JSONDecoder().decode(File<BaselineVersion1.Cell>.self, from: data).entries)
            default:
                throw InputError(file: path, "baseline schemaVersion \(version.schemaVersion.map(String.init) ?? "missing"); "
                                 + "this fitcheck reads schemaVersion \(currentSchemaVersion) (and 3 and 1, converted)")
            }
        } catch let DecodingError.keyNotFound(key, context) {
            let index = context.codingPath.compactMap(\.intValue).first.map { "entries[\($0)]: " } ?? ""
            throw InputError(file: path, "invalid baseline: \(index)missing \(key.stringValue)")
        } catch let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context),
                let DecodingError.valueNotFound(_, context) {
            let at = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            throw InputError(file: path, "invalid baseline at \(at.drop { $0 == "." }): \(context.debugDescription)")
        }
    }
}
