/// One unknown of a constraint system: a view's left edge, its width… Made by
/// ``ConstraintSolver/variable(_:)``, which numbers variables in the order they are made; the number,
/// not the name, is the identity, so two solvers given the same calls make the same variables.
public struct SolverVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The order of creation in its solver, from 0.
    public let id: Int
    /// What the variable stands for, for messages (`"label.width"`).
    public let name: String

    public static func == (a: SolverVariable, b: SolverVariable) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (a: SolverVariable, b: SolverVariable) -> Bool { a.id < b.id }
    public var description: String { name }
}
