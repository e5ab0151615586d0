/// A key the code shows somewhere, but where the evidence does not say which slot it gets: a name
/// that several types declare, an interpolation that several keys fit. It keeps the default slot.
public struct AmbiguousKey: Sendable, Hashable {
    public var key: String
    public var reason: String
    /// The places in code, `path:line`, sorted.
    public var evidence: [String]

    public init(key: String, reason: String, evidence: [String]) {
        self.key = key
        self.reason = reason
        self.evidence = evidence
    }
}
