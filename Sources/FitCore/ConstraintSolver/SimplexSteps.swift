/// The simplex steps of Cassowary over a ``Tableau``: pivoting, the primal optimisation of the
/// objectives (highest priority first: an entering symbol must lower the first objective it changes)
/// and phase one through an artificial variable for a row with no obvious subject. Every choice takes
/// the lowest symbol among equals (Bland's rule), so the simplex cannot cycle and the same
/// constraints in the same order always give the same solution.
extension Tableau {
    /// Minimises the objectives (or the artificial one, in phase one) until no symbol improves them.
    /// Returns false if an objective is unbounded, which errors that are ≥ 0 rule out.
    @discardableResult
    mutating func optimize(artificialOnly: Bool = false) -> Bool {
        while true {
            let levels = artificialOnly ? [artificial!] : objectiveLevels
            guard let entering = Self.enteringSymbol(levels) else { return true }
            guard let leaving = leavingSymbol(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest symbol (not a dummy) whose reduced cost is lexicographically negative: 0 at every
    /// level above the first where it is not 0, and negative there.
    static func enteringSymbol(_ levels: [TableauRow]) -> SolverSymbol? {
        var best: SolverSymbol?
        var seen: Set<SolverSymbol> = []
        for level in levels {
            for (symbol, coefficient) in level.cells where !seen.contains(symbol) {
                seen.insert(symbol)
                if coefficient < 0, symbol.kind != .dummy, best.map({ symbol < $0 }) ?? true { best = symbol }
            }
        }
        return best
    }

    /// The row that limits `entering` first as it grows (least `-constant / coefficient` among
    /// restricted basic rows where it has a negative coefficient; lowest basic symbol on a tie).
    func leavingSymbol(for entering: SolverSymbol) -> SolverSymbol? {
        var best: (symbol: SolverSymbol, ratio: Double)?
        for (symbol, row) in rows where symbol.kind != .external {
            let coefficient = row.coefficient(entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol) { continue }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// How far `entering` can grow before a restricted row reaches 0 (nil: without bound).
    func step(for entering: SolverSymbol) -> Double? {
        leavingSymbol(for: entering).map { -rows[$0]!.constant / rows[$0]!.coefficient(entering) }
    }

    mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, row)
        rows[entering] = row
    }

    /// Writes `row` in place of `symbol` in every row and objective.
    mutating func substitute(_ symbol: SolverSymbol, _ row: TableauRow) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
        for key in objectives.keys { objectives[key]!.substitute(symbol, row) }
        artificial?.substitute(symbol, row)
    }

    /// Phase one (kiwi's `addWithArtificialVariable`): adds `row` as `art = row`, minimises `art`, and
    /// succeeds when it reaches 0, i.e. when the constraint can hold. On failure the tableau is left
    /// changed: the caller restores it.
    mutating func addWithArtificialVariable(_ row: TableauRow) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificialOnly: true)
        let success = TableauRow.isZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard success, let entering = basic.sortedCells.first(where: { $0.symbol.isRestricted })?.symbol else {
                return false
            }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.remove(art) }
        for key in objectives.keys { objectives[key]!.remove(art) }
        return success
    }
}
