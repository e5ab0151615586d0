/// The solver's oracle is the nib itself: Interface Builder stores each view's solved frame. Solving a
/// scene at its canvas size reproduces the `<rect key="frame">` of each Auto Layout view IB does not mark
/// misplaced or ambiguous, within ``tolerance``; a view that is not reproduced gets the likeliest cause.
public struct SceneOracle {
    /// One Auto Layout view compared.
    public struct Comparison: Sendable {
        public let scene: String
        public let view: String
        public let element: String
        public let stored: ViewFrame
        public let solved: ViewFrame
        /// Nil when reproduced.
        public let cause: String?
    }

    public static let tolerance = 1.0

    /// Every Auto Layout view of `scene` (not marked by IB) with its solved frame and, when off, why.
    public static func compare(_ scene: NibScene) -> [Comparison] {
        var system = SceneConstraints(scene)
        let (frames, solution) = system.solve()
        let ambiguous = Set(solution.ambiguities.flatMap(\.variables).map { String($0.name.split(separator: ".")[0]) })
        let broken = Set(solution.unsatisfiable.flatMap { [$0.constraint] + $0.conflicting }.flatMap(\.expression.variables)
            .map { String($0.name.split(separator: ".")[0]) })
        var comparisons: [Comparison] = []
        var reproduced: Set<String> = [scene.root.id]
        for view in scene.views where system.autoLayoutViews.contains(view.id) && !view.misplaced && !view.ambiguous {
            let solved = frames[view.id]!
            let off = solved.distance(to: view.sceneFrame) > tolerance
            if !off { reproduced.insert(view.id) }
            var cause: String?
            if off {
                cause = Self.cause(view, in: scene, system: system, ambiguous: ambiguous, broken: broken, reproduced: reproduced)
            }
            comparisons.append(Comparison(scene: scene.id, view: view.id, element: view.element, stored: view.sceneFrame,
                                          solved: solved, cause: cause))
        }
        return comparisons
    }

    private static func cause(_ view: NibView, in scene: NibScene, system: SceneConstraints, ambiguous: Set<String>,
                              broken: Set<String>, reproduced: Set<String>) -> String {
        var ancestors: [NibView] = []
        var next = view.parent.flatMap(scene.view)
        while let ancestor = next { ancestors.append(ancestor); next = ancestor.parent.flatMap(scene.view) }
        if broken.contains(view.id) { return "unsatisfiable required constraints" }
        if ambiguous.contains(view.id) { return "ambiguous: the constraints leave it free" }
        if ancestors.contains(where: { $0.element == "gridView" }) {
            return "in a grid view (row heights and baselines as IB sizes them not modelled)"
        }
        if let parent = view.parent, !reproduced.contains(parent), system.autoLayoutViews.contains(parent) {
            return "its superview is off"
        }
        let named = scene.constraints.filter { $0.firstItem == view.id || $0.secondItem == view.id }
        if named.contains(where: { [$0.firstAttribute, $0.secondAttribute].contains { [.baseline, .lastBaseline, .firstBaseline].contains($0) } }) {
            return "a baseline constraint (baselines estimated)"
        }
        if named.contains(where: { [$0.firstAttribute, $0.secondAttribute].contains { $0?.withoutMargin != nil } }) {
            return "a margin or safe-area constraint (margins estimated)"
        }
        let barGuides = Set(scene.guides.filter { [.safeArea, .top, .bottom].contains($0.kind) }.map(\.id))
        if named.contains(where: { barGuides.contains($0.firstItem) || $0.secondItem.map(barGuides.contains) == true }) {
            return "a safe-area constraint (status and navigation bars as IB draws them estimated)"
        }
        if ancestors.contains(where: { $0.element == "stackView" }) { return "in a stack view (arrangement approximated)" }
        if ancestors.contains(where: { $0.element == "scrollView" || $0.element == "tableView" || $0.element == "collectionView" }) {
            return "in a scroll view, table or collection (content size not modelled)"
        }
        return "other"
    }
}
