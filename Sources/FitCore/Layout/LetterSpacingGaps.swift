/// Where letter-spacing (tracking) goes in a shaped text: into the gap between two neighbouring
/// grapheme clusters when both take it (their cluster is `.trackable`: a script that tolerates
/// letter-spacing), never before the first grapheme of a line nor after its last. So English grows by
/// exactly `tracking × gaps`, and a text in a script whose letters join (Devanagari, Arabic) by nothing.
///
/// The one definition of the rule: ``BreakableText`` counts these gaps to fit lines, and
/// ``FailureImage`` places glyphs with them, so a picture shows exactly what was measured.
enum LetterSpacingGaps {
    /// The gaps inside one shaped cluster: between its graphemes when it is trackable (a ligature of
    /// two letters has one).
    static func inside(_ cluster: ShapedCluster) -> Int {
        cluster.flags.contains(.trackable) && cluster.graphemeStarts > 0 ? Int(cluster.graphemeStarts) - 1 : 0
    }

    /// 1 when a gap goes before `cluster`: its first grapheme and the grapheme before it are both
    /// trackable. `previousTrackable` is whether the grapheme before takes letter-spacing (`nil` at
    /// the start of the text); it moves on to `cluster` when the cluster starts a grapheme.
    static func before(_ cluster: ShapedCluster, previousTrackable: inout Bool?) -> Int {
        guard cluster.graphemeStarts > 0 else { return 0 }
        let trackable = cluster.flags.contains(.trackable)
        defer { previousTrackable = trackable }
        return trackable && previousTrackable == true ? 1 : 0
    }

    /// Per cluster of `shaped`, the gap before it (0 or 1).
    static func before(in shaped: ShapedText) -> [Int] {
        var previousTrackable: Bool?
        return shaped.clusters.map { before($0, previousTrackable: &previousTrackable) }
    }
}
