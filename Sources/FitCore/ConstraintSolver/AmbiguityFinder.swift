/// Finds where an optimal tableau leaves the layout free: a parametric symbol whose reduced cost is 0
/// at every priority can grow without changing any error, moving the variables whose rows hold it
/// (another optimum exists), and a variable no row fixes was put at 0 for want of anything else. Each
/// such freedom is one ``ConstraintSolution/Ambiguity``, with the variables it moves and where the
/// solver left them.
struct AmbiguityFinder {
    let tableau: Tableau
    let constraints: [LinearConstraint]

    func ambiguities() -> [ConstraintSolution.Ambiguity] {
        var moved: [SolverSymbol: Set<SolverVariable>] = [:]
        for (basic, row) in tableau.rows {
            guard let variable = tableau.variableOf[basic] else { continue }
            for symbol in row.cells.keys where symbol.kind == .external || isFree(symbol) { moved[symbol, default: []].insert(variable) }
        }
        for (variable, symbol) in tableau.externals where tableau.rows[symbol] == nil {
            moved[symbol, default: []].insert(variable)
        }
        return moved.keys.sorted().compactMap { symbol in
            guard symbol.kind == .external || isFree(symbol) else { return nil }
            return describe(symbol, moving: moved[symbol]!.sorted())
        }
    }

    /// A parametric slack or error that no priority's objective charges for, and that can actually
    /// grow (the step is not 0 at a degenerate corner).
    private func isFree(_ symbol: SolverSymbol) -> Bool {
        guard symbol.isRestricted, tableau.objectives.values.allSatisfy({ $0.coefficient(symbol) == 0 }) else { return false }
        if let step = tableau.step(for: symbol) { return step > TableauRow.epsilon }
        return true
    }

    private func describe(_ symbol: SolverSymbol, moving variables: [SolverVariable]) -> ConstraintSolution.Ambiguity {
        if let variable = tableau.variableOf[symbol] {
            return .init(variables: variables, freedom: "no constraint fixes \(variable.name)",
                         choice: "the solver set \(variable.name) to 0")
        }
        let constraint = tableau.constraintOf[symbol].map { constraints[$0] }
        let name = constraint.map { "\($0)" } ?? "a constraint"
        if symbol.kind == .slack {
            return .init(variables: variables, freedom: "\(name) may hold with room to spare at no cost",
                         choice: "the solver kept it tight")
        }
        return .init(variables: variables, freedom: "\(name) may give way at no cost to its priority",
                     choice: "the solver kept it satisfied and let another constraint of the same priority give way")
    }
}
