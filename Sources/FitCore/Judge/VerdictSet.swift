/// A set of verdicts, one bit each by ``Verdict/rank``: a measurement's failures without an array per
/// failing cell (a matrix has tens of thousands of them).
///
/// Its size comes from the verdict list: ``capacity`` bits, and ``Verdict/bySeverity`` (built once, on
/// first use) stops the program when `Verdict.allCases` outgrows them or two verdicts share a rank, so
/// a new verdict can never be dropped silently. `VerdictSetTests` checks that every case has a bit of
/// its own.
struct VerdictSet: Sendable, Equatable {
    /// The storage: bit `rank` for each verdict.
    typealias Bits = UInt64
    /// How many verdicts the set can hold.
    static let capacity = Bits.bitWidth

    private var bits: Bits = 0

    init() {}

    init(_ verdicts: [Verdict]) {
        for verdict in verdicts { insert(verdict) }
    }

    @inline(__always)
    private static func bit(_ verdict: Verdict) -> Bits { 1 << Bits(verdict.rank) }

    mutating func insert(_ verdict: Verdict) { bits |= Self.bit(verdict) }

    func contains(_ verdict: Verdict) -> Bool { bits & Self.bit(verdict) != 0 }

    var isEmpty: Bool { bits == 0 }

    /// The verdicts in severity order, most severe first.
    var verdicts: [Verdict] { Verdict.bySeverity.filter(contains) }

    /// The most severe verdict, if any.
    var mostSevere: Verdict? { isEmpty ? nil : Verdict.bySeverity.first(where: contains) }

    /// The set without `verdict`.
    func removing(_ verdict: Verdict) -> VerdictSet {
        var set = self
        set.bits &= ~Self.bit(verdict)
        return set
    }
}

extension Verdict {
    /// Every verdict, most severe first. Their ranks are 0, 1, 2, … — one bit each of ``VerdictSet``.
    static let bySeverity: [Verdict] = {
        let sorted = allCases.sorted { $0.rank < $1.rank }
        precondition(sorted.map(\.rank) == Array(sorted.indices) && sorted.count <= VerdictSet.capacity,
                     "Verdict ranks must be 0 ..< \(sorted.count), each once, within VerdictSet's \(VerdictSet.capacity) bits")
        return sorted
    }()
}
