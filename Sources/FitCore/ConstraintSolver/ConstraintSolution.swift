/// What ``ConstraintSolver/solve()`` found: a value per variable, the required constraints it had to
/// leave out, the optional ones the solution misses (what gave way, by how much) and the variables
/// the priorities leave free.
public struct ConstraintSolution: Sendable {
    /// A required constraint that could not hold with the required ones added before it: left out,
    /// as Auto Layout breaks it.
    public struct Unsatisfiable: Sendable {
        public let constraint: LinearConstraint
        /// Its place in the order of adding.
        public let index: Int
        /// A smallest set of earlier required constraints that, with it, cannot all hold.
        public let conflicting: [LinearConstraint]
    }

    /// An optional constraint the solution does not satisfy.
    public struct MissedConstraint: Sendable {
        public let constraint: LinearConstraint
        public let index: Int
        /// By how much it is missed, in points.
        public let amount: Double
    }

    /// Variables that can move together without changing any priority's error: the layout is
    /// ambiguous there, and `choice` says where the solver put them.
    public struct Ambiguity: Sendable, CustomStringConvertible {
        public let variables: [SolverVariable]
        /// What moves them: a constraint whose slack or error is free, or a variable nothing fixes.
        public let freedom: String
        public let choice: String
        public var description: String { "\(variables.map(\.name).joined(separator: ", ")): \(freedom); \(choice)" }
    }

    /// A miss below this (points) is rounding, not a miss.
    public static let tolerance = 1e-6

    public let variables: [SolverVariable]
    let values: [Double]
    public let unsatisfiable: [Unsatisfiable]
    /// In order of priority (highest first), then of adding.
    public let missed: [MissedConstraint]
    public let ambiguities: [Ambiguity]

    init(variables: [SolverVariable], values: [Double], unsatisfiable: [Unsatisfiable], missed: [MissedConstraint],
         ambiguities: [Ambiguity]) {
        self.variables = variables
        self.values = values
        self.unsatisfiable = unsatisfiable
        self.missed = missed.sorted {
            ($0.constraint.priority, -$0.index) > ($1.constraint.priority, -$1.index)
        }
        self.ambiguities = ambiguities
    }

    public func value(_ variable: SolverVariable) -> Double { values[variable.id] }

    public func value(_ expression: LinearExpression) -> Double { expression.value { values[$0.id] } }

    /// Whether the layout is free along some variable.
    public var isAmbiguous: Bool { !ambiguities.isEmpty }
}
