/// How wide a grapheme cluster of a language's text is on average, to turn headroom in points into
/// an estimate in characters: total advance over the language's texts divided by their grapheme
/// clusters, white space included (a translator's "characters" include spaces).
public struct AverageAdvance: Sendable, Hashable, Codable {
    /// Average advance per grapheme cluster, in ems.
    public var ems: Double
    /// Average letter-spacing gaps per grapheme cluster (0 for scripts whose letters join).
    public var gaps: Double

    public init(ems: Double, gaps: Double) {
        self.ems = ems
        self.gaps = gaps
    }

    /// Averages over `texts`; `nil` when they hold no grapheme cluster.
    init?(_ texts: [BreakableText], graphemes: [Int]) {
        let count = graphemes.reduce(0, +)
        guard count > 0 else { return nil }
        ems = texts.reduce(0) { $0 + $1.ems(from: 0, to: $1.clusterCount) } / Double(count)
        gaps = Double(texts.reduce(0) { $0 + $1.gaps(from: 0, to: $1.clusterCount) }) / Double(count)
    }

    /// Points per grapheme cluster at `pointSize` with `tracking` points of letter-spacing.
    public func points(pointSize: Double, tracking: Double) -> Double {
        ems * pointSize + gaps * tracking
    }
}
