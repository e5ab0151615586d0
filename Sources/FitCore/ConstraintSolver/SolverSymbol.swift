/// A column of the simplex tableau. Cassowary (Badros, Borning, Stuckey 2001, §3) adds to the
/// user's variables a few of its own: a slack per inequality (`expression + slack = 0`, slack ≥ 0),
/// an error variable (two for an equality, one for an inequality) per optional constraint, which the
/// objective minimises at the constraint's priority, and a dummy per required equality, which marks
/// the row so the constraint can be found again and never enters the basis.
struct SolverSymbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// A user's ``SolverVariable``: unrestricted in sign, never chosen to leave the basis.
        case external
        case slack
        case error
        case dummy
    }

    /// Order of creation in the tableau: the tie-breaker wherever the simplex chooses (Bland's rule),
    /// which keeps the result independent of any dictionary's order and stops cycling.
    let id: Int
    let kind: Kind

    static func == (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id < b.id }

    /// Slack and error symbols are ≥ 0: they may leave the basis, and pivoting on them keeps rows feasible.
    var isRestricted: Bool { kind == .slack || kind == .error }
}
