/// The constraints a stack view (`UIStackView`, `NSStackView`) makes for its arranged views, as the
/// frameworks document them: along its axis each view follows the previous one at the spacing (equal
/// sizes for `fillEqually`, sizes in the IB proportion for `fillProportionally`, equal gaps of at least
/// the spacing for `equalSpacing`/`equalCentering`, packed from the leading end with the trailing end
/// hugging for AppKit's `gravityAreas`); across it, the alignment. Hidden views leave the arrangement.
struct SceneStacks {
    let scene: NibScene
    let frames: [String: SceneConstraints.Frame]
    private(set) var constraints: [LinearConstraint] = []

    /// `NSStackView`'s default hugging of its own content (`NSLayoutPriority.defaultLow - 1`… IB writes
    /// `horizontalStackHuggingPriority` when it differs).
    static let stackHugging = LayoutPriority(249.99)

    init(scene: NibScene, frames: [String: SceneConstraints.Frame]) {
        self.scene = scene
        self.frames = frames
    }

    private typealias Edges = (start: LinearExpression, end: LinearExpression, size: LinearExpression)

    /// The start, end and size of `frame` along an axis.
    private func edges(_ frame: SceneConstraints.Frame, _ axis: NibAttribute.Axis) -> Edges {
        axis == .horizontal ? (LinearExpression(frame.left), frame.right, LinearExpression(frame.width))
            : (LinearExpression(frame.top), frame.bottom, LinearExpression(frame.height))
    }

    private mutating func add(_ left: LinearExpression, _ relation: LinearConstraint.Relation, _ right: LinearExpression,
                              _ priority: LayoutPriority = .required, _ label: String) {
        constraints.append(LinearConstraint(left, relation, right, priority: priority, label: label))
    }

    mutating func arrange(_ view: NibView) {
        guard let stack = view.stack, let box = frames[view.id] else { return }
        let members = stack.arranged.filter { id in scene.view(id).map { !$0.hidden } ?? false }.compactMap { id in
            frames[id].map { (id, $0) }
        }
        guard !members.isEmpty else { return }
        let label = "\(view.id) stack"
        let along = edges(box, stack.axis), across = edges(box, stack.axis == .horizontal ? .vertical : .horizontal)
        // insets: top, left, bottom, right
        let (startInset, endInset) = stack.axis == .horizontal ? (stack.insets[1], stack.insets[3]) : (stack.insets[0], stack.insets[2])
        let (crossStart, crossEnd) = stack.axis == .horizontal ? (stack.insets[0], stack.insets[2]) : (stack.insets[1], stack.insets[3])
        let gravity = stack.distribution == "gravityAreas"
        let equalGaps = stack.distribution == "equalSpacing" || stack.distribution == "equalCentering"
        let first = edges(members[0].1, stack.axis), last = edges(members[members.count - 1].1, stack.axis)
        add(first.start, .equal, along.start + startInset, .required, label)
        if gravity {
            add(last.end, .lessOrEqual, along.end - endInset, .required, label)
            add(last.end, .equal, along.end - endInset, Self.stackHugging, label)
        } else {
            add(last.end, .equal, along.end - endInset, .required, label)
        }
        var firstGap: LinearExpression?
        for (previous, next) in zip(members, members.dropFirst()) {
            let gap = edges(next.1, stack.axis).start - edges(previous.1, stack.axis).end
            if equalGaps || gravity {
                add(gap, .greaterOrEqual, LinearExpression(constant: stack.spacing), .required, label)
                if equalGaps, let firstGap { add(gap, .equal, firstGap, .required, label) }
                if gravity { add(gap, .equal, LinearExpression(constant: stack.spacing), Self.stackHugging, label) }
            } else {
                add(gap, .equal, LinearExpression(constant: stack.spacing), .required, label)
            }
            if firstGap == nil { firstGap = gap }
        }
        let ibSizes = members.map { id, _ in scene.view(id).map { stack.axis == .horizontal ? $0.frame.width : $0.frame.height } ?? 0 }
        for index in members.indices.dropFirst() {
            let size = edges(members[index].1, stack.axis).size, base = edges(members[0].1, stack.axis).size
            if stack.distribution == "fillEqually" { add(size, .equal, base, .required, label) }
            if stack.distribution == "fillProportionally", ibSizes[0] > 0 {
                add(size * ibSizes[0], .equal, base * ibSizes[index], LayoutPriority(999), label)
            }
        }
        for (_, frame) in members { align(edges(frame, stack.axis == .horizontal ? .vertical : .horizontal), in: across,
                                          insets: (crossStart, crossEnd), alignment: stack.alignment, label: label) }
    }

    private mutating func align(_ member: Edges, in box: Edges, insets: (Double, Double), alignment: String, label: String) {
        let start = box.start + insets.0, end = box.end - insets.1
        switch alignment {
        case "fill":
            add(member.start, .equal, start, .required, label)
            add(member.end, .equal, end, .required, label)
        case "leading", "top", "firstBaseline":
            add(member.start, .equal, start, .required, label)
            add(member.end, .lessOrEqual, end, .required, label)
        case "trailing", "bottom", "lastBaseline", "baseline":
            add(member.end, .equal, end, .required, label)
            add(member.start, .greaterOrEqual, start, .required, label)
        default:   // center, centerX, centerY
            add(member.start + member.end, .equal, start + end, .required, label)
            add(member.start, .greaterOrEqual, start, .required, label)
        }
        // The stack hugs its tallest member across the axis.
        add(member.start, .equal, start, Self.stackHugging, label)
    }
}
