/// The output formats of `--report FORMAT[:PATH]`.
public enum ReportFormat: String, Sendable, CaseIterable, Equatable {
    case text, json, junit, sarif, github, xcode

    /// The reporter that writes this format; `paths` says where the report's relative paths start
    /// (the Xcode format writes them absolute).
    public func reporter(paths: ReportPaths) -> any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .junit: return JUnitReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .xcode: return XcodeReporter(base: paths.base)
        }
    }
}
