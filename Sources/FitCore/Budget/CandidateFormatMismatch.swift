/// `fitcheck try`'s answer for a candidate whose format specifiers differ from its source's: it is
/// not measured, and the command fails (exit 1) naming both lists.
public struct CandidateFormatMismatch: Error, Sendable {
    public var key: String
    public var language: String
    public var candidate: String
    public var mismatch: FormatMismatch

    /// `key · lang · "candidate"` and `format mismatch: specifiers … differ from the source's …`.
    public var text: String {
        "\(key) · \(language) · \"\(candidate)\"\nformat mismatch: \(mismatch.description) (the candidate is not measured)\n"
    }

    /// One JSON object, as `try --json` writes a trial: `fits` false, verdict `formatMismatch`.
    public var json: String {
        struct Object: Encodable {
            var key: String, language: String, candidate: String, fits: Bool, verdict: String
            var failures: [String], formatMismatch: FormatMismatch
        }
        return StableJSON.text(Object(key: key, language: language, candidate: candidate, fits: false,
                                      verdict: Verdict.formatMismatch.rawValue,
                                      failures: [Verdict.formatMismatch.rawValue], formatMismatch: mismatch))
    }
}
