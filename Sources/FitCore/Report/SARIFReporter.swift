import Foundation

/// SARIF 2.1.0, the static-analysis format code-scanning services read (GitHub code scanning and
/// others): one rule per failure class, one result per finding at its level (`error`, `warning`,
/// `note`), located on the code that shows its text (``Finding/shownAt``: the worst cell's place; a
/// group's, the line that builds it), with its catalog line and any other code places as related
/// locations; a finding with no code place (coverage, a table's, a key not found in code) stays at its
/// catalog line. GitHub accepts 25,000 results per run and keeps
/// 5,000, so at most ``resultLimit`` results are written, most severe first (``Finding/moreSevere(_:_:)``:
/// errors before warnings); the run's properties count the findings and the results left out.
public struct SARIFReporter: Reporter {
    /// Results GitHub code scanning keeps of an upload: the default limit.
    public static let resultsKeptByCodeScanning = 5_000

    /// Results written at most.
    public var resultLimit: Int

    public init(resultLimit: Int = SARIFReporter.resultsKeptByCodeScanning) {
        self.resultLimit = resultLimit
    }

    public func render(_ report: RunReport) -> String {
        let classes = Verdict.allCases.filter(\.isFailure)
        let levels = VerdictLevels(table: report.levels)
        // {"$schema": "…sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "fitcheck",
        //   "rules": [{"id": "{verdict}", "defaultConfiguration": {"level": "{level}"}, …}]}},
        //   "properties": {"findings": …, "findingsByLevel": {…}, "resultsLeftOut": …},
        //   "results": [{"ruleId": "{verdict}", "level": "{level}", "message": {"text": …},
        //   "locations": [{"physicalLocation": {"artifactLocation": {"uri": "{code or catalog file}"},
        //   "region": {"startLine": {line}, "startColumn": {column}}}}],
        //   "relatedLocations": [{"id": 1, "physicalLocation": {…}, "message": {"text": "catalog entry of {key}"}}],
        //   "partialFingerprints": {…}, "properties": {…}}]}]}
        let rules = classes.map { verdict in
            Rule(id: verdict.rawValue, shortDescription: Message(text: verdict.explanation),
                 defaultConfiguration: Configuration(level: levels.level(of: verdict).rawValue))
        }
        let findings = report.findings.sorted(by: Finding.moreSevere)
        let results = findings.prefix(resultLimit).map { finding in
            let worst = finding.worst
            let (locations, related) = Self.locations(of: finding)
            return Result(ruleId: finding.verdict.rawValue, ruleIndex: classes.firstIndex(of: finding.verdict) ?? 0,
                   level: finding.level.rawValue,
                   message: Message(text: finding.message()),
                   locations: locations, relatedLocations: related.isEmpty ? nil : related,
                   partialFingerprints: ["fitcheckFinding/v1": Self.fingerprint(finding.identity.parts)],
                   properties: Properties(
                       subject: finding.subject.kind.rawValue, key: finding.key.isEmpty ? nil : finding.key,
                       language: finding.language, variant: finding.variant,
                       width: worst?.containerWidth, slotWidth: worst?.slotWidth, size: worst?.size.rawValue,
                       style: worst?.style.rawValue, over: worst == nil || finding.verdict.dependsOnTextOnly ? nil : finding.amount,
                       failingCellCount: worst == nil ? nil : finding.failingCellCount, image: finding.image,
                       translated: finding.coverage?.translated, total: finding.coverage?.total,
                       missingKeys: finding.coverage?.missing.count, affectedKeys: finding.table?.affectedKeys,
                       shows: finding.table?.shows?.rawValue, build: finding.table?.build.rawValue))
        }
        let byLevel = Dictionary(grouping: findings, by: \.level).mapValues(\.count)
        let run = Run(tool: Tool(driver: Driver(version: report.toolVersion, rules: rules)),
                      properties: RunProperties(findings: findings.count,
                                                findingsByLevel: Dictionary(uniqueKeysWithValues: FindingLevel.allCases.map {
                                                    ($0.rawValue, byLevel[$0] ?? 0) }),
                                                resultsLeftOut: findings.count - results.count),
                      results: results)
        return StableJSON.text(Log(runs: [run]))
    }

    /// A stable fingerprint of a finding's identity (``Finding/Identity/parts``: a key's file, key,
    /// language, variant and verdict; a language's coverage by its catalog, language and verdict), so
    /// that code scanning follows one finding from run to run whatever line it moves to.
    static func fingerprint(_ identity: [String]) -> String {
        let hash = StableHash.fnv1a64(identity.joined(separator: "\u{1F}"))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The catalog places of a finding: its file and line; a group's, each member's key (the row shown).
    static func places(of finding: Finding) -> [(file: String, line: Int, key: String?)] {
        guard let members = finding.group?.members, !members.isEmpty else { return [(finding.file, finding.line, nil)] }
        return members.map { ($0.file, $0.line, $0.key) }
    }

    /// A result's locations and related locations: on the code's first place, the other code places and
    /// the catalog places related (numbered from 1); without a code place, on the catalog places.
    private static func locations(of finding: Finding) -> (locations: [Location], related: [Location]) {
        func location(_ file: String, _ line: Int, _ column: Int?, id: Int? = nil, message: String? = nil) -> Location {
            Location(id: id, physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri(file)),
                                                                region: Region(startLine: max(line, 1), startColumn: column)),
                     message: message.map { Message(text: $0) })
        }
        let catalog = places(of: finding)
        guard let primary = finding.shownAt.first else {
            return (catalog.map { location($0.file, $0.line, finding.table?.column) }, [])
        }
        var related: [(String, Int, Int?, String)] = finding.shownAt.dropFirst().map {
            ($0.file, $0.line, $0.column, $0.objectID.map { "also shown by \($0)" } ?? "also shown here")
        }
        related += catalog.map { ($0.file, $0.line, nil, "catalog entry of \(($0.key ?? finding.key).oneLine)") }
        return ([location(primary.file, primary.line, primary.column)],
                related.enumerated().map { location($1.0, $1.1, $1.2, id: $0 + 1, message: $1.3) })
    }

    /// A catalog path as a URI reference: relative paths stay relative (SARIF viewers resolve them
    /// against the checkout), absolute ones become `file://` URIs; unsafe characters are %-encoded.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable { var tool: Tool; var properties: RunProperties; var results: [Result] }
    /// Findings in the run (by level), and those left out of the results by the limit.
    private struct RunProperties: Encodable { var findings: Int; var findingsByLevel: [String: Int]; var resultsLeftOut: Int }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name = "fitcheck"
        var version: String
        var rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }
    private struct Configuration: Encodable { var level: String }
    private struct Message: Encodable { var text: String }
    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: Properties
    }
    /// A location; a related one has an `id` and says what it is (`message`).
    private struct Location: Encodable { var id: Int?; var physicalLocation: PhysicalLocation; var message: Message? }
    private struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    private struct ArtifactLocation: Encodable { var uri: String }
    /// A table's finding is at a column too (its syntax error's, its duplicate's).
    private struct Region: Encodable { var startLine: Int; var startColumn: Int? }
    /// The finding and its worst cell (or its coverage), for tools that read SARIF property bags.
    private struct Properties: Encodable {
        var subject: String
        var key: String?
        var language, variant: String
        var width, slotWidth: Double?
        var size, style: String?
        var over: Double?
        var failingCellCount: Int?
        var image: String?
        var translated, total, missingKeys: Int?
        /// A table's finding: the keys it affects, what the device shows for them, whether Xcode builds.
        var affectedKeys: [String]?
        var shows, build: String?
    }
}
