/// `c₁·x₁ + c₂·x₂ + … + constant` over ``SolverVariable``s: one side of a constraint. Terms are kept
/// merged (one coefficient per variable) and in variable order, so equal expressions compare equal
/// and print alike.
public struct LinearExpression: Sendable, Equatable, CustomStringConvertible {
    /// Each variable with its coefficient, in variable order, no zero coefficient.
    public private(set) var terms: [(variable: SolverVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        var merged: [SolverVariable: Double] = [:]
        for (variable, coefficient) in terms { merged[variable, default: 0] += coefficient }
        self.terms = merged.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.constant = constant
    }

    public init(_ variable: SolverVariable) { self.init([(variable, 1)]) }

    public init(constant: Double) { self.init([], constant: constant) }

    /// The variables it names, in order.
    public var variables: [SolverVariable] { terms.map(\.variable) }

    /// Its value when each variable has the value `value(variable)`.
    public func value(_ value: (SolverVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public var description: String {
        var text = ""
        for (variable, coefficient) in terms {
            let sign = coefficient < 0 ? "-" : "+"
            let size = abs(coefficient)
            let term = size == 1 ? variable.name : "\(Self.number(size))×\(variable.name)"
            text += text.isEmpty ? (coefficient < 0 ? "-\(term)" : term) : " \(sign) \(term)"
        }
        if text.isEmpty { return Self.number(constant) }
        if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        return text
    }

    /// `8`, `0.5`: no trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

// MARK: - Arithmetic, for building constraints as they read: `popup.left == label.right + 8`

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms.map { ($0.variable, $0.coefficient) } + b.terms.map { ($0.variable, $0.coefficient) },
                     constant: a.constant + b.constant)
}

public func * (a: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(a.terms.map { ($0.variable, $0.coefficient * factor) }, constant: a.constant * factor)
}

public func * (factor: Double, a: LinearExpression) -> LinearExpression { a * factor }

public prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }

public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }

public func + (a: LinearExpression, constant: Double) -> LinearExpression { a + LinearExpression(constant: constant) }

public func - (a: LinearExpression, constant: Double) -> LinearExpression { a + LinearExpression(constant: -constant) }

public func + (a: SolverVariable, b: SolverVariable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }

public func - (a: SolverVariable, b: SolverVariable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }

public func + (a: SolverVariable, constant: Double) -> LinearExpression { LinearExpression(a) + constant }

public func - (a: SolverVariable, constant: Double) -> LinearExpression { LinearExpression(a) - constant }

public func * (factor: Double, a: SolverVariable) -> LinearExpression { LinearExpression(a) * factor }

public func + (a: LinearExpression, b: SolverVariable) -> LinearExpression { a + LinearExpression(b) }

public func - (a: LinearExpression, b: SolverVariable) -> LinearExpression { a - LinearExpression(b) }

public func + (a: SolverVariable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }

public func - (a: SolverVariable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
