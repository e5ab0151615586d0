import Foundation

/// The diagnostic lines Xcode reads from a Run Script build phase (clang's and SwiftLint's form):
/// `/absolute/path:line:column: error|warning|note: message`, one line per finding, so that each
/// finding shows inline in the editor and in the issue navigator, on the code that shows its text (its
/// first ``Finding/shownAt`` place; the catalog line in the message), else on its catalog line. Paths
/// are absolute, made from the report's paths (relative to ``ReportPaths/base``); a place without a
/// column (a nib's, a catalog's) gives `path:line:`.
public struct XcodeReporter: Reporter {
    /// The folder the report's paths are relative to (absolute).
    public var base: String

    public init(base: String) { self.base = base }

    public func render(_ report: RunReport) -> String {
        report.findings.map { finding in
            let place = finding.primaryPlace
            let column = place.column.map { ":\($0)" } ?? ""
            let message = MessageQuote.oneLine(finding.message() + finding.placesNote) + " (fitcheck \(finding.verdict.rawValue))"
            return "\(absolute(place.path)):\(place.line)\(column): \(finding.level.rawValue): \(message)\n"
        }.joined()
    }

    /// `path` as Xcode needs it: absolute, against ``base`` when relative.
    func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    }
}
