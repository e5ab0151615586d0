/// A scene's views and constraints as one constraint system: four variables per view and layout guide
/// (left, top, width, height, top-down in the scene's root), the root held at the canvas, a view under
/// its autoresizing mask held to its superview, a view under Auto Layout by its nib constraints, its
/// stack view's arrangement (``SceneStacks``) and its intrinsic size.
///
/// Intrinsic sizes are, for now, each view's own IB frame along the axes where it has one (a label,
/// a button…): measuring the text comes later. Baselines are estimated (``baselineFromBottom``).
public struct SceneConstraints {
    public struct Frame {
        public let left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable
        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
    }

    public let scene: NibScene
    public private(set) var solver = ConstraintSolver()
    public private(set) var frames: [String: Frame] = [:]
    /// Constraints the system leaves out, with why (an item outside the scene…).
    public private(set) var skipped: [String] = []
    /// Views placed by Auto Layout: their own constraints, or arranged by a stack view.
    public private(set) var autoLayoutViews: Set<String> = []
    let canvas: SceneCanvas

    /// A text's baseline above its frame's bottom, as a share of its height: about a quarter for one line
    /// of system text (a 16 pt AppKit label: 4 pt; a 21 pt UILabel: 5 pt). An estimate until fonts are read.
    static let baselineFromBottom = 0.25

    public init(_ scene: NibScene) {
        self.scene = scene
        canvas = SceneCanvas(runtime: scene.runtime, device: scene.device, root: scene.canvas, navigationBar: scene.navigationBar,
                             rootMisplaced: scene.root.misplaced)
        for view in scene.views { frames[view.id] = makeFrame(view.id) }
        for guide in scene.guides where frames[guide.id] == nil { frames[guide.id] = makeFrame(guide.id) }
        let arranged = Set(scene.views.compactMap(\.stack).flatMap(\.arranged))
        for view in scene.views where view.placement == .autoLayout || (arranged.contains(view.id) && view.placement != .root) {
            autoLayoutViews.insert(view.id)
        }
        holdRoot()
        for view in scene.views where view.placement == .autoresizing && !autoLayoutViews.contains(view.id) { holdByMask(view) }
        for view in scene.views where autoLayoutViews.contains(view.id) { addIntrinsicSize(view) }
        for guide in scene.guides { placeGuide(guide) }
        for constraint in scene.constraints { add(constraint) }
        var stacks = SceneStacks(scene: scene, frames: frames)
        for view in scene.views where view.stack != nil { stacks.arrange(view) }
        solver.add(stacks.constraints)
        var grids = SceneGrids(scene: scene, frames: frames, solver: solver)
        for view in scene.views where view.grid != nil { grids.arrange(view) }
        solver = grids.finished
        solver.add(grids.constraints)
    }

    private mutating func makeFrame(_ id: String) -> Frame {
        Frame(left: solver.variable("\(id).left"), top: solver.variable("\(id).top"),
              width: solver.variable("\(id).width"), height: solver.variable("\(id).height"))
    }

    private mutating func require(_ left: LinearExpression, _ right: LinearExpression, _ label: String) {
        solver.add(LinearConstraint(left, .equal, right, label: label))
    }

    private mutating func holdRoot() {
        let root = frames[scene.root.id]!
        require(LinearExpression(root.left), LinearExpression(constant: 0), "root left")
        require(LinearExpression(root.top), LinearExpression(constant: 0), "root top")
        require(LinearExpression(root.width), LinearExpression(constant: scene.canvas.width), "canvas width")
        require(LinearExpression(root.height), LinearExpression(constant: canvas.rootHeight ?? scene.canvas.height), "canvas height")
    }

    /// The autoresizing mask as AppKit and UIKit translate it: the fixed parts of (leading margin, size,
    /// trailing margin) keep their IB values, the flexible ones share what is left in their IB proportion.
    private mutating func holdByMask(_ view: NibView) {
        guard let parentID = view.parent, let parent = frames[parentID], let parentView = scene.view(parentID),
              let frame = frames[view.id] else { return }
        let mask = view.autoresizing
        let inside = view.sceneFrame, outside = parentView.sceneFrame
        let horizontal: [(LinearExpression, Double, Bool)] = [
            (frame.left - parent.left, inside.x - outside.x, mask.flexibleMinX),
            (LinearExpression(frame.width), inside.width, mask.widthSizable),
            (parent.right - frame.right, outside.x + outside.width - inside.x - inside.width, mask.flexibleMaxX),
        ]
        let topDown = scene.runtime == .uiKit || NibViewTree.flippedAppKitViews.contains(parentView.element)
        let vertical: [(LinearExpression, Double, Bool)] = [
            (frame.top - parent.top, inside.y - outside.y, topDown ? mask.flexibleMinY : mask.flexibleMaxY),
            (LinearExpression(frame.height), inside.height, mask.heightSizable),
            (parent.bottom - frame.bottom, outside.y + outside.height - inside.y - inside.height,
             topDown ? mask.flexibleMaxY : mask.flexibleMinY),
        ]
        for parts in [horizontal, vertical] {
            var flexible = parts.filter(\.2)
            if flexible.isEmpty { flexible = [parts[2]] }
            for part in parts where !flexible.contains(where: { $0.0 == part.0 }) {
                require(part.0, LinearExpression(constant: part.1), "\(view.id) autoresizing")
            }
            for (a, b) in zip(flexible, flexible.dropFirst()) {
                // a / a₀ = b / b₀, written without division: a × b₀ = b × a₀ (both 0 in IB: a = b).
                if a.1 == 0 && b.1 == 0 { require(a.0, b.0, "\(view.id) autoresizing share") } else {
                    require(a.0 * b.1, b.0 * a.1, "\(view.id) autoresizing share")
                }
            }
        }
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) per axis with an
    /// intrinsic size, at the view's priorities; the intrinsic size is the IB frame's for now.
    private mutating func addIntrinsicSize(_ view: NibView) {
        guard let frame = frames[view.id] else { return }
        for axis in view.intrinsicAxes.sorted(by: { a, _ in a == .horizontal }) {
            let size = axis == .horizontal ? frame.width : frame.height
            let aligned = Self.alignmentFrame(view, runtime: scene.runtime)
            let placeholder = axis == .horizontal ? view.placeholderIntrinsicSize.width : view.placeholderIntrinsicSize.height
            let intrinsic = placeholder ?? (axis == .horizontal ? aligned.width : aligned.height)
            let hugging = axis == .horizontal ? view.hugging.horizontal : view.hugging.vertical
            let resistance = axis == .horizontal ? view.compressionResistance.horizontal : view.compressionResistance.vertical
            solver.add(LinearConstraint(size, .lessOrEqual, intrinsic, priority: LayoutPriority(hugging), label: "\(view.id) hugging"))
            solver.add(LinearConstraint(size, .greaterOrEqual, intrinsic, priority: LayoutPriority(resistance),
                                        label: "\(view.id) compression resistance"))
        }
    }

    /// A guide's frame from its view's: the safe area and the margins inset it; a view controller's top
    /// guide is the status bar, its bottom guide the home indicator; a scroll view's content guide is
    /// as large as its content makes it.
    private mutating func placeGuide(_ guide: NibLayoutGuide) {
        guard let owner = frames[guide.owner], let frame = frames[guide.id] else { return }
        let isRoot = guide.owner == scene.root.id
        let safe = isRoot ? (top: canvas.safeTop, bottom: canvas.safeBottom) : (top: 0.0, bottom: 0.0)
        let insets: [Double]   // top, left, bottom, right
        switch guide.kind {
        case .safeArea, .frameLayoutGuide: insets = guide.kind == .safeArea ? [safe.top, 0, safe.bottom, 0] : [0, 0, 0, 0]
        case .layoutMargins: insets = margins(of: guide.owner)
        case .top:
            require(LinearExpression(frame.top), LinearExpression(owner.top), "\(guide.id) top guide")
            require(LinearExpression(frame.height), LinearExpression(constant: safe.top), "\(guide.id) top guide")
            require(LinearExpression(frame.left), LinearExpression(owner.left), "\(guide.id) top guide")
            require(LinearExpression(frame.width), LinearExpression(owner.width), "\(guide.id) top guide")
            return
        case .bottom:
            require(frame.bottom, owner.bottom, "\(guide.id) bottom guide")
            require(LinearExpression(frame.height), LinearExpression(constant: safe.bottom), "\(guide.id) bottom guide")
            require(LinearExpression(frame.left), LinearExpression(owner.left), "\(guide.id) bottom guide")
            require(LinearExpression(frame.width), LinearExpression(owner.width), "\(guide.id) bottom guide")
            return
        case .contentLayoutGuide:
            require(LinearExpression(frame.left), LinearExpression(owner.left), "\(guide.id) content guide")
            require(LinearExpression(frame.top), LinearExpression(owner.top), "\(guide.id) content guide")
            return
        }
        require(LinearExpression(frame.top), owner.top + insets[0], "\(guide.id) guide")
        require(LinearExpression(frame.left), owner.left + insets[1], "\(guide.id) guide")
        require(frame.bottom, owner.bottom - insets[2], "\(guide.id) guide")
        require(frame.right, owner.right - insets[3], "\(guide.id) guide")
    }

    /// top, left, bottom, right layout margins of a view: the nib's, else the root's (its device's
    /// horizontal margins inside the safe area) or 8 pt.
    func margins(of id: String) -> [Double] {
        if let explicit = scene.view(id)?.layoutMargins { return explicit }
        if id == scene.root.id, scene.runtime == .uiKit {
            return [canvas.safeTop, canvas.rootMargin, canvas.safeBottom, canvas.rootMargin]
        }
        // A table cell and its content view take the table's side margins (preservesSuperviewLayoutMargins).
        if scene.runtime == .uiKit, let element = scene.view(id)?.element, element == "tableViewCell" || element == "tableViewCellContentView" {
            return [SceneCanvas.cellVerticalMargin, canvas.rootMargin, SceneCanvas.cellVerticalMargin, canvas.rootMargin]
        }
        return Array(repeating: SceneCanvas.viewMargin, count: 4)
    }

    /// `item.attribute` as an expression of its frame's variables (margins inset, baselines estimated).
    func expression(_ item: String, _ attribute: NibAttribute) -> LinearExpression? {
        guard let frame = frames[item] else { return nil }
        if let plain = attribute.withoutMargin {
            guard let edge = expression(item, plain) else { return nil }
            let inset = margins(of: item)
            switch plain {
            case .left, .leading: return edge + inset[1]
            case .right, .trailing: return edge - inset[3]
            case .top: return edge + inset[0]
            case .bottom: return edge - inset[2]
            case .centerX: return edge + (inset[1] - inset[3]) / 2
            default: return edge + (inset[0] - inset[2]) / 2
            }
        }
        switch attribute {
        case .left, .leading: return LinearExpression(frame.left)
        case .right, .trailing: return frame.right
        case .top: return LinearExpression(frame.top)
        case .bottom: return frame.bottom
        case .width: return LinearExpression(frame.width)
        case .height: return LinearExpression(frame.height)
        case .centerX: return frame.left + 0.5 * frame.width
        case .centerY: return frame.top + 0.5 * frame.height
        case .baseline, .lastBaseline: return frame.top + (1 - Self.baselineFromBottom) * frame.height
        case .firstBaseline: return frame.top + (1 - Self.baselineFromBottom) * frame.height
        default: return nil
        }
    }

    private mutating func add(_ constraint: NibConstraint) {
        guard let first = expression(constraint.firstItem, constraint.firstAttribute) else {
            skipped.append("\(constraint.id): \(constraint.firstItem) is not in the scene")
            return
        }
        var right = LinearExpression(constant: constraint.constant)
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard let second = expression(item, attribute) else {
                skipped.append("\(constraint.id): \(item) is not in the scene")
                return
            }
            right = second * constraint.multiplier + constraint.constant
        }
        let relation: LinearConstraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        solver.add(LinearConstraint(first, relation, right, priority: LayoutPriority(constraint.priority),
                                    label: "\(constraint.id) (line \(constraint.line))"))
    }

    /// Solves the system: each view's and guide's frame, top-down in the scene's root (a control's
    /// drawn frame: its alignment rectangle outset again).
    public mutating func solve() -> (frames: [String: ViewFrame], solution: ConstraintSolution) {
        let solution = solver.solve()
        var solved: [String: ViewFrame] = [:]
        for (id, frame) in frames {
            var rect = ViewFrame(x: solution.value(frame.left), y: solution.value(frame.top),
                                 width: solution.value(frame.width), height: solution.value(frame.height))
            if let view = scene.view(id), autoLayoutViews.contains(id) {
                let insets = Self.alignmentInsets(view, runtime: scene.runtime)
                rect = ViewFrame(x: rect.x - insets[1], y: rect.y - insets[0], width: rect.width + insets[1] + insets[3],
                                 height: rect.height + insets[0] + insets[2])
            }
            solved[id] = rect
        }
        return (solved, solution)
    }

    /// How far an AppKit control draws outside the rectangle its constraints place (its alignment
    /// rectangle): top, left, bottom, right. Measured on the fixtures' nibs (a label's text field sits 2 pt
    /// outside its leading and trailing constraints in all 30 cases of clipy and monitorcontrol; a push
    /// button 7 pt outside its trailing one; a check box 2 pt left of it); other controls are taken as drawing within it.
    static func alignmentInsets(_ view: NibView, runtime: NibDocument.Runtime) -> [Double] {
        guard runtime == .appKit else { return [0, 0, 0, 0] }
        if view.element == "textField", view.cellStyle == nil { return [0, 2, 0, 2] }
        if view.element == "button", view.cellType == "push", view.cellStyle == "rounded" {
            // Xcode 12 and later draw a regular push button 32 pt tall round a 20 pt bezel: 5 pt above it,
            // 7 below (monitorcontrol: its placeholder 200 × 20 in a 214 × 32 frame, grid rows end 7 pt above the frame's bottom).
            return view.frame.height == 32 ? [5, 7, 7, 7] : [0, 7, 0, 7]
        }
        // A check box: 2 pt left of its box, 1 pt above and below (monitorcontrol's grid: frames at 238 for cells at 240, rows 2 pt shorter).
        if view.element == "button", view.cellType == "check" { return [1, 2, 1, 0] }
        // A pop-up button drawn 25 pt tall (Xcode 12 and later) round a 20 pt bezel: 1 pt above, 4 below, 3 each side
        // (monitorcontrol's grids: frames at x 217 in columns starting at 220, 1 pt above 20 pt rows).
        if view.element == "popUpButton", view.frame.height == 25 { return [1, 3, 4, 3] }
        // A view with a placeholder intrinsic size smaller than its frame (a separator box: 2 pt in a 6 pt frame)
        // draws round it evenly.
        let placeholder = view.placeholderIntrinsicSize
        let across = placeholder.width.map { max(0, view.frame.width - $0) / 2 } ?? 0
        let along = placeholder.height.map { max(0, view.frame.height - $0) / 2 } ?? 0
        return [along, across, along, across]
    }

    /// The view's IB frame (top-down in the scene) inset to its alignment rectangle.
    static func alignmentFrame(_ view: NibView, runtime: NibDocument.Runtime) -> ViewFrame {
        let insets = alignmentInsets(view, runtime: runtime), frame = view.sceneFrame
        return ViewFrame(x: frame.x + insets[1], y: frame.y + insets[0], width: frame.width - insets[1] - insets[3],
                         height: frame.height - insets[0] - insets[2])
    }
}
