/// One output format of a run's report. A reporter holds its settings and turns a report into the
/// whole text of its output, same report → same bytes.
public protocol Reporter: Sendable {
    /// The complete output, ending with a newline.
    func render(_ report: RunReport) -> String
}
