/// `left (=, ≤, ≥) right` at a priority: one constraint of a layout, as Auto Layout writes
/// `item1.attr1 = multiplier × item2.attr2 + constant`. Its `label` says where it came from
/// (a nib's constraint id, "label hugging") in messages.
public struct LinearConstraint: Sendable, Equatable, CustomStringConvertible {
    public enum Relation: String, Sendable {
        case equal = "=="
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
    }

    public let left: LinearExpression
    public let right: LinearExpression
    /// `left - right`, compared with 0.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: LayoutPriority
    public let label: String

    public init(_ left: LinearExpression, _ relation: Relation, _ right: LinearExpression,
                priority: LayoutPriority = .required, label: String = "") {
        self.left = left
        self.right = right
        self.expression = left - right
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public init(_ left: SolverVariable, _ relation: Relation, _ right: LinearExpression,
                priority: LayoutPriority = .required, label: String = "") {
        self.init(LinearExpression(left), relation, right, priority: priority, label: label)
    }

    public init(_ left: SolverVariable, _ relation: Relation, _ right: Double,
                priority: LayoutPriority = .required, label: String = "") {
        self.init(LinearExpression(left), relation, LinearExpression(constant: right), priority: priority, label: label)
    }

    /// How far a solution misses it, in the expression's unit (points): 0 when it holds.
    public func violation(_ value: (SolverVariable) -> Double) -> Double {
        let difference = expression.value(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessOrEqual: return max(0, difference)
        case .greaterOrEqual: return max(0, -difference)
        }
    }

    public var description: String {
        let name = label.isEmpty ? "" : "\(label): "
        return "\(name)\(left) \(relation.rawValue) \(right) @\(priority)"
    }
}
