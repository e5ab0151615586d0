/// Cassowary's simplex tableau in its augmented form (Badros, Borning, Stuckey 2001, §3 and §4; the
/// structure follows kiwi's `SolverImpl`): each basic symbol's row, one objective per optional
/// priority, and for each constraint the symbols that mark it. Constraints are only added: a scene is
/// solved once per width and language, so edit variables and removal are not needed.
///
/// Rows are kept feasible (every restricted basic symbol ≥ 0) after every step; ``optimize()``
/// (``SimplexSteps``) then minimises the objectives, highest priority first.
struct Tableau: Sendable {
    /// The symbols Cassowary added for one constraint: `marker` (its slack, dummy or first error)
    /// and `other` (its second error, or the error of an optional inequality).
    struct Tag: Sendable {
        var marker: SolverSymbol
        var other: SolverSymbol?
    }

    var rows: [SolverSymbol: TableauRow] = [:]
    /// The errors to minimise, one row per optional priority; a higher priority is minimised first.
    var objectives: [LayoutPriority: TableauRow] = [:]
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: TableauRow?
    /// The symbol of each variable the constraints named, and back.
    private(set) var externals: [SolverVariable: SolverSymbol] = [:]
    private(set) var variableOf: [SolverSymbol: SolverVariable] = [:]
    /// The index (in order of adding) of the constraint that made each slack, error and dummy symbol.
    private(set) var constraintOf: [SolverSymbol: Int] = [:]
    private var nextSymbol = 0

    /// The objective rows, highest priority first.
    var objectiveLevels: [TableauRow] {
        objectives.sorted { $0.key > $1.key }.map(\.value)
    }

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextSymbol += 1 }
        return SolverSymbol(id: nextSymbol, kind: kind)
    }

    /// Adds `constraint` (the `index`-th added). Returns false, leaving the tableau as it was, when it
    /// is required and cannot hold together with the required constraints already added.
    mutating func add(_ constraint: LinearConstraint, index: Int) -> Bool {
        let (row, tag) = makeRow(constraint, index: index)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard TableauRow.isZero(row.constant) else { return false }
            subject = tag.marker
        }
        guard let subject else {
            let before = self
            if addWithArtificialVariable(row) { return true }
            self = before
            return false
        }
        var solved = row
        solved.solve(for: subject)
        substitute(subject, solved)
        rows[subject] = solved
        return true
    }

    /// The value the tableau gives `variable` now (0 when it is not basic).
    func value(_ variable: SolverVariable) -> Double {
        externals[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    /// The row of `constraint` with its slack, error or dummy symbols, written in the current
    /// parametric symbols (basic ones substituted), its constant made ≥ 0.
    private mutating func makeRow(_ constraint: LinearConstraint, index: Int) -> (TableauRow, Tag) {
        var row = TableauRow(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms {
            let symbol = externalSymbol(variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let optional = !constraint.priority.isRequired
        var tag: Tag
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack)
            if optional {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objectives[constraint.priority, default: TableauRow()].insert(error, 1)
                tag.other = error
            }
        case .equal:
            if optional {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objectives[constraint.priority, default: TableauRow()].insert(plus, 1)
                objectives[constraint.priority, default: TableauRow()].insert(minus, 1)
                tag = Tag(marker: plus, other: minus)
            } else {
                tag = Tag(marker: makeSymbol(.dummy))
                row.insert(tag.marker, 1)
            }
        }
        constraintOf[tag.marker] = index
        if let other = tag.other { constraintOf[other] = index }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private mutating func externalSymbol(_ variable: SolverVariable) -> SolverSymbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        variableOf[symbol] = variable
        return symbol
    }

    /// The symbol to solve the new row for: a variable of the user's if it has one (lowest first),
    /// else its own slack or error when that keeps the row feasible; nil when phase one is needed.
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> SolverSymbol? {
        if let external = row.sortedCells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isRestricted && row.coefficient(symbol) < 0 {
            return symbol
        }
        return nil
    }
}
