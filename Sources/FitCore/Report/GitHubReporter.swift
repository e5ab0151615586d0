/// GitHub Actions workflow commands: an annotation on the code that shows the finding's text (its first
/// ``Finding/shownAt`` place, the catalog line in its message), else at its catalog line, for the most
/// severe findings (``Finding/moreSevere(_:_:)``). A step shows 10 annotations of each kind and
/// drops the rest silently, so errors take the ``errorLimit`` `::error` slots, most severe first, and
/// warnings (and notes) the ``warningLimit`` `::warning` slots; then one notice counting what was left out.
public struct GitHubReporter: Reporter {
    /// Annotations of one kind GitHub shows per step: the default limits.
    public static let annotationsPerStep = 10

    /// Error annotations written at most.
    public var errorLimit: Int
    /// Warning annotations written at most (warnings, then notes).
    public var warningLimit: Int

    public init(errorLimit: Int = GitHubReporter.annotationsPerStep, warningLimit: Int = GitHubReporter.annotationsPerStep) {
        self.errorLimit = errorLimit
        self.warningLimit = warningLimit
    }

    public func render(_ report: RunReport) -> String {
        var out: [String] = []
        let findings = report.findings.sorted(by: Finding.moreSevere)
        let errors = findings.filter { $0.level == .error }
        let others = findings.filter { $0.level != .error }
        let annotated = errors.prefix(errorLimit).map { ("error", $0) } + others.prefix(warningLimit).map { ("warning", $0) }
        for (command, finding) in annotated {
            var message = finding.message() + finding.placesNote
            if let image = finding.image { message += "\nimage: \(image)" }
            // ::error file={file},line={line},col={column},title=fitcheck {verdict}::{message}
            // ::warning file={file},line={line},title=fitcheck {verdict}::{message}
            let place = finding.primaryPlace
            let column = place.column.map { ",col=\($0)" } ?? ""
            out.append("::\(command) file=\(property(place.path)),line=\(place.line)\(column),"
                + "title=\(property("fitcheck \(finding.verdict.rawValue)"))::\(data(message))")
        }
        let leftErrors = errors.count - min(errors.count, errorLimit)
        let leftOthers = others.count - min(others.count, warningLimit)
        if leftErrors + leftOthers > 0 {
            let parts = [leftErrors > 0 ? "\(leftErrors) more \(leftErrors == 1 ? "error" : "errors")" : nil,
                         leftOthers > 0 ? "\(leftOthers) more \(leftOthers == 1 ? "warning" : "warnings")" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            // ::notice title=fitcheck::{count} more errors and {count} more warnings not annotated …
            out.append("::notice title=\(property("fitcheck"))::\(data("\(parts) not annotated (a step shows \(errorLimit) error and \(warningLimit) warning annotations); the text and JSON reports list every finding"))")
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
