/// The settings a baseline was recorded under (file member `settings`): the run's `failOn` and the
/// matrix's `minimumCoverage`. They decide whether a language's coverage entry lists its missing keys
/// (only when `untranslated` can fail the run), and let a later run that gates untranslated text say
/// that the baseline predates the gate, rather than call every missing key new.
public struct BaselineSettings: Codable, Sendable, Equatable {
    /// The verdicts that failed the run.
    public var failOn: [Verdict]
    /// The least share of keys translated per language (`*`: every other); empty without a gate.
    public var minimumCoverage: [String: Double]

    public init(failOn: [Verdict], minimumCoverage: [String: Double] = [:]) {
        self.failOn = failOn
        self.minimumCoverage = minimumCoverage
    }

    /// The settings of the run `report` is of.
    public init(_ report: RunReport) {
        self.init(failOn: report.failOn, minimumCoverage: report.coverageRules?.minimum ?? [:])
    }

    /// Whether a language's untranslated keys can fail the run: `failOn` lists `untranslated`, or a
    /// `minimumCoverage` gates the language. (A language with nothing translated fails whatever the
    /// settings: its finding says so itself, ``Finding/fails``.)
    public func untranslatedCanFail(language: String) -> Bool {
        failOn.contains(.untranslated) || minimumCoverage[language] != nil || minimumCoverage["*"] != nil
    }

    /// What a failing coverage finding says when its baseline entry lists no keys: the baseline was
    /// recorded when `untranslated` could not fail the run in `language`.
    static func predatesGate(_ settings: BaselineSettings?, language: String) -> String {
        var recorded = ""
        if let settings {
            recorded = " (recorded with failOn: \(settings.failOn.map(\.rawValue).joined(separator: ", "))"
            if !settings.minimumCoverage.isEmpty {
                recorded += "; minimumCoverage: "
                    + settings.minimumCoverage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            }
            recorded += ")"
        }
        return "the baseline predates the gate on untranslated text in \(language)\(recorded): it lists no missing keys; "
            + "record it again with --update-baseline to adopt today's"
    }
}
