import Testing
@testable import FitCore

/// Published Cassowary examples: the paper's midpoint (Badros, Borning, Stuckey 2001, §2) and kiwi's
/// strength tests (`py/tests/test_solver.py`), plus what Auto Layout adds: priorities ordered
/// lexicographically, required constraints that cannot hold reported, ambiguity said.
@Suite("ConstraintSolver: the Cassowary paper's and kiwi's examples")
struct CassowaryExampleTests {
    /// `xm` is the midpoint of `xl` and `xr`, `xl + 10 ≤ xr`, all inside 0…100 (the paper's figure 1).
    func midpoint(_ extra: (inout ConstraintSolver, SolverVariable, SolverVariable, SolverVariable) -> Void)
        -> (ConstraintSolution, SolverVariable, SolverVariable, SolverVariable) {
        var solver = ConstraintSolver()
        let xl = solver.variable("xl"), xm = solver.variable("xm"), xr = solver.variable("xr")
        solver.add(LinearConstraint(2 * xm, .equal, xl + xr))
        solver.add(LinearConstraint(xl + 10, .lessOrEqual, LinearExpression(xr)))
        solver.add(LinearConstraint(xr, .lessOrEqual, 100))
        solver.add(LinearConstraint(xl, .greaterOrEqual, 0))
        extra(&solver, xl, xm, xr)
        return (solver.solve(), xl, xm, xr)
    }

    @Test("the midpoint follows an edit of xm; the stays of xl and xr at two priorities decide who moves")
    func midpointEdit() {
        let (solution, xl, xm, xr) = midpoint { solver, xl, xm, xr in
            solver.add(LinearConstraint(xm, .equal, 30, priority: .defaultHigh, label: "edit"))
            solver.add(LinearConstraint(xr, .equal, 100, priority: LayoutPriority(251), label: "stay xr"))
            solver.add(LinearConstraint(xl, .equal, 90, priority: .defaultLow, label: "stay xl"))
        }
        // xl + xr = 60 with xl ≥ 0: xr comes as close to 100 as it can (60), xl gives way entirely.
        #expect([solution.value(xl), solution.value(xm), solution.value(xr)] == [0, 30, 60])
        #expect(solution.missed.map { "\($0.constraint.label) \($0.amount)" } == ["stay xr 40.0", "stay xl 90.0"])
        #expect(!solution.isAmbiguous)
    }

    @Test("weak stays of one priority: the paper's ambiguity (any split of the move costs the same), said, not hidden")
    func midpointAmbiguous() {
        let (solution, xl, _, xr) = midpoint { solver, xl, xm, xr in
            solver.add(LinearConstraint(xm, .equal, 50, priority: .defaultHigh, label: "edit"))
            solver.add(LinearConstraint(xl, .equal, 90, priority: .defaultLow, label: "stay xl"))
            solver.add(LinearConstraint(xr, .equal, 100, priority: .defaultLow, label: "stay xr"))
        }
        #expect(solution.value(xl) + solution.value(xr) == 100)
        #expect(abs(solution.value(xl) - 90) + abs(solution.value(xr) - 100) == 90)
        #expect(solution.isAmbiguous)
        let moved = Set(solution.ambiguities.flatMap(\.variables).map(\.name))
        #expect(moved.isSuperset(of: ["xl", "xr"]))
    }

    @Test("kiwi: a weak inequality gives way to a required equality; a strong one beats a medium one")
    func kiwiStrengths() {
        var solver = ConstraintSolver()
        let v1 = solver.variable("foo"), v2 = solver.variable("bar")
        solver.add(LinearConstraint(v1 + v2, .equal, LinearExpression(constant: 0)))
        solver.add(LinearConstraint(v1, .equal, 10))
        solver.add(LinearConstraint(v2, .greaterOrEqual, 0, priority: .fittingSizeLevel))
        let first = solver.solve()
        #expect([first.value(v1), first.value(v2)] == [10, -10])
        #expect(first.missed.map(\.amount) == [10])

        var again = ConstraintSolver()
        let w1 = again.variable("foo"), w2 = again.variable("bar")
        again.add(LinearConstraint(w1 + w2, .equal, LinearExpression(constant: 0)))
        again.add(LinearConstraint(w1, .greaterOrEqual, 10, priority: .defaultLow))
        again.add(LinearConstraint(w2, .equal, 2, priority: .defaultHigh))
        let second = again.solve()
        #expect([second.value(w1), second.value(w2)] == [-2, 2])
    }

    @Test("priorities are lexicographic: one 251 outweighs three 250s (a weighted sum would not)")
    func lexicographic() {
        var solver = ConstraintSolver()
        let x = solver.variable("x")
        solver.add(LinearConstraint(x, .equal, 0, priority: LayoutPriority(251)))
        for _ in 0 ..< 3 { solver.add(LinearConstraint(x, .equal, 10, priority: .defaultLow)) }
        #expect(solver.solve().value(x) == 0)
    }

    @Test("required constraints that cannot all hold: the one added last is left out and named with the smallest set it conflicts with")
    func unsatisfiable() {
        var solver = ConstraintSolver()
        let x = solver.variable("x"), y = solver.variable("y"), z = solver.variable("z")
        solver.add(LinearConstraint(x, .greaterOrEqual, 10, label: "x ≥ 10"))
        solver.add(LinearConstraint(z, .equal, 3, label: "z = 3"))
        solver.add(LinearConstraint(y, .greaterOrEqual, x + 5, label: "y ≥ x + 5"))
        solver.add(LinearConstraint(y, .lessOrEqual, 40, label: "y ≤ 40"))
        solver.add(LinearConstraint(y, .lessOrEqual, 12, label: "y ≤ 12"))
        let solution = solver.solve()
        #expect(solution.unsatisfiable.map(\.constraint.label) == ["y ≤ 12"])
        #expect(solution.unsatisfiable.first?.conflicting.map(\.label) == ["x ≥ 10", "y ≥ x + 5"])
        #expect(solution.value(x) >= 10 && solution.value(y) >= solution.value(x) + 5 && solution.value(z) == 3)
    }

    @Test("a required equality between constants that differ is reported, with nothing to conflict with")
    func constantEquality() {
        var solver = ConstraintSolver()
        let x = solver.variable("x")
        solver.add(LinearConstraint(x, .equal, 5, label: "x = 5"))
        solver.add(LinearConstraint(x - x, .equal, LinearExpression(constant: 1), label: "0 = 1"))
        let solution = solver.solve()
        #expect(solution.unsatisfiable.map(\.constraint.label) == ["0 = 1"])
        #expect(solution.unsatisfiable.first?.conflicting.isEmpty == true)
        #expect(solution.value(x) == 5)
    }

    @Test("a variable nothing fixes (or no constraint names) is ambiguous: set to 0 and said")
    func unconstrained() {
        var solver = ConstraintSolver()
        let x = solver.variable("x"), y = solver.variable("y")
        _ = solver.variable("z")
        solver.add(LinearConstraint(y, .equal, x + 10))
        let solution = solver.solve()
        #expect(solution.isAmbiguous)
        #expect(Set(solution.ambiguities.flatMap(\.variables).map(\.name)) == ["x", "y", "z"])
    }

    @Test("deterministic: the same constraints in the same order give the same values and messages")
    func deterministic() {
        func run() -> String {
            let (solution, xl, xm, xr) = midpoint { solver, xl, xm, xr in
                solver.add(LinearConstraint(xm, .equal, 50, priority: .defaultHigh))
                solver.add(LinearConstraint(xl, .equal, 90, priority: .defaultLow))
                solver.add(LinearConstraint(xr, .equal, 100, priority: .defaultLow))
            }
            return "\([xl, xm, xr].map(solution.value)) \(solution.ambiguities.map(\.description))"
        }
        let first = run()
        for _ in 0 ..< 20 { #expect(run() == first) }
    }
}
