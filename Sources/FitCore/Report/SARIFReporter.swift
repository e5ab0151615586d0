import Foundation

/// SARIF 2.1.0, the static-analysis format code-scanning services read (GitHub code scanning and
/// others): one rule per failure class, one result per failing cell, located at the key's line in
/// its catalog file.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        let classes = Verdict.allCases.filter(\.isFailure)
        // {"$schema": "…sarif-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "fitcheck",
        //   "rules": [{"id": "{verdict}", …}]}}, "results": [{"ruleId": "{verdict}", "level": "error",
        //   "message": {"text": …}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "{file}"},
        //   "region": {"startLine": {line}}}}]}]}]}
        let rules = classes.map { verdict in
            Rule(id: verdict.rawValue, shortDescription: Message(text: verdict.explanation),
                 defaultConfiguration: Configuration(level: "error"))
        }
        let results = report.failures.map { failure in
            Result(ruleId: failure.verdict.rawValue, ruleIndex: classes.firstIndex(of: failure.verdict) ?? 0,
                   level: "error",
                   message: Message(text: "\(failure.key.oneLine): \(failure.headline) \(failure.quotedText(limit: 200))"),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: Self.uri(failure.file)),
                       region: Region(startLine: max(failure.line, 1))))],
                   properties: Properties(key: failure.key, language: failure.language, variant: failure.variant,
                                          width: failure.width, slotWidth: failure.slotWidth,
                                          size: failure.size.rawValue, style: failure.style.rawValue,
                                          overflow: failure.overflow, image: failure.image))
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(version: report.toolVersion, rules: rules)),
                                 results: results)])
        return StableJSON.text(log)
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
    private struct Run: Encodable { var tool: Tool; var results: [Result] }
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
        var properties: Properties
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    private struct ArtifactLocation: Encodable { var uri: String }
    private struct Region: Encodable { var startLine: Int }
    /// The cell, for tools that read SARIF property bags.
    private struct Properties: Encodable {
        var key, language, variant: String
        var width, slotWidth: Double
        var size, style: String
        var overflow: Double
        var image: String?
    }
}
