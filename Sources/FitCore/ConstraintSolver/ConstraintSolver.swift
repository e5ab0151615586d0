/// A linear constraint solver of Auto Layout's kind: the Cassowary algorithm (Badros, Borning,
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), which
/// Auto Layout is built on.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let label = solver.variable("label.right"), popup = solver.variable("popup.left")
/// solver.add(LinearConstraint(popup, .equal, label + 8))
/// let solution = solver.solve()
/// ```
///
/// Required constraints (priority 1000) hold; one that cannot hold with those added before it is
/// left out and reported with the ones it conflicts with (``ConstraintSolution/unsatisfiable``), as
/// Auto Layout breaks it and logs. Optional ones are satisfied by priority, higher first, and one that
/// cannot be satisfied is missed by as little as the higher ones allow. Where the priorities leave a
/// variable free, the solution says so (``ConstraintSolution/ambiguities``).
public struct ConstraintSolver: Sendable {
    private var tableau = Tableau()
    /// Every constraint given, in order, and whether it is in the tableau.
    private(set) var constraints: [(constraint: LinearConstraint, added: Bool)] = []
    private var variables: [SolverVariable] = []

    public init() {}

    /// A new variable named `name` (names are for messages; they need not be unique).
    public mutating func variable(_ name: String) -> SolverVariable {
        let variable = SolverVariable(id: variables.count, name: name)
        variables.append(variable)
        return variable
    }

    /// Adds `constraint`. A required one that conflicts with the required ones already added is
    /// left out (the solution names it); adding never fails otherwise.
    public mutating func add(_ constraint: LinearConstraint) {
        let added = tableau.add(constraint, index: constraints.count)
        constraints.append((constraint, added))
    }

    public mutating func add(_ constraints: [LinearConstraint]) {
        for constraint in constraints { add(constraint) }
    }

    /// Minimises the errors, highest priority first, and reads the values, the constraints left
    /// out, the optional ones missed and the variables the priorities leave free.
    public mutating func solve() -> ConstraintSolution {
        tableau.optimize()
        let values = variables.map { tableau.value($0) }
        let given = constraints.map(\.constraint)
        var missed: [ConstraintSolution.MissedConstraint] = []
        for (index, entry) in constraints.enumerated() where entry.added && !entry.constraint.priority.isRequired {
            let amount = entry.constraint.violation { values[$0.id] }
            if amount > ConstraintSolution.tolerance {
                missed.append(.init(constraint: entry.constraint, index: index, amount: amount))
            }
        }
        var unsatisfiable: [ConstraintSolution.Unsatisfiable] = []
        for (index, entry) in constraints.enumerated() where !entry.added {
            let earlier = constraints[..<index].filter { $0.added && $0.constraint.priority.isRequired }.map(\.constraint)
            unsatisfiable.append(.init(constraint: entry.constraint, index: index,
                                       conflicting: ConflictExplanation.conflicting(entry.constraint, among: earlier)))
        }
        let named = Set(given.flatMap(\.expression.variables))
        let unnamed = variables.filter { !named.contains($0) }.map {
            ConstraintSolution.Ambiguity(variables: [$0], freedom: "no constraint names \($0.name)",
                                         choice: "the solver set \($0.name) to 0")
        }
        return ConstraintSolution(variables: variables, values: values, unsatisfiable: unsatisfiable, missed: missed,
                                  ambiguities: AmbiguityFinder(tableau: tableau, constraints: given).ambiguities() + unnamed)
    }
}
