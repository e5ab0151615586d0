import Testing
@testable import FitCore

/// Small horizontal layouts with hand-computed results, built as Auto Layout builds them: each view a
/// left edge and a width, its intrinsic width as two optional constraints (hugging `width ≤ intrinsic`,
/// compression resistance `width ≥ intrinsic`), the container's edges and the nib's constraints.
@Suite("ConstraintSolver: small layouts with hand-computed frames")
struct LayoutTableTests {
    /// A row of views in a container whose left edge is at 0.
    struct Row {
        var solver = ConstraintSolver()
        let containerWidth: SolverVariable

        init(width: Double?, priority: LayoutPriority = .required) {
            containerWidth = solver.variable("container.width")
            if let width { solver.add(LinearConstraint(containerWidth, .equal, width, priority: priority, label: "container width")) }
        }

        struct View {
            let left: SolverVariable, width: SolverVariable
            var right: LinearExpression { left + width }
        }

        mutating func view(_ name: String, intrinsic: Double? = nil, hugging: Double = 250, compression: Double = 750) -> View {
            let view = View(left: solver.variable("\(name).left"), width: solver.variable("\(name).width"))
            solver.add(LinearConstraint(view.width, .greaterOrEqual, 0))
            if let intrinsic {
                solver.add(LinearConstraint(view.width, .lessOrEqual, intrinsic, priority: LayoutPriority(hugging), label: "\(name) hugging"))
                solver.add(LinearConstraint(view.width, .greaterOrEqual, intrinsic, priority: LayoutPriority(compression),
                                            label: "\(name) compression"))
            }
            return view
        }

        mutating func require(_ left: LinearExpression, _ relation: LinearConstraint.Relation, _ right: LinearExpression,
                              label: String = "") {
            solver.add(LinearConstraint(left, relation, right, label: label))
        }
    }

    func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    @Test("a label chained to a pop-up (popup.leading = label.trailing + 8): the pop-up moves as the label grows",
          arguments: [(100.0, 128.0), (200.0, 228.0)])
    func chainedPopUp(labelWidth: Double, popupLeft: Double) {
        var row = Row(width: 480)
        let label = row.view("label", intrinsic: labelWidth, hugging: 251)
        let popup = row.view("popup", intrinsic: 120)
        row.require(LinearExpression(label.left), .equal, constant(20))
        row.require(LinearExpression(popup.left), .equal, label.right + 8)
        row.require(popup.right, .lessOrEqual, row.containerWidth - 20)
        let solution = row.solver.solve()
        #expect(solution.value(popup.left) == popupLeft)
        #expect(solution.value(popup.width) == 120)
        #expect(solution.missed.isEmpty && !solution.isAmbiguous)
    }

    @Test("equal widths share the room: (440 - 8) / 2 each")
    func equalWidths() {
        var row = Row(width: 480)
        let a = row.view("a"), b = row.view("b")
        row.require(LinearExpression(a.left), .equal, constant(20))
        row.require(LinearExpression(b.left), .equal, a.right + 8)
        row.require(b.right, .equal, row.containerWidth - 20)
        row.require(LinearExpression(a.width), .equal, LinearExpression(b.width))
        let solution = row.solver.solve()
        #expect([solution.value(a.width), solution.value(b.width), solution.value(b.left)] == [216, 216, 244])
    }

    @Test("a 0.5 × multiplier: half the superview's width")
    func multiplier() {
        var row = Row(width: 480)
        let a = row.view("a", intrinsic: 60)
        row.require(LinearExpression(a.left), .equal, constant(0))
        row.require(LinearExpression(a.width), .equal, 0.5 * row.containerWidth)
        let solution = row.solver.solve()
        #expect(solution.value(a.width) == 240)
        #expect(solution.missed.map(\.constraint.label) == ["a hugging"])
    }

    /// a (200 wide, resistance 750) and b (150 wide) share 300 - 20 - 8 - 20 = 252.
    func squeezed(bCompression: Double) -> (ConstraintSolution, Row.View, Row.View) {
        var row = Row(width: 300)
        let a = row.view("a", intrinsic: 200)
        let b = row.view("b", intrinsic: 150, compression: bCompression)
        row.require(LinearExpression(a.left), .equal, constant(20))
        row.require(LinearExpression(b.left), .equal, a.right + 8)
        row.require(b.right, .equal, row.containerWidth - 20)
        return (row.solver.solve(), a, b)
    }

    @Test("a compressible neighbour (resistance 250) gives way to one at 750")
    func compressibleGivesWay() {
        let (solution, a, b) = squeezed(bCompression: 250)
        #expect([solution.value(a.width), solution.value(b.width)] == [200, 52])
        #expect(solution.missed.map { "\($0.constraint.label) \($0.amount)" } == ["b compression 98.0"])
        #expect(!solution.isAmbiguous)
    }

    @Test("an incompressible neighbour (resistance 1000) does not give way: the other one does")
    func incompressibleHolds() {
        let (solution, a, b) = squeezed(bCompression: 1000)
        #expect([solution.value(a.width), solution.value(b.width)] == [102, 150])
        #expect(solution.missed.map(\.constraint.label) == ["a compression"])
    }

    @Test("equal resistance leaves it open which one gives way: the solution says so")
    func equalResistanceIsAmbiguous() {
        let (solution, a, b) = squeezed(bCompression: 750)
        #expect(solution.value(a.width) + solution.value(b.width) == 252)
        #expect(solution.isAmbiguous)
        #expect(Set(solution.ambiguities.flatMap(\.variables).map(\.name)).isSuperset(of: ["a.width", "b.width"]))
    }

    @Test("hugging: the extra room goes to the view that hugs less (250 against 251)")
    func hugging() {
        var row = Row(width: 300)
        let a = row.view("a", intrinsic: 100, hugging: 251)
        let b = row.view("b", intrinsic: 100, hugging: 250)
        row.require(LinearExpression(a.left), .equal, constant(20))
        row.require(LinearExpression(b.left), .equal, a.right + 8)
        row.require(b.right, .equal, row.containerWidth - 20)
        let solution = row.solver.solve()
        #expect([solution.value(a.width), solution.value(b.width)] == [100, 152])
    }

    /// A window whose width stays put at 500 (priority 500) around a text with 20 pt margins.
    func window(text: Double, sizePriority: LayoutPriority) -> (ConstraintSolution, SolverVariable, Row.View) {
        var row = Row(width: 500, priority: sizePriority)
        let label = row.view("text", intrinsic: text, hugging: 251)
        row.require(LinearExpression(label.left), .equal, constant(20))
        row.require(label.right + 20, .equal, LinearExpression(row.containerWidth))
        return (row.solver.solve(), row.containerWidth, label)
    }

    @Test("a window held at 500 (windowSizeStayPut) grows for a 600 pt text at 750", arguments: [(400.0, 500.0, 460.0), (600.0, 640.0, 600.0)])
    func windowGrows(text: Double, windowWidth: Double, textWidth: Double) {
        let (solution, width, label) = window(text: text, sizePriority: .windowSizeStayPut)
        #expect([solution.value(width), solution.value(label.width)] == [windowWidth, textWidth])
    }

    @Test("a window of fixed size (required) does not grow: the text gives way")
    func fixedWindow() {
        let (solution, width, label) = window(text: 600, sizePriority: .required)
        #expect([solution.value(width), solution.value(label.width)] == [500, 460])
        #expect(solution.missed.map { "\($0.constraint.label) \($0.amount)" } == ["text compression 140.0"])
    }

    @Test("an unsatisfiable pair of required widths: the second is reported with the first, the first holds")
    func unsatisfiablePair() {
        var row = Row(width: 480)
        let a = row.view("a")
        row.require(LinearExpression(a.width), .equal, constant(100), label: "a.width = 100")
        row.require(LinearExpression(a.width), .equal, constant(200), label: "a.width = 200")
        let solution = row.solver.solve()
        #expect(solution.value(a.width) == 100)
        #expect(solution.unsatisfiable.map(\.constraint.label) == ["a.width = 200"])
        #expect(solution.unsatisfiable.first?.conflicting.map(\.label) == ["a.width = 100"])
    }
}
