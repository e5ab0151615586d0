/// GitHub Actions workflow commands: an error annotation on the key's line in its catalog file, one
/// per failing key and language (its worst cell), so a pull request shows what to fix without a
/// flood of annotations.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        var out: [String] = []
        for group in report.failureGroups(byLanguage: true) {
            let worst = group.worst
            var message = "\(group.key.oneLine): \(worst.headline) \(worst.quotedText(limit: 200))"
            let others = group.cells.count - 1
            if others > 0 { message += " (+ \(others) more failing \(others == 1 ? "cell" : "cells"))" }
            if let image = worst.image { message += "\nimage: \(image)" }
            // ::error file={file},line={line},title=fitcheck {verdict}::{message}
            out.append("::error file=\(property(group.file)),line=\(group.line),"
                + "title=\(property("fitcheck \(worst.verdict.rawValue)"))::\(data(message))")
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
