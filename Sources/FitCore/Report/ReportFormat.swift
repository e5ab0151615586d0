/// The output formats of `--report FORMAT[:PATH]`.
public enum ReportFormat: String, Sendable, CaseIterable, Equatable {
    case text, json, junit, sarif, github

    /// The reporter that writes this format.
    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .junit: return JUnitReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        }
    }
}
