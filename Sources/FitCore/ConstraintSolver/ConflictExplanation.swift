/// Which required constraints a required constraint conflicts with: a smallest set (a deletion
/// filter, after Chinneck's for infeasible linear programs) among the earlier ones that share
/// variables with it, directly or through others. Run only for a constraint that failed, so its cost
/// (a solve per candidate) is paid only by a broken layout.
enum ConflictExplanation {
    /// Candidates beyond this many are all reported rather than filtered.
    static let largestFilter = 400

    static func conflicting(_ failing: LinearConstraint, among earlier: [LinearConstraint]) -> [LinearConstraint] {
        var candidates = connected(to: failing, among: earlier)
        guard candidates.count <= largestFilter else { return candidates }
        var index = 0
        while index < candidates.count {
            var without = candidates
            without.remove(at: index)
            if cannotHold(failing, with: without) { candidates = without } else { index += 1 }
        }
        return candidates
    }

    /// The constraints that reach `failing`'s variables through shared variables, in order.
    static func connected(to failing: LinearConstraint, among constraints: [LinearConstraint]) -> [LinearConstraint] {
        var reached = Set(failing.expression.variables)
        var taken = Array(repeating: false, count: constraints.count)
        var grew = true
        while grew {
            grew = false
            for (index, constraint) in constraints.enumerated() where !taken[index] {
                let names = constraint.expression.variables
                guard names.contains(where: reached.contains) else { continue }
                taken[index] = true
                reached.formUnion(names)
                grew = true
            }
        }
        return constraints.indices.filter { taken[$0] }.map { constraints[$0] }
    }

    private static func cannotHold(_ failing: LinearConstraint, with constraints: [LinearConstraint]) -> Bool {
        var tableau = Tableau()
        for (index, constraint) in constraints.enumerated() where !tableau.add(constraint, index: index) { return true }
        return !tableau.add(failing, index: constraints.count)
    }
}
