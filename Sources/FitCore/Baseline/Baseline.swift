import Foundation

/// Known failing cells, recorded so that a team can adopt fitcheck with existing failures and fail
/// only on new ones (as linters do with a baseline file).
///
/// `fitcheck --update-baseline FILE` writes it from a run; `fitcheck --baseline FILE` then fails only
/// on failing cells it does not list (see ``RunReport/applying(_:path:)``). The file is JSON, its
/// entries sorted and one per line, so that it diffs cleanly:
///
/// ```json
/// {
///   "comment": "…",
///   "schemaVersion": 1,
///   "entries": [
///     {"file":"Demo.xcstrings","key":"button.save","language":"de","size":"AX1","variant":"","verdict":"overflow","width":320}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
    /// The file layout version this fitcheck writes and reads.
    public static let currentSchemaVersion = 1

    /// Entries in file order (``BaselineEntry/fileOrder(_:_:)``), without repeats.
    public private(set) var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = Array(Set(entries)).sorted(by: BaselineEntry.fileOrder)
    }

    /// The failing cells of `report` (a report that kept them: ``RunReport/failures``), files
    /// relative to the folder of the baseline at `path`.
    public init(report: RunReport, path: String) {
        let folder = BaselinePath.folder(of: path)
        self.init(entries: (report.failures ?? []).map { BaselineEntry($0, relativeTo: folder) })
    }

    /// This baseline brought up to date by a run: entries of cells the run measured are replaced by
    /// the run's failures; entries the run did not measure (another language, a narrower `--width`,
    /// keys left out by `--changed-since`) are kept.
    public func updated(by report: RunReport, path: String) -> Baseline {
        let scope = MeasuredScope(report, baselineFolder: BaselinePath.folder(of: path))
        let kept = entries.filter { !scope.contains($0) }
        return Baseline(entries: kept + Baseline(report: report, path: path).entries)
    }

    // MARK: - File

    private struct File: Codable {
        var comment: String?
        var schemaVersion: Int
        var entries: [BaselineEntry]
    }

    static let comment = "fitcheck baseline: known failing cells that do not fail the run. "
        + "Written by `fitcheck --update-baseline FILE`, read by `fitcheck --baseline FILE`."

    /// The file's bytes: the layout above, a final newline. The members in this order, and each entry
    /// on a line of its own, its members sorted, so that a diff shows one line per failing cell.
    public func encoded() throws -> Data {
        var writer = StableJSONEncoder.Writer(context: StableJSONEncoder.Context(pretty: false))
        writer.layout("{\n  \"comment\": ")
        writer.string(Self.comment)
        writer.layout(",\n  \"schemaVersion\": ")
        writer.integer(Int64(Self.currentSchemaVersion))
        writer.layout(",\n  \"entries\": [")
        for index in entries.indices {
            writer.layout(index == 0 ? "\n    " : ",\n    ")
            try writer.value(entries[index], level: 2)
        }
        writer.layout(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return Data(writer.bytes)
    }

    /// Writes the file atomically.
    public func write(to path: String) throws {
        try AtomicFile.write(encoded(), to: path)
    }

    /// Reads a baseline file.
    /// - Throws: ``InputError`` naming the file: missing, not JSON, another schema version, a bad entry.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the baseline (missing or unreadable); "
                             + "write one with --update-baseline \(path)")
        }
        struct Version: Decodable { var schemaVersion: Int? }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            throw InputError(file: path, "not a fitcheck baseline (the file is not a JSON object)")
        }
        guard version.schemaVersion == currentSchemaVersion else {
            throw InputError(file: path, "baseline schemaVersion \(version.schemaVersion.map(String.init) ?? "missing"); "
                             + "this fitcheck reads schemaVersion \(currentSchemaVersion)")
        }
        do {
            return Baseline(entries: try JSONDecoder().decode(File.self, from: data).entries)
        } catch let DecodingError.keyNotFound(key, context) {
            let index = context.codingPath.compactMap(\.intValue).first.map { "entries[\($0)]: " } ?? ""
            throw InputError(file: path, "invalid baseline: \(index)missing \(key.stringValue)")
        } catch let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context),
                let DecodingError.valueNotFound(_, context) {
            let at = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            throw InputError(file: path, "invalid baseline at \(at.drop { $0 == "." }): \(context.debugDescription)")
        } catch {
            throw InputError(file: path, "invalid baseline: \(error)")
        }
    }
}
