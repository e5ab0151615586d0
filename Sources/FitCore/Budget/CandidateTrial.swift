/// How a candidate translation fits across the matrix (`fitcheck try`): its budget at the tightest
/// cell, and how many of the key's cells it fails.
public struct CandidateTrial: Sendable, Hashable, Codable {
    public var budget: KeyBudget
    /// Cells of the matrix measured for the key, and those where the candidate does not fit.
    public var cellsMeasured: Int
    public var failingCells: Int
    /// The failure verdicts met, most severe first.
    public var failures: [Verdict]

    /// True when the candidate fits every cell.
    public var fits: Bool { failingCells == 0 }
}
