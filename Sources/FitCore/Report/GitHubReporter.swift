/// GitHub Actions workflow commands: an error annotation on the key's line in its catalog file for
/// the most severe findings (``Finding/moreSevere(_:_:)``), at most ``errorLimit`` of them, since a
/// step shows 10 error annotations and drops the rest silently; then one notice counting the
/// findings left out.
public struct GitHubReporter: Reporter {
    /// Error annotations GitHub shows per step (and per command type): the default limit.
    public static let annotationsPerStep = 10

    /// Error annotations written at most.
    public var errorLimit: Int

    public init(errorLimit: Int = GitHubReporter.annotationsPerStep) {
        self.errorLimit = errorLimit
    }

    public func render(_ report: RunReport) -> String {
        var out: [String] = []
        let findings = report.findings.sorted(by: Finding.moreSevere)
        for finding in findings.prefix(errorLimit) {
            var message = "\(finding.key.oneLine): \(finding.headline) \(finding.quotedText(limit: 200))"
            if finding.failingCells != nil { message += " (\(finding.failingCellsLine))" }
            if let image = finding.image { message += "\nimage: \(image)" }
            // ::error file={file},line={line},title=fitcheck {verdict}::{message}
            out.append("::error file=\(property(finding.file)),line=\(finding.line),"
                + "title=\(property("fitcheck \(finding.verdict.rawValue)"))::\(data(message))")
        }
        let left = findings.count - min(findings.count, errorLimit)
        if left > 0 {
            // ::notice title=fitcheck::{count} more findings …
            out.append("::notice title=\(property("fitcheck"))::\(data("\(left) more \(left == 1 ? "finding" : "findings") not annotated (a step shows \(errorLimit) error annotations); the text and JSON reports list every finding"))")
        }
        return out.map { $0 + "\n" }.joined()
    }

    /// GitHub's escaping of a command's message: `%`, CR and LF.
    func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a command's property value: the message escapes plus `:` and `,`.
    func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
