import Testing
@testable import FitCore

/// A ``VerdictSet`` keeps every verdict: each case of ``Verdict`` has a bit of its own, so a verdict
/// added to the list is never dropped from a measurement's failures.
@Suite struct VerdictSetTests {
    @Test func everyVerdictHasABitOfItsOwn() {
        for verdict in Verdict.allCases {
            let set = VerdictSet([verdict])
            #expect(set.contains(verdict), "\(verdict) has no bit in VerdictSet")
            #expect(set.verdicts == [verdict], "\(verdict) shares its bit: \(set.verdicts)")
        }
    }

    @Test func theSetHoldsTheWholeVerdictListAtOnce() {
        let all = VerdictSet(Verdict.allCases)
        #expect(all.verdicts == Verdict.bySeverity)
        #expect(all.verdicts.count == Verdict.allCases.count)
        #expect(Verdict.allCases.count <= VerdictSet.capacity)
        // Ranks 0, 1, 2, …: two verdicts never share a bit.
        #expect(Verdict.bySeverity.map(\.rank) == Array(0 ..< Verdict.allCases.count))
        // Removing one leaves all the others.
        for verdict in Verdict.allCases {
            #expect(all.removing(verdict).verdicts == Verdict.bySeverity.filter { $0 != verdict })
        }
    }

    @Test func theMostSevereIsTheFirstBySeverity() {
        #expect(VerdictSet().mostSevere == nil)
        #expect(VerdictSet().isEmpty)
        #expect(VerdictSet([.brokenWord, .overflow, .clipped]).mostSevere == .overflow)
        #expect(VerdictSet([.fits, .formatMismatch]).mostSevere == .formatMismatch)
    }
}
