/// How a candidate translation fits across the matrix (`fitcheck try`): its budget at the tightest
/// cell, and how many of the key's cells it fails.
public struct CandidateTrial: Sendable, Hashable, Codable {
    public var budget: KeyBudget
    /// Cells of the matrix measured for the key, and those where the candidate does not fit.
    public var cellsMeasured: Int
    public var failingCells: Int
    /// The failure verdicts met, most severe first.
    public var failures: [Verdict]
    /// Where the candidate fails: each failing cell's screen width and text size, in measuring order.
    public var failingAt: [Place] = []
    /// The groups the key is a member of, each measured again with the candidate (``GroupTrial``):
    /// their cells count in ``cellsMeasured`` and ``failingCells`` — instead of the key's own cells
    /// when the key is measured only in its groups, as a run measures it.
    public var groups: [GroupTrial] = []

    /// The first group the key is a member of (the one its room is a share of).
    public var group: GroupTrial? { groups.first }

    /// A cell of the matrix: screen width in points and text size.
    public struct Place: Sendable, Hashable, Codable {
        public var width: Double
        public var size: SizeCategory
        /// The cell's verdict and by how much it fails, in points (as reports say it).
        public var verdict: Verdict = .fits
        public var excessPoints: Double = 0

        /// JSON `over`, as every report names by how much a text misses.
        enum CodingKeys: String, CodingKey { case width, size, verdict, excessPoints = "over" }
    }

    /// `300 pt: xxxL, AX1 · 320 pt: AX1`: the failing cells, width by width.
    public var failingAtDescription: String {
        var widths: [Double] = []
        var sizes: [Double: [SizeCategory]] = [:]
        for place in failingAt {
            if sizes[place.width] == nil { widths.append(place.width) }
            sizes[place.width, default: []].append(place.size)
        }
        return widths.sorted().map { width in
            "\(PointFormat.text(width)) pt: " + Set(sizes[width] ?? []).sorted().map(\.rawValue).joined(separator: ", ")
        }.joined(separator: " · ")
    }

    /// True when the candidate fits every cell.
    public var fits: Bool { failingCells == 0 }

    /// The trial with `groups` measured: their cells added to the key's own, or in their place when
    /// the key is measured only in its groups (`alone: false`).
    func including(_ groups: [GroupTrial], alone: Bool) -> CandidateTrial {
        guard !groups.isEmpty else { return self }
        var trial = self
        trial.groups = groups
        if !alone {
            trial.cellsMeasured = 0
            trial.failingCells = 0
            trial.failingAt = []
            trial.failures = []
        }
        trial.cellsMeasured += groups.reduce(0) { $0 + $1.cellsMeasured }
        trial.failingCells += groups.reduce(0) { $0 + $1.failingCells }
        trial.failingAt += groups.flatMap(\.failingAt)
        trial.failures = Set(trial.failures + groups.flatMap(\.failures)).sorted(by: Verdict.moreSevereFirst)
        return trial
    }
}
