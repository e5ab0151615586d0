/// A set of verdicts, one bit each by ``Verdict/rank``: a measurement's failures without an array per
/// failing cell (a matrix has tens of thousands of them).
struct VerdictSet: Sendable, Equatable {
    private var bits: UInt8 = 0

    init() {}

    init(_ verdicts: [Verdict]) {
        for verdict in verdicts { insert(verdict) }
    }

    mutating func insert(_ verdict: Verdict) { bits |= 1 << UInt8(verdict.rank) }

    func contains(_ verdict: Verdict) -> Bool { bits & 1 << UInt8(verdict.rank) != 0 }

    var isEmpty: Bool { bits == 0 }

    /// The verdicts in severity order, most severe first.
    var verdicts: [Verdict] { Verdict.bySeverity.filter(contains) }

    /// The most severe verdict, if any.
    var mostSevere: Verdict? { isEmpty ? nil : Verdict.bySeverity.first(where: contains) }

    /// The set without `verdict`.
    func removing(_ verdict: Verdict) -> VerdictSet {
        var set = self
        set.bits &= ~(1 << UInt8(verdict.rank))
        return set
    }
}

extension Verdict {
    /// Every verdict, most severe first.
    static let bySeverity: [Verdict] = allCases.sorted { $0.rank < $1.rank }
}
